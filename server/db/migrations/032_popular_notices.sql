-- Popular announcements (SPEC 7.20, issue 27): an operator marks an announcement popular, and the
-- popular announcements call lists those (the notice screen shows them as their own group first).
ALTER TABLE notices ADD COLUMN popular BOOLEAN NOT NULL DEFAULT FALSE;
