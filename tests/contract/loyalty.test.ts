/**
 * Loyalty (member level, reward centre, points mall) through the real server, on PGlite or on
 * the PostgreSQL of DATABASE_URL: level and progress from bet turnover, rewards claimed once
 * under concurrency, points never below zero under concurrent redemptions, trial refused, bad
 * input 400, the ledger balanced afterwards, and a bad loyalty config reported at its line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { isoWeek, nextWeekStart } from '../../server/loyalty/model.ts';
import { loadTenant } from '../../server/tenants/load.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { call, expectError, expectOk, freshMember, loginToken, ROOT, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const db = (): Db => server.server.db;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const key = () => `k-${randomBytes(8).toString('hex')}`;

/** Bets `cents` in one round (funded first, won back), so turnover grows and the balance does not. */
async function wager(memberId: number, cents: number): Promise<void> {
  await db().transaction(async (tx) => {
    const walletId = await ensureWallet(tx, memberId);
    const round = randomBytes(6).toString('hex');
    await postEntry(tx, { walletId, amountCents: cents, kind: 'slot-win', reference: `round:t-${round}:win` });
    await postEntry(tx, { walletId, amountCents: -cents, kind: 'slot-bet', reference: `round:t-${round}:bet` });
  });
}

async function member(type = 0) {
  const m = await freshMember(server, 'demo', type);
  return { ...m, token: await loginToken(server, m.account, m.password) };
}

const claim = (token: string, rewardId: unknown, idempotencyKey: string | null = key()) =>
  call(server, '/api/loyalty/rewards/claim', {
    method: 'POST',
    token,
    body: { rewardId },
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
const redeem = (token: string, itemId: unknown, idempotencyKey: string | null = key()) =>
  call(server, '/api/mall/redeem', {
    method: 'POST',
    token,
    body: { itemId },
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
const balance = async (token: string) => expectOk(await call(server, '/api/wallet', { token }), 'api/wallet.response').sumBalance as string;
const status = async (token?: string) => expectOk(await call(server, '/api/loyalty', { token }), 'api/loyaltyStatus.response');

/** Every member wallet equals the sum of its entries; every transaction of these members sums to zero. */
async function expectLedgerBalanced(memberIds: number[]): Promise<void> {
  const wallets = await db().query<{ id: number; cached: number; ledger: number }>(
    `SELECT w.id, w.balance_cents AS cached, coalesce((SELECT sum(amount_cents) FROM wallet_entries e WHERE e.wallet_id = w.id), 0)::bigint AS ledger
       FROM wallets w WHERE w.member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  expect(wallets.rows.length).toBeGreaterThan(0);
  for (const w of wallets.rows) expect(Number(w.cached), `wallet ${w.id}`).toBe(Number(w.ledger));
  const unbalanced = await db().query(
    `SELECT t.id FROM ledger_transactions t JOIN wallet_entries e ON e.txn_id = t.id
      WHERE t.member_id = ANY($1::bigint[]) GROUP BY t.id HAVING sum(e.amount_cents) <> 0`,
    [memberIds],
  );
  expect(unbalanced.rows).toEqual([]);
}

describe('member level', () => {
  it('shows guests the level table and no standing', async () => {
    const value = await status();
    expect(value.member).toBeNull();
    expect(value.levels.map((l: { id: string; minTurnover: string }) => [l.id, l.minTurnover])).toEqual([
      ['bronze', '0.00'],
      ['silver', '1000.00'],
      ['gold', '5000.00'],
      ['platinum', '20000.00'],
      ['diamond', '100000.00'],
    ]);
    expect(value.points).toEqual({ earn: 1, per: '10.00' });
    const lucky = expectOk(await call(server, '/api/loyalty', { headers: { 'x-tenant': 'lucky' } }), 'api/loyaltyStatus.response');
    expect(lucky.levels.map((l: { id: string }) => l.id)).toEqual(['starter', 'star', 'superstar', 'legend']);
  });

  it('the seeded demo account is Gold with 7,340.00 turnover, 12,660.00 to Platinum and 734 points; memberInfo agrees', async () => {
    const token = await loginToken(server, 'demo', 'demo1234');
    expect((await status(token)).member).toEqual({
      turnover: '7340.00',
      levelId: 'gold',
      nextLevelId: 'platinum',
      toNext: '12660.00',
      percent: 15,
      pointsEarned: 734,
      pointsRedeemed: 0,
      pointsBalance: 734,
    });
    expect(expectOk(await call(server, '/api/member/info', { token }), 'api/memberInfo.response').level).toEqual({
      id: 'gold',
      name: 'loyalty.level.gold',
    });
    expect(await balance(token)).toBe('1250.00');
  });

  it('level is the highest whose minimum the turnover reaches; progress and points follow the turnover', async () => {
    const m = await member();
    expect((await status(m.token)).member).toMatchObject({
      turnover: '0.00',
      levelId: 'bronze',
      nextLevelId: 'silver',
      toNext: '1000.00',
      percent: 0,
      pointsBalance: 0,
    });
    await wager(m.id, 99_999);
    expect((await status(m.token)).member).toMatchObject({
      turnover: '999.99',
      levelId: 'bronze',
      toNext: '0.01',
      percent: 99,
      pointsEarned: 99,
    });
    await wager(m.id, 1);
    expect((await status(m.token)).member).toMatchObject({
      turnover: '1000.00',
      levelId: 'silver',
      nextLevelId: 'gold',
      toNext: '4000.00',
      percent: 0,
      pointsEarned: 100,
    });
    await wager(m.id, 100_000_00);
    expect((await status(m.token)).member).toMatchObject({ levelId: 'diamond', nextLevelId: null, toNext: null, percent: 100 });
    expect(expectOk(await call(server, '/api/member/info', { token: m.token }), 'api/memberInfo.response').level.id).toBe('diamond');
  });
});

describe('reward centre', () => {
  it('lists upgrade bonuses of the levels reached as available, the others locked, and the weekly bonus of the current level', async () => {
    const m = await member();
    await wager(m.id, 5_000_00);
    const value = expectOk(await call(server, '/api/loyalty/rewards', { token: m.token }), 'api/loyaltyRewards.response');
    const now = new Date();
    expect(value.week).toBe(isoWeek(now, 'Asia/Manila'));
    expect(value.rewards.map((r: { id: string; status: string; amount: string }) => [r.id, r.status, r.amount])).toEqual([
      ['upgrade:silver', 'available', '8.00'],
      ['upgrade:gold', 'available', '28.00'],
      ['upgrade:platinum', 'locked', '88.00'],
      ['upgrade:diamond', 'locked', '388.00'],
      [`weekly:${isoWeek(now, 'Asia/Manila')}`, 'available', '8.00'],
    ]);
    expect(value.rewards[2].unlockTurnover).toBe('20000.00');
    expect(value.history).toEqual([]);
  });

  it('a claim credits the bonus once: 20 concurrent claims with one key return the same answer, with different keys one succeeds', async () => {
    const m = await member();
    await wager(m.id, 5_000_00);
    expect(await balance(m.token)).toBe('0.00');
    const sameKey = key();
    const repeated = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, 'upgrade:silver', sameKey)));
    const values = repeated.map((r) => expectOk(r, 'api/loyaltyClaim.response'));
    for (const v of values) expect(v).toEqual(values[0]);
    expect(values[0]).toMatchObject({
      reward: { id: 'upgrade:silver', kind: 'upgrade', levelId: 'silver', amount: '8.00' },
      balance: '8.00',
    });
    expect(await balance(m.token)).toBe('8.00');

    const racing = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, 'upgrade:gold')));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of racing.filter((r) => r.status !== 200)) expectError(r, 409, 'E_ALREADY_CLAIMED');
    expect(await balance(m.token)).toBe('36.00');
    expectError(await claim(m.token, 'upgrade:silver'), 409, 'E_ALREADY_CLAIMED');

    const week = `weekly:${isoWeek(new Date(), 'Asia/Manila')}`;
    const weekly = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, week)));
    expect(weekly.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(m.token)).toBe('44.00');
    const after = expectOk(await call(server, '/api/loyalty/rewards', { token: m.token }), 'api/loyaltyRewards.response');
    expect(after.rewards.find((r: { id: string }) => r.id === week)).toMatchObject({
      status: 'claimed',
      nextClaimAt: nextWeekStart(new Date(), 'Asia/Manila').toISOString(),
    });
    expect(after.history.map((h: { id: string; amount: string }) => [h.id, h.amount]).sort()).toEqual(
      [
        ['upgrade:gold', '28.00'],
        ['upgrade:silver', '8.00'],
        [week, '8.00'],
      ].sort(),
    );
    const bonuses = expectOk(await call(server, '/api/records/account?types=bonus', { token: m.token }), 'api/accountRecord.response');
    expect(bonuses.totals).toMatchObject({ count: 3, credit: '44.00' });
    await expectLedgerBalanced([m.id]);
  }, 60_000);

  it('refuses a locked reward, an unknown or past one, bad input, a missing key and a trial account', async () => {
    const m = await member();
    await wager(m.id, 1_000_00);
    expectError(await claim(m.token, 'upgrade:gold'), 403, 'E_REWARD_LOCKED');
    expectError(await claim(m.token, 'upgrade:bronze'), 404, 'E_NOT_FOUND');
    expectError(await claim(m.token, 'upgrade:nosuch'), 404, 'E_NOT_FOUND');
    expectError(await claim(m.token, 'weekly:2001-W01'), 404, 'E_NOT_FOUND');
    expectError(await claim(m.token, 'gold'), 400, 'E_BAD_REQUEST');
    expectError(await claim(m.token, 42), 400, 'E_BAD_REQUEST');
    expectError(await claim(m.token, 'upgrade:silver', null), 400, 'E_BAD_REQUEST');
    expectError(
      await call(server, '/api/loyalty/rewards/claim', {
        method: 'POST',
        token: m.token,
        body: { rewardId: 'upgrade:silver', extra: 1 },
        headers: { 'idempotency-key': key() },
      }),
      400,
      'E_BAD_REQUEST',
    );
    expectError(await call(server, '/api/loyalty/rewards'), 401, 'E_UNAUTHORIZED');
    const body = 'upgrade:silver';
    const k = key();
    expectOk(await claim(m.token, body, k), 'api/loyaltyClaim.response');
    expectError(await claim(m.token, `weekly:${isoWeek(new Date(), 'Asia/Manila')}`, k), 409, 'E_IDEMPOTENCY_MISMATCH');

    const trial = await member(4);
    await wager(trial.id, 5_000_00);
    const refused = await claim(trial.token, 'upgrade:silver');
    expectError(refused, 403, 'E_FREE_REJECT');
    expect(refused.json.value).toEqual({ messageKey: 'free_reject' });
    expect(await balance(trial.token)).toBe('0.00');
    await expectLedgerBalanced([m.id, trial.id]);
  }, 60_000);
});

describe('points mall', () => {
  it('lists the items to guests; members also get their points and history', async () => {
    const guest = expectOk(await call(server, '/api/mall/items'), 'api/mallItems.response');
    expect(guest.member).toBeNull();
    expect(guest.items.map((i: { id: string; cost: number }) => [i.id, i.cost])).toEqual([
      ['bonus5', 50],
      ['bonus20', 180],
      ['bonus100', 850],
      ['tshirt', 1200],
      ['headphones', 6000],
    ]);
    expect(guest.items[3]).toMatchObject({ reward: { kind: 'goods' }, limit: 1, image: '/assets/mall/tshirt.svg' });
    const m = await member();
    await wager(m.id, 1_234_00);
    expect(expectOk(await call(server, '/api/mall/items', { token: m.token }), 'api/mallItems.response').member).toEqual({
      pointsBalance: 123,
      history: [],
    });
  });

  it('20 concurrent redemptions never take the points below zero; each bonus is a ledger credit', async () => {
    const m = await member();
    await wager(m.id, 1_000_00); // 100 points: two 50-point items
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(m.token, 'bonus5')));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2);
    for (const r of results.filter((r) => r.status !== 200)) expectError(r, 409, 'E_NOT_ENOUGH_POINTS');
    expect(ok.map((r) => expectOk(r, 'api/mallRedeem.response').pointsBalance).sort()).toEqual([0, 50]);
    expect((await status(m.token)).member).toMatchObject({ pointsEarned: 100, pointsRedeemed: 100, pointsBalance: 0 });
    expect(await balance(m.token)).toBe('10.00');
    const refused = await redeem(m.token, 'bonus5');
    expectError(refused, 409, 'E_NOT_ENOUGH_POINTS');
    expect(refused.json.value).toMatchObject({ messageKey: 'error.E_NOT_ENOUGH_POINTS', pointsBalance: 0, cost: 50 });
    const view = expectOk(await call(server, '/api/mall/items', { token: m.token }), 'api/mallItems.response');
    expect(view.member.history).toHaveLength(2);
    expect(view.member.history[0]).toMatchObject({
      itemId: 'bonus5',
      title: 'mall.item.bonus5',
      cost: 50,
      reward: { kind: 'bonus', amount: '5.00' },
      status: 'credited',
    });
    expect(view.items[0].redeemed).toBe(2);
    await expectLedgerBalanced([m.id]);
  }, 60_000);

  it('one key redeems once; goods wait for delivery; the per-member limit holds; bad input and trial are refused', async () => {
    const m = await member();
    await wager(m.id, 30_000_00); // 3,000 points
    const k = key();
    const same = await Promise.all(Array.from({ length: 20 }, () => redeem(m.token, 'tshirt', k)));
    const answers = same.map((r) => expectOk(r, 'api/mallRedeem.response'));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(expectOk(same[0], 'api/mallRedeem.response')).toMatchObject({
      redemption: { itemId: 'tshirt', reward: { kind: 'goods' }, status: 'pending' },
      pointsBalance: 1800,
      balance: null,
    });
    const limited = await redeem(m.token, 'tshirt');
    expectError(limited, 409, 'E_LIMIT_REACHED');
    expect(limited.json.value).toMatchObject({ limit: 1 });
    expect(await balance(m.token)).toBe('0.00');
    expectError(await redeem(m.token, 'nosuch'), 404, 'E_NOT_FOUND');
    expectError(await redeem(m.token, 'Bad Id!'), 400, 'E_BAD_REQUEST');
    expectError(await redeem(m.token, 'bonus5', null), 400, 'E_BAD_REQUEST');
    expectError(
      await call(server, '/api/mall/redeem', { method: 'POST', body: { itemId: 'bonus5' }, headers: { 'idempotency-key': key() } }),
      401,
      'E_UNAUTHORIZED',
    );

    const trial = await member(4);
    await wager(trial.id, 1_000_00);
    const refused = await redeem(trial.token, 'bonus5');
    expectError(refused, 403, 'E_FREE_REJECT');
    expect(refused.json.value).toEqual({ messageKey: 'free_reject' });
    expect((await status(trial.token)).member.pointsBalance).toBe(100);
    await expectLedgerBalanced([m.id, trial.id]);
  }, 60_000);
});

describe('loyalty config', () => {
  it('a bad loyalty section is reported at its file, line and column', () => {
    const dir = mkdtempSync('/tmp/loyalty-tenants-');
    try {
      cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
      const file = join(dir, 'lucky', 'tenant.json');
      const text = readFileSync(file, 'utf8')
        .replace('"minTurnover": "500.00"', '"minTurnover": "40.00"')
        .replace('"name": "loyalty.level.legend"', '"name": "loyalty.level.nosuch"')
        .replace('"reward": { "kind": "goods" }', '"reward": { "kind": "goods", "amount": "1.00" }');
      writeFileSync(file, text);
      const result = loadTenant(dir, 'lucky');
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const lines = text.split('\n');
      const at = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
      const problems = result.errors
        .filter((e) => e.pointer.startsWith('/loyalty/'))
        .map((e) => `${e.file.split('/').slice(-2).join('/')}:${e.line} ${e.pointer} ${e.code}`);
      expect(problems).toEqual([
        `lucky/tenant.json:${at('"id": "superstar"')} /loyalty/levels/2/minTurnover E_LOYALTY_ORDER`,
        `lucky/tenant.json:${at('"id": "legend"')} /loyalty/levels/3/name E_MISSING_MESSAGE`,
        `lucky/tenant.json:${at('"id": "cap"')} /loyalty/mall/items/2/reward/amount E_SCHEMA_UNKNOWN_PROPERTY`,
      ]);
      expect(result.errors.every((e) => e.column > 0 && e.message.length > 0)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
