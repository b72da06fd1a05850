-- Lobby news (SPEC 7.21, issue 27): short news items of the game lobby (new games, tournaments,
-- results), each text in the tenant's languages (migration 028), listed newest first from
-- published_at until expires_at. A link, when there is one, is a path inside the site.
CREATE TABLE lobby_news (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  title JSONB NOT NULL CONSTRAINT lobby_news_title_localized CHECK (is_localized_text(title)),
  summary JSONB NOT NULL CONSTRAINT lobby_news_summary_localized CHECK (is_localized_text(summary)),
  link TEXT CONSTRAINT lobby_news_link_in_site CHECK (link ~ '^/m/[A-Za-z0-9/_.?=&-]{0,200}$'),
  -- marketing news is kept from a member on a break (issue 29)
  marketing BOOLEAN NOT NULL DEFAULT TRUE,
  published_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ
);
-- the seed finds its own rows by their EN title, as it does announcements
CREATE UNIQUE INDEX lobby_news_title_en ON lobby_news (tenant_id, (title ->> 'EN'));
CREATE INDEX lobby_news_published ON lobby_news (tenant_id, published_at DESC);
