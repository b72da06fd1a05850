/**
 * With DATABASE_URL, the published versions in the database are what every server serves: each
 * tenant's newest row of tenant_versions is its live version. This keeps them in memory as the
 * tenant registry's overlays (server/tenants/registry.ts), so every server instance serves the
 * same version with no shared tenants folder:
 *
 * - at start, a tenant folder the database has no version of yet is recorded as its first
 *   version ('initial'), once across servers (under the tenant's lock) and only when it is valid;
 *   then every tenant's newest version is read;
 * - each new version is announced on the channel `tenant_version` (migration 024's trigger); the
 *   listening servers read it and hand it to the registry, which checks it like a folder and
 *   serves it, or refuses it with a log line while the last good version keeps serving;
 * - the channel is listened to before the versions are read, so a publish committed while a
 *   server starts is either in what it reads or announced after; when the listening connection
 *   drops, it reconnects and reads every tenant again (server/db/listen.ts), and a check every
 *   `pollMs` catches what a silently dead connection would miss;
 * - the publishing server does not wait for its own announcement: the studio calls refresh().
 *
 * The tenants folder is then the developers' format: `npm run tenant-files` exports a version to
 * it and imports it as a change request (scripts/tenant-files.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../engine/config/merge.ts';
import { formatTenantJson } from '../../engine/config/overlay-diff.ts';
import { lockName } from '../account/rate-limit.ts';
import type { ChannelListener, ListenHandlers } from '../db/listen.ts';
import type { Db } from '../db/types.ts';
import { loadTenant, type TenantOverlay } from '../tenants/load.ts';
import type { OverlaySource, TenantRegistry } from '../tenants/registry.ts';
import { readFileSet } from './files.ts';
import { tenantLock } from './publish-journal.ts';

/** The channel migration 024's trigger announces each new version on; its payload is the tenant's id. */
const VERSION_CHANNEL = 'tenant_version';

export interface LiveVersionsOptions {
  db: Db;
  tenantsDir: string;
  log: (line: string) => void;
  /** listens on a channel (server/db/listen.ts listenChannel); without it only refresh() and the poll see new versions */
  listen?: (channel: string, handlers: ListenHandlers) => ChannelListener;
  /** how often every tenant's newest version number is checked anyway; default 10 s, 0 = never */
  pollMs?: number;
}

export interface LiveVersions extends OverlaySource {
  /** the newest version of tenant `id` read from the database (served, or refused by the registry) */
  version(id: string): number | undefined;
  /** reads tenant `id`'s newest version (every tenant's without `id`); resolves once the registry has served or refused what was new */
  refresh(id?: string): Promise<void>;
  /** the registry the new versions go to */
  attach(registry: Pick<TenantRegistry, 'reload'>): void;
  close(): Promise<void>;
}

interface Live {
  version: number;
  overlay: TenantOverlay;
}

/** A version row's `files` (a JSON object of files by path) as texts by path; text that is not one stays as it is, for the loader to refuse. */
export function versionTexts(files: string): Record<string, string> {
  let data: unknown;
  try {
    data = JSON.parse(files);
  } catch {
    return { 'tenant.json': files };
  }
  if (!isJsonObject(data)) return { 'tenant.json': files };
  return Object.fromEntries(
    Object.entries(data).map(([path, value]) => [path, isJsonObject(value) ? formatTenantJson(value) : JSON.stringify(value)]),
  );
}

function tenantFolders(tenantsDir: string): string[] {
  try {
    return readdirSync(tenantsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '_base' && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * Records each valid tenant folder the database has no version of as its version 1, once across
 * servers; returns the ids recorded.
 */
async function recordNewTenants(db: Db, tenantsDir: string, log: (line: string) => void, now = new Date()): Promise<string[]> {
  const known = new Set(
    (await db.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM tenant_versions')).rows.map((r) => r.tenant_id),
  );
  const recorded: string[] = [];
  for (const id of tenantFolders(tenantsDir).filter((folder) => !known.has(folder))) {
    const loaded = loadTenant(tenantsDir, id);
    if (!loaded.ok) {
      log(
        `tenant "${id}": its folder is not valid (${loaded.errors.length} errors), so it is not recorded in the database; npm run validate says why`,
      );
      continue;
    }
    const files = readFileSet(join(tenantsDir, id));
    const inserted = await db.transaction(async (tx) => {
      await lockName(tx, tenantLock(id));
      const seen = await tx.query('SELECT 1 FROM tenant_versions WHERE tenant_id = $1 LIMIT 1', [id]);
      if (seen.rows.length > 0) return false;
      await tx.query(
        `INSERT INTO tenant_versions (tenant_id, version, kind, message, diff, files, created_at) VALUES ($1, 1, 'initial', $2, '[]', $3, $4)`,
        [id, `Recorded from tenants/${id}/: the database had no version of it`, JSON.stringify(files), now],
      );
      return true;
    });
    if (inserted) {
      recorded.push(id);
      log(`tenant "${id}": its folder is recorded in the database as version 1`);
    }
  }
  return recorded;
}

/** Starts following the live versions: records new tenant folders, listens, reads every tenant's newest version. */
export async function openLiveVersions(options: LiveVersionsOptions): Promise<LiveVersions> {
  const { db, tenantsDir, log } = options;
  const live = new Map<string, Live>();
  let registry: Pick<TenantRegistry, 'reload'> | undefined;
  let closed = false;

  /** Takes the rows that are newer than what is held; hands the tenants that changed to the registry. */
  const take = (rows: { tenant_id: string; version: number; files: string }[]) => {
    const changed: string[] = [];
    for (const row of rows) {
      const held = live.get(row.tenant_id);
      if (held && held.version >= row.version) continue;
      live.set(row.tenant_id, { version: row.version, overlay: { label: `version ${row.version}`, texts: versionTexts(row.files) } });
      changed.push(row.tenant_id);
    }
    if (changed.length > 0) registry?.reload(changed);
  };

  async function refresh(id?: string): Promise<void> {
    if (closed) return;
    const rows =
      id === undefined
        ? await db.query<{ tenant_id: string; version: number; files: string }>(
            'SELECT DISTINCT ON (tenant_id) tenant_id, version, files FROM tenant_versions ORDER BY tenant_id, version DESC',
          )
        : await db.query<{ tenant_id: string; version: number; files: string }>(
            'SELECT tenant_id, version, files FROM tenant_versions WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1',
            [id],
          );
    take(rows.rows);
  }

  const refreshLogged = (id?: string) =>
    void refresh(id).catch((error: unknown) => {
      if (!closed)
        log(
          `tenant versions: reading ${id ? `tenant "${id}"` : 'every tenant'} failed (${String(error)}); the next announcement or check reads it`,
        );
    });

  /** The poll: every tenant's newest version number, and the rows of those that moved. */
  async function check(): Promise<void> {
    const newest = await db.query<{ tenant_id: string; version: number }>(
      'SELECT tenant_id, max(version) AS version FROM tenant_versions GROUP BY tenant_id',
    );
    for (const row of newest.rows) if ((live.get(row.tenant_id)?.version ?? 0) < row.version) await refresh(row.tenant_id);
  }

  const listener = options.listen?.(VERSION_CHANNEL, {
    onNotify: (id) => refreshLogged(id),
    onConnect: (again) => {
      if (again) refreshLogged();
    },
    log,
  });
  try {
    await listener?.ready;
    await recordNewTenants(db, tenantsDir, log);
    await refresh();
  } catch (error) {
    closed = true;
    await listener?.close();
    throw error;
  }
  for (const id of tenantFolders(tenantsDir)) {
    const held = live.get(id);
    if (held && JSON.stringify(versionTexts(JSON.stringify(readFileSet(join(tenantsDir, id))))) !== JSON.stringify(held.overlay.texts))
      log(
        `tenant "${id}": tenants/${id}/ differs from its live version ${held.version} in the database, which is served; ` +
          `npm run tenant-files -- import ${id} --as <operator> proposes the folder as a change request, export writes the version to it`,
      );
  }
  const pollMs = options.pollMs ?? 10_000;
  const poller =
    pollMs > 0
      ? setInterval(
          () =>
            void check().catch((error: unknown) => {
              if (!closed) log(`tenant versions: the check failed (${String(error)})`);
            }),
          pollMs,
        )
      : undefined;
  poller?.unref();

  return {
    ids: () => [...live.keys()].sort(),
    get: (id) => live.get(id)?.overlay,
    version: (id) => live.get(id)?.version,
    refresh,
    attach(next) {
      registry = next;
    },
    async close() {
      closed = true;
      if (poller) clearInterval(poller);
      await listener?.close();
    },
  };
}
