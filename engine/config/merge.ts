/**
 * The tenant merge rule (pure, no I/O). A tenant folder is an overlay over tenants/_base:
 *
 * - objects deep-merge key by key;
 * - arrays and scalars from the tenant replace the base's (arrays are never concatenated), except
 *   the menus (`menus.<name>`), which merge by item `id` so a one-item change takes a few lines:
 *   each overlay entry `{ "id": "x", ...fields }` replaces those fields of the base's item x (a
 *   field is replaced whole, so a new `when` or `action` never mixes with the old; `null` removes
 *   it), or adds a
 *   new item (appended); `"$after": "<id>"` places or moves the item right after that item and
 *   `"$after": null` first; `{ "id": "x", "$remove": true }` removes x. Entries apply in order;
 *   an `$after` or `$remove` naming no item is reported by the lint (menuPatchProblems);
 * - `null` in the tenant removes the base's key;
 * - screens merge per file: a tenant screen file replaces the base screen of the same name;
 * - messages merge per file: a tenant messages file deep-merges key by key over the base
 *   file of the same language (so `null` removes a key there too);
 * - a top-level `"$schema"` in any file is for editors (autocomplete) and is not config.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** The files of one tenant folder, parsed: tenant.json, screens/<id>.json, messages/<LANG>.json. */
export interface TenantFiles {
  tenant: JsonObject;
  screens: Record<string, JsonObject>;
  messages: Record<string, JsonObject>;
}

/** The merged config: merged tenant.json plus id, screens and messages. */
export type MergedConfig = JsonObject & {
  id: string;
  screens: Record<string, JsonObject>;
  messages: Record<string, JsonObject>;
};

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cloneJson<T extends JsonValue>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (isJsonObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v);
    return out as T;
  }
  return value;
}

/** Merge `overlay` over `base` by the tenant rule; neither input is modified. */
export function mergeTenant<T extends JsonValue>(base: T | undefined, overlay: JsonValue | undefined): T {
  if (overlay === undefined) return (base === undefined ? undefined : cloneJson(base)) as T;
  if (!isJsonObject(overlay)) return cloneJson(overlay) as T;
  const out: JsonObject = isJsonObject(base) ? cloneJson(base) : {};
  for (const [key, value] of Object.entries(overlay)) {
    if (value === null) delete out[key];
    else out[key] = mergeTenant(out[key], value);
  }
  return out as T;
}

/** A file's data without its `$schema` (an editor hint, not config). */
function editorless(data: JsonObject): JsonObject {
  if (!('$schema' in data)) return data;
  const { $schema: _schema, ...rest } = data;
  return rest;
}

/** A menu patch entry without the keys that steer the merge ($after, $remove), which never reach the merged item. */
function withoutDirectives(entry: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(entry)) if (k !== '$after' && k !== '$remove') out[k] = v;
  return out;
}

/** A problem of one menu patch entry: the index of the entry and what is wrong. */
export interface MenuPatchProblem {
  menu: string;
  index: number;
  key: '$after' | '$remove' | 'id';
  message: string;
}

/** Applies a menu's patch entries to the base's items (see the rule above); problems are collected, not thrown. */
export function mergeMenu(menu: string, base: JsonValue | undefined, patch: JsonValue[], problems: MenuPatchProblem[] = []): JsonObject[] {
  const items: JsonObject[] = Array.isArray(base) ? base.filter(isJsonObject).map((item) => cloneJson(item)) : [];
  const indexOf = (id: JsonValue | undefined) => items.findIndex((item) => item.id === id);
  patch.forEach((entry, index) => {
    if (!isJsonObject(entry) || typeof entry.id !== 'string') {
      problems.push({ menu, index, key: 'id', message: 'a menu entry needs a string "id"' });
      return;
    }
    const at = indexOf(entry.id);
    if (entry.$remove === true) {
      if (at < 0) problems.push({ menu, index, key: '$remove', message: `removes "${entry.id}", which the menu does not have` });
      else items.splice(at, 1);
      return;
    }
    const fields = withoutDirectives(entry);
    let item: JsonObject;
    if (at >= 0) {
      item = { ...items[at] };
      for (const [key, value] of Object.entries(fields)) {
        if (value === null) delete item[key];
        else item[key] = cloneJson(value);
      }
      items.splice(at, 1);
    } else item = fields;
    let position = at >= 0 ? at : items.length;
    if ('$after' in entry) {
      if (entry.$after === null) position = 0;
      else {
        const after = indexOf(entry.$after);
        if (after < 0)
          problems.push({
            menu,
            index,
            key: '$after',
            message: `"$after" names "${JSON.stringify(entry.$after)}", which the menu does not have`,
          });
        else position = after + 1;
      }
    }
    items.splice(position, 0, item);
  });
  return items;
}

/** The problems of every menu patch of a tenant overlay, against the base's menus. */
export function menuPatchProblems(base: JsonObject, overlay: JsonObject): MenuPatchProblem[] {
  const problems: MenuPatchProblem[] = [];
  const menus = isJsonObject(overlay.menus) ? overlay.menus : {};
  const baseMenus = isJsonObject(base.menus) ? base.menus : {};
  for (const [name, patch] of Object.entries(menus)) if (Array.isArray(patch)) mergeMenu(name, baseMenus[name], patch, problems);
  return problems;
}

/** tenant.json's merge: the general rule, with the menus merged by id. */
export function mergeTenantJson(base: JsonObject, overlay: JsonObject): JsonObject {
  const merged = mergeTenant<JsonObject>(base, overlay);
  const menus = isJsonObject(overlay.menus) ? overlay.menus : undefined;
  if (menus && isJsonObject(merged.menus)) {
    const baseMenus = isJsonObject(base.menus) ? base.menus : {};
    for (const [name, patch] of Object.entries(menus))
      if (Array.isArray(patch)) merged.menus[name] = mergeMenu(name, baseMenus[name], patch);
  }
  return merged;
}

/** Merge a tenant folder over _base into the config the server serves. */
export function mergeTenantFiles(id: string, base: TenantFiles, overlay: TenantFiles): MergedConfig {
  const tenant = mergeTenantJson(editorless(base.tenant), editorless(overlay.tenant));
  const screens: Record<string, JsonObject> = {};
  for (const name of Object.keys(base.screens)) screens[name] = editorless(cloneJson(base.screens[name]));
  for (const name of Object.keys(overlay.screens)) screens[name] = editorless(cloneJson(overlay.screens[name]));
  const messages: Record<string, JsonObject> = {};
  for (const lang of new Set([...Object.keys(base.messages), ...Object.keys(overlay.messages)])) {
    messages[lang] = mergeTenant<JsonObject>(editorless(base.messages[lang] ?? {}), editorless(overlay.messages[lang] ?? {}));
  }
  return { ...tenant, id, screens, messages };
}
