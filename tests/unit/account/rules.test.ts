import { describe, expect, it } from 'vitest';
import { checkConfirm, checkServerRule, firstInvalid, loginRules, revalidate } from '../../../screens/common/form/rules';

describe('login rules (SPEC 5)', () => {
  it('loginUsername: required after trimming, then the account format', () => {
    expect(loginRules.loginUsername('')).toBe('auth.usernameRequired');
    expect(loginRules.loginUsername('   ')).toBe('auth.usernameRequired');
    expect(loginRules.loginUsername('  demo  ')).toBeNull();
    expect(loginRules.loginUsername('a')).toBe('rule.accountFormat');
    expect(loginRules.loginUsername('has space')).toBe('rule.accountFormat');
  });

  it('loginPassword: required, 6 to 64 characters without spaces', () => {
    expect(loginRules.loginPassword('')).toBe('auth.passwordRequired');
    expect(loginRules.loginPassword('12345')).toBe('rule.accountFormat');
    expect(loginRules.loginPassword('demo1234')).toBeNull();
  });

  it('loginMobileNum: required, 6 to 15 digits', () => {
    expect(loginRules.loginMobileNum('')).toBe('rule.mobileRequired');
    expect(loginRules.loginMobileNum('12345')).toBe('rule.mobileInvalid');
    expect(loginRules.loginMobileNum('91712a4567')).toBe('rule.mobileInvalid');
    expect(loginRules.loginMobileNum('1234567890123456')).toBe('rule.mobileInvalid');
    expect(loginRules.loginMobileNum(' 9171234567 ')).toBeNull();
  });

  it('verificationCode: required, 6 digits', () => {
    expect(loginRules.verificationCode('')).toBe('rule.codeRequired');
    expect(loginRules.verificationCode('12345')).toBe('rule.codeInvalid');
    expect(loginRules.verificationCode('123456')).toBeNull();
  });

  it("the captcha is required with the 'enter a captcha' prompt", () => {
    expect(loginRules.captcha(' ')).toBe('in_vwrite_code');
    expect(loginRules.captcha('4821')).toBeNull();
  });
});

describe('server rules of registration', () => {
  const rule = { pattern: '^[A-Za-z0-9]{4,16}$', minLength: 4, maxLength: 16, message: 'rule.username' };

  it('an empty non-required field passes; an empty required one fails with the required message', () => {
    expect(checkServerRule('', { enabled: true, required: false }, rule, 'rule.required')).toBeNull();
    expect(checkServerRule('  ', { enabled: true, required: true }, rule, 'rule.required')).toBe('rule.required');
  });

  it('pattern and length bounds give the rule message', () => {
    expect(checkServerRule('abc', { enabled: true, required: true }, rule, 'rule.required')).toBe('rule.username');
    expect(checkServerRule('abcd_', { enabled: true, required: true }, rule, 'rule.required')).toBe('rule.username');
    expect(checkServerRule(' abcd1 ', { enabled: true, required: true }, rule, 'rule.required')).toBeNull();
    expect(checkServerRule('x'.repeat(17), { enabled: true, required: true }, { ...rule, pattern: '.*' }, 'rule.required')).toBe(
      'rule.username',
    );
  });

  it('a pattern the browser cannot compile is left to the server', () => {
    expect(checkServerRule('x', { enabled: true, required: true }, { pattern: '(', message: 'rule.x' }, 'rule.required')).toBeNull();
  });

  it('confirm is required (in_incorrect_password) and must match (in_confirmation_correct)', () => {
    expect(checkConfirm('secret1', '')).toBe('in_incorrect_password');
    expect(checkConfirm('secret1', 'secret2')).toBe('in_confirmation_correct');
    expect(checkConfirm('secret1', 'secret1')).toBeNull();
  });

  it('firstInvalid follows the form order', () => {
    expect(firstInvalid(['a', 'b', 'c'], { a: null, b: 'x', c: 'y' })).toBe('b');
    expect(firstInvalid(['a', 'b'], { a: null, b: null })).toBeUndefined();
  });
});

describe('re-validation on a language change (SPEC 5, "need to revalidate")', () => {
  it('keeps what the browser rules find, and marks errors only the server gave as need to revalidate', () => {
    const shown = { username: 'error.E_CONFLICT', password: 'rule.passwordFormat', email: null, invitationCode: 'invitation_code_error' };
    const local = { username: null, password: 'rule.passwordFormat', email: null, invitationCode: null, nickname: 'rule.nickname' };
    expect(revalidate(shown, local)).toEqual({
      username: 'rule.revalidate',
      password: 'rule.passwordFormat',
      email: null,
      invitationCode: 'rule.revalidate',
      nickname: 'rule.nickname',
    });
  });
});
