/**
 * The studio and `npm run validate` give the same verdict: for every validation fixture (and the
 * real tenants), the studio's check of the same config reports the same problems at the same
 * fields (merged-config pointer and code) as validate's loader does, quality lints included.
 * Fixtures whose files cannot be read or merged (malformed JSON, a future version) have no config
 * a studio draft could hold; they are listed, so a new one is not skipped unnoticed.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeTenantFiles } from '../../../engine/config/merge';
import { checkDraft, declaredScreenVersions, splitConfig } from '../../../server/studio/check';
import { readFileSet, toTenantFiles } from '../../../server/studio/files';
import { hostsOfOthers, hostsOnDisk } from '../../../server/tenants/hosts';
import { loadTenant, qualityInputs } from '../../../server/tenants/load';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BASE = join(ROOT, 'tenants', '_base');
const FOLDERS = [join(ROOT, 'tests', 'fixtures', 'tenants'), join(ROOT, 'tenants')];
/** Fixtures that never reach a merged config: no studio draft can be like them. */
const UNMERGEABLE = new Set(['malformed-json', 'future-version']);

const tenantsOf = (folder: string) =>
  readdirSync(folder).filter((name) => name !== '_base' && !name.startsWith('.') && statSync(join(folder, name)).isDirectory());

const verdict = (issues: { pointer: string; code: string }[]) => [...new Set(issues.map((i) => `${i.code} ${i.pointer || '/'}`))].sort();

const cases = FOLDERS.flatMap((folder) => tenantsOf(folder).map((id) => ({ folder, id })));

describe('the studio refuses what npm run validate refuses, at the same field', () => {
  it('covers every fixture', () => {
    expect(cases.length).toBeGreaterThan(20);
    for (const name of UNMERGEABLE) expect(tenantsOf(FOLDERS[0])).toContain(name);
  });

  it.each(cases)('$id', ({ folder, id }) => {
    const hostsTaken = hostsOfOthers(hostsOnDisk(folder, tenantsOf(folder)), id);
    const validate = loadTenant(folder, id, { baseDir: BASE, rootDir: ROOT, quality: true, hostsTaken });
    if (UNMERGEABLE.has(id)) {
      expect(validate.ok).toBe(false);
      expect(validate.ok === false && validate.issues).toBeFalsy();
      return;
    }
    const [baseFiles, files] = [readFileSet(BASE), readFileSet(join(folder, id))];
    const draft = splitConfig(mergeTenantFiles(id, toTenantFiles(baseFiles), toTenantFiles(files)));
    const studio = checkDraft(id, draft, {
      quality: qualityInputs(join(folder, id), BASE, ROOT),
      hostsTaken,
      served: draft,
      declaredVersions: declaredScreenVersions(baseFiles, files),
    });
    const expected = validate.ok ? [] : verdict(validate.issues ?? []);
    // Problems of the overlay file itself (a menu patch naming no item) are not in a merged draft.
    const fileLevel = validate.ok ? [] : validate.errors.filter((e) => e.code === 'E_MENU_PATCH');
    expect(verdict(studio)).toEqual(expected);
    if (!validate.ok) expect(validate.errors.length - fileLevel.length).toBeGreaterThanOrEqual(expected.length);
  });

  it('refuses an empty menu label, a 1.00:1 primary button and a host of another tenant in both', () => {
    const folder = FOLDERS[0];
    const hosts = hostsOnDisk(folder, tenantsOf(folder));
    const codes = (id: string) => {
      const result = loadTenant(folder, id, { baseDir: BASE, rootDir: ROOT, quality: true, hostsTaken: hostsOfOthers(hosts, id) });
      return result.ok ? [] : verdict(result.issues ?? []);
    };
    expect(codes('empty-menu-label')).toEqual(['E_EMPTY_TEXT /messages/EN/menu.blankTab', 'E_EMPTY_TEXT /messages/TY/menu.blankTab']);
    expect(codes('contrast-primary')).toEqual(['E_CONTRAST /themes/palettes/dark/onPrimary']);
    expect(codes('host-taken-a')).toEqual(['E_HOST_TAKEN /hosts/0']);
    expect(codes('host-taken-b')).toEqual(['E_HOST_TAKEN /hosts/1']);
  });
});
