/**
 * Responsible gaming (issue 29), on PGlite or on the PostgreSQL of DATABASE_URL: every limit at
 * its boundary (exactly at it, one cent over, the period's reset, a raise before and after its
 * cooling delay) on the server's movable clock, 20 bets racing the last of a loss limit, breaks
 * refusing every money path, the age gate and hostile input. Bets of an exact number of cents
 * go through settleRound (what the spin and draw endpoints call) with a round that never wins, so
 * the figures are exact; the endpoints' own refusals are checked over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { settleRound } from '../../server/games/rounds.ts';
import { settleDeposit } from '../../server/payments/deposit.ts';
import { insertMember } from '../../server/members/accounts.ts';
import { openSession } from '../../server/members/sessions.ts';
import { loadTenant } from '../../server/tenants/load.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { solvedCaptcha } from './account-support.ts';
import { call, expectError, expectOk, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const db = (): Db => server.server.db;
let offset = 0;
/** The server's clock (startContractServer's, moved with advance). */
const clock = () => new Date(Date.now() + offset);
function advance(ms: number): void {
  offset += ms;
  server.advanceClock(ms);
}
const HOUR = 3_600_000;
/** Server times carry the few milliseconds a request takes: durations from "now" are checked to within 5 s. */
function expectNear(actualMs: number, expectedMs: number): void {
  expect(Math.abs(actualMs - expectedMs)).toBeLessThan(5000);
}
/** Moves the server's clock to `target` plus marginMs (HTTP calls then run a little after it). */
function advanceTo(target: string, marginMs: number): void {
  advance(Date.parse(target) + marginMs - clock().getTime());
}
const ZONE = 'Asia/Manila';
/**
 * Moves the clock forward to noon on the 10th of next month in Manila (UTC+8, no summer time), so
 * that a month's limit and a cooling delay of a day or two after it stay within one month, on any
 * day the tests run.
 */
function advanceToMidMonth(): void {
  const manila = new Date(clock().getTime() + 8 * HOUR);
  advance(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth() + 1, 10, 12 - 8) - clock().getTime());
}

beforeAll(async () => {
  server = await startContractServer({
    tenants: {
      rg21: {
        tenant: { version: 1, hosts: ['rg21.test'], operations: { timeZone: 'Asia/Manila' }, responsibleGaming: { minimumAge: 21 } },
      },
      rg18: {
        tenant: {
          version: 1,
          hosts: ['rg18.test'],
          operations: { timeZone: 'Asia/Manila' },
          responsibleGaming: { minimumAge: 18, coolingHours: 48 },
        },
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const key = () => `k-${randomBytes(8).toString('hex')}`;
const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(server, path, { method: 'POST', body, token, headers });
const get = (path: string, token?: string) => call(server, path, { token });

interface Member {
  id: number;
  token: string;
}

/** A member of demo (type 1) holding balanceCents, with a remembered session opened on the server's clock. */
async function member(balanceCents = 1_000_000, parentId?: number): Promise<Member> {
  const id = await insertMember(
    db(),
    { tenantId: 'demo', account: `rg_${randomBytes(6).toString('hex')}`, password: '', type: 1, parentId },
    'scrypt$unusable',
  );
  return db().transaction(async (tx) => {
    const walletId = await ensureWallet(tx, id);
    if (balanceCents > 0) await postEntry(tx, { walletId, amountCents: balanceCents, kind: 'bonus', reference: `rg-fund:${id}` });
    return { id, token: await openSession(tx, id, true, clock()) };
  });
}

/** A bet of exactly betCents that never wins, as the spin endpoint settles it, at `at` (default: the server's clock). */
function bet(m: Member, betCents: number, at = clock()) {
  return settleRound(db(), {
    memberId: m.id,
    gameId: null,
    kind: 'slot',
    idempotencyKey: key(),
    betCents,
    now: at,
    timeZone: ZONE,
    play: () => ({ result: {}, winCents: 0 }),
  });
}

/** A round that pays winCents back. */
function betWithWin(m: Member, betCents: number, winCents: number) {
  return settleRound(db(), {
    memberId: m.id,
    gameId: null,
    kind: 'slot',
    idempotencyKey: key(),
    betCents,
    now: clock(),
    timeZone: ZONE,
    play: () => ({ result: {}, winCents }),
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string; value: any }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; code: string; message: string; value: any };
  }
  throw new Error('expected a refusal');
}

const setLimit = (m: Member, kind: string, period: string, amount: string | null) =>
  post('/api/rg/limit', { kind, period, amount }, m.token);

async function status(m: Member) {
  return expectOk(await get('/api/rg', m.token), 'api/rgStatus.response');
}

async function limitOf(m: Member, kind: string, period: string) {
  return (await status(m)).limits.find((l: { kind: string; period: string }) => l.kind === kind && l.period === period);
}

const deposit = (m: Member, amount: string, channelId = 'voucher') =>
  post('/api/deposit', { channelId, amount }, m.token, { 'idempotency-key': key() });

describe('status', () => {
  it('lists every offered limit unset, the session limit, the default reality check and no break', async () => {
    const m = await member();
    const s = await status(m);
    expect(s.timeZone).toBe(ZONE);
    expect(s.coolingHours).toBe(24);
    expect(s.limits).toHaveLength(9);
    for (const l of s.limits) expect(l).toMatchObject({ amount: null, left: null, pending: null, used: '0.00' });
    const day = s.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day');
    // the tenant's day: Manila midnight is 16:00 UTC
    expect(day.periodStart).toMatch(/T16:00:00\.000Z$/);
    expect(Date.parse(day.resetsAt) - Date.parse(day.periodStart)).toBe(24 * HOUR);
    expect(s.sessionLimit).toMatchObject({ minutes: null, pending: null, leftMinutes: null });
    expect(s.realityCheck).toEqual({ intervalMinutes: 60, chosen: false });
    expect(s.break).toBeNull();
    expectError(await get('/api/rg'), 401, 'E_UNAUTHORIZED');
  });
});

describe('wager limit', () => {
  it('takes a bet exactly at the limit, refuses one cent over with the limit and its reset, and resets with the period', async () => {
    const m = await member();
    const set = expectOk(await setLimit(m, 'wager', 'day', '10'), 'api/rgLimitSet.response');
    expect(set.applied).toBe('now');
    expect(set.limit).toMatchObject({ kind: 'wager', period: 'day', amount: '10.00', used: '0.00', left: '10.00', pending: null });
    await bet(m, 600);
    await bet(m, 400); // exactly at the limit
    const over = await refusal(bet(m, 1));
    expect(over.status).toBe(403);
    expect(over.code).toBe('E_RG_WAGER_LIMIT');
    expect(over.value).toMatchObject({
      limit: 'wager',
      period: 'day',
      amount: '10.00',
      used: '10.00',
      left: '0.00',
      resetsAt: set.limit.resetsAt,
    });
    expect(over.message).toContain('daily wager limit of 10.00');
    expect(over.message).toContain(set.limit.resetsAt);
    expect(await limitOf(m, 'wager', 'day')).toMatchObject({ used: '10.00', left: '0.00' });
    // one millisecond before the reset it still holds; at the reset the day is new
    const reset = Date.parse(set.limit.resetsAt);
    expect((await refusal(bet(m, 1, new Date(reset - 1)))).code).toBe('E_RG_WAGER_LIMIT');
    await bet(m, 1000, new Date(reset));
    expect((await refusal(bet(m, 1, new Date(reset)))).code).toBe('E_RG_WAGER_LIMIT');
    advanceTo(set.limit.resetsAt, 1000);
    expect(await limitOf(m, 'wager', 'day')).toMatchObject({ used: '10.00', left: '0.00', periodStart: set.limit.resetsAt });
  });

  it('counts bets made before the limit was set in its period, and the spin endpoint refuses with the code', async () => {
    const m = await member();
    await bet(m, 500);
    const set = expectOk(await setLimit(m, 'wager', 'week', '5.20'), 'api/rgLimitSet.response');
    expect(set.limit).toMatchObject({ used: '5.00', left: '0.20' });
    const game = expectOk(await get('/api/games/list?gameType=RNG&pageSize=1'), 'api/gameList.response').games[0];
    const launched = expectOk(
      await post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, m.token),
      'api/launchGame.response',
    );
    const ticket = new URL(launched.url, 'http://x').searchParams.get('launch');
    const opened = expectOk(await post('/api/demo-game/session', { launch: ticket }), 'api/demoGameSession.response');
    expectOk(
      await post('/api/demo-game/spin', { session: opened.session, bet: '0.20', idempotencyKey: key() }),
      'api/demoGameSpin.response',
    );
    const refused = await post('/api/demo-game/spin', { session: opened.session, bet: '0.20', idempotencyKey: key() });
    expectError(refused, 403, 'E_RG_WAGER_LIMIT');
    expect(refused.json.value).toMatchObject({ limit: 'wager', period: 'week', amount: '5.20', left: '0.00' });
    // nothing left: a launch is refused too, with the same code
    expectError(
      await post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, m.token),
      403,
      'E_RG_WAGER_LIMIT',
    );
  });
});

describe('loss limit', () => {
  it('counts wagers minus wins, takes a bet exactly at the limit and refuses one cent over', async () => {
    const m = await member();
    expectOk(await setLimit(m, 'loss', 'month', '20.00'), 'api/rgLimitSet.response');
    await betWithWin(m, 1000, 400); // lost 6.00
    await bet(m, 1400); // lost 20.00: exactly at the limit
    const over = await refusal(bet(m, 1));
    expect(over.code).toBe('E_RG_LOSS_LIMIT');
    expect(over.value).toMatchObject({ limit: 'loss', period: 'month', amount: '20.00', used: '20.00', left: '0.00' });
    expect(await limitOf(m, 'loss', 'month')).toMatchObject({ used: '20.00', left: '0.00' });
  });

  it('20 bets racing the last 5.00 of a loss limit: exactly 5 of 1.00 pass, never more', async () => {
    const m = await member();
    expectOk(await setLimit(m, 'loss', 'day', '10.00'), 'api/rgLimitSet.response');
    await bet(m, 500);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => bet(m, 100)));
    const passed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(passed).toHaveLength(5);
    for (const r of refused) expect((r.reason as { code: string }).code).toBe('E_RG_LOSS_LIMIT');
    expect(await limitOf(m, 'loss', 'day')).toMatchObject({ used: '10.00', left: '0.00' });
    const wallet = await db().query<{ cents: number }>(
      "SELECT balance_cents AS cents FROM wallets WHERE member_id = $1 AND vendor = 'MAIN'",
      [m.id],
    );
    expect(Number(wallet.rows[0].cents)).toBe(1_000_000 - 1_000);
  });
});

/** The gateway's callback for an order: paid (an unpaid order stops counting when its payment window closes). */
const paid = (order: { orderNo: string; amount: string }) =>
  settleDeposit(db(), 'demo', { orderNo: order.orderNo, status: 'paid', amount: order.amount, gatewayRef: key() }, clock());

describe('deposit limit', () => {
  it('takes a deposit exactly at the limit (pending orders count), refuses one cent over, and resets with the day', async () => {
    const m = await member(0);
    const set = expectOk(await setLimit(m, 'deposit', 'day', '100'), 'api/rgLimitSet.response');
    await paid(expectOk(await deposit(m, '60.00'), 'api/depositCreate.response'));
    const over = await deposit(m, '40.01');
    expectError(over, 403, 'E_RG_DEPOSIT_LIMIT');
    expect(over.json.value).toMatchObject({
      limit: 'deposit',
      period: 'day',
      amount: '100.00',
      used: '60.00',
      left: '40.00',
      resetsAt: set.limit.resetsAt,
    });
    expect(over.json.message).toContain('daily deposit limit of 100.00');
    await paid(expectOk(await deposit(m, '40.00'), 'api/depositCreate.response'));
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
    expect(await limitOf(m, 'deposit', 'day')).toMatchObject({ used: '100.00', left: '0.00' });
    advanceTo(set.limit.resetsAt, -2000);
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
    advanceTo(set.limit.resetsAt, 0);
    expectOk(await deposit(m, '100.00'), 'api/depositCreate.response');
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
  });

  it('20 deposit orders racing the last 50.00: exactly 5 of 10.00 are made', async () => {
    const m = await member(0);
    expectOk(await setLimit(m, 'deposit', 'week', '50.00'), 'api/rgLimitSet.response');
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(m, '10.00')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403 && r.json.code === 'E_RG_DEPOSIT_LIMIT')).toHaveLength(15);
  });
});

describe('deposit limit counters', () => {
  const failed = (order: { orderNo: string; amount: string }) =>
    settleDeposit(db(), 'demo', { orderNo: order.orderNo, status: 'failed', amount: order.amount, gatewayRef: key() }, clock());

  it('an unpaid order stops counting when its payment window closes, and counts again when paid late', async () => {
    advanceToMidMonth();
    const m = await member(0);
    expectOk(await setLimit(m, 'deposit', 'day', '100'), 'api/rgLimitSet.response');
    const late = expectOk(await deposit(m, '30.00'), 'api/depositCreate.response');
    expectError(await deposit(m, '70.01'), 403, 'E_RG_DEPOSIT_LIMIT');
    advance(30 * 60_000 + 1000);
    expectOk(await deposit(m, '50.00'), 'api/depositCreate.response');
    await paid(late);
    const over = await deposit(m, '20.01');
    expectError(over, 403, 'E_RG_DEPOSIT_LIMIT');
    expect(over.json.value).toMatchObject({ used: '80.00', left: '20.00' });
    expectOk(await deposit(m, '20.00'), 'api/depositCreate.response');
    expect(await limitOf(m, 'deposit', 'day')).toMatchObject({ used: '100.00', left: '0.00' });
  });

  it('a failed order stops counting at once; orders of the day before the limit was set count', async () => {
    advanceToMidMonth();
    const m = await member(0);
    await paid(expectOk(await deposit(m, '70.00'), 'api/depositCreate.response'));
    expectOk(await setLimit(m, 'deposit', 'day', '100'), 'api/rgLimitSet.response');
    expectError(await deposit(m, '30.01'), 403, 'E_RG_DEPOSIT_LIMIT');
    const refusedByGateway = expectOk(await deposit(m, '30.00'), 'api/depositCreate.response');
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
    await failed(refusedByGateway);
    expectOk(await deposit(m, '30.00'), 'api/depositCreate.response');
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
  });

  it('a week limit set beside a day limit counts the same orders; lowering the day limit keeps the count', async () => {
    advanceToMidMonth();
    const m = await member(0);
    expectOk(await setLimit(m, 'deposit', 'day', '100'), 'api/rgLimitSet.response');
    expectOk(await deposit(m, '40.00'), 'api/depositCreate.response');
    expectOk(await setLimit(m, 'deposit', 'week', '60'), 'api/rgLimitSet.response');
    expectError(await deposit(m, '20.01'), 403, 'E_RG_DEPOSIT_LIMIT');
    expectOk(await setLimit(m, 'deposit', 'day', '50'), 'api/rgLimitSet.response');
    const over = await deposit(m, '10.01');
    expectError(over, 403, 'E_RG_DEPOSIT_LIMIT');
    expect(over.json.value).toMatchObject({ period: 'day', used: '40.00' });
    expectOk(await deposit(m, '10.00'), 'api/depositCreate.response');
  });

  it('a counted row takes a raise at its time and a removal at its time, not a second before', async () => {
    // the month must not end within the two delays
    advanceToMidMonth();
    const m = await member(0);
    expectOk(await setLimit(m, 'deposit', 'month', '100'), 'api/rgLimitSet.response');
    await paid(expectOk(await deposit(m, '100.00'), 'api/depositCreate.response'));
    const raised = expectOk(await setLimit(m, 'deposit', 'month', '300'), 'api/rgLimitSet.response');
    expect(raised.applied).toBe('pending');
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
    advanceTo(raised.limit.pending.effectiveAt, -2000);
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
    advanceTo(raised.limit.pending.effectiveAt, 0);
    await paid(expectOk(await deposit(m, '150.00'), 'api/depositCreate.response'));
    const over = await deposit(m, '50.01');
    expectError(over, 403, 'E_RG_DEPOSIT_LIMIT');
    expect(over.json.value).toMatchObject({ period: 'month', amount: '300.00', used: '250.00', left: '50.00' });
    await paid(expectOk(await deposit(m, '50.00'), 'api/depositCreate.response'));
    const removal = expectOk(await setLimit(m, 'deposit', 'month', null), 'api/rgLimitSet.response');
    expect(removal.applied).toBe('pending');
    advanceTo(removal.limit.pending.effectiveAt, -2000);
    expectError(await deposit(m, '10.00'), 403, 'E_RG_DEPOSIT_LIMIT');
    advanceTo(removal.limit.pending.effectiveAt, 0);
    expectOk(await deposit(m, '1000.00'), 'api/depositCreate.response');
  });
});

describe('raising and removing', () => {
  it('a raise waits the cooling delay: refused one second before it, taken at it; a lower limit applies at once', async () => {
    // the month must not end within the delay: its bets would then count in a new month
    advanceToMidMonth();
    const m = await member();
    expectOk(await setLimit(m, 'wager', 'month', '10.00'), 'api/rgLimitSet.response');
    await bet(m, 1000);
    const raised = expectOk(await setLimit(m, 'wager', 'month', '30.00'), 'api/rgLimitSet.response');
    expect(raised.applied).toBe('pending');
    expect(raised.limit.amount).toBe('10.00');
    expectNear(Date.parse(raised.limit.pending.effectiveAt) - clock().getTime(), 24 * HOUR);
    expect(raised.limit.pending.amount).toBe('30.00');
    const effective = Date.parse(raised.limit.pending.effectiveAt);
    expect((await refusal(bet(m, 1, new Date(effective - 1)))).code).toBe('E_RG_WAGER_LIMIT');
    advanceTo(raised.limit.pending.effectiveAt, -2000);
    expect((await limitOf(m, 'wager', 'month')).amount).toBe('10.00');
    advanceTo(raised.limit.pending.effectiveAt, 0);
    const after = await limitOf(m, 'wager', 'month');
    expect(after).toMatchObject({ amount: '30.00', pending: null });
    const left = Math.round(Number(after.left) * 100);
    await bet(m, left); // exactly at the raised limit (a new month, if the day crossed one, starts from 0.00)
    expect((await refusal(bet(m, 1))).code).toBe('E_RG_WAGER_LIMIT');
    // lowering: at once, and it drops nothing already used
    const lowered = expectOk(await setLimit(m, 'wager', 'month', '5.00'), 'api/rgLimitSet.response');
    expect(lowered).toMatchObject({ applied: 'now', limit: { amount: '5.00', left: '0.00', pending: null } });
  });

  it('a removal waits too and can be withdrawn; the same amount withdraws a pending raise', async () => {
    const m = await member(0);
    expectOk(await setLimit(m, 'deposit', 'day', '50.00'), 'api/rgLimitSet.response');
    const removal = expectOk(await setLimit(m, 'deposit', 'day', null), 'api/rgLimitSet.response');
    expect(removal).toMatchObject({ applied: 'pending', limit: { amount: '50.00', pending: { amount: null } } });
    const cancelled = expectOk(
      await post('/api/rg/limit/cancel', { kind: 'deposit', period: 'day' }, m.token),
      'api/rgLimitCancel.response',
    );
    expect(cancelled.limit).toMatchObject({ amount: '50.00', pending: null });
    expectError(await post('/api/rg/limit/cancel', { kind: 'deposit', period: 'day' }, m.token), 409, 'E_RG_NO_PENDING');
    expectOk(await setLimit(m, 'deposit', 'day', '80.00'), 'api/rgLimitSet.response');
    const same = expectOk(await setLimit(m, 'deposit', 'day', '50.00'), 'api/rgLimitSet.response');
    expect(same).toMatchObject({ applied: 'unchanged', limit: { amount: '50.00', pending: null } });
    expectOk(await setLimit(m, 'deposit', 'day', null), 'api/rgLimitSet.response');
    advance(24 * HOUR);
    expect(await limitOf(m, 'deposit', 'day')).toMatchObject({ amount: null, pending: null, left: null });
    expectOk(await deposit(m, '500.00'), 'api/depositCreate.response');
  });

  it('a tenant cooling delay over 24 h is used; the schema refuses one below 24 h', async () => {
    const headers = { 'x-tenant': 'rg18' };
    // a member of rg18: made directly so the tenant's own rules apply
    const id = await insertMember(
      db(),
      { tenantId: 'rg18', account: `rg_${randomBytes(6).toString('hex')}`, password: '', type: 1 },
      'scrypt$unusable',
    );
    const t18 = await openSession(db(), id, true, clock());
    expectOk(
      await call(server, '/api/rg/limit', { method: 'POST', body: { kind: 'loss', period: 'day', amount: '5' }, token: t18, headers }),
      'api/rgLimitSet.response',
    );
    const raised = expectOk(
      await call(server, '/api/rg/limit', { method: 'POST', body: { kind: 'loss', period: 'day', amount: '9' }, token: t18, headers }),
      'api/rgLimitSet.response',
    );
    expectNear(Date.parse(raised.limit.pending.effectiveAt) - clock().getTime(), 48 * HOUR);
    mkdirSync(join(server.tenantsDir, 'rglow'), { recursive: true });
    writeFileSync(
      join(server.tenantsDir, 'rglow', 'tenant.json'),
      JSON.stringify({ version: 1, responsibleGaming: { coolingHours: 1, tools: ['depositLimit'] } }),
    );
    const loaded = loadTenant(server.tenantsDir, 'rglow');
    const problems = JSON.stringify(loaded);
    expect(problems).toContain('/responsibleGaming/coolingHours');
    expect(problems).toContain('/responsibleGaming/tools');
  });
});

describe('session limit and reality check', () => {
  it('a session limit refuses bets, launches and deposits once reached; a raise waits; the reality check reports play since sign-in', async () => {
    const m = await member();
    const set = expectOk(await post('/api/rg/session-limit', { minutes: 30 }, m.token), 'api/rgSessionLimitSet.response');
    expect(set).toMatchObject({ applied: 'now', sessionLimit: { minutes: 30, usedMinutes: 0, leftMinutes: 30 } });
    await betWithWin(m, 500, 200);
    advance(10 * 60_000);
    const reality = expectOk(await get('/api/rg/reality-check', m.token), 'api/rgRealityCheck.response');
    expect(reality).toMatchObject({ intervalMinutes: 60, playedSeconds: 600, wagered: '5.00', won: '2.00', net: '-3.00' });
    expect(Date.parse(reality.nextAt) - Date.parse(reality.sessionStartedAt)).toBe(60 * 60_000);
    expectOk(await post('/api/rg/reality-check/interval', { intervalMinutes: 15 }, m.token), 'api/rgRealityCheckSet.response');
    expectError(await post('/api/rg/reality-check/interval', { intervalMinutes: 17 }, m.token), 400, 'E_RG_NOT_OFFERED');
    expect((await status(m)).realityCheck).toEqual({ intervalMinutes: 15, chosen: true });
    const raised = expectOk(await post('/api/rg/session-limit', { minutes: 60 }, m.token), 'api/rgSessionLimitSet.response');
    expect(raised).toMatchObject({ applied: 'pending', sessionLimit: { minutes: 30, pending: { minutes: 60 } } });
    advance(20 * 60_000);
    const over = await refusal(bet(m, 100));
    expect(over.code).toBe('E_RG_SESSION_LIMIT');
    expect(over.value).toMatchObject({ minutes: 30 });
    expectError(await deposit(m, '10.00'), 403, 'E_RG_SESSION_LIMIT');
    const game = expectOk(await get('/api/games/list?gameType=RNG&pageSize=1'), 'api/gameList.response').games[0];
    expectError(
      await post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, m.token),
      403,
      'E_RG_SESSION_LIMIT',
    );
    // a new sign-in starts a new session
    const fresh = await openSession(db(), m.id, true, clock());
    expectOk(await deposit({ id: m.id, token: fresh }, '10.00'), 'api/depositCreate.response');
    expectError(await post('/api/rg/session-limit', { minutes: 5 }, m.token), 400, 'E_RG_NOT_OFFERED');
    expectError(await post('/api/rg/session-limit', { minutes: 0 }, m.token), 400, 'E_BAD_REQUEST');
  });
});

describe('breaks', () => {
  async function lotteryGame() {
    const found = await db().query<{ vassalage: string; game_code: string; game_id: string }>(
      "SELECT vassalage, game_code, game_id FROM games WHERE tenant_id = 'demo' AND game_type IN ('LOTT', 'ELOTT') ORDER BY id LIMIT 1",
    );
    return found.rows[0];
  }

  it('a time-out refuses every money path with its own code, leaves statements and withdrawals, and ends by itself', async () => {
    const m = await member();
    const game = expectOk(await get('/api/games/list?gameType=RNG&pageSize=1'), 'api/gameList.response').games[0];
    const launched = expectOk(
      await post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, m.token),
      'api/launchGame.response',
    );
    const opened = expectOk(
      await post('/api/demo-game/session', { launch: new URL(launched.url, 'http://x').searchParams.get('launch') }),
      'api/demoGameSession.response',
    );
    const ticket = new URL(
      expectOk(
        await post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, m.token),
        'api/launchGame.response',
      ).url,
      'http://x',
    ).searchParams.get('launch');
    // money in a game wallet before the break
    expectOk(
      await post('/api/wallet/transfer', { from: 'MAIN', to: game.vassalage, amount: '20.00' }, m.token, { 'idempotency-key': key() }),
      'api/walletTransfer.response',
    );

    const started = expectOk(await post('/api/rg/break', { kind: 'timeOut', duration: '1w' }, m.token), 'api/rgBreakStart.response');
    expect(started.break).toMatchObject({ kind: 'timeOut', duration: '1w', endRequest: null, canRequestEnd: false });
    expect(Date.parse(started.break.endsAt) - Date.parse(started.break.startedAt)).toBe(7 * 24 * HOUR);
    expectNear(Date.parse(started.break.startedAt), clock().getTime());

    const lottery = await lotteryGame();
    const refusals: [Promise<Awaited<ReturnType<typeof call>>>, string][] = [
      [deposit(m, '10.00'), 'E_RG_BREAK_DEPOSIT'],
      [post('/api/demo-game/spin', { session: opened.session, bet: '0.20', idempotencyKey: key() }), 'E_RG_BREAK_BET'],
      [post('/api/demo-game/lottery/draw', { picks: [1, 2, 3], bet: '1.00', idempotencyKey: key() }, m.token), 'E_RG_BREAK_BET'],
      [post('/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }, m.token), 'E_RG_BREAK_LAUNCH'],
      [post('/api/demo-game/session', { launch: ticket }), 'E_RG_BREAK_LAUNCH'],
      [
        post(
          '/api/games/lottery/launch',
          { vendor: lottery.vassalage, gameCode: lottery.game_code, prizeMode: 'Normal', playType: 'trad' },
          m.token,
        ),
        'E_RG_BREAK_LAUNCH',
      ],
      [post('/api/launch/ticket', { kind: 'lottery', gameId: lottery.game_id }, m.token), 'E_RG_BREAK_LAUNCH'],
      [
        post('/api/wallet/transfer', { from: 'MAIN', to: game.vassalage, amount: '1.00' }, m.token, { 'idempotency-key': key() }),
        'E_RG_BREAK_TRANSFER',
      ],
      [post('/api/activities/signup', { activityId: 1 }, m.token), 'E_RG_BREAK_PROMOTION'],
      [post('/api/loyalty/rewards/claim', { rewardId: 'upgrade:silver' }, m.token, { 'idempotency-key': key() }), 'E_RG_BREAK_PROMOTION'],
      [post('/api/mall/redeem', { itemId: 'bonus5' }, m.token, { 'idempotency-key': key() }), 'E_RG_BREAK_PROMOTION'],
      [post('/api/redrain/grab', { eventId: 1 }, m.token), 'E_RG_BREAK_RED_RAIN'],
    ];
    for (const [request, code] of refusals) {
      const answer = await request;
      expectError(answer, 403, code);
      expect(answer.json.value).toEqual({ kind: 'timeOut', endsAt: started.break.endsAt });
    }
    expect((await refusal(bet(m, 100))).code).toBe('E_RG_BREAK_BET');
    // what stays open: signing in, the wallet, statements, the way back from a game wallet, withdrawal info
    expectOk(await get('/api/wallet', m.token), 'api/wallet.response');
    expectOk(await get('/api/rg/activity?period=day', m.token), 'api/rgActivity.response');
    expectOk(await get('/api/withdraw/info', m.token), 'api/withdrawInfo.response');
    expectOk(
      await post('/api/wallet/transfer', { from: game.vassalage, to: 'MAIN', amount: '20.00' }, m.token, { 'idempotency-key': key() }),
      'api/walletTransfer.response',
    );
    // it cannot be ended, nor shortened
    expectError(await post('/api/rg/break/end-request', {}, m.token), 409, 'E_RG_BREAK_NOT_OVER');
    expectError(await post('/api/rg/break', { kind: 'timeOut', duration: '24h' }, m.token), 409, 'E_RG_BREAK_ACTIVE');
    advanceTo(started.break.endsAt, -2000);
    expectError(await deposit(m, '10.00'), 403, 'E_RG_BREAK_DEPOSIT');
    advanceTo(started.break.endsAt, 0);
    expectOk(await deposit(m, '10.00'), 'api/depositCreate.response');
    expect((await status(m)).break).toBeNull();
  });

  it('a self-exclusion holds past its term until an end request and its delay; a time-out cannot replace it', async () => {
    const m = await member();
    const started = expectOk(await post('/api/rg/break', { kind: 'selfExclusion', duration: '6m' }, m.token), 'api/rgBreakStart.response');
    expect(started.break).toMatchObject({ kind: 'selfExclusion', duration: '6m', canRequestEnd: false });
    expectError(await post('/api/rg/break', { kind: 'timeOut', duration: '6w' }, m.token), 409, 'E_RG_BREAK_ACTIVE');
    expectError(await post('/api/rg/break/end-request', {}, m.token), 409, 'E_RG_BREAK_NOT_OVER');
    advance(Date.parse(started.break.endsAt) - clock().getTime() + 1000);
    const token = await openSession(db(), m.id, true, clock());
    const me = { id: m.id, token };
    const after = expectOk(await get('/api/rg', token), 'api/rgStatus.response');
    expect(after.break).toMatchObject({ kind: 'selfExclusion', canRequestEnd: true, endRequest: null });
    expectError(await deposit(me, '10.00'), 403, 'E_RG_BREAK_DEPOSIT');
    const asked = expectOk(await post('/api/rg/break/end-request', {}, token), 'api/rgBreakEndRequest.response');
    expect(Date.parse(asked.break.endRequest.effectiveAt) - Date.parse(asked.break.endRequest.requestedAt)).toBe(168 * HOUR);
    expect(asked.break.canRequestEnd).toBe(false);
    advanceTo(asked.break.endRequest.effectiveAt, -2000);
    const refused = await deposit(me, '10.00');
    expectError(refused, 403, 'E_RG_BREAK_DEPOSIT');
    expect(refused.json.value.endsAt).toBe(asked.break.endRequest.effectiveAt);
    advanceTo(asked.break.endRequest.effectiveAt, 0);
    expectOk(await deposit(me, '10.00'), 'api/depositCreate.response');
  });

  it('a permanent self-exclusion can never be asked to end; agents see only a flag', async () => {
    const agent = await member();
    const downline = await member(0, agent.id);
    const rows = () => get(`/api/agent/team/members?parentId=${agent.id}`, agent.token);
    const before = expectOk(await rows(), 'api/teamMembers.response');
    expect(before.list.find((r: { id: number }) => r.id === downline.id).onBreak).toBe(false);
    expectOk(await post('/api/rg/break', { kind: 'selfExclusion', duration: 'permanent' }, downline.token), 'api/rgBreakStart.response');
    const listed = expectOk(await rows(), 'api/teamMembers.response');
    const row = listed.list.find((r: { id: number }) => r.id === downline.id);
    expect(row.onBreak).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/selfExclusion|permanent|endsAt/);
    const detail = expectOk(await get(`/api/agent/team/member?id=${downline.id}`, agent.token), 'api/teamMember.response');
    expect(detail.onBreak).toBe(true);
    // the agent's own token cannot touch the downline's break: every rg call is about its caller
    expectError(await post('/api/rg/break/end-request', { memberId: downline.id }, agent.token), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/rg/break/end-request', {}, agent.token), 409, 'E_RG_NO_BREAK');
    advance(3650 * 24 * HOUR);
    const later = await openSession(db(), downline.id, true, clock());
    expectError(await post('/api/rg/break/end-request', {}, later), 409, 'E_RG_BREAK_NOT_OVER');
    expectError(await deposit({ id: downline.id, token: later }, '10.00'), 403, 'E_RG_BREAK_DEPOSIT');
  });
});

describe('activity statement', () => {
  it('deposits, withdrawals, wagers, wins and the net result per day, oldest first', async () => {
    const m = await member();
    await betWithWin(m, 1000, 250);
    await bet(m, 500);
    const statement = expectOk(await get('/api/rg/activity?period=day&count=3', m.token), 'api/rgActivity.response');
    expect(statement.rows).toHaveLength(3);
    expect(statement.timeZone).toBe(ZONE);
    const today = statement.rows[2];
    expect(today).toMatchObject({ wagers: '15.00', wins: '2.50', net: '-12.50' });
    expect(statement.totals).toMatchObject({ wagers: '15.00', wins: '2.50', net: '-12.50', deposits: '0.00' });
    expect(Date.parse(statement.rows[1].periodEnd)).toBe(Date.parse(today.periodStart));
    const months = expectOk(await get('/api/rg/activity?period=month', m.token), 'api/rgActivity.response');
    expect(months.rows).toHaveLength(6);
    expect(months.rows[5].start).toMatch(/-01$/);
  });
});

describe('age gate', () => {
  const register = async (tenant: string, birthDate?: string) => {
    const { captchaId, answer } = await solvedCaptcha(server, tenant);
    const username = `u${randomBytes(5).toString('hex')}`;
    return call(server, '/api/member/register', {
      method: 'PUT',
      body: {
        method: 'H5',
        mode: 'username',
        username,
        password: 'pass1234',
        confirmPassword: 'pass1234',
        captchaId,
        captcha: answer,
        ...(birthDate ? { birthDate } : {}),
      },
      headers: { 'x-tenant': tenant },
    });
  };
  /** The Manila date `years` years ago, moved by `days`. */
  function birthday(years: number, days = 0): string {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(clock());
    const [y, mo, d] = today.split('-').map(Number);
    const date = new Date(Date.UTC(y - years, mo - 1, d + days));
    return date.toISOString().slice(0, 10);
  }

  it('a tenant of 21 requires the date of birth and refuses anyone a day short of 21', async () => {
    expect(expectError(await register('rg21'), 400, 'E_BAD_REQUEST')).toContain('birthDate');
    const young = await register('rg21', birthday(21, 1));
    expectError(young, 400, 'E_UNDER_AGE');
    expect(young.json.value).toEqual({ minimumAge: 21, field: 'birthDate' });
    expectOk(await register('rg21', birthday(21)), 'api/register.response');
    expectError(await register('rg21', '2001-02-30'), 400, 'E_BAD_REQUEST');
    expectError(await register('rg21', '1899-12-31'), 400, 'E_BAD_REQUEST');
    expectError(await register('rg21', birthday(-1)), 400, 'E_BAD_REQUEST');
  });

  it('a tenant of 18 takes 18 today; a tenant without an age asks nothing', async () => {
    expectError(await register('rg18', birthday(18, 1)), 400, 'E_UNDER_AGE');
    expectOk(await register('rg18', birthday(18)), 'api/register.response');
    expectOk(await register('demo'), 'api/register.response');
  });
});

describe('age gate on a real tenant (lucky, PAGCOR: 21 in Asia/Manila)', () => {
  const LUCKY = { 'x-tenant': 'lucky' };
  const registerLucky = (birthDate?: string) =>
    call(server, '/api/member/register', {
      method: 'PUT',
      body: {
        method: 'H5',
        mode: 'username',
        username: `l${randomBytes(5).toString('hex')}`,
        password: 'pass1234',
        confirmPassword: 'pass1234',
        paymentPassword: '123456',
        ...(birthDate === undefined ? {} : { birthDate }),
      },
      headers: LUCKY,
    });
  /** The Manila date `years` years before the server's clock, moved by `days`. */
  function manilaBirthday(years: number, days = 0): string {
    const [y, mo, d] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(clock()).split('-').map(Number);
    return new Date(Date.UTC(y - years, mo - 1, d + days)).toISOString().slice(0, 10);
  }
  const refusedField = (answer: Awaited<ReturnType<typeof call>>, messageKey: string) => {
    expectError(answer, 400, 'E_BAD_REQUEST');
    expect(answer.json.value).toEqual({ field: 'birthDate', messageKey });
    expect(answer.json.message).toMatch(/^body\.birthDate: /);
  };

  it('refuses a missing, impossible or future date with the field named, and anyone a day short of 21 with E_UNDER_AGE', async () => {
    // tenants/lucky/tenant.json: responsibleGaming.minimumAge 21, operations.timeZone Asia/Manila
    refusedField(await registerLucky(), 'rg.age.required');
    refusedField(await registerLucky('2001-02-29'), 'rg.age.invalid');
    refusedField(await registerLucky('1899-12-31'), 'rg.age.invalid');
    refusedField(await registerLucky(manilaBirthday(0, 1)), 'rg.age.future');
    expectError(await registerLucky('17/05/1990'), 400, 'E_BAD_REQUEST');
    const young = await registerLucky(manilaBirthday(21, 1));
    expectError(young, 400, 'E_UNDER_AGE');
    expect(young.json.message).toBe('body.birthDate: you must be at least 21 to register');
    expect(young.json.value).toEqual({ minimumAge: 21, field: 'birthDate' });
    // 18 is enough elsewhere, not in the Philippines
    expectError(await registerLucky(manilaBirthday(18)), 400, 'E_UNDER_AGE');
  });

  it('takes the 21st birthday on the day itself in Manila, also while it is still the day before in UTC', async () => {
    // 00:30 in Manila is 16:30 UTC the day before: the Manila birthday counts, the UTC one would not
    const nextManilaMidnight = (() => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(clock());
      return Date.parse(`${today}T00:00:00+08:00`) + 24 * HOUR;
    })();
    advance(nextManilaMidnight + 30 * 60_000 - clock().getTime());
    const birthDate = manilaBirthday(21);
    expect(birthDate.slice(5)).not.toBe(clock().toISOString().slice(5, 10));
    const registered = expectOk(await registerLucky(birthDate), 'api/register.response');
    const stored = await db().query<{ birth_date: string | Date }>(
      "SELECT birth_date FROM members WHERE tenant_id = 'lucky' AND account = $1",
      [registered.userName],
    );
    const day = stored.rows[0].birth_date;
    expect(
      typeof day === 'string' ? day.slice(0, 10) : new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10),
    ).toBe(birthDate);
    expectError(await registerLucky(manilaBirthday(21, 1)), 400, 'E_UNDER_AGE');
  });

  it("an agent's new downline is checked the same way; a tenant without an age asks nothing", async () => {
    const agentId = await insertMember(
      db(),
      { tenantId: 'lucky', account: `ag${randomBytes(5).toString('hex')}`, password: '', type: 1 },
      'scrypt$unusable',
    );
    const token = await db().transaction(async (tx) => {
      await ensureWallet(tx, agentId);
      return openSession(tx, agentId, true, clock());
    });
    const downline = (birthDate?: string) =>
      call(server, '/api/agent/register', {
        method: 'POST',
        token,
        headers: LUCKY,
        body: {
          username: `d${randomBytes(5).toString('hex')}`,
          password: 'pass1234',
          confirmPassword: 'pass1234',
          type: 0,
          ...(birthDate === undefined ? {} : { birthDate }),
        },
      });
    refusedField(await downline(), 'rg.age.required');
    refusedField(await downline('2003-13-01'), 'rg.age.invalid');
    refusedField(await downline(manilaBirthday(0, 1)), 'rg.age.future');
    const young = await downline(manilaBirthday(21, 1));
    expectError(young, 400, 'E_UNDER_AGE');
    expect(young.json.value).toEqual({ minimumAge: 21, field: 'birthDate' });
    const created = expectOk(await downline(manilaBirthday(21)), 'api/agentRegister.response');
    const stored = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE tenant_id = 'lucky' AND account = $1 AND birth_date IS NOT NULL AND parent_id = $2",
      [created.account, agentId],
    );
    expect(Number(stored.rows[0].n)).toBe(1);
    // demo sets no age: its agents' downlines need none
    const demoAgent = await member();
    expectOk(
      await post(
        '/api/agent/register',
        { username: `d${randomBytes(5).toString('hex')}`, password: 'pass1234', confirmPassword: 'pass1234', type: 0 },
        demoAgent.token,
      ),
      'api/agentRegister.response',
    );
  });
});

describe('no marketing during a break', () => {
  it('marketing messages and announcements, banners, promotions and red rain go quiet for the break, service messages stay', async () => {
    const m = await member();
    const tag = randomBytes(4).toString('hex');
    const group = `rg_${tag}`;
    await db().query(
      `INSERT INTO banners (tenant_id, group_name, title, image_url, sort_order, kind)
       VALUES ('demo', $1, jsonb_build_object('EN', $2::text), '/assets/a.png', 1, 'marketing'),
              ('demo', $1, jsonb_build_object('EN', $3::text), '/assets/b.png', 2, 'service')`,
      [group, `Welcome bonus ${tag}`, `Play safe ${tag}`],
    );
    await db().query(
      `INSERT INTO inbox_messages (member_id, title, content, kind)
       VALUES ($1, jsonb_build_object('EN', $2::text), '{"EN": "Your password was changed."}', 'service'),
              ($1, jsonb_build_object('EN', $3::text), '{"EN": "100% up to 500.00 this weekend."}', 'marketing')`,
      [m.id, `Security ${tag}`, `Reload bonus ${tag}`],
    );
    await db().query(
      `INSERT INTO notices (tenant_id, title, content, kind, created_at)
       VALUES ('demo', jsonb_build_object('EN', $1::text), '{"EN": "Free spins for everyone."}', 'marketing', $2)`,
      [`Free spins ${tag}`, clock()],
    );
    await db().query(
      `INSERT INTO red_rain_events (tenant_id, title, starts_at, ends_at, min_cents, max_cents, budget_cents)
       VALUES ('demo', jsonb_build_object('EN', $1::text), $2, $3, 100, 500, 100000)`,
      [`Rain ${tag}`, new Date(clock().getTime() - HOUR), new Date(clock().getTime() + 48 * HOUR)],
    );
    const titles = async (path: string, token?: string) =>
      ((await get(path, token)).json.value.list as { title: string }[]).map((item) => item.title);
    const view = async () => ({
      inbox: await titles('/api/inbox', m.token),
      unreadInbox: expectOk(await get('/api/inbox/unread', m.token), 'api/unreadInbox.response').count,
      notices: await titles('/api/notices', m.token),
      unreadNotices: expectOk(await get('/api/announcements/unread', m.token), 'api/unreadAnnouncements.response').count,
      promotions: expectOk(await get('/api/activities?lang=EN', m.token), 'api/activities.response').list.length,
      redRain: await titles('/api/redrain', m.token),
      banners: (expectOk(await get(`/api/banners?groupName=${group}`, m.token), 'api/banners.response') as { title: string }[]).map(
        (b) => b.title,
      ),
      onBreak: expectOk(await get('/api/member/info', m.token), 'api/memberInfo.response').onBreak,
    });

    const before = await view();
    expect(before.inbox).toEqual(expect.arrayContaining([`Security ${tag}`, `Reload bonus ${tag}`]));
    expect(before.notices).toContain(`Free spins ${tag}`);
    expect(before.promotions).toBeGreaterThan(0);
    expect(before.redRain).toContain(`Rain ${tag}`);
    expect(before.banners).toEqual([`Welcome bonus ${tag}`, `Play safe ${tag}`]);
    expect(before.onBreak).toBe(false);
    const marketingId = ((await get('/api/inbox', m.token)).json.value.list as { id: number; title: string }[]).find(
      (item) => item.title === `Reload bonus ${tag}`,
    )!.id;

    const started = expectOk(await post('/api/rg/break', { kind: 'timeOut', duration: '24h' }, m.token), 'api/rgBreakStart.response');
    const during = await view();
    expect(during.inbox).toContain(`Security ${tag}`);
    expect(during.inbox).not.toContain(`Reload bonus ${tag}`);
    expect(during.unreadInbox).toBe(before.unreadInbox - 1);
    expect(during.notices).not.toContain(`Free spins ${tag}`);
    // the service announcements stay (maintenance and the like)
    expect(during.notices).toContain('Scheduled maintenance on Sunday 02:00');
    // the seed's own marketing announcement goes quiet too; the badge counts what is listed (none read yet)
    expect(before.notices).toContain('New live casino tables');
    expect(during.notices).not.toContain('New live casino tables');
    expect(before.unreadNotices).toBe(before.notices.length);
    expect(during.unreadNotices).toBe(during.notices.length);
    expect(during.notices.length).toBe(before.notices.length - 2);
    expect(during.promotions).toBe(0);
    expect(during.redRain).toEqual([]);
    // a banner is marketing unless it is marked a service banner
    expect(during.banners).toEqual([`Play safe ${tag}`]);
    expect(during.onBreak).toBe(true);
    // a marketing message cannot be opened by its id either
    expectError(await post('/api/inbox/read', { messageId: marketingId }, m.token), 404, 'E_NOT_FOUND');
    // guests and members not on a break still see the announcement
    expect(await titles('/api/notices')).toContain(`Free spins ${tag}`);
    const other = await member();
    expect(await titles('/api/notices', other.token)).toContain(`Free spins ${tag}`);
    const bannerTitles = async (token?: string) =>
      (expectOk(await get(`/api/banners?groupName=${group}`, token), 'api/banners.response') as { title: string }[]).map((b) => b.title);
    expect(await bannerTitles()).toHaveLength(2);
    expect(await bannerTitles(other.token)).toHaveLength(2);

    advanceTo(started.break.endsAt, 0);
    const after = await view();
    expect(after.inbox).toContain(`Reload bonus ${tag}`);
    expect(after.notices).toContain(`Free spins ${tag}`);
    expect(after.promotions).toBe(before.promotions);
    expect(after.redRain).toContain(`Rain ${tag}`);
    expect(after.banners).toEqual(before.banners);
    expect(after.onBreak).toBe(false);
  });
});

describe('hostile input', () => {
  it('refuses bad kinds, periods, amounts, durations and fields with 400 and a code', async () => {
    const m = await member();
    const bad: [unknown, string][] = [
      [{ kind: 'bonus', period: 'day', amount: '1' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'year', amount: '1' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day', amount: '-5' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day', amount: '1e9' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day', amount: '9999999999999' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day', amount: '1.001' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day', amount: 5 }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day' }, 'E_BAD_REQUEST'],
      [{ kind: 'loss', period: 'day', amount: '5', memberId: 1 }, 'E_BAD_REQUEST'],
      [{ kind: 'lo\u0000ss', period: 'day', amount: '5' }, 'E_BAD_CHARACTER'],
      [{ kind: 'loss', period: 'day\u202e', amount: '5' }, 'E_BAD_REQUEST'],
    ];
    for (const [body, code] of bad) expectError(await post('/api/rg/limit', body, m.token), 400, code);
    expectError(await post('/api/rg/break', { kind: 'timeOut', duration: '6m' }, m.token), 400, 'E_RG_NOT_OFFERED');
    expectError(await post('/api/rg/break', { kind: 'selfExclusion', duration: '24h' }, m.token), 400, 'E_RG_NOT_OFFERED');
    expectError(await post('/api/rg/break', { kind: 'forever', duration: '24h' }, m.token), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/rg/session-limit', { minutes: 1e308 }, m.token), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/rg/session-limit', { minutes: 30.5 }, m.token), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/rg/session-limit', { minutes: '30' }, m.token), 400, 'E_BAD_REQUEST');
    for (const q of ['period=year', 'count=0', 'count=32', 'count=abc', 'period=day%00']) {
      expect([400]).toContain((await get(`/api/rg/activity?${q}`, m.token)).status);
    }
    // nothing was stored
    const s = await status(m);
    expect(s.limits.every((l: { amount: string | null }) => l.amount === null)).toBe(true);
    expect(s.break).toBeNull();
    // the largest amount the schema takes is stored and shown exactly
    const big = expectOk(await setLimit(m, 'wager', 'day', '999999999999.99'), 'api/rgLimitSet.response');
    expect(big.limit.amount).toBe('999999999999.99');
  });

  it("another member sees none of this member's limits or break", async () => {
    const a = await member();
    const b = await member();
    expectOk(await setLimit(a, 'loss', 'day', '7.00'), 'api/rgLimitSet.response');
    expectOk(await post('/api/rg/break', { kind: 'timeOut', duration: '1w' }, a.token), 'api/rgBreakStart.response');
    const other = await status(b);
    expect(other.limits.every((l: { amount: string | null }) => l.amount === null)).toBe(true);
    expect(other.break).toBeNull();
    await bet(b, 100);
  });
});
