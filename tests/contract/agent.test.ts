/**
 * The agent centre through the real server, on PGlite or on the PostgreSQL of DATABASE_URL:
 * every agent endpoint refuses guests (401) and the non-agent types 0, 4 and 40 (403 with SPEC's
 * message); an agent reads only its own subtree (another agent's members are 404 everywhere);
 * the seeded team's figures for a day equal a direct SQL query over bets, sessions,
 * registrations and the ledger; settlements pay once under concurrency and nothing when they
 * fail midway; red rain credits once; contracts are answered once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayPeriod, hourPeriod, settleContracts, settleRebates, type ContractKind } from '../../server/agents/settlement.ts';
import type { Db, Queryable } from '../../server/db/types.ts';
import { addDays, dayStart, localDate } from '../../server/time/zone.ts';
import { createMember } from '../../server/members/accounts.ts';
import { openSession } from '../../server/members/sessions.ts';
import { ensureWallet, houseWallet, postTransaction } from '../../server/wallet/ledger.ts';
import { solvedCaptcha } from './account-support.ts';
import { call, expectError, expectOk, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const db = (): Db => server.server.db;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const FORBIDDEN = 'Sorry, this account does not have permission or the feature is temporarily unavailable';
const DAY = 86_400_000;
/** The demo tenant's zone (tenants/demo/tenant.json): its days are the days the agent centre shows. */
const ZONE = 'Asia/Manila';
const today = () => localDate(new Date(), ZONE);
const yesterday = () => addDays(today(), -1);

interface Member {
  id: number;
  account: string;
  token: string;
}

/** A member of the demo tenant under `parent`, signed in (a session opened directly, so types 40+ work too). */
async function member(type: number, parent: Member | null = null): Promise<Member> {
  const account = `a${randomBytes(5).toString('hex')}`;
  const id = await createMember(db(), { tenantId: 'demo', account, password: 'pass1234', type, parentId: parent?.id ?? null });
  const token = await openSession(db(), id, false, new Date());
  return { id, account, token };
}

const get = (path: string, token?: string) => call(server, path, { token });
const post = (path: string, body: unknown, token: string) => call(server, path, { method: 'POST', body, token });

/** Every agent endpoint with a valid request (for the 401 and 403 checks). */
const AGENT_CALLS: [string, string, unknown?][] = [
  ['GET', `/api/agent/team/kpi?startDate=${today()}&endDate=${today()}&size=0`],
  ['GET', '/api/agent/team/members'],
  ['GET', '/api/agent/team/member?id=1'],
  ['GET', '/api/agent/team/pnl'],
  ['GET', '/api/agent/team/bets'],
  ['GET', '/api/agent/rebate'],
  ['GET', '/api/agent/team/rebate'],
  ['POST', '/api/agent/team/rebate', { memberId: 1, rates: [{ category: 'RNG', rate: '0.10' }] }],
  ['POST', '/api/agent/register', { username: 'nobody01', password: 'pass1234', confirmPassword: 'pass1234', type: 0 }],
  ['GET', '/api/agent/affiliate'],
  ['GET', '/api/agent/dividends'],
  ['GET', '/api/agent/contracts?kind=salary'],
  ['POST', '/api/agent/contracts/respond', { id: 1, accept: true }],
  ['GET', '/api/agent/contracts/requests'],
  ['GET', '/api/redrain'],
  ['POST', '/api/redrain/grab', { eventId: 1 }],
  ['GET', '/api/records/account?types=A'],
  ['GET', '/api/notices?types=A'],
  ['GET', '/api/announcements/unread?types=A'],
];

describe('who may use the agent centre', () => {
  it('refuses guests on every agent endpoint (401), and types 0, 4 and 40 (403 with SPEC 6 message)', async () => {
    const nonAgents = [await member(0), await member(4), await member(40)];
    for (const [method, path, body] of AGENT_CALLS) {
      const guest = await call(server, path, { method, body });
      // the notices endpoints serve guests their public list; types=A is for agents only
      expect([401, 403], `${method} ${path} as a guest`).toContain(guest.status);
      for (const m of nonAgents) {
        const result = await call(server, path, { method, body, token: m.token });
        expect(expectError(result, 403, 'E_FORBIDDEN'), `${method} ${path} as type ${m.account}`).toBe(FORBIDDEN);
      }
    }
  });

  it('lets the seeded agent (type 1) and a sub-agent (type 2) in', async () => {
    const agent = await loginToken(server, 'agent', 'agent1234');
    const sub = await loginToken(server, 'suba', 'team1234');
    for (const token of [agent, sub]) {
      expectOk(await get(`/api/agent/team/kpi?startDate=${today()}&endDate=${today()}&size=0`, token), 'api/teamKpi.response');
      expectOk(await get('/api/agent/team/members', token), 'api/teamMembers.response');
    }
  });
});

describe('an agent sees only its own subtree', () => {
  let a: Member;
  let a1: Member;
  let a2: Member;
  let b: Member;
  let b1: Member;
  beforeAll(async () => {
    a = await member(1);
    a1 = await member(2, a);
    a2 = await member(0, a1);
    b = await member(1);
    b1 = await member(0, b);
  });

  it("answers 404 for another agent's members on every call that names one", async () => {
    expectError(await get(`/api/agent/team/member?id=${b1.id}`, a.token), 404, 'E_NOT_FOUND');
    expectError(await get(`/api/agent/team/member?id=${b.id}`, a.token), 404, 'E_NOT_FOUND');
    expectError(await get(`/api/agent/team/members?parentId=${b.id}`, a.token), 404, 'E_NOT_FOUND');
    expectError(await get(`/api/agent/team/pnl?account=${b1.account}`, a.token), 404, 'E_NOT_FOUND');
    expectError(await get(`/api/agent/team/bets?account=${b1.account}`, a.token), 404, 'E_NOT_FOUND');
    expectError(await get(`/api/records/account?types=A&account=${b1.account}`, a.token), 404, 'E_NOT_FOUND');
    expectError(
      await post('/api/agent/team/rebate', { memberId: b1.id, rates: [{ category: 'RNG', rate: '0.00' }] }, a.token),
      404,
      'E_NOT_FOUND',
    );
    // not even its own upline, nor itself
    expectError(await get(`/api/agent/team/member?id=${a.id}`, a1.token), 404, 'E_NOT_FOUND');
    expectError(await get(`/api/agent/team/member?id=${a.id}`, a.token), 404, 'E_NOT_FOUND');
    // another agent's contract
    const offered = await offer(b.id, 'salary');
    expectError(await post('/api/agent/contracts/respond', { id: offered, accept: true }, a.token), 404, 'E_NOT_FOUND');
    const contracts = expectOk(await get('/api/agent/contracts?kind=salary', a.token), 'api/contracts.response');
    expect(contracts.current).toBeNull();
  });

  it('lists and searches its own team at every level, and nobody else', async () => {
    const direct = expectOk(await get('/api/agent/team/members', a.token), 'api/teamMembers.response');
    expect(direct.list.map((m: { account: string }) => m.account)).toEqual([a1.account]);
    expect(direct.list[0]).toMatchObject({ level: 1, type: 2, directCount: 1 });
    const down = expectOk(await get(`/api/agent/team/members?parentId=${a1.id}`, a.token), 'api/teamMembers.response');
    expect(down.list.map((m: { account: string }) => m.account)).toEqual([a2.account]);
    expect(down.path.map((c: { account: string }) => c.account)).toEqual([a.account, a1.account]);
    const found = expectOk(await get(`/api/agent/team/members?account=${a2.account.slice(1, 8)}`, a.token), 'api/teamMembers.response');
    expect(found.list.map((m: { account: string }) => m.account)).toEqual([a2.account]);
    const other = expectOk(await get(`/api/agent/team/members?account=${b1.account}`, a.token), 'api/teamMembers.response');
    expect(other.list).toEqual([]);
    const detail = expectOk(await get(`/api/agent/team/member?id=${a2.id}`, a.token), 'api/teamMember.response');
    expect(detail).toMatchObject({ account: a2.account, level: 2, parentAccount: a1.account, teamCount: 0 });
    const kpi = expectOk(await get(`/api/agent/team/kpi?startDate=${today()}&endDate=${today()}&size=1`, a.token), 'api/teamKpi.response');
    expect(kpi.footer).toMatchObject({ teamMemberCount: 2, teamRegisterMemberCount: 2, teamLoginMemberCount: 2, teamOnlineCount: 2 });
  });

  it('refuses hostile queries with 400', async () => {
    for (const path of [
      '/api/agent/team/members?account=%00x',
      '/api/agent/team/members?account=' + 'x'.repeat(200),
      '/api/agent/team/members?pageSize=100000',
      '/api/agent/team/member?id=-1',
      '/api/agent/team/member?id=99999999999999999999',
      '/api/agent/team/kpi?size=1000',
      '/api/agent/team/kpi?startDate=2026-02-30',
      '/api/agent/team/pnl?cursor=bm90IGEgY3Vyc29y',
      '/api/agent/contracts?kind=weekly',
    ]) {
      const result = await get(path, a.token);
      expect(result.status, path).toBe(400);
      // a control character is refused before validation (E_BAD_CHARACTER), the rest by the schemas
      expect(['E_BAD_REQUEST', 'E_BAD_CHARACTER']).toContain(result.json.code);
    }
    expectError(
      await post('/api/agent/team/rebate', { memberId: a1.id, rates: [{ category: 'RNG', rate: '1e3' }] }, a.token),
      400,
      'E_BAD_REQUEST',
    );
    expectError(await post('/api/redrain/grab', { eventId: 'x' }, a.token), 400, 'E_BAD_REQUEST');
  });
});

/** The seeded team's figures for a day in Manila, straight from the ledger, sessions and members (a recursive walk of parent_id, not member_tree). */
async function figuresBySql(q: Queryable, agentId: number, day: string) {
  const from = dayStart(day, ZONE);
  const until = dayStart(addDays(day, 1), ZONE);
  const team = `WITH RECURSIVE team AS (SELECT id FROM members WHERE parent_id = $1 UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id)`;
  const money = await q.query<Record<string, number>>(
    `${team} SELECT
       coalesce(sum(main_delta_cents) FILTER (WHERE category = 'deposit'), 0)::bigint AS deposit,
       coalesce(-sum(main_delta_cents) FILTER (WHERE category = 'withdraw'), 0)::bigint AS withdraw,
       coalesce(sum(amount_cents) FILTER (WHERE category = 'bet'), 0)::bigint AS bet,
       coalesce(sum(amount_cents) FILTER (WHERE category = 'win'), 0)::bigint AS win,
       coalesce(sum(main_delta_cents) FILTER (WHERE category = 'bonus' AND main_delta_cents > 0), 0)::bigint AS bonus,
       count(DISTINCT member_id) FILTER (WHERE category = 'bet')::int AS bettors
     FROM ledger_transactions WHERE member_id IN (SELECT id FROM team) AND created_at >= $2 AND created_at < $3`,
    [agentId, from, until],
  );
  const people = await q.query<Record<string, number>>(
    `${team} SELECT (SELECT count(*) FROM team)::int AS members,
       (SELECT count(*) FROM members WHERE id IN (SELECT id FROM team) AND created_at >= $2 AND created_at < $3)::int AS registered,
       (SELECT count(DISTINCT member_id) FROM sessions WHERE member_id IN (SELECT id FROM team) AND created_at >= $2 AND created_at < $3)::int AS logins`,
    [agentId, from, until],
  );
  return { ...money.rows[0], ...people.rows[0] };
}

const cents = (text: string) => Math.round(Number(text) * 100);

describe('team figures', () => {
  it('equal a direct SQL query over bets, sessions, registrations and the ledger for a seeded day', async () => {
    const token = await loginToken(server, 'agent', 'agent1234');
    const agentId = (await db().query<{ id: number }>("SELECT id FROM members WHERE tenant_id = 'demo' AND account = 'agent'")).rows[0].id;
    for (const day of [yesterday(), addDays(today(), -5)]) {
      const kpi = expectOk(await get(`/api/agent/team/kpi?startDate=${day}&endDate=${day}&size=1`, token), 'api/teamKpi.response');
      const sql = await figuresBySql(db(), agentId, day);
      expect(sql.bet).toBeGreaterThan(0);
      expect(kpi.footer).toEqual({
        teamMemberCount: sql.members,
        teamLoginMemberCount: sql.logins,
        teamBetMemberCount: sql.bettors,
        teamRegisterMemberCount: sql.registered,
        teamOnlineCount: kpi.footer.teamOnlineCount,
        deposit: (sql.deposit / 100).toFixed(2),
        withdraw: (sql.withdraw / 100).toFixed(2),
        bet: (sql.bet / 100).toFixed(2),
        win: (sql.win / 100).toFixed(2),
        bonus: (sql.bonus / 100).toFixed(2),
        gameResult: ((sql.win - sql.bet) / 100).toFixed(2),
        netResult: ((sql.win - sql.bet + sql.bonus) / 100).toFixed(2),
      });
      expect(kpi.list).toHaveLength(1);
      expect(cents(kpi.list[0].bet)).toBe(sql.bet);
    }
    const pnl = expectOk(
      await get(`/api/agent/team/pnl?startDate=${yesterday()}&endDate=${yesterday()}&pageSize=100`, token),
      'api/teamPnl.response',
    );
    const sql = await figuresBySql(db(), agentId, yesterday());
    expect(cents(pnl.totals.bet)).toBe(sql.bet);
    const bets = expectOk(
      await get(`/api/agent/team/bets?startDate=${yesterday()}&endDate=${yesterday()}&pageSize=5`, token),
      'api/teamBetting.response',
    );
    expect(cents(bets.totals.bet)).toBe(sql.bet);
    expect(bets.list).toHaveLength(5);
    const next = expectOk(
      await get(`/api/agent/team/bets?startDate=${yesterday()}&endDate=${yesterday()}&pageSize=5&cursor=${bets.nextCursor}`, token),
      'api/teamBetting.response',
    );
    expect(next.list[0].createdAt <= bets.list[4].createdAt).toBe(true);
    expect(next.list.map((r: { id: number }) => r.id)).not.toContain(bets.list[4].id);
  });

  it('one figure, one definition: overview, P&L and betting agree on the game result and the net result of a day', async () => {
    const token = await loginToken(server, 'agent', 'agent1234');
    // today holds the seed's bonuses (payouts, the opening balances): the day the two figures differ
    for (const day of [today(), yesterday()]) {
      const range = `startDate=${day}&endDate=${day}`;
      const kpi = expectOk(await get(`/api/agent/team/kpi?${range}&size=1`, token), 'api/teamKpi.response').footer;
      const pnl = expectOk(await get(`/api/agent/team/pnl?${range}&pageSize=100`, token), 'api/teamPnl.response').totals;
      const bets = expectOk(await get(`/api/agent/team/bets?${range}&pageSize=5`, token), 'api/teamBetting.response').totals;
      expect(cents(bets.gameResult)).toBe(cents(bets.win) - cents(bets.bet));
      expect(pnl.gameResult).toBe(bets.gameResult);
      expect(kpi.gameResult).toBe(bets.gameResult);
      expect(cents(pnl.netResult)).toBe(cents(pnl.gameResult) + cents(pnl.bonus));
      expect(kpi.netResult).toBe(pnl.netResult);
    }
  });
});

/** A bet (and no win) of a member, yesterday noon in Manila, in a game category. */
async function bet(memberId: number, amountCents: number, category = 'RNG'): Promise<void> {
  const at = new Date(dayStart(yesterday(), ZONE).getTime() + 12 * 3_600_000);
  await db().transaction(async (tx) => {
    const main = await ensureWallet(tx, memberId);
    const house = await houseWallet(tx, 'demo', 'GAME');
    const promotions = await houseWallet(tx, 'demo', 'PROMOTIONS');
    const ref = randomBytes(6).toString('hex');
    await postTransaction(tx, {
      tenantId: 'demo',
      memberId,
      category: 'bonus',
      kind: 'bonus',
      amountCents,
      mainDeltaCents: amountCents,
      legs: [
        { walletId: main, amountCents, reference: `fund:${ref}` },
        { walletId: promotions, amountCents: -amountCents, reference: `fund:${ref}` },
      ],
      at: new Date(at.getTime() - 60_000),
    });
    await postTransaction(tx, {
      tenantId: 'demo',
      memberId,
      category: 'bet',
      kind: 'test-bet',
      amountCents,
      mainDeltaCents: -amountCents,
      roundRef: `round:t-${ref}`,
      detail: { gameCategory: category },
      legs: [
        { walletId: main, amountCents: -amountCents, reference: `bet:${ref}` },
        { walletId: house, amountCents, reference: `bet:${ref}` },
      ],
      at,
    });
  });
}

async function offer(
  memberId: number,
  kind: ContractKind,
  state = 'pending',
  tiers: unknown = [{ teamBetCents: 1000, activeMembers: 1, amountCents: 5000, rateBp: 1000 }],
) {
  const found = await db().query<{ id: number }>(
    `INSERT INTO agent_contracts (tenant_id, member_id, kind, terms, state, offered_at, expires_at, responded_at)
     VALUES ('demo', $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      memberId,
      kind,
      JSON.stringify({ tiers }),
      state,
      new Date(Date.now() - 3 * DAY),
      new Date(Date.now() + DAY),
      state === 'accepted' ? new Date(Date.now() - 2 * DAY) : null,
    ],
  );
  return found.rows[0].id;
}

const balance = async (memberId: number) =>
  (await db().query<{ c: number }>("SELECT balance_cents AS c FROM wallets WHERE member_id = $1 AND vendor = 'MAIN'", [memberId])).rows[0]
    ?.c ?? 0;

describe('settlement', () => {
  it('pays a contract once however often and however concurrently it runs, through a balanced ledger', async () => {
    const boss = await member(1);
    const player = await member(0, boss);
    await bet(player.id, 20_000);
    await offer(boss.id, 'salary', 'accepted');
    await offer(boss.id, 'dividend', 'accepted');
    await ensureWallet(db(), boss.id);
    const before = await balance(boss.id);
    const period = dayPeriod(yesterday(), ZONE);
    const runs = await Promise.all([1, 2, 3].map(() => settleContracts(db(), 'demo', 'salary', period)));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await settleContracts(db(), 'demo', 'salary', period);
    const payouts = await db().query<{ amount_cents: number; txn_id: number | null }>(
      "SELECT amount_cents, txn_id FROM agent_payouts WHERE member_id = $1 AND kind = 'salary'",
      [boss.id],
    );
    expect(payouts.rows).toHaveLength(1);
    expect(payouts.rows[0].amount_cents).toBe(5000);
    expect(await balance(boss.id)).toBe(before + 5000);
    const unbalanced = await db().query('SELECT txn_id FROM wallet_entries GROUP BY txn_id HAVING sum(amount_cents) <> 0');
    expect(unbalanced.rows).toEqual([]);
    // The salary shows on the contract screen's settlements and in the agent's records.
    const contracts = expectOk(await get('/api/agent/contracts?kind=salary', boss.token), 'api/contracts.response');
    expect(contracts.settlements).toEqual([
      expect.objectContaining({ period: yesterday(), amount: '50.00', activeMembers: 1, teamBet: '200.00' }),
    ]);
  });

  it('pays nothing when a payout fails midway, and everything on the next run', async () => {
    const boss = await member(1);
    const player = await member(0, boss);
    await bet(player.id, 30_000);
    await offer(boss.id, 'hourly', 'accepted');
    await ensureWallet(db(), boss.id);
    const before = await balance(boss.id);
    // The hour of the bet: noon yesterday in Manila.
    const period = hourPeriod(new Date(dayStart(yesterday(), ZONE).getTime() + 12 * 3_600_000), ZONE);
    // A database whose transactions crash after their work (as a process killed before COMMIT).
    const crashing: Db = {
      ...db(),
      engine: db().engine,
      query: (sql, params) => db().query(sql, params),
      exec: (sql) => db().exec(sql),
      close: () => Promise.resolve(),
      transaction: (fn) =>
        db().transaction(async (tx) => {
          await fn(tx);
          throw new Error('crash before commit');
        }),
    };
    await expect(settleContracts(crashing, 'demo', 'hourly', period)).rejects.toThrow('crash before commit');
    expect((await db().query("SELECT 1 FROM agent_payouts WHERE member_id = $1 AND kind = 'hourly'", [boss.id])).rows).toEqual([]);
    expect(await balance(boss.id)).toBe(before);
    expect(await settleContracts(db(), 'demo', 'hourly', period)).toBeGreaterThanOrEqual(1);
    expect(await balance(boss.id)).toBe(before + 5000);
  });

  it('pays rebates by level difference, once', async () => {
    const top = await member(1);
    const sub = await member(2, top);
    const player = await member(0, sub);
    await db().query("INSERT INTO rebate_rates (member_id, category, rate_bp) VALUES ($1, 'LIVE', 100), ($2, 'LIVE', 60)", [
      top.id,
      sub.id,
    ]);
    await bet(player.id, 100_000, 'LIVE');
    await ensureWallet(db(), top.id);
    await ensureWallet(db(), sub.id);
    const [topBefore, subBefore] = [await balance(top.id), await balance(sub.id)];
    await Promise.all([1, 2].map(() => settleRebates(db(), 'demo', dayPeriod(yesterday(), ZONE))));
    // 1000.00 bet: the sub-agent earns 0.60% = 6.00, its upline the difference 0.40% = 4.00
    expect(await balance(sub.id)).toBe(subBefore + 600);
    expect(await balance(top.id)).toBe(topBefore + 400);
    const rebate = expectOk(await get('/api/agent/rebate', top.token), 'api/agentRebate.response');
    expect(rebate.rates).toEqual([{ category: 'LIVE', rate: '1.00' }]);
    expect(rebate.list).toEqual([expect.objectContaining({ day: yesterday(), amount: '4.00', bet: '1000.00' })]);
  });
});

describe('contracts, rebates, register and red rain', () => {
  it('answers an offer once: accept replaces the accepted contract; a second answer is 409', async () => {
    const agent = await member(1);
    const old = await offer(agent.id, 'dividend', 'accepted');
    const id = await offer(agent.id, 'dividend');
    const requests = expectOk(await get('/api/agent/contracts/requests', agent.token), 'api/contractRequests.response');
    expect(requests).toEqual({ dailysalreqtype: '', divtypecompperiodreq: String(id), contracthoursalreq: '' });
    const answers = await Promise.all([true, false].map((accept) => post('/api/agent/contracts/respond', { id, accept }, agent.token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const view = expectOk(await get('/api/agent/contracts?kind=dividend', agent.token), 'api/contracts.response');
    const winner = answers.find((r) => r.status === 200)!.json.value.state;
    expect(view.current?.id ?? null).toBe(winner === 'accepted' ? id : old);
    expect(view.history.map((c: { id: number; state: string }) => c.id)).toContain(winner === 'accepted' ? old : id);
    expect(expectOk(await get('/api/agent/contracts/requests', agent.token), 'api/contractRequests.response').divtypecompperiodreq).toBe(
      '',
    );
  });

  it('sets a downline rate within its own, not above and not below what the downline passed on', async () => {
    const top = await member(1);
    const sub = await member(2, top);
    const leaf = await member(0, sub);
    await db().query("INSERT INTO rebate_rates (member_id, category, rate_bp) VALUES ($1, 'RNG', 100), ($2, 'RNG', 50), ($3, 'RNG', 20)", [
      top.id,
      sub.id,
      leaf.id,
    ]);
    const above = await post('/api/agent/team/rebate', { memberId: sub.id, rates: [{ category: 'RNG', rate: '1.01' }] }, top.token);
    expect(expectError(above, 400, 'E_REBATE_LIMIT')).toContain('1.00%');
    expectError(
      await post('/api/agent/team/rebate', { memberId: sub.id, rates: [{ category: 'RNG', rate: '0.19' }] }, top.token),
      400,
      'E_REBATE_FLOOR',
    );
    expectError(
      await post('/api/agent/team/rebate', { memberId: leaf.id, rates: [{ category: 'RNG', rate: '0.10' }] }, top.token),
      404,
      'E_NOT_FOUND',
    );
    const ok = expectOk(
      await post('/api/agent/team/rebate', { memberId: sub.id, rates: [{ category: 'RNG', rate: '0.80' }] }, top.token),
      'api/teamRebateUpdate.response',
    );
    expect(ok).toEqual({ memberId: sub.id, rates: [{ category: 'RNG', rate: '0.80' }] });
  });

  it('registers a direct downline that signs in at once; refuses a taken name and rates above its own', async () => {
    const agent = await member(1);
    await db().query("INSERT INTO rebate_rates (member_id, category, rate_bp) VALUES ($1, 'RNG', 100)", [agent.id]);
    const username = `d${randomBytes(4).toString('hex')}`;
    const body = { username, password: 'abc12345', confirmPassword: 'abc12345', type: 2, rates: [{ category: 'RNG', rate: '0.50' }] };
    expectError(
      await post('/api/agent/register', { ...body, rates: [{ category: 'RNG', rate: '1.50' }] }, agent.token),
      400,
      'E_REBATE_LIMIT',
    );
    expectError(await post('/api/agent/register', { ...body, confirmPassword: 'other123' }, agent.token), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/agent/register', { ...body, username: 'a\u0000b' }, agent.token), 400, 'E_BAD_CHARACTER');
    expectError(await post('/api/agent/register', { ...body, username: 'ab' }, agent.token), 400, 'E_BAD_REQUEST');
    const created = expectOk(await post('/api/agent/register', body, agent.token), 'api/agentRegister.response');
    expect(created).toMatchObject({ account: username, type: 2 });
    expectError(await post('/api/agent/register', body, agent.token), 409, 'E_CONFLICT');
    const token = await loginToken(server, username, 'abc12345');
    expect(expectOk(await get('/api/agent/rebate', token), 'api/agentRebate.response').rates).toEqual([{ category: 'RNG', rate: '0.50' }]);
    const team = expectOk(await get('/api/agent/team/members', agent.token), 'api/teamMembers.response');
    expect(team.list.map((m: { account: string }) => m.account)).toEqual([username]);
  });

  it("makes a member who registers through the agent's link its direct downline", async () => {
    const agent = await member(1);
    const link = expectOk(await get('/api/agent/affiliate', agent.token), 'api/agentAffiliate.response');
    expect(link.url).toMatch(new RegExp(`/m/register\\?code=${link.code}$`));
    const username = `r${randomBytes(4).toString('hex')}`;
    const { captchaId, answer } = await solvedCaptcha(server);
    const registered = await call(server, '/api/member/register', {
      method: 'PUT',
      body: {
        mode: 'username',
        method: 'H5',
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        invitationCode: link.code,
        captchaId,
        captcha: answer,
      },
    });
    expect(registered.status, registered.text).toBe(200);
    const team = expectOk(await get('/api/agent/team/members', agent.token), 'api/teamMembers.response');
    expect(team.list.map((m: { account: string }) => m.account)).toEqual([username]);
  });

  it('credits a red envelope once per member and event, however many grabs race', async () => {
    const agent = await member(1);
    await ensureWallet(db(), agent.id);
    const event = (
      await db().query<{ id: number }>(
        `INSERT INTO red_rain_events (tenant_id, title, starts_at, ends_at, min_cents, max_cents, budget_cents)
         VALUES ('demo', jsonb_build_object('EN', $1::text), $2, $3, 100, 500, 100000) RETURNING id`,
        [`rain ${randomBytes(4).toString('hex')}`, new Date(Date.now() - 60_000), new Date(Date.now() + 60_000)],
      )
    ).rows[0].id;
    const grabs = await Promise.all([1, 2, 3, 4].map(() => post('/api/redrain/grab', { eventId: event }, agent.token)));
    const values = grabs.map((g) => expectOk(g, 'api/redRainGrab.response'));
    expect(new Set(values.map((v) => v.amount)).size).toBe(1);
    expect(values.filter((v) => !v.already)).toHaveLength(1);
    expect(await balance(agent.id)).toBe(cents(values[0].amount));
    const list = expectOk(await get('/api/redrain', agent.token), 'api/redRain.response');
    expect(list.list.find((e: { id: number }) => e.id === event)).toMatchObject({ state: 'active', grabbed: values[0].amount });
    expectError(await post('/api/redrain/grab', { eventId: 999_999 }, agent.token), 404, 'E_NOT_FOUND');
  });

  it('shows agent notices to agents only, with their own unread count', async () => {
    const agent = await loginToken(server, 'agent', 'agent1234');
    const notices = expectOk(await get('/api/notices?types=A', agent), 'api/notices.response');
    expect(notices.list.map((n: { title: string }) => n.title)).toContain('Agent salary contracts');
    const publicList = expectOk(await get('/api/notices', agent), 'api/notices.response');
    expect(publicList.list.map((n: { title: string }) => n.title)).not.toContain('Agent salary contracts');
    expect(expectOk(await get('/api/announcements/unread?types=A', agent), 'api/unreadAnnouncements.response').count).toBe(
      notices.unreadCount,
    );
  });
});
