/**
 * Keeps the database's copy of each tenant's time zone (tenant_time_zones, read by the ledger
 * roll-up trigger that fills member_daily) equal to its config. A new or changed zone rebuilds the
 * tenant's member_daily rows from the ledger, in one transaction that holds off other roll-up
 * writes, so every stored day is a day in the zone the tenant has now.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
import { tenantTimeZone } from './zone.ts';

/** The zone of a served tenant's config; UTC for a tenant no longer served. */
export function configTimeZone(config: TenantConfig | undefined): string {
  return config ? tenantTimeZone(config) : 'UTC';
}

/** Returns true when the zone was new or changed (and the tenant's daily roll-up was rebuilt). */
export async function syncTenantTimeZone(db: Db, tenantId: string, timeZone: string): Promise<boolean> {
  const stored = await db.query<{ time_zone: string }>('SELECT time_zone FROM tenant_time_zones WHERE tenant_id = $1', [tenantId]);
  if (stored.rows[0]?.time_zone === timeZone) return false;
  return db.transaction(async (tx) => {
    // The roll-up trigger writes member_daily: hold it off until the rows are rebuilt.
    await tx.query('LOCK TABLE member_daily IN SHARE ROW EXCLUSIVE MODE');
    const again = await tx.query<{ time_zone: string }>('SELECT time_zone FROM tenant_time_zones WHERE tenant_id = $1', [tenantId]);
    if (again.rows[0]?.time_zone === timeZone) return false;
    await tx.query(
      `INSERT INTO tenant_time_zones (tenant_id, time_zone) VALUES ($1, $2)
       ON CONFLICT (tenant_id) DO UPDATE SET time_zone = EXCLUDED.time_zone`,
      [tenantId, timeZone],
    );
    await tx.query('DELETE FROM member_daily WHERE member_id IN (SELECT id FROM members WHERE tenant_id = $1)', [tenantId]);
    await tx.query(
      `INSERT INTO member_daily (member_id, day, category, tx_count, amount_cents, credit_cents, debit_cents)
       SELECT l.member_id, (l.created_at AT TIME ZONE $2)::date, l.category, count(*), sum(l.amount_cents),
              sum(greatest(l.main_delta_cents, 0)), sum(greatest(-l.main_delta_cents, 0))
         FROM ledger_transactions l
        WHERE l.tenant_id = $1 AND l.member_id IS NOT NULL
        GROUP BY 1, 2, 3`,
      [tenantId, timeZone],
    );
    return true;
  });
}
