-- SPEC 9.19's gateway codes: the gateway (the tenant's platform.gateway code, WEB 1 or MOBILE 3)
-- a game launch or a deposit order came through, as the client reported it
-- (server/endpoints/gateway.ts). NULL: not reported (an API client, a page cached before the field).
ALTER TABLE game_launches ADD COLUMN gateway SMALLINT;
ALTER TABLE deposit_orders ADD COLUMN gateway SMALLINT;
