/**
 * SPEC 7.29, the lottery centre's calls (SPEC 7, Games: lottery list, lottery menu, numero,
 * Vietnam numero, recent Vietnam lottery), end to end against the running server: every answer
 * against its schema, per tenant (demo carries four lottery vendors, lucky three), the draw
 * advancing when the server's clock passes its close, a drawn draw's numbers the same on every
 * call, the Vietnamese regions on the tenant's (Manila's) day, and hostile queries (400 or 404,
 * never 500). The server's clock starts at 10:02:30 on Friday 27 November 2026 in Manila and only
 * moves forward. Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, startContractServer, type ContractServer } from './support/server.ts';
import type { Lottery } from '../../engine/config/types.gen.ts';

/**
 * 10:00:05 in Manila (UTC+8), nearly five minutes before the 5-minute draws close, so a slow
 * start leaves the first checks inside the draw; the south's provinces draw at 16:15, the
 * centre's at 17:15, the north's at 18:15.
 */
const STARTS_AT = new Date('2026-11-27T02:00:05Z');

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer({ startsAt: STARTS_AT });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface Tab {
  id: string;
  label: string;
  gameCodes: string[];
}
interface Numero {
  gameCode: string;
  numero: string;
  opensAt: string;
  closesAt: string;
  now: string;
  previous: { numero: string; closedAt: string; numbers: string[] };
}

const get = (path: string, tenant = 'demo') => call(server, path, { headers: { 'x-tenant': tenant } });
const listOf = async (tenant = 'demo', language = 'EN'): Promise<Lottery[]> =>
  expectOk(await get(`/api/lottery/list?language=${language}`, tenant), 'api/lotteryList.response').list;
const menuOf = async (tenant = 'demo', language = 'EN'): Promise<Tab[]> =>
  expectOk(await get(`/api/lottery/menu?language=${language}`, tenant), 'api/lotteryMenu.response').list;
const numeroOf = async (gameCode: string, tenant = 'demo'): Promise<Numero> =>
  expectOk(await get(`/api/lottery/numero?gameCode=${gameCode}`, tenant), 'api/lotteryNumero.response');
const byName = (list: Lottery[], name: string, vendor?: string) => list.find((l) => l.name === name && (!vendor || l.vendor === vendor))!;

/** Moves the server's clock to just past `iso` (it only moves forward). */
async function clockPast(iso: string): Promise<void> {
  const now = Date.parse((await numeroOf((await listOf())[0].gameCode)).now);
  const ahead = Date.parse(iso) - now;
  if (ahead >= 0) server.advanceClock(ahead + 1_000);
}

describe('SPEC 7.29 lottery list and menu', () => {
  it("lists the tenant's lotteries, which are its LOTT and ELOTT games, each with its schedule, group and SPEC 9 prize mode", async () => {
    for (const [tenant, vendors] of [
      ['demo', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']],
      ['lucky', ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT']],
    ] as const) {
      const list = await listOf(tenant);
      expect([...new Set(list.map((l) => l.vendor))].sort(), tenant).toEqual([...vendors].sort());
      const games: string[] = [];
      for (const gameType of ['LOTT', 'ELOTT']) {
        const page = expectOk(await get(`/api/games/list?gameType=${gameType}&pageSize=100`, tenant), 'api/gameList.response');
        games.push(...page.games.map((g: { gameCode: string }) => g.gameCode));
      }
      expect(list.map((l) => l.gameCode).sort(), tenant).toEqual(games.sort());
      // both tenants sell ELOTT through TCG_LOTTO_VN: ELOTT prize mode, but SEA for TCG_SEA (SPEC 9)
      for (const lottery of list) expect(lottery.prizeMode, lottery.gameCode).toBe(lottery.vendor === 'TCG_SEA' ? 'SEA' : 'ELOTT');
      for (const lottery of list) {
        if (lottery.drawTime === null) expect(lottery.intervalMinutes).toBeLessThan(1440);
        else expect(lottery.intervalMinutes).toBe(1440);
      }
    }
    const demo = await listOf();
    expect(demo).toHaveLength(56);
    expect(await listOf('lucky')).toHaveLength(44);
    expect(byName(demo, 'Speed Lotto 1 Min')).toMatchObject({ intervalMinutes: 1, drawTime: null, group: 'fast', gameType: 'ELOTT' });
    expect(byName(demo, 'Vietnam Lotto North', 'LOTT')).toMatchObject({ intervalMinutes: 1440, drawTime: '18:15', group: 'vietnam' });
    expect(byName(demo, 'Keno', 'TCG_SEA')).toMatchObject({ group: 'sea', prizeMode: 'SEA', intervalMinutes: 10 });
  });

  it('names the lotteries in the language asked for, else the tenant’s default', async () => {
    const ty = await listOf('demo', 'TY');
    expect(ty.map((l) => l.name)).toContain('Vietnam Lotto Hilaga');
    expect(ty.map((l) => l.name)).toContain('PK10');
    // lucky's default is TY: a language it does not offer gets TY names
    expect((await listOf('lucky', 'JA')).map((l) => l.name)).toContain('Vietnam Lotto Hilaga');
    expect((await listOf('lucky', 'EN')).map((l) => l.name)).toContain('Vietnam Lotto North');
  });

  it('gives the tabs in order, Hot first, each lottery in its own group and every code one of the list', async () => {
    for (const tenant of ['demo', 'lucky']) {
      const list = await listOf(tenant);
      const menu = await menuOf(tenant);
      expect(menu.map((t) => t.id)).toEqual(['hot', 'fast', 'vietnam', 'sea', 'classic']);
      expect(menu.map((t) => t.label)).toEqual(['Hot', 'Fast draws', 'Vietnam', 'Southeast Asia', 'Daily & jackpot']);
      for (const tab of menu.slice(1)) expect(tab.gameCodes, tab.id).toEqual(list.filter((l) => l.group === tab.id).map((l) => l.gameCode));
      // no lottery is marked hot in the seed: the first two of each group
      expect(menu[0].gameCodes).toEqual(menu.slice(1).flatMap((t) => t.gameCodes.slice(0, 2)));
    }
    expect((await menuOf('demo', 'TY')).map((t) => t.label)).toEqual([
      'Patok',
      'Mabilisang bola',
      'Vietnam',
      'Timog-Silangang Asya',
      'Araw-araw at jackpot',
    ]);
  });

  it('puts the lotteries the tenant marks hot in the Hot tab, in their order', async () => {
    const list = await listOf('lucky');
    const picks = [byName(list, 'PK10'), byName(list, 'Thai Lotto')];
    await server.server.db.query(
      `INSERT INTO hot_games (tenant_id, game_id, rank) VALUES ('lucky', $1, 1000), ('lucky', $2, 999)`,
      picks.map((p) => p.nodeId),
    );
    try {
      expect((await menuOf('lucky'))[0]).toMatchObject({ id: 'hot', gameCodes: [picks[1].gameCode, picks[0].gameCode] });
    } finally {
      await server.server.db.query(`DELETE FROM hot_games WHERE tenant_id = 'lucky' AND rank >= 999`);
    }
  });
});

describe('SPEC 7.29 lottery numero', () => {
  it("answers the current draw with its close on the server's clock, and the previous draw's numbers the same on every call", async () => {
    const lucky5d = byName(await listOf(), 'Lucky 5D', 'LOTT');
    const first = await numeroOf(lucky5d.gameCode);
    expect(first.gameCode).toBe(lucky5d.gameCode);
    // 10:00:05 in Manila and after: the 5-minute draw 0121 (10:00 to 10:05) of the 27th
    expect(first.numero).toBe('20261127-0121');
    expect(first.opensAt).toBe('2026-11-27T02:00:00.000Z');
    expect(first.closesAt).toBe('2026-11-27T02:05:00.000Z');
    expect(Date.parse(first.now)).toBeLessThan(Date.parse(first.closesAt));
    expect(first.previous).toMatchObject({ numero: '20261127-0120', closedAt: '2026-11-27T02:00:00.000Z' });
    expect(first.previous.numbers).toHaveLength(5);
    expect(first.previous.numbers.every((n) => /^\d$/.test(n))).toBe(true);
    // no field anywhere holds the open draw's numbers
    expect(Object.keys(first).sort()).toEqual(['closesAt', 'gameCode', 'now', 'numero', 'opensAt', 'previous']);
    const again = await numeroOf(lucky5d.gameCode);
    expect(again.previous).toEqual(first.previous);
    expect(again.numero).toBe(first.numero);
    // another tenant's draw of the same numero has its own numbers
    const luckys = byName(await listOf('lucky'), 'Lucky 5D', 'TCG_LOTTO_VN');
    const mine = byName(await listOf(), 'Lucky 5D', 'TCG_LOTTO_VN');
    const [a, b] = [await numeroOf(luckys.gameCode, 'lucky'), await numeroOf(mine.gameCode)];
    expect(a.previous.numero).toBe(b.previous.numero);
    expect(a.previous.numbers.join('') + b.previous.numbers.join('')).toMatch(/^\d{10}$/);
  });

  it('moves to the next draw when the clock passes the close, and the closed one keeps its numbers', async () => {
    const lottery = byName(await listOf(), 'Fast 3', 'TCG_LOTTO_VN');
    const before = await numeroOf(lottery.gameCode);
    server.advanceClock(Date.parse(before.closesAt) - Date.parse(before.now) + 1_000);
    const after = await numeroOf(lottery.gameCode);
    expect(after.numero).not.toBe(before.numero);
    expect(after.previous.numero).toBe(before.numero);
    expect(after.previous.closedAt).toBe(before.closesAt);
    expect(after.opensAt).toBe(before.closesAt);
    expect(after.previous.numbers.every((n) => /^[1-6]$/.test(n))).toBe(true);
    expect(Number(after.numero.slice(-4))).toBe(Number(before.numero.slice(-4)) + 1);
    // a minute later the same draw is still the current one, with the same last numbers
    server.advanceClock(10_000);
    const later = await numeroOf(lottery.gameCode);
    expect(later.numero).toBe(after.numero);
    expect(later.previous).toEqual(after.previous);
  });

  it('gives every lottery of both tenants a schema-valid numero', async () => {
    for (const tenant of ['demo', 'lucky'])
      for (const lottery of await listOf(tenant)) {
        const numero = await numeroOf(lottery.gameCode, tenant);
        expect(Date.parse(numero.closesAt) - Date.parse(numero.now), lottery.gameCode).toBeGreaterThan(0);
        expect(Date.parse(numero.closesAt) - Date.parse(numero.opensAt), lottery.gameCode).toBe(lottery.intervalMinutes * 60_000);
      }
  });

  it('refuses unknown and hostile game codes with a code, never a 500', async () => {
    expectError(await get('/api/lottery/numero?gameCode=NO_SUCH_LOTTERY'), 404, 'E_NOT_FOUND');
    // a game that is no lottery, and a lottery of demo's LOTT vendor, which lucky does not carry
    const slot = expectOk(await get('/api/games/list?gameType=RNG&pageSize=1'), 'api/gameList.response').games[0].gameCode;
    expectError(await get(`/api/lottery/numero?gameCode=${slot}`), 404, 'E_NOT_FOUND');
    const demoOnly = byName(await listOf(), 'PK10', 'LOTT').gameCode;
    expectError(await get(`/api/lottery/numero?gameCode=${demoOnly}`, 'lucky'), 404, 'E_NOT_FOUND');
    expect(expectError(await get('/api/lottery/numero'), 400, 'E_BAD_REQUEST')).toBe('query.gameCode: is required');
    const nul = await get('/api/lottery/numero?gameCode=LOTT%00');
    expectError(nul, 400, 'E_BAD_CHARACTER');
    expect(nul.json.value).toEqual({ field: 'query.gameCode' });
    expectError(await get('/api/lottery/numero?gameCode=%1B%5B31m'), 400, 'E_BAD_CHARACTER');
    for (const query of [
      `gameCode=${'A'.repeat(5_000)}`,
      `gameCode=${demoOnly}&gameCode=${demoOnly}`,
      "gameCode=x'%20OR%201=1--",
      'gameCode=../../etc/passwd',
      'gameCode=%E2%80%AEabc',
      `gameCode=${demoOnly}&numero=20261127-0001`,
      'gameCode[]=x',
      '__proto__=x&gameCode=x',
    ])
      expectError(await get(`/api/lottery/numero?${query}`), 400, 'E_BAD_REQUEST');
    expectError(await call(server, '/api/lottery/numero?gameCode=x', { method: 'POST', body: {} }), 405, 'E_METHOD');
  });
});

describe('SPEC 7.29 lottery Vietnam numero and recent results', () => {
  const vnNumero = async (region: string, tenant = 'demo') =>
    expectOk(await get(`/api/lottery/vn/numero?region=${region}`, tenant), 'api/vnNumero.response');
  const recent = async (query = '', tenant = 'demo') =>
    expectOk(await get(`/api/lottery/vn/recent${query ? `?${query}` : ''}`, tenant), 'api/recentVnLottery.response');

  it("lists each region's provinces of today, the tenant's Friday, with their numero and close time", async () => {
    const south = await vnNumero('south');
    expect(south).toMatchObject({ region: 'south', date: '2026-11-27' });
    expect(south.list.map((d: { numero: string }) => d.numero)).toEqual(['20261127-VL', '20261127-BD', '20261127-TV']);
    expect(south.list[0]).toMatchObject({
      province: { code: 'VL', name: 'Vĩnh Long' },
      closesAt: '2026-11-27T08:15:00.000Z',
      drawn: false,
    });
    expect((await vnNumero('north')).list).toEqual([
      { province: { code: 'HP', name: 'Hải Phòng' }, numero: '20261127-HP', closesAt: '2026-11-27T10:15:00.000Z', drawn: false },
    ]);
    expect((await vnNumero('central', 'lucky')).list.map((d: { province: { code: string } }) => d.province.code)).toEqual(['GL', 'NT']);
  });

  it('lists the last draws with their prize tiers, newest first, the same on every call; today’s join once drawn', async () => {
    const all = await recent();
    expect(all.list).toHaveLength(6);
    // before 16:15 today's provinces have not drawn: Thursday's north (18:15) comes first
    expect(all.list[0]).toMatchObject({ region: 'north', numero: '20261126-HN', drawnAt: '2026-11-26T10:15:00.000Z' });
    expect(all.list.every((r: { drawnAt: string }) => r.drawnAt < '2026-11-27T08:15:00.000Z')).toBe(true);
    const north = all.list[0];
    expect(north.tiers.map((t: { tier: string }) => t.tier)).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
    ]);
    expect(north.tiers[0].numbers[0]).toMatch(/^\d{5}$/);
    expect((await recent()).list).toEqual(all.list);
    expect((await recent('region=south&limit=2')).list.map((r: { numero: string }) => r.numero)).toEqual(['20261126-TN', '20261126-AG']);
    expect((await recent('limit=20')).list).toHaveLength(20);
    expect((await recent('region=central', 'lucky')).list[0].tiers).toHaveLength(9);

    // past 16:15 the south's provinces have drawn: flagged drawn, first in the results, and the
    // Vietnam Lotto South lottery's last numbers are the special prize of its first province
    await clockPast('2026-11-27T08:15:00Z');
    const south = await vnNumero('south');
    expect(south.list.every((d: { drawn: boolean }) => d.drawn)).toBe(true);
    const latest = (await recent('region=south&limit=3')).list;
    expect(latest.map((r: { numero: string }) => r.numero)).toEqual(['20261127-VL', '20261127-BD', '20261127-TV']);
    const lotto = await numeroOf(byName(await listOf(), 'Vietnam Lotto South', 'TCG_LOTTO_VN').gameCode);
    expect(lotto.previous.numero).toBe('20261127-0001');
    expect(lotto.previous.numbers.join('')).toBe(latest[0].tiers[0].numbers[0]);
    expect(lotto.numero).toBe('20261128-0001');
    // the north has not drawn yet today
    expect((await vnNumero('north')).list[0].drawn).toBe(false);
    expect((await recent('region=north&limit=1')).list[0].numero).toBe('20261126-HN');
  });

  it('refuses a missing or unknown region and a limit out of range (400), never a 500', async () => {
    expect(expectError(await get('/api/lottery/vn/numero'), 400, 'E_BAD_REQUEST')).toBe('query.region: is required');
    for (const query of ['region=east', 'region=North', 'region=south&region=north', `region=${'s'.repeat(4_000)}`, 'region=south&x=1'])
      expectError(await get(`/api/lottery/vn/numero?${query}`), 400, 'E_BAD_REQUEST');
    expectError(await get('/api/lottery/vn/numero?region=south%0A'), 400, 'E_BAD_CHARACTER');
    for (const query of ['limit=0', 'limit=21', 'limit=-1', 'limit=1e3', 'limit=abc', 'limit=5&limit=6', 'region=west'])
      expectError(await get(`/api/lottery/vn/recent?${query}`), 400, 'E_BAD_REQUEST');
    for (const path of [
      '/api/lottery/list?language=%00',
      '/api/lottery/menu?language=EN&language=TY',
      '/api/lottery/list?language=english!',
    ])
      expect((await get(path)).status, path).toBe(400);
  });
});
