/**
 * The rules of the contact and profile fields that registration, the security centre and my
 * account share (e-mail, nickname, payee name): one copy, read by the server, which enforces them,
 * and by the browser, which checks them before sending. Patterns are JavaScript RegExp sources
 * tested against the trimmed value; `message` is the message key of a failure.
 */
import type { RegisterFieldRule } from '../config/types.gen';

/** A register field rule (registerConfig's rules) with both lengths set. */
type ContactRule = Required<RegisterFieldRule>;

export const CONTACT_RULES = {
  /** SPEC 5: an e-mail type check allows under 255 characters. */
  email: { pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$', minLength: 5, maxLength: 254, message: 'rule.email' },
  nickname: { pattern: '^[^<>\\x00-\\x1F]{1,20}$', minLength: 1, maxLength: 20, message: 'rule.nickname' },
  payeeName: { pattern: '^[^<>0-9\\x00-\\x1F]{2,50}$', minLength: 2, maxLength: 50, message: 'rule.payeeName' },
} as const satisfies Record<string, ContactRule>;
