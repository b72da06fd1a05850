/**
 * The studio's cash desk (issue 30, item 3) through the real server, on PGlite or on the
 * PostgreSQL of DATABASE_URL: only a cashier reaches it and a cashier reaches nothing else; the
 * queue's filters and bad filters; the member's context; approve and reject through the ledger
 * (balanced after each); the second approver above the tenant's threshold, never the first one
 * again; replays, races, another tenant's withdrawals, malformed numbers; and the operators'
 * command line (scripts/operator.ts) deciding through the same rules.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawReview } from '../../scripts/operator.ts';
import type { Db } from '../../server/db/types.ts';
import { createDeposit, settleDeposit } from '../../server/payments/deposit.ts';
import { createMember } from '../../server/members/accounts.ts';
import { createWithdrawal } from '../../server/payments/withdraw.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { studioClient } from './support/studio.ts';
import { call, expectError, expectSchema, freshMember, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const db = (): Db => server.server.db;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const { get, post, operator } = studioClient(() => server);
const cashier = () => operator('demo-cashier', 'cashier1234');
const cashier2 = () => operator('demo-cashier2', 'cashier1234');
const editor = () => operator('demo-editor', 'editor1234');
const publisher = () => operator('demo-publisher', 'publisher1234');
const admin = () => operator('platform-admin', 'admin1234');

const LIMITS = { minCents: 1_000, maxCents: 5_000_000, dailyMaxCents: 10_000_000 };
const DESK = 'tenants/demo/cash-desk/withdrawals';
const tag = () => randomBytes(4).toString('hex');

/** A fresh member of the tenant with `cents` in the main wallet. */
async function fundedMember(cents: number, tenantId = 'demo', account?: string) {
  const member = account
    ? { id: await createMember(db(), { tenantId, account, password: 'pw-123456', type: 0 }), account, password: 'pw-123456' }
    : await freshMember(server, tenantId);
  await db().transaction(async (tx) => {
    const walletId = await ensureWallet(tx, member.id);
    await postEntry(tx, { walletId, amountCents: cents, kind: 'bonus', reference: `test-fund:${tag()}` });
  });
  return member;
}

/** A pending withdrawal of `cents` by the member; its number. */
async function withdrawal(memberId: number, cents: number, tenantId = 'demo'): Promise<string> {
  const w = await db().transaction((tx) =>
    createWithdrawal(tx, { tenantId, memberId, amountCents: cents, limits: LIMITS, now: new Date(), timeZone: 'Asia/Manila' }),
  );
  return w.orderNo;
}

async function mainBalance(memberId: number): Promise<number> {
  const row = await db().query<{ cents: number }>("SELECT balance_cents AS cents FROM wallets WHERE member_id = $1 AND vendor = 'MAIN'", [
    memberId,
  ]);
  return Number(row.rows[0]?.cents ?? 0);
}

/** What each house account and the member's wallet moved for this withdrawal, by the entries' references. */
async function movements(orderNo: string): Promise<Record<string, number>> {
  const rows = await db().query<{ account: string; cents: number }>(
    `SELECT coalesce(w.house, 'MEMBER') AS account, sum(e.amount_cents)::bigint AS cents FROM wallet_entries e JOIN wallets w ON w.id = e.wallet_id
      WHERE e.reference LIKE $1 GROUP BY 1`,
    [`withdraw:${orderNo}%`],
  );
  return Object.fromEntries(rows.rows.map((r) => [r.account, Number(r.cents)]));
}

/** Every member wallet equals the sum of its entries, every transaction sums to zero, no wallet is negative. */
async function expectLedgerBalanced(memberIds: number[]): Promise<void> {
  const wallets = await db().query<{ id: number; cached: number; ledger: number }>(
    `SELECT w.id, w.balance_cents AS cached, coalesce((SELECT sum(amount_cents) FROM wallet_entries e WHERE e.wallet_id = w.id), 0)::bigint AS ledger
       FROM wallets w WHERE w.member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  for (const w of wallets.rows) expect(Number(w.cached), `wallet ${w.id}`).toBe(Number(w.ledger));
  const unbalanced = await db().query(
    `SELECT t.id FROM ledger_transactions t JOIN wallet_entries e ON e.txn_id = t.id
      WHERE t.tenant_id = 'demo' GROUP BY t.id HAVING sum(e.amount_cents) <> 0`,
  );
  expect(unbalanced.rows).toEqual([]);
  const negative = await db().query('SELECT id FROM wallets WHERE member_id = ANY($1::bigint[]) AND balance_cents < 0', [memberIds]);
  expect(negative.rows).toEqual([]);
}

const approve = (orderNo: string, token: string, reason = '') => post(`${DESK}/${orderNo}/approve`, reason ? { reason } : {}, token);
const reject = (orderNo: string, token: string, reason: string) => post(`${DESK}/${orderNo}/reject`, { reason }, token);

describe('roles: the cash desk is the cashier’s, and the cashier has nothing else', () => {
  it('an editor, a publisher and the platform admin are refused the queue and the decisions (403 E_CASHIER_ONLY); a member token is 401', async () => {
    const member = await fundedMember(10_000);
    const orderNo = await withdrawal(member.id, 2_000);
    for (const token of [await editor(), await publisher(), await admin()]) {
      expectError(await get(DESK, token), 403, 'E_CASHIER_ONLY');
      expectError(await get(`${DESK}/${orderNo}`, token), 403, 'E_CASHIER_ONLY');
      expectError(await approve(orderNo, token), 403, 'E_CASHIER_ONLY');
      expectError(await reject(orderNo, token, 'no'), 403, 'E_CASHIER_ONLY');
    }
    const login = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: member.account, password: member.password },
    });
    expectError(await get(DESK, login.json.value.token), 401, 'E_UNAUTHORIZED');
    expectError(await get(DESK), 401, 'E_UNAUTHORIZED');
    expect((await db().query('SELECT status FROM withdrawals WHERE order_no = $1', [orderNo])).rows[0]).toEqual({ status: 'pending' });
  });

  it('a cashier cannot read or edit the config, submit or approve change requests, preview, roll back, read the audit log or the platform', async () => {
    const token = await cashier();
    const me = await get('me', token);
    expect(me.json.value.tenants).toEqual([{ id: 'demo', role: 'cashier' }]);
    expectError(await get('tenants/demo', token), 403, 'E_CASHIER_ROLE');
    expectError(await post('tenants/demo/check', { draft: { tenant: {}, screens: {}, messages: {} } }, token), 403, 'E_CASHIER_ROLE');
    expectError(
      await post(
        'tenants/demo/changes',
        { baseVersion: 1, title: 'Cashier edit', draft: { tenant: {}, screens: {}, messages: {} } },
        token,
      ),
      403,
      'E_CASHIER_ROLE',
    );
    expectError(await get('tenants/demo/changes', token), 403, 'E_CASHIER_ROLE');
    expectError(await get('tenants/demo/versions', token), 403, 'E_CASHIER_ROLE');
    expectError(await post('tenants/demo/versions/1/rollback', { message: 'x' }, token), 403, 'E_CASHIER_ROLE');
    expectError(await get('tenants/demo/audit', token), 403, 'E_CASHIER_ROLE');
    expectError(await post('tenants/demo/preview-session', { role: 'member' }, token), 403, 'E_CASHIER_ROLE');
    expectError(await post('tenants/demo/settings', { fourEyes: false }, token), 403, 'E_PLATFORM_ONLY');
    expectError(await get('platform', token), 403, 'E_PLATFORM_ONLY');
    expectError(
      await post('platform/roles', { username: 'demo-cashier', tenantId: 'demo', role: 'publisher' }, token),
      403,
      'E_PLATFORM_ONLY',
    );
    // a change request someone else opened: approving it is a publisher's work
    const pub = await publisher();
    const current = (await get('tenants/demo', pub)).json.value;
    const draft = structuredClone(current.merged);
    draft.messages.EN['menu.deposit'] = `Deposit ${tag()}`;
    const change = await post('tenants/demo/changes', { baseVersion: current.version, title: 'Label', draft }, await editor());
    expect(change.status, change.text).toBe(200);
    expectError(await post(`changes/${change.json.value.id}/approve`, {}, token), 403, 'E_CASHIER_ROLE');
    expectError(await get(`changes/${change.json.value.id}`, token), 403, 'E_CASHIER_ROLE');
    await post(`changes/${change.json.value.id}/reject`, { comment: 'test over' }, pub);
    // another tenant's desk
    expectError(await get('tenants/lucky/cash-desk/withdrawals', token), 403, 'E_FORBIDDEN');
  });

  it('the platform admin grants the cashier role (audited); the new cashier then works the desk and loses the editor work', async () => {
    const name = `cash-${tag()}`;
    await db().query(
      "INSERT INTO operators (username, password_hash) SELECT $1, password_hash FROM operators WHERE username = 'demo-editor'",
      [name],
    );
    const ok = await post('platform/roles', { username: name, tenantId: 'demo', role: 'cashier' }, await admin());
    expect(ok.status, ok.text).toBe(200);
    const token = await operator(name, 'editor1234');
    expect((await get(DESK, token)).status).toBe(200);
    expectError(await get('tenants/demo', token), 403, 'E_CASHIER_ROLE');
    const audit = (await get('tenants/demo/audit', await publisher())).json.value as {
      action: string;
      detail: { username?: string; role?: string };
    }[];
    expect(audit.find((a) => a.action === 'platform.role' && a.detail.username === name)?.detail.role).toBe('cashier');
  });
});

describe('the queue and the member', () => {
  it('lists pending withdrawals with the filters: status, member, amount, dates, pages', async () => {
    const a = await fundedMember(1_000_000);
    const b = await fundedMember(1_000_000);
    const small = await withdrawal(a.id, 2_500);
    const large = await withdrawal(a.id, 600_000);
    const other = await withdrawal(b.id, 4_000);
    const token = await cashier();
    const all = (await get(`${DESK}?member=${a.account}`, token)).json.value;
    expectSchema('studio/cash-desk-queue.response', all);
    expect(all.list.map((w: { orderNo: string }) => w.orderNo)).toEqual([large, small]);
    expect(all).toMatchObject({ total: 2, page: 1, totalPages: 1, secondApproverAbove: '5000.00' });
    expect(all.list[0]).toMatchObject({ account: a.account, amount: '6000.00', status: 'pending', approvalsNeeded: 2, decisions: [] });
    expect(all.list[1]).toMatchObject({ amount: '25.00', approvalsNeeded: 1 });
    // the account filter is a part of the name, in any case
    const part = a.account.slice(2, 10).toUpperCase();
    expect((await get(`${DESK}?member=${part}`, token)).json.value.total).toBe(2);
    expect(
      (await get(`${DESK}?member=${a.account}&minAmount=100`, token)).json.value.list.map((w: { orderNo: string }) => w.orderNo),
    ).toEqual([large]);
    expect(
      (await get(`${DESK}?member=${a.account}&maxAmount=25.00`, token)).json.value.list.map((w: { orderNo: string }) => w.orderNo),
    ).toEqual([small]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`${DESK}?member=${b.account}&from=${today}&to=${today}`, token)).json.value.list[0].orderNo).toBe(other);
    expect((await get(`${DESK}?member=${b.account}&from=2001-01-01&to=2001-01-31`, token)).json.value.total).toBe(0);
    expect((await get(`${DESK}?member=${a.account}&pageSize=1&page=2`, token)).json.value).toMatchObject({
      total: 2,
      totalPages: 2,
      page: 2,
    });
    // a wildcard in the account filter is a character, not a pattern
    expect((await get(`${DESK}?member=%25`, token)).json.value.total).toBe(0);
    // first approval moves it to awaiting-second, still pending
    const firstApproval = (await approve(large, token, 'Documents checked')).json.value;
    expectSchema('studio/cash-desk-decided.response', firstApproval);
    expect(firstApproval).toMatchObject({ status: 'pending' });
    const awaiting = (await get(`${DESK}?status=awaiting-second&member=${a.account}`, token)).json.value.list;
    expect(awaiting.map((w: { orderNo: string }) => w.orderNo)).toEqual([large]);
    expect(awaiting[0].decisions).toEqual([
      expect.objectContaining({ decision: 'approve', operator: 'demo-cashier', reason: 'Documents checked' }),
    ]);
    await reject(small, token, 'Bank account closed');
    expect(
      (await get(`${DESK}?status=rejected&member=${a.account}`, token)).json.value.list.map((w: { orderNo: string }) => w.orderNo),
    ).toEqual([small]);
    expect((await get(`${DESK}?status=all&member=${a.account}`, token)).json.value.total).toBe(2);
  });

  it('bad filters are 400 with a code naming the field', async () => {
    const token = await cashier();
    for (const [query, code] of [
      ['status=bogus', 'E_BAD_REQUEST'],
      ['minAmount=-5', 'E_BAD_REQUEST'],
      ['minAmount=1e308', 'E_BAD_REQUEST'],
      ['maxAmount=abc', 'E_BAD_REQUEST'],
      ['minAmount=50&maxAmount=10', 'E_BAD_REQUEST'],
      ['page=0', 'E_BAD_REQUEST'],
      ['page=-1', 'E_BAD_REQUEST'],
      ['page=99999999999999999999', 'E_BAD_REQUEST'],
      ['pageSize=1000', 'E_BAD_REQUEST'],
      ['from=9999-12-31', 'E_BAD_REQUEST'],
      ['from=2024-02-30', 'E_BAD_REQUEST'],
      ['from=2024-03-01&to=2024-02-01', 'E_BAD_REQUEST'],
      ['member=' + 'x'.repeat(65), 'E_BAD_REQUEST'],
      ['member=a%00b', 'E_BAD_CHARACTER'],
      ['member=a%1Bb', 'E_BAD_CHARACTER'],
      ['tenant=lucky', 'E_BAD_REQUEST'],
      ['status=pending&status=all', 'E_BAD_REQUEST'],
    ] as const) {
      const message = expectError(await get(`${DESK}?${query}`, token), 400, code);
      expect(message, query).toMatch(/query\./);
    }
  });

  it("shows the member's context: balance, recent deposits and bets, 30-day totals and flags", async () => {
    const member = await fundedMember(50_000);
    const order = await db().transaction((tx) =>
      createDeposit(tx, {
        tenantId: 'demo',
        memberId: member.id,
        channels: [{ id: 'bank', name: 'money.channel.bank', kind: 'bank', minCents: 10_000, maxCents: 5_000_000 }],
        channelId: 'bank',
        amountCents: 20_000,
        now: new Date(),
      }),
    );
    await settleDeposit(db(), 'demo', { orderNo: order.orderNo, status: 'paid', amount: order.amount, gatewayRef: 'g-1' }, new Date());
    await db().transaction(async (tx) => {
      const walletId = await ensureWallet(tx, member.id);
      await postEntry(tx, { walletId, amountCents: -1_500, kind: 'slot-bet', reference: `round:${tag()}:bet` });
    });
    const orderNo = await withdrawal(member.id, 3_000);
    await withdrawal(member.id, 1_000);
    const value = (await get(`${DESK}/${orderNo}`, await cashier())).json.value;
    expectSchema('studio/cash-desk-withdrawal.response', value);
    expect(value.withdrawal).toMatchObject({ orderNo, amount: '30.00', status: 'pending', approvalsNeeded: 1 });
    expect(value.member).toMatchObject({
      account: member.account,
      balance: '645.00',
      last30Days: { deposits: '200.00', bets: '15.00', wins: '0.00' },
      recentDeposits: [{ orderNo: order.orderNo, channel: 'bank', amount: '200.00' }],
      recentBets: [{ kind: 'slot-bet', amount: '15.00' }],
    });
    expect(value.member.flags).toEqual(['NEW_ACCOUNT', 'LOW_TURNOVER', 'OTHER_PENDING']);
    expect(value.member.break).toBeNull();
    // a responsible-gaming time-out in force is a flag with its end
    const ends = new Date(Date.now() + 7 * 86_400_000);
    await db().query(
      `INSERT INTO rg_members (member_id, break_kind, break_duration, break_started_at, break_ends_at, updated_at)
       VALUES ($1, 'timeOut', '1w', now(), $2, now())`,
      [member.id, ends],
    );
    const onBreak = (await get(`${DESK}/${orderNo}`, await cashier())).json.value.member;
    expect(onBreak.flags).toContain('ON_BREAK');
    expect(onBreak.break).toEqual({ kind: 'timeOut', until: ends.toISOString() });
  });
});

describe('decisions go through the ledger and the audit log', () => {
  it('approve below the threshold pays out at once; the ledger is balanced and the audit log names the cashier and reason', async () => {
    const member = await fundedMember(100_000);
    const orderNo = await withdrawal(member.id, 40_000);
    const before = await mainBalance(member.id);
    const res = await approve(orderNo, await cashier(), 'ID verified');
    expect(res.status, res.text).toBe(200);
    expect(res.json.value).toMatchObject({ orderNo, status: 'approved', amount: '400.00', approvalsNeeded: 1 });
    expect(await mainBalance(member.id)).toBe(before);
    expect(await movements(orderNo)).toEqual({ MEMBER: -40_000, WITHDRAW_PENDING: 0, WITHDRAW_PAID: 40_000 });
    await expectLedgerBalanced([member.id]);
    const audit = (await get('tenants/demo/audit', await publisher())).json.value as {
      action: string;
      operator: string;
      detail: Record<string, unknown>;
    }[];
    expect(audit.find((a) => a.action === 'cashdesk.approve' && a.detail.orderNo === orderNo)).toMatchObject({
      operator: 'demo-cashier',
      detail: { amount: '400.00', reason: 'ID verified', approvals: 1, needed: 1, by: 'studio' },
    });
    // a replay of the same approval, or a reject after it, changes nothing
    expectError(await approve(orderNo, await cashier()), 409, 'E_ORDER_SETTLED');
    expectError(await reject(orderNo, await cashier2(), 'late'), 409, 'E_ORDER_SETTLED');
    expect(await movements(orderNo)).toEqual({ MEMBER: -40_000, WITHDRAW_PENDING: 0, WITHDRAW_PAID: 40_000 });
  });

  it('reject needs a reason and returns the money; the ledger is balanced', async () => {
    const member = await fundedMember(100_000);
    const orderNo = await withdrawal(member.id, 30_000);
    const token = await cashier();
    expectError(await reject(orderNo, token, ''), 400, 'E_REASON_REQUIRED');
    expectError(await reject(orderNo, token, '   '), 400, 'E_REASON_REQUIRED');
    expectError(await reject(orderNo, token, 'x'.repeat(501)), 400, 'E_BAD_REQUEST');
    expectError(await reject(orderNo, token, 'bad\u0007bell'), 400, 'E_BAD_CHARACTER');
    expectError(await post(`${DESK}/${orderNo}/reject`, { reason: 'ok', amount: '1.00' }, token), 400, 'E_BAD_REQUEST');
    const res = await reject(orderNo, token, 'Payee name does not match');
    expect(res.json.value).toMatchObject({
      status: 'rejected',
      decisions: [expect.objectContaining({ decision: 'reject', reason: 'Payee name does not match' })],
    });
    expect(await mainBalance(member.id)).toBe(100_000);
    expect(await movements(orderNo)).toEqual({ MEMBER: 0, WITHDRAW_PENDING: 0 });
    await expectLedgerBalanced([member.id]);
  });

  it('above the threshold a second, different cashier is needed: the first cannot approve twice; then it pays out', async () => {
    const member = await fundedMember(2_000_000);
    const orderNo = await withdrawal(member.id, 500_001);
    const first = await approve(orderNo, await cashier(), 'Large, looks fine');
    expect(first.json.value).toMatchObject({ status: 'pending', approvalsNeeded: 2 });
    expect(await movements(orderNo)).toEqual({ MEMBER: -500_001, WITHDRAW_PENDING: 500_001 });
    expectError(await approve(orderNo, await cashier()), 409, 'E_ALREADY_DECIDED');
    expectError(await reject(orderNo, await cashier(), 'changed my mind'), 409, 'E_ALREADY_DECIDED');
    const second = await approve(orderNo, await cashier2(), 'Second look');
    expect(second.json.value).toMatchObject({ status: 'approved' });
    expect(second.json.value.decisions.map((d: { operator: string }) => d.operator)).toEqual(['demo-cashier', 'demo-cashier2']);
    expect(await movements(orderNo)).toEqual({ MEMBER: -500_001, WITHDRAW_PENDING: 0, WITHDRAW_PAID: 500_001 });
    await expectLedgerBalanced([member.id]);
    const audit = (await get('tenants/demo/audit', await publisher())).json.value as {
      action: string;
      operator: string;
      detail: Record<string, unknown>;
    }[];
    const mine = audit.filter((a) => a.detail.orderNo === orderNo).map((a) => `${a.action} ${a.operator}`);
    expect(mine).toEqual(['cashdesk.approve demo-cashier2', 'cashdesk.approve.first demo-cashier']);
  });

  it('exactly at the threshold one approval is enough; the second cashier may reject after a first approval', async () => {
    const member = await fundedMember(2_000_000);
    const at = await withdrawal(member.id, 500_000);
    expect((await approve(at, await cashier2())).json.value.status).toBe('approved');
    const above = await withdrawal(member.id, 700_000);
    await approve(above, await cashier());
    expect((await reject(above, await cashier2(), 'Second approver disagrees')).json.value.status).toBe('rejected');
    expect(await movements(above)).toEqual({ MEMBER: 0, WITHDRAW_PENDING: 0 });
    await expectLedgerBalanced([member.id]);
  });

  it("a cashier cannot decide on their own account's withdrawal (403 E_OWN_WITHDRAWAL)", async () => {
    const member = await fundedMember(50_000, 'demo', 'Demo-Cashier2');
    const orderNo = await withdrawal(member.id, 2_000);
    expectError(await approve(orderNo, await cashier2()), 403, 'E_OWN_WITHDRAWAL');
    expectError(await reject(orderNo, await cashier2(), 'mine'), 403, 'E_OWN_WITHDRAWAL');
    expect((await approve(orderNo, await cashier())).json.value.status).toBe('approved');
  });
});

describe('an attacker at the cash desk', () => {
  it("another tenant's withdrawal is not found through this tenant's desk; malformed, huge and negative numbers are 400", async () => {
    const lucky = await fundedMember(50_000, 'lucky');
    const luckyOrder = await withdrawal(lucky.id, 2_000, 'lucky');
    const token = await cashier();
    expectError(await get(`${DESK}/${luckyOrder}`, token), 404, 'E_NOT_FOUND');
    expectError(await approve(luckyOrder, token), 404, 'E_NOT_FOUND');
    expectError(await reject(luckyOrder, token, 'not mine'), 404, 'E_NOT_FOUND');
    expect((await db().query('SELECT status FROM withdrawals WHERE order_no = $1', [luckyOrder])).rows[0]).toEqual({ status: 'pending' });
    expect((await get(`${DESK}?member=${lucky.account}&status=all`, token)).json.value.total).toBe(0);
    expectError(await get(`${DESK}/W20991231FFFFFFFFFF`, token), 404, 'E_NOT_FOUND');
    for (const bad of [
      '1',
      '-1',
      '99999999999999999999999999',
      'w20261126abcdef0123',
      'W2026112600000000001',
      "W1' OR '1'='1",
      '..%2F..%2Fplatform',
    ]) {
      expectError(await get(`${DESK}/${encodeURIComponent(bad)}`, token), 400, 'E_BAD_REQUEST');
      expectError(await approve(encodeURIComponent(bad), token), 400, 'E_BAD_REQUEST');
    }
    expectError(await get(`${DESK}/W2026%00`, token), 400, 'E_BAD_CHARACTER');
    expectError(await get('tenants/..%2Fdemo/cash-desk/withdrawals', token), 403, 'E_FORBIDDEN');
  });

  it('racing approvals: ten at once by two cashiers pay out once; one cashier racing itself gives one approval', async () => {
    const member = await fundedMember(5_000_000);
    const small = await withdrawal(member.id, 10_000);
    const [t1, t2] = [await cashier(), await cashier2()];
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(small, i % 2 ? t1 : t2)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, 'E_ORDER_SETTLED');
    expect(await movements(small)).toEqual({ MEMBER: -10_000, WITHDRAW_PENDING: 0, WITHDRAW_PAID: 10_000 });

    const large = await withdrawal(member.id, 800_000);
    const same = await Promise.all(Array.from({ length: 6 }, () => approve(large, t1)));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of same.filter((x) => x.status !== 200)) expectError(r, 409, 'E_ALREADY_DECIDED');
    expect((await db().query('SELECT status FROM withdrawals WHERE order_no = $1', [large])).rows[0]).toEqual({ status: 'pending' });

    // the second approval against a reject, at once: one of them settles it, the other is refused
    const [a, r] = await Promise.all([approve(large, t2), reject(large, t2, 'race')]);
    expect([a.status, r.status].sort()).toEqual([200, 409]);
    const settled = (await db().query<{ status: string }>('SELECT status FROM withdrawals WHERE order_no = $1', [large])).rows[0].status;
    expect(await movements(large)).toEqual(
      settled === 'approved' ? { MEMBER: -800_000, WITHDRAW_PENDING: 0, WITHDRAW_PAID: 800_000 } : { MEMBER: 0, WITHDRAW_PENDING: 0 },
    );
    await expectLedgerBalanced([member.id]);
  });
});

describe('the command line decides through the same rules', () => {
  it('withdraw-review counts as one reviewer; --as decides as a cashier; a non-cashier is refused; a reject needs a reason', async () => {
    const member = await fundedMember(5_000_000);
    const large = await withdrawal(member.id, 900_000);
    const first = await withdrawReview(db(), large, 'approve', new Date(), { tenantsDir: server.tenantsDir });
    expect(first).toMatchObject({ status: 'pending', decisions: [{ decision: 'approve', operator: 'command line' }] });
    await expect(withdrawReview(db(), large, 'approve', new Date(), { tenantsDir: server.tenantsDir })).rejects.toMatchObject({
      status: 409,
      code: 'E_ALREADY_DECIDED',
    });
    const second = await withdrawReview(db(), large, 'approve', new Date(), {
      tenantsDir: server.tenantsDir,
      as: 'demo-cashier',
      reason: 'ok',
    });
    expect(second.status).toBe('approved');
    await expect(
      withdrawReview(db(), await withdrawal(member.id, 2_000), 'approve', new Date(), {
        tenantsDir: server.tenantsDir,
        as: 'demo-publisher',
      }),
    ).rejects.toMatchObject({ status: 403, code: 'E_FORBIDDEN' });
    const other = await withdrawal(member.id, 900_000);
    await withdrawReview(db(), other, 'approve', new Date(), { tenantsDir: server.tenantsDir, as: 'demo-cashier' });
    expectError(await approve(other, await cashier()), 409, 'E_ALREADY_DECIDED');
    await expect(withdrawReview(db(), other, 'reject', new Date(), { tenantsDir: server.tenantsDir })).rejects.toMatchObject({
      code: 'E_REASON_REQUIRED',
    });
    expect((await withdrawReview(db(), other, 'reject', new Date(), { tenantsDir: server.tenantsDir, reason: 'Chargeback' })).status).toBe(
      'rejected',
    );
    const audit = (await get('tenants/demo/audit', await publisher())).json.value as {
      action: string;
      operator: string | null;
      detail: Record<string, unknown>;
    }[];
    expect(audit.find((a) => a.detail.orderNo === large && a.action === 'cashdesk.approve.first')).toMatchObject({
      operator: null,
      detail: { by: 'cli' },
    });
    await expectLedgerBalanced([member.id]);
  });
});
