/**
 * The production install works without development packages: a clean clone of the committed
 * HEAD, `npm ci --omit=dev`, `npm start` (which builds the site, then serves it on a fresh PGlite
 * folder), then `/` and `/api/tenant` answer. `npm test` runs it as the `prod` step; alone:
 * `npx tsx scripts/prod-check.ts`. Uncommitted changes are not part of the clone.
 *
 * It reuses npm's cache (--prefer-offline), so after `npm install` it takes well under a minute
 * (most of it the site build and the first database start).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
/** The clean install, the site build and the first start together; beyond it something hangs. */
const START_DEADLINE_MS = 150_000;

export class ProdCheckError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** npm's variables of a surrounding `npm test` (npm_config_*) would leak into the child npm. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.toLowerCase().startsWith('npm_') && name !== 'DATABASE_URL' && name !== 'DEV_HELPERS') env[name] = value;
  }
  return { ...env, ...extra };
}

function runSync(command: string, args: string[], cwd: string, code: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: cleanEnv({}) });
  if (result.status !== 0) throw new ProdCheckError(code, `${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

async function get(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** Runs the check; resolves with a one-line summary, throws ProdCheckError on the first problem. */
export async function prodCheck(log: (line: string) => void = console.log): Promise<string> {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'prod-check-'));
  const app = join(work, 'app');
  let child: ReturnType<typeof spawn> | undefined;
  try {
    log(`[prod] git clone ${ROOT} (committed HEAD)`);
    runSync('git', ['clone', '--quiet', ROOT, app], work, 'E_PROD_CLONE');
    log('[prod] npm ci --omit=dev');
    runSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], app, 'E_PROD_INSTALL');
    if (existsSync(join(app, 'node_modules', 'vitest')))
      throw new ProdCheckError('E_PROD_INSTALL', 'npm ci --omit=dev installed vitest, a devDependency');
    const port = await freePort();
    log(`[prod] npm start on port ${port}`);
    const output: string[] = [];
    child = spawn('npm', ['start'], {
      cwd: app,
      env: cleanEnv({ PORT: String(port), DATA_DIR: join(work, 'data'), NODE_ENV: 'production' }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const ready = new Promise<void>((resolveReady, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new ProdCheckError(
              'E_PROD_START',
              `npm start did not print "Open http://localhost:${port}/" within ${START_DEADLINE_MS / 1000} s:\n${output.join('')}`,
            ),
          ),
        START_DEADLINE_MS,
      );
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.join('').includes(`Open http://localhost:${port}/`)) {
          clearTimeout(timer);
          resolveReady();
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => {
        clearTimeout(timer);
        reject(new ProdCheckError('E_PROD_START', `npm start exited (code ${code}) before serving:\n${output.join('')}`));
      });
    });
    await ready;
    const home = await get(`http://127.0.0.1:${port}/`);
    if (home.status !== 200 || !home.text.includes('id="tenant-config"')) {
      throw new ProdCheckError('E_PROD_HOME', `GET / answered ${home.status} without the tenant config: ${home.text.slice(0, 300)}`);
    }
    const tenant = await get(`http://127.0.0.1:${port}/api/tenant`);
    const body = JSON.parse(tenant.text) as { success?: boolean; value?: { id?: string } };
    if (tenant.status !== 200 || body.success !== true || body.value?.id !== 'demo') {
      throw new ProdCheckError('E_PROD_API', `GET /api/tenant answered ${tenant.status}: ${tenant.text.slice(0, 300)}`);
    }
    return `clean clone, npm ci --omit=dev, npm start: / and /api/tenant served in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  } finally {
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((done) => setTimeout(done, 1000));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // stopped on SIGTERM
      }
    }
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prodCheck().then(
    (summary) => console.log(`[prod] ${summary}`),
    (error: { code?: string; message?: string }) => {
      console.error(`${error.code ?? 'E_PROD'}: ${error.message ?? JSON.stringify(error)}`);
      process.exit(1);
    },
  );
}
