/**
 * SMS verification codes: 6 digits, valid 5 minutes, single use, stored as salted SHA-256.
 * Sending is limited to one per number per 60 s, 5 per number and 20 per client address per
 * hour (429 E_RATE_LIMITED with Retry-After). A new code replaces the number's unused codes of
 * the same purpose; a code survives 5 wrong guesses.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { SMS_CODE_DIGITS, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS, SMS_LIMITS, SMS_RESEND_MS } from './limits.ts';
import { phoneKey, type Phone } from './phone.ts';
import { lockName, retryAfterSec } from './rate-limit.ts';
import { deliverSms } from './sms-sink.ts';

export type SmsPurpose = 'login' | 'register' | 'forget' | 'bind';

function codeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

export interface SendRequest {
  tenantId: string;
  phone: Phone;
  purpose: SmsPurpose;
  address: string;
  now: Date;
}

/** Issues and delivers a code; returns the end of the resend window (epoch ms). */
export async function sendSmsCode(db: Db, request: SendRequest): Promise<number> {
  const { tenantId, purpose, address, now } = request;
  const phone = phoneKey(request.phone);
  const code = String(randomInt(10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
  const hourAgo = new Date(now.getTime() - SMS_LIMITS.hourMs);
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS);
  const retry = await db.transaction(async (tx) => {
    await lockName(tx, `sms-number:${tenantId}:${phone}`);
    await lockName(tx, `sms-address:${address}`);
    const byNumber = await tx.query<{ n: number; oldest: Date | null; newest: Date | null }>(
      `SELECT count(*) AS n, min(created_at) AS oldest, max(created_at) AS newest FROM sms_codes
        WHERE tenant_id = $1 AND phone = $2 AND created_at > $3`,
      [tenantId, phone, hourAgo],
    );
    const number = byNumber.rows[0];
    if (number.newest && now.getTime() - new Date(number.newest).getTime() < SMS_RESEND_MS) {
      return retryAfterSec(new Date(number.newest), SMS_RESEND_MS, now);
    }
    if (Number(number.n) >= SMS_LIMITS.perNumberPerHour && number.oldest)
      return retryAfterSec(new Date(number.oldest), SMS_LIMITS.hourMs, now);
    const byAddress = await tx.query<{ n: number; oldest: Date | null }>(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM sms_codes WHERE address = $1 AND created_at > $2',
      [address, hourAgo],
    );
    const fromAddress = byAddress.rows[0];
    if (Number(fromAddress.n) >= SMS_LIMITS.perAddressPerHour && fromAddress.oldest) {
      return retryAfterSec(new Date(fromAddress.oldest), SMS_LIMITS.hourMs, now);
    }
    await tx.query('UPDATE sms_codes SET used_at = $4 WHERE tenant_id = $1 AND phone = $2 AND purpose = $3 AND used_at IS NULL', [
      tenantId,
      phone,
      purpose,
      now,
    ]);
    const salt = randomBytes(16).toString('base64url');
    await tx.query(
      `INSERT INTO sms_codes (tenant_id, phone, purpose, code_hash, salt, address, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [tenantId, phone, purpose, codeHash(salt, code), salt, address, now, expiresAt],
    );
    return 0;
  });
  if (retry > 0) throw apiErrors.rateLimited(retry);
  await deliverSms({ tenantId, phone, purpose, code, expiresAt });
  return now.getTime() + SMS_RESEND_MS;
}

export interface VerifyRequest {
  tenantId: string;
  phone: Phone;
  purpose: SmsPurpose;
  code: string;
  now: Date;
}

/**
 * The expiry of the number's live code for this purpose when `code` is it, else undefined; a wrong
 * code counts as one of the live code's wrong guesses. A match is used up when `use` is set.
 */
async function judgeSmsCode(db: Db, request: VerifyRequest, use: boolean): Promise<Date | undefined> {
  const { tenantId, purpose, now } = request;
  const phone = phoneKey(request.phone);
  const code = request.code.trim();
  if (!/^[0-9]+$/.test(code)) return undefined;
  return db.transaction(async (tx) => {
    await lockName(tx, `sms-number:${tenantId}:${phone}`);
    const found = await tx.query<{ id: number; code_hash: string; salt: string; expires_at: Date }>(
      `SELECT id, code_hash, salt, expires_at FROM sms_codes
        WHERE tenant_id = $1 AND phone = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4 AND attempts < $5
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [tenantId, phone, purpose, now, SMS_CODE_MAX_ATTEMPTS],
    );
    const row = found.rows[0];
    if (!row) return undefined;
    const matches = timingSafeEqual(Buffer.from(codeHash(row.salt, code), 'hex'), Buffer.from(row.code_hash, 'hex'));
    if (!matches) {
      await tx.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return undefined;
    }
    if (use) await tx.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    return new Date(row.expires_at);
  });
}

/** True when the code is the number's live code for this purpose; a match uses it up. */
export async function verifySmsCode(db: Db, request: VerifyRequest): Promise<boolean> {
  return (await judgeSmsCode(db, request, true)) !== undefined;
}

/**
 * SPEC 7's verification call: when the code is the live one, when it expires (it stays usable);
 * else undefined, and the wrong guess counts toward the code's limit as at login or reset.
 */
export function checkSmsCode(db: Db, request: VerifyRequest): Promise<Date | undefined> {
  return judgeSmsCode(db, request, false);
}
