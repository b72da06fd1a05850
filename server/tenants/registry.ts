/**
 * All tenants the server serves, loaded from tenants/ (every folder except _base). With `watch`,
 * edits on disk are picked up after a short debounce: a valid edit replaces the tenant's config
 * (the next page load sees it, no rebuild); an invalid edit is logged with file:line:column and
 * the last good config keeps serving. A tenant invalid at startup is logged and not served.
 * A host belongs to one tenant: a tenant that claims a host another served tenant holds is
 * refused like any invalid config (E_HOST_TAKEN), so a host never switches tenants silently.
 *
 * Edits are seen however the file is written. Editors' safe write, `sed -i`, `git checkout` and
 * rsync replace a file by renaming another over it, and a watch on the file itself (what Node's
 * recursive fs.watch sets up on Linux) stays with the old, deleted file: later saves were missed.
 * So each folder is watched on its own (a folder's watch sees entries renamed into it), folders
 * that appear or go are re-armed on every check, and what decides a reload is a fingerprint of
 * each tenant's JSON files (inode, size, modification time in ns): an event that changed nothing
 * reloads nothing, and a check every `pollMs` catches any change whose event was lost.
 *
 * With `overlays` (the live versions in the database, server/studio/live-versions.ts) each
 * tenant's own files come from there instead of its folder: the tenants are the overlays', the
 * folders' files are not read, and only _base is watched. An overlay is checked exactly like a
 * folder; a broken one is refused with its errors and the tenant's last good config keeps serving.
 */
import { readdirSync, statSync, watch as fsWatch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MergedConfig } from '../../engine/config/merge.ts';
import { hostsOfOthers } from './hosts.ts';
import { loadTenant, type LoadOptions, type TenantOverlay } from './load.ts';
import { formatConfigError } from './types.ts';

export interface TenantRegistryOptions extends LoadOptions {
  tenantsDir: string;
  watch?: boolean;
  /** receives one line per event or error; default console.error */
  log?: (line: string) => void;
  /** quiet time after the last file event before reloading; default 100 ms */
  debounceMs?: number;
  /** how often the files are checked even without an event; default 1000 ms */
  pollMs?: number;
  /** called after a tenant's served config changed (loaded, replaced or removed) */
  onChange?: (id: string) => void;
  /** where the tenants' own files come from instead of their folders */
  overlays?: OverlaySource;
}

/** Tenants' own files kept elsewhere than the tenants folder (the database's live versions). */
export interface OverlaySource {
  /** the tenants it holds, sorted */
  ids(): string[];
  /** tenant `id`'s files to serve; its label names the version (log lines and errors say it) */
  get(id: string): TenantOverlay | undefined;
}

export interface TenantRegistry {
  /** the last good merged config of tenant `id`, or undefined when it is not served */
  get(id: string): MergedConfig | undefined;
  /** the tenant whose `hosts` lists `host` (the port is ignored when no entry names it) */
  resolveByHost(host: string): string | undefined;
  /** ids of the tenants being served, sorted */
  ids(): string[];
  /** host name to the served tenant holding it, for every served tenant but `id` */
  hostsTaken(id: string): Map<string, string>;
  /** reload every tenant now (what the watcher does after a change), or only `ids` */
  reload(ids?: readonly string[]): void;
  /** stop watching */
  close(): void;
}

const BASE = '_base';

function tenantFolders(tenantsDir: string): string[] {
  try {
    return readdirSync(tenantsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== BASE && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** Every folder under dir except assets (images do not change the config), dir first. */
function configFolders(dir: string): string[] {
  const folders = [dir];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.'))
      folders.push(...configFolders(join(dir, entry.name)));
  }
  return folders;
}

/** Identity and version of every JSON file of one tenant folder; '' when the folder is gone. */
function fingerprint(dir: string): string {
  const parts: string[] = [];
  for (const folder of configFolders(dir)) {
    let names: string[];
    try {
      names = readdirSync(folder)
        .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
        .sort();
    } catch {
      continue;
    }
    for (const name of names) {
      try {
        const st = statSync(join(folder, name), { bigint: true });
        parts.push(`${folder}/${name}:${st.ino}:${st.size}:${st.mtimeNs}`);
      } catch {
        // removed between the listing and the stat: the next check sees it gone
      }
    }
  }
  return parts.join('\n');
}

/** Load every tenant of `tenantsDir` and keep them current. */
export function createTenantRegistry(options: TenantRegistryOptions): TenantRegistry {
  const tenantsDir = resolve(options.tenantsDir);
  const log = options.log ?? ((line: string) => console.error(line));
  const loadOptions: LoadOptions = { baseDir: options.baseDir, rootDir: options.rootDir };
  const configs = new Map<string, MergedConfig>();

  /** Host name to the served tenant holding it, for every tenant but `id`: a tenant may not take another's host (the one serving it keeps it). */
  const hostsTaken = (id: string): Map<string, string> =>
    hostsOfOthers(
      new Map(
        [...configs].map(([tenant, config]) => [
          tenant,
          (Array.isArray(config.hosts) ? config.hosts : []).filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase()),
        ]),
      ),
      id,
    );

  const overlays = options.overlays;
  /** What each tenant's served config was loaded from: its overlay's label ('' for its folder). */
  const servedFrom = new Map<string, string>();
  /** The overlay label last loaded (served or refused) per tenant: the same version is not checked twice. */
  const tried = new Map<string, string>();

  const loadOne = (id: string, startup: boolean): void => {
    const overlay = overlays?.get(id);
    const label = overlay?.label ?? '';
    if (overlay && tried.get(id) === label) return;
    tried.set(id, label);
    const result = loadTenant(tenantsDir, id, { ...loadOptions, hostsTaken: hostsTaken(id), overlay });
    if (result.ok) {
      configs.set(id, result.config);
      servedFrom.set(id, label);
      if (overlay) log(`tenant "${id}": ${overlay.label} served`);
      else if (!startup) log(`tenant "${id}": config reloaded`);
      options.onChange?.(id);
      return;
    }
    const kept = servedFrom.get(id);
    const verdict = !configs.has(id)
      ? `tenant "${id}": invalid config${overlay ? ` (${label})` : ''}, not served`
      : overlay
        ? `tenant "${id}": ${label} refused, ${kept} keeps serving`
        : `tenant "${id}": edit refused, the last good config keeps serving`;
    log(`${verdict} (${result.errors.length} error${result.errors.length === 1 ? '' : 's'})`);
    for (const error of result.errors) log(`  ${formatConfigError(error)}`);
  };

  /** The tenants there are: the overlays', or the folders'. */
  const tenantIds = (): string[] => (overlays ? overlays.ids() : tenantFolders(tenantsDir));

  const reloadIds = (ids: Iterable<string>, startup: boolean): void => {
    const present = new Set(tenantIds());
    for (const id of ids) {
      if (present.has(id)) loadOne(id, startup);
      else if (configs.delete(id)) {
        servedFrom.delete(id);
        tried.delete(id);
        log(`tenant "${id}": ${overlays ? 'no longer in the database' : 'folder removed'}, no longer served`);
        options.onChange?.(id);
      }
    }
  };

  const baseDir = resolve(options.baseDir ?? join(tenantsDir, BASE));
  const printed = new Map<string, string>();
  const takePrints = (ids: Iterable<string>): boolean => {
    let changed = false;
    for (const id of ids) {
      const print = fingerprint(id === BASE ? baseDir : join(tenantsDir, id));
      if (printed.get(id) !== print) changed = true;
      printed.set(id, print);
    }
    return changed;
  };
  takePrints([BASE, ...(overlays ? [] : tenantFolders(tenantsDir))]);
  reloadIds(tenantIds(), true);

  /** Every tenant served or present; `baseChanged` loads the overlays again even when their version is the one served. */
  function reloadAll(baseChanged: boolean): void {
    if (baseChanged) tried.clear();
    reloadIds(new Set([...configs.keys(), ...tenantIds()]), false);
  }

  const watchers = new Map<string, FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  let closed = false;

  /** Reloads the tenants whose files changed since the last look (all of them when _base did). */
  const check = (): void => {
    if (closed) return;
    armWatchers();
    const baseChanged = takePrints([BASE]);
    if (overlays) {
      // _base is read from disk; a version's files are reloaded when it is (reloadAll with changed: true)
      if (baseChanged) reloadAll(true);
      return;
    }
    const folders = tenantFolders(tenantsDir);
    const ids = new Set([...configs.keys(), ...folders, ...[...printed.keys()].filter((id) => id !== BASE)]);
    const changed = [...ids].filter((id) => takePrints([id]) || baseChanged);
    for (const id of ids) if (!folders.includes(id)) printed.delete(id);
    if (changed.length > 0) reloadIds(changed, false);
  };

  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      check();
    }, options.debounceMs ?? 100);
  };

  /** One watch per folder of the tree; folders that appeared get one, folders that went lose theirs. */
  function armWatchers(): void {
    const wanted = new Set(
      overlays
        ? configFolders(baseDir)
        : [...configFolders(tenantsDir), ...(baseDir.startsWith(`${tenantsDir}/`) ? [] : configFolders(baseDir))],
    );
    for (const [folder, watcher] of watchers) {
      if (!wanted.has(folder)) {
        watcher.close();
        watchers.delete(folder);
      }
    }
    for (const folder of wanted) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = fsWatch(folder, schedule);
        // A watched folder that is deleted errors on some systems: drop it, the next check re-arms.
        watcher.on('error', () => {
          watcher.close();
          if (watchers.get(folder) === watcher) watchers.delete(folder);
          schedule();
        });
        watchers.set(folder, watcher);
      } catch (error) {
        log(`tenant watcher: cannot watch ${folder}: ${String(error)}`);
      }
    }
  }

  if (options.watch) {
    armWatchers();
    poller = setInterval(check, options.pollMs ?? 1000);
    poller.unref();
  }

  return {
    get: (id) => configs.get(id),
    resolveByHost(host) {
      const wanted = host.trim().toLowerCase();
      const bare = wanted.replace(/:\d+$/, '');
      for (const candidate of [wanted, bare]) {
        for (const [id, config] of configs) {
          const hosts = Array.isArray(config.hosts) ? config.hosts : [];
          if (hosts.some((h) => typeof h === 'string' && h.toLowerCase() === candidate)) return id;
        }
      }
      return undefined;
    },
    ids: () => [...configs.keys()].sort(),
    hostsTaken,
    reload: (ids) => (ids ? reloadIds(ids, false) : reloadAll(false)),
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (poller) clearInterval(poller);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
