/**
 * Host names across tenants: a host selects one tenant, so `npm run validate` refuses a host that
 * another tenant of the folder also lists (each tenant is told which other one holds it), as the
 * server refuses to load a tenant that claims a host another served tenant holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../engine/config/merge.ts';

/** The `hosts` each tenant folder's tenant.json lists (lower case); a file that cannot be read lists none. */
export function hostsOnDisk(tenantsDir: string, ids: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of ids) {
    let hosts: unknown;
    try {
      const data: unknown = JSON.parse(readFileSync(join(tenantsDir, id, 'tenant.json'), 'utf8'));
      hosts = isJsonObject(data) ? data.hosts : undefined;
    } catch {
      hosts = undefined;
    }
    out.set(id, Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string').map((h) => h.trim().toLowerCase()) : []);
  }
  return out;
}

/** Host name to the (first, by id) other tenant listing it, for tenant `id`. */
export function hostsOfOthers(hostsById: ReadonlyMap<string, readonly string[]>, id: string): Map<string, string> {
  const taken = new Map<string, string>();
  for (const [other, hosts] of [...hostsById].sort(([a], [b]) => a.localeCompare(b))) {
    if (other === id) continue;
    for (const host of hosts) if (!taken.has(host)) taken.set(host, other);
  }
  return taken;
}
