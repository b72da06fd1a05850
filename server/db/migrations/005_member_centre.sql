-- Member centre: help articles (per tenant and language), feedback with its images, promotions
-- (activities) and their sign-ups. Content HTML is sanitized when served, whatever is stored.

CREATE TABLE help_articles (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  lang TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  -- 'tc' (terms and conditions), 'privacy', or NULL for an ordinary section
  tag TEXT CHECK (tag IS NULL OR tag ~ '^[a-z]{1,20}$'),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  UNIQUE (tenant_id, lang, sort_order)
);

CREATE TABLE feedback (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- deposit 1, withdrawal 2, game 3, customer service 4, agent application 6, other 0
  type INTEGER NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  comment TEXT NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC);

CREATE TABLE feedback_images (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feedback_id BIGINT NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0 AND size <= 5242880),
  bytes BYTEA NOT NULL
);

CREATE TABLE activities (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  lang TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  image_url TEXT NOT NULL,
  -- whether members sign up for it (else it applies automatically)
  needs_sign_up BOOLEAN NOT NULL DEFAULT FALSE,
  UNIQUE (tenant_id, lang, sequence)
);

CREATE TABLE activity_sign_ups (
  activity_id BIGINT NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  member_id BIGINT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (activity_id, member_id)
);
