/** Opening a session for a member: the one place login, trial login and test play issue tokens. */
import type { Queryable } from '../db/types.ts';
import { createSessionToken, hashSessionToken, sessionTtlMs } from '../security/session-token.ts';

/**
 * Stores a new session (only the token's hash) and records the login time; returns the bearer
 * token. Call it inside a transaction when the member row is created in the same step.
 */
export async function openSession(tx: Queryable, memberId: number, remember: boolean, now: Date): Promise<string> {
  const token = createSessionToken();
  await tx.query(
    'INSERT INTO sessions (member_id, token_hash, remember, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $4)',
    [memberId, hashSessionToken(token), remember, now, new Date(now.getTime() + sessionTtlMs(remember))],
  );
  await tx.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [memberId, now]);
  return token;
}
