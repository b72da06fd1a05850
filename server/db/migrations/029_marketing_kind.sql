-- Marketing is what a member on a break must not receive (issue 29): inbox messages and
-- announcements say whether they are a service message (the default: security, maintenance,
-- payments) or marketing (bonuses, new games, offers).
ALTER TABLE inbox_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'service' CHECK (kind IN ('service', 'marketing'));
ALTER TABLE notices ADD COLUMN kind TEXT NOT NULL DEFAULT 'service' CHECK (kind IN ('service', 'marketing'));
