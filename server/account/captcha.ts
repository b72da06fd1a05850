/**
 * Image captchas: 4 random digits drawn into a PNG. The database keeps only SHA-256 of
 * "<captchaId>:<answer>", with a 5-minute expiry. Checking one uses it up, right or wrong.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { renderCaptcha } from './captcha-image.ts';
import { CAPTCHA_DIGITS, CAPTCHA_TTL_MS } from './limits.ts';

export interface IssuedCaptcha {
  captchaId: string;
  image: string;
}

function captchaHash(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer}`, 'utf8').digest('hex');
}

/** Creates a captcha for the tenant; returns its id and the data: URL of its image. */
export async function issueCaptcha(db: Queryable, tenantId: string, now: Date): Promise<IssuedCaptcha> {
  const answer = Array.from({ length: CAPTCHA_DIGITS }, () => String(randomInt(10))).join('');
  const captchaId = randomBytes(16).toString('base64url');
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now.getTime() - CAPTCHA_TTL_MS)]);
  await db.query('INSERT INTO captchas (id, tenant_id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    captchaId,
    tenantId,
    captchaHash(captchaId, answer),
    now,
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  ]);
  return { captchaId, image: `data:image/png;base64,${renderCaptcha(answer).toString('base64')}` };
}

/**
 * True when the answer matches an unused, unexpired captcha of this tenant. The captcha is
 * marked used in the same statement, so it can be checked once only.
 */
export async function checkCaptcha(
  db: Queryable,
  tenantId: string,
  captchaId: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!captchaId || answer === undefined) return false;
  const used = await db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $3 WHERE id = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING answer_hash`,
    [captchaId, tenantId, now],
  );
  const row = used.rows[0];
  return row !== undefined && row.answer_hash === captchaHash(captchaId, answer.trim());
}

/**
 * Development only: recovers the answer of a live captcha by trying the 10^4 candidates against
 * its hash (so the answer is never stored in clear, even for tests).
 */
export async function solveCaptchaForDevelopment(
  db: Queryable,
  tenantId: string,
  captchaId: string,
  now: Date,
): Promise<string | undefined> {
  const found = await db.query<{ answer_hash: string }>(
    'SELECT answer_hash FROM captchas WHERE id = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3',
    [captchaId, tenantId, now],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  for (let n = 0; n < 10 ** CAPTCHA_DIGITS; n++) {
    const candidate = String(n).padStart(CAPTCHA_DIGITS, '0');
    if (captchaHash(captchaId, candidate) === row.answer_hash) return candidate;
  }
  return undefined;
}
