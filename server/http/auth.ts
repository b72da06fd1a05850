/**
 * Session authentication: the token's SHA-256 must name a live session of this tenant. The token
 * comes from the Authorization header when there is one (`Bearer <token>`: API clients and tests),
 * else from the session cookie the browser holds (server/http/session-cookie.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/types.ts';
import { hashSessionToken, isWellFormedToken } from '../security/session-token.ts';
import { apiErrors } from './api-error.ts';
import { sessionCookieToken } from './session-cookie.ts';

/** How often a session's last_seen_at is written. */
const SEEN_WRITE_MS = 60_000;

export interface AuthedMember {
  sessionId: number;
  memberId: number;
  account: string;
  type: number;
  /** a studio preview identity: it may read, and every change is refused (server/http/preview-guard.ts) */
  preview: boolean;
  /** where the token came from: a state change by cookie passes the CSRF check (server/http/csrf.ts) */
  via: 'bearer' | 'cookie';
  /** the columns of the handler's `withSession` read, when it has one */
  read?: Record<string, unknown>;
}

/** The bearer token of the request, null when there is no Authorization header. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

interface SessionRow {
  session_id: number;
  member_id: number;
  account: string;
  type: number;
  preview: boolean;
  /** last_seen_at is within SEEN_WRITE_MS of now (compared in the statement: no date crosses to here) */
  seen_recently: boolean;
}

/** The session check's columns, by name: a `withSession` read may not use them. */
const SESSION_COLUMNS = new Set(['session_id', 'member_id', 'account', 'type', 'preview', 'seen_recently']);

/**
 * The session check's statement, with a handler's `withSession` columns: made once per
 * `withSession` text, so every request hands the engine the same string (its prepared-statement
 * lookup then hashes nothing).
 */
const sessionStatements = new Map<string, string>();
function sessionStatement(withSession = ''): string {
  let sql = sessionStatements.get(withSession);
  if (sql === undefined) {
    sql = `SELECT s.id AS session_id, m.id AS member_id, m.account, m.type, m.preview, coalesce(s.last_seen_at > $4, false) AS seen_recently${withSession ? `, ${withSession}` : ''}
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND m.tenant_id = $3 AND NOT m.disabled
        AND (NOT m.preview OR EXISTS (SELECT 1 FROM operator_sessions os JOIN operators o ON o.id = os.operator_id
                                       WHERE os.id = s.operator_session_id AND os.revoked_at IS NULL AND os.expires_at > $2 AND NOT o.disabled))`;
    sessionStatements.set(withSession, sql);
  }
  return sql;
}

/**
 * The live session of a token, with the `withSession` columns. A preview identity's session is
 * alive only while the studio session it was issued to is (not revoked, not expired, its
 * operator not disabled): checked in the same statement, so signing out of the studio ends it.
 * The studio's rows are looked at only for a preview identity (the EXISTS after `NOT m.preview OR`
 * is not run for a member): joined for every session they cost the wallet read, the busiest
 * call, a sixth of its time in the database.
 */
async function liveSession(db: Queryable, token: string, tenantId: string, now: Date, withSession?: string) {
  const at = now.getTime();
  // times as ISO text: the engines' own Date formatting (local offsets) cost more than the statement's parse of it
  const found = await db.query<SessionRow & Record<string, unknown>>(sessionStatement(withSession), [
    hashSessionToken(token),
    new Date(at).toISOString(),
    tenantId,
    new Date(at - SEEN_WRITE_MS).toISOString(),
  ]);
  return found.rows[0];
}

/**
 * The member behind the request's token; null when no token was sent. A malformed, unknown,
 * expired or revoked Bearer token, or one from another tenant, is 401 E_UNAUTHORIZED. A session
 * cookie that names no live session of this tenant counts as none: the caller is a guest (a
 * call that needs a member is then 401 as for any guest), so an ended session, or another
 * tenant's on a shared development host, never breaks a guest's page.
 *
 * `withSession` is SQL select-list text over the member row `m` (a constant of the handler, never
 * request input): its columns are read in the same statement as the session, so an endpoint
 * like the wallet read costs one round trip to the database instead of two.
 */
export async function authenticate(
  db: Queryable,
  req: IncomingMessage,
  tenantId: string,
  now: Date,
  withSession?: string,
): Promise<AuthedMember | null> {
  const bearer = bearerToken(req);
  const token = bearer ?? sessionCookieToken(req);
  if (token === undefined) return null;
  const via = bearer === null ? 'cookie' : 'bearer';
  if (!isWellFormedToken(token)) {
    if (via === 'cookie') return null;
    throw apiErrors.unauthorized();
  }
  const row = await liveSession(db, token, tenantId, now, withSession);
  if (!row) {
    if (via === 'cookie') return null;
    throw apiErrors.unauthorized();
  }
  // Presence for the agents' online counts: at most one write a minute per session.
  if (!row.seen_recently) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now]);
  }
  const member: AuthedMember = {
    sessionId: row.session_id,
    memberId: row.member_id,
    account: row.account,
    type: row.type,
    preview: row.preview === true,
    via,
  };
  if (withSession) member.read = Object.fromEntries(Object.entries(row).filter(([name]) => !SESSION_COLUMNS.has(name)));
  return member;
}

/**
 * Whether the request carries the token of a live preview session, for calls that do not look at
 * the session (auth "none"): a preview frame is refused those changes too. Any other token, or a
 * malformed one, is not this call's business and answers false.
 */
export async function carriesPreviewToken(db: Queryable, req: IncomingMessage, tenantId: string, now: Date): Promise<boolean> {
  const token = bearerToken(req);
  if (!token || !isWellFormedToken(token)) return false;
  return (await liveSession(db, token, tenantId, now))?.preview === true;
}
