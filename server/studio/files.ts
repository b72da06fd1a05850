/**
 * A tenant folder's config files as data, and writing them back. The studio reads _base and the
 * tenant's overlay the way the loader does (tenant.json, screens/*.json, messages/*.json; the
 * same-as-EN allow-list and `$schema` are not config), and publishes by replacing files through
 * a rename, so the watcher and a reader never see half a file.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { JsonObject, TenantFiles } from '../../engine/config/merge.ts';
import { isJsonObject } from '../../engine/config/merge.ts';
import { migrateConfig } from '../../engine/config/migrations.ts';
import { SAME_AS_EN_FILE } from '../tenants/lint-translations.ts';

/** The names a tenant's config files may have: nothing outside the folder, nothing but JSON. */
const CONFIG_FILE = /^(tenant\.json|screens\/[A-Za-z][A-Za-z0-9_-]*\.json|messages\/[A-Za-z0-9_-]+\.json)$/;

/** A folder's config files by path inside it ("tenant.json", "screens/home.json", "messages/TY.json"). */
export type FileSet = Record<string, JsonObject>;

function readJson(path: string): JsonObject | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isJsonObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function jsonNames(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith('.json') && !n.startsWith('.') && n !== SAME_AS_EN_FILE)
      .sort();
  } catch {
    return [];
  }
}

/** The JSON config files of one tenant folder, as they are on disk (unparseable files are skipped). */
export function readFileSet(dir: string): FileSet {
  const out: FileSet = {};
  const tenant = readJson(join(dir, 'tenant.json'));
  if (tenant) out['tenant.json'] = tenant;
  for (const kind of ['screens', 'messages']) {
    for (const name of jsonNames(join(dir, kind))) {
      const data = readJson(join(dir, kind, name));
      if (data) out[`${kind}/${name}`] = data;
    }
  }
  return out;
}

function withoutSchema(data: JsonObject): JsonObject {
  const { $schema: _schema, ...rest } = data;
  return rest;
}

/** A file set as the merge takes it: tenant.json migrated to the current version, `$schema` dropped. */
export function toTenantFiles(files: FileSet): TenantFiles {
  const out: TenantFiles = { tenant: {}, screens: {}, messages: {} };
  for (const [path, data] of Object.entries(files)) {
    if (path === 'tenant.json') out.tenant = migrateConfig(withoutSchema(data)).config;
    else if (path.startsWith('screens/')) out.screens[path.slice(8, -5)] = withoutSchema(data);
    else if (path.startsWith('messages/')) out.messages[path.slice(9, -5)] = withoutSchema(data);
  }
  return out;
}

/** `data` with its keys (at every depth) in the order `like` has them, new keys after: git diffs stay small. */
export function orderLike(data: JsonObject, like: JsonObject | undefined): JsonObject {
  if (!like) return data;
  const out: JsonObject = {};
  const keys = [...Object.keys(like).filter((k) => k in data), ...Object.keys(data).filter((k) => !(k in like))];
  for (const key of keys) {
    const value = data[key];
    const ref = like[key];
    out[key] = isJsonObject(value) && isJsonObject(ref) ? orderLike(value, ref) : value;
  }
  return out;
}

/** The file set of an overlay, in the key order of the folder's files, each carrying `$schema` when the folder's file had one. */
export function toFileSet(files: TenantFiles, current: FileSet): FileSet {
  const out: FileSet = {};
  const keep = (path: string, data: JsonObject) => {
    const schema = current[path]?.$schema;
    const ordered = orderLike(data, current[path]);
    out[path] = typeof schema === 'string' ? { $schema: schema, ...ordered } : ordered;
  };
  keep('tenant.json', files.tenant);
  for (const [name, data] of Object.entries(files.screens)) keep(`screens/${name}.json`, data);
  for (const [name, data] of Object.entries(files.messages)) keep(`messages/${name}.json`, data);
  return out;
}

/**
 * Makes the folder's config files exactly `next` (formatted by `format`): every new text goes to a
 * temporary file first, then each is renamed over its target, then files `next` lacks are removed.
 * Assets and the same-as-EN allow-list are left alone.
 */
export function writeFileSet(dir: string, next: Record<string, string>): void {
  // The draft was validated (screen and language names are schema-checked); this guards the disk anyway.
  for (const path of Object.keys(next))
    if (!CONFIG_FILE.test(path)) throw new Error(`studio: refusing to write "${path}": not a tenant config file name`);
  const staged: [string, string][] = [];
  try {
    for (const [path, text] of Object.entries(next)) {
      const target = join(dir, path);
      mkdirSync(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.${Date.now()}-${process.pid}-${staged.length}.tmp`);
      writeFileSync(temp, text);
      staged.push([temp, target]);
    }
  } catch (error) {
    for (const [temp] of staged) rmSync(temp, { force: true });
    throw error;
  }
  for (const [temp, target] of staged) renameSync(temp, target);
  for (const path of Object.keys(readFileSet(dir))) if (!(path in next)) rmSync(join(dir, path), { force: true });
}
