/**
 * One-time launch tokens and the demo game's sessions. A launch token is 32 random bytes handed
 * to the browser once, inside the game address; the database keeps only its SHA-256. Redeeming
 * it marks it used in the same statement that checks it, so it opens at most one game session.
 */
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { createSessionToken, hashSessionToken, isWellFormedToken } from '../security/session-token.ts';

export const LAUNCH_TTL_MS = 5 * 60 * 1000;
export const DEMO_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export const launchInvalid = () =>
  new ApiError(401, 'E_LAUNCH_INVALID', 'This game link has expired or was already used; open the game again from the game list');
export const gameSessionExpired = () =>
  new ApiError(401, 'E_GAME_SESSION', 'The game session has expired; open the game again from the game list');

/** Stores a new launch token for the member and game; returns the token. */
export async function createLaunchToken(db: Queryable, memberId: number, gameId: number, now: Date): Promise<string> {
  const token = createSessionToken();
  await db.query('INSERT INTO game_launches (token_hash, member_id, game_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashSessionToken(token),
    memberId,
    gameId,
    now,
    new Date(now.getTime() + LAUNCH_TTL_MS),
  ]);
  return token;
}

/** Uses a launch token of this tenant once; 401 E_LAUNCH_INVALID when unknown, used or expired. */
export async function redeemLaunchToken(
  db: Queryable,
  token: string,
  tenantId: string,
  now: Date,
): Promise<{ memberId: number; gameId: number }> {
  if (!isWellFormedToken(token)) throw launchInvalid();
  const used = await db.query<{ member_id: number; game_id: number }>(
    `UPDATE game_launches SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        AND member_id IN (SELECT id FROM members WHERE tenant_id = $3 AND NOT disabled)
      RETURNING member_id, game_id`,
    [hashSessionToken(token), now, tenantId],
  );
  const row = used.rows[0];
  if (!row) throw launchInvalid();
  return { memberId: row.member_id, gameId: row.game_id };
}

/** Opens a demo game session; returns its token. */
export async function openGameSession(db: Queryable, memberId: number, gameId: number, now: Date): Promise<string> {
  const token = createSessionToken();
  await db.query('INSERT INTO demo_game_sessions (token_hash, member_id, game_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashSessionToken(token),
    memberId,
    gameId,
    now,
    new Date(now.getTime() + DEMO_SESSION_TTL_MS),
  ]);
  return token;
}

/** The member and game of a live demo session of this tenant, or 401 E_GAME_SESSION. */
export async function findGameSession(
  db: Queryable,
  token: string,
  tenantId: string,
  now: Date,
): Promise<{ memberId: number; gameId: number }> {
  if (!isWellFormedToken(token)) throw gameSessionExpired();
  const found = await db.query<{ member_id: number; game_id: number }>(
    `SELECT s.member_id, s.game_id FROM demo_game_sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND m.tenant_id = $3 AND NOT m.disabled`,
    [hashSessionToken(token), now, tenantId],
  );
  const row = found.rows[0];
  if (!row) throw gameSessionExpired();
  return { memberId: row.member_id, gameId: row.game_id };
}
