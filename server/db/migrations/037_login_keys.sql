-- SPEC 3 and 7's encrypted login: the key pair the login payload is encrypted to (RSA-OAEP-256
-- wrapping an AES-256-GCM key; server/account/login-encryption.ts). One row, made by the first
-- server that needs it, so every server of one database opens what any browser sealed.
CREATE TABLE login_keys (
  id TEXT PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,32}$'),
  public_spki TEXT NOT NULL,
  private_pkcs8 TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
