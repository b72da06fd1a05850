/**
 * The reference server as `npm run dev` runs it: scripts/dev.ts starts this file under
 * `tsx watch`, which restarts it whenever a file it imports (server/, and the engine modules the
 * server shares) changes. Tenant configs are not imported: the server watches and reloads them
 * itself, so a tenant edit shows on the next page load without a restart.
 *
 * Environment (set by scripts/dev.ts): PORT, DIST_DIR (the page template around Vite's dev
 * entry), DATA_DIR, DATABASE_URL, TENANTS_DIR, SMS_PROVIDER, SMS_HTTP_URL, PHONE_PROOF_PROVIDER,
 * FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL, MAIL_PROVIDER, MAIL_HTTP_URL.
 *
 * On a restart tsx watch sends SIGTERM (SIGKILL after 5 s); the server then closes, which
 * closes the database and removes the data folder's server.lock, so the next run opens the same
 * folder. Should the process die before that, the lock names a dead pid and the next run
 * replaces it as stale (server/db/data-lock.ts).
 */
import { providersFromEnv, startServer } from '../server/main.ts';

const starting = startServer({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  tenantsDir: process.env.TENANTS_DIR!,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  distDir: process.env.DIST_DIR,
  // Every request comes through scripts/dev.ts, which passes the browser's address on in
  // X-Forwarded-For, so per-client limits count browsers, not the dev proxy.
  trustProxy: true,
  devHelpers: true,
  ...providersFromEnv(),
});

// Installed before the server is up: a restart during startup still closes what was opened.
function stop(): void {
  starting
    .then((server) => server.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

starting.then(
  (server) =>
    console.log(
      `[dev] reference server ready on ${server.url} (${server.db.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR}`})`,
    ),
  (error: unknown) => {
    const e = error as { code?: string; message?: string };
    console.error(`${e.code ?? 'E_START'}: ${e.message ?? String(error)}`);
    console.error('[dev] the reference server is down; fix the error above and save a server file to restart it');
    process.exit(1);
  },
);
