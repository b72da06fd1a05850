-- Members, sessions, login throttling, the wallet ledger, banners, notices, unread sources, vendors.
-- Money is integer cents (BIGINT). Every table is scoped by tenant_id (the tenant folder name).

CREATE TABLE members (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  account TEXT NOT NULL,
  nickname TEXT,
  type INTEGER NOT NULL,
  -- scrypt$N$r$p$salt$hash (see server/security/password.ts); never a plaintext password
  password_hash TEXT NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  vip BOOLEAN NOT NULL DEFAULT FALSE,
  club_label_name TEXT,
  club_label_type TEXT,
  disabled BOOLEAN NOT NULL DEFAULT FALSE,
  last_login_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_tenant_account ON members (tenant_id, lower(account));

CREATE TABLE member_labels (
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  label_name TEXT NOT NULL,
  PRIMARY KEY (member_id, label_name)
);

CREATE TABLE sessions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- SHA-256 of the bearer token, hex; the token itself is never stored
  token_hash TEXT NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  remember BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE login_failures (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  account_key TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (tenant_id, account_key, created_at);
CREATE INDEX login_failures_address ON login_failures (address, created_at);

-- One row per member and purse: vendor 'MAIN' is the main wallet, other values a game vendor's.
-- balance_cents caches the sum of the wallet's entries and may never go negative.
CREATE TABLE wallets (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor TEXT NOT NULL DEFAULT 'MAIN',
  currency_symbol TEXT NOT NULL DEFAULT '$',
  balance_cents BIGINT NOT NULL DEFAULT 0 CONSTRAINT wallets_balance_not_negative CHECK (balance_cents >= 0),
  UNIQUE (member_id, vendor)
);

-- The ledger: every balance change is a row. reference is the idempotency key within a wallet.
CREATE TABLE wallet_entries (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wallet_id BIGINT NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  amount_cents BIGINT NOT NULL CHECK (amount_cents <> 0),
  kind TEXT NOT NULL,
  reference TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (wallet_id, reference)
);

CREATE TABLE banners (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  group_name TEXT NOT NULL,
  content_type TEXT NOT NULL DEFAULT 'B',
  platform TEXT NOT NULL DEFAULT 'M',
  title TEXT NOT NULL,
  image_url TEXT NOT NULL,
  linkage TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL,
  UNIQUE (tenant_id, group_name, sort_order)
);

CREATE TABLE notices (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, title)
);

CREATE TABLE notice_reads (
  notice_id BIGINT NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  read_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_id, member_id)
);

CREATE TABLE inbox_messages (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  read BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, title)
);

CREATE TABLE chat_messages (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  read BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, body)
);

-- category_order and sort_order give the vendor "sorting" the browser renders.
CREATE TABLE vendors (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  game_category TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  display_name TEXT NOT NULL,
  account_type_name TEXT NOT NULL,
  category_order INTEGER NOT NULL,
  sort_order INTEGER NOT NULL,
  UNIQUE (tenant_id, game_category, vassalage)
);

-- Games arrive with the game-list issue; vendors' per-category counts read this table already.
CREATE TABLE games (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_id BIGINT NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  UNIQUE (vendor_id, game_code)
);
