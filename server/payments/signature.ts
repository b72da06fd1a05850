/**
 * Payment callback signatures: hex HMAC-SHA256 over the canonical JSON of the callback body
 * (object keys sorted, no whitespace), sent in the X-Signature header. The secret comes from
 * PAYMENT_CALLBACK_SECRET; when that is unset each process draws a random one, so only the
 * process itself (its dev payment page) can sign. Verification compares in constant time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../wallet/idempotency.ts';

export const SIGNATURE_HEADER = 'x-signature';

let secret: Buffer | undefined;

function callbackSecret(): Buffer {
  if (!secret) {
    const configured = process.env.PAYMENT_CALLBACK_SECRET;
    secret = configured ? Buffer.from(configured, 'utf8') : randomBytes(32);
  }
  return secret;
}

export function signCallback(body: unknown): string {
  return createHmac('sha256', callbackSecret()).update(canonicalJson(body)).digest('hex');
}

/** The payment-page token of a deposit order: derived, never stored, so the order list can offer the page again. */
export function payTokenFor(orderNo: string): string {
  return createHmac('sha256', callbackSecret()).update(`pay-page:${orderNo}`).digest().subarray(0, 24).toString('base64url');
}

export function verifyCallback(body: unknown, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signCallback(body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
