/**
 * sendSmsCode: a 6-digit code for SMS login, mobile registration or a forgotten password; and
 * verification (SPEC 7): whether a code is the live one, without using it up.
 */
import { VERIFICATION_ADDRESS_LIMIT } from '../account/limits.ts';
import { parsePhone } from '../account/phone.ts';
import { takeRate } from '../account/rate-limit.ts';
import { checkSmsCode, sendSmsCode as send } from '../account/sms.ts';
import { defineEndpoint } from '../http/handler.ts';

export const sendSmsCode = defineEndpoint('sendSmsCode', {
  auth: 'none',
  async handle({ db, tenantId, body, address, now }) {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    const expirationTime = await send(db, { tenantId, phone, purpose: body.purpose, address, now });
    return { expirationTime };
  },
});

/**
 * Lets a form say "code OK" before it asks for more (the forget-password form). Not a way around
 * the code's limit: a wrong code is one of its 5 wrong guesses, as at login or reset, and each
 * client address has 30 checks per 10 minutes.
 */
export const verification = defineEndpoint('verification', {
  auth: 'none',
  // it counts the address's checks and a wrong guess: a GET that writes
  preview: 'refused',
  async handle({ db, tenantId, query, address, now }) {
    const phone = parsePhone(query.mobileNum, query.countryDialingCode);
    await takeRate(db, 'verification', address, VERIFICATION_ADDRESS_LIMIT, now);
    const expiresAt = await checkSmsCode(db, { tenantId, phone, purpose: query.purpose, code: query.verificationCode, now });
    return expiresAt ? { valid: true, expiresAt: expiresAt.getTime() } : { valid: false };
  },
});
