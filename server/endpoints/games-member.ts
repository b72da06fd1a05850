/** A member's own game lists: favourites (ids, games, add, remove) and recently played games. */
import type { Queryable } from '../db/types.ts';
import { defineHandler } from '../http/handler.ts';
import { addCategory, gameByNodeId, GAME_COLUMNS, GAME_FROM, paging, toGame, totalPages, Where, type GameRow } from '../games/queries.ts';
import { cockfightVendorOf } from './games.ts';

type Query = Record<string, string | undefined>;

/** Moves the game to the top of the member's recent list (each game once). */
export async function recordRecentPlay(db: Queryable, memberId: number, gameId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_plays (member_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at, seq = nextval('recent_plays_seq')`,
    [memberId, gameId, now],
  );
}

export const recentGames = defineHandler({
  query: 'api/recentGames.query',
  auth: 'required',
  async handle({ db, tenantId, tenant, member, query }) {
    const q = query as Query;
    const { pageNo, pageSize } = paging(q.page, q.pageSize, 25);
    const where = new Where().add('r.member_id = ?', member.memberId);
    if (q.gameType) addCategory(where, tenantId, q.gameType, cockfightVendorOf(tenant));
    const from = `recent_plays r JOIN ${GAME_FROM} ON g.id = r.game_id`;
    const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${where}`, where.params);
    const limit = where.param(pageSize);
    const offset = where.param((pageNo - 1) * pageSize);
    const rows = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${from} ${where} ORDER BY r.seq DESC LIMIT ${limit} OFFSET ${offset}`, where.params);
    return { list: rows.rows.map(toGame), totalPages: totalPages(counted.rows[0].n, pageSize) };
  },
});

export const recentAdd = defineHandler({
  query: 'api/recentAdd.query',
  auth: 'required',
  async handle({ db, tenantId, member, query, now }) {
    const game = await gameByNodeId(db, tenantId, Number((query as Query).nodeId));
    await recordRecentPlay(db, member.memberId, game.id, now);
    return null;
  },
});

export const favouriteIds = defineHandler({
  query: 'api/favouriteIds.query',
  auth: 'required',
  async handle({ db, member, query }) {
    const q = query as Query;
    const { pageNo, pageSize } = paging(q.pageNo, q.pageSize, 100);
    const counted = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM favourites WHERE member_id = $1', [member.memberId]);
    const rows = await db.query<{ game_id: number }>('SELECT game_id FROM favourites WHERE member_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3', [
      member.memberId,
      pageSize,
      (pageNo - 1) * pageSize,
    ]);
    return { content: rows.rows.map((r) => r.game_id), pageNum: pageNo, totalPages: totalPages(counted.rows[0].n, pageSize) };
  },
});

export const favouriteList = defineHandler({
  query: 'api/favouriteList.query',
  auth: 'required',
  async handle({ db, tenantId, tenant, member, query }) {
    const q = query as Query;
    const { pageNo, pageSize } = paging(q.pageNo, q.pageSize, 25);
    const where = new Where().add('f.member_id = ?', member.memberId);
    if (q.gameType) addCategory(where, tenantId, q.gameType, cockfightVendorOf(tenant));
    const from = `favourites f JOIN ${GAME_FROM} ON g.id = f.game_id`;
    const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${where}`, where.params);
    const limit = where.param(pageSize);
    const offset = where.param((pageNo - 1) * pageSize);
    const rows = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${from} ${where} ORDER BY f.seq DESC LIMIT ${limit} OFFSET ${offset}`, where.params);
    return { content: rows.rows.map(toGame), pageNum: pageNo, totalPages: totalPages(counted.rows[0].n, pageSize) };
  },
});

export const favouriteAdd = defineHandler<{ nodeId: number; vendor?: string }>({
  query: 'api/favouriteAdd.query',
  body: 'api/favouriteAdd.request',
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

export const favouriteRemove = defineHandler<{ nodeId: number }>({
  query: 'api/favouriteRemove.query',
  body: 'api/favouriteRemove.request',
  auth: 'required',
  async handle({ db, member, body }) {
    await db.query('DELETE FROM favourites WHERE member_id = $1 AND game_id = $2', [member.memberId, body.nodeId]);
    return null;
  },
});
