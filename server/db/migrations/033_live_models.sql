-- Live models (SPEC 7.36 "Live model list (active, streaming): GET silent"): the live casino's
-- dealers, each at one table, which is a LIVE game of the same tenant. The live game list shows
-- the active ones streaming now as a strip above its tiles; a tap launches the table's game.
--
-- The game is referenced together with its tenant and category, so a model can only sit at a LIVE
-- game of its own tenant: the database refuses any other (and a LIVE game with a model keeps its
-- category). The table's name is localized text (migration 028); the dealer's name is a proper
-- noun, the same in every language, and unique per tenant (the seed finds its rows by it).

CREATE UNIQUE INDEX games_id_tenant_type ON games (id, tenant_id, game_type);

CREATE TABLE live_models (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  game_id BIGINT NOT NULL,
  game_type TEXT NOT NULL DEFAULT 'LIVE' CHECK (game_type = 'LIVE'),
  name TEXT NOT NULL CHECK (name <> ''),
  table_name JSONB NOT NULL CHECK (is_localized_text(table_name)),
  -- a picture the site ships (/assets/<folder>/<id>.svg)
  avatar_url TEXT NOT NULL CHECK (avatar_url ~ '^/assets/[a-z]+/[a-z0-9-]+\.svg$'),
  active BOOLEAN NOT NULL DEFAULT TRUE,
  streaming BOOLEAN NOT NULL DEFAULT FALSE,
  viewers INTEGER NOT NULL DEFAULT 0 CHECK (viewers >= 0),
  sort_order INTEGER NOT NULL,
  FOREIGN KEY (game_id, tenant_id, game_type) REFERENCES games (id, tenant_id, game_type) ON DELETE CASCADE,
  UNIQUE (tenant_id, name)
);
-- the list of one tenant in display order (the filters narrow a handful of rows)
CREATE INDEX live_models_list ON live_models (tenant_id, sort_order, id);
