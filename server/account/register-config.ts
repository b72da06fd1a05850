/**
 * The registration form's settings, kept server-side: which fields show and which are required,
 * the rule each value must pass (a JavaScript RegExp source, lengths, a message key), and
 * whether a captcha is asked. The two modes follow the tenant flags USERNAMEREG3 and
 * MOBILENUMREG3. The browser renders the form from this; register re-checks every rule.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import type { RegisterConfigValue, RegisterFieldRule, RegisterFieldSetting } from '../../engine/config/types.gen.ts';

import { CONTACT_RULES } from '../../engine/account/contact-rules.ts';
import { REGISTER_FIELDS, type RegisterField } from '../../engine/account/register-fields.ts';
import { PASSWORD_RULE } from '../../engine/grammar/password.ts';
import { MOBILE_RULE } from '../../engine/grammar/phone.ts';
import { USERNAME_RULE } from '../../engine/grammar/username.ts';

export { REGISTER_FIELDS, type RegisterField };

type FieldSetting = RegisterFieldSetting;
type FieldRule = RegisterFieldRule;

/** English text of each rule message key (the 400 message; EN.json carries the same text). */
export const RULE_MESSAGES: Record<string, string> = {
  'rule.required': 'This field is required',
  'rule.username': 'The username must be 4 to 16 letters or digits',
  'rule.password': 'The password must be 6 to 20 characters without spaces',
  'rule.paymentPassword': 'The payment password must be 6 digits',
  'rule.mobileNum': 'The mobile num is not valid',
  'rule.messageCode': 'The SMS code must be 6 digits',
  'rule.messageCodeWrong': 'The SMS code is wrong or has expired',
  'rule.idNumber': 'The ID number must be 4 to 30 letters, digits or dashes',
  'rule.qq': 'The QQ number must be 5 to 12 digits',
  'rule.facebook': 'The Facebook account must be at most 100 characters',
  'rule.wechat': 'The WeChat ID must be 6 to 20 letters, digits, dashes or underscores, starting with a letter',
  'rule.line': 'The Line ID must be 1 to 50 letters, digits, dots, dashes or underscores',
  'rule.whatsapp': 'The WhatsApp number must be 6 to 15 digits',
  'rule.zalo': 'The Zalo number must be 6 to 15 digits',
  'rule.email': 'The e-mail address is not valid',
  'rule.nickname': 'The nickname must be 1 to 20 characters without < or >',
  'rule.payeeName': 'The payee name must be 2 to 50 characters without digits, < or >',
  'rule.recommenderId': 'The recommender ID must be 1 to 20 letters or digits',
  invitation_code_error: 'Invalid invitation code',
  in_confirmation_correct: 'Confirmation password not matched',
  'rule.usernameTaken': 'Sorry, the username already exists',
  'rule.mobileTaken': 'Sorry, the mobile number is already registered',
};

const PASSWORD: FieldRule = { ...PASSWORD_RULE, message: 'rule.password' };

export const DEFAULT_RULES: Partial<Record<RegisterField, FieldRule>> = {
  username: { ...USERNAME_RULE, message: 'rule.username' },
  mobileNum: { ...MOBILE_RULE, message: 'rule.mobileNum' },
  messageCode: { pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6, message: 'rule.messageCode' },
  password: PASSWORD,
  confirmPassword: PASSWORD,
  paymentPassword: { pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6, message: 'rule.paymentPassword' },
  idNumber: { pattern: '^[A-Za-z0-9-]{4,30}$', minLength: 4, maxLength: 30, message: 'rule.idNumber' },
  qq: { pattern: '^[1-9][0-9]{4,11}$', minLength: 5, maxLength: 12, message: 'rule.qq' },
  facebook: { pattern: '^[^<>\\s][^<>]{0,99}$', minLength: 1, maxLength: 100, message: 'rule.facebook' },
  wechat: { pattern: '^[A-Za-z][-_A-Za-z0-9]{5,19}$', minLength: 6, maxLength: 20, message: 'rule.wechat' },
  line: { pattern: '^[A-Za-z0-9._-]{1,50}$', minLength: 1, maxLength: 50, message: 'rule.line' },
  whatsapp: { pattern: '^\\+?[0-9]{6,15}$', minLength: 6, maxLength: 16, message: 'rule.whatsapp' },
  zalo: { pattern: '^[0-9]{6,15}$', minLength: 6, maxLength: 15, message: 'rule.zalo' },
  email: CONTACT_RULES.email,
  nickname: CONTACT_RULES.nickname,
  payeeName: CONTACT_RULES.payeeName,
  recommenderId: { pattern: '^[A-Za-z0-9]{1,20}$', minLength: 1, maxLength: 20, message: 'rule.recommenderId' },
  invitationCode: { pattern: '^[A-Za-z0-9]{4,20}$', minLength: 4, maxLength: 20, message: 'invitation_code_error' },
};

const on = (required = false): FieldSetting => ({ enabled: true, required });
const off: FieldSetting = { enabled: false, required: false };

/** Defaults: username/mobile fields by mode, passwords, e-mail, nickname and invitation code shown. */
const DEFAULT_FIELDS: Record<RegisterField, FieldSetting> = {
  username: on(true),
  mobileNum: on(true),
  messageCode: on(true),
  password: on(true),
  confirmPassword: on(true),
  paymentPassword: off,
  idNumber: off,
  qq: off,
  facebook: off,
  wechat: off,
  line: off,
  whatsapp: off,
  zalo: off,
  email: on(),
  nickname: on(),
  payeeName: off,
  recommenderId: off,
  invitationCode: on(),
};

interface TenantOverride {
  captcha?: boolean;
  fields?: Partial<Record<RegisterField, FieldSetting>>;
}

/** Per-operator differences from the defaults. */
const TENANT_OVERRIDES: Record<string, TenantOverride> = {
  lucky: {
    captcha: false,
    fields: { paymentPassword: on(true), whatsapp: on(), payeeName: on(), email: off },
  },
};

/** The registration config of a tenant. */
export function registerConfig(tenantId: string, tenant: TenantConfig): RegisterConfigValue {
  const flags = (tenant.flags ?? {}) as Record<string, boolean | undefined>;
  const override = TENANT_OVERRIDES[tenantId] ?? {};
  const fields = { ...DEFAULT_FIELDS, ...override.fields };
  const rules: Partial<Record<RegisterField, FieldRule>> = {};
  for (const name of REGISTER_FIELDS) if (fields[name].enabled && DEFAULT_RULES[name]) rules[name] = DEFAULT_RULES[name];
  return {
    modes: { username: flags.USERNAMEREG3 === true, mobile: flags.MOBILENUMREG3 === true },
    captcha: { enabled: override.captcha ?? true },
    fields,
    rules,
  };
}

export type RuleVerdict = { ok: true } | { ok: false; messageKey: string };

/** Checks one trimmed value against its rule. */
export function checkRule(rule: FieldRule | undefined, value: string): RuleVerdict {
  if (!rule) return { ok: true };
  const tooShort = rule.minLength !== undefined && value.length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && value.length > rule.maxLength;
  if (tooShort || tooLong || !new RegExp(rule.pattern).test(value)) return { ok: false, messageKey: rule.message };
  return { ok: true };
}
