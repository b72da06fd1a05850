/**
 * Everything that stands between a login attempt and a password check, in one place: the
 * per-address limit, the captcha rule and the counting of failures. Kept in the database
 * (login_failures), so several app servers in front of one PostgreSQL share it.
 *
 * - Per client address: at most 20 refused attempts in 15 minutes, then 429 E_RATE_LIMITED with
 *   Retry-After. This is the only refusal that ignores the password.
 * - Per account: after 3 refused attempts in 15 minutes every further attempt must carry a
 *   solved captcha (SPEC §4). There is no per-account lock: a storm of wrong passwords from
 *   elsewhere must not keep the owner out, and the single-use captcha (plus the per-address limit
 *   on new captchas) is what makes guessing slow.
 * - Each refused attempt (wrong password or code, missing or wrong captcha) is recorded exactly
 *   once, as one row carrying both the account and the address; a success forgives the account's
 *   rows (the address keeps its count).
 */
import { checkCaptcha } from './captcha.ts';
import { captchaRequired } from './errors.ts';
import type { Queryable } from '../db/types.ts';
import { apiErrors, type ApiError } from '../http/api-error.ts';

const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perAddress: 20, captchaAfter: 3 } as const;

export interface LoginAttemptKey {
  tenantId: string;
  /** the account name as typed, lower-cased (or sms:<number> for SMS login) */
  accountKey: string;
  address: string;
}

export interface LoginCaptcha {
  captchaId?: string;
  identifying?: string;
}

export interface LoginAttempt {
  /** records this attempt's one failure; the error to throw (its value says whether a captcha is needed next) */
  fail(): Promise<ApiError>;
  /** forgives the account's failures */
  succeed(): Promise<void>;
}

function since(now: Date): Date {
  return new Date(now.getTime() - LOGIN_LIMITS.windowMs);
}

async function record(db: Queryable, key: LoginAttemptKey, now: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE (address = $1 OR (tenant_id = $2 AND account_key = $3)) AND created_at <= $4', [
    key.address,
    key.tenantId,
    key.accountKey,
    since(now),
  ]);
  await db.query('INSERT INTO login_failures (tenant_id, account_key, address, created_at) VALUES ($1, $2, $3, $4)', [
    key.tenantId,
    key.accountKey,
    key.address,
    now,
  ]);
}

async function accountFailures(db: Queryable, key: LoginAttemptKey, now: Date): Promise<number> {
  const found = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM login_failures WHERE tenant_id = $1 AND account_key = $2 AND created_at > $3',
    [key.tenantId, key.accountKey, since(now)],
  );
  return Number(found.rows[0].n);
}

/**
 * Opens a login attempt: 429 when the address is over its limit, 401 E_CAPTCHA_REQUIRED (one
 * failure recorded) when the account needs a captcha and none was solved. Otherwise the caller
 * checks the password and calls fail() or succeed() once.
 */
export async function beginLogin(db: Queryable, key: LoginAttemptKey, captcha: LoginCaptcha, now: Date): Promise<LoginAttempt> {
  const byAddress = await db.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures WHERE address = $1 AND created_at > $2',
    [key.address, since(now)],
  );
  const { n, oldest } = byAddress.rows[0];
  if (Number(n) >= LOGIN_LIMITS.perAddress && oldest) {
    throw apiErrors.rateLimited(Math.max(1, Math.ceil((new Date(oldest).getTime() + LOGIN_LIMITS.windowMs - now.getTime()) / 1000)));
  }
  let failures = await accountFailures(db, key, now);
  if (failures >= LOGIN_LIMITS.captchaAfter && !(await checkCaptcha(db, key.tenantId, captcha.captchaId, captcha.identifying, now))) {
    await record(db, key, now);
    throw captchaRequired(401);
  }
  return {
    async fail() {
      await record(db, key, now);
      failures += 1;
      return apiErrors.loginFailed(failures >= LOGIN_LIMITS.captchaAfter);
    },
    async succeed() {
      await db.query('DELETE FROM login_failures WHERE tenant_id = $1 AND account_key = $2', [key.tenantId, key.accountKey]);
    },
  };
}
