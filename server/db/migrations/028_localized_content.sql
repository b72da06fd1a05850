-- Content the server holds, in every language a tenant offers (issue 27 item 5). Each text field
-- that members read is a JSON object from language code to text, {"EN": "...", "TY": "..."}; the
-- server answers a request field by field in its language, else the tenant's default language,
-- else EN (server/content/localized-text.ts). Texts written before this migration are EN.
--
-- Help articles and activities were one row per language: their rows are merged into one per
-- article (tenant, sort order) and per activity (tenant, sequence), keeping the EN row's id, tag,
-- image and sign-up rule, and moving the other rows' sign-ups to it. A language code that is not
-- two letters (nothing the tenants offer) is left out; an empty text counts as not written.

CREATE FUNCTION is_localized_text(texts JSONB) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_typeof(texts) = 'object'
     AND NOT EXISTS (SELECT 1 FROM jsonb_each(texts) AS e WHERE e.key !~ '^[A-Z]{2}$' OR jsonb_typeof(e.value) <> 'string')
$$;

-- Announcements, inbox and chat messages, red-rain events and jackpots stay unique by their EN
-- text (as they were by their one text): the seed finds its own rows by it and adds the languages
-- they lack.
ALTER TABLE notices DROP CONSTRAINT notices_tenant_id_title_key;
ALTER TABLE notices
  ALTER COLUMN title TYPE JSONB USING jsonb_build_object('EN', title),
  ALTER COLUMN content TYPE JSONB USING jsonb_build_object('EN', content),
  ADD CONSTRAINT notices_title_localized CHECK (is_localized_text(title)),
  ADD CONSTRAINT notices_content_localized CHECK (is_localized_text(content));
CREATE UNIQUE INDEX notices_title_en ON notices (tenant_id, (title ->> 'EN'));

ALTER TABLE inbox_messages DROP CONSTRAINT inbox_messages_member_id_title_key;
ALTER TABLE inbox_messages
  ALTER COLUMN title TYPE JSONB USING jsonb_build_object('EN', title),
  ALTER COLUMN content TYPE JSONB USING jsonb_build_object('EN', content),
  ADD CONSTRAINT inbox_messages_title_localized CHECK (is_localized_text(title)),
  ADD CONSTRAINT inbox_messages_content_localized CHECK (is_localized_text(content));
CREATE UNIQUE INDEX inbox_messages_title_en ON inbox_messages (member_id, (title ->> 'EN'));

ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_member_id_body_key;
ALTER TABLE chat_messages
  ALTER COLUMN body TYPE JSONB USING jsonb_build_object('EN', body),
  ADD CONSTRAINT chat_messages_body_localized CHECK (is_localized_text(body));
CREATE UNIQUE INDEX chat_messages_body_en ON chat_messages (member_id, (body ->> 'EN'));

ALTER TABLE red_rain_events DROP CONSTRAINT red_rain_events_tenant_id_title_key;
ALTER TABLE red_rain_events
  ALTER COLUMN title TYPE JSONB USING jsonb_build_object('EN', title),
  ADD CONSTRAINT red_rain_events_title_localized CHECK (is_localized_text(title));
CREATE UNIQUE INDEX red_rain_events_title_en ON red_rain_events (tenant_id, (title ->> 'EN'));

ALTER TABLE jackpots DROP CONSTRAINT jackpots_tenant_id_vendor_name_key;
ALTER TABLE jackpots
  ALTER COLUMN name TYPE JSONB USING jsonb_build_object('EN', name),
  ADD CONSTRAINT jackpots_name_localized CHECK (is_localized_text(name));
CREATE UNIQUE INDEX jackpots_name_en ON jackpots (tenant_id, vendor, (name ->> 'EN'));

ALTER TABLE banners
  ALTER COLUMN title TYPE JSONB USING jsonb_build_object('EN', title),
  ADD CONSTRAINT banners_title_localized CHECK (is_localized_text(title));

-- Help articles: one row per (tenant, sort order).
CREATE TEMPORARY TABLE help_merged ON COMMIT DROP AS
SELECT tenant_id, sort_order,
       (array_agg(id ORDER BY upper(lang) = 'EN' DESC, id))[1] AS keep,
       coalesce(jsonb_object_agg(upper(lang), title) FILTER (WHERE upper(lang) ~ '^[A-Z]{2}$' AND title <> ''), '{}') AS titles,
       coalesce(jsonb_object_agg(upper(lang), content) FILTER (WHERE upper(lang) ~ '^[A-Z]{2}$' AND content <> ''), '{}') AS contents
  FROM help_articles GROUP BY tenant_id, sort_order;
DELETE FROM help_articles h WHERE NOT EXISTS (SELECT 1 FROM help_merged m WHERE m.keep = h.id);
ALTER TABLE help_articles
  DROP COLUMN lang,
  ALTER COLUMN title TYPE JSONB USING '{}'::jsonb,
  ALTER COLUMN content TYPE JSONB USING '{}'::jsonb;
UPDATE help_articles h SET title = m.titles, content = m.contents FROM help_merged m WHERE m.keep = h.id;
ALTER TABLE help_articles
  ADD CONSTRAINT help_articles_title_localized CHECK (is_localized_text(title)),
  ADD CONSTRAINT help_articles_content_localized CHECK (is_localized_text(content)),
  ADD CONSTRAINT help_articles_tenant_id_sort_order_key UNIQUE (tenant_id, sort_order);

-- Activities: one row per (tenant, sequence); a member signed up in any language stays signed up.
CREATE TEMPORARY TABLE activities_merged ON COMMIT DROP AS
SELECT tenant_id, sequence,
       (array_agg(id ORDER BY upper(lang) = 'EN' DESC, id))[1] AS keep,
       coalesce(jsonb_object_agg(upper(lang), title) FILTER (WHERE upper(lang) ~ '^[A-Z]{2}$' AND title <> ''), '{}') AS titles,
       coalesce(jsonb_object_agg(upper(lang), summary) FILTER (WHERE upper(lang) ~ '^[A-Z]{2}$' AND summary <> ''), '{}') AS summaries
  FROM activities GROUP BY tenant_id, sequence;
INSERT INTO activity_sign_ups (activity_id, member_id, created_at)
SELECT m.keep, s.member_id, min(s.created_at)
  FROM activity_sign_ups s
  JOIN activities a ON a.id = s.activity_id
  JOIN activities_merged m ON m.tenant_id = a.tenant_id AND m.sequence = a.sequence
 WHERE a.id <> m.keep
 GROUP BY m.keep, s.member_id
ON CONFLICT (activity_id, member_id) DO NOTHING;
DELETE FROM activities a WHERE NOT EXISTS (SELECT 1 FROM activities_merged m WHERE m.keep = a.id);
ALTER TABLE activities
  DROP COLUMN lang,
  ALTER COLUMN title TYPE JSONB USING '{}'::jsonb,
  ALTER COLUMN summary DROP DEFAULT,
  ALTER COLUMN summary TYPE JSONB USING '{}'::jsonb,
  ALTER COLUMN summary SET DEFAULT '{}';
UPDATE activities a SET title = m.titles, summary = m.summaries FROM activities_merged m WHERE m.keep = a.id;
ALTER TABLE activities
  ADD CONSTRAINT activities_title_localized CHECK (is_localized_text(title)),
  ADD CONSTRAINT activities_summary_localized CHECK (is_localized_text(summary)),
  ADD CONSTRAINT activities_tenant_id_sequence_key UNIQUE (tenant_id, sequence);
