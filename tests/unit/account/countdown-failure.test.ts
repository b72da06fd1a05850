import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/errors';
import { countdownEnd, secondsLeft } from '../../../screens/account/countdown';
import { readFailure } from '../../../screens/common/form/failure';
import { registerMethod } from '../../../screens/account/session';
import { shownProviders } from '../../../screens/account/SocialLogin';

describe('SMS countdown (SPEC 4)', () => {
  it('counts whole seconds up to expirationTime, then 0', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_500)).toBe(60);
    expect(secondsLeft(61_000, 2_000)).toBe(59);
    expect(secondsLeft(61_000, 60_999)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 90_000)).toBe(0);
  });

  it("uses the server's expirationTime, else the default 60 s", () => {
    expect(countdownEnd(45_000, 1_000, 60)).toBe(45_000);
    expect(countdownEnd(undefined, 1_000, 60)).toBe(61_000);
    expect(countdownEnd(500, 1_000, 60)).toBe(61_000);
    expect(countdownEnd('soon', 1_000, 60)).toBe(61_000);
  });
});

describe('reading failures', () => {
  const catalogue = {
    'rule.username': 'x',
    'error.E_CAPTCHA_REQUIRED': 'x',
    'error.E_BAD_REQUEST': 'x',
    'error.E_LOGIN_FAILED': 'x',
    'rule.mobileInvalid': 'x',
  };

  it('a refused field gives the field and its rule message key', () => {
    const f = readFailure(
      new ApiError('E_BAD_REQUEST', 'body.username: The username must be 4 to 16 letters or digits', 400, {
        field: 'username',
        messageKey: 'rule.username',
      }),
      catalogue,
    );
    expect(f).toMatchObject({ field: 'username', message: 'rule.username', captcha: false });
  });

  it('a login failure asking for the captcha says so', () => {
    expect(
      readFailure(new ApiError('E_LOGIN_FAILED', 'Sorry, the user does not exist or is disabled', 401, { captcha: true }), catalogue),
    ).toMatchObject({ captcha: true, message: 'error.E_LOGIN_FAILED' });
    expect(readFailure(new ApiError('E_CAPTCHA_REQUIRED', 'Verification code error', 401, { captcha: true }), catalogue).message).toBe(
      'error.E_CAPTCHA_REQUIRED',
    );
  });

  it('known server texts map to keys; unknown ones stay as text; anything else is unknown', () => {
    expect(readFailure(new ApiError('E_BAD_REQUEST', 'The mobile num is not valid', 400), catalogue).message).toBe('rule.mobileInvalid');
    // a taken number is a conflict too, yet not the taken name that E_CONFLICT's own message says
    expect(readFailure(new ApiError('E_CONFLICT', 'Sorry, the mobile number is already registered', 409), catalogue).message).toBe(
      'rule.mobileTaken',
    );
    expect(readFailure(new ApiError('E_ODD', 'Something odd', 500), catalogue).message).toBe('Something odd');
    expect(readFailure(new Error('boom'), catalogue).message).toBe('error.unknown');
  });
});

describe('device and flags', () => {
  it('registration method label by device (SPEC 9)', () => {
    expect(registerMethod(['android'])).toBe('H5');
    expect(registerMethod(['app', 'android'])).toBe('APP');
    expect(registerMethod(['standalone', 'android'])).toBe('PWA');
    expect(registerMethod(['standalone', 'ios'])).toBe('WEBCLIP');
  });

  it('SPEC 2.112: social login buttons only behind their flags and a configured OpenID Connect provider', () => {
    const provider = { issuer: 'https://id.example', clientId: 'site' };
    const everywhere = { facebook: provider, google: provider, line: provider, twitter: provider };
    expect(shownProviders({ flags: {}, socialLogin: everywhere }).map((p) => p.id)).toEqual([]);
    const flags = { FACEBOOKLOGIN3: true, LINELOGIN3: true, GOOGLELOGIN3: false };
    expect(shownProviders({ flags, socialLogin: everywhere }).map((p) => p.id)).toEqual(['facebook', 'line']);
    // a flag on with no provider: hidden, not "coming soon"
    expect(shownProviders({ flags, socialLogin: { line: provider } }).map((p) => p.id)).toEqual(['line']);
    expect(shownProviders({ flags }).map((p) => p.id)).toEqual([]);
  });
});
