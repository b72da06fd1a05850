/** Opens a session for a member: the value login, SMS login and register all answer with. */
import type { LoginResponse } from '../../engine/config/types.gen.ts';
import type { Queryable } from '../db/types.ts';
import type { MemberRow } from '../members/accounts.ts';
import { createSessionToken, hashSessionToken, sessionTtlMs } from '../security/session-token.ts';

/** The login answer with its token, before answerSignIn (server/http/session-cookie.ts) decides who sees it. */
export type SessionValue = LoginResponse & { token: string };

type Transactional = Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };

/** Stores a new session (hash only) and records the login time. */
export async function signIn(db: Transactional, tenantId: string, member: MemberRow, remember: boolean, now: Date): Promise<SessionValue> {
  const token = createSessionToken();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO sessions (member_id, token_hash, remember, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      member.id,
      hashSessionToken(token),
      remember,
      now,
      new Date(now.getTime() + sessionTtlMs(remember)),
    ]);
    await tx.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [member.id, now]);
  });
  return {
    token,
    merchantCode: tenantId,
    id: Number(member.id),
    userName: member.account,
    type: member.type,
    firstTimeLogin: member.last_login_at === null,
  };
}

/** Revokes every open session of a member (after a password reset). */
export async function revokeAllSessions(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [memberId, now]);
}
