/**
 * A restart in the middle of a member's session, through `npm start`'s own script
 * (scripts/start.ts, a real process on a PGlite folder): Ctrl-C (SIGINT) or SIGTERM stops it
 * cleanly, releasing the folder's lock, and the next start on the same DATA_DIR finds the member's
 * session still valid, the withdrawal still pending, the balance unchanged and the idempotency key
 * still answering with the same order. The site is served from DIST_DIR (a fixture here), so the
 * test never builds into dist/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-lock.ts';
import { call, expectOk, ROOT, type ContractServer } from './support/server.ts';

const START = join(ROOT, 'scripts', 'start.ts');
const dataDir = mkdtempSync('/tmp/restart-data-');
const distDir = mkdtempSync('/tmp/restart-dist-');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

/** The fixture site, dated in the future so start.ts never finds it older than engine/ or screens/. */
function writeDist(): void {
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<!--app-head-->\n<title>Restart fixture</title>\n</head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  const later = new Date(Date.now() + 24 * 3600_000);
  utimesSync(join(distDir, 'index.html'), later, later);
}

/** Runs scripts/start.ts on dataDir and resolves with its address once it prints it. */
async function start(): Promise<{ child: ChildProcess; server: ContractServer; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', START], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: '', DEV_HELPERS: '', TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const port = await new Promise<number>((resolvePort, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const open = /Open http:\/\/localhost:(\d+)\//.exec(output);
      if (open) resolvePort(Number(open[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start.ts exited (${code}) before it was ready: ${output}`)));
  });
  const server = { url: `http://127.0.0.1:${port}/`, port } as ContractServer;
  return { child, server, output: () => output };
}

/** Sends the signal and resolves with the exit code. */
function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolveExit) => {
    child.once('exit', (code) => resolveExit(code));
    child.kill(signal);
  });
}

describe('restart on the same data folder (scripts/start.ts)', () => {
  it('keeps the session, the pending withdrawal, the balance and the idempotency key across a Ctrl-C and a SIGTERM stop', async () => {
    writeDist();
    let { child, server } = await start();
    // The site comes from DIST_DIR.
    expect((await call(server, '/')).text).toContain('<title>Restart fixture</title>');
    const login = expectOk(
      await call(server, '/api/member/login', { method: 'POST', body: { type: 'username', username: 'member0', password: 'member1234' } }),
      'api/login.response',
    );
    const token = login.token as string;
    expectOk(
      await call(server, '/api/member/paymentPassword', {
        method: 'POST',
        token,
        body: { password: '135790', loginPassword: 'member1234' },
      }),
      'api/paymentPassword.response',
    );
    const withdrawal = () =>
      call(server, '/api/withdraw', {
        method: 'POST',
        token,
        body: { amount: '10', paymentPassword: '135790' },
        headers: { 'idempotency-key': 'restart-1' },
      });
    const order = expectOk(await withdrawal(), 'api/withdrawCreate.response');
    expect(order).toMatchObject({ status: 'pending', balance: '70.00' });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      expect(await stop(child, signal), signal).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE)), `lock after ${signal}`).toBe(false);
      const next = await start();
      expect(next.output(), signal).not.toMatch(/stale|E_DB_LOCKED/i);
      ({ child, server } = next);
      const info = expectOk(await call(server, '/api/withdraw/info', { token }), 'api/withdrawInfo.response');
      expect(info, signal).toMatchObject({ balance: '70.00', withdrawnToday: '10.00', hasPaymentPassword: true });
      const listed = expectOk(await call(server, '/api/withdraw/list', { token }), 'api/withdrawList.response');
      expect(listed.list, signal).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'pending', amount: '10.00' })]);
      // A retry of the same request after the restart answers the first order and moves nothing.
      expect(expectOk(await withdrawal(), 'api/withdrawCreate.response'), signal).toEqual(order);
      expect(expectOk(await call(server, '/api/withdraw/info', { token }), 'api/withdrawInfo.response').balance, signal).toBe('70.00');
    }
  }, 240_000);
});

describe('start-up settings (scripts/start.ts)', () => {
  it('refuses a DATABASE_POOL_SIZE that is not a whole number from 1 to 200, naming the variable', async () => {
    for (const value of ['abc', '0', '2.5', '1000']) {
      const child = spawn(process.execPath, ['--import', 'tsx', START], {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_POOL_SIZE: value },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
      expect(code, value).toBe(1);
      expect(output, value).toContain(`E_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number from 1 to 200, got "${value}"`);
    }
  }, 60_000);
});
