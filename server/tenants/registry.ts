/**
 * All tenants the server serves, loaded from tenants/ (every folder except _base). With `watch`,
 * edits on disk are picked up after a short debounce: a valid edit replaces the tenant's config
 * (the next page load sees it, no rebuild); an invalid edit is logged with file:line:column and
 * the last good config keeps serving. A tenant invalid at startup is logged and not served.
 */
import { readdirSync, watch as fsWatch, type FSWatcher } from 'node:fs';
import { resolve } from 'node:path';
import type { MergedConfig } from '../../engine/config/merge';
import { loadTenant, type LoadOptions } from './load';
import { formatConfigError } from './types';

export interface TenantRegistryOptions extends LoadOptions {
  tenantsDir: string;
  watch?: boolean;
  /** receives one line per event or error; default console.error */
  log?: (line: string) => void;
  /** quiet time after the last file event before reloading; default 100 ms */
  debounceMs?: number;
  /** called after a tenant's served config changed (loaded, replaced or removed) */
  onChange?: (id: string) => void;
}

export interface TenantRegistry {
  /** the last good merged config of tenant `id`, or undefined when it is not served */
  get(id: string): MergedConfig | undefined;
  /** the tenant whose `hosts` lists `host` (the port is ignored when no entry names it) */
  resolveByHost(host: string): string | undefined;
  /** ids of the tenants being served, sorted */
  ids(): string[];
  /** reload every tenant from disk now (what the watcher does after a change) */
  reload(): void;
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

/** Load every tenant of `tenantsDir` and keep them current. */
export function createTenantRegistry(options: TenantRegistryOptions): TenantRegistry {
  const tenantsDir = resolve(options.tenantsDir);
  const log = options.log ?? ((line: string) => console.error(line));
  const loadOptions: LoadOptions = { baseDir: options.baseDir, rootDir: options.rootDir };
  const configs = new Map<string, MergedConfig>();

  const loadOne = (id: string, startup: boolean): void => {
    const result = loadTenant(tenantsDir, id, loadOptions);
    if (result.ok) {
      configs.set(id, result.config);
      if (!startup) log(`tenant "${id}": config reloaded`);
      options.onChange?.(id);
      return;
    }
    const verdict = configs.has(id)
      ? `tenant "${id}": edit refused, the last good config keeps serving`
      : `tenant "${id}": invalid config, not served`;
    log(`${verdict} (${result.errors.length} error${result.errors.length === 1 ? '' : 's'})`);
    for (const error of result.errors) log(`  ${formatConfigError(error)}`);
  };

  const reloadIds = (ids: Iterable<string>, startup: boolean): void => {
    const folders = new Set(tenantFolders(tenantsDir));
    for (const id of ids) {
      if (folders.has(id)) loadOne(id, startup);
      else if (configs.delete(id)) {
        log(`tenant "${id}": folder removed, no longer served`);
        options.onChange?.(id);
      }
    }
  };

  reloadIds(tenantFolders(tenantsDir), true);

  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<string>();
  let pendingAll = false;
  if (options.watch) {
    watcher = fsWatch(tenantsDir, { recursive: true }, (_event, filename) => {
      const first = filename ? String(filename).split(/[\\/]/)[0] : undefined;
      if (!first || first === BASE || options.baseDir) pendingAll = true;
      else pending.add(first);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const ids = pendingAll ? new Set([...configs.keys(), ...tenantFolders(tenantsDir)]) : new Set(pending);
        pending.clear();
        pendingAll = false;
        reloadIds(ids, false);
      }, options.debounceMs ?? 100);
    });
    watcher.on('error', (err) => log(`tenant watcher error: ${String(err)}`));
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
    reload: () => reloadIds(new Set([...configs.keys(), ...tenantFolders(tenantsDir)]), false),
    close() {
      if (timer) clearTimeout(timer);
      watcher?.close();
    },
  };
}
