-- Launch tickets (issue 26, server/games/launch-tickets.ts): what a game, lottery or task frame,
-- or a configured link to a trusted origin, gets in its address instead of the member's session
-- token. The demo slot's one-time launch tokens (game_launches) were that already; the table now
-- holds tickets of every kind: random, stored as SHA-256 only, single use (used_at set once,
-- atomically), bound to their member and launch (a game, or the origin a task or link page lives
-- on), expiring in about a minute. (017 and 018 are kept for other changes of the same release.)
ALTER TABLE game_launches ALTER COLUMN game_id DROP NOT NULL;
ALTER TABLE game_launches ADD COLUMN kind TEXT NOT NULL DEFAULT 'game' CHECK (kind IN ('game', 'lottery', 'task', 'link'));
ALTER TABLE game_launches ALTER COLUMN kind DROP DEFAULT;
-- the origin a task or link ticket was issued for ('' for a page of the site itself)
ALTER TABLE game_launches ADD COLUMN target TEXT;
ALTER TABLE game_launches ADD CONSTRAINT game_launches_binding CHECK (
  (kind IN ('game', 'lottery') AND game_id IS NOT NULL) OR (kind IN ('task', 'link') AND target IS NOT NULL)
);
