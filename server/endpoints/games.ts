/** The public game catalogue: game list, hot games, winner board and jackpots. */
import type { TenantConfig } from '../../engine/config/types.ts';
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { defineEndpoint } from '../http/handler.ts';
import { addCategory, decimalToCents, GAME_COLUMNS, GAME_FROM, paging, toGame, totalPages, Where, type GameRow } from '../games/queries.ts';
import { formatCents } from '../../engine/grammar/money.ts';

/** The tenant's cockfight vendor (platform.cockfightVendor), whose games leave SPORTS for COCKFIGHT. */
export function cockfightVendorOf(tenant: TenantConfig): string {
  return (tenant as { platform?: { cockfightVendor?: string } }).platform?.cockfightVendor ?? 'DS88';
}

export const gameList = defineEndpoint('gameList', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const { pageNo, pageSize } = paging(query.pageNo, query.pageSize, 30);
    const where = new Where().add('g.tenant_id = ?', tenantId);
    addCategory(where, tenantId, query.gameType, cockfightVendorOf(tenant));
    if (query.vassalage) where.add('g.vassalage = ?', query.vassalage);
    const name = query.gameName?.trim();
    if (name) where.add('strpos(lower(g.game_name), lower(?)) > 0', name);
    if (query.gameClassify) where.add('g.game_classify = ?', query.gameClassify);
    if (query.minBet) where.add('g.min_bet_cents <= ?', decimalToCents(query.minBet));
    if (query.minLine) where.add('g.min_line >= ?', Number(query.minLine));
    const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games g ${where.sql}`, where.params);
    const total = counted.rows[0].n;
    const limit = where.param(pageSize);
    const offset = where.param((pageNo - 1) * pageSize);
    const rows = await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ${where.sql} ORDER BY g.sort_order, g.id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return { games: rows.rows.map(toGame), pageNum: pageNo, totalPages: totalPages(total, pageSize), total };
  },
});

export const hotGames = defineEndpoint('hotGames', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const q = query;
    const { pageNo, pageSize } = paging(q.pageNo, q.pageSize, 30);
    const where = new Where().add('h.tenant_id = ?', tenantId);
    if (q.gameType) addCategory(where, tenantId, q.gameType, cockfightVendorOf(tenant));
    if (q.vendor) where.add('g.vassalage = ?', q.vendor);
    const from = `hot_games h JOIN ${GAME_FROM} ON g.id = h.game_id`;
    const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${where.sql}`, where.params);
    const limit = where.param(pageSize);
    const offset = where.param((pageNo - 1) * pageSize);
    const rows = await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM ${from} ${where.sql} ORDER BY h.rank, g.id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return { list: rows.rows.map(toGame), totalPages: totalPages(counted.rows[0].n, pageSize) };
  },
});

/** "delmario" -> "de***o": enough to recognise oneself, not enough to find the account. */
function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export const winnerBoard = defineEndpoint('winnerBoard', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const q = query;
    const where = new Where().add('w.tenant_id = ?', tenantId);
    if (q.gameCategory && q.gameCategory !== 'ALL') addCategory(where, tenantId, q.gameCategory, cockfightVendorOf(tenant));
    const limit = where.param(q.limitNum ? Number(q.limitNum) : 100);
    const rows = await db.query<{
      customer_name: string;
      game_name: string;
      win_cents: number;
      game_type: string;
      vassalage: string;
      game_id: string;
      id: number;
    }>(
      `SELECT w.customer_name, g.game_name, w.win_cents, g.game_type, g.vassalage, g.game_id, g.id
         FROM winners w JOIN games g ON g.id = w.game_id ${where.sql} ORDER BY w.won_at DESC, w.id DESC LIMIT ${limit}`,
      where.params,
    );
    return {
      list: rows.rows.map((r) => ({
        vo: {
          customerName: maskAccount(r.customer_name),
          gameName: r.game_name,
          winAmount: formatCents(r.win_cents),
          gameCategory: r.game_type,
          vendor: r.vassalage,
          gameId: r.game_id,
          nodeId: r.id,
        },
      })),
    };
  },
});

export const jackpots = defineEndpoint('jackpots', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const languages = contentLanguages(tenant.languages, query.language);
    const rows = await db.query<{ vendor: string; name: LocalizedText; amount_cents: number }>(
      'SELECT vendor, name, amount_cents FROM jackpots WHERE tenant_id = $1 ORDER BY sort_order, id',
      [tenantId],
    );
    return { list: rows.rows.map((r) => ({ vendor: r.vendor, name: textIn(r.name, languages), amount: formatCents(r.amount_cents) })) };
  },
});
