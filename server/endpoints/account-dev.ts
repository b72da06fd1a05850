/**
 * Development-only reads for tests and local use, mounted outside the tenant route table (they
 * are never in a tenant's api.routes): the last SMS code sent to a number, and the answer of a
 * live captcha. Both answer 404 E_NOT_FOUND when NODE_ENV is "production".
 */
import { solveCaptchaForDevelopment } from '../account/captcha.ts';
import { parsePhone, phoneKey } from '../account/phone.ts';
import { isProduction, lastDeliveredCode } from '../account/sms-sink.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';

export const DEV_ROUTES = {
  devSms: { method: 'GET', path: '/api/dev/sms' },
  devCaptcha: { method: 'GET', path: '/api/dev/captcha' },
} as const;

const NOT_HERE = 'The requested url is not found';

export const devSms = defineHandler({
  query: 'api/devSms.query',
  auth: 'none',
  async handle({ tenantId, query, now }: ApiContext<undefined, { mobileNum: string; countryDialingCode: string }>) {
    if (isProduction()) throw apiErrors.notFound(NOT_HERE);
    const code = lastDeliveredCode(tenantId, phoneKey(parsePhone(query.mobileNum, query.countryDialingCode)), now);
    if (code === undefined) throw apiErrors.notFound('No live SMS code was sent to this number');
    return { code };
  },
});

export const devCaptcha = defineHandler({
  query: 'api/devCaptcha.query',
  auth: 'none',
  async handle({ db, tenantId, query, now }: ApiContext<undefined, { captchaId: string }>) {
    if (isProduction()) throw apiErrors.notFound(NOT_HERE);
    const answer = await solveCaptchaForDevelopment(db, tenantId, query.captchaId, now);
    if (answer === undefined) throw apiErrors.notFound('No live captcha has this id');
    return { answer };
  },
});
