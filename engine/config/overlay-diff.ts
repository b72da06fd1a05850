/**
 * The inverse of the merge (merge.ts): the overlay that turns _base into a given merged config,
 * and the stable text the studio writes a new file as. Pure, no I/O.
 *
 * A publish edits the overlay a tenant already has (updateOverlay): a value whose merged result
 * the draft did not change stays as the overlay has it, even when it equals the base's (a hand-
 * written line the operator never touched); a changed value is written as the smallest overlay
 * for it:
 *
 * - tenant.json: only the keys whose merged value differs from the base's (a key the base has
 *   and the config lacks becomes `null`); arrays are written whole, except menus, written as id
 *   patches: changed fields only (each written whole), `$remove` for removed items, `$after` only
 *   for items whose place changed (the items of a longest common subsequence with the base's
 *   order keep theirs); a field change of an item edits that item's patch entry in place;
 * - screens: a screen that differs from the base's is written whole (screens replace per file);
 * - messages: only the changed keys of each language.
 *
 * minimalOverlay is the same edit made to an empty overlay; it always keeps `version`, since a
 * file without one is read as version 0.
 */
import { isJsonObject, mergeMenu, mergeTenantJson, type JsonObject, type JsonValue, type TenantFiles } from './merge';

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
function menuPatch(base: JsonValue | undefined, next: JsonObject[]): JsonObject[] {
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

type Value = JsonValue | undefined;

const isItemList = (value: Value): value is JsonObject[] => Array.isArray(value) && value.every((item) => idOf(item) !== undefined);

/**
 * The overlay's value of one key after an edit: `base` is the base's value, `overlay` the
 * overlay's now, `served` the merged value now and `wanted` the draft's. A key the draft left as
 * it is keeps the overlay's value, whatever it is; undefined means "not in the overlay".
 */
function updateValue(base: Value, overlay: Value, served: Value, wanted: Value): Value {
  if (same(served, wanted)) return overlay;
  if (wanted === undefined) return base === undefined ? undefined : null;
  if (isJsonObject(wanted) && isJsonObject(served) && (overlay === undefined || isJsonObject(overlay))) {
    const next = updateObject(isJsonObject(base) ? base : undefined, overlay ?? {}, served, wanted);
    // an emptied object merges to the base's as its absence does
    return Object.keys(next).length === 0 && isJsonObject(base) ? undefined : next;
  }
  if (base !== undefined && same(base, wanted)) return undefined;
  return isJsonObject(base) && isJsonObject(wanted) ? objectDiff(base, wanted) : wanted;
}

/** updateValue for every key of an object, in the overlay's key order, new keys after. */
function updateObject(base: JsonObject | undefined, overlay: JsonObject, served: JsonObject, wanted: JsonObject): JsonObject {
  const out: JsonObject = {};
  const keys = new Set([...Object.keys(overlay), ...Object.keys(wanted), ...Object.keys(served)]);
  for (const key of keys) {
    const value = updateValue(base?.[key], overlay[key], served[key], wanted[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * A menu patch edited so its merge gives `wanted`, when only fields of items changed (same ids in
 * the same order): each changed item's entry gets the changed fields, or an entry is added for it.
 * Undefined when the items were added, removed or moved, or an id has more than one entry.
 */
function editPatch(base: Value, patch: JsonValue[], served: JsonObject[], wanted: JsonObject[]): JsonValue[] | undefined {
  if (JSON.stringify(served.map(idOf)) !== JSON.stringify(wanted.map(idOf))) return undefined;
  const baseItems = (Array.isArray(base) ? base : []).filter(isJsonObject);
  const out = [...patch];
  for (let i = 0; i < wanted.length; i++) {
    const [before, after] = [served[i], wanted[i]];
    if (same(before, after)) continue;
    const id = idOf(after);
    const entries = out.flatMap((entry, at) => (isJsonObject(entry) && entry.id === id ? [at] : []));
    if (entries.length > 1) return undefined;
    const at = entries[0];
    const fromBase = baseItems.find((item) => item.id === id);
    const entry: JsonObject = at === undefined ? { id: id as string } : { ...(out[at] as JsonObject) };
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (key === 'id' || same(before[key], after[key])) continue;
      const inBase = fromBase !== undefined && key in fromBase;
      if (after[key] === undefined) {
        // an item the base has loses a field by null; an item of the overlay's own by leaving it out
        if (inBase) entry[key] = null;
        else delete entry[key];
      } else if (inBase && same(fromBase[key], after[key])) delete entry[key];
      else entry[key] = after[key];
    }
    const says = Object.keys(entry).length > 1;
    if (at !== undefined && says) out[at] = entry;
    else if (at !== undefined) out.splice(at, 1);
    else if (says) out.push(entry);
  }
  return out;
}

/** The patch of one menu after an edit (updateValue's arguments, for `menus.<name>`). */
function updateMenu(name: string, base: Value, overlay: Value, served: Value, wanted: Value): Value {
  if (same(served, wanted)) return overlay;
  if (wanted === undefined) return base === undefined ? undefined : null;
  if (!isItemList(wanted)) return wanted;
  const edited =
    (overlay === undefined || Array.isArray(overlay)) && isItemList(served) ? editPatch(base, overlay ?? [], served, wanted) : undefined;
  const patch = edited && same(mergeMenu(name, base, edited), wanted) ? edited : menuPatch(base, wanted);
  return patch.length === 0 && base !== undefined ? undefined : patch;
}

function updateMenus(base: Value, overlay: Value, served: Value, wanted: Value): Value {
  if (same(served, wanted)) return overlay;
  if (!isJsonObject(wanted)) return updateValue(base, overlay, served, wanted);
  const baseMenus = isJsonObject(base) ? base : {};
  const patches = isJsonObject(overlay) ? overlay : {};
  const servedMenus = isJsonObject(served) ? served : {};
  const out: JsonObject = {};
  for (const name of new Set([...Object.keys(patches), ...Object.keys(wanted), ...Object.keys(servedMenus)])) {
    const value = updateMenu(name, baseMenus[name], patches[name], servedMenus[name], wanted[name]);
    if (value !== undefined) out[name] = value;
  }
  return Object.keys(out).length === 0 && isJsonObject(base) ? undefined : out;
}

/**
 * The overlay that merges over `base` to `wanted`, made from the tenant's `overlay` by changing
 * only what the draft changed: `served` is what `overlay` merges to now. Files keep the overlay's
 * key order, new keys after.
 */
export function updateOverlay(base: TenantFiles, overlay: TenantFiles, served: TenantFiles, wanted: TenantFiles): TenantFiles {
  const tenant = updateObject(base.tenant, overlay.tenant, served.tenant, wanted.tenant);
  if ('menus' in tenant || 'menus' in wanted.tenant || 'menus' in served.tenant) {
    const menus = updateMenus(base.tenant.menus, overlay.tenant.menus, served.tenant.menus, wanted.tenant.menus);
    if (menus === undefined) delete tenant.menus;
    else tenant.menus = menus;
  }
  const screens: Record<string, JsonObject> = {};
  for (const name of new Set([...Object.keys(overlay.screens), ...Object.keys(wanted.screens)])) {
    const [now, next] = [overlay.screens[name], wanted.screens[name]];
    if (same(served.screens[name], next)) {
      if (now) screens[name] = now;
    } else if (next && !same(base.screens[name], next)) screens[name] = next;
  }
  const messages: Record<string, JsonObject> = {};
  for (const lang of new Set([...Object.keys(overlay.messages), ...Object.keys(wanted.messages)])) {
    const catalogue = updateValue(base.messages[lang] ?? {}, overlay.messages[lang], served.messages[lang], wanted.messages[lang]);
    if (isJsonObject(catalogue)) messages[lang] = catalogue;
  }
  return { tenant, screens, messages };
}

/** The smallest overlay whose merge over `base` gives `merged` (tenant.json, screens and messages, split as TenantFiles). */
export function minimalOverlay(base: TenantFiles, merged: TenantFiles): TenantFiles {
  const served: TenantFiles = { tenant: mergeTenantJson(base.tenant, {}), screens: base.screens, messages: base.messages };
  const overlay = updateOverlay(base, { tenant: {}, screens: {}, messages: {} }, served, merged);
  return { ...overlay, tenant: { version: merged.tenant.version ?? base.tenant.version ?? 1, ...overlay.tenant } };
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

/** One value in formatTenantJson's style, for a line indented by `indent` whose first `used` characters are taken. */
export function formatJsonValue(value: JsonValue, indent: string, used: number): string {
  return format(value, indent, used);
}
