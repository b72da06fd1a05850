-- Reviews that reach people (issue 30, item 4): comment threads on change requests, each
-- operator's studio notifications, and a webhook per tenant with its deliveries (an outbox:
-- written in the transaction of the event, sent after it commits, retried with backoff).

CREATE TABLE change_comments (
  id BIGSERIAL PRIMARY KEY,
  change_id BIGINT NOT NULL REFERENCES change_requests (id) ON DELETE CASCADE,
  author_id BIGINT NOT NULL REFERENCES operators (id),
  -- plain text: line breaks and tabs, no other control characters (server/studio/reviews.ts)
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX change_comments_change ON change_comments (change_id, id);

-- One row per operator who should hear of an event; read_at once they marked it read.
CREATE TABLE studio_notifications (
  id BIGSERIAL PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  change_id BIGINT NOT NULL REFERENCES change_requests (id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('change.submitted', 'change.approved', 'change.rejected', 'change.commented')),
  actor_id BIGINT REFERENCES operators (id),
  created_at TIMESTAMPTZ NOT NULL,
  read_at TIMESTAMPTZ
);
CREATE INDEX studio_notifications_operator ON studio_notifications (operator_id, id DESC);
CREATE INDEX studio_notifications_unread ON studio_notifications (operator_id) WHERE read_at IS NULL;

-- The tenant's webhook: where its review events are POSTed, and the HMAC secret that signs them
-- (kept to sign, never answered back in full).
CREATE TABLE tenant_webhooks (
  tenant_id TEXT PRIMARY KEY,
  url TEXT NOT NULL CHECK (length(url) <= 500),
  secret TEXT NOT NULL CHECK (length(secret) BETWEEN 16 AND 200),
  updated_by BIGINT REFERENCES operators (id),
  updated_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE webhook_deliveries (
  id BIGSERIAL PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  event TEXT NOT NULL,
  -- the exact JSON text sent (and signed)
  body TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- when the next attempt is due (or, while one is under way, when its claim lapses)
  next_at TIMESTAMPTZ NOT NULL,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  delivered_at TIMESTAMPTZ
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_tenant ON webhook_deliveries (tenant_id, id DESC);
