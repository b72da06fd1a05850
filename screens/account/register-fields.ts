/**
 * The registration form as data (SPEC 2 and 5): which fields show in each mode, how each is
 * checked against the server's registration config, and the request body. No React here.
 */
import { checkConfirm, checkServerRule, loginRules, sentAsTyped, tidy } from '../common/form/rules';

export type RegisterMode = 'username' | 'mobile';

import { REGISTER_FIELDS, type RegisterConfigValue, type RegisterField, type RegisterRequest } from '../../engine';

export { REGISTER_FIELDS, type RegisterField };
/** Every input of the form: the config's fields plus the image captcha. */
export type RegisterInput = RegisterField | 'captcha';

/** GET registerConfig (the account server's contract); a field the config leaves out counts as off. */
export type RegisterConfig = Omit<RegisterConfigValue, 'fields'> & { fields: Partial<RegisterConfigValue['fields']> };

/** SPEC 2: the form starts as mobile only when mobile registration is on and username registration is off. */
export function startMode(config: RegisterConfig): RegisterMode {
  return config.modes.mobile && !config.modes.username ? 'mobile' : 'username';
}

/** Both modes are on: the form offers a switch. */
export const canSwitchMode = (config: RegisterConfig) => config.modes.mobile && config.modes.username;

export interface ShownField {
  name: RegisterInput;
  required: boolean;
}

/**
 * The inputs shown, in order. Each mode shows only its own identity fields, always required
 * (username, or mobile number with its SMS code); password and confirm always; the rest when
 * the config enables them; the invitation code unless a valid code came with the address.
 */
export function shownFields(config: RegisterConfig, mode: RegisterMode, urlCodeAccepted: boolean): ShownField[] {
  const shown: ShownField[] = [];
  for (const name of REGISTER_FIELDS) {
    const setting = config.fields[name];
    if (name === 'username') {
      if (mode === 'username') shown.push({ name, required: true });
    } else if (name === 'mobileNum' || name === 'messageCode') {
      if (mode === 'mobile') shown.push({ name, required: true });
    } else if (name === 'password' || name === 'confirmPassword') {
      shown.push({ name, required: true });
    } else if (name === 'invitationCode') {
      if (setting?.enabled && !urlCodeAccepted) shown.push({ name, required: setting.required });
    } else if (setting?.enabled) {
      shown.push({ name, required: setting.required });
    }
  }
  if (config.captcha.enabled) shown.push({ name: 'captcha', required: true });
  return shown;
}

export type RegisterValues = Partial<Record<RegisterInput, string>>;
export type RegisterErrors = Partial<Record<RegisterInput, string | null>>;

/** The message key of an empty required field. */
const REQUIRED_MESSAGE = 'rule.required';

/** Checks one shown input (SPEC 5); the key of the failure or null. */
export function checkField(field: ShownField, values: RegisterValues, config: RegisterConfig): string | null {
  const value = values[field.name] ?? '';
  const setting = { enabled: true, required: field.required };
  switch (field.name) {
    case 'confirmPassword':
      return checkConfirm(values.password ?? '', value);
    case 'captcha':
      return tidy(value) ? null : 'in_vwrite_code';
    case 'mobileNum':
    case 'messageCode': {
      const rule = config.rules[field.name];
      if (rule || !tidy(value))
        return checkServerRule(value, setting, rule, field.name === 'mobileNum' ? 'rule.mobileRequired' : 'rule.codeRequired');
      return field.name === 'mobileNum' ? loginRules.loginMobileNum(value) : loginRules.verificationCode(value);
    }
    default:
      return checkServerRule(
        value,
        setting,
        config.rules[field.name],
        field.name === 'password' ? 'auth.passwordRequired' : REQUIRED_MESSAGE,
        sentAsTyped(field.name),
      );
  }
}

/** Checks every shown input; the result has an entry (null when fine) for each. */
export function checkAll(fields: ShownField[], values: RegisterValues, config: RegisterConfig): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of fields) errors[field.name] = checkField(field, values, config);
  return errors;
}

/**
 * The PUT register body: the mode, the shown non-empty inputs (trimmed, passwords as typed),
 * the dialling code with a mobile number, the captcha id, the invitation code from the address
 * when it was accepted, and the registration method.
 */
export function registrationBody(input: {
  mode: RegisterMode;
  fields: ShownField[];
  values: RegisterValues;
  countryDialingCode: string;
  captchaId?: string;
  urlCode?: string | null;
  method: 'H5' | 'PWA' | 'APP' | 'WEBCLIP';
}): RegisterRequest {
  const body: Record<string, string> = {};
  for (const { name } of input.fields) {
    const raw = input.values[name] ?? '';
    const value = sentAsTyped(name) ? raw : tidy(raw);
    if (value) body[name] = value;
  }
  if (body.mobileNum) body.countryDialingCode = input.countryDialingCode;
  if (body.captcha && input.captchaId) body.captchaId = input.captchaId;
  if (!body.invitationCode && input.urlCode) body.invitationCode = input.urlCode;
  // The shown fields always include the password pair (registerFields); the server checks the rest.
  return { ...body, mode: input.mode, method: input.method } as RegisterRequest;
}

/** The invitation code the address carries (?code= or ?inviteCode=), or null. */
export function invitationCodeFromUrl(search: string): string | null {
  const query = new URLSearchParams(search);
  const code = (query.get('code') ?? query.get('inviteCode') ?? '').trim();
  return code || null;
}
