/**
 * Config format versions (pure, no I/O). Every tenant.json carries a `version`; older files are
 * upgraded by the ordered chain below before merging, so the rest of the engine only ever sees
 * CURRENT_VERSION. A file without `version` predates versioning and counts as version 0.
 */
import { isJsonObject, type JsonObject } from './merge';

export const CURRENT_VERSION = 1;

export interface Migration {
  from: number;
  to: number;
  /** Returns the upgraded config; must not modify its input. */
  migrate(config: JsonObject): JsonObject;
}

/** Error for a config whose version this engine cannot read. */
class ConfigVersionError extends Error {
  readonly code = 'E_CONFIG_VERSION';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigVersionError';
  }
}

/**
 * Version 0 had `languages` as a plain array of offered codes and `defaultLanguage` at the top
 * level; version 1 has `languages: { default, offered, supported, startup }` (supported and
 * startup come from _base when a tenant omits them).
 */
const v0ToV1: Migration = {
  from: 0,
  to: 1,
  migrate(config) {
    const { defaultLanguage, languages, ...rest } = config;
    const out: JsonObject = { ...rest };
    if (Array.isArray(languages)) {
      const offered = languages.filter((code): code is string => typeof code === 'string');
      const fallback = offered[0];
      const chosen = typeof defaultLanguage === 'string' ? defaultLanguage : fallback;
      out.languages = chosen === undefined ? { offered } : { default: chosen, offered };
    } else if (languages !== undefined) {
      out.languages = languages;
      if (typeof defaultLanguage === 'string' && isJsonObject(languages)) {
        out.languages = { ...languages, default: defaultLanguage };
      }
    } else if (typeof defaultLanguage === 'string') {
      out.languages = { default: defaultLanguage };
    }
    out.version = 1;
    return out;
  },
};

/** The ordered chain: each entry upgrades `from` to `to` = from + 1. */
export const MIGRATIONS: readonly Migration[] = [v0ToV1];

/** Upgrade one raw tenant.json to CURRENT_VERSION; `applied` lists the versions migrated to. */
export function migrateConfig(raw: JsonObject): { config: JsonObject; applied: number[] } {
  const declared = raw.version;
  const start = declared === undefined ? 0 : declared;
  if (typeof start !== 'number' || !Number.isInteger(start) || start < 0) {
    throw new ConfigVersionError(`"version" must be a non-negative integer, got ${JSON.stringify(declared)}`);
  }
  if (start > CURRENT_VERSION) {
    throw new ConfigVersionError(
      `config version ${start} is newer than this engine supports (${CURRENT_VERSION}); upgrade the engine or lower "version"`,
    );
  }
  let config = raw;
  let version = start;
  const applied: number[] = [];
  while (version < CURRENT_VERSION) {
    const step = MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new ConfigVersionError(`no migration from config version ${version}`);
    config = step.migrate(config);
    version = step.to;
    applied.push(step.to);
  }
  return { config, applied };
}
