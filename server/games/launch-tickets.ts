/**
 * Launch tickets (issue 26) and the demo game's sessions. A frame or link that SPEC gives the
 * member's token (the game, lottery and task frames, a configured `{token}` link to a trusted
 * origin) gets a ticket instead: 32 random bytes handed to the browser once, inside that address;
 * the database keeps only its SHA-256 (table game_launches, migration 019). It is bound to its
 * member and its launch (a game, or the origin of a task or link page), lasts a minute, and is
 * spent by its first presentation, in the statement that checks it: a ticket presented for another
 * game or by another member is spent and refused, so a leaked address opens nothing twice.
 */
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { createSessionToken, hashSessionToken, isWellFormedToken } from '../security/session-token.ts';

export const TICKET_TTL_MS = 60 * 1000;
const DEMO_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** What a ticket launches: the demo slot or another game, the lottery frame, the task frame, a configured link. */
export type TicketKind = 'game' | 'lottery' | 'task' | 'link';

/**
 * A ticket's launch: a game (games.id) for game and lottery tickets, with the gateway the client
 * reported (SPEC 9.19, server/endpoints/gateway.ts; null: none), or an origin ('' for the site's
 * own pages) for task and link tickets.
 */
export type TicketLaunch =
  { kind: 'game' | 'lottery'; gameId: number; gateway?: number | null } | { kind: 'task' | 'link'; target: string };

const launchInvalid = () =>
  new ApiError(401, 'E_LAUNCH_INVALID', 'This game link has expired or was already used; open the game again from the game list');
const gameSessionExpired = () =>
  new ApiError(401, 'E_GAME_SESSION', 'The game session has expired; open the game again from the game list');

/** Stores a new ticket for the member and launch; returns the ticket. */
export async function issueTicket(db: Queryable, memberId: number, launch: TicketLaunch, now: Date): Promise<string> {
  const ticket = createSessionToken();
  await db.query(
    'INSERT INTO game_launches (token_hash, member_id, kind, game_id, target, gateway, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      hashSessionToken(ticket),
      memberId,
      launch.kind,
      'gameId' in launch ? launch.gameId : null,
      'target' in launch ? launch.target : null,
      'gameId' in launch ? (launch.gateway ?? null) : null,
      now,
      new Date(now.getTime() + TICKET_TTL_MS),
    ],
  );
  return ticket;
}

export interface RedeemedTicket {
  memberId: number;
  kind: TicketKind;
  gameId: number | null;
  target: string | null;
}

/**
 * Spends a ticket of this tenant: 401 E_LAUNCH_INVALID when it is unknown, used, expired, not of
 * one of `kinds`, or bound to another member (`memberId`, the caller's session when it has one)
 * or another game (`gameId`, when the caller names the game it opens).
 */
export async function redeemTicket(
  db: Queryable,
  ticket: string,
  expected: { tenantId: string; kinds: readonly TicketKind[]; memberId?: number; gameId?: number },
  now: Date,
): Promise<RedeemedTicket> {
  if (!isWellFormedToken(ticket)) throw launchInvalid();
  const used = await db.query<{ member_id: number; kind: TicketKind; game_id: number | null; target: string | null }>(
    `UPDATE game_launches SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        AND member_id IN (SELECT id FROM members WHERE tenant_id = $3 AND NOT disabled)
      RETURNING member_id, kind, game_id, target`,
    [hashSessionToken(ticket), now, expected.tenantId],
  );
  const row = used.rows[0];
  if (
    !row ||
    !expected.kinds.includes(row.kind) ||
    (expected.memberId !== undefined && Number(row.member_id) !== expected.memberId) ||
    (expected.gameId !== undefined && Number(row.game_id) !== expected.gameId)
  ) {
    throw launchInvalid();
  }
  return { memberId: Number(row.member_id), kind: row.kind, gameId: row.game_id === null ? null : Number(row.game_id), target: row.target };
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
