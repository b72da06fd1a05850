-- Games and what members do with them: the catalogue, hot games, favourites, recent plays,
-- winners, jackpots, one-time launch tokens, demo-game sessions and settled game rounds.
-- A game belongs to a vendor row (tenant and category); tenant_id, game_type and vassalage are
-- copied from it so the list queries filter and sort on one index without a join.

ALTER TABLE games
  ADD COLUMN tenant_id TEXT NOT NULL,
  ADD COLUMN game_type TEXT NOT NULL,
  ADD COLUMN vassalage TEXT NOT NULL,
  ADD COLUMN account_type_name TEXT NOT NULL,
  -- the vendor's own id of the game, unique per tenant and vendor
  ADD COLUMN game_id TEXT NOT NULL,
  ADD COLUMN game_classify TEXT NOT NULL,
  ADD COLUMN min_bet_cents BIGINT NOT NULL CHECK (min_bet_cents > 0),
  ADD COLUMN min_line INTEGER NOT NULL CHECK (min_line >= 0),
  ADD COLUMN room_id TEXT,
  ADD COLUMN support_play BOOLEAN NOT NULL DEFAULT TRUE,
  ADD COLUMN is_game_h5 BOOLEAN NOT NULL DEFAULT TRUE,
  ADD COLUMN freeplay BOOLEAN NOT NULL DEFAULT FALSE,
  ADD COLUMN lotto_mode TEXT,
  ADD COLUMN show_icon BOOLEAN NOT NULL DEFAULT TRUE,
  ADD COLUMN sort_order INTEGER NOT NULL;

-- game codes name the artwork (/assets/games/<gameCode>.svg), so they are unique per tenant
CREATE UNIQUE INDEX games_tenant_code ON games (tenant_id, game_code);
CREATE UNIQUE INDEX games_tenant_vendor_game_id ON games (tenant_id, vassalage, game_id);
-- the list of one category, all vendors or one vendor, in display order
CREATE INDEX games_list ON games (tenant_id, game_type, sort_order, id);
CREATE INDEX games_list_vendor ON games (tenant_id, game_type, vassalage, sort_order, id);
-- name search is a case-insensitive "contains": the planner narrows by tenant and category with
-- this index and filters the names of that range (a few thousand rows at most)
CREATE INDEX games_name ON games (tenant_id, game_type, lower(game_name));

CREATE TABLE hot_games (
  tenant_id TEXT NOT NULL,
  game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  rank INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, game_id)
);
CREATE INDEX hot_games_rank ON hot_games (tenant_id, rank);

CREATE TABLE favourites (
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  vendor TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  -- insertion order: ties in created_at still list newest first
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX favourites_member ON favourites (member_id, seq DESC);

CREATE SEQUENCE recent_plays_seq;
CREATE TABLE recent_plays (
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at TIMESTAMPTZ NOT NULL,
  -- moved to nextval on every play, so the newest play sorts first even within one millisecond
  seq BIGINT NOT NULL DEFAULT nextval('recent_plays_seq'),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_plays_member ON recent_plays (member_id, seq DESC);

CREATE TABLE winners (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- the winner's account name; the API masks it ("de***o")
  customer_name TEXT NOT NULL,
  win_cents BIGINT NOT NULL CHECK (win_cents > 0),
  won_at TIMESTAMPTZ NOT NULL,
  seed_key TEXT NOT NULL,
  UNIQUE (tenant_id, seed_key)
);
CREATE INDEX winners_tenant ON winners (tenant_id, won_at DESC);

CREATE TABLE jackpots (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  vendor TEXT NOT NULL,
  name TEXT NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  sort_order INTEGER NOT NULL,
  UNIQUE (tenant_id, vendor, name)
);

-- One-time launch tokens: only the SHA-256 is kept; used_at is set once, atomically.
CREATE TABLE game_launches (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX game_launches_member ON game_launches (member_id);

-- The demo game's session, opened by exchanging a launch token.
CREATE TABLE demo_game_sessions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX demo_game_sessions_member ON demo_game_sessions (member_id);

-- Settled rounds (slot spins, lottery draws). The idempotency key is unique per member: a retry
-- finds the stored result instead of betting again.
CREATE TABLE game_rounds (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id BIGINT REFERENCES games (id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  bet_cents BIGINT NOT NULL CHECK (bet_cents > 0),
  win_cents BIGINT NOT NULL CHECK (win_cents >= 0),
  balance_after_cents BIGINT NOT NULL,
  result JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, idempotency_key)
);

-- Trial accounts handed out per client address (rate limit of trial login and test play).
CREATE TABLE trial_grants (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  address TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX trial_grants_address ON trial_grants (address, created_at);
