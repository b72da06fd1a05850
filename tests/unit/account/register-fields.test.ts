import { describe, expect, it } from 'vitest';
import {
  canSwitchMode,
  checkAll,
  invitationCodeFromUrl,
  registrationBody,
  shownFields,
  startMode,
  type RegisterConfig,
} from '../../../screens/account/register-fields';

const on = (required = false) => ({ enabled: true, required });
const off = { enabled: false, required: false };

function config(patch: Partial<RegisterConfig> = {}): RegisterConfig {
  return {
    modes: { username: true, mobile: false },
    captcha: { enabled: true },
    fields: {
      username: on(true),
      mobileNum: on(true),
      messageCode: on(true),
      password: on(true),
      confirmPassword: on(true),
      paymentPassword: off,
      email: on(),
      nickname: on(),
      invitationCode: on(),
      qq: off,
    },
    rules: {
      username: { pattern: '^[A-Za-z0-9]{4,16}$', message: 'rule.username' },
      password: { pattern: '^[\\x21-\\x7E]{6,20}$', message: 'rule.password' },
      email: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'rule.email' },
      mobileNum: { pattern: '^[0-9]{6,15}$', message: 'rule.mobileNum' },
      messageCode: { pattern: '^[0-9]{6}$', message: 'rule.messageCode' },
    },
    ...patch,
  };
}

describe('registration mode (SPEC 2)', () => {
  it('starts as mobile only when mobile registration is on and username registration is off', () => {
    expect(startMode(config({ modes: { username: false, mobile: true } }))).toBe('mobile');
    expect(startMode(config({ modes: { username: true, mobile: true } }))).toBe('username');
    expect(startMode(config({ modes: { username: true, mobile: false } }))).toBe('username');
  });

  it('offers a switch only when both modes are on', () => {
    expect(canSwitchMode(config({ modes: { username: true, mobile: true } }))).toBe(true);
    expect(canSwitchMode(config())).toBe(false);
  });
});

describe('shown fields', () => {
  const names = (c: RegisterConfig, mode: 'username' | 'mobile', accepted = false) => shownFields(c, mode, accepted).map((f) => f.name);

  it('username mode: username, passwords, enabled extras, invitation code, captcha', () => {
    expect(names(config(), 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'nickname',
      'invitationCode',
      'captcha',
    ]);
  });

  it('mobile mode: mobile number and SMS code instead of the username', () => {
    expect(names(config(), 'mobile')).toEqual([
      'mobileNum',
      'messageCode',
      'password',
      'confirmPassword',
      'email',
      'nickname',
      'invitationCode',
      'captcha',
    ]);
  });

  it('a valid invitation code from the address hides the field; captcha off hides the captcha', () => {
    expect(names(config({ captcha: { enabled: false } }), 'username', true)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'nickname',
    ]);
  });

  it('required marks follow the config', () => {
    const fields = shownFields(config(), 'username', false);
    expect(fields.find((f) => f.name === 'email')?.required).toBe(false);
    expect(fields.find((f) => f.name === 'username')?.required).toBe(true);
  });
});

describe('checking the form', () => {
  const fields = shownFields(config(), 'username', false);

  it('every message of SPEC 5', () => {
    const errors = checkAll(fields, { username: 'ab', password: 'secret1', confirmPassword: 'secret2', email: '' }, config());
    expect(errors).toEqual({
      username: 'rule.username',
      password: null,
      confirmPassword: 'in_confirmation_correct',
      email: null,
      nickname: null,
      invitationCode: null,
      captcha: 'in_vwrite_code',
    });
    expect(checkAll(fields, { password: 'secret1' }, config()).confirmPassword).toBe('in_incorrect_password');
    expect(checkAll(fields, {}, config()).username).toBe('rule.required');
    expect(checkAll(fields, { email: 'nope' }, config()).email).toBe('rule.email');
  });
});

describe('request body', () => {
  it('sends the shown non-empty inputs, trimmed (passwords as typed), with method and captcha id', () => {
    const fields = shownFields(config(), 'username', false);
    const body = registrationBody({
      mode: 'username',
      fields,
      values: { username: ' newbie1 ', password: ' pass12', confirmPassword: ' pass12', email: '', captcha: '4821', qq: '12345' },
      countryDialingCode: '63',
      captchaId: 'c-1',
      method: 'H5',
    });
    expect(body).toEqual({
      mode: 'username',
      username: 'newbie1',
      password: ' pass12',
      confirmPassword: ' pass12',
      captcha: '4821',
      captchaId: 'c-1',
      method: 'H5',
    });
  });

  it('mobile mode adds the dialling code; an accepted address code is sent as the invitation code', () => {
    const fields = shownFields(config(), 'mobile', true);
    const body = registrationBody({
      mode: 'mobile',
      fields,
      values: { mobileNum: '9170000001', messageCode: '123456', password: 'pass123', confirmPassword: 'pass123' },
      countryDialingCode: '62',
      urlCode: 'DEMO2024',
      method: 'PWA',
    });
    expect(body).toMatchObject({
      mode: 'mobile',
      mobileNum: '9170000001',
      countryDialingCode: '62',
      messageCode: '123456',
      invitationCode: 'DEMO2024',
      method: 'PWA',
    });
  });

  it('reads ?code= or ?inviteCode= from the address', () => {
    expect(invitationCodeFromUrl('?code=DEMO2024')).toBe('DEMO2024');
    expect(invitationCodeFromUrl('?inviteCode=LUCKY777&x=1')).toBe('LUCKY777');
    expect(invitationCodeFromUrl('?code=%20')).toBeNull();
    expect(invitationCodeFromUrl('')).toBeNull();
  });
});
