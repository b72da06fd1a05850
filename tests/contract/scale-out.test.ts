/**
 * Scale-out: N server processes behind a proxy share one PostgreSQL (DATABASE_URL) and one
 * tenants folder, and a member cannot tell which one answered. Two servers (startServer twice,
 * each with its own connection pool, as two processes would have) on a database of this file:
 * a session made on A works on B, concurrent withdrawals split over both never overdraw and keep
 * the ledger balanced, one idempotency key moves money once across both, the login limit counts
 * failures from both, and a tenant edit on disk is served by both.
 *
 * Runs in the `postgres` step of npm test, which sets DATABASE_URL. Without it (the PGlite run)
 * the file checks the other half of the rule instead: a second server on the same PGlite folder
 * is refused, since the embedded database takes one server only.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { createWithdrawal } from '../../server/payments/withdraw.ts';
import { withIdempotency } from '../../server/wallet/idempotency.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { call, expectError, expectOk, freshMember, loginToken, randomAddress, ROOT, type ContractServer } from './support/server.ts';

const DATABASE_URL = process.env.DATABASE_URL;
/** README: 20 refused logins per client address in 15 minutes. */
const LOGIN_FAILURES_PER_ADDRESS = 20;
const LIMITS = { minCents: 1_000, maxCents: 5_000_000, dailyMaxCents: 10_000_000 };

const work = mkdtempSync('/tmp/scale-out-');
const tenantsDir = join(work, 'tenants');
const distDir = join(work, 'dist');

function prepareFolders(): void {
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<!--app-head-->\n<title>Fixture</title>\n</head>\n<body></body>\n</html>\n',
  );
}

/** The shape the support helpers take, for one running server. */
function asContract(server: RunningServer): ContractServer {
  return { url: server.url, port: server.port, server, tenantsDir, distDir, advanceClock: () => undefined, close: () => server.close() };
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

if (DATABASE_URL) {
  describe('two servers on one PostgreSQL and one tenants folder', () => {
    const dbName = `scale_${randomBytes(6).toString('hex')}`;
    let a: ContractServer;
    let b: ContractServer;

    beforeAll(async () => {
      prepareFolders();
      await withAdmin((client) => client.query(`CREATE DATABASE ${dbName}`));
      const url = new URL(DATABASE_URL);
      url.pathname = `/${dbName}`;
      const options = { port: 0, tenantsDir, distDir, databaseUrl: url.toString(), trustProxy: true, log: () => undefined };
      // Started together, as instances behind a proxy are: migrations and seed run once.
      const [first, second] = await Promise.all([startServer(options), startServer(options)]);
      a = asContract(first);
      b = asContract(second);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      rmSync(work, { recursive: true, force: true });
    });

    const db = (server: ContractServer): Db => server.server.db;

    async function fund(memberId: number, cents: number): Promise<void> {
      await db(a).transaction(async (tx) => {
        const walletId = await ensureWallet(tx, memberId);
        await postEntry(tx, { walletId, amountCents: cents, kind: 'bonus', reference: `scale-fund:${randomBytes(6).toString('hex')}` });
      });
    }

    /** Every wallet equals the sum of its entries, every transaction sums to zero, none negative. */
    async function expectLedgerConsistent(memberId: number): Promise<void> {
      const wallets = await db(b).query<{ id: number; cached: number; ledger: number }>(
        `SELECT w.id, w.balance_cents AS cached, coalesce((SELECT sum(amount_cents) FROM wallet_entries e WHERE e.wallet_id = w.id), 0)::bigint AS ledger
           FROM wallets w WHERE w.member_id = $1`,
        [memberId],
      );
      for (const w of wallets.rows) expect(w.cached, `wallet ${w.id}`).toBe(w.ledger);
      const unbalanced = await db(b).query(
        'SELECT t.id FROM ledger_transactions t JOIN wallet_entries e ON e.txn_id = t.id WHERE t.member_id = $1 GROUP BY t.id HAVING sum(e.amount_cents) <> 0',
        [memberId],
      );
      expect(unbalanced.rows).toEqual([]);
      const negative = await db(b).query('SELECT id FROM wallets WHERE member_id = $1 AND balance_cents < 0', [memberId]);
      expect(negative.rows).toEqual([]);
    }

    it('a session made on A is valid on B, and a logout on B ends it on A', async () => {
      const member = await freshMember(a);
      await fund(member.id, 12_345);
      const token = await loginToken(a, member.account, member.password);
      const wallet = expectOk(await call(b, '/api/wallet', { token }), 'api/wallet.response');
      expect(wallet.sumBalance).toBe('123.45');
      expectOk(await call(b, '/api/member/logout', { method: 'DELETE', token }), 'api/logout.response');
      expectError(await call(a, '/api/wallet', { token }), 401, 'E_UNAUTHORIZED');
    }, 60_000);

    it('withdrawals over HTTP on both: set on A, withdraw on B, cancel on A', async () => {
      const member = await freshMember(a);
      await fund(member.id, 5_000);
      const token = await loginToken(b, member.account, member.password);
      expectOk(
        await call(a, '/api/member/paymentPassword', {
          method: 'POST',
          token,
          body: { password: '246810', loginPassword: member.password },
        }),
        'api/paymentPassword.response',
      );
      const key = () => ({ 'idempotency-key': `k-${randomBytes(8).toString('hex')}` });
      const w = expectOk(
        await call(b, '/api/withdraw', { method: 'POST', token, headers: key(), body: { amount: '20', paymentPassword: '246810' } }),
        'api/withdrawCreate.response',
      );
      expect(w.balance).toBe('30.00');
      const cancelled = expectOk(
        await call(a, '/api/withdraw/cancel', { method: 'POST', token, headers: key(), body: { orderNo: w.orderNo } }),
        'api/withdrawCancel.response',
      );
      expect(cancelled.status).toBe('cancelled');
      expect(expectOk(await call(b, '/api/wallet', { token }), 'api/wallet.response').sumBalance).toBe('50.00');
      await expectLedgerConsistent(member.id);
    }, 60_000);

    it('100 concurrent withdrawals of 10 from 500, split over both, leave exactly 50 and a balanced ledger', async () => {
      const member = await freshMember(a);
      await fund(member.id, 50_000);
      // The service the endpoint calls, on each server's own pool (100 HTTP calls would each
      // wait on a deliberately slow password check and on the per-member payment password limit).
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          withIdempotency(
            db(i % 2 === 0 ? a : b),
            { memberId: member.id, key: `w-${i}-${randomBytes(4).toString('hex')}`, scope: 'withdrawCreate', body: { amount: '10.00' } },
            (tx) => createWithdrawal(tx, { tenantId: 'demo', memberId: member.id, amountCents: 1_000, limits: LIMITS, now: new Date() }),
          ),
        ),
      );
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
      expect(new Set(failed.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['E_INSUFFICIENT_FUNDS']));
      const balance = await db(b).query<{ cents: number }>(
        "SELECT balance_cents AS cents FROM wallets WHERE member_id = $1 AND vendor = 'MAIN'",
        [member.id],
      );
      expect(balance.rows[0].cents).toBe(0);
      const held = await db(a).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1 AND status = 'pending'",
        [member.id],
      );
      expect(held.rows[0].n).toBe(50);
      await expectLedgerConsistent(member.id);
    }, 120_000);

    it('one idempotency key sent to both at once moves money once', async () => {
      const member = await freshMember(a);
      await fund(member.id, 10_000);
      const key = `same-${randomBytes(6).toString('hex')}`;
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          withIdempotency(db(i % 2 === 0 ? a : b), { memberId: member.id, key, scope: 'withdrawCreate', body: { amount: '30.00' } }, (tx) =>
            createWithdrawal(tx, { tenantId: 'demo', memberId: member.id, amountCents: 3_000, limits: LIMITS, now: new Date() }),
          ),
        ),
      );
      const orders = new Set(
        results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ orderNo: string }>).value.orderNo),
      );
      expect(orders.size).toBe(1);
      const count = await db(b).query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1', [member.id]);
      expect(count.rows[0].n).toBe(1);
      const balance = await db(b).query<{ cents: number }>(
        "SELECT balance_cents AS cents FROM wallets WHERE member_id = $1 AND vendor = 'MAIN'",
        [member.id],
      );
      expect(balance.rows[0].cents).toBe(7_000);
      await expectLedgerConsistent(member.id);
    }, 60_000);

    it('the per-address login limit counts failures on both servers', async () => {
      const address = randomAddress();
      const attempt = (server: ContractServer) =>
        call(server, '/api/member/login', {
          method: 'POST',
          headers: { 'x-forwarded-for': address },
          body: { type: 'username', username: `nobody_${randomBytes(5).toString('hex')}`, password: 'wrong-password' },
        });
      // Half on each: neither server alone sees enough failures to refuse.
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
        const result = await attempt(i % 2 === 0 ? a : b);
        expect(result.status, `attempt ${i + 1}: ${result.text}`).toBe(401);
      }
      for (const server of [a, b]) {
        const limited = await attempt(server);
        expectError(limited, 429, 'E_RATE_LIMITED');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address is not affected.
      expect(
        (
          await call(a, '/api/member/login', {
            method: 'POST',
            body: { type: 'username', username: 'nobody_else', password: 'wrong-password' },
          })
        ).status,
      ).toBe(401);
    }, 120_000);

    it('a tenant file edit on disk is served by both', async () => {
      const file = join(tenantsDir, 'lucky', 'tenant.json');
      const data = JSON.parse(readFileSync(file, 'utf8')) as { brand?: Record<string, unknown> };
      data.brand = { ...data.brand, copyrightYear: 2042 };
      // Saved the way editors and deploy tools do: a new file renamed over the old one.
      writeFileSync(`${file}.tmp`, JSON.stringify(data, null, 2));
      renameSync(`${file}.tmp`, file);
      const started = Date.now();
      const years = async () =>
        Promise.all(
          [a, b].map(
            async (server) =>
              expectOk(await call(server, '/api/tenant', { headers: { 'x-tenant': 'lucky' } }), 'config').brand.copyrightYear,
          ),
        );
      let seen = await years();
      while (seen.some((y) => y !== 2042)) {
        if (Date.now() - started > 10_000) throw new Error(`the edit was not served by both within 10 s: A ${seen[0]}, B ${seen[1]}`);
        await new Promise((r) => setTimeout(r, 100));
        seen = await years();
      }
      expect(seen).toEqual([2042, 2042]);
    }, 60_000);
  });
} else {
  describe('two servers on one PGlite data folder', () => {
    let first: RunningServer | undefined;

    afterAll(async () => {
      await first?.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('the second is refused (E_DB_LOCKED): several instances need DATABASE_URL', async () => {
      prepareFolders();
      const dataDir = join(work, 'data');
      const options = { port: 0, tenantsDir, distDir, dataDir, log: () => undefined };
      first = await startServer(options);
      await expect(startServer(options)).rejects.toMatchObject({ code: 'E_DB_LOCKED', message: expect.stringContaining(dataDir) });
      // The first one is unharmed.
      expectOk(await call(asContract(first), '/api/tenant'), 'config');
    }, 120_000);
  });
}
