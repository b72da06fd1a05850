-- A deposit limit row keeps what counts against it, so that a deposit order is checked without
-- summing the member's orders (server/responsible-gaming/guard.ts checkDeposit):
-- deposited_cents is the sum of the member's orders made since period_start that are paid, or
-- pending and made after counted_until (their payment window open when the row was last
-- counted). A new order adds to it; a settled order moves it (paid late: back in; failed: out).
-- expiring_at is never later than the oldest order it counts as pending: once the window of that
-- order may have closed, the next order's check takes the closed ones out and counts the row
-- again (state.ts recountDeposits). counted_until NULL: not counted yet (a new or changed limit).
ALTER TABLE rg_limits ADD COLUMN deposited_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE rg_limits ADD COLUMN counted_until TIMESTAMPTZ;
ALTER TABLE rg_limits ADD COLUMN expiring_at TIMESTAMPTZ;
