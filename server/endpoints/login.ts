/**
 * login (username and password, or SMS code when the tenant flag MOBILEVERCODELOGIN3 is on) and
 * logout. After 3 failed logins of an account within 15 minutes the failure value says
 * {captcha: true} and further attempts need {captchaId, identifying}, else 401 E_CAPTCHA_REQUIRED.
 */
import { checkCaptcha } from '../account/captcha.ts';
import { captchaRequired } from '../account/errors.ts';
import { captchaNeeded, recentAccountFailures } from '../account/login-captcha.ts';
import { findMemberByPhone, parsePhone, phoneKey } from '../account/phone.ts';
import { signIn, type SessionValue } from '../account/sign-in.ts';
import { verifySmsCode } from '../account/sms.ts';
import { findMemberByAccount, type MemberRow } from '../members/accounts.ts';
import { checkLoginThrottle, clearAccountFailures, recordLoginFailure } from '../security/login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../security/password.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';

interface LoginCommon {
  remember?: boolean;
  /** the captcha being answered, once the account needs one */
  captchaId?: string;
  /** the captcha answer */
  identifying?: string;
}

export type LoginBody =
  | (LoginCommon & { type: 'username'; username: string; password: string })
  | (LoginCommon & { type: 'sms'; mobileNum: string; countryDialingCode: string; messageCode: string });

export type LoginValue = SessionValue;

export const login = defineHandler({
  query: 'api/login.query',
  body: 'api/login.request',
  auth: 'none',
  async handle({ db, tenantId, tenant, body, address, now }: ApiContext<LoginBody>): Promise<LoginValue> {
    let accountKey: string;
    if (body.type === 'sms') {
      const flags = (tenant.flags ?? {}) as Record<string, boolean | undefined>;
      if (flags.MOBILEVERCODELOGIN3 !== true) throw apiErrors.forbidden();
      accountKey = `sms:${phoneKey(parsePhone(body.mobileNum, body.countryDialingCode))}`;
    } else {
      accountKey = body.username.trim().toLowerCase();
    }
    const key = { tenantId, accountKey, address };
    const verdict = await checkLoginThrottle(db, key, now);
    if (!verdict.allowed) throw apiErrors.rateLimited(verdict.retryAfterSec);
    if (captchaNeeded(await recentAccountFailures(db, tenantId, accountKey, now))) {
      // A missing or wrong captcha counts as a failure, so the per-account limit still ends guessing.
      if (!(await checkCaptcha(db, tenantId, body.captchaId, body.identifying, now))) {
        await recordLoginFailure(db, key, now);
        throw captchaRequired(401);
      }
    }

    let member: MemberRow | undefined;
    if (body.type === 'sms') {
      const phone = parsePhone(body.mobileNum, body.countryDialingCode);
      const codeOk = await verifySmsCode(db, { tenantId, phone, purpose: 'login', code: body.messageCode, now });
      member = codeOk ? await findMemberByPhone(db, tenantId, phone) : undefined;
    } else {
      const found = await findMemberByAccount(db, tenantId, body.username.trim());
      const passwordOk = found ? await verifyPassword(body.password, found.password_hash) : await verifyAgainstDummy(body.password);
      member = passwordOk ? found : undefined;
    }
    if (!member || member.disabled) {
      await recordLoginFailure(db, key, now);
      throw apiErrors.loginFailed(captchaNeeded(await recentAccountFailures(db, tenantId, accountKey, now)));
    }
    await clearAccountFailures(db, key);
    return signIn(db, tenantId, member, body.remember === true, now);
  },
});

export const logout = defineHandler({
  query: 'api/logout.query',
  body: 'api/logout.request',
  auth: 'required',
  async handle({ db, member, now }) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [member.sessionId, now]);
    return null;
  },
});
