-- Loyalty (server/loyalty): reward claims and points-mall redemptions. Levels and points are not
-- stored: a member's level comes from the cumulative bet turnover in member_daily, and the
-- points balance is the points earned from that turnover minus the points of mall_redemptions.

-- One row per claimed reward: 'upgrade:<level id>' once per level, 'weekly:<ISO week>' once per
-- week. The unique key makes concurrent claims of one reward credit once.
CREATE TABLE loyalty_claims (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members (id),
  reward_id TEXT NOT NULL CHECK (reward_id ~ '^(upgrade:[a-z][a-z0-9_-]{0,31}|weekly:[0-9]{4}-W[0-9]{2})$'),
  kind TEXT NOT NULL CHECK (kind IN ('upgrade', 'weekly')),
  level_id TEXT NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  txn_id BIGINT NOT NULL REFERENCES ledger_transactions (id),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, reward_id)
);
CREATE INDEX loyalty_claims_member ON loyalty_claims (member_id, created_at DESC, id DESC);

-- Points spent in the mall. A bonus item's credit is a ledger transaction posted in the same
-- database transaction (txn_id); goods have none and wait for the operator (status pending).
CREATE TABLE mall_redemptions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members (id),
  item_id TEXT NOT NULL,
  -- the item's title message key when it was redeemed (the config may change later)
  title TEXT NOT NULL,
  cost_points BIGINT NOT NULL CHECK (cost_points > 0),
  reward_kind TEXT NOT NULL CHECK (reward_kind IN ('bonus', 'goods')),
  amount_cents BIGINT CHECK ((reward_kind = 'bonus') = (amount_cents IS NOT NULL AND amount_cents > 0)),
  txn_id BIGINT REFERENCES ledger_transactions (id),
  status TEXT NOT NULL CHECK (status IN ('credited', 'pending')),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX mall_redemptions_member ON mall_redemptions (member_id, created_at DESC, id DESC);
CREATE INDEX mall_redemptions_member_item ON mall_redemptions (member_id, item_id);
