/** sendSmsCode: a 6-digit code for SMS login, mobile registration or a forgotten password. */
import { parsePhone } from '../account/phone.ts';
import { sendSmsCode as send, type SmsPurpose } from '../account/sms.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';

export interface SendSmsBody {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
}

export const sendSmsCode = defineHandler({
  query: 'api/sendSmsCode.query',
  body: 'api/sendSmsCode.request',
  auth: 'none',
  async handle({ db, tenantId, body, address, now }: ApiContext<SendSmsBody>) {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    const expirationTime = await send(db, { tenantId, phone, purpose: body.purpose, address, now });
    return { expirationTime };
  },
});
