/**
 * Loads one tenant: reads tenants/_base and tenants/<id> (tenant.json, screens/*.json,
 * messages/*.json), parses with offsets, migrates each tenant.json to the current version, merges
 * (engine/config/merge.ts), validates the merged config with the precompiled "config" validator,
 * lints cross-references, and maps every problem back to the file that contributed the value.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  isJsonObject,
  menuPatchProblems,
  mergeTenantFiles,
  type JsonObject,
  type JsonValue,
  type TenantFiles,
} from '../../engine/config/merge.ts';
import { migrateConfig } from '../../engine/config/migrations.ts';
import { checkConfig, type QualityInputs } from './check-config.ts';
import type { ReadAsset } from './lint-contrast.ts';
import { parseAllowList, SAME_AS_EN_FILE, type SameAsEnAllowList } from './lint-translations.ts';
import { parsePointer, toPointer } from './pointer.ts';
import { locate, parseJsonSource, readJsonSource, type JsonSource } from './source.ts';
import type { ConfigError, ConfigIssue, LoadResult } from './types.ts';

export interface LoadOptions {
  /** folder of the defaults; default `<tenantsDir>/_base` */
  baseDir?: string;
  /** error file paths are relative to it; default the parent of tenantsDir (the repository root) */
  rootDir?: string;
  /**
   * Also run the quality lints (npm run validate): colour contrast of the palettes and the SVG
   * logos, and messages left the same as EN. The server does not, so a live site is never taken
   * down for a translation or a shade; the test command's validate step keeps them from regressing.
   */
  quality?: boolean;
  /** host name to the other tenant serving it (check-config.ts): a host this tenant also claims is refused */
  hostsTaken?: ReadonlyMap<string, string>;
  /**
   * The tenant's own files from elsewhere than its folder (a version stored in the database):
   * checked exactly as the folder's would be.
   */
  overlay?: TenantOverlay;
}

/** A tenant's config files as texts by path in its folder ("tenant.json", "screens/home.json", "messages/TY.json"). */
export interface TenantOverlay {
  /** where the files come from, e.g. "version 7": errors name a file as `<tenant> <label>/<path>` */
  label: string;
  texts: Readonly<Record<string, string>>;
}

interface FolderSources {
  tenant?: JsonSource;
  screens: Record<string, JsonSource>;
  messages: Record<string, JsonSource>;
}

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

function readFolder(dir: string, rootDir: string, errors: ConfigError[]): FolderSources {
  const out: FolderSources = { screens: {}, messages: {} };
  const tenant = readJsonSource(join(dir, 'tenant.json'), rootDir);
  if (tenant.ok) out.tenant = tenant.source;
  else errors.push(tenant.error);
  for (const kind of ['screens', 'messages'] as const) {
    for (const name of jsonFiles(join(dir, kind))) {
      if (kind === 'messages' && name === SAME_AS_EN_FILE) continue;
      const parsed = readJsonSource(join(dir, kind, name), rootDir);
      if (parsed.ok) out[kind][name.slice(0, -'.json'.length)] = parsed.source;
      else errors.push(parsed.error);
    }
  }
  return out;
}

/** The same sources as readFolder, from texts (the overlay's paths are checked by the database's writer, listed here as found). */
function readTexts(id: string, overlay: TenantOverlay, errors: ConfigError[]): FolderSources {
  const out: FolderSources = { screens: {}, messages: {} };
  const folder = `${id} ${overlay.label}`;
  const paths = Object.keys(overlay.texts).sort();
  if (!paths.includes('tenant.json'))
    errors.push({ file: `${folder}/tenant.json`, line: 1, column: 1, pointer: '', message: 'file not found', code: 'E_FILE' });
  for (const path of paths) {
    const match = /^(?:(screens|messages)\/([A-Za-z0-9_-]+)\.json|tenant\.json)$/.exec(path);
    const parsed = parseJsonSource(overlay.texts[path], `${folder}/${path}`);
    if (!parsed.ok) errors.push(parsed.error);
    else if (!match)
      errors.push({ file: `${folder}/${path}`, line: 1, column: 1, pointer: '', message: 'not a tenant config file name', code: 'E_FILE' });
    else if (!match[1]) out.tenant = parsed.source;
    else out[match[1] as 'screens' | 'messages'][match[2]] = parsed.source;
  }
  return out;
}

function dataOf(sources: Record<string, JsonSource>): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(sources).map(([k, s]) => [k, s.data]));
}

/** Where a merged value came from: its file, and how many leading merged-pointer segments to drop. */
interface Origin {
  source: JsonSource;
  prefix: number;
}

function has(value: JsonValue | undefined, seg: string): boolean {
  if (Array.isArray(value)) return /^\d+$/.test(seg) && Number(seg) < value.length;
  return isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, seg);
}

function child(value: JsonValue | undefined, seg: string): JsonValue | undefined {
  if (Array.isArray(value)) return value[Number(seg)];
  return isJsonObject(value) ? value[seg] : undefined;
}

/**
 * True when `overlay` decides the value at `segments` under the merge rule: it holds the path,
 * replaced an ancestor (array, scalar or null), or added an object the base never had.
 */
function overlayOwns(base: JsonValue | undefined, overlay: JsonValue | undefined, segments: string[]): boolean {
  let o = overlay;
  let b = base;
  for (const seg of segments) {
    if (!isJsonObject(o)) return o !== undefined;
    if (!has(o, seg)) return !has(b, seg) && !isJsonObject(b);
    o = child(o, seg);
    b = child(b, seg);
  }
  return true;
}

/** Maps a merged-config path to the file that contributed it. */
function makeAttributor(base: FolderSources, overlay: FolderSources, baseTenant: JsonObject, overlayTenant: JsonObject) {
  return (segments: string[]): Origin | undefined => {
    const [head, name, ...rest] = segments;
    if (head === 'screens' && name !== undefined) {
      const source = overlay.screens[name] ?? base.screens[name];
      return source ? { source, prefix: 2 } : undefined;
    }
    if (head === 'messages' && name !== undefined) {
      const o = overlay.messages[name];
      const b = base.messages[name];
      if (o && (!b || overlayOwns(b.data, o.data, rest))) return { source: o, prefix: 2 };
      return b ? { source: b, prefix: 2 } : undefined;
    }
    if (head === 'id' || head === 'screens' || head === 'messages')
      return overlay.tenant ? { source: overlay.tenant, prefix: segments.length } : undefined;
    if (overlay.tenant && overlayOwns(baseTenant, overlayTenant, segments)) return { source: overlay.tenant, prefix: 0 };
    return base.tenant ? { source: base.tenant, prefix: 0 } : undefined;
  };
}

/**
 * Where a value inside a merged menu item comes from, since menus merge by item id: the overlay's
 * patch entry for that id when it sets the field (or adds the item), else the base's item. The
 * merged index is rewritten to the index in that file. Undefined outside patched menus.
 */
function menuItemOrigin(config: JsonObject, base: JsonObject, overlay: JsonObject, probe: string[]) {
  const [head, name, index, field] = probe;
  if (head !== 'menus' || name === undefined || index === undefined) return undefined;
  const patch = isJsonObject(overlay.menus) ? overlay.menus[name] : undefined;
  if (!Array.isArray(patch)) return undefined;
  const merged = isJsonObject(config.menus) ? config.menus[name] : undefined;
  const item = Array.isArray(merged) ? merged[Number(index)] : undefined;
  const id = isJsonObject(item) ? item.id : undefined;
  if (id === undefined) return undefined;
  const baseMenu = isJsonObject(base.menus) ? base.menus[name] : undefined;
  const baseIndex = Array.isArray(baseMenu) ? baseMenu.findIndex((b) => isJsonObject(b) && b.id === id) : -1;
  const entryIndex = patch.findIndex((entry) => isJsonObject(entry) && entry.id === id && entry.$remove !== true);
  const entry = patch[entryIndex];
  const inOverlay = entryIndex >= 0 && isJsonObject(entry) && (baseIndex < 0 || field === undefined || field in entry);
  const at = String(inOverlay ? entryIndex : baseIndex);
  return {
    inOverlay,
    probe: ['menus', name, at, ...probe.slice(3)],
    segments: (segments: string[]) => ['menus', name, at, ...segments.slice(3)],
  };
}

/** Tenant assets by site address (/assets/...), the tenant's folder first, as the site serves them. */
function assetReader(folders: string[], rootDir: string): ReadAsset {
  return (url) => {
    const rest = url.replace(/[?#].*$/, '');
    if (!rest.startsWith('/assets/') || rest.split('/').some((seg) => seg === '..')) return undefined;
    for (const folder of folders) {
      const path = join(folder, 'assets', rest.slice('/assets/'.length));
      if (existsSync(path)) return { file: relative(rootDir, path).split('\\').join('/'), text: readFileSync(path, 'utf8') };
    }
    return undefined;
  };
}

/** The same-as-EN allow-lists of _base and the tenant, the tenant's entries over the base's. */
function readAllowList(folders: string[], rootDir: string, errors: ConfigError[]): SameAsEnAllowList {
  const merged: SameAsEnAllowList = {};
  for (const folder of folders) {
    const path = join(folder, 'messages', SAME_AS_EN_FILE);
    if (!existsSync(path)) continue;
    const parsed = readJsonSource(path, rootDir);
    if (!parsed.ok) {
      errors.push(parsed.error);
      continue;
    }
    const { list, problems } = parseAllowList(parsed.source.data);
    for (const p of problems)
      errors.push({
        file: parsed.source.file,
        ...locate(parsed.source, p.path),
        pointer: toPointer(p.path),
        message: p.message,
        code: 'E_SAME_AS_EN_FILE',
      });
    for (const [lang, entries] of Object.entries(list)) merged[lang] = { ...merged[lang], ...entries };
  }
  return merged;
}

/**
 * The config version each merged screen was written for: the `version` declared by the tenant.json
 * of the folder its file comes from (the tenant's own screen replaces the base's), before
 * migration; a file without `version` is version 0, as for migrations.
 */
function screenVersions(base: FolderSources, overlay: FolderSources): Record<string, number> {
  const declared = (folder: FolderSources) => (typeof folder.tenant?.data.version === 'number' ? folder.tenant.data.version : 0);
  const out: Record<string, number> = {};
  for (const name of Object.keys(base.screens)) out[name] = declared(base);
  for (const name of Object.keys(overlay.screens)) out[name] = declared(overlay);
  return out;
}

/**
 * What the quality lints read from disk for tenant `id`: its assets (the tenant's folder first,
 * then _base) and the same-as-EN allow-lists. Problems in an allow-list file are added to `errors`.
 */
export function qualityInputs(tenantDir: string, baseDir: string, rootDir: string, errors: ConfigError[] = []): QualityInputs {
  return { readAsset: assetReader([tenantDir, baseDir], rootDir), allowList: readAllowList([baseDir, tenantDir], rootDir, errors) };
}

/** Load, merge, validate and lint tenant `id` from `tenantsDir`. */
export function loadTenant(tenantsDir: string, id: string, options: LoadOptions = {}): LoadResult {
  const absTenants = resolve(tenantsDir);
  const rootDir = resolve(options.rootDir ?? dirname(absTenants));
  const baseDir = resolve(options.baseDir ?? join(absTenants, '_base'));
  const errors: ConfigError[] = [];
  const base = readFolder(baseDir, rootDir, errors);
  const overlay = options.overlay ? readTexts(id, options.overlay, errors) : readFolder(join(absTenants, id), rootDir, errors);
  if (errors.length > 0 || !base.tenant || !overlay.tenant) return { ok: false, errors };

  const migrated: JsonObject[] = [];
  for (const source of [base.tenant, overlay.tenant]) {
    try {
      migrated.push(migrateConfig(source.data).config);
    } catch (err) {
      const e = err as Error & { code?: string };
      errors.push({
        file: source.file,
        ...locate(source, ['version']),
        pointer: '/version',
        message: e.message,
        code: e.code ?? 'E_CONFIG_VERSION',
      });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const baseData: TenantFiles = { tenant: migrated[0], screens: dataOf(base.screens), messages: dataOf(base.messages) };
  const overlayData: TenantFiles = { tenant: migrated[1], screens: dataOf(overlay.screens), messages: dataOf(overlay.messages) };
  const config = mergeTenantFiles(id, baseData, overlayData);

  const issues: ConfigIssue[] = checkConfig(config, {
    screenVersions: screenVersions(base, overlay),
    quality: options.quality ? qualityInputs(join(absTenants, id), baseDir, rootDir, errors) : undefined,
    hostsTaken: options.hostsTaken,
  });

  for (const problem of menuPatchProblems(migrated[0], migrated[1])) {
    const path = ['menus', problem.menu, String(problem.index), problem.key];
    errors.push({
      file: overlay.tenant.file,
      ...locate(overlay.tenant, path, true),
      pointer: toPointer(path),
      message: problem.message,
      code: 'E_MENU_PATCH',
    });
  }

  const attribute = makeAttributor(base, overlay, migrated[0], migrated[1]);
  for (const issue of issues) {
    const segments = parsePointer(issue.pointer);
    const probe = issue.probe === undefined ? segments : parsePointer(issue.probe);
    const menu = menuItemOrigin(config, migrated[0], migrated[1], probe);
    if (menu) {
      const source = menu.inOverlay ? overlay.tenant : base.tenant;
      if (source) {
        const where = locate(source, menu.probe, issue.atKey);
        errors.push({ file: source.file, ...where, pointer: toPointer(menu.segments(segments)), message: issue.message, code: issue.code });
        continue;
      }
    }
    const origin = attribute(probe) ?? { source: overlay.tenant, prefix: probe.length };
    const where = locate(origin.source, probe.slice(origin.prefix), issue.atKey);
    const pointer = toPointer(segments.slice(Math.min(origin.prefix, segments.length)));
    errors.push({ file: origin.source.file, ...where, pointer, message: issue.message, code: issue.code });
  }
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
  return errors.length > 0 ? { ok: false, errors, issues } : { ok: true, config };
}
