-- Account services: image captchas, SMS codes, generic rate-limit events, members' contact and
-- registration details, affiliate (invitation) codes. Secrets are stored only as hashes.

CREATE TABLE captchas (
  -- 16 random bytes, base64url: the captchaId the client sends back
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  -- SHA-256 of "<id>:<answer>", hex; the answer itself is never stored
  answer_hash TEXT NOT NULL CHECK (answer_hash ~ '^[0-9a-f]{64}$'),
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX captchas_expires ON captchas (expires_at);

CREATE TABLE sms_codes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  -- "+<dialling code> <number>"
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forget')),
  -- SHA-256 of "<salt>:<code>", hex
  code_hash TEXT NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  salt TEXT NOT NULL,
  -- the client address that asked for it (per-address limit)
  address TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX sms_codes_phone ON sms_codes (tenant_id, phone, created_at);
CREATE INDEX sms_codes_address ON sms_codes (address, created_at);

-- Sliding-window rate limits (captcha and register per client address).
CREATE TABLE rate_events (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_events_subject ON rate_events (scope, subject, created_at);

-- What a member gave at registration beyond account, password and nickname.
CREATE TABLE member_contacts (
  member_id BIGINT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  dialing_code TEXT,
  mobile_num TEXT,
  email TEXT,
  id_number TEXT,
  qq TEXT,
  facebook TEXT,
  wechat TEXT,
  line TEXT,
  whatsapp TEXT,
  zalo TEXT,
  payee_name TEXT,
  recommender_id TEXT,
  invitation_code TEXT,
  -- scrypt hash like members.password_hash
  payment_password_hash TEXT CHECK (payment_password_hash IS NULL OR payment_password_hash LIKE 'scrypt$%'),
  register_method TEXT,
  CHECK ((dialing_code IS NULL) = (mobile_num IS NULL))
);
CREATE UNIQUE INDEX member_contacts_mobile ON member_contacts (tenant_id, dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;

-- Invitation codes of agents; domain NULL means valid on every domain of the tenant.
CREATE TABLE affiliate_codes (
  tenant_id TEXT NOT NULL,
  -- stored upper-case; compared case-insensitively
  code TEXT NOT NULL CHECK (code = upper(code)),
  agent_member_id BIGINT REFERENCES members (id) ON DELETE SET NULL,
  domain TEXT,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  PRIMARY KEY (tenant_id, code)
);
