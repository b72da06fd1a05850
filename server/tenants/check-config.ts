/**
 * The one check of a merged tenant config, run by `npm run validate`, by the studio (as you type,
 * on submit, approve, scheduled publish and rollback) and, without the quality lints, by the
 * server's loader: reserved key names, the precompiled config schema, the cross-reference lint, the empty-text lint,
 * and with `quality` the colour contrast and untranslated-message lints. Issues carry pointers
 * into the merged config; the loader maps them to files, the studio to its fields.
 */
import type { JsonObject } from '../../engine/config/merge.ts';
import { getValidator, schemaCatalog } from '../generated/validators.ts';
import { lintConfig } from './lint.ts';
import { lintContrast, type ReadAsset } from './lint-contrast.ts';
import { reservedKeyIssues } from './lint-reserved-keys.ts';
import { lintEmptyTexts } from './lint-texts.ts';
import { lintTranslations, type SameAsEnAllowList } from './lint-translations.ts';
import { toPointer } from './pointer.ts';
import { schemaIssues } from './schema-errors.ts';
import type { ConfigIssue } from './types.ts';

export interface QualityInputs {
  /** the tenant's assets by site address (logos for the contrast lint) */
  readAsset: ReadAsset;
  /** messages accepted as the same as EN (names and loanwords) */
  allowList: SameAsEnAllowList;
}

export interface CheckOptions {
  /** the config version each screen was written for (node types newer than it are refused) */
  screenVersions?: Readonly<Record<string, number>>;
  /** run the quality lints (npm run validate and the studio do; the server's loader does not) */
  quality?: QualityInputs;
  /** host name to the other tenant serving it: a host this config also claims is refused */
  hostsTaken?: ReadonlyMap<string, string>;
}

/** Every issue of a merged config, one per pointer and code, in the order found. */
export function checkConfig(config: JsonObject, options: CheckOptions = {}): ConfigIssue[] {
  const catalog = schemaCatalog();
  const validate = getValidator('config');
  const issues: ConfigIssue[] = reservedKeyIssues(config);
  if (!validate(config)) issues.push(...schemaIssues(validate.errors ?? [], config, catalog));
  issues.push(...lintConfig(config, catalog, options.screenVersions ?? {}));
  const add = (path: (string | number)[], code: string, message: string) => issues.push({ pointer: toPointer(path), code, message });
  lintEmptyTexts(config, add);
  if (options.hostsTaken) lintHostsTaken(config, options.hostsTaken, add);
  if (options.quality) {
    lintContrast(config, options.quality.readAsset, add);
    lintTranslations(config, options.quality.allowList, add);
  }
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.pointer}\u0000${issue.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A host is served by one tenant only: another tenant's host in this config is an error at its entry. */
function lintHostsTaken(
  config: JsonObject,
  taken: ReadonlyMap<string, string>,
  add: (path: (string | number)[], code: string, message: string) => void,
) {
  const hosts = Array.isArray(config.hosts) ? config.hosts : [];
  hosts.forEach((host, i) => {
    if (typeof host !== 'string') return;
    const owner = taken.get(host.trim().toLowerCase());
    if (owner !== undefined && owner !== config.id)
      add(['hosts', i], 'E_HOST_TAKEN', `the host "${host}" is already taken by tenant "${owner}"; a host belongs to one tenant`);
  });
}
