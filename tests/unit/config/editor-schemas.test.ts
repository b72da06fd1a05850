/**
 * The editor schemas (schemas/editor/, mapped in .vscode/settings.json) accept the real tenant
 * files, `"$schema"` line included, and refuse what the site would refuse: an overlay may leave
 * out anything and patch a menu by id, but an icon outside the set is an error in the editor too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

function validator(name: string) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(read(`schemas/editor/${name}`) as object);
}

describe('editor schemas', () => {
  it('accept _base, the tenants overlays, every screen and every messages file', () => {
    const full = validator('tenant.json');
    expect(full(read('tenants/_base/tenant.json')), JSON.stringify(full.errors)).toBe(true);
    const overlay = validator('tenant-overlay.json');
    for (const id of ['demo', 'lucky']) expect(overlay(read(`tenants/${id}/tenant.json`)), JSON.stringify(overlay.errors)).toBe(true);
    const screen = validator('screen.json');
    for (const name of readdirSync(join(ROOT, 'tenants/_base/screens')))
      expect(screen(read(`tenants/_base/screens/${name}`)), `${name} ${JSON.stringify(screen.errors)}`).toBe(true);
    const messages = validator('messages.json');
    for (const lang of ['EN', 'TY']) expect(messages(read(`tenants/_base/messages/${lang}.json`))).toBe(true);
  });

  it('let an overlay patch one menu item in a few lines, remove a key with null, and refuse an unknown icon', () => {
    const overlay = validator('tenant-overlay.json');
    const patch = {
      $schema: '../../schemas/editor/tenant-overlay.json',
      version: 1,
      brand: { shortName: null },
      menus: {
        bottom: [
          { id: 'deposit', icon: 'gift', $after: 'home' },
          { id: 'service', $remove: true },
        ],
      },
    };
    expect(overlay(patch), JSON.stringify(overlay.errors)).toBe(true);
    expect(overlay({ version: 1, menus: { bottom: [{ id: 'deposit', icon: 'rocket' }] } })).toBe(false);
    expect(overlay({ version: 1, themes: { palettes: { dark: { text: 'red-ish' } } } })).toBe(false);
    expect(overlay({ version: 1, nonsense: true })).toBe(false);
  });
});
