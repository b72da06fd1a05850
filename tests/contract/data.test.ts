/** The data endpoints the shell reads: member info, wallets, banners, notices, unread counts, vendors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startContractServer();
  [tokens.demo, tokens.member0, tokens.agent, tokens.lucky] = await Promise.all([
    loginToken(server, 'demo', 'demo1234'),
    loginToken(server, 'member0', 'member1234'),
    loginToken(server, 'agent', 'agent1234'),
    loginToken(server, 'lucky', 'lucky1234', {}, 'lucky'),
  ]);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string, who?: keyof typeof tokens, headers: Record<string, string> = {}) =>
  call(server, path, { token: who ? tokens[who] : undefined, headers: who === 'lucky' ? { 'x-tenant': 'lucky', ...headers } : headers });

describe('memberInfo', () => {
  it('returns the seeded profiles', async () => {
    expect(expectOk(await get('/api/member/info', 'demo'), 'api/memberInfo.response')).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      vip: true,
      clubLabel: { labelName: 'Gold Club', type: 'AUTO' },
    });
    expect(expectOk(await get('/api/member/info', 'member0'), 'api/memberInfo.response')).toMatchObject({
      account: 'member0',
      nickname: null,
      type: 0,
      vip: false,
      clubLabel: null,
      memberLabel: [],
    });
    expect(expectOk(await get('/api/member/info', 'agent'), 'api/memberInfo.response')).toMatchObject({ nickname: 'Top Agent', type: 1 });
    expect(expectOk(await get('/api/member/info', 'lucky'), 'api/memberInfo.response')).toMatchObject({
      nickname: 'Lucky Member',
      type: 0,
    });
  });

  it('needs a token', async () => {
    expectError(await get('/api/member/info'), 401, 'E_UNAUTHORIZED');
  });
});

describe('wallet and merchantWallet', () => {
  it.each([
    ['demo', '1250.00'],
    ['member0', '80.00'],
    ['lucky', '300.00'],
  ] as const)('%s has the seeded balance %s', async (who, balance) => {
    expect(expectOk(await get('/api/wallet', who), 'api/wallet.response')).toEqual({ sumBalance: balance, currencySymbol: '$' });
  });

  it("agent has its seeded 5000.00 plus the seeded history's payouts (rebates, a dividend)", async () => {
    const paid = await server.server.db.query<{ c: number }>(
      "SELECT coalesce(sum(p.amount_cents), 0)::bigint AS c FROM agent_payouts p JOIN members m ON m.id = p.member_id WHERE m.tenant_id = 'demo' AND m.account = 'agent'",
    );
    expect(paid.rows[0].c).toBeGreaterThan(0);
    const expected = ((500_000 + paid.rows[0].c) / 100).toFixed(2);
    expect(expectOk(await get('/api/wallet', 'agent'), 'api/wallet.response')).toEqual({ sumBalance: expected, currencySymbol: '$' });
  });

  it('the balance is the sum of the ledger entries', async () => {
    const rows = await server.server.db.query<{ cached: number; ledger: number }>(
      `SELECT w.balance_cents AS cached, (SELECT coalesce(sum(amount_cents), 0)::bigint FROM wallet_entries e WHERE e.wallet_id = w.id) AS ledger
         FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.tenant_id = 'demo' AND m.account = 'demo'`,
    );
    expect(rows.rows).toEqual([{ cached: 125_000, ledger: 125_000 }]);
  });

  it('lists a zero balance at every vendor of the tenant', async () => {
    const value = expectOk(await get('/api/wallet/merchant', 'demo'), 'api/merchantWallet.response');
    const vendors = value.list.map((v: { vendor: string }) => v.vendor);
    expect(vendors).toContain('PG');
    expect(vendors).toContain('DS88');
    expect(new Set(vendors).size).toBe(vendors.length);
    expect(value.list.every((v: { balance: string }) => v.balance === '0.00')).toBe(true);
  });

  it('need a token', async () => {
    expectError(await get('/api/wallet'), 401, 'E_UNAUTHORIZED');
    expectError(await get('/api/wallet/merchant'), 401, 'E_UNAUTHORIZED');
  });
});

describe('banners', () => {
  const home = '/api/banners?types=B,PL,PU,H&groupName=m_home&platform=M';

  it('demo has 3 home banners, lucky 1, in order, with same-origin images', async () => {
    const demo = expectOk(await get(home), 'api/banners.response');
    expect(demo.map((b: { title: string }) => b.title)).toEqual(['Welcome bonus 100%', 'Live casino nights', 'Weekly sports cashback']);
    const lucky = expectOk(await get(home, undefined, { 'x-tenant': 'lucky' }), 'api/banners.response');
    expect(lucky).toHaveLength(1);
    for (const banner of [...demo, ...lucky]) expect(banner.url).toMatch(/^\/assets\/banners\/[a-z0-9-]+\.svg$/);
  });

  it('every banner image is served for its tenant', async () => {
    for (const tenant of ['demo', 'lucky']) {
      for (const group of ['m_home', 'm_reg']) {
        const banners = expectOk(await get(`/api/banners?groupName=${group}`, undefined, { 'x-tenant': tenant }), 'api/banners.response');
        expect(banners.length).toBeGreaterThan(0);
        for (const banner of banners) {
          const image = await call(server, `${banner.url}?tenant=${tenant}`, { host: 'contract.test' });
          expect(image.status, banner.url).toBe(200);
          expect(image.headers['content-type']).toBe('image/svg+xml');
        }
      }
    }
  });

  it('m_reg has 2 banners in each tenant, m_video one for demo only; an unknown group or type has none', async () => {
    expect(expectOk(await get('/api/banners?groupName=m_reg'), 'api/banners.response')).toHaveLength(2);
    expect(expectOk(await get('/api/banners?groupName=m_reg', undefined, { 'x-tenant': 'lucky' }), 'api/banners.response')).toHaveLength(2);
    expect(expectOk(await get('/api/banners?groupName=m_video'), 'api/banners.response')).toHaveLength(1);
    expect(expectOk(await get('/api/banners?groupName=m_video', undefined, { 'x-tenant': 'lucky' }), 'api/banners.response')).toEqual([]);
    expect(expectOk(await get('/api/banners?groupName=m_nothing'), 'api/banners.response')).toEqual([]);
    expect(expectOk(await get('/api/banners?groupName=m_home&types=PU'), 'api/banners.response')).toEqual([]);
  });

  it('the agent banner (type A) shows only where types A is asked for (the agent home)', async () => {
    const agent = expectOk(await get('/api/banners?groupName=m_home&types=A'), 'api/banners.response');
    expect(agent.map((b: { title: string }) => b.title)).toEqual(['Grow your team: higher rebates this month']);
    const home = expectOk(await get('/api/banners?groupName=m_home&types=B,PL,PU,H'), 'api/banners.response');
    expect(home.map((b: { title: string }) => b.title)).not.toContain('Grow your team: higher rebates this month');
  });

  it('400 names the bad query field', async () => {
    expect(expectError(await get('/api/banners'), 400, 'E_BAD_REQUEST')).toBe('query.groupName: is required');
    expect(expectError(await get('/api/banners?groupName=m_home&types=b;drop'), 400, 'E_BAD_REQUEST')).toBe(
      'query.types: has an invalid format',
    );
    expect(expectError(await get('/api/banners?groupName=a&groupName=b'), 400, 'E_BAD_REQUEST')).toBe('query.groupName: must be string');
  });
});

describe('notices and unread counts', () => {
  it('demo has 3 notices, newest first, unread for a member and for a guest', async () => {
    const guest = expectOk(await get('/api/notices'), 'api/notices.response');
    expect(guest.list).toHaveLength(3);
    expect(guest.list[0].title).toBe('Welcome to Demo Play');
    const times = guest.list.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(guest.unreadCount).toBe(0);
    const member = expectOk(await get('/api/notices', 'member0'), 'api/notices.response');
    expect(member.unreadCount).toBe(3);
  });

  it('lucky has no notices', async () => {
    expect(expectOk(await get('/api/notices', undefined, { 'x-tenant': 'lucky' }), 'api/notices.response')).toEqual({
      list: [],
      unreadCount: 0,
    });
  });

  it('unread counts per member; announcements are 0 for guests', async () => {
    expect(expectOk(await get('/api/inbox/unread', 'demo'), 'api/unreadInbox.response')).toEqual({ count: 2 });
    expect(expectOk(await get('/api/inbox/unread', 'member0'), 'api/unreadInbox.response')).toEqual({ count: 0 });
    expect(expectOk(await get('/api/chat/unread', 'demo'), 'api/unreadChat.response')).toEqual({ unReadCount: 1 });
    expect(expectOk(await get('/api/announcements/unread', 'demo'), 'api/unreadAnnouncements.response')).toEqual({ count: 3 });
    expect(expectOk(await get('/api/announcements/unread'), 'api/unreadAnnouncements.response')).toEqual({ count: 0 });
  });

  it('inbox and chat need a token; a bad token on an optional-auth call is still 401', async () => {
    expectError(await get('/api/inbox/unread'), 401, 'E_UNAUTHORIZED');
    expectError(await get('/api/chat/unread'), 401, 'E_UNAUTHORIZED');
    expectError(await call(server, '/api/notices', { token: 'B'.repeat(43) }), 401, 'E_UNAUTHORIZED');
  });
});

describe('vendors', () => {
  const categories = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];

  it('lists every category in order with 2 to 5 vendors (ESPORTS has all five of the contract), and a game count per category', async () => {
    const value = expectOk(await get('/api/games/vendors'), 'api/vendors.response');
    expect(value.sorting.map((c: { gameCategory: string }) => c.gameCategory)).toEqual(categories);
    for (const category of value.sorting) {
      expect(category.vendorNames.length).toBeGreaterThanOrEqual(2);
      expect(category.vendorNames.length).toBeLessThanOrEqual(5);
    }
    expect(Object.keys(value.mapping).sort()).toEqual([...categories].sort());
  });

  it('counts games per category from the games table', async () => {
    const counts = await server.server.db.query<{ game_category: string; n: number }>(
      "SELECT v.game_category, count(g.id)::int AS n FROM vendors v JOIN games g ON g.vendor_id = v.id WHERE v.tenant_id = 'lucky' GROUP BY v.game_category",
    );
    const value = expectOk(await get('/api/games/vendors', undefined, { 'x-tenant': 'lucky' }), 'api/vendors.response');
    expect(counts.rows.length).toBeGreaterThan(0);
    for (const row of counts.rows) expect(value.mapping[row.game_category], row.game_category).toBe(row.n);
    expect(value.sorting.every((c: { vendorNames: unknown[] }) => c.vendorNames.length === 2)).toBe(true);
  });
});
