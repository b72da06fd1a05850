/** sendSmsCode: a 6-digit code for SMS login, mobile registration or a forgotten password. */
import { parsePhone } from '../account/phone.ts';
import { sendSmsCode as send } from '../account/sms.ts';
import { defineEndpoint } from '../http/handler.ts';

export const sendSmsCode = defineEndpoint('sendSmsCode', {
  auth: 'none',
  async handle({ db, tenantId, body, address, now }) {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    const expirationTime = await send(db, { tenantId, phone, purpose: body.purpose, address, now });
    return { expirationTime };
  },
});
