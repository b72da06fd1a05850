/**
 * A tenant folder's config files as data, and changing them. The studio reads _base and the
 * tenant's overlay the way the loader does (tenant.json, screens/*.json, messages/*.json; the
 * same-as-EN allow-list and `$schema` are not config). A change is planned as the new text of the
 * files that differ (each edited in place, json-edit.ts, so lines nobody changed stay as they
 * were) and the files to remove; it is applied by renaming synced temporary files over the old
 * ones, so the watcher and a reader never see half a file. publish-journal.ts makes the whole
 * change one step.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { JsonObject, TenantFiles } from '../../engine/config/merge.ts';
import { isJsonObject } from '../../engine/config/merge.ts';
import { migrateConfig } from '../../engine/config/migrations.ts';
import { formatTenantJson } from '../../engine/config/overlay-diff.ts';
import { SAME_AS_EN_FILE } from '../tenants/lint-translations.ts';
import { editJsonText } from './json-edit.ts';

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
function orderLike(data: JsonObject, like: JsonObject | undefined): JsonObject {
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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Paths in the order readFileSet lists them (tenant.json, then screens and messages by name), so two sets compare as text. */
function folderOrder(paths: string[]): string[] {
  const rank = (path: string) => (path === 'tenant.json' ? 0 : path.startsWith('screens/') ? 1 : 2);
  return [...paths].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

function checkName(path: string): void {
  // The draft was validated (screen and language names are schema-checked); this guards the disk anyway.
  if (!CONFIG_FILE.test(path)) throw new Error(`studio: refusing to write "${path}": not a tenant config file name`);
}

/** `files` with its paths in the order readFileSet lists them, each checked to be a config file name (a version kept in the database). */
export function inFolderOrder(files: FileSet): FileSet {
  return Object.fromEntries(
    folderOrder(Object.keys(files)).map((path) => {
      checkName(path);
      return [path, files[path]];
    }),
  );
}

/** What turns a folder's config files into another set. */
export interface FileChange {
  /** the new text of each file that is new or differs, by path in the folder */
  write: Record<string, string>;
  /** files the new set no longer has */
  remove: string[];
  /** the new set as readFileSet will read it back */
  files: FileSet;
}

/**
 * The change that makes the config files of `dir` (now `current`) hold `next`: files whose data
 * is the same are left alone, a file that differs is edited where it differs, a new file is
 * formatted whole. Reads the folder, writes nothing.
 */
export function planFileChange(dir: string, current: FileSet, next: FileSet): FileChange {
  const write: Record<string, string> = {};
  const files: FileSet = {};
  for (const path of folderOrder(Object.keys(next))) {
    checkName(path);
    const data = next[path];
    if (path in current && same(current[path], data)) {
      files[path] = current[path];
      continue;
    }
    const text = path in current ? editJsonText(readFileSync(join(dir, path), 'utf8'), data) : formatTenantJson(data);
    write[path] = text;
    files[path] = JSON.parse(text) as JsonObject;
  }
  return { write, remove: Object.keys(current).filter((path) => !(path in next)), files };
}

/** Writes `text` to `path` and flushes it to the disk before returning. */
export function writeSynced(path: string, text: string): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder's entries (renames, removals) to the disk; a system that cannot sync a folder is let be. */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder for syncing; its renames are durable on return
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Temporary files of an apply that a crash interrupted: `.<name>.<pid>.publishing`. */
const TEMP_FILE = /^\..+\.\d+\.publishing$/;

/**
 * Applies a planned change to `dir`: every new text goes to a synced temporary file first, then
 * each is renamed over its target, then the removals, then the folders are synced. Running it
 * again after a crash in the middle gives the same files (publish-journal.ts relies on that).
 * `afterFirstStep` (after the first rename or removal) is the fault-injection tests' hook. Assets
 * and the same-as-EN allow-list are left alone.
 */
export function applyFileChange(dir: string, change: Pick<FileChange, 'write' | 'remove'>, afterFirstStep?: () => void): void {
  const paths = Object.keys(change.write);
  for (const path of [...paths, ...change.remove]) checkName(path);
  const folders = new Set([dir, ...[...paths, ...change.remove].map((path) => dirname(join(dir, path)))]);
  for (const folder of folders) {
    mkdirSync(folder, { recursive: true });
    for (const name of readdirSync(folder)) if (TEMP_FILE.test(name)) rmSync(join(folder, name), { force: true });
  }
  const staged = paths.map((path) => {
    const target = join(dir, path);
    const temp = join(dirname(target), `.${basename(target)}.${process.pid}.publishing`);
    writeSynced(temp, change.write[path]);
    return [temp, target] as const;
  });
  let changed = 0;
  const done = () => {
    if (++changed === 1) afterFirstStep?.();
  };
  for (const [temp, target] of staged) {
    renameSync(temp, target);
    done();
  }
  for (const path of change.remove) {
    rmSync(join(dir, path), { force: true });
    done();
  }
  for (const folder of folders) syncFolder(folder);
}
