-- Feedback mails (SPEC 7.34, "Feedback mail: POST form encoded"): what a visitor, guest or member,
-- writes to the operator with the help centre's "E-mail us" form. Kept here, then handed to the
-- mail provider (server/account/mail-sink.ts); a mail the provider refused is taken out
-- again, so every row was delivered. The client address is the per-address limit's subject and
-- the operator's lead on abuse. The bounds are those of server/account/feedback-mail.ts,
-- counted in characters as char_length counts them.
CREATE TABLE feedback_mails (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  -- the signed-in member who wrote it; null for a guest
  member_id BIGINT REFERENCES members (id) ON DELETE SET NULL,
  address TEXT NOT NULL,
  email TEXT NOT NULL CHECK (char_length(email) BETWEEN 5 AND 254),
  subject TEXT NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 80),
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX feedback_mails_tenant ON feedback_mails (tenant_id, created_at DESC);
