/**
 * The inverse of the merge (merge.ts): the smallest overlay that turns _base into a given merged
 * config, and the stable text the studio writes it as. Pure, no I/O.
 *
 * - tenant.json: only the keys whose merged value differs from the base's (a key the base has
 *   and the config lacks becomes `null`); `version` is always kept, since a file without one is
 *   read as version 0; arrays are written whole, except menus, written as id patches: changed
 *   fields only (each written whole), `$remove` for removed items, `$after` only for items whose place changed (the
 *   items of a longest common subsequence with the base's order keep theirs);
 * - screens: a screen that differs from the base's is written whole (screens replace per file);
 * - messages: only the changed keys of each language.
 */
import { isJsonObject, type JsonObject, type JsonValue, type TenantFiles } from './merge';

const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The keys of `next` that differ from `base`, recursively; removed keys become null. */
function objectDiff(base: JsonObject, next: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(next)) {
    const before = base[key];
    if (same(before, value)) continue;
    out[key] = isJsonObject(before) && isJsonObject(value) ? objectDiff(before, value) : value;
  }
  for (const key of Object.keys(base)) if (!(key in next)) out[key] = null;
  return out;
}

/** Indexes (into `b`) of a longest common subsequence of two id lists. */
function lcs(a: string[], b: string[]): Set<number> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(j);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

const idOf = (item: JsonValue) => (isJsonObject(item) && typeof item.id === 'string' ? item.id : undefined);

/** A menu as id patch entries that turn the base's items into `next`'s. */
export function menuPatch(base: JsonValue | undefined, next: JsonObject[]): JsonObject[] {
  const baseItems = (Array.isArray(base) ? base : []).filter(isJsonObject);
  const nextIds = next.map((item) => idOf(item) ?? '');
  const baseIds = baseItems.map((item) => idOf(item) ?? '');
  const out: JsonObject[] = baseIds.filter((id) => !nextIds.includes(id)).map((id) => ({ id, $remove: true }));
  const survivors = baseIds.filter((id) => nextIds.includes(id));
  const kept = lcs(survivors, nextIds);
  next.forEach((item, j) => {
    const before = baseItems[baseIds.indexOf(nextIds[j])];
    const entry: JsonObject = before ? { id: nextIds[j], ...withoutId(fieldDiff(before, item)) } : { ...item };
    const moved = !before || !kept.has(j);
    // a new item at the end needs no $after: entries without one are appended
    if (moved && !(!before && j === next.length - 1 && next.slice(0, j).every((_, k) => kept.has(k) || k < j)))
      entry.$after = j === 0 ? null : nextIds[j - 1];
    if (Object.keys(entry).length > 1) out.push(entry);
  });
  return out;
}

/** The fields of `next` that differ from `base`, each whole; removed fields become null. */
function fieldDiff(base: JsonObject, next: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(next)) if (!same(base[key], value)) out[key] = value;
  for (const key of Object.keys(base)) if (!(key in next)) out[key] = null;
  return out;
}

function withoutId(diff: JsonObject): JsonObject {
  const { id: _id, ...rest } = diff;
  return rest;
}

/** The smallest overlay whose merge over `base` gives `merged` (tenant.json, screens and messages, split as TenantFiles). */
export function minimalOverlay(base: TenantFiles, merged: TenantFiles): TenantFiles {
  const tenant = objectDiff(base.tenant, merged.tenant);
  if (isJsonObject(tenant.menus) && isJsonObject(merged.tenant.menus)) {
    const baseMenus = isJsonObject(base.tenant.menus) ? base.tenant.menus : {};
    for (const [name, items] of Object.entries(merged.tenant.menus)) {
      if (!(name in tenant.menus) || !Array.isArray(items) || !items.every((i) => idOf(i) !== undefined)) continue;
      tenant.menus[name] = menuPatch(baseMenus[name], items as JsonObject[]);
    }
  }
  const ordered: JsonObject = { version: merged.tenant.version ?? base.tenant.version ?? 1, ...tenant };
  const screens: Record<string, JsonObject> = {};
  for (const [name, screen] of Object.entries(merged.screens)) if (!same(base.screens[name], screen)) screens[name] = screen;
  const messages: Record<string, JsonObject> = {};
  for (const [lang, catalogue] of Object.entries(merged.messages)) {
    const diff = objectDiff(base.messages[lang] ?? {}, catalogue);
    if (Object.keys(diff).length > 0) messages[lang] = diff;
  }
  return { tenant: ordered, screens, messages };
}

const WIDTH = 100;

/** `value` printed at `indent`, `used` characters of its line already taken (by its key). */
function format(value: JsonValue, indent: string, used: number): string {
  const flat = oneLine(value);
  const size = Array.isArray(value) ? value.length : isJsonObject(value) ? Object.keys(value).length : 0;
  if (used + flat.length <= WIDTH || size === 0) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + format(v, inner, inner.length)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as JsonObject).map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + format(v, inner, inner.length + key.length);
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function oneLine(value: JsonValue): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(oneLine).join(', ')}]`;
  if (isJsonObject(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** A tenant file as the studio writes it: two-space indent, short objects and arrays on one line, a final newline. */
export function formatTenantJson(value: JsonObject): string {
  return `${format(value, '', 0)}\n`;
}
