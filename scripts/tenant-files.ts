/**
 * `npm run tenant-files`: the tenants folder and the versions in the database. With DATABASE_URL
 * the servers serve each tenant's newest version in PostgreSQL (server/studio/live-versions.ts),
 * and the folder is what developers and git work on: this exports a version to it and imports it
 * back as a change request, which goes through review and four-eyes like any other.
 *
 *   npm run tenant-files -- status [tenant ...]
 *   npm run tenant-files -- export <tenant> [--version <n>] [--to <folder>]
 *   npm run tenant-files -- import <tenant> --as <operator> [--title <text>] [--from <folder>] [--publish-at <time>]
 *
 * export writes version n (default the live one) to tenants/<tenant>/ (or --to): only the values
 * that differ are edited, in place, so the lines nobody changed stay as they were and a git diff
 * shows the publish; config files the version does not have are removed; assets are left alone.
 * import proposes the folder (or --from) as a change request by the operator named, based on the
 * live version, checked as the studio checks a draft; it publishes nothing.
 *
 * Like a server's start, it records a tenant folder the database has no version of as version 1.
 * Without DATABASE_URL (PGlite) the folder itself is live: the server serves and watches it, the
 * studio writes it. Export and import then take another folder only (--to, --from).
 *
 * Environment: DATABASE_URL, DATA_DIR, TENANTS_DIR, TENANT_SOURCE (scripts/studio-cli.ts).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergeTenantFiles } from '../engine/config/merge.ts';
import { ApiError, apiErrors } from '../server/http/api-error.ts';
import { splitConfig } from '../server/studio/check.ts';
import { applyFileChange, planFileChange, readFileSet, toTenantFiles, type FileSet } from '../server/studio/files.ts';
import { accessOf, type Operator } from '../server/studio/operators.ts';
import { loadTenant } from '../server/tenants/load.ts';
import { formatConfigError } from '../server/tenants/types.ts';
import { studioCliMain, UsageError, type StudioCli } from './studio-cli.ts';

const USAGE = `usage: npm run tenant-files -- status [tenant ...]
       npm run tenant-files -- export <tenant> [--version <n>] [--to <folder>]
       npm run tenant-files -- import <tenant> --as <operator> [--title <text>] [--from <folder>] [--publish-at <time>]`;

/** A tenant id as a folder name: nothing that leaves the tenants folder. */
const TENANT_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function tenantArg(value: string | undefined): string {
  if (!value || value.startsWith('--')) throw new UsageError('name a tenant');
  if (!TENANT_ID.test(value)) throw apiErrors.badRequest(`"${value}" is not a tenant id (lower-case letters, digits, - and _)`);
  return value;
}

interface VersionRow {
  version: number;
  kind: string;
  files: string;
  created_at: Date;
  username: string | null;
}

async function versionRow(cli: StudioCli, tenantId: string, version?: number): Promise<VersionRow> {
  const found = await cli.db.query<VersionRow>(
    `SELECT v.version, v.kind, v.files, v.created_at, o.username FROM tenant_versions v LEFT JOIN operators o ON o.id = v.operator_id
      WHERE v.tenant_id = $1 AND ($2::int IS NULL OR v.version = $2) ORDER BY v.version DESC LIMIT 1`,
    [tenantId, version ?? null],
  );
  const row = found.rows[0];
  if (!row)
    throw apiErrors.notFound(
      version !== undefined
        ? `${tenantId} has no version ${version}`
        : `No version of ${tenantId} is recorded${cli.live ? '' : ' yet: the studio records the folder when it first opens the tenant'}`,
    );
  return row;
}

/** The folder a command reads or writes; without DATABASE_URL the tenant's own folder is live and refused. */
function folderFor(cli: StudioCli, tenantId: string, given: string | undefined, verb: 'export to' | 'import from'): string {
  const folder = resolve(given ?? join(cli.tenantsDir, tenantId));
  if (!cli.live && folder === resolve(cli.tenantsDir, tenantId))
    throw new ApiError(
      409,
      'E_FOLDER_LIVE',
      `Without DATABASE_URL tenants/${tenantId}/ is the live version itself (the server serves it, the studio writes it): nothing to ${verb}. Name another folder with ${verb === 'export to' ? '--to' : '--from'}.`,
    );
  return folder;
}

const shown = (folder: string) => `${relative(process.cwd(), folder) || '.'}/`;

/** The operator a command acts as, with its roles, like a signed-in studio session. */
async function operatorNamed(cli: StudioCli, username: string): Promise<Operator> {
  const found = await cli.db.query<{ id: number; username: string }>(
    'SELECT id, username FROM operators WHERE lower(username) = lower($1) AND NOT disabled',
    [username],
  );
  const row = found.rows[0];
  if (!row) throw apiErrors.notFound(`No operator is called ${username}`);
  return { id: Number(row.id), username: row.username, sessionId: 0, ...(await accessOf(cli.db, Number(row.id))) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Runs one command; returns the lines to print. */
export async function runTenantFilesCommand(cli: StudioCli, args: string[], now: Date): Promise<string[]> {
  const [command, ...rest] = args;
  switch (command) {
    case 'status': {
      const ids = rest.length > 0 ? rest.map(tenantArg) : cli.registry.ids();
      const lines: string[] = [];
      for (const id of ids) {
        if (!cli.live && (await cli.db.query('SELECT 1 FROM tenant_versions WHERE tenant_id = $1 LIMIT 1', [id])).rows.length === 0) {
          lines.push(`${id}: no version recorded yet; without DATABASE_URL tenants/${id}/ is live`);
          continue;
        }
        const row = await versionRow(cli, id);
        const when = new Date(row.created_at).toISOString().slice(0, 16).replace('T', ' ');
        const what = `${id}: version ${row.version} (${row.kind}, ${when} UTC${row.username ? ` by ${row.username}` : ''})`;
        if (!cli.live) {
          lines.push(`${what}; without DATABASE_URL tenants/${id}/ is live`);
          continue;
        }
        const folder = join(cli.tenantsDir, id);
        const holds = existsSync(folder) && same(readFileSet(folder), JSON.parse(row.files));
        lines.push(
          `${what} is live; tenants/${id}/ ${holds ? 'holds it' : 'differs from it (export writes the version there, import proposes the folder)'}`,
        );
      }
      return lines;
    }
    case 'export': {
      const tenantId = tenantArg(rest[0]);
      const versionText = flag(rest, '--version');
      const version = versionText === undefined ? undefined : Number(versionText);
      if (version !== undefined && (!Number.isInteger(version) || version < 1 || version > 2_147_483_647))
        throw apiErrors.badRequest('--version: a version number (1 or more)');
      const folder = folderFor(cli, tenantId, flag(rest, '--to'), 'export to');
      const row = await versionRow(cli, tenantId, version);
      const change = planFileChange(folder, readFileSet(folder), JSON.parse(row.files) as FileSet);
      const written = Object.keys(change.write);
      if (written.length === 0 && change.remove.length === 0) return [`${tenantId}: ${shown(folder)} already holds version ${row.version}`];
      applyFileChange(folder, change);
      return [
        `${tenantId}: version ${row.version} written to ${shown(folder)}`,
        ...written.map((path) => `  written ${path}`),
        ...change.remove.map((path) => `  removed ${path}`),
      ];
    }
    case 'import': {
      const tenantId = tenantArg(rest[0]);
      const username = flag(rest, '--as');
      if (!username) throw new UsageError('import needs --as <operator>: the change request is theirs');
      const folder = folderFor(cli, tenantId, flag(rest, '--from'), 'import from');
      const title = flag(rest, '--title') ?? `Imported from ${shown(folder)}`;
      // as the studio's change request schema has it (schemas/studio/change.request.json)
      // eslint-disable-next-line no-control-regex -- matching control characters is this check's job
      if (/[\u0000-\u001f\u007f]/.test(title)) throw new ApiError(400, 'E_BAD_CHARACTER', '--title: must not contain control characters');
      if (title.length > 200 || !/\S/.test(title)) throw apiErrors.badRequest('--title: 1 to 200 characters, not all spaces');
      const publishAt = flag(rest, '--publish-at');
      if (!existsSync(join(folder, 'tenant.json'))) throw apiErrors.notFound(`${shown(folder)} has no tenant.json`);
      // The folder is checked as the server checks one, so a broken file is named with its line and column.
      const loaded = loadTenant(dirname(folder), basename(folder), { baseDir: join(cli.tenantsDir, '_base') });
      if (!loaded.ok)
        throw new ApiError(400, 'E_CONFIG_INVALID', `${shown(folder)} does not validate (npm run validate says the same)`, {
          errors: loaded.errors.map(formatConfigError),
        });
      const operator = await operatorNamed(cli, username);
      const current = await cli.studio.tenant(operator, tenantId, now);
      const draft = splitConfig(mergeTenantFiles(tenantId, current.base, toTenantFiles(readFileSet(folder))));
      const change = await cli.studio.createChange(operator, tenantId, { baseVersion: current.version, title, draft, publishAt }, now);
      return [
        `${tenantId}: change request ${change.id} "${change.title}" by ${operator.username}, based on version ${current.version}, is open for review`,
        ...change.diff.map((entry) => `  ${entry.file} ${entry.pointer}: ${JSON.stringify(entry.old)} -> ${JSON.stringify(entry.new)}`),
      ];
    }
    default:
      throw new UsageError();
  }
}

async function main(args: string[]): Promise<number> {
  return studioCliMain(args, USAGE, 'E_TENANT_FILES', (cli) => runTenantFilesCommand(cli, args, new Date()));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
