/**
 * The platform admin's command line: what a tenant's own operators may not change, set through
 * the same service (and the same check, history and audit log) as the studio's Platform page.
 *
 *   npx tsx scripts/platform.ts show
 *   npx tsx scripts/platform.ts hosts <tenant> [host ...]                     the host names, replaced
 *   npx tsx scripts/platform.ts origins <tenant> [--allowed a,b] [--trusted c]  the URL policy's origins
 *   npx tsx scripts/platform.ts four-eyes <tenant> on|off
 *   npx tsx scripts/platform.ts role <operator> <tenant> editor|publisher|cashier|none
 *
 * Environment: DATABASE_URL (PostgreSQL), else the embedded PGlite folder DATA_DIR (default
 * .data/pglite; stop the server first, PGlite allows one process per folder), TENANTS_DIR
 * (default tenants/) and TENANT_SOURCE (scripts/studio-cli.ts: with PostgreSQL the live versions
 * are the database's). The audit log records these changes as made from the command line.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiError } from '../server/http/api-error.ts';
import type { Studio } from '../server/studio/service.ts';
import { studioCliMain, UsageError } from './studio-cli.ts';
const USAGE = `usage: npx tsx scripts/platform.ts show
       npx tsx scripts/platform.ts hosts <tenant> [host ...]
       npx tsx scripts/platform.ts origins <tenant> [--allowed a,b] [--trusted c,d]
       npx tsx scripts/platform.ts four-eyes <tenant> on|off
       npx tsx scripts/platform.ts role <operator> <tenant> editor|publisher|cashier|none`;

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

/** Runs one command against the studio service; returns the lines to print. */
export async function runPlatformCommand(studio: Studio, args: string[], now: Date): Promise<string[]> {
  const [command, ...rest] = args;
  const current = async (tenantId: string) => {
    const found = (await studio.platform(null)).tenants.find((t) => t.id === tenantId);
    if (!found) throw new ApiError(404, 'E_NOT_FOUND', `No tenant ${tenantId} is served`);
    return found;
  };
  switch (command) {
    case 'show': {
      const { tenants, operators } = await studio.platform(null);
      return [
        ...tenants.map(
          (t) =>
            `${t.id}: hosts ${t.hosts.join(', ') || '-'}; allowed ${t.allowedOrigins.join(', ') || '-'}; trusted ${t.trustedOrigins.join(', ') || '-'}; four-eyes ${t.fourEyes ? 'on' : 'off'}`,
        ),
        ...operators.map(
          (o) =>
            `${o.username}: ${
              o.platformAdmin
                ? 'platform admin'
                : Object.entries(o.roles)
                    .map(([tenant, role]) => `${role} of ${tenant}`)
                    .join(', ') || 'no role'
            }`,
        ),
      ];
    }
    case 'hosts': {
      const [tenantId, ...hosts] = rest;
      if (!tenantId) throw new UsageError();
      const was = await current(tenantId);
      const { version } = await studio.setPlatformSettings(null, tenantId, { ...was, hosts }, now);
      return [`${tenantId}: hosts ${hosts.join(', ') || '-'} (version ${version})`];
    }
    case 'origins': {
      const [tenantId] = rest;
      if (!tenantId || tenantId.startsWith('--')) throw new UsageError();
      const was = await current(tenantId);
      const allowed = flag(rest, '--allowed');
      const trusted = flag(rest, '--trusted');
      const next = {
        ...was,
        allowedOrigins: allowed === undefined ? was.allowedOrigins : list(allowed),
        trustedOrigins: trusted === undefined ? was.trustedOrigins : list(trusted),
      };
      const { version } = await studio.setPlatformSettings(null, tenantId, next, now);
      return [
        `${tenantId}: allowed ${next.allowedOrigins.join(', ') || '-'}; trusted ${next.trustedOrigins.join(', ') || '-'} (version ${version})`,
      ];
    }
    case 'four-eyes': {
      const [tenantId, value] = rest;
      if (!tenantId || (value !== 'on' && value !== 'off')) throw new UsageError();
      await studio.setFourEyes(null, tenantId, value === 'on', now);
      return [`${tenantId}: four-eyes ${value}`];
    }
    case 'role': {
      const [username, tenantId, role] = rest;
      if (!username || !tenantId || !['editor', 'publisher', 'cashier', 'none'].includes(role ?? '')) throw new UsageError();
      await studio.setRole(null, username, tenantId, role === 'none' ? null : (role as 'editor' | 'publisher' | 'cashier'), now);
      return [`${username}: ${role === 'none' ? 'no role' : role} on ${tenantId}`];
    }
    default:
      throw new UsageError();
  }
}

async function main(args: string[]): Promise<number> {
  return studioCliMain(args, USAGE, 'E_PLATFORM', (cli) => runPlatformCommand(cli.studio, args, new Date()));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
