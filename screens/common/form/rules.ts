/**
 * Validation rules of the login, registration and forget-password forms (SPEC 5), in one place.
 * Plain functions returning a message key (or null when the value passes), so they are tested
 * without a browser and re-run on a language change.
 */

import {
  isLoginPassword,
  isLoginUsername,
  isMobileNumber,
  isNewPassword,
  type RegisterFieldRule,
  type RegisterFieldSetting,
} from '../../../engine';

/** A check of one field: the message key of the failure, or null. */
export type Rule = (value: string) => string | null;

/** Tracked inputs are trimmed before they are checked or sent (SPEC 5). */
export const tidy = (value: string) => value.trim();

const required =
  (message: string, next?: Rule): Rule =>
  (value) => {
    if (!tidy(value)) return message;
    return next ? next(tidy(value)) : null;
  };

const matches =
  (pattern: RegExp | ((value: string) => boolean), message: string): Rule =>
  (value) =>
    (typeof pattern === 'function' ? pattern(value) : pattern.test(value)) ? null : message;

/** A password is checked as typed (it is sent so): required when blank, else the grammar. */
const password =
  (grammar: (value: string) => boolean, message: string): Rule =>
  (value) => {
    if (!tidy(value)) return 'auth.passwordRequired';
    return grammar(value) ? null : message;
  };

/**
 * The named login rules of SPEC 5; the product leaves their bounds open, these are ours. Names,
 * passwords and mobile numbers follow the grammars the server applies (engine/grammar).
 */
export const loginRules = {
  /** 2 to 32 letters, digits and . _ @ - (an account may be an e-mail-like name). */
  loginUsername: required('auth.usernameRequired', matches(isLoginUsername, 'rule.accountFormat')),
  /** 6 to 64 characters, no spaces or control characters. */
  loginPassword: password(isLoginPassword, 'rule.accountFormat'),
  /** 6 to 15 digits 0-9. */
  loginMobileNum: required('rule.mobileRequired', matches(isMobileNumber, 'rule.mobileInvalid')),
  /** The 6-digit SMS code. */
  verificationCode: required('rule.codeRequired', matches(/^\d{6}$/, 'rule.codeInvalid')),
  /** A new password (forget and change password): 6 to 20 printable ASCII characters, no spaces, as registration's. */
  newPassword: password(isNewPassword, 'rule.passwordFormat'),
  /** The image captcha: 1 to 16 characters (SPEC 9), 'enter a captcha' when empty. */
  captcha: required('in_vwrite_code', matches(/^\S{1,16}$/, 'in_vwrite_code')),
} satisfies Record<string, Rule>;

/** Passwords are sent as typed, so they are checked as typed; every other input is trimmed first. */
export const sentAsTyped = (field: string) => /password/i.test(field);

/**
 * Checks a registration field against the server's rule (SPEC 5): an empty non-required field
 * passes, an empty required one fails with `requiredMessage`, else the pattern and length bounds,
 * on the value as the server gets it (`asTyped`: untrimmed) and with the server's RegExp flags (none).
 */
export function checkServerRule(
  value: string,
  setting: RegisterFieldSetting | undefined,
  rule: RegisterFieldRule | undefined,
  requiredMessage: string,
  asTyped = false,
): string | null {
  if (!tidy(value)) return setting?.required ? requiredMessage : null;
  const text = asTyped ? value : tidy(value);
  if (!rule) return null;
  if (rule.minLength !== undefined && text.length < rule.minLength) return rule.message;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return rule.message;
  let pattern: RegExp;
  try {
    pattern = new RegExp(rule.pattern);
  } catch {
    // A rule the browser cannot compile is left to the server, which re-checks every field.
    return null;
  }
  return pattern.test(text) ? null : rule.message;
}

/** Confirm is required (in_incorrect_password) and must equal the password (in_confirmation_correct). */
export function checkConfirm(password: string, confirm: string): string | null {
  if (!confirm) return 'in_incorrect_password';
  return confirm === password ? null : 'in_confirmation_correct';
}

/**
 * The errors after a language change (SPEC 5: fields are re-validated, debounced 200 ms): the
 * browser's rules decide again, but an error they cannot reproduce came from the server (a
 * taken username, a refused invitation code, a field the server named), and is no longer known
 * to hold, so it becomes 'need to revalidate' until the form is checked or sent again.
 */
export function revalidate<K extends string>(
  shown: Partial<Record<K, string | null>>,
  local: Partial<Record<K, string | null>>,
): Partial<Record<K, string | null>> {
  const next: Partial<Record<K, string | null>> = { ...local };
  for (const name of Object.keys(shown) as K[]) if (shown[name] && !local[name]) next[name] = 'rule.revalidate';
  return next;
}

/** The first failing field in the given order, for focusing it (SPEC 5). */
export function firstInvalid<K extends string>(order: readonly K[], errors: Partial<Record<K, string | null>>): K | undefined {
  return order.find((name) => errors[name]);
}
