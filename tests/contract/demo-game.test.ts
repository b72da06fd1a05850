/** The demo games: launch token exchange (single use, 5-minute expiry), spins and draws through the ledger, the pages themselves. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../server/members/accounts.ts';
import { openSession } from '../../server/members/sessions.ts';
import { slotWinCents } from '../../server/games/slot.ts';
import { lotteryResult } from '../../server/games/lottery.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { call, expectError, expectOk, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
let game: { nodeId: number; vassalage: string; gameName: string };

beforeAll(async () => {
  server = await startContractServer();
  game = expectOk(await call(server, '/api/games/list?gameType=RNG&pageSize=1'), 'api/gameList.response').games[0];
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown, token?: string, tenant?: string) =>
  call(server, path, { method: 'POST', body, token, headers: tenant ? { 'x-tenant': tenant } : {} });
const key = () => randomBytes(12).toString('hex');
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A member of demo holding balanceCents (through the ledger), and its session token. */
async function member(balanceCents: number): Promise<{ id: number; token: string }> {
  const db = server.server.db;
  const id = await insertMember(
    db,
    { tenantId: 'demo', account: `d_${randomBytes(6).toString('hex')}`, password: '', type: 1 },
    'scrypt$unusable',
  );
  return db.transaction(async (tx) => {
    const walletId = await ensureWallet(tx, id);
    if (balanceCents > 0) await postEntry(tx, { walletId, amountCents: balanceCents, kind: 'deposit', reference: 'test:deposit' });
    return { id, token: await openSession(tx, id, false, new Date()) };
  });
}

async function launch(token: string): Promise<string> {
  const { url } = expectOk(
    await post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, token),
    'api/launchGame.response',
  );
  return new URL(url, 'http://x').searchParams.get('launch') as string;
}

async function session(token: string): Promise<{ session: string; balance: string; bets: string[] }> {
  return expectOk(await post('/api/demo-game/session', { launch: await launch(token) }), 'api/demoGameSession.response');
}

async function ledger(memberId: number): Promise<{ cached: number; sum: number; entries: number }> {
  const rows = await server.server.db.query<{ cached: number; sum: number; entries: number }>(
    `SELECT w.balance_cents AS cached, coalesce(sum(e.amount_cents), 0)::bigint AS sum, count(e.id)::int AS entries
       FROM wallets w LEFT JOIN wallet_entries e ON e.wallet_id = w.id WHERE w.member_id = $1 AND w.vendor = 'MAIN' GROUP BY w.id`,
    [memberId],
  );
  return rows.rows[0];
}

describe('launch token', () => {
  it('opens one game session with the balance and the game, then never again', async () => {
    const m = await member(10_000);
    const token = await launch(m.token);
    const opened = expectOk(await post('/api/demo-game/session', { launch: token }), 'api/demoGameSession.response');
    expect(opened).toMatchObject({ balance: '100.00', game: { nodeId: game.nodeId, gameName: game.gameName } });
    expect(opened.bets).toContain('1.00');
    expectError(await post('/api/demo-game/session', { launch: token }), 401, 'E_LAUNCH_INVALID');
  });

  it('expires after 5 minutes', async () => {
    const m = await member(10_000);
    const token = await launch(m.token);
    server.advanceClock(5 * 60 * 1000 + 1000);
    expectError(await post('/api/demo-game/session', { launch: token }), 401, 'E_LAUNCH_INVALID');
  });

  it("refuses unknown, malformed and other tenants' tokens", async () => {
    const m = await member(10_000);
    expectError(await post('/api/demo-game/session', { launch: randomBytes(32).toString('base64url') }), 401, 'E_LAUNCH_INVALID');
    expectError(await post('/api/demo-game/session', { launch: 'not a token' }), 401, 'E_LAUNCH_INVALID');
    expectError(await post('/api/demo-game/session', { launch: await launch(m.token) }, undefined, 'lucky'), 401, 'E_LAUNCH_INVALID');
    expect(expectError(await post('/api/demo-game/session', {}), 400, 'E_BAD_REQUEST')).toContain('body.launch: is required');
  });
});

describe('spin', () => {
  it('takes the bet and pays the win of the reels through the ledger', async () => {
    const m = await member(10_000);
    const { session: s } = await session(m.token);
    let balance = 10_000;
    for (let i = 0; i < 5; i++) {
      const spin = expectOk(
        await post('/api/demo-game/spin', { session: s, bet: '1.00', idempotencyKey: key() }),
        'api/demoGameSpin.response',
      );
      expect(cents(spin.win)).toBe(slotWinCents(spin.reels, 100));
      balance = balance - 100 + cents(spin.win);
      expect(cents(spin.balance)).toBe(balance);
    }
    const book = await ledger(m.id);
    expect(book.cached).toBe(balance);
    expect(book.sum).toBe(balance);
    const wallet = expectOk(await call(server, '/api/wallet', { token: m.token }), 'api/wallet.response');
    expect(cents(wallet.sumBalance)).toBe(balance);
  });

  it('applies a retried idempotency key once and returns the first result', async () => {
    const m = await member(10_000);
    const { session: s } = await session(m.token);
    const body = { session: s, bet: '2.00', idempotencyKey: key() };
    const first = expectOk(await post('/api/demo-game/spin', body), 'api/demoGameSpin.response');
    const again = expectOk(await post('/api/demo-game/spin', body), 'api/demoGameSpin.response');
    expect(again).toEqual(first);
    const bets = await server.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_entries e JOIN wallets w ON w.id = e.wallet_id WHERE w.member_id = $1 AND e.kind = 'slot-bet'`,
      [m.id],
    );
    expect(bets.rows[0].n).toBe(1);
    expect((await ledger(m.id)).cached).toBe(cents(first.balance));
  });

  it('refuses a bet the balance cannot cover and leaves the balance as it was', async () => {
    const m = await member(150);
    const { session: s } = await session(m.token);
    expectError(await post('/api/demo-game/spin', { session: s, bet: '2.00', idempotencyKey: key() }), 400, 'E_INSUFFICIENT_FUNDS');
    expect(await ledger(m.id)).toEqual({ cached: 150, sum: 150, entries: 1 });
    const empty = await member(0);
    const { session: e } = await session(empty.token);
    expectError(await post('/api/demo-game/spin', { session: e, bet: '0.20', idempotencyKey: key() }), 400, 'E_INSUFFICIENT_FUNDS');
  });

  it('never drives the balance negative under 20 concurrent spins', async () => {
    const m = await member(500);
    const { session: s } = await session(m.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/demo-game/spin', { session: s, bet: '1.00', idempotencyKey: key() })),
    );
    const ok = results.filter((r) => r.status === 200);
    for (const refused of results.filter((r) => r.status !== 200)) expectError(refused, 400, 'E_INSUFFICIENT_FUNDS');
    expect(ok.length).toBeGreaterThanOrEqual(5);
    const wins = ok.reduce((sum, r) => sum + cents(r.json.value.win), 0);
    const book = await ledger(m.id);
    expect(book.cached).toBeGreaterThanOrEqual(0);
    expect(book.cached).toBe(500 - 100 * ok.length + wins);
    expect(book.sum).toBe(book.cached);
    expect(Math.min(...ok.map((r) => cents(r.json.value.balance)))).toBeGreaterThanOrEqual(0);
  });

  it('refuses bets off the list, malformed bodies and dead sessions', async () => {
    const m = await member(10_000);
    const { session: s } = await session(m.token);
    expect(
      expectError(await post('/api/demo-game/spin', { session: s, bet: '3.00', idempotencyKey: key() }), 400, 'E_BAD_REQUEST'),
    ).toContain('body.bet');
    expect(expectError(await post('/api/demo-game/spin', { session: s, bet: '1', idempotencyKey: key() }), 400, 'E_BAD_REQUEST')).toContain(
      'body.bet',
    );
    expect(
      expectError(await post('/api/demo-game/spin', { session: s, bet: '1.00', idempotencyKey: 'x' }), 400, 'E_BAD_REQUEST'),
    ).toContain('body.idempotencyKey');
    expectError(
      await post('/api/demo-game/spin', { session: randomBytes(32).toString('base64url'), bet: '1.00', idempotencyKey: key() }),
      401,
      'E_GAME_SESSION',
    );
    expectError(
      await post('/api/demo-game/spin', { session: s, bet: '1.00', idempotencyKey: key() }, undefined, 'lucky'),
      401,
      'E_GAME_SESSION',
    );
    server.advanceClock(2 * 60 * 60 * 1000 + 1000);
    expectError(await post('/api/demo-game/spin', { session: s, bet: '1.00', idempotencyKey: key() }), 401, 'E_GAME_SESSION');
  });
});

describe('lottery draw', () => {
  it('draws 5 numbers, pays the matches, settles once per key and needs a session', async () => {
    const m = await member(10_000);
    const body = { picks: [3, 7, 11], bet: '1.00', idempotencyKey: key(), prizeMode: 'SEA' };
    const draw = expectOk(await post('/api/demo-game/lottery/draw', body, m.token), 'api/lotteryDraw.response');
    expect(new Set(draw.drawn).size).toBe(5);
    expect(draw.drawn.every((n: number) => n >= 1 && n <= 20)).toBe(true);
    const expected = lotteryResult(body.picks, draw.drawn, 100);
    expect(draw.matches).toEqual(expected.matches);
    expect(cents(draw.win)).toBe(expected.winCents);
    expect(cents(draw.balance)).toBe(10_000 - 100 + expected.winCents);
    expect(expectOk(await post('/api/demo-game/lottery/draw', body, m.token), 'api/lotteryDraw.response')).toEqual(draw);
    expect((await ledger(m.id)).cached).toBe(cents(draw.balance));
    expectError(
      await post('/api/demo-game/lottery/draw', { ...body, picks: [1, 1, 2], idempotencyKey: key() }, m.token),
      400,
      'E_BAD_REQUEST',
    );
    expectError(
      await post('/api/demo-game/lottery/draw', { ...body, picks: [1, 2, 21], idempotencyKey: key() }, m.token),
      400,
      'E_BAD_REQUEST',
    );
    expectError(await post('/api/demo-game/lottery/draw', { ...body, idempotencyKey: key() }), 401, 'E_UNAUTHORIZED');
    const poor = await member(50);
    expectError(await post('/api/demo-game/lottery/draw', { ...body, idempotencyKey: key() }, poor.token), 400, 'E_INSUFFICIENT_FUNDS');
  });
});

describe('demo game pages', () => {
  it('serve HTML with external scripts and styles only, the tenant in a meta tag, and framing by the site', async () => {
    for (const [path, script] of [
      ['/demo-game/?launch=abc', '/demo-game/slot.js'],
      ['/demo-game/lottery.html?token=x&merchant=demo&css=light&prize_mode=SEA', '/demo-game/lottery.js'],
    ]) {
      const page = await call(server, path, { headers: { 'x-tenant': 'lucky' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<meta name="tenant" content="lucky">');
      expect(page.text).toContain(`<script src="${script}" defer></script>`);
      // The shared head: its script comes before the page's own, and the stylesheet with it.
      expect(page.text.indexOf('<script src="/demo-game/common.js" defer></script>')).toBeGreaterThan(0);
      expect(page.text.indexOf('<script src="/demo-game/common.js" defer></script>')).toBeLessThan(
        page.text.indexOf(`<script src="${script}"`),
      );
      expect(page.text).toContain('<link rel="stylesheet" href="/demo-game/demo-game.css">');
      expect(page.text).not.toContain('<!--');
      expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(page.text).not.toMatch(/\sstyle=|<style/);
      expect(page.text).not.toMatch(/(src|href)="https?:/);
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
    for (const [path, type] of [
      ['/demo-game/common.js', 'text/javascript; charset=utf-8'],
      ['/demo-game/slot.js', 'text/javascript; charset=utf-8'],
      ['/demo-game/lottery.js', 'text/javascript; charset=utf-8'],
      ['/demo-game/demo-game.css', 'text/css; charset=utf-8'],
    ]) {
      const file = await call(server, path);
      expect(file.status, path).toBe(200);
      expect(file.headers['content-type']).toBe(type);
    }
    expect((await call(server, '/demo-game/missing.js')).status).toBe(404);
    expect((await call(server, '/demo-game/head.html')).status).toBe(404);
    expect((await call(server, '/demo-game/', { method: 'POST', body: {} })).status).toBe(405);
  });
});

describe('pay tables', () => {
  it('pays each line of three equal symbols, rows and diagonals, and nothing else', () => {
    expect(
      slotWinCents(
        [
          ['SEVEN', 'SEVEN', 'SEVEN'],
          ['BAR', 'CHERRY', 'LEMON'],
          ['BELL', 'STAR', 'CHERRY'],
        ],
        100,
      ),
    ).toBe(5_000);
    expect(
      slotWinCents(
        [
          ['CHERRY', 'BAR', 'LEMON'],
          ['BAR', 'CHERRY', 'LEMON'],
          ['BELL', 'STAR', 'CHERRY'],
        ],
        100,
      ),
    ).toBe(200);
    expect(
      slotWinCents(
        [
          ['STAR', 'BAR', 'STAR'],
          ['BAR', 'STAR', 'LEMON'],
          ['STAR', 'BELL', 'STAR'],
        ],
        50,
      ),
    ).toBe(1_000);
    expect(
      slotWinCents(
        [
          ['STAR', 'BAR', 'STAR'],
          ['BAR', 'LEMON', 'LEMON'],
          ['STAR', 'BELL', 'BAR'],
        ],
        50,
      ),
    ).toBe(0);
  });

  it('pays 4x for two lottery matches and 50x for three', () => {
    expect(lotteryResult([1, 2, 3], [1, 2, 3, 4, 5], 100)).toEqual({ matches: [1, 2, 3], winCents: 5_000 });
    expect(lotteryResult([9, 2, 1], [1, 2, 7, 8, 10], 100)).toEqual({ matches: [1, 2], winCents: 400 });
    expect(lotteryResult([1, 12, 13], [1, 2, 7, 8, 10], 100)).toEqual({ matches: [1], winCents: 0 });
  });
});
