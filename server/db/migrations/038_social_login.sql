-- SPEC 2's social login through OpenID Connect (server/account/social-login.ts).
--
-- oidc_flows: one row per sign-in started at a provider, found again by its state when the
-- provider sends the browser back. Hashes only, so a leaked table starts nothing: the state's
-- (the key) and the browser binding cookie's. Used once, and dead after ten minutes.
CREATE TABLE oidc_flows (
  state_hash TEXT PRIMARY KEY CHECK (state_hash ~ '^[0-9a-f]{64}$'),
  binding_hash TEXT NOT NULL CHECK (binding_hash ~ '^[0-9a-f]{64}$'),
  tenant_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  remember BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX oidc_flows_expires ON oidc_flows (expires_at);

-- member_identities: the provider's subject a member signs in as. One member per subject of a
-- provider on a tenant; the subject is the provider's stable id (the `sub` claim), never an e-mail.
CREATE TABLE member_identities (
  tenant_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (tenant_id, provider, subject)
);
CREATE INDEX member_identities_member ON member_identities (member_id);
