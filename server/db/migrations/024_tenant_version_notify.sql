-- Every new version of a tenant is announced on the channel tenant_version (its payload: the
-- tenant's id), when its transaction commits. With DATABASE_URL each server LISTENs there
-- (server/studio/live-versions.ts) and swaps to the tenant's newest version within a second, so
-- a publish on one server is served by all, with no shared tenants folder. A trigger rather than
-- a NOTIFY in the studio's code: a version inserted any way (the studio, the command line, a
-- restore by hand) is announced the same.
CREATE FUNCTION tenant_versions_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tenant_version', NEW.tenant_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER tenant_versions_announce AFTER INSERT ON tenant_versions FOR EACH ROW EXECUTE FUNCTION tenant_versions_announce();
