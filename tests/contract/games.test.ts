/** The games API: catalogue lists, filters and paging, artwork, hot games, winners, jackpots, favourites, recent, launch, trial. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { insertMember } from '../../server/members/accounts.ts';
import { openSession } from '../../server/members/sessions.ts';
import { call, expectError, expectOk, loginToken, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
let demoToken: string;

beforeAll(async () => {
  server = await startContractServer();
  demoToken = await loginToken(server, 'demo', 'demo1234');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string, token?: string, tenant?: string) => call(server, path, { token, headers: tenant ? { 'x-tenant': tenant } : {} });
const send = (method: string, path: string, body: unknown, token?: string, tenant?: string) =>
  call(server, path, { method, body, token, headers: tenant ? { 'x-tenant': tenant } : {} });

async function list(query: string, tenant?: string) {
  return expectOk(await get(`/api/games/list?${query}`, undefined, tenant), 'api/gameList.response');
}

/** A new member's session (made directly: scrypt hashing for every test member would be slow). */
async function memberToken(tenant = 'demo'): Promise<string> {
  const db = server.server.db;
  const id = await insertMember(
    db,
    { tenantId: tenant, account: `g_${randomBytes(6).toString('hex')}`, password: '', type: 0 },
    'scrypt$unusable',
  );
  return db.transaction((tx) => openSession(tx, id, false, new Date()));
}

async function dbCount(sql: string, params: unknown[]): Promise<number> {
  return (await server.server.db.query<{ n: number }>(sql, params)).rows[0].n;
}

describe('gameList', () => {
  it('pages a category with the default size of 30', async () => {
    const total = await dbCount(`SELECT count(*)::int AS n FROM games WHERE tenant_id = 'demo' AND game_type = 'RNG'`, []);
    expect(total).toBeGreaterThanOrEqual(1000);
    const first = await list('gameType=RNG&language=EN&platform=html5&clientType=2');
    expect(first.games).toHaveLength(30);
    expect(first).toMatchObject({ pageNum: 1, total, totalPages: Math.ceil(total / 30) });
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}&pageSize=30`);
    expect(last.games.length).toBe(total - 30 * (first.totalPages - 1));
    expect((await list(`gameType=RNG&pageNo=${first.totalPages + 1}`)).games).toEqual([]);
    const second = await list('gameType=RNG&pageNo=2&pageSize=30');
    const ids = new Set([...first.games, ...second.games].map((g: { nodeId: number }) => g.nodeId));
    expect(ids.size).toBe(60);
  });

  it('serves every category of SPEC section 1 with several vendors, and at least 1,500 games a tenant', async () => {
    for (const tenant of ['demo', 'lucky']) {
      expect(await dbCount('SELECT count(*)::int AS n FROM games WHERE tenant_id = $1', [tenant])).toBeGreaterThanOrEqual(1500);
      for (const gameType of ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']) {
        const page = await list(`gameType=${gameType}&pageSize=100`, tenant);
        expect(page.total, `${tenant} ${gameType}`).toBeGreaterThan(0);
        const vendors = new Set(page.games.map((g: { vassalage: string }) => g.vassalage));
        expect(vendors.size, `${tenant} ${gameType} vendors`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('reads ESPORTS as SPORTS and splits the cockfight vendor out of SPORTS', async () => {
    const sports = await list('gameType=SPORTS&pageSize=100');
    const esports = await list('gameType=ESPORTS&pageSize=100');
    expect(esports).toEqual(sports);
    const types = new Set(sports.games.map((g: { gameType: string }) => g.gameType));
    expect(types).toEqual(new Set(['SPORTS', 'ESPORTS']));
    expect(sports.games.some((g: { accountTypeName: string }) => g.accountTypeName === 'DS88')).toBe(false);
    for (const code of ['AV', 'AI', 'IMES', 'TF', 'IA'])
      expect(
        sports.games.some((g: { vassalage: string }) => g.vassalage === code),
        code,
      ).toBe(true);
    const cockfight = await list('gameType=COCKFIGHT&pageSize=100');
    const ds88InSports = await dbCount(
      `SELECT count(*)::int AS n FROM games WHERE tenant_id = 'demo' AND game_type = 'SPORTS' AND account_type_name = 'DS88'`,
      [],
    );
    expect(ds88InSports).toBeGreaterThan(0);
    expect(cockfight.games.filter((g: { gameType: string }) => g.gameType === 'SPORTS')).toHaveLength(ds88InSports);
    expect(
      cockfight.games.every(
        (g: { accountTypeName: string; gameType: string }) => g.accountTypeName === 'DS88' || g.gameType === 'COCKFIGHT',
      ),
    ).toBe(true);
  });

  it('filters by vendor, trimmed case-insensitive name, class, minimum bet and lines', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.total).toBeGreaterThan(0);
    expect(pg.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);

    const named = await list(`gameType=RNG&gameName=${encodeURIComponent('  gOLDen ')}&pageSize=100`);
    const expected = await dbCount(
      `SELECT count(*)::int AS n FROM games WHERE tenant_id = 'demo' AND game_type = 'RNG' AND game_name ILIKE '%golden%'`,
      [],
    );
    expect(named.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(named.games.every((g: { gameName: string }) => g.gameName.toLowerCase().includes('golden'))).toBe(true);

    const megaways = await list('gameType=RNG&gameClassify=megaways&pageSize=100');
    expect(megaways.total).toBeGreaterThan(0);
    expect(megaways.games.every((g: { gameName: string }) => g.gameName.endsWith('Megaways'))).toBe(true);

    const cheap = await list('gameType=RNG&minBet=0.2&minLine=25&pageSize=100');
    expect(cheap.total).toBeGreaterThan(0);
    const rows = await server.server.db.query<{ min_bet_cents: number; min_line: number }>(
      'SELECT min_bet_cents, min_line FROM games WHERE id = ANY($1::bigint[])',
      [cheap.games.map((g: { nodeId: number }) => g.nodeId)],
    );
    expect(rows.rows.every((r) => r.min_bet_cents <= 20 && r.min_line >= 25)).toBe(true);
    const all = await dbCount(
      `SELECT count(*)::int AS n FROM games WHERE tenant_id = 'demo' AND game_type = 'RNG' AND min_bet_cents <= 20 AND min_line >= 25`,
      [],
    );
    expect(cheap.total).toBe(all);

    expect(await list('gameType=RNG&gameName=zzzz-no-such-game')).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('is scoped to the tenant', async () => {
    const lucky = await list('gameType=RNG&pageSize=100', 'lucky');
    expect(new Set(lucky.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['PG', 'JILI']));
    const demoIds = new Set((await list('gameType=RNG&pageSize=100')).games.map((g: { nodeId: number }) => g.nodeId));
    expect(lucky.games.some((g: { nodeId: number }) => demoIds.has(g.nodeId))).toBe(false);
  });

  it.each([
    ['', 'query.gameType: is required'],
    ['gameType=BINGO', 'query.gameType: must be one of'],
    ['gameType=RNG&pageSize=0', 'query.pageSize'],
    ['gameType=RNG&pageSize=101', 'query.pageSize'],
    ['gameType=RNG&pageNo=abc', 'query.pageNo'],
    ['gameType=RNG&minBet=-1', 'query.minBet'],
    ['gameType=RNG&gameType=LIVE', 'query.gameType'],
    ['gameType=RNG&color=red', 'query.color: is not allowed'],
  ])('refuses bad input %s with 400', async (query, message) => {
    expect(expectError(await get(`/api/games/list?${query}`), 400, 'E_BAD_REQUEST')).toContain(message);
  });
});

describe('game artwork', () => {
  it('draws a cacheable SVG with the initials, the same each time, and nothing external', async () => {
    const game = (await list('gameType=RNG&pageSize=1')).games[0];
    expect(game.iconUrl).toBe(`/assets/games/${game.gameCode}.svg`);
    expect(game.mobileLargeIcon).toBe(game.iconUrl);
    const first = await get(game.iconUrl);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toContain('max-age=86400');
    const initials = game.gameName
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w: string) => w[0].toUpperCase())
      .join('');
    expect(first.text).toContain(`>${initials}</text>`);
    expect(first.text).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect((await get(game.iconUrl)).text).toBe(first.text);
    const again = await call(server, game.iconUrl, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    const other = (await list('gameType=LIVE&pageSize=1')).games[0];
    expect((await get(other.iconUrl)).text).not.toBe(first.text);
  });

  it('answers 404 for a code the tenant does not have or a malformed name', async () => {
    expect((await get('/assets/games/NOPE_RNG_9999.svg')).status).toBe(404);
    expect((await get('/assets/games/..%2Fsecret.svg')).status).toBe(404);
  });
});

describe('hotGames, winnerBoard, jackpots', () => {
  it('lists about 20 hot games, filtered by category and vendor', async () => {
    const hot = expectOk(await get('/api/games/hot?language=EN&isPlatform=2&platform=html5'), 'api/hotGames.response');
    expect(hot.list.length).toBeGreaterThanOrEqual(15);
    expect(hot.list.length).toBeLessThanOrEqual(30);
    expect(hot.totalPages).toBe(1);
    const rng = expectOk(await get('/api/games/hot?gameType=RNG'), 'api/hotGames.response');
    expect(rng.list.length).toBeGreaterThan(0);
    expect(rng.list.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
    const vendor = rng.list[0].vassalage;
    const byVendor = expectOk(await get(`/api/games/hot?vendor=${vendor}`), 'api/hotGames.response');
    expect(byVendor.list.every((g: { vassalage: string }) => g.vassalage === vendor)).toBe(true);
    const paged = expectOk(await get('/api/games/hot?pageNo=2&pageSize=5'), 'api/hotGames.response');
    expect(paged.list).toEqual(hot.list.slice(5, 10));
    expect(paged.totalPages).toBe(Math.ceil(hot.list.length / 5));
  });

  it('lists winners newest first with masked names, limited and by category', async () => {
    const board = expectOk(await get('/api/games/winners?gameCategory=ALL&language=EN&limitNum=100'), 'api/winnerBoard.response');
    expect(board.list.length).toBeGreaterThanOrEqual(25);
    for (const { vo } of board.list) expect(vo.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]?$/);
    expect(board.list[0].vo.customerName).toBe('de***o');
    expect(expectOk(await get('/api/games/winners?limitNum=5'), 'api/winnerBoard.response').list).toEqual(board.list.slice(0, 5));
    const live = expectOk(await get('/api/games/winners?gameCategory=LIVE'), 'api/winnerBoard.response');
    expect(live.list.every((e: { vo: { gameCategory: string } }) => e.vo.gameCategory === 'LIVE')).toBe(true);
    expectError(await get('/api/games/winners?limitNum=1000'), 400, 'E_BAD_REQUEST');
  });

  it('lists the jackpots', async () => {
    const value = expectOk(await get('/api/games/jackpots'), 'api/jackpots.response');
    expect(value.list.length).toBeGreaterThanOrEqual(3);
    expect(value.list[0]).toEqual({ vendor: 'PG', name: 'Grand Jackpot', amount: '1234567.89' });
  });
});

describe('favourites', () => {
  it('adds (a repeat is a no-op), lists newest first, pages, filters and removes', async () => {
    const token = await memberToken();
    const [a, b] = (await list('gameType=RNG&pageSize=2')).games;
    const live = (await list('gameType=LIVE&pageSize=1')).games[0];
    expect(expectOk(await get('/api/games/favourites/ids?pageNo=1&pageSize=100', token), 'api/favouriteIds.response')).toEqual({
      content: [],
      pageNum: 1,
      totalPages: 0,
    });
    for (const game of [a, b, a, live]) {
      expect(
        expectOk(
          await send('POST', '/api/games/favourites', { nodeId: game.nodeId, vendor: game.vassalage }, token),
          'api/favouriteAdd.response',
        ),
      ).toBeNull();
    }
    const ids = expectOk(await get('/api/games/favourites/ids', token), 'api/favouriteIds.response');
    expect(ids).toEqual({ content: [live.nodeId, b.nodeId, a.nodeId], pageNum: 1, totalPages: 1 });
    const page2 = expectOk(await get('/api/games/favourites?pageNo=2&pageSize=2&language=EN', token), 'api/favouriteList.response');
    expect(page2).toEqual({ content: [a], pageNum: 2, totalPages: 2 });
    const rng = expectOk(await get('/api/games/favourites?gameType=RNG', token), 'api/favouriteList.response');
    expect(rng.content).toEqual([b, a]);
    expect(expectOk(await send('DELETE', '/api/games/favourites', { nodeId: a.nodeId }, token), 'api/favouriteRemove.response')).toBeNull();
    expect(expectOk(await send('DELETE', '/api/games/favourites', { nodeId: a.nodeId }, token), 'api/favouriteRemove.response')).toBeNull();
    expect(expectOk(await get('/api/games/favourites/ids', token), 'api/favouriteIds.response').content).toEqual([live.nodeId, b.nodeId]);
  });

  it('belongs to one member', async () => {
    const [one, two] = [await memberToken(), await memberToken()];
    const game = (await list('gameType=FISH&pageSize=1')).games[0];
    expectOk(
      await send('POST', '/api/games/favourites', { nodeId: game.nodeId, vendor: game.vassalage }, one),
      'api/favouriteAdd.response',
    );
    expect(expectOk(await get('/api/games/favourites/ids', two), 'api/favouriteIds.response').content).toEqual([]);
  });

  it("refuses unknown games, other tenants' games, bad bodies and guests", async () => {
    const token = await memberToken();
    expectError(await send('POST', '/api/games/favourites', { nodeId: 987_654_321, vendor: 'PG' }, token), 404, 'E_NOT_FOUND');
    const luckyGame = (await list('gameType=RNG&pageSize=1', 'lucky')).games[0];
    expectError(await send('POST', '/api/games/favourites', { nodeId: luckyGame.nodeId, vendor: 'PG' }, token), 404, 'E_NOT_FOUND');
    expect(expectError(await send('POST', '/api/games/favourites', { nodeId: 'x' }, token), 400, 'E_BAD_REQUEST')).toContain('body.nodeId');
    expect(expectError(await send('DELETE', '/api/games/favourites', {}, token), 400, 'E_BAD_REQUEST')).toContain(
      'body.nodeId: is required',
    );
    expectError(await get('/api/games/favourites/ids'), 401, 'E_UNAUTHORIZED');
    expectError(await get('/api/games/favourites'), 401, 'E_UNAUTHORIZED');
    expectError(await send('POST', '/api/games/favourites', { nodeId: 1 }), 401, 'E_UNAUTHORIZED');
    expectError(await send('DELETE', '/api/games/favourites', { nodeId: 1 }), 401, 'E_UNAUTHORIZED');
  });
});

describe('recent games', () => {
  it('lists each game once, newest first, and launching a game adds it', async () => {
    const token = await memberToken();
    const [a, b, c] = (await list('gameType=LIVE&pageSize=3')).games;
    for (const game of [a, b, a])
      expect(expectOk(await get(`/api/games/recent/add?nodeId=${game.nodeId}`, token), 'api/recentAdd.response')).toBeNull();
    expect(expectOk(await get('/api/games/recent?page=1&pageSize=25&language=EN&clientType=2', token), 'api/recentGames.response')).toEqual(
      { list: [a, b], totalPages: 1 },
    );
    expectOk(
      await send('POST', '/api/games/launch', { gameCategory: 'LIVE', vendor: c.vassalage, nodeId: c.nodeId }, token),
      'api/launchGame.response',
    );
    const recent = expectOk(await get('/api/games/recent?pageSize=2', token), 'api/recentGames.response');
    expect(recent).toEqual({ list: [c, a], totalPages: 2 });
    expect(expectOk(await get('/api/games/recent?gameType=RNG', token), 'api/recentGames.response')).toEqual({ list: [], totalPages: 0 });
  });

  it('needs a session and a game of the tenant', async () => {
    expectError(await get('/api/games/recent'), 401, 'E_UNAUTHORIZED');
    expectError(await get('/api/games/recent/add?nodeId=1'), 401, 'E_UNAUTHORIZED');
    expectError(await get('/api/games/recent/add?nodeId=987654321', demoToken), 404, 'E_NOT_FOUND');
    expectError(await get('/api/games/recent/add', demoToken), 400, 'E_BAD_REQUEST');
  });
});

describe('launchGame and lotteryLaunch', () => {
  it('returns a same-origin demo game address by node id, vendor game id, or vendor alone', async () => {
    const game = (await list('gameType=RNG&pageSize=1')).games[0];
    const pattern = /^\/demo-game\/\?launch=[A-Za-z0-9_-]{43}&lang=EN&theme=dark$/;
    const byNode = expectOk(
      await send('POST', '/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, demoToken),
      'api/launchGame.response',
    );
    expect(byNode.url).toMatch(pattern);
    const byId = expectOk(
      await send(
        'POST',
        '/api/games/launch',
        { gameCategory: 'RNG', vendor: game.vassalage, gameId: game.gameId, supportFreePlay: false },
        demoToken,
      ),
      'api/launchGame.response',
    );
    expect(byId.url).toMatch(pattern);
    expect(byId.url).not.toBe(byNode.url);
    expect(
      expectOk(await send('POST', '/api/games/launch', { gameCategory: 'COCKFIGHT', vendor: 'DS88' }, demoToken), 'api/launchGame.response')
        .url,
    ).toMatch(pattern);
    const stored = await server.server.db.query<{ token_hash: string }>('SELECT token_hash FROM game_launches ORDER BY id DESC LIMIT 1');
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(byId.url).not.toContain(stored.rows[0].token_hash);
  });

  it("carries the site's language and theme in the address, else the tenant's defaults", async () => {
    const game = (await list('gameType=RNG&pageSize=1')).games[0];
    const launch = async (look: { language?: string; theme?: string }, tenant?: string, token = demoToken) =>
      new URL(
        expectOk(
          await send(
            'POST',
            '/api/games/launch',
            { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId, ...look },
            token,
            tenant,
          ),
          'api/launchGame.response',
        ).url,
        'http://site.test',
      );
    const chosen = await launch({ language: 'TY', theme: 'light' });
    expect(chosen.pathname).toBe('/demo-game/');
    expect(chosen.searchParams.get('lang')).toBe('TY');
    expect(chosen.searchParams.get('theme')).toBe('light');
    expect(chosen.searchParams.get('launch')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const defaults = await launch({});
    expect([defaults.searchParams.get('lang'), defaults.searchParams.get('theme')]).toEqual(['EN', 'dark']);
    // lucky's defaults are TY and light.
    const luckyGame = (await list('gameType=RNG&pageSize=1', 'lucky')).games[0];
    const lucky = new URL(
      expectOk(
        await send(
          'POST',
          '/api/games/launch',
          { gameCategory: 'RNG', vendor: luckyGame.vassalage, nodeId: luckyGame.nodeId },
          await memberToken('lucky'),
          'lucky',
        ),
        'api/launchGame.response',
      ).url,
      'http://site.test',
    );
    expect([lucky.searchParams.get('lang'), lucky.searchParams.get('theme')]).toEqual(['TY', 'light']);
    expect(
      expectError(
        await send(
          'POST',
          '/api/games/launch',
          { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId, language: 'en"><' },
          demoToken,
        ),
        400,
        'E_BAD_REQUEST',
      ),
    ).toContain('body.language');
    expect(
      expectError(
        await send(
          'POST',
          '/api/games/launch',
          { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId, theme: 'Light!' },
          demoToken,
        ),
        400,
        'E_BAD_REQUEST',
      ),
    ).toContain('body.theme');
  });

  it('answers 404 for a game that does not exist, 401 without a session, 400 for a bad body', async () => {
    expectError(
      await send('POST', '/api/games/launch', { gameCategory: 'RNG', vendor: 'PG', gameId: 'RNG-9999' }, demoToken),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await send('POST', '/api/games/launch', { gameCategory: 'RNG', vendor: 'PG', nodeId: 987_654_321 }, demoToken),
      404,
      'E_NOT_FOUND',
    );
    expectError(await send('POST', '/api/games/launch', { gameCategory: 'RNG', vendor: 'NOBODY' }, demoToken), 404, 'E_NOT_FOUND');
    expectError(await send('POST', '/api/games/launch', { gameCategory: 'RNG', vendor: 'PG', gameId: 'RNG-0001' }), 401, 'E_UNAUTHORIZED');
    expect(expectError(await send('POST', '/api/games/launch', { vendor: 'PG' }, demoToken), 400, 'E_BAD_REQUEST')).toContain(
      'body.gameCategory',
    );
  });

  it('launches a lottery game for the frame', async () => {
    const game = (await list('gameType=LOTT&vassalage=TCG_SEA&pageSize=1')).games[0];
    const value = expectOk(
      await send(
        'POST',
        '/api/games/lottery/launch',
        { vendor: 'TCG_SEA', gameCode: game.gameCode, prizeMode: 'SEA', playType: 'trad' },
        demoToken,
      ),
      'api/lotteryLaunch.response',
    );
    expect(value).toMatchObject({ playType: 'trad', gameId: game.gameId, prizeMode: 'SEA' });
    expect(value.mui).toMatch(/^demo-\d+$/);
    expectError(
      await send(
        'POST',
        '/api/games/lottery/launch',
        { vendor: 'TCG_SEA', gameCode: 'NOPE', prizeMode: 'SEA', playType: 'trad' },
        demoToken,
      ),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await send(
        'POST',
        '/api/games/lottery/launch',
        { vendor: 'PG', gameCode: game.gameCode, prizeMode: 'SEA', playType: 'trad' },
        demoToken,
      ),
      400,
      'E_BAD_REQUEST',
    );
    expectError(
      await send(
        'POST',
        '/api/games/lottery/launch',
        { vendor: 'TCG_SEA', gameCode: game.gameCode, prizeMode: 'SEA', playType: 'x' },
        demoToken,
      ),
      400,
      'E_BAD_REQUEST',
    );
    expectError(
      await send('POST', '/api/games/lottery/launch', { vendor: 'TCG_SEA', gameCode: game.gameCode, prizeMode: 'SEA', playType: 'trad' }),
      401,
      'E_UNAUTHORIZED',
    );
  });
});

describe('trialLogin and testPlay', () => {
  it('creates a trial member (type 4) with 2,000.00 and signs it in', async () => {
    const address = { 'x-forwarded-for': randomAddress() };
    const trial = expectOk(
      await call(server, '/api/member/trial', { method: 'POST', body: {}, headers: address }),
      'api/trialLogin.response',
    );
    expect(trial).toMatchObject({ merchantCode: 'demo', type: 4, customerType: 4, firstTimeLogin: true });
    expect(expectOk(await get('/api/wallet', trial.token), 'api/wallet.response').sumBalance).toBe('2000.00');
    expect(expectOk(await get('/api/member/info', trial.token), 'api/memberInfo.response')).toMatchObject({
      account: trial.userName,
      type: 4,
    });
    const other = expectOk(await call(server, '/api/member/trial', { method: 'POST', headers: address }), 'api/trialLogin.response');
    expect(other.userName).not.toBe(trial.userName);
    // no password opens a trial account
    expectError(
      await send('POST', '/api/member/login', { type: 'username', username: trial.userName, password: 'x1234567' }),
      401,
      'E_LOGIN_FAILED',
    );
  });

  it('test play returns a working trial token', async () => {
    const value = expectOk(await send('POST', '/api/member/testPlay', { moduleId: 'COMM3' }), 'api/testPlay.response');
    expect(value.customerType).toBe(4);
    expect(expectOk(await get('/api/member/info', value.token), 'api/memberInfo.response')).toMatchObject({
      account: value.userName,
      type: 4,
    });
    expect(expectError(await send('POST', '/api/member/testPlay', {}), 400, 'E_BAD_REQUEST')).toContain('body.moduleId: is required');
    expectError(await send('POST', '/api/member/trial', { extra: 1 }), 400, 'E_BAD_REQUEST');
  });

  it('hands out at most 10 trial accounts an hour to one address', async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    for (let i = 0; i < 10; i++)
      expectOk(await call(server, '/api/member/trial', { method: 'POST', body: {}, headers }), 'api/trialLogin.response');
    const refused = await call(server, '/api/member/trial', { method: 'POST', body: {}, headers });
    expectError(refused, 429, 'E_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    server.advanceClock(61 * 60 * 1000);
    expectOk(await call(server, '/api/member/testPlay', { method: 'POST', body: { moduleId: 'COMM3' }, headers }), 'api/testPlay.response');
  });
});
