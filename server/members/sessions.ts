/** Opening a session for a member: the one place login, trial login, test play and the studio's preview issue tokens. */
import type { Queryable } from '../db/types.ts';
import { createSessionToken, hashSessionToken, sessionTtlMs } from '../security/session-token.ts';

/**
 * Stores a new session (only the token's hash) and records the login time; returns the bearer
 * token. Call it inside a transaction when the member row is created in the same step.
 * `operatorSessionId` binds a preview identity's session to the studio session that asked for
 * it: server/http/auth.ts accepts the token only while that studio session is alive.
 */
export async function openSession(
  tx: Queryable,
  memberId: number,
  remember: boolean,
  now: Date,
  operatorSessionId: number | null = null,
): Promise<string> {
  const token = createSessionToken();
  // The column only when bound, so the insert also runs on a schema from before migration 016.
  const bound = operatorSessionId === null ? [] : [operatorSessionId];
  await tx.query(
    `INSERT INTO sessions (member_id, token_hash, remember, created_at, expires_at, last_seen_at${bound.length ? ', operator_session_id' : ''})
     VALUES ($1, $2, $3, $4, $5, $4${bound.length ? ', $6' : ''})`,
    [memberId, hashSessionToken(token), remember, now, new Date(now.getTime() + sessionTtlMs(remember)), ...bound],
  );
  await tx.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [memberId, now]);
  return token;
}
