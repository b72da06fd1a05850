/**
 * Scale-out: N server processes behind a proxy share one PostgreSQL (DATABASE_URL) and nothing
 * else, and a member cannot tell which one answered. Two servers (startServer twice, each with
 * its own connection pool and its own copy of the tenants folder, as two machines would have) on
 * a database of this file: a session made on A works on B, concurrent withdrawals split over both
 * never overdraw and keep the ledger balanced, one idempotency key moves money once across both,
 * the login limit counts failures from both. A publish in the studio of A is served by B within a
 * second, with neither folder written; so is a rollback on B by A. A broken version put in the
 * database is refused by both with a log line while the last good one keeps serving; a listening
 * connection that drops is made again and what it missed is read; a server that starts while a
 * publish happens serves it; a scheduled publish is published once, by one server, and one that
 * can no longer be published is marked failed once.
 *
 * Runs in the `postgres` step of npm test, which sets DATABASE_URL. Without it (the PGlite run)
 * the file checks the other half of the rule instead: a second server on the same PGlite folder
 * is refused, since the embedded database takes one server only.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { LISTENER_APPLICATION } from '../../server/db/listen.ts';
import { startServer, type RunningServer, type StartServerOptions } from '../../server/main.ts';
import { createWithdrawal } from '../../server/payments/withdraw.ts';
import { withIdempotency } from '../../server/wallet/idempotency.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { readFileSet } from '../../server/studio/files.ts';
import { call, expectError, expectOk, freshMember, loginToken, randomAddress, ROOT, type ContractServer } from './support/server.ts';
import { studioClient, type Draft } from './support/studio.ts';

const DATABASE_URL = process.env.DATABASE_URL;
/** README: 20 refused logins per client address in 15 minutes. */
const LOGIN_FAILURES_PER_ADDRESS = 20;
const LIMITS = { minCents: 1_000, maxCents: 5_000_000, dailyMaxCents: 10_000_000 };

const work = mkdtempSync('/tmp/scale-out-');
const tenantsDir = join(work, 'tenants');
const distDir = join(work, 'dist');

/** A tenants folder of the server called `name`: each server has its own, as on its own machine. */
function tenantsOf(name: string): string {
  const dir = join(work, `tenants-${name}`);
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}

function prepareFolders(): void {
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<!--app-head-->\n<title>Fixture</title>\n</head>\n<body></body>\n</html>\n',
  );
}

/** The shape the support helpers take, for one running server. */
function asContract(server: RunningServer, folder = tenantsDir): ContractServer {
  return {
    url: server.url,
    port: server.port,
    server,
    tenantsDir: folder,
    distDir,
    advanceClock: () => undefined,
    close: () => server.close(),
  };
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
  describe('two servers on one PostgreSQL, each with its own tenants folder', () => {
    const dbName = `scale_${randomBytes(6).toString('hex')}`;
    let a: ContractServer;
    let b: ContractServer;
    let options: Omit<StartServerOptions, 'tenantsDir' | 'log'>;
    /** each server's log lines */
    const logs: Record<string, string[]> = { a: [], b: [], c: [] };
    const started: ContractServer[] = [];

    const start = async (name: string) => {
      const folder = tenantsOf(name);
      const server = asContract(await startServer({ ...options, tenantsDir: folder, log: (line) => logs[name].push(line) }), folder);
      started.push(server);
      return server;
    };

    beforeAll(async () => {
      prepareFolders();
      await withAdmin((client) => client.query(`CREATE DATABASE ${dbName}`));
      const url = new URL(DATABASE_URL);
      url.pathname = `/${dbName}`;
      // a scheduled publish is looked for every 200 ms, by each server
      options = { port: 0, distDir, databaseUrl: url.toString(), trustProxy: true, studioScheduleMs: 200 };
      // Started together, as instances behind a proxy are: migrations and seed run once, and each
      // tenant folder is recorded in the database once.
      [a, b] = await Promise.all([start('a'), start('b')]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all(started.map((server) => server.close()));
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
            (tx) =>
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
            createWithdrawal(tx, {
              tenantId: 'demo',
              memberId: member.id,
              amountCents: 3_000,
              limits: LIMITS,
              now: new Date(),
              timeZone: 'Asia/Manila',
            }),
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

    const studio = studioClient(() => a);
    const editor = () => studio.operator('demo-editor', 'editor1234');
    const publisher = () => studio.operator('demo-publisher', 'publisher1234');

    /** The TY label of demo's home tab as `server` serves it. */
    const homeLabel = async (server: ContractServer): Promise<string> =>
      expectOk(await call(server, '/api/tenant', { headers: { 'x-tenant': 'demo' } }), 'page-config').messages.TY['menu.home'] as string;

    /** Ms until `server` serves `label` as demo's home tab (checked every 5 ms); throws after `ms`. */
    async function servedWithin(server: ContractServer, label: string, ms: number): Promise<number> {
      const from = performance.now();
      while ((await homeLabel(server)) !== label) {
        if (performance.now() - from > ms) throw new Error(`not served within ${ms} ms: still "${await homeLabel(server)}"`);
        await new Promise((r) => setTimeout(r, 5));
      }
      return performance.now() - from;
    }

    /** Submits a change of demo's home tab label on A and approves it there; resolves when A answers "published". */
    async function publishLabel(label: string, publishAt?: string): Promise<{ id: number; status: string }> {
      const current = await studio.tenant('demo', await editor());
      const draft: Draft = structuredClone(current.merged);
      draft.messages.TY['menu.home'] = label;
      const created = await studio.post(
        'tenants/demo/changes',
        { baseVersion: current.version, title: `Home tab: ${label}`, draft, ...(publishAt ? { publishAt } : {}) },
        await editor(),
      );
      expect(created.status, created.text).toBe(200);
      const approved = await studio.post(`changes/${created.json.value.id}/approve`, {}, await publisher());
      expect(approved.status, approved.text).toBe(200);
      return { id: created.json.value.id as number, status: approved.json.value.status as string };
    }

    const folderOf = (server: ContractServer) => JSON.stringify(readFileSet(join(server.tenantsDir, 'demo')));
    /** demo's home tab as served before any publish */
    let originalLabel = '';

    it('a publish on A is served by B within a second; neither tenants folder is written', async () => {
      const before = [folderOf(a), folderOf(b)];
      originalLabel = await homeLabel(b);
      const published = await publishLabel('Bahay mula sa A');
      expect(published.status).toBe('published');
      // A served it before answering
      expect(await homeLabel(a)).toBe('Bahay mula sa A');
      const ms = await servedWithin(b, 'Bahay mula sa A', 1_000);
      expect(ms).toBeLessThan(1_000);
      expect([folderOf(a), folderOf(b)]).toEqual(before);
      expect(logs.b.some((line) => /^tenant "demo": version \d+ served$/.test(line))).toBe(true);
    }, 60_000);

    it('a rollback on B is served by A', async () => {
      const pub = await publisher();
      const versions = (await call(b, '/studio/api/tenants/demo/versions', { token: pub })).json.value as { version: number }[];
      const rolled = await call(b, `/studio/api/tenants/demo/versions/${versions[1].version}/rollback`, {
        method: 'POST',
        token: pub,
        body: { message: 'back' },
      });
      expect(rolled.status, rolled.text).toBe(200);
      expect(await homeLabel(b)).toBe(originalLabel);
      await servedWithin(a, originalLabel, 1_000);
    }, 60_000);

    it('a broken version in the database is refused by both with a log line; the last good one keeps serving, and a rollback mends it', async () => {
      await publishLabel('Bahay bago masira');
      await servedWithin(b, 'Bahay bago masira', 1_000);
      const latest = await db(a).query<{ version: number; files: string }>(
        "SELECT version, files FROM tenant_versions WHERE tenant_id = 'demo' ORDER BY version DESC LIMIT 1",
      );
      const good = latest.rows[0].version;
      const files = JSON.parse(latest.rows[0].files) as Record<string, Record<string, unknown>>;
      files['tenant.json'] = { ...files['tenant.json'], menus: { bottom: [{ id: 'home', icon: 'not-an-icon' }] } };
      files['messages/TY.json'] = { ...files['messages/TY.json'], 'menu.home': 'Sira' };
      // put there by hand, past the studio's check
      await db(b).query(
        `INSERT INTO tenant_versions (tenant_id, version, kind, message, diff, files, created_at) VALUES ('demo', $1, 'publish', 'by hand', '[]', $2, now())`,
        [good + 1, JSON.stringify(files)],
      );
      const refusal = `tenant "demo": version ${good + 1} refused, version ${good} keeps serving`;
      const deadline = Date.now() + 2_000;
      while (!(logs.a.some((l) => l.startsWith(refusal)) && logs.b.some((l) => l.startsWith(refusal)))) {
        if (Date.now() > deadline) throw new Error(`no refusal logged: ${logs.a.slice(-5).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      // the error says which file of which version, and where
      expect(logs.a.join('\n')).toContain(`demo version ${good + 1}/tenant.json:`);
      expect([await homeLabel(a), await homeLabel(b)]).toEqual(['Bahay bago masira', 'Bahay bago masira']);
      const rolled = await call(a, `/studio/api/tenants/demo/versions/${good}/rollback`, {
        method: 'POST',
        token: await publisher(),
        body: { message: 'mend' },
      });
      expect(rolled.status, rolled.text).toBe(200);
      expect(rolled.json.value.version).toBe(good + 2);
      await servedWithin(b, 'Bahay bago masira', 1_000);
      const next = await publishLabel('Bahay pagkatapos');
      expect(next.status).toBe('published');
      await servedWithin(b, 'Bahay pagkatapos', 1_000);
    }, 60_000);

    it('a listening connection that drops is made again, and what was published meanwhile is served', async () => {
      const killed = await db(a).query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1`,
        [`${LISTENER_APPLICATION}%`],
      );
      expect(killed.rows[0].n).toBe(2);
      // published while neither listens
      await publishLabel('Bahay habang putol');
      await servedWithin(b, 'Bahay habang putol', 5_000);
      const deadline = Date.now() + 5_000;
      while (!(
        logs.b.some((line) => line.startsWith('listen tenant_version: connection lost')) &&
        logs.b.includes('listen tenant_version: connected again')
      )) {
        if (Date.now() > deadline) throw new Error('B did not listen again');
        await new Promise((r) => setTimeout(r, 20));
      }
      // and it listens again: the next publish is served within a second
      await publishLabel('Bahay muling konektado');
      expect(await servedWithin(b, 'Bahay muling konektado', 1_000)).toBeLessThan(1_000);
    }, 60_000);

    it('a server that starts while publishes happen serves the newest version', async () => {
      // publishes one after another on A for as long as C takes to start (its start is shorter than one publish or several)
      let starting = true;
      const labels: string[] = [];
      const publishing = (async () => {
        while (starting) {
          labels.push(`Bahay habang nagsisimula ${labels.length}`);
          await publishLabel(labels[labels.length - 1]);
        }
      })();
      const c = await start('c');
      starting = false;
      await publishing;
      await servedWithin(c, labels[labels.length - 1], 1_000);
      // its own folder was not recorded over the database's version, nor written
      expect(folderOf(c)).toBe(JSON.stringify(readFileSet(join(ROOT, 'tenants', 'demo'))));
      await c.close();
    }, 120_000);

    it('a scheduled publish is published once, by one of the servers, and served by both', async () => {
      const at = new Date(Date.now() + 1_500).toISOString();
      const scheduled = await publishLabel('Bahay sa takdang oras', at);
      expect(scheduled.status).toBe('scheduled');
      await servedWithin(a, 'Bahay sa takdang oras', 10_000);
      await servedWithin(b, 'Bahay sa takdang oras', 1_000);
      const versions = await db(a).query<{ n: number }>('SELECT count(*)::int AS n FROM tenant_versions WHERE change_id = $1', [
        scheduled.id,
      ]);
      expect(versions.rows[0].n).toBe(1);
      const audits = await db(a).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM studio_audit WHERE action = 'publish' AND (detail->>'change')::bigint = $1",
        [scheduled.id],
      );
      expect(audits.rows[0].n).toBe(1);
      const change = await call(b, `/studio/api/changes/${scheduled.id}`, { token: await editor() });
      expect(change.json.value.status).toBe('published');
    }, 60_000);

    it('a scheduled publish that can no longer be published is marked failed once, whichever server tried', async () => {
      const scheduled = await publishLabel('Bahay na hindi na', new Date(Date.now() + 3_600_000).toISOString());
      expect(scheduled.status).toBe('scheduled');
      // published before it: the scheduled one is now based on an old version; then its time comes
      await publishLabel('Bahay na nauna');
      await db(a).query('UPDATE change_requests SET publish_at = now() WHERE id = $1', [scheduled.id]);
      const deadline = Date.now() + 10_000;
      let status = '';
      while (status !== 'failed') {
        if (Date.now() > deadline) throw new Error(`not failed within 10 s: ${status}`);
        await new Promise((r) => setTimeout(r, 100));
        status = (await call(b, `/studio/api/changes/${scheduled.id}`, { token: await editor() })).json.value.status as string;
      }
      // both servers looked for it every 200 ms for another second
      await new Promise((r) => setTimeout(r, 1_000));
      const failures = await db(a).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM studio_audit WHERE action = 'change.fail' AND (detail->>'change')::bigint = $1",
        [scheduled.id],
      );
      expect(failures.rows[0].n).toBe(1);
      expect([await homeLabel(a), await homeLabel(b)]).toEqual(['Bahay na nauna', 'Bahay na nauna']);
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
      expectOk(await call(asContract(first), '/api/tenant'), 'page-config');
    }, 120_000);
  });
}
