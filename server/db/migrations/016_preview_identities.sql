-- Preview identities (server/studio/preview-session.ts): the member and the agent the studio's
-- preview frames are signed in as. They only read: the API refuses them every change
-- (server/http/preview-guard.ts, 403 E_PREVIEW_READ_ONLY), the member site's login treats their
-- names as unknown, and each of their sessions lives only while the studio session that asked for
-- it lives (server/http/auth.ts joins operator_sessions).
ALTER TABLE members ADD COLUMN preview BOOLEAN NOT NULL DEFAULT false;

-- A preview identity is in no team: it has no upline, and no member may name it as one.
ALTER TABLE members ADD CONSTRAINT members_preview_no_upline CHECK (NOT preview OR parent_id IS NULL);
CREATE FUNCTION members_refuse_preview_upline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM members WHERE id = NEW.parent_id AND preview) THEN
    RAISE EXCEPTION 'A preview identity has no team: % cannot be its downline', NEW.account USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
-- (an upline is set once, at creation: members_parent_fixed refuses any later change)
CREATE TRIGGER members_preview_upline BEFORE INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_refuse_preview_upline();

-- The studio session a preview session was issued to; its sign-out or expiry ends this one too.
ALTER TABLE sessions ADD COLUMN operator_session_id BIGINT REFERENCES operator_sessions (id) ON DELETE CASCADE;
CREATE INDEX sessions_operator_session ON sessions (operator_session_id) WHERE operator_session_id IS NOT NULL;

-- The accounts earlier releases previewed with (studio-preview, studio-preview-agent) were
-- ordinary members with full sessions, and anyone who held one of those tokens may have moved
-- money, bound a phone, set a password or registered downlines with it. They are retired, not
-- turned into preview identities: their ledger and their downlines stay as they are for an
-- operator to review, their sessions end, they cannot sign in, and their invitation codes stop
-- registering downlines. The registration grammar (letters and digits) never made these names.
UPDATE members SET disabled = true WHERE lower(account) IN ('studio-preview', 'studio-preview-agent');
UPDATE sessions SET revoked_at = now()
 WHERE revoked_at IS NULL
   AND member_id IN (SELECT id FROM members WHERE lower(account) IN ('studio-preview', 'studio-preview-agent'));
UPDATE affiliate_codes SET active = false
 WHERE agent_member_id IN (SELECT id FROM members WHERE lower(account) IN ('studio-preview', 'studio-preview-agent'));
