/**
 * The tenant merge rule (pure, no I/O). A tenant folder is an overlay over tenants/_base:
 *
 * - objects deep-merge key by key;
 * - arrays and scalars from the tenant replace the base's (arrays are never concatenated);
 * - `null` in the tenant removes the base's key;
 * - screens merge per file: a tenant screen file replaces the base screen of the same name;
 * - messages merge per file: a tenant messages file deep-merges key by key over the base
 *   file of the same language (so `null` removes a key there too).
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

/** Merge a tenant folder over _base into the config the server serves. */
export function mergeTenantFiles(id: string, base: TenantFiles, overlay: TenantFiles): MergedConfig {
  const tenant = mergeTenant<JsonObject>(base.tenant, overlay.tenant);
  const screens: Record<string, JsonObject> = {};
  for (const name of Object.keys(base.screens)) screens[name] = cloneJson(base.screens[name]);
  for (const name of Object.keys(overlay.screens)) screens[name] = cloneJson(overlay.screens[name]);
  const messages: Record<string, JsonObject> = {};
  for (const lang of new Set([...Object.keys(base.messages), ...Object.keys(overlay.messages)])) {
    messages[lang] = mergeTenant<JsonObject>(base.messages[lang] ?? {}, overlay.messages[lang]);
  }
  return { ...tenant, id, screens, messages };
}
