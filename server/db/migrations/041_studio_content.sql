-- Content the operator publishes from the studio (issue 30 item 2): banners, announcements (the
-- home marquee scrolls their titles), agent notices and red-rain events written in a tenant's
-- config (`content`, schemas/tenant.json) go through change requests like any edit, and the server
-- copies the live version into these tables (server/content/sync.ts), where the member calls, the
-- read marks and the grabs already are. A row from the config carries its item's name in
-- content_key; rows without one (the demo seed, the API's own) are left to their writers.
--
-- Every item may have a schedule (starts_at inclusive, ends_at exclusive), the people it is shown
-- to (shown_to: guest, member, agent; NULL for everyone) and the flags it needs on (needs_flags;
-- NULL for none). The calls show a row only inside its schedule, to its people, while its flags
-- are on (server/content/visibility.ts).

ALTER TABLE banners
  ADD COLUMN content_key TEXT,
  ADD COLUMN starts_at TIMESTAMPTZ,
  ADD COLUMN ends_at TIMESTAMPTZ,
  ADD COLUMN shown_to TEXT[],
  ADD COLUMN needs_flags TEXT[],
  ADD CONSTRAINT banners_schedule CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  ADD CONSTRAINT banners_shown_to CHECK (shown_to <@ ARRAY['guest', 'member', 'agent']);
CREATE UNIQUE INDEX banners_content_key ON banners (tenant_id, content_key) WHERE content_key IS NOT NULL;
-- The seed's rows stay unique by their place; the config's are placed after them, by their name.
ALTER TABLE banners DROP CONSTRAINT banners_tenant_id_group_name_sort_order_key;
CREATE UNIQUE INDEX banners_seed_place ON banners (tenant_id, group_name, sort_order) WHERE content_key IS NULL;

ALTER TABLE notices
  ADD COLUMN content_key TEXT,
  ADD COLUMN starts_at TIMESTAMPTZ,
  ADD COLUMN ends_at TIMESTAMPTZ,
  ADD COLUMN shown_to TEXT[],
  ADD COLUMN needs_flags TEXT[],
  ADD CONSTRAINT notices_schedule CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  ADD CONSTRAINT notices_shown_to CHECK (shown_to <@ ARRAY['guest', 'member', 'agent']);
CREATE UNIQUE INDEX notices_content_key ON notices (tenant_id, content_key) WHERE content_key IS NOT NULL;
-- An operator may title an announcement as a seeded one: only the seed's rows stay unique by title.
DROP INDEX notices_title_en;
CREATE UNIQUE INDEX notices_title_en ON notices (tenant_id, (title ->> 'EN')) WHERE content_key IS NULL;

ALTER TABLE red_rain_events ADD COLUMN content_key TEXT;
CREATE UNIQUE INDEX red_rain_events_content_key ON red_rain_events (tenant_id, content_key) WHERE content_key IS NOT NULL;
DROP INDEX red_rain_events_title_en;
CREATE UNIQUE INDEX red_rain_events_title_en ON red_rain_events (tenant_id, (title ->> 'EN')) WHERE content_key IS NULL;

-- What each tenant's rows were last copied from, so a start or a reload with the same content writes nothing.
CREATE TABLE tenant_content_sync (
  tenant_id TEXT PRIMARY KEY,
  digest TEXT NOT NULL,
  synced_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
