-- The tenant's own day (issue 27 item 4): member_daily's day is the calendar day in the tenant's
-- time zone, not UTC, so "today" on a Philippine site starts at midnight in Manila. The server
-- writes each tenant's IANA zone here from its config (server/time/tenant-zones.ts), and when a
-- zone is new or changes it rebuilds that tenant's member_daily rows from the ledger in the same
-- transaction. A tenant with no row keeps UTC days.
CREATE TABLE tenant_time_zones (
  tenant_id TEXT PRIMARY KEY,
  time_zone TEXT NOT NULL
);

CREATE OR REPLACE FUNCTION money_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone TEXT;
BEGIN
  IF NEW.member_id IS NOT NULL THEN
    SELECT z.time_zone INTO zone FROM tenant_time_zones z WHERE z.tenant_id = NEW.tenant_id;
    INSERT INTO member_daily (member_id, day, category, tx_count, amount_cents, credit_cents, debit_cents)
    VALUES (NEW.member_id, (NEW.created_at AT TIME ZONE coalesce(zone, 'UTC'))::date, NEW.category, 1, NEW.amount_cents,
            greatest(NEW.main_delta_cents, 0), greatest(-NEW.main_delta_cents, 0))
    ON CONFLICT (member_id, day, category) DO UPDATE SET
      tx_count = member_daily.tx_count + 1,
      amount_cents = member_daily.amount_cents + EXCLUDED.amount_cents,
      credit_cents = member_daily.credit_cents + EXCLUDED.credit_cents,
      debit_cents = member_daily.debit_cents + EXCLUDED.debit_cents;
  END IF;
  RETURN NULL;
END
$$;
