import type { Engine } from '../../engine';
import type { MobileNumber } from './MobileNumberField';

/**
 * The browser side of the Firebase SMS flow (SPEC 3, 7 and 8; the server's side is
 * server/account/phone-proof.ts): when the tenant's settings.phoneProof is firebase, the get-code
 * link of SMS login and mobile registration asks this client to send the SMS, and the form turns
 * the code the member types into an ID token, sent as firebaseIdToken with firebaseChannel sms.
 *
 * Where a real Firebase client plugs in: this site cannot load Firebase's Web SDK (no outside
 * scripts under its Content-Security-Policy), so the client here is the console one, which pairs
 * with the server's console provider. A deployment with PHONE_PROOF_PROVIDER=firebase replaces
 * `phoneProofClient` below with one built on the SDK, bundled into this lazy chunk: `send` calls
 * signInWithPhoneNumber(auth, '+' + digits, recaptchaVerifier) and the step it returns calls
 * confirmationResult.confirm(code), then user.getIdToken().
 */
export interface PhoneProofClient {
  /** Sends the verification SMS; resolves with the step that turns the typed code into an ID token. */
  send(engine: Engine, mobile: MobileNumber): Promise<PhoneProofStep>;
}

export interface PhoneProofStep {
  /** the number as the client verified it (E.164), sent as firebaseMobileNo */
  e164: string;
  /** the ID token for the code the member typed; rejects when the code is not the one sent */
  confirm(code: string): Promise<string>;
}

/** The tenant's flow for SMS login and mobile registration (settings.phoneProof; sms unless set). */
export function phoneProofFlow(engine: Engine): 'sms' | 'firebase' {
  return engine.config.settings.phoneProof === 'firebase' ? 'firebase' : 'sms';
}

/**
 * The console client: the development helper POST /api/dev/firebase-token (DEV_HELPERS=1) stands
 * in for Firebase's SMS and answers a token at once, so no SMS is sent and the typed code is not
 * checked by anyone. Without the development helpers it fails, as a Firebase send can fail.
 */
const consoleClient: PhoneProofClient = {
  async send(engine, mobile) {
    const body = { mobileNum: mobile.mobileNum.trim(), countryDialingCode: mobile.countryDialingCode };
    const answer = await fetch('/api/dev/firebase-token', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Tenant': engine.config.id, 'X-Requested-With': 'wl' },
      body: JSON.stringify(body),
    });
    const envelope = (await answer.json().catch(() => null)) as { success?: boolean; value?: { idToken?: string } } | null;
    const idToken = envelope?.success ? envelope.value?.idToken : undefined;
    if (!answer.ok || !idToken) throw new Error(`phone proof: the console token was refused (${answer.status})`);
    const digits = `${body.countryDialingCode.replace(/^\+/, '')}${body.mobileNum.replace(/^0/, '')}`;
    return { e164: `+${digits}`, confirm: async () => idToken };
  },
};

/** The client the forms use: the console one (see above for a Firebase Web SDK client). */
export const phoneProofClient: PhoneProofClient = consoleClient;
