/**
 * Account endpoints: systemCountries, usernameCheck, registerConfig, register, affiliateCheck,
 * forgetPassword. Login (username and SMS) stays in login.ts; captcha and SMS codes have their
 * own files.
 */
import { findAffiliateCode } from '../account/affiliate.ts';
import { COUNTRIES } from '../account/countries.ts';
import { fieldError } from '../account/errors.ts';
import { findMemberByPhone, parsePhone } from '../account/phone.ts';
import { registerMember, type RegisterBody } from '../account/register.ts';
import { checkRule, DEFAULT_RULES, registerConfig as configOf, RULE_MESSAGES } from '../account/register-config.ts';
import { revokeAllSessions } from '../account/sign-in.ts';
import { verifySmsCode } from '../account/sms.ts';
import { findMemberByAccount } from '../members/accounts.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';
import { answerSignIn } from '../http/session-cookie.ts';
import { hashPassword } from '../security/password.ts';

export const systemCountries = defineHandler({
  query: 'api/systemCountries.query',
  auth: 'none',
  handle: async () => COUNTRIES,
});

export const usernameCheck = defineHandler({
  query: 'api/usernameCheck.query',
  auth: 'none',
  async handle({ db, tenantId, query }: ApiContext<undefined, { username: string }>) {
    const username = query.username.trim();
    const verdict = checkRule(DEFAULT_RULES.username, username);
    if (!verdict.ok) throw fieldError('username', RULE_MESSAGES[verdict.messageKey], verdict.messageKey);
    return { available: (await findMemberByAccount(db, tenantId, username)) === undefined };
  },
});

export const registerConfig = defineHandler({
  query: 'api/registerConfig.query',
  auth: 'none',
  handle: async ({ tenantId, tenant }) => configOf(tenantId, tenant),
});

export const register = defineHandler({
  query: 'api/register.query',
  body: 'api/register.request',
  auth: 'none',
  handle: async (ctx: ApiContext<RegisterBody>) => answerSignIn(ctx, await registerMember(ctx)),
});

export const affiliateCheck = defineHandler({
  query: 'api/affiliateCheck.query',
  auth: 'none',
  async handle({ db, tenantId, query }: ApiContext<undefined, { code: string; domain?: string }>) {
    return { valid: (await findAffiliateCode(db, tenantId, query.code, query.domain)) !== undefined };
  },
});

export interface ForgetPasswordBody {
  mobileNum: string;
  countryDialingCode: string;
  messageCode: string;
  newPassword: string;
}

export const forgetPassword = defineHandler({
  query: 'api/forgetPassword.query',
  body: 'api/forgetPassword.request',
  auth: 'none',
  async handle({ db, tenantId, body, now }: ApiContext<ForgetPasswordBody>) {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    const rule = checkRule(DEFAULT_RULES.password, body.newPassword);
    if (!rule.ok) throw fieldError('newPassword', RULE_MESSAGES[rule.messageKey], rule.messageKey);
    if (!(await verifySmsCode(db, { tenantId, phone, purpose: 'forget', code: body.messageCode, now }))) {
      throw fieldError('messageCode', RULE_MESSAGES['rule.messageCodeWrong'], 'rule.messageCodeWrong');
    }
    const member = await findMemberByPhone(db, tenantId, phone);
    if (!member || member.disabled || member.preview) throw apiErrors.notFound('No account uses this mobile number');
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.id, passwordHash]);
      await revokeAllSessions(tx, member.id, now);
    });
    return null;
  },
});
