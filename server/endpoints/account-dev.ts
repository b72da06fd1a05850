/**
 * Development helpers for tests and local use, mounted outside the tenant route table (they are
 * never in a tenant's api.routes) and only when the server starts with them on (DEV_HELPERS=1,
 * startServer's devHelpers): the last SMS code sent to a number, the answer of a live captcha,
 * and a console phone proof (the stand-in for Firebase's SMS check). Without the opt-in these paths do not exist (404 like any unknown API path).
 */
import { solveCaptchaForDevelopment } from '../account/captcha.ts';
import { parsePhone, phoneKey } from '../account/phone.ts';
import { e164Digits, issueConsoleToken } from '../account/phone-proof.ts';
import { lastDeliveredCode } from '../account/sms-sink.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';

export const DEV_ROUTES = {
  devSms: { method: 'GET', path: '/api/dev/sms' },
  devCaptcha: { method: 'GET', path: '/api/dev/captcha' },
  devFirebaseToken: { method: 'POST', path: '/api/dev/firebase-token' },
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

/** A token of the console phone-proof provider for a number (server/account/phone-proof.ts); 404 under another provider. */
export const devFirebaseToken = defineEndpoint('devFirebaseToken', {
  auth: 'none',
  async handle({ body, now }) {
    const idToken = issueConsoleToken(e164Digits(parsePhone(body.mobileNum, body.countryDialingCode)), now);
    if (idToken === undefined) throw apiErrors.notFound('The phone-proof provider is not the console one (PHONE_PROOF_PROVIDER)');
    return { idToken };
  },
});
