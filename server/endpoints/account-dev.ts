/**
 * Development helpers for tests and local use, mounted outside the tenant route table (they are
 * never in a tenant's api.routes) and only when the server starts with them on (DEV_HELPERS=1,
 * startServer's devHelpers): the last SMS code sent to a number, and the answer of a live
 * captcha. Without the opt-in these paths do not exist (404 like any unknown API path).
 */
import { solveCaptchaForDevelopment } from '../account/captcha.ts';
import { parsePhone, phoneKey } from '../account/phone.ts';
import { lastDeliveredCode } from '../account/sms-sink.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';

export const DEV_ROUTES = {
  devSms: { method: 'GET', path: '/api/dev/sms' },
  devCaptcha: { method: 'GET', path: '/api/dev/captcha' },
} as const;

export const devSms = defineEndpoint('devSms', {
  auth: 'none',
  async handle({ tenantId, query, now }) {
    const code = lastDeliveredCode(tenantId, phoneKey(parsePhone(query.mobileNum, query.countryDialingCode)), now);
    if (code === undefined) throw apiErrors.notFound('No live SMS code was sent to this number');
    return { code };
  },
});

export const devCaptcha = defineEndpoint('devCaptcha', {
  auth: 'none',
  async handle({ db, tenantId, query, now }) {
    const answer = await solveCaptchaForDevelopment(db, tenantId, query.captchaId, now);
    if (answer === undefined) throw apiErrors.notFound('No live captcha has this id');
    return { answer };
  },
});
