/** A member's own game lists: favourites (ids, games, add, remove) and recently played games. */
import type { Queryable } from '../db/types.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import { defineEndpoint } from '../http/handler.ts';
import {
  addCategory,
  gameByNodeId,
  GAME_COLUMNS,
  GAME_FROM,
  paging,
  toGame,
  totalPages,
  Where,
  type Game,
  type GameRow,
  type Paging,
} from '../games/queries.ts';
import { cockfightVendorOf } from './games.ts';

/** Moves the game to the top of the member's recent list (each game once). */
export async function recordRecentPlay(db: Queryable, memberId: number, gameId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_plays (member_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at, seq = nextval('recent_plays_seq')`,
    [memberId, gameId, now],
  );
}

/** The member's lists of games, each a table of (member_id, game_id, seq) kept newest first. */
const MEMBER_LISTS = { recent: 'recent_plays', favourites: 'favourites' } as const;

/** One page of a member's list of games, newest first, optionally of one category (`gameType`). */
async function memberGamesPage(
  { db, tenantId, tenant, memberId }: { db: Queryable; tenantId: string; tenant: TenantConfig; memberId: number },
  list: keyof typeof MEMBER_LISTS,
  { pageNo, pageSize }: Paging,
  gameType: string | undefined,
): Promise<{ games: Game[]; totalPages: number }> {
  const where = new Where().add('l.member_id = ?', memberId);
  if (gameType) addCategory(where, tenantId, gameType, cockfightVendorOf(tenant));
  const from = `${MEMBER_LISTS[list]} l JOIN ${GAME_FROM} ON g.id = l.game_id`;
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${where.sql}`, where.params);
  const limit = where.param(pageSize);
  const offset = where.param((pageNo - 1) * pageSize);
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${from} ${where.sql} ORDER BY l.seq DESC LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { games: rows.rows.map(toGame), totalPages: totalPages(counted.rows[0].n, pageSize) };
}

export const recentGames = defineEndpoint('recentGames', {
  auth: 'required',
  async handle({ db, tenantId, tenant, member, query }) {
    const q = query;
    const { games, totalPages } = await memberGamesPage(
      { db, tenantId, tenant, memberId: member.memberId },
      'recent',
      paging(q.page, q.pageSize, 25),
      q.gameType,
    );
    return { list: games, totalPages };
  },
});

export const recentAdd = defineEndpoint('recentAdd', {
  auth: 'required',
  // a GET that writes: a preview identity is refused
  preview: 'refused',
  async handle({ db, tenantId, member, query, now }) {
    const game = await gameByNodeId(db, tenantId, Number(query.nodeId));
    await recordRecentPlay(db, member.memberId, game.id, now);
    return null;
  },
});

export const favouriteIds = defineEndpoint('favouriteIds', {
  auth: 'required',
  async handle({ db, member, query }) {
    const q = query;
    const { pageNo, pageSize } = paging(q.pageNo, q.pageSize, 100);
    const counted = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM favourites WHERE member_id = $1', [member.memberId]);
    const rows = await db.query<{ game_id: number }>(
      'SELECT game_id FROM favourites WHERE member_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3',
      [member.memberId, pageSize, (pageNo - 1) * pageSize],
    );
    return { content: rows.rows.map((r) => r.game_id), pageNum: pageNo, totalPages: totalPages(counted.rows[0].n, pageSize) };
  },
});

export const favouriteList = defineEndpoint('favouriteList', {
  auth: 'required',
  async handle({ db, tenantId, tenant, member, query }) {
    const q = query;
    const page = paging(q.pageNo, q.pageSize, 25);
    const { games, totalPages } = await memberGamesPage(
      { db, tenantId, tenant, memberId: member.memberId },
      'favourites',
      page,
      q.gameType,
    );
    return { content: games, pageNum: page.pageNo, totalPages };
  },
});

export const favouriteAdd = defineEndpoint('favouriteAdd', {
  auth: 'required',
  async handle({ db, tenantId, member, body, now }) {
    const { nodeId, vendor } = body;
    const game = await gameByNodeId(db, tenantId, nodeId);
    await db.query('INSERT INTO favourites (member_id, game_id, vendor, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      member.memberId,
      game.id,
      vendor ?? game.vassalage,
      now,
    ]);
    return null;
  },
});

export const favouriteRemove = defineEndpoint('favouriteRemove', {
  auth: 'required',
  async handle({ db, member, body }) {
    await db.query('DELETE FROM favourites WHERE member_id = $1 AND game_id = $2', [member.memberId, body.nodeId]);
    return null;
  },
});
