import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isJsonObject, mergeTenant, type JsonObject } from '../../../engine/config/merge';
import { CURRENT_VERSION, MIGRATIONS, migrateConfig } from '../../../engine/config/migrations';

const read = (path: string): JsonObject => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as JsonObject;

describe('migrateConfig', () => {
  it('upgrades the version 0 fixture: languages array and defaultLanguage become languages {default, offered}', () => {
    const v0 = read('../../fixtures/tenants/v0-tenant.json');
    const before = JSON.stringify(v0);
    const { config, applied } = migrateConfig(v0);
    expect(applied).toEqual([1]);
    expect(config.version).toBe(CURRENT_VERSION);
    expect(config.languages).toEqual({ default: 'TY', offered: ['TY', 'EN'] });
    expect('defaultLanguage' in config).toBe(false);
    expect(config.flags).toEqual({ CBS3: false });
    expect(JSON.stringify(v0)).toBe(before);
  });

  it('gives a migrated overlay that merges over _base into complete language settings', () => {
    const base = read('../../../tenants/_base/tenant.json');
    const merged = mergeTenant<JsonObject>(base, migrateConfig(read('../../fixtures/tenants/v0-tenant.json')).config);
    const languages = merged.languages;
    expect(isJsonObject(languages) && languages.default).toBe('TY');
    expect(isJsonObject(languages) && languages.offered).toEqual(['TY', 'EN']);
    expect(isJsonObject(languages) && Array.isArray(languages.supported) && languages.supported.length).toBe(6);
  });

  it('uses the first offered language when a version 0 file has no defaultLanguage', () => {
    expect(migrateConfig({ languages: ['EN', 'TY'] }).config.languages).toEqual({ default: 'EN', offered: ['EN', 'TY'] });
  });

  it('leaves a current config untouched', () => {
    const current = { version: 1, brand: { name: 'x' } };
    const { config, applied } = migrateConfig(current);
    expect(applied).toEqual([]);
    expect(config).toEqual(current);
  });

  it('refuses a version newer than the engine with a clear error', () => {
    expect(() => migrateConfig({ version: 7 })).toThrowError(/config version 7 is newer than this engine supports \(1\)/);
    try {
      migrateConfig({ version: 7 });
    } catch (err) {
      expect((err as { code?: string }).code).toBe('E_CONFIG_VERSION');
    }
  });

  it('refuses a version that is not a non-negative integer', () => {
    expect(() => migrateConfig({ version: '1' })).toThrowError(/"version" must be a non-negative integer, got "1"/);
    expect(() => migrateConfig({ version: -1 })).toThrowError(/non-negative integer/);
  });

  it('has an ordered chain of single steps ending at CURRENT_VERSION', () => {
    MIGRATIONS.forEach((m, i) => {
      expect(m.from).toBe(i);
      expect(m.to).toBe(i + 1);
    });
    expect(MIGRATIONS[MIGRATIONS.length - 1].to).toBe(CURRENT_VERSION);
  });
});
