/**
 * A sliding-window counter kept in the database (shared by every server on one PostgreSQL):
 * rate_events rows per scope and subject. take() counts and records in one transaction under an
 * advisory lock on the subject, so concurrent requests cannot both slip under the limit.
 */
import type { Db, Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';

export interface WindowLimit {
  windowMs: number;
  max: number;
}

/** Takes an advisory transaction lock named by a string. */
export async function lockName(tx: Queryable, name: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [name]);
}

/** Seconds until the oldest event of the window leaves it. */
export function retryAfterSec(oldest: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Records one event for scope/subject and returns its id, or throws `refuse(retryAfterSec)`
 * (default 429 E_RATE_LIMITED with Retry-After) when the window already holds `max` events.
 */
export async function takeRate(
  db: Db,
  scope: string,
  subject: string,
  limit: WindowLimit,
  now: Date,
  refuse: (retryAfterSec: number) => Error = apiErrors.rateLimited,
): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const taken = await db.transaction(async (tx) => {
    await lockName(tx, `rate:${scope}:${subject}`);
    await tx.query('DELETE FROM rate_events WHERE scope = $1 AND subject = $2 AND created_at <= $3', [scope, subject, since]);
    const seen = await tx.query<{ n: number; oldest: Date | null }>(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM rate_events WHERE scope = $1 AND subject = $2 AND created_at > $3',
      [scope, subject, since],
    );
    const { n, oldest } = seen.rows[0];
    if (Number(n) >= limit.max && oldest) return { retry: retryAfterSec(new Date(oldest), limit.windowMs, now), id: 0 };
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO rate_events (scope, subject, created_at) VALUES ($1, $2, $3) RETURNING id',
      [scope, subject, now],
    );
    return { retry: 0, id: Number(inserted.rows[0].id) };
  });
  if (taken.retry > 0) throw refuse(taken.retry);
  return taken.id;
}

/** Takes back one event of takeRate (an attempt that turned out not to count). */
export async function returnRate(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE id = $1', [id]);
}

/** Forgets every event of scope/subject (a success that forgives earlier failures). */
export async function clearRate(db: Queryable, scope: string, subject: string): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE scope = $1 AND subject = $2', [scope, subject]);
}
