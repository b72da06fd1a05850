-- The agent centre: the agent hierarchy, online presence, rebate rates and payouts, contracts
-- and their settlements, agent-only notices and red-envelope rain.

-- Hierarchy: members.parent_id is the direct upline (NULL at the top), set once at creation.
-- member_tree is its closure: one row per (ancestor, member) pair at every distance, the member
-- itself at depth 0, so "the whole team of A" is one indexed range (ancestor_id = A) at any depth.
ALTER TABLE members ADD COLUMN parent_id BIGINT REFERENCES members (id);
CREATE INDEX members_parent ON members (parent_id, lower(account)) WHERE parent_id IS NOT NULL;
CREATE INDEX members_tenant_created ON members (tenant_id, created_at);

CREATE TABLE member_tree (
  ancestor_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth INTEGER NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, member_id)
);
CREATE INDEX member_tree_member ON member_tree (member_id, depth);
CREATE INDEX member_tree_ancestor_depth ON member_tree (ancestor_id, depth, member_id);

INSERT INTO member_tree (ancestor_id, member_id, depth) SELECT id, id, 0 FROM members;

CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM members p WHERE p.id = NEW.parent_id AND p.tenant_id = NEW.tenant_id) THEN
    RAISE EXCEPTION 'an upline must be a member of the same tenant' USING ERRCODE = '23514';
  END IF;
  INSERT INTO member_tree (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO member_tree (ancestor_id, member_id, depth)
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.member_id = NEW.parent_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_tree AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

-- Moving a member to another upline would silently move its whole team's history: refused.
CREATE FUNCTION member_parent_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    RAISE EXCEPTION 'members.parent_id is set once, at creation' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER members_parent_fixed BEFORE UPDATE OF parent_id ON members FOR EACH ROW EXECUTE FUNCTION member_parent_fixed();

-- Presence: the last request a session made (written at most once a minute); online = a live
-- session seen in the last 5 minutes.
ALTER TABLE sessions ADD COLUMN last_seen_at TIMESTAMPTZ;
UPDATE sessions SET last_seen_at = created_at;
CREATE INDEX sessions_seen ON sessions (last_seen_at DESC);
CREATE INDEX sessions_member_created ON sessions (member_id, created_at);

-- The game category of a bet, so rebates can be paid per category ('round:<key>' bets of the
-- demo games carry it in detail.gameCategory since this migration).
CREATE INDEX ledger_tx_bets_time ON ledger_transactions (created_at, member_id) WHERE category = 'bet';

-- Rebate rates in basis points of the bet (80 = 0.80 %), per member and game category.
CREATE TABLE rebate_rates (
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp < 10000),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, category)
);

-- Periodic payouts (rebates per day, salaries per day or hour, dividends per half month): one row
-- per member, kind and period, written in the same transaction as its ledger transaction, so a
-- settlement run twice, or two at once, pays once (the second finds the row).
CREATE TABLE agent_payouts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('rebate', 'salary', 'hourly', 'dividend')),
  period TEXT NOT NULL,
  contract_id BIGINT,
  team_bet_cents BIGINT NOT NULL,
  team_loss_cents BIGINT NOT NULL DEFAULT 0,
  active_members INTEGER NOT NULL,
  rate_bp INTEGER,
  amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
  txn_id BIGINT REFERENCES ledger_transactions (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, kind, period)
);
CREATE INDEX agent_payouts_member ON agent_payouts (member_id, kind, created_at DESC);

-- Contracts an upline (or the site, offered_by NULL) offers an agent. terms.tiers: the highest
-- tier whose teamBet and activeMembers the period reaches pays its amount (salary, hourly) or its
-- rate of the team's loss (dividend).
CREATE TABLE agent_contracts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('salary', 'dividend', 'hourly')),
  offered_by BIGINT REFERENCES members (id),
  terms JSONB NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'accepted', 'rejected', 'expired', 'replaced')),
  offered_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  responded_at TIMESTAMPTZ
);
CREATE INDEX agent_contracts_member ON agent_contracts (member_id, kind, offered_at DESC);
-- At most one accepted contract of a kind per agent: accepting a new one replaces the old.
CREATE UNIQUE INDEX agent_contracts_one_accepted ON agent_contracts (member_id, kind) WHERE state = 'accepted';
ALTER TABLE agent_payouts ADD CONSTRAINT agent_payouts_contract FOREIGN KEY (contract_id) REFERENCES agent_contracts (id);

-- Announcements for everyone ('M') or for agents only ('A').
ALTER TABLE notices ADD COLUMN audience TEXT NOT NULL DEFAULT 'M' CHECK (audience IN ('M', 'A'));

-- Red-envelope rain: during [starts_at, ends_at) each member may grab once; the amount is random
-- between min and max and comes out of the event's budget.
CREATE TABLE red_rain_events (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  title TEXT NOT NULL,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at),
  min_cents BIGINT NOT NULL CHECK (min_cents > 0),
  max_cents BIGINT NOT NULL CHECK (max_cents >= min_cents),
  budget_cents BIGINT NOT NULL CHECK (budget_cents > 0),
  UNIQUE (tenant_id, title)
);
CREATE TABLE red_rain_grabs (
  event_id BIGINT NOT NULL REFERENCES red_rain_events (id) ON DELETE CASCADE,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  txn_id BIGINT NOT NULL REFERENCES ledger_transactions (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, member_id)
);
