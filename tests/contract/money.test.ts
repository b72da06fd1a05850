/**
 * The money rules (issue 4), on PGlite or on the PostgreSQL of DATABASE_URL. The HTTP part runs
 * through the real server; the concurrency and randomized runs call the service functions the
 * endpoints call (withIdempotency + createWithdrawal / transfer / settleDeposit / cancel) on
 * the server's database directly, so 100 concurrent requests need no 100 password checks.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { createDeposit, settleDeposit } from '../../server/payments/deposit.ts';
import type { Channel } from '../../server/payments/rules.ts';
import { signCallback } from '../../server/payments/signature.ts';
import { transfer, transferOnce } from '../../server/payments/transfer.ts';
import { formatCents } from '../../server/wallet/money.ts';
import { cancelWithdrawal, createWithdrawal } from '../../server/payments/withdraw.ts';
import { withIdempotency } from '../../server/wallet/idempotency.ts';
import { withdrawReview } from '../../scripts/operator.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { localDate } from '../../server/time/zone.ts';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const db = (): Db => server.server.db;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const LIMITS = { minCents: 1_000, maxCents: 5_000_000, dailyMaxCents: 10_000_000 };
const CHANNELS: Channel[] = [{ id: 'bank', name: 'money.channel.bank', kind: 'bank', minCents: 10_000, maxCents: 5_000_000 }];
const key = () => `k-${randomBytes(8).toString('hex')}`;

async function fund(memberId: number, cents: number): Promise<void> {
  await db().transaction(async (tx) => {
    const walletId = await ensureWallet(tx, memberId);
    await postEntry(tx, { walletId, amountCents: cents, kind: 'bonus', reference: `test-fund:${randomBytes(6).toString('hex')}` });
  });
}

async function mainBalance(memberId: number): Promise<number> {
  const row = await db().query<{ cents: number }>("SELECT balance_cents AS cents FROM wallets WHERE member_id = $1 AND vendor = 'MAIN'", [
    memberId,
  ]);
  return row.rows[0]?.cents ?? 0;
}

/** Every member wallet equals the sum of its entries, and every transaction sums to zero. */
async function expectLedgerConsistent(memberIds: number[]): Promise<void> {
  const wallets = await db().query<{ id: number; cached: number; ledger: number }>(
    `SELECT w.id, w.balance_cents AS cached, coalesce((SELECT sum(amount_cents) FROM wallet_entries e WHERE e.wallet_id = w.id), 0)::bigint AS ledger
       FROM wallets w WHERE w.member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  for (const w of wallets.rows) expect(w.cached, `wallet ${w.id}`).toBe(w.ledger);
  const unbalanced = await db().query(
    `SELECT t.id FROM ledger_transactions t JOIN wallet_entries e ON e.txn_id = t.id
      WHERE t.member_id = ANY($1::bigint[]) GROUP BY t.id HAVING sum(e.amount_cents) <> 0`,
    [memberIds],
  );
  expect(unbalanced.rows).toEqual([]);
  const negative = await db().query('SELECT id FROM wallets WHERE member_id = ANY($1::bigint[]) AND balance_cents < 0', [memberIds]);
  expect(negative.rows).toEqual([]);
}

describe('ledger invariants', () => {
  it('100 concurrent withdrawals of 10 from 500 leave exactly 50 succeeded and a balance of 0', async () => {
    const member = await freshMember(server);
    await fund(member.id, 50_000);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        withIdempotency(db(), { memberId: member.id, key: key(), scope: 'withdrawCreate', body: { amount: '10.00' } }, (tx) =>
          createWithdrawal(tx, {
            tenantId: 'demo',
            memberId: member.id,
            amountCents: 1_000,
            limits: LIMITS,
            now: new Date(),
            timeZone: 'Asia/Manila',
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(50);
    expect(new Set(failed.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['E_INSUFFICIENT_FUNDS']));
    expect(await mainBalance(member.id)).toBe(0);
    const held = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1 AND status = 'pending'", [
      member.id,
    ]);
    expect(held.rows[0].n).toBe(50);
    await expectLedgerConsistent([member.id]);
  }, 120_000);

  it('20 concurrent retries of one idempotency key move money once and all answer the same', async () => {
    const member = await freshMember(server);
    await fund(member.id, 10_000);
    const k = key();
    const body = { from: 'MAIN', to: 'PG', amount: '25.00' };
    const vendor = (await db().query<{ vassalage: string }>("SELECT vassalage FROM vendors WHERE tenant_id = 'demo' ORDER BY id LIMIT 1"))
      .rows[0].vassalage;
    body.to = vendor;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        withIdempotency(db(), { memberId: member.id, key: k, scope: 'walletTransfer', body }, (tx) =>
          transfer(tx, { tenantId: 'demo', memberId: member.id, from: 'MAIN', to: vendor, amountCents: 2_500, now: new Date() }),
        ),
      ),
    );
    for (const r of results) expect(r).toEqual(results[0]);
    expect(await mainBalance(member.id)).toBe(7_500);
    const moves = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND category = 'transfer'",
      [member.id],
    );
    expect(moves.rows[0].n).toBe(1);
    await expect(
      withIdempotency(
        db(),
        { memberId: member.id, key: k, scope: 'walletTransfer', body: { ...body, amount: '26.00' } },
        async () => 'moved',
      ),
    ).rejects.toMatchObject({ status: 409, code: 'E_IDEMPOTENCY_MISMATCH' });
  }, 60_000);

  describe("the transfer endpoint's one-statement path (transferOnce)", () => {
    const firstVendor = async () =>
      (await db().query<{ vassalage: string }>("SELECT vassalage FROM vendors WHERE tenant_id = 'demo' ORDER BY id LIMIT 1")).rows[0]
        .vassalage;
    /** The endpoint's call: the body the member sent (amount as text) and the transfer it asks for. */
    const send = (memberId: number, k: string, from: string, to: string, amountCents: number) =>
      transferOnce(
        db(),
        { memberId, key: k, scope: 'walletTransfer', body: { from, to, amount: formatCents(amountCents) } },
        { tenantId: 'demo', memberId, from, to, amountCents, now: new Date() },
      );
    /** A member with `cents` on MAIN and a purse at the first vendor (1.00 moved there), so transfers take the one-statement path. */
    const memberWithPurse = async (cents: number) => {
      const member = await freshMember(server);
      await fund(member.id, cents);
      const vendor = await firstVendor();
      await send(member.id, key(), 'MAIN', vendor, 100);
      return { member, vendor };
    };

    it('money_text writes cents as formatCents does', async () => {
      const values = [0, 1, 5, 99, 100, 105, 2_500, 123_456, 99_999_999_999, -1, -105, -250_000];
      const rows = await db().query<{ cents: number; text: string }>(
        'SELECT v AS cents, money_text(v) AS text FROM unnest($1::bigint[]) AS v',
        [values],
      );
      expect(rows.rows.map((row) => row.text)).toEqual(values.map(formatCents));
      const none = await db().query<{ text: string | null }>('SELECT money_text(NULL) AS text');
      expect(none.rows[0].text).toBeNull();
    });

    it('money_text is inlined by the planner, not called (the transfer runs it while holding the wallet rows)', async () => {
      const plan = await db().query<{ 'QUERY PLAN': string }>(
        'EXPLAIN (VERBOSE, COSTS OFF) SELECT money_text(v) FROM unnest($1::bigint[]) AS v',
        [[1, -105]],
      );
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('lpad(');
      expect(text).not.toContain('money_text(');
    });

    it('20 concurrent retries of one key move money once and all answer the same, which a later retry still gets', async () => {
      // the purse exists first, so every retry takes the one-statement path
      const { member, vendor } = await memberWithPurse(10_000);
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, () => send(member.id, k, 'MAIN', vendor, 2_500)));
      for (const r of results) expect(r).toEqual({ from: 'MAIN', to: vendor, amount: '25.00', fromBalance: '74.00', toBalance: '26.00' });
      expect(await mainBalance(member.id)).toBe(7_400);
      // the balance is gone: a retry of the key still answers as the first time, and moves nothing
      await send(member.id, key(), 'MAIN', vendor, 7_400);
      expect(await send(member.id, k, 'MAIN', vendor, 2_500)).toEqual(results[0]);
      expect(await mainBalance(member.id)).toBe(0);
      await expect(send(member.id, k, 'MAIN', vendor, 2_600)).rejects.toMatchObject({ status: 409, code: 'E_IDEMPOTENCY_MISMATCH' });
      const moves = await db().query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND category = 'transfer'",
        [member.id],
      );
      expect(moves.rows[0].n).toBe(3);
      await expectLedgerConsistent([member.id]);
    }, 60_000);

    it('a refused transfer stores no key: after funding, the same key moves the money', async () => {
      const { member, vendor } = await memberWithPurse(1_000);
      const k = key();
      await expect(send(member.id, k, 'MAIN', vendor, 5_000)).rejects.toMatchObject({ status: 400, code: 'E_INSUFFICIENT_FUNDS' });
      await expect(send(member.id, k, 'MAIN', 'NOPE', 100)).rejects.toMatchObject({ status: 400 });
      await fund(member.id, 5_000);
      expect(await send(member.id, k, 'MAIN', vendor, 5_000)).toMatchObject({
        fromBalance: '9.00',
        toBalance: '51.00',
      });
      await expectLedgerConsistent([member.id]);
    });

    it('a first transfer to a vendor makes its purse, and a retry of that key answers the same', async () => {
      const member = await freshMember(server);
      await fund(member.id, 1_000);
      const vendor = await firstVendor();
      const k = key();
      const first = await send(member.id, k, 'MAIN', vendor, 400);
      expect(first).toEqual({ from: 'MAIN', to: vendor, amount: '4.00', fromBalance: '6.00', toBalance: '4.00' });
      expect(await send(member.id, k, 'MAIN', vendor, 400)).toEqual(first);
      expect(await mainBalance(member.id)).toBe(600);
    });
  });

  it('the ledger sums match every balance after a randomized run of 1,000 mixed operations', async () => {
    const members = await Promise.all([freshMember(server), freshMember(server), freshMember(server)]);
    const vendors = (
      await db().query<{ vassalage: string }>("SELECT DISTINCT vassalage FROM vendors WHERE tenant_id = 'demo' ORDER BY vassalage LIMIT 3")
    ).rows.map((r) => r.vassalage);
    const withdrawals: { memberId: number; orderNo: string }[] = [];
    const counts: Record<string, number> = {};
    const op = async (i: number): Promise<void> => {
      const member = members[i % members.length];
      const kind = ['deposit', 'deposit', 'withdraw', 'cancel', 'transferOut', 'transferIn', 'overdraft'][randomInt(7)];
      const amountCents = randomInt(1, 400) * 100;
      const now = new Date();
      try {
        if (kind === 'deposit') {
          const order = await withIdempotency(db(), { memberId: member.id, key: key(), scope: 'depositCreate', body: { i } }, (tx) =>
            createDeposit(tx, {
              tenantId: 'demo',
              memberId: member.id,
              channels: CHANNELS,
              channelId: 'bank',
              amountCents: Math.max(10_000, amountCents),
              now,
            }),
          );
          await settleDeposit(
            db(),
            'demo',
            { orderNo: order.orderNo, status: randomInt(4) === 0 ? 'failed' : 'paid', amount: order.amount, gatewayRef: 'x' },
            now,
          );
        } else if (kind === 'withdraw' || kind === 'overdraft') {
          const cents = kind === 'overdraft' ? LIMITS.maxCents : Math.max(1_000, amountCents);
          const w = await withIdempotency(db(), { memberId: member.id, key: key(), scope: 'withdrawCreate', body: { i } }, (tx) =>
            createWithdrawal(tx, {
              tenantId: 'demo',
              memberId: member.id,
              amountCents: cents,
              limits: LIMITS,
              now,
              timeZone: 'Asia/Manila',
            }),
          );
          withdrawals.push({ memberId: member.id, orderNo: w.orderNo });
        } else if (kind === 'cancel') {
          const w = withdrawals.splice(randomInt(Math.max(1, withdrawals.length)), 1)[0];
          if (w) await db().transaction((tx) => cancelWithdrawal(tx, 'demo', w.memberId, w.orderNo, now));
        } else {
          const vendor = vendors[randomInt(vendors.length)];
          const [from, to] = kind === 'transferOut' ? ['MAIN', vendor] : [vendor, 'MAIN'];
          await db().transaction((tx) => transfer(tx, { tenantId: 'demo', memberId: member.id, from, to, amountCents, now }));
        }
        counts[kind] = (counts[kind] ?? 0) + 1;
      } catch (error) {
        const code = (error as { code?: string }).code;
        expect(['E_INSUFFICIENT_FUNDS', 'E_ORDER_SETTLED'], `${kind}: ${String(error)}`).toContain(code);
        counts[`${kind}:${code}`] = (counts[`${kind}:${code}`] ?? 0) + 1;
      }
    };
    // 1,000 operations, 10 at a time, so they interleave
    for (let i = 0; i < 1_000; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => op(i + j)));
    expect(counts['overdraft'] ?? 0).toBe(0);
    expect(counts['overdraft:E_INSUFFICIENT_FUNDS']).toBeGreaterThan(0);
    expect(counts['deposit']).toBeGreaterThan(0);
    await expectLedgerConsistent(members.map((m) => m.id));
    // and the tenant's books balance: all entries of its wallets sum to zero
    const books = await db().query<{ total: number }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS total FROM wallet_entries e JOIN ledger_transactions t ON t.id = e.txn_id WHERE t.tenant_id = 'demo'`,
    );
    expect(books.rows[0].total).toBe(0);
  }, 300_000);

  it('a crash mid-transaction leaves no partial entry, and a one-legged transaction is refused at commit', async () => {
    const member = await freshMember(server);
    const walletId = await db().transaction((tx) => ensureWallet(tx, member.id));
    const reference = `crash:${randomBytes(4).toString('hex')}`;
    await expect(
      db().transaction(async (tx) => {
        await postEntry(tx, { walletId, amountCents: 5_000, kind: 'bonus', reference });
        throw new Error('crash after the first entry');
      }),
    ).rejects.toThrow('crash after the first entry');
    const left = await db().query('SELECT id FROM wallet_entries WHERE reference = $1 OR reference = $2', [
      reference,
      `w${walletId}:${reference}`,
    ]);
    expect(left.rows).toEqual([]);
    expect(await mainBalance(member.id)).toBe(0);
    await expect(
      db().transaction(async (tx) => {
        const txn = (await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id")).rows[0]
          .id;
        await tx.query(
          "INSERT INTO ledger_transactions (id, tenant_id, member_id, category, kind, amount_cents, main_delta_cents) VALUES ($1, 'demo', $2, 'adjust', 'forged', 100, 100)",
          [txn, member.id],
        );
        await tx.query(
          "INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, txn_id) VALUES ($1, 100, 'forged', 'one-leg', $2)",
          [walletId, txn],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await mainBalance(member.id)).toBe(0);
  });

  it('entries and transactions can be neither updated nor deleted, and balances move only with entries', async () => {
    const member = await freshMember(server);
    await fund(member.id, 1_000);
    const walletId = await db().transaction((tx) => ensureWallet(tx, member.id));
    await expect(db().query('UPDATE wallet_entries SET amount_cents = 99999 WHERE wallet_id = $1', [walletId])).rejects.toThrow(
      /immutable/,
    );
    await expect(db().query('DELETE FROM wallet_entries WHERE wallet_id = $1', [walletId])).rejects.toThrow(/immutable/);
    await expect(db().query('DELETE FROM ledger_transactions WHERE member_id = $1', [member.id])).rejects.toThrow(/immutable/);
    await expect(db().query('UPDATE wallets SET balance_cents = 99999 WHERE id = $1', [walletId])).rejects.toThrow(/only by posting/);
    expect(await mainBalance(member.id)).toBe(1_000);
  });
});

describe('money over HTTP', () => {
  let member: { account: string; password: string; id: number };
  let token: string;
  const post = (path: string, body: unknown, k?: string, t = token) =>
    call(server, path, { method: 'POST', body, token: t, headers: k ? { 'idempotency-key': k } : {} });

  beforeAll(async () => {
    member = await freshMember(server, 'demo', 0);
    token = await loginToken(server, member.account, member.password);
  }, 60_000);

  it('lists the deposit channels of the tenant config', async () => {
    const value = expectOk(await call(server, '/api/deposit/channels', { token }), 'api/paymentChannels.response');
    expect(value.allowed).toBe(true);
    expect(value.channels.map((c: { id: string }) => c.id)).toEqual(['bank', 'gcash', 'voucher']);
    expect(value.channels[0]).toMatchObject({ min: '100.00', max: '50000.00' });
  });

  it('deposit: key required, limits, pending order, forged callback refused, paid once', async () => {
    expectError(await post('/api/deposit', { channelId: 'bank', amount: '200' }), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/deposit', { channelId: 'bank', amount: '99.99' }, key()), 400, 'E_AMOUNT_LIMIT');
    expectError(await post('/api/deposit', { channelId: 'bank', amount: '50000.01' }, key()), 400, 'E_AMOUNT_LIMIT');
    expectError(await post('/api/deposit', { channelId: 'nope', amount: '200' }, key()), 400, 'E_BAD_REQUEST');
    const k = key();
    const order = expectOk(await post('/api/deposit', { channelId: 'bank', amount: '200' }, k), 'api/depositCreate.response');
    expect(order).toMatchObject({ status: 'pending', amount: '200.00' });
    // a retry answers the same order; the same key with another body is refused
    expect(expectOk(await post('/api/deposit', { channelId: 'bank', amount: '200' }, k), 'api/depositCreate.response')).toEqual(order);
    expectError(await post('/api/deposit', { channelId: 'bank', amount: '300' }, k), 409, 'E_IDEMPOTENCY_MISMATCH');

    const callback = { orderNo: order.orderNo, status: 'paid', amount: '200.00', gatewayRef: 'G1' };
    const forged = await call(server, '/api/payments/callback', {
      method: 'POST',
      body: callback,
      headers: { 'x-signature': 'ab'.repeat(32) },
    });
    expectError(forged, 401, 'E_BAD_SIGNATURE');
    expectError(await call(server, '/api/payments/callback', { method: 'POST', body: callback }), 401, 'E_BAD_SIGNATURE');
    const tampered = await call(server, '/api/payments/callback', {
      method: 'POST',
      body: { ...callback, amount: '2000.00' },
      headers: { 'x-signature': signCallback(callback) },
    });
    expectError(tampered, 401, 'E_BAD_SIGNATURE');
    expect(await mainBalance(member.id)).toBe(0);

    // the demo payment page's endpoint signs and posts the callback
    const token32 = new URL(order.payUrl, 'http://x').searchParams.get('token');
    expectOk(await call(server, `/api/dev/pay/order?order=${order.orderNo}&token=${token32}`), 'api/devPayOrder.response');
    // both are required by the query's schema: a 400 that names the missing one (it was a 500, then a handler's own check)
    expect(expectError(await call(server, `/api/dev/pay/order?order=${order.orderNo}`), 400, 'E_BAD_REQUEST')).toMatch(/token/);
    expect(expectError(await call(server, `/api/dev/pay/order?token=${token32}`), 400, 'E_BAD_REQUEST')).toMatch(/order/);
    const paid = expectOk(await post('/api/dev/pay', { order: order.orderNo, token: token32, outcome: 'pay' }), 'api/devPay.response');
    expect(paid.status).toBe('paid');
    expect(await mainBalance(member.id)).toBe(20_000);
    // a second delivery does not credit twice; another outcome for a settled order is refused
    const again = await call(server, '/api/payments/callback', {
      method: 'POST',
      body: callback,
      headers: { 'x-signature': signCallback(callback) },
    });
    expect(expectOk(again, 'api/paymentCallback.response').status).toBe('paid');
    const failed = { ...callback, status: 'failed' };
    expectError(
      await call(server, '/api/payments/callback', { method: 'POST', body: failed, headers: { 'x-signature': signCallback(failed) } }),
      409,
      'E_ORDER_SETTLED',
    );
    expect(await mainBalance(member.id)).toBe(20_000);
    const wallet = expectOk(await call(server, '/api/wallet', { token }), 'api/wallet.response');
    expect(wallet.sumBalance).toBe('200.00');
    const orders = expectOk(await call(server, '/api/deposit/orders', { token }), 'api/depositOrders.response');
    expect(orders.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
  });

  it("the order list offers a pending order's payment page again until its window closes; expired and failed orders show their state", async () => {
    const order = expectOk(await post('/api/deposit', { channelId: 'bank', amount: '150' }, key()), 'api/depositCreate.response');
    const listed = expectOk(await call(server, '/api/deposit/orders', { token }), 'api/depositOrders.response');
    expect(listed.list[0]).toEqual({ ...order, payUrl: order.payUrl });
    // the listed address is a working payment page address
    const url = new URL(listed.list[0].payUrl, 'http://x');
    expectOk(
      await post('/api/dev/pay', { order: url.searchParams.get('order'), token: url.searchParams.get('token'), outcome: 'fail' }),
      'api/devPay.response',
    );
    const failed = expectOk(await call(server, '/api/deposit/orders', { token }), 'api/depositOrders.response').list[0];
    expect(failed).toMatchObject({ orderNo: order.orderNo, status: 'failed' });
    expect(failed).not.toHaveProperty('payUrl');

    // an order made 31 minutes ago: listed as expired, with no address, and its page refuses to pay
    const old = await db().transaction((tx) =>
      createDeposit(tx, {
        tenantId: 'demo',
        memberId: member.id,
        channels: CHANNELS,
        channelId: 'bank',
        amountCents: 12_300,
        now: new Date(Date.now() - 31 * 60_000),
      }),
    );
    const all = expectOk(await call(server, '/api/deposit/orders?pageSize=50', { token }), 'api/depositOrders.response').list;
    const expired = all.find((o: { orderNo: string }) => o.orderNo === old.orderNo);
    expect(expired).toMatchObject({ status: 'expired', amount: '123.00' });
    expect(expired).not.toHaveProperty('payUrl');
    const oldUrl = new URL(old.payUrl, 'http://x');
    const before = await mainBalance(member.id);
    expectError(
      await post('/api/dev/pay', { order: old.orderNo, token: oldUrl.searchParams.get('token'), outcome: 'pay' }),
      409,
      'E_ORDER_EXPIRED',
    );
    expect(await mainBalance(member.id)).toBe(before);
    expectError(await call(server, '/api/deposit/orders?pageSize=0', { token }), 400, 'E_BAD_REQUEST');
  });

  it('withdraw: payment password, limits, hold, cancel returns, review reject returns, approve pays out', async () => {
    await fund(member.id, 30_000);
    const start = await mainBalance(member.id);
    expectError(await post('/api/withdraw', { amount: '20', paymentPassword: '123456' }, key()), 400, 'E_PAYMENT_PASSWORD_NOT_SET');
    expectError(await post('/api/member/paymentPassword', { password: '123456', loginPassword: 'wrong-one' }), 400, 'E_LOGIN_PASSWORD');
    expect(
      expectOk(
        await post('/api/member/paymentPassword', { password: '123456', loginPassword: member.password }),
        'api/paymentPassword.response',
      ),
    ).toBeNull();
    expectError(await post('/api/withdraw', { amount: '20', paymentPassword: '654321' }, key()), 400, 'E_PAYMENT_PASSWORD');
    expectError(await post('/api/withdraw', { amount: '9.99', paymentPassword: '123456' }, key()), 400, 'E_AMOUNT_LIMIT');
    expectError(await post('/api/withdraw', { amount: '20', paymentPassword: '123456' }), 400, 'E_BAD_REQUEST');
    const w = expectOk(await post('/api/withdraw', { amount: '20', paymentPassword: '123456' }, key()), 'api/withdrawCreate.response');
    expect(w).toMatchObject({ status: 'pending', amount: '20.00' });
    expect(await mainBalance(member.id)).toBe(start - 2_000);
    const info = expectOk(await call(server, '/api/withdraw/info', { token }), 'api/withdrawInfo.response');
    expect(info).toMatchObject({ hasPaymentPassword: true, withdrawnToday: '20.00', allowed: true });
    const cancelled = expectOk(await post('/api/withdraw/cancel', { orderNo: w.orderNo }, key()), 'api/withdrawCancel.response');
    expect(cancelled.status).toBe('cancelled');
    expect(await mainBalance(member.id)).toBe(start);
    // Review is an operator action (scripts/operator.ts), not an endpoint.
    await expect(withdrawReview(db(), w.orderNo, 'approve', new Date())).rejects.toMatchObject({ status: 409, code: 'E_ORDER_SETTLED' });

    const w2 = expectOk(await post('/api/withdraw', { amount: '30', paymentPassword: '123456' }, key()), 'api/withdrawCreate.response');
    const rejected = await withdrawReview(db(), w2.orderNo, 'reject', new Date(), { reason: 'Payee name does not match' });
    expect(rejected.status).toBe('rejected');
    expect(await mainBalance(member.id)).toBe(start);
    const w3 = expectOk(await post('/api/withdraw', { amount: '40', paymentPassword: '123456' }, key()), 'api/withdrawCreate.response');
    expect((await withdrawReview(db(), w3.orderNo, 'approve', new Date())).status).toBe('approved');
    expect(await mainBalance(member.id)).toBe(start - 4_000);
    const list = expectOk(await call(server, '/api/withdraw/list', { token }), 'api/withdrawList.response');
    expect(list.list.map((x: { status: string }) => x.status)).toEqual(['approved', 'rejected', 'cancelled']);
    await expectLedgerConsistent([member.id]);
  }, 60_000);

  it('transfer between the main wallet and a vendor wallet, shown by merchantWallet', async () => {
    const vendors = expectOk(await call(server, '/api/wallet/merchant', { token }), 'api/merchantWallet.response');
    const vendor = vendors.list[0].vendor;
    const before = await mainBalance(member.id);
    const out = expectOk(
      await post('/api/wallet/transfer', { from: 'MAIN', to: vendor, amount: '15.50' }, key()),
      'api/walletTransfer.response',
    );
    expect(out).toMatchObject({ amount: '15.50', toBalance: '15.50' });
    expectError(await post('/api/wallet/transfer', { from: vendor, to: 'MAIN', amount: '15.51' }, key()), 400, 'E_INSUFFICIENT_FUNDS');
    expectError(await post('/api/wallet/transfer', { from: 'MAIN', to: 'NOPE', amount: '1' }, key()), 400, 'E_BAD_REQUEST');
    expectError(await post('/api/wallet/transfer', { from: 'MAIN', to: 'MAIN', amount: '1' }, key()), 400, 'E_BAD_REQUEST');
    const merchant = expectOk(await call(server, '/api/wallet/merchant', { token }), 'api/merchantWallet.response');
    expect(merchant.list.find((x: { vendor: string }) => x.vendor === vendor).balance).toBe('15.50');
    // the total balance counts the vendor wallets too
    expect(expectOk(await call(server, '/api/wallet', { token }), 'api/wallet.response').sumBalance).toBe((before / 100).toFixed(2));
    expectOk(await post('/api/wallet/transfer', { from: vendor, to: 'MAIN', amount: '15.50' }, key()), 'api/walletTransfer.response');
    expect(await mainBalance(member.id)).toBe(before);
  });

  it('records: account record with types, totals and paging; profit and loss per day; betting record per round', async () => {
    const { settleRound } = await import('../../server/games/rounds.ts');
    await fund(member.id, 300);
    for (let i = 0; i < 3; i++) {
      await settleRound(db(), {
        memberId: member.id,
        gameId: null,
        kind: 'slot',
        idempotencyKey: key(),
        betCents: 100,
        now: new Date(),
        play: () => ({ result: { i }, winCents: i === 0 ? 250 : 0 }),
      });
    }
    const today = localDate(new Date(), 'Asia/Manila'); // the demo tenant's day (tenants/demo/tenant.json)
    const all = expectOk(
      await call(server, `/api/records/account?startDate=${today}&endDate=${today}&pageSize=5`, { token }),
      'api/accountRecord.response',
    );
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.list).toHaveLength(5);
    expect(all.totalPages).toBe(Math.ceil(all.total / 5));
    const next = expectOk(
      await call(server, `/api/records/account?startDate=${today}&pageSize=5&pageNo=2&cursor=${all.nextCursor}`, { token }),
      'api/accountRecord.response',
    );
    const page2 = expectOk(
      await call(server, `/api/records/account?startDate=${today}&pageSize=5&pageNo=2`, { token }),
      'api/accountRecord.response',
    );
    expect(next.list).toEqual(page2.list);
    expect(new Set([...all.list, ...next.list].map((r: { id: number }) => r.id)).size).toBe(10);
    const deposits = expectOk(await call(server, `/api/records/account?types=deposit`, { token }), 'api/accountRecord.response');
    expect(deposits.list.map((r: { type: string; change: string }) => [r.type, r.change])).toEqual([['deposit', '200.00']]);
    expect(deposits.totals).toEqual({ count: 1, credit: '200.00', debit: '0.00', net: '200.00' });
    expectError(await call(server, `/api/records/account?types=A`, { token }), 403, 'E_FORBIDDEN');
    expectError(await call(server, `/api/records/account?startDate=2026-01-01&endDate=2026-12-31`, { token }), 400, 'E_BAD_REQUEST');
    expectError(await call(server, `/api/records/account?startDate=2026-02-30`, { token }), 400, 'E_BAD_REQUEST');

    const bets = expectOk(await call(server, '/api/records/betting', { token }), 'api/bettingRecord.response');
    expect(bets.totals).toEqual({ count: 3, bet: '3.00', win: '2.50', profit: '-0.50' });
    expect(bets.list.map((r: { bet: string; win: string }) => [r.bet, r.win])).toEqual([
      ['1.00', '0.00'],
      ['1.00', '0.00'],
      ['1.00', '2.50'],
    ]);
    const pnl = expectOk(await call(server, '/api/records/pnl', { token }), 'api/profitLoss.response');
    expect(pnl.days).toHaveLength(1);
    expect(pnl.totals).toMatchObject({ deposit: '200.00', withdraw: '40.00', bet: '3.00', win: '2.50' });
  });

  it('member types: only 0, 1 and 2 deposit; trial (4) may not deposit, withdraw or transfer', async () => {
    const trial = await freshMember(server, 'demo', 4);
    const trialToken = await loginToken(server, trial.account, trial.password);
    for (const [path, body] of [
      ['/api/deposit', { channelId: 'bank', amount: '200' }],
      ['/api/withdraw', { amount: '20', paymentPassword: '123456' }],
      ['/api/wallet/transfer', { from: 'MAIN', to: 'PG', amount: '1' }],
    ] as const) {
      const result = await post(path, body, key(), trialToken);
      expectError(result, 403, 'E_FREE_REJECT');
      expect(result.json.value).toEqual({ messageKey: 'free_reject' });
    }
    expect(expectOk(await call(server, '/api/deposit/channels', { token: trialToken }), 'api/paymentChannels.response').allowed).toBe(
      false,
    );
    const agent = await freshMember(server, 'demo', 3);
    const agentToken = await loginToken(server, agent.account, agent.password);
    expectError(await post('/api/deposit', { channelId: 'bank', amount: '200' }, key(), agentToken), 403, 'E_FREE_REJECT');
    // A type-3 agent (not a privileged type) may read its team's records, with no team yet: its own rows.
    const team = expectOk(await call(server, '/api/records/account?types=A', { token: agentToken }), 'api/accountRecord.response');
    expect(team.list.every((row: { account?: string }) => row.account === agent.account)).toBe(true);
  });

  it('money calls need a token', async () => {
    expectError(await call(server, '/api/withdraw/info'), 401, 'E_UNAUTHORIZED');
    expectError(await call(server, '/api/records/account'), 401, 'E_UNAUTHORIZED');
  });
});
