/**
 * Login rate limits kept in the database, so several app servers in front of one PostgreSQL
 * share them: at most 5 failed logins per account and 20 per client address in 15 minutes.
 */
import type { Queryable } from '../db/types.ts';

export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 } as const;

export interface LoginAttemptKey {
  tenantId: string;
  /** the account name as typed, lower-cased */
  accountKey: string;
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; scope: 'account' | 'address'; retryAfterSec: number };

function retryAfter(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_LIMITS.windowMs - now.getTime()) / 1000));
}

/** Whether another login attempt is allowed now for this account and address. */
export async function checkLoginThrottle(db: Queryable, key: LoginAttemptKey, now: Date): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const account = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures
      WHERE tenant_id = $1 AND account_key = $2 AND created_at > $3`,
    [key.tenantId, key.accountKey, since],
  );
  const a = account.rows[0];
  if (a.n >= LOGIN_LIMITS.perAccount && a.oldest) {
    return { allowed: false, scope: 'account', retryAfterSec: retryAfter(a.oldest, now) };
  }
  const address = await db.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures WHERE address = $1 AND created_at > $2',
    [key.address, since],
  );
  const b = address.rows[0];
  if (b.n >= LOGIN_LIMITS.perAddress && b.oldest) {
    return { allowed: false, scope: 'address', retryAfterSec: retryAfter(b.oldest, now) };
  }
  return { allowed: true };
}

/** Records a failed attempt and drops this key's failures that left the window. */
export async function recordLoginFailure(db: Queryable, key: LoginAttemptKey, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  await db.query('DELETE FROM login_failures WHERE (address = $1 OR (tenant_id = $2 AND account_key = $3)) AND created_at <= $4', [
    key.address,
    key.tenantId,
    key.accountKey,
    since,
  ]);
  await db.query('INSERT INTO login_failures (tenant_id, account_key, address, created_at) VALUES ($1, $2, $3, $4)', [
    key.tenantId,
    key.accountKey,
    key.address,
    now,
  ]);
}

/** A successful login forgives the account's earlier failures (the address count stays). */
export async function clearAccountFailures(db: Queryable, key: LoginAttemptKey): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE tenant_id = $1 AND account_key = $2', [key.tenantId, key.accountKey]);
}
