/**
 * The demo's online members stay online. The seed opens a dozen sessions of the demo agent's team
 * "seen a minute ago" (seed-agents.ts); without this, "Online now" on a fresh demo server fell
 * from 12 to 0 five minutes after the start (ONLINE_WINDOW_MS). Only those seeded sessions are
 * touched: their token hash is the seed's own md5 pair, which no real token hashes to.
 */
import type { Queryable } from '../db/types.ts';

/** Marks the seeded online sessions as seen now and keeps them from expiring; returns how many. */
export async function keepDemoPresence(db: Queryable, now: Date): Promise<number> {
  const touched = await db.query(
    `UPDATE sessions s SET last_seen_at = $1, expires_at = greatest(s.expires_at, $1::timestamptz + interval '1 day')
      WHERE s.revoked_at IS NULL AND s.token_hash = md5('online' || s.member_id) || md5('now' || s.member_id)`,
    [now],
  );
  return touched.rowCount ?? 0;
}
