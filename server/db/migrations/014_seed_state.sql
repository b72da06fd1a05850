-- The demo seeds this database has had, by fingerprint (server/seed/seed.ts, seedOnStart): a
-- start whose seed was run to the end here before skips it.
CREATE TABLE seed_state (
  fingerprint TEXT PRIMARY KEY CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  seeded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
