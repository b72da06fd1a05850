-- Phone proofs (server/account/phone-proof.ts): each token a login or registration accepted, kept
-- until it could no longer be accepted anyway, so a token is used once across every server.
CREATE TABLE phone_proof_uses (
  token_id TEXT PRIMARY KEY,
  used_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX phone_proof_uses_expires ON phone_proof_uses (expires_at);
