/**
 * The studio service for a command line (scripts/platform.ts, scripts/tenant-files.ts), on the
 * database and tenants a server of the same environment uses: DATABASE_URL (PostgreSQL), else
 * the embedded PGlite folder DATA_DIR (default .data/pglite; stop the server first, PGlite allows
 * one process per folder); TENANTS_DIR (default tenants/); TENANT_SOURCE as for npm start. With
 * PostgreSQL the live versions are the database's, as on the servers, so a command never takes
 * a local folder for the live version.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../server/db/open.ts';
import type { Db } from '../server/db/types.ts';
import { openLiveVersions, type LiveVersions } from '../server/studio/live-versions.ts';
import { createStudio, type Studio } from '../server/studio/service.ts';
import { createTenantRegistry, type TenantRegistry } from '../server/tenants/registry.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');

export interface StudioCli {
  db: Db;
  studio: Studio;
  registry: TenantRegistry;
  tenantsDir: string;
  /** the database's versions are live (DATABASE_URL), not the folder */
  live?: LiveVersions;
  close(): Promise<void>;
}

/** A registry's routine lines (each version served) are not news on a command line; the rest goes to stderr. */
const quiet = (line: string) => {
  if (!/^tenant "[^"]+": version \d+ served$/.test(line) && !/differs from its live version/.test(line)) console.error(line);
};

/** Opens the database and the tenants as `env` names them. */
export async function openStudioCli(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = quiet): Promise<StudioCli> {
  const tenantsDir = resolve(env.TENANTS_DIR || join(ROOT, 'tenants'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const db = await openDb({ databaseUrl, dataDir: env.DATA_DIR || join(ROOT, '.data', 'pglite') });
  try {
    const cli = await studioOn(db, tenantsDir, databaseUrl !== undefined && env.TENANT_SOURCE !== 'files', log);
    return {
      ...cli,
      async close() {
        await cli.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The studio on an open database (left open by close()): the database's versions live when `fromDatabase`, as a server of it serves them. */
export async function studioOn(db: Db, tenantsDir: string, fromDatabase: boolean, log: (line: string) => void = quiet): Promise<StudioCli> {
  const live = fromDatabase ? await openLiveVersions({ db, tenantsDir, log, pollMs: 0 }) : undefined;
  const registry = createTenantRegistry({ tenantsDir, log, overlays: live });
  live?.attach(registry);
  const studio = createStudio({ db, tenantsDir, registry, log, live });
  return {
    db,
    studio,
    registry,
    tenantsDir,
    live,
    async close() {
      registry.close();
      await live?.close();
    },
  };
}

/** A command line that does not parse: its usage is printed, after the message when there is one, and it exits 2. */
export class UsageError extends Error {}

/**
 * A failed studio command on stderr: its code (`fallbackCode` when it has none) and message, then
 * each issue of a refused draft (pointer and message) and each error of a folder that does not load.
 */
function reportFailure(error: unknown, fallbackCode: string) {
  const e = error as {
    code?: string;
    message?: string;
    value?: { issues?: { pointer: string; message: string }[]; errors?: string[] } | null;
  };
  console.error(`${e.code ?? fallbackCode}: ${e.message ?? String(error)}`);
  for (const issue of e.value?.issues ?? []) console.error(`  ${issue.pointer}  ${issue.message}`);
  for (const line of e.value?.errors ?? []) console.error(`  ${line}`);
}

/**
 * A studio command's main: the usage for no arguments or --help (exit 2); else the lines `run`
 * answers on the studio's sources (exit 0), or the usage for a UsageError (exit 2), or the error
 * on stderr, under `fallbackCode` when it has no code (exit 1). The sources are closed either way.
 */
export async function studioCliMain(
  args: string[],
  usage: string,
  fallbackCode: string,
  run: (cli: StudioCli) => Promise<string[]>,
): Promise<number> {
  if (args.length === 0 || args[0] === '--help') {
    console.error(usage);
    return 2;
  }
  let cli: StudioCli | undefined;
  try {
    cli = await openStudioCli();
    for (const line of await run(cli)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`E_USAGE: ${error.message}`);
      console.error(usage);
      return 2;
    }
    reportFailure(error, fallbackCode);
    return 1;
  } finally {
    await cli?.close();
  }
}
