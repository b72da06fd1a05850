-- Responsible gaming (issue 29, server/responsible-gaming/): the limits a member sets, the
-- session time limit, the reality-check interval and breaks (time-out, self-exclusion).

-- One row per limit a member has set (or has pending). amount_cents NULL: no limit in force yet
-- and a pending one waits. pending_at set: a raise (pending_cents) or a removal (pending_cents
-- NULL) takes effect then. The loss and wager rows keep their period's bets and wins as counters,
-- moved by every bet in the bet's own transaction, so a check reads one row.
CREATE TABLE rg_limits (
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_cents BIGINT CHECK (amount_cents >= 0),
  pending_cents BIGINT CHECK (pending_cents >= 0),
  pending_at TIMESTAMPTZ,
  period_start TIMESTAMPTZ,
  wagered_cents BIGINT NOT NULL DEFAULT 0,
  won_cents BIGINT NOT NULL DEFAULT 0,
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK (amount_cents IS NOT NULL OR pending_at IS NOT NULL)
);

-- One row per member who has used a tool: the session limit (with its pending raise or removal),
-- the chosen reality-check interval and the break.
CREATE TABLE rg_members (
  member_id BIGINT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  session_minutes INTEGER CHECK (session_minutes > 0),
  session_pending_minutes INTEGER CHECK (session_pending_minutes > 0),
  session_pending_at TIMESTAMPTZ,
  reality_minutes INTEGER CHECK (reality_minutes > 0),
  break_kind TEXT CHECK (break_kind IN ('timeOut', 'selfExclusion')),
  break_duration TEXT CHECK (break_duration IN ('24h', '1w', '6w', '6m', '1y', '5y', 'permanent')),
  break_started_at TIMESTAMPTZ,
  -- a time-out ends by itself here; a self-exclusion lasts at least until here (NULL: permanent)
  break_ends_at TIMESTAMPTZ,
  break_end_requested_at TIMESTAMPTZ,
  break_end_effective_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL,
  CHECK ((break_kind IS NULL) = (break_started_at IS NULL))
);
