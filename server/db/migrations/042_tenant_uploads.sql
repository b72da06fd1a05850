-- Images operators upload for a tenant's content (issue 30): banners and the like, served at
-- /uploads/<name> on the tenant's hosts (server/uploads/). In the database, not on a server's
-- disk, so every server of a PostgreSQL deployment serves the same files. The name is the first
-- 32 hex digits of the sha256 of the stored bytes (re-encoded or sanitised) and its extension, so
-- a row never changes and the same image uploaded again is the same row.
CREATE TABLE tenant_uploads (
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL CHECK (name ~ '^[0-9a-f]{32}\.(png|jpg|webp|svg)$'),
  content_type TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  byte_size INTEGER NOT NULL,
  -- pixels of a raster image; an SVG's own width and height (or its viewBox's) when it gives them
  width INTEGER,
  height INTEGER,
  -- an operator removed later leaves their uploads in place
  uploaded_by BIGINT REFERENCES operators (id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, name)
);
