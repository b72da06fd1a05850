/**
 * The lottery centre's calls (SPEC 7.29; SPEC 7, Games: "lottery list, lottery menu, numero,
 * Vietnam numero, recent Vietnam lottery"): the tenant's lotteries and the centre's tabs, a
 * lottery's current draw with the last one's numbers, and the Vietnamese regional draws of today
 * with their recent results. Nothing is stored: draws follow from the schedules on the tenant's
 * clock and their numbers from the servers' secret (server/games/lottery-draws.ts).
 */
import { prizeModeOf } from '../../engine/config/prize-mode.ts';
import { contentLanguages, textIn } from '../content/localized-text.ts';
import type { Db } from '../db/types.ts';
import { lotteryDrawSecret } from '../games/draw-secret.ts';
import { HOT_PER_GROUP, LOTTERY_GROUPS, lotteryKindOf, lotteryName, MENU_LABELS, VN_REGIONS } from '../games/lottery-catalogue.ts';
import { currentDraw, drawNumbers, previousDraw, recentVnDraws, vnDrawsOn, vnResult } from '../games/lottery-draws.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint, type AnswerOf } from '../http/handler.ts';
import { localDate, tenantTimeZone } from '../time/zone.ts';

interface LotteryRow {
  id: number;
  game_code: string;
  game_id: string;
  game_type: 'LOTT' | 'ELOTT';
  game_name: string;
  vassalage: string;
  display_name: string;
  lotto_mode: string | null;
}

/** The tenant's lotteries: its games of the lottery categories, in the catalogue's order. */
async function lotteriesOf(db: Db, tenantId: string): Promise<LotteryRow[]> {
  const found = await db.query<LotteryRow>(
    `SELECT g.id, g.game_code, g.game_id, g.game_type, g.game_name, g.vassalage, v.display_name, g.lotto_mode
       FROM games g JOIN vendors v ON v.id = g.vendor_id
      WHERE g.tenant_id = $1 AND g.game_type IN ('LOTT', 'ELOTT')
      ORDER BY v.category_order, v.sort_order, g.sort_order, g.id`,
    [tenantId],
  );
  return found.rows;
}

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const lotteryList = defineEndpoint('lotteryList', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const languages = contentLanguages(tenant.languages, query.language);
    const elott = await db.query<{ vassalage: string }>(`SELECT vassalage FROM vendors WHERE tenant_id = $1 AND game_category = 'ELOTT'`, [
      tenantId,
    ]);
    const elottVendors = elott.rows.map((r) => r.vassalage);
    const list: AnswerOf<'lotteryList'>['list'] = (await lotteriesOf(db, tenantId)).map((row) => {
      const { schedule, group } = lotteryKindOf(row.game_name, row.vassalage);
      return {
        gameCode: row.game_code,
        gameId: row.game_id,
        nodeId: Number(row.id),
        gameType: row.game_type,
        vendor: row.vassalage,
        vendorName: row.display_name,
        name: textIn(lotteryName(row.game_name), languages),
        prizeMode: prizeModeOf(row.vassalage, elottVendors),
        lottoMode: row.lotto_mode,
        intervalMinutes: schedule.kind === 'interval' ? schedule.minutes : 1440,
        drawTime: schedule.kind === 'daily' ? hhmm(schedule.minute) : null,
        group,
      };
    });
    return { list };
  },
});

export const lotteryMenu = defineEndpoint('lotteryMenu', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const languages = contentLanguages(tenant.languages, query.language);
    const lotteries = (await lotteriesOf(db, tenantId)).map((row) => ({
      gameCode: row.game_code,
      group: lotteryKindOf(row.game_name, row.vassalage).group,
    }));
    const marked = await db.query<{ game_code: string }>(
      `SELECT g.game_code FROM hot_games h JOIN games g ON g.id = h.game_id
        WHERE h.tenant_id = $1 AND g.game_type IN ('LOTT', 'ELOTT') ORDER BY h.rank, g.id`,
      [tenantId],
    );
    const codesOf = (group: string) => lotteries.filter((l) => l.group === group).map((l) => l.gameCode);
    // Hot: what the tenant marked hot, else the first lotteries of each group, so the tab shows every kind.
    const hot =
      marked.rows.length > 0 ? marked.rows.map((r) => r.game_code) : LOTTERY_GROUPS.flatMap((g) => codesOf(g).slice(0, HOT_PER_GROUP));
    const tabs = [{ id: 'hot' as const, gameCodes: hot }, ...LOTTERY_GROUPS.map((id) => ({ id, gameCodes: codesOf(id) }))].filter(
      (tab) => tab.gameCodes.length > 0,
    );
    return { list: tabs.map((tab) => ({ id: tab.id, label: textIn(MENU_LABELS[tab.id], languages), gameCodes: tab.gameCodes })) };
  },
});

export const lotteryNumero = defineEndpoint('lotteryNumero', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query, now }) {
    const found = await db.query<{ game_name: string; vassalage: string }>(
      `SELECT game_name, vassalage FROM games WHERE tenant_id = $1 AND game_code = $2 AND game_type IN ('LOTT', 'ELOTT')`,
      [tenantId, query.gameCode],
    );
    const game = found.rows[0];
    if (!game) throw apiErrors.notFound(`No lottery ${query.gameCode}`);
    const kind = lotteryKindOf(game.game_name, game.vassalage);
    const timeZone = tenantTimeZone(tenant);
    const draw = currentDraw(kind.schedule, now, timeZone);
    const previous = previousDraw(kind.schedule, draw, timeZone);
    // The previous draw closed when the current one opened, at or before now: it has its numbers.
    const numbers = drawNumbers(lotteryDrawSecret(), tenantId, query.gameCode, kind, previous, now, timeZone);
    if (!numbers) throw new Error(`lottery ${query.gameCode}: draw ${previous.numero} has no numbers at ${now.toISOString()}`);
    return {
      gameCode: query.gameCode,
      numero: draw.numero,
      opensAt: draw.opensAt.toISOString(),
      closesAt: draw.closesAt.toISOString(),
      now: now.toISOString(),
      previous: { numero: previous.numero, closedAt: previous.closesAt.toISOString(), numbers },
    };
  },
});

export const vnNumero = defineEndpoint('vnNumero', {
  auth: 'none',
  async handle({ tenant, query, now }) {
    const timeZone = tenantTimeZone(tenant);
    const date = localDate(now, timeZone);
    return {
      region: query.region,
      date,
      now: now.toISOString(),
      list: vnDrawsOn(query.region, date, timeZone).map((draw) => ({
        province: draw.province,
        numero: draw.numero,
        closesAt: draw.closesAt.toISOString(),
        drawn: draw.closesAt <= now,
      })),
    };
  },
});

/** How many draws recentVnLottery lists without a limit. */
const RECENT_VN_DEFAULT = 6;

export const recentVnLottery = defineEndpoint('recentVnLottery', {
  auth: 'none',
  async handle({ tenantId, tenant, query, now }) {
    const regions = query.region ? [query.region] : VN_REGIONS;
    const draws = recentVnDraws(regions, now, tenantTimeZone(tenant), query.limit ? Number(query.limit) : RECENT_VN_DEFAULT);
    return {
      list: draws.map((draw) => ({
        region: draw.region,
        province: draw.province,
        numero: draw.numero,
        drawnAt: draw.closesAt.toISOString(),
        // recentVnDraws lists drawn draws only, so each has its tiers
        tiers: vnResult(lotteryDrawSecret(), tenantId, draw, now) ?? [],
      })),
    };
  },
});
