/**
 * Who else is editing a tenant (issue 30 item 5). An open editor says so every PRESENCE_BEAT_MS
 * and counts as present for PRESENCE_WINDOW_MS after its last word, so a closed tab or a lost
 * connection drops out by itself; leaving the editor says so at once. The rows are in the
 * database (migration 040), so every server of a PostgreSQL deployment shows the same people.
 */
import type { Db } from '../db/types.ts';
import type { Operator } from './operators.ts';

/** How often an open editor says it is there (screens/studio/Presence.tsx). */
export const PRESENCE_BEAT_MS = 15_000;
/** How long after its last beat an editor still counts as open: three beats. */
const PRESENCE_WINDOW_MS = 3 * PRESENCE_BEAT_MS;

/** Another operator with the tenant's editor open, since when. */
export interface PresentOperator {
  username: string;
  since: string;
}

/** Marks `operator` as editing `tenantId` now; answers who else is. */
export async function markPresent(db: Db, tenantId: string, operator: Operator, now: Date): Promise<{ others: PresentOperator[] }> {
  const stale = new Date(now.getTime() - PRESENCE_WINDOW_MS);
  await db.query(
    `INSERT INTO studio_presence (tenant_id, operator_id, since, seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (tenant_id, operator_id) DO UPDATE
       SET since = CASE WHEN studio_presence.seen_at < $4 THEN $3 ELSE studio_presence.since END, seen_at = $3`,
    [tenantId, operator.id, now, stale],
  );
  const found = await db.query<{ username: string; since: Date }>(
    `SELECT o.username, p.since FROM studio_presence p JOIN operators o ON o.id = p.operator_id
      WHERE p.tenant_id = $1 AND p.operator_id <> $2 AND p.seen_at >= $3 AND NOT o.disabled
      ORDER BY p.since, o.username`,
    [tenantId, operator.id, stale],
  );
  return { others: found.rows.map((r) => ({ username: r.username, since: new Date(r.since).toISOString() })) };
}

/** `operator` has left the tenant's editor. */
export async function markAbsent(db: Db, tenantId: string, operator: Operator): Promise<void> {
  await db.query('DELETE FROM studio_presence WHERE tenant_id = $1 AND operator_id = $2', [tenantId, operator.id]);
}
