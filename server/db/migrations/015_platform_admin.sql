-- Platform admins: operators above the tenants. They own what a tenant's own operators must not
-- change (hosts, the URL policy's origins, four-eyes, operator roles); every change is audited.
ALTER TABLE operators ADD COLUMN platform_admin BOOLEAN NOT NULL DEFAULT false;

-- A platform-settings change of a tenant's files is a version of its own kind.
ALTER TABLE tenant_versions DROP CONSTRAINT tenant_versions_kind_check;
ALTER TABLE tenant_versions ADD CONSTRAINT tenant_versions_kind_check
  CHECK (kind IN ('initial', 'publish', 'rollback', 'disk', 'platform'));
