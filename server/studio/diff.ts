/**
 * A readable diff of two configs for reviewers: one entry per changed value, by file and JSON
 * pointer, old → new. Objects are compared key by key; arrays of items with an `id` (menus) are
 * compared by id, so a reorder shows as moves rather than every later item changing; other arrays
 * by index.
 */
import { isJsonObject, type JsonValue, type TenantFiles } from '../../engine/config/merge.ts';
import { toPointer } from '../tenants/pointer.ts';

export interface DiffEntry {
  /** the file of the merged config: tenant.json, screens/<name>.json or messages/<LANG>.json */
  file: string;
  /** JSON pointer inside that file */
  pointer: string;
  /** absent when the value was added */
  old?: JsonValue;
  /** absent when the value was removed */
  new?: JsonValue;
}

function same(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function idsOf(list: JsonValue[]): string[] | undefined {
  const ids = list.map((item) => (isJsonObject(item) && typeof item.id === 'string' ? item.id : undefined));
  return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length ? ids.filter((id) => id !== undefined) : undefined;
}

function walk(file: string, path: (string | number)[], a: JsonValue | undefined, b: JsonValue | undefined, out: DiffEntry[]): void {
  if (same(a, b)) return;
  if (isJsonObject(a) && isJsonObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(file, [...path, key], a[key], b[key], out);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const aIds = idsOf(a);
    const bIds = idsOf(b);
    if (aIds && bIds) {
      const kept = (ids: string[], other: string[]) => ids.filter((id) => other.includes(id)).join('\u0000');
      if (kept(aIds, bIds) !== kept(bIds, aIds))
        out.push({ file, pointer: toPointer([...path.map(String), '(order)']), old: aIds, new: bIds });
      for (const id of new Set([...aIds, ...bIds])) {
        walk(file, [...path, `[id=${id}]`], a[aIds.indexOf(id)], b[bIds.indexOf(id)], out);
      }
      return;
    }
    for (let i = 0; i < Math.max(a.length, b.length); i++) walk(file, [...path, i], a[i], b[i], out);
    return;
  }
  const entry: DiffEntry = { file, pointer: toPointer(path.map(String)) };
  if (a !== undefined) entry.old = a;
  if (b !== undefined) entry.new = b;
  out.push(entry);
}

/** Every difference between two merged configs, file by file. */
export function diffConfigs(before: TenantFiles, after: TenantFiles): DiffEntry[] {
  const out: DiffEntry[] = [];
  walk('tenant.json', [], before.tenant, after.tenant, out);
  for (const kind of ['screens', 'messages'] as const) {
    const names = [...new Set([...Object.keys(before[kind]), ...Object.keys(after[kind])])].sort();
    for (const name of names) walk(`${kind}/${name}.json`, [], before[kind][name], after[kind][name], out);
  }
  return out;
}
