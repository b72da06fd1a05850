-- The operator studio: operator accounts (separate from members) with a role per tenant, their
-- sessions, the change requests, every published version of a tenant's overlay, and the audit log.

CREATE TABLE operators (
  id BIGSERIAL PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  disabled BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- editor: drafts and change requests; publisher: also approves, publishes and rolls back.
CREATE TABLE operator_roles (
  operator_id BIGINT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
  PRIMARY KEY (operator_id, tenant_id)
);

CREATE TABLE operator_sessions (
  id BIGSERIAL PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);

-- four_eyes: a change request is published only by a publisher other than its author.
CREATE TABLE studio_tenants (
  tenant_id TEXT PRIMARY KEY,
  four_eyes BOOLEAN NOT NULL DEFAULT true
);

-- Version 1 is what the files held when the studio first looked; every publish, rollback or
-- edit seen on disk adds one. files is the overlay snapshot (tenants/<id>/ JSON files by path),
-- kept as text: JSONB reorders keys, and a rollback must restore the files' key order exactly.
CREATE TABLE tenant_versions (
  tenant_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('initial', 'publish', 'rollback', 'disk')),
  operator_id BIGINT REFERENCES operators (id),
  message TEXT NOT NULL DEFAULT '',
  change_id BIGINT,
  diff JSONB NOT NULL,
  files TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (tenant_id, version)
);

CREATE TABLE change_requests (
  id BIGSERIAL PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  author_id BIGINT NOT NULL REFERENCES operators (id),
  base_version INTEGER NOT NULL,
  title TEXT NOT NULL,
  draft TEXT NOT NULL,
  diff JSONB NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'scheduled', 'published', 'rejected', 'failed')),
  publish_at TIMESTAMPTZ,
  reviewer_id BIGINT REFERENCES operators (id),
  review_comment TEXT,
  published_version INTEGER,
  failure TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX change_requests_tenant ON change_requests (tenant_id, id DESC);
CREATE INDEX change_requests_due ON change_requests (publish_at) WHERE status = 'scheduled';

CREATE TABLE studio_audit (
  id BIGSERIAL PRIMARY KEY,
  tenant_id TEXT,
  operator_id BIGINT REFERENCES operators (id),
  action TEXT NOT NULL,
  detail JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX studio_audit_tenant ON studio_audit (tenant_id, id DESC);
