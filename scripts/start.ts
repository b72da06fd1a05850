/**
 * `npm start`: builds the site when dist/ is missing or older than engine/ or screens/, then
 * starts the reference server (embedded PGlite database unless DATABASE_URL is set) and prints
 * the address to open and the seeded accounts.
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1; 0.0.0.0 to accept other machines),
 * DATABASE_URL, DATA_DIR (default .data/pglite), TENANTS_DIR (default tenants), TENANT_SOURCE
 * (database, the default with DATABASE_URL: the published versions in PostgreSQL are served; files:
 * the tenants folder is, as without DATABASE_URL), TRUST_PROXY=1
 * (behind a proxy that sets X-Forwarded-For), SMS_PROVIDER (console, the default: codes are
 * printed in this console; or http with SMS_HTTP_URL), PHONE_PROOF_PROVIDER (console, the default:
 * Firebase ID tokens come from the development helpers or nowhere; or firebase with
 * FIREBASE_PROJECT_ID and optionally FIREBASE_JWKS_URL), MAIL_PROVIDER (console, the default: feedback
 * mails are printed in this console; or http with MAIL_HTTP_URL), DEV_HELPERS=1 (mounts the development
 * helpers /api/dev/* and the demo payment page; for local testing only, never on a public site),
 * DIST_DIR (default dist; the built site to serve, built there when missing or stale).
 * Ctrl-C or SIGTERM stops it cleanly: connections closed, database closed, data folder unlocked.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { providersFromEnv, startServer } from '../server/main.ts';
import { seedAccountsTable } from './seed-accounts.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
// DIST_DIR, as for vite build (which reads it too), lets a server run beside other people's builds.
const DIST_DIR = resolve(process.env.DIST_DIR || join(ROOT, 'dist'));
const DIST_INDEX = join(DIST_DIR, 'index.html');
const VITE_CONFIG = join(ROOT, 'scripts', 'vite.config.ts');
const SOURCES = ['engine', 'screens', 'scripts/vite.config.ts'].map((p) => join(ROOT, p));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Runs vite build when the built site is missing or older than its sources. */
function ensureBuilt(): void {
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > 0 && built >= sources) return;
  if (!existsSync(VITE_CONFIG)) {
    console.warn('[start] scripts/vite.config.ts does not exist yet: starting without building the site');
    return;
  }
  console.log(
    built === 0
      ? `[start] ${DIST_DIR} is missing: building the site`
      : `[start] engine/ or screens/ changed since the last build: rebuilding ${DIST_DIR}`,
  );
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'scripts/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR },
  });
  if (result.status !== 0) {
    console.error(`E_BUILD: vite build failed (exit ${result.status ?? result.signal}); fix the error above and run npm start again`);
    process.exit(1);
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`E_PORT: PORT must be a whole number from 0 to 65535, got "${value}"`);
    process.exit(1);
  }
  return port;
}

function parsePoolSize(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 200) {
    console.error(`E_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number from 1 to 200, got "${value}"`);
    process.exit(1);
  }
  return size;
}

function parseTenantSource(value: string | undefined): 'database' | 'files' | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'database' || value === 'files') return value;
  console.error(`E_TENANT_SOURCE: TENANT_SOURCE must be database or files, got "${value}"`);
  process.exit(1);
}

async function main(): Promise<void> {
  const databasePoolSize = parsePoolSize(process.env.DATABASE_POOL_SIZE);
  const tenantSource = parseTenantSource(process.env.TENANT_SOURCE);
  ensureBuilt();
  const port = parsePort(process.env.PORT);
  const started = Date.now();
  const server = await startServer({
    port,
    host: process.env.HOST || '127.0.0.1',
    tenantsDir: process.env.TENANTS_DIR || join(ROOT, 'tenants'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    tenantSource,
    databasePoolSize,
    dataDir: process.env.DATA_DIR || join(ROOT, '.data', 'pglite'),
    distDir: DIST_DIR,
    trustProxy: process.env.TRUST_PROXY === '1',
    devHelpers: process.env.DEV_HELPERS === '1',
    ...providersFromEnv(),
    settleEveryMs: process.env.SETTLE_EVERY_MS === undefined ? undefined : Number(process.env.SETTLE_EVERY_MS),
  });
  const engine = server.db.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`[start] ready in ${Date.now() - started} ms on ${engine}`);
  console.log(`\nOpen http://localhost:${server.port}/`);
  console.log(`Second tenant: http://lucky.localhost:${server.port}/\n`);
  console.log(`Seeded accounts:\n${seedAccountsTable()}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const e = error as { code?: string; message?: string };
  if (e.code === 'EADDRINUSE') {
    console.error(
      `E_PORT_IN_USE: port ${process.env.PORT || 3000} is taken by another program; start with another, e.g. PORT=3001 npm start`,
    );
    process.exit(1);
  }
  console.error(`${e.code ?? 'E_START'}: ${e.message ?? String(error)}`);
  process.exit(1);
});
