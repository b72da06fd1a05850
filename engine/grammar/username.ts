/**
 * The username grammars, one copy for the forms and the server. Both are ASCII only, so a name
 * cannot hide a look-alike letter, a control character or a bidirectional mark.
 */

/** A new account's name (registration, agent registration, the availability check): 4 to 16 letters or digits. */
export const USERNAME_RULE = { pattern: '^[A-Za-z0-9]{4,16}$', minLength: 4, maxLength: 16 } as const;

/** A name at login: 2 to 32 letters, digits and . _ @ - (older and e-mail-like account names sign in too). */
const LOGIN_USERNAME_RULE = { pattern: '^[A-Za-z0-9._@-]{2,32}$', minLength: 2, maxLength: 32 } as const;
const LOGIN_USERNAME = new RegExp(LOGIN_USERNAME_RULE.pattern);

/** Whether a trimmed name can be signed in with. */
export const isLoginUsername = (name: string) => LOGIN_USERNAME.test(name);
