/** captcha: a fresh image captcha (PNG data: URL) and its id; limited per client address. */
import { issueCaptcha, type IssuedCaptcha } from '../account/captcha.ts';
import { CAPTCHA_ADDRESS_LIMIT } from '../account/limits.ts';
import { takeRate } from '../account/rate-limit.ts';
import { defineEndpoint } from '../http/handler.ts';

export const captcha = defineEndpoint('captcha', {
  auth: 'none',
  async handle({ db, tenantId, address, now }): Promise<IssuedCaptcha> {
    await takeRate(db, 'captcha', address, CAPTCHA_ADDRESS_LIMIT, now);
    return issueCaptcha(db, tenantId, now);
  },
});
