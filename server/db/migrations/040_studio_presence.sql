-- Who has a tenant's editor open in the studio (issue 30 item 5): one row per tenant and
-- operator, refreshed while the editor is open (server/studio/presence.ts). In the database so
-- every server of a PostgreSQL deployment shows the same people.
CREATE TABLE studio_presence (
  tenant_id TEXT NOT NULL,
  operator_id BIGINT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  -- when this visit began (kept while the beats keep coming), and the last beat
  since TIMESTAMPTZ NOT NULL,
  seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (tenant_id, operator_id)
);
