/**
 * The password grammars, one copy for the forms and the server. Passwords are checked and sent
 * as typed, never trimmed: a space is a character of the password, and these grammars refuse it.
 */

/** A new login password (registration, change and forget password): 6 to 20 printable ASCII characters, no space. */
export const PASSWORD_RULE = { pattern: '^[\\x21-\\x7E]{6,20}$', minLength: 6, maxLength: 20 } as const;
const PASSWORD = new RegExp(PASSWORD_RULE.pattern);

/** Whether a new login password may be set. */
export const isNewPassword = (password: string) => PASSWORD.test(password);

/**
 * Characters no password holds: spaces, control characters (U+0000-U+001F, U+007F-U+009F) and
 * lone surrogates, which no request string may carry. Lengths count code points, as the request
 * schemas do.
 */
const NOT_IN_A_PASSWORD = '\\s\\u0000-\\u001f\\u007f-\\u009f\\ud800-\\udfff';

/** A password at login: 6 to 64 characters; wider than a new password, so an account whose password came from elsewhere signs in. */
const LOGIN_PASSWORD = new RegExp(`^[^${NOT_IN_A_PASSWORD}]{6,64}$`, 'u');

/** Whether a password can be signed in with. */
export const isLoginPassword = (password: string) => LOGIN_PASSWORD.test(password);

/** A payment password: 6 to 20 characters. */
const PAYMENT_PASSWORD = new RegExp(`^[^${NOT_IN_A_PASSWORD}]{6,20}$`, 'u');

/** Whether a payment password may be set. */
export const isPaymentPassword = (password: string) => PAYMENT_PASSWORD.test(password);
