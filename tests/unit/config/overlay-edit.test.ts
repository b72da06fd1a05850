/**
 * A publish writes only what the draft changed (engine/config/overlay-diff.ts updateOverlay,
 * server/studio/json-edit.ts, files.ts planFileChange): demo's hand-written tenant.json keeps every
 * line the operator did not touch, its lines equal to _base included; a menu field edit changes
 * the item's own patch entry; a value set back to the base's leaves the overlay; random edits of
 * an overlay that already carries menu patches merge back to exactly the draft; the text editor
 * keeps one-line arrays and objects as they are.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeTenantFiles, type JsonObject, type TenantFiles } from '../../../engine/config/merge';
import { minimalOverlay, updateOverlay } from '../../../engine/config/overlay-diff';
import { splitConfig } from '../../../server/studio/check';
import { planFileChange, readFileSet, toFileSet, toTenantFiles } from '../../../server/studio/files';
import { editJsonText } from '../../../server/studio/json-edit';
import { lineDiff } from '../../support/line-diff';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const base = toTenantFiles(readFileSet(join(ROOT, 'tenants', '_base')));
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const merge = (id: string, overlay: TenantFiles) => splitConfig(mergeTenantFiles(id, base, overlay));

/** What the studio's publish plans for tenant `id` of a copy of tenants/, for a draft made by `edit` from the served config. */
function publishPlan(id: string, edit: (draft: TenantFiles) => void) {
  const dir = mkdtempSync('/tmp/overlay-edit-');
  folders.push(dir);
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  const files = readFileSet(join(dir, id));
  const served = merge(id, toTenantFiles(files));
  const draft = structuredClone(served);
  edit(draft);
  const next = toFileSet(updateOverlay(base, toTenantFiles(files), served, draft), files);
  const change = planFileChange(join(dir, id), files, next);
  return { dir, draft, change, before: (path: string) => readFileSync(join(dir, id, path), 'utf8') };
}

describe("a publish keeps the lines nobody changed (demo's hand-written tenant.json)", () => {
  it('changes one flag and one menu label: the file gains their lines and the old last line its comma, nothing else', () => {
    const original = readFileSync(join(ROOT, 'tenants', 'demo', 'tenant.json'), 'utf8');
    // these two lines equal _base's values: the old writer dropped them though nobody touched them
    expect(original).toContain('"appIcon": "/assets/app-icon.svg"');
    expect(original).toContain('"url": "/m/message"');
    expect(minimalOverlay(base, merge('demo', toTenantFiles(readFileSet(join(ROOT, 'tenants', 'demo'))))).tenant.brand).not.toHaveProperty(
      'appIcon',
    );

    const { draft, change, before } = publishPlan('demo', (d) => {
      (d.tenant.flags as JsonObject).REFERRAL = true;
      (d.tenant.menus as Record<string, JsonObject[]>).bottom[0].label = 'menu.vip';
    });
    expect(Object.keys(change.write)).toEqual(['tenant.json']);
    expect(change.remove).toEqual([]);
    const text = change.write['tenant.json'];
    expect(before('tenant.json')).toBe(original);
    const { removed, added } = lineDiff(original, text);
    expect(removed).toEqual(['  }']);
    expect(added).toEqual(['  },', '  "flags": { "REFERRAL": true },', '  "menus": { "bottom": [{ "id": "home", "label": "menu.vip" }] }']);
    expect(merge('demo', toTenantFiles(change.files))).toEqual(draft);
  });

  it('changes a value in the middle in its own line only, and a message in a new file formatted whole', () => {
    const original = readFileSync(join(ROOT, 'tenants', 'demo', 'tenant.json'), 'utf8');
    const { draft, change } = publishPlan('demo', (d) => {
      (d.tenant.brand as JsonObject).name = 'Demo Play Two';
      d.messages.TY['menu.home'] = 'Bahay';
    });
    expect(Object.keys(change.write)).toEqual(['tenant.json', 'messages/TY.json']);
    expect(lineDiff(original, change.write['tenant.json'])).toEqual({
      removed: ['    "name": "Demo Play",'],
      added: ['    "name": "Demo Play Two",'],
    });
    expect(change.write['messages/TY.json']).toBe('{ "menu.home": "Bahay" }\n');
    expect(merge('demo', toTenantFiles(change.files))).toEqual(draft);
  });

  it('removes a value set back to the base from the overlay, and leaves a file the draft did not change unwritten', () => {
    const { change } = publishPlan('lucky', (d) => {
      (d.tenant.flags as JsonObject).CBS3 = true; // lucky sets false; _base has true
    });
    expect(Object.keys(change.write)).toEqual(['tenant.json']);
    const original = readFileSync(join(ROOT, 'tenants', 'lucky', 'tenant.json'), 'utf8');
    expect(lineDiff(original, change.write['tenant.json'])).toEqual({ removed: ['    "CBS3": false,'], added: [] });
  });
});

describe('updateOverlay', () => {
  const item = (id: string, extra: JsonObject = {}): JsonObject => ({ id, label: `menu.${id}`, icon: 'home', ...extra });
  const baseFiles: TenantFiles = {
    tenant: { version: 1, brand: { name: 'Base', appIcon: '/a.svg' }, menus: { bottom: [item('home'), item('deposit'), item('promo')] } },
    screens: { home: { nodes: [] } },
    messages: { EN: { hello: 'Hello', bye: 'Bye' } },
  };
  const mergeOver = (overlay: TenantFiles) => splitConfig(mergeTenantFiles('t', baseFiles, overlay));

  it("edits a menu item's own patch entry and keeps the others, in the overlay's order", () => {
    const overlay: TenantFiles = {
      tenant: {
        version: 1,
        brand: { name: 'Mine', appIcon: '/a.svg' },
        menus: {
          bottom: [
            { id: 'vip', label: 'menu.vip', icon: 'crown', $after: 'home' },
            { id: 'deposit', icon: 'gift' },
          ],
        },
      },
      screens: {},
      messages: {},
    };
    const served = mergeOver(overlay);
    const wanted = structuredClone(served);
    const bottom = (wanted.tenant.menus as Record<string, JsonObject[]>).bottom;
    bottom.find((i) => i.id === 'deposit')!.label = 'menu.cash';
    bottom.find((i) => i.id === 'vip')!.icon = 'star';
    bottom.find((i) => i.id === 'promo')!.icon = 'gift';
    const next = updateOverlay(baseFiles, overlay, served, wanted);
    expect(next.tenant).toEqual({
      version: 1,
      brand: { name: 'Mine', appIcon: '/a.svg' },
      menus: {
        bottom: [
          { id: 'vip', label: 'menu.vip', icon: 'star', $after: 'home' },
          { id: 'deposit', icon: 'gift', label: 'menu.cash' },
          { id: 'promo', icon: 'gift' },
        ],
      },
    });
    expect(mergeOver(next)).toEqual(wanted);
  });

  it('drops a patch entry whose fields are all back to the base, and a message key back to the base', () => {
    const overlay: TenantFiles = {
      tenant: { version: 1, menus: { bottom: [{ id: 'deposit', icon: 'gift' }] } },
      screens: {},
      messages: { EN: { hello: 'Hi', extra: 'Extra' } },
    };
    const served = mergeOver(overlay);
    const wanted = structuredClone(served);
    (wanted.tenant.menus as Record<string, JsonObject[]>).bottom[1].icon = 'home';
    wanted.messages.EN.hello = 'Hello';
    const next = updateOverlay(baseFiles, overlay, served, wanted);
    expect(next.tenant).toEqual({ version: 1 });
    expect(next.messages).toEqual({ EN: { extra: 'Extra' } });
    expect(mergeOver(next)).toEqual(wanted);
  });

  it('round-trips random edits of an overlay that already patches the menu', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const overlay: TenantFiles = {
        tenant: {
          version: 1,
          brand: { appIcon: '/a.svg' },
          menus: {
            bottom: [
              { id: 'vip', label: 'menu.vip', icon: 'crown', $after: 'home' },
              { id: 'promo', $remove: true },
              { id: 'deposit', icon: 'gift', badge: 'inbox' },
            ],
          },
        },
        screens: {},
        messages: { EN: { hello: 'Hello' } },
      };
      const served = mergeOver(overlay);
      const wanted = structuredClone(served);
      const items = (wanted.tenant.menus as Record<string, JsonObject[]>).bottom;
      for (let step = 0; step < 1 + random(4); step++) {
        const kind = random(7);
        const at = random(items.length);
        if (kind === 0 && items.length > 1) items.splice(at, 1);
        else if (kind === 1) items.splice(random(items.length + 1), 0, item(`n${round}-${step}`));
        else if (kind === 2 && items.length > 1) items.splice(random(items.length), 0, items.splice(at, 1)[0]);
        else if (kind === 3 && items.length > 0) items[at].icon = ['gift', 'home', 'crown'][random(3)];
        else if (kind === 4 && items.length > 0) delete items[at].badge;
        else if (kind === 5) (wanted.tenant.brand as JsonObject).name = ['Base', 'Other'][random(2)];
        else wanted.messages.EN.bye = ['Bye', 'Later'][random(2)];
      }
      const next = updateOverlay(baseFiles, overlay, served, wanted);
      expect(mergeOver(next), `round ${round}`).toEqual(wanted);
      expect((next.tenant.brand as JsonObject).appIcon, `round ${round}: an untouched value equal to the base stays`).toBe('/a.svg');
    }
  });
});

describe('editJsonText', () => {
  const text = '{\n  "a": 1,\n  "list": ["x", "y"],\n  "obj": { "p": 1, "q": 2 },\n\n  "last": {\n    "k": true\n  }\n}\n';
  const edited = (change: (data: any) => void) => {
    const data = JSON.parse(text);
    change(data);
    const out = editJsonText(text, data as JsonObject);
    expect(JSON.parse(out)).toEqual(data);
    return lineDiff(text, out);
  };

  it('adds, removes and replaces values on their own lines, keeping one-line arrays, objects and blank lines', () => {
    expect(edited((d) => (d.obj.q = 3))).toEqual({ removed: ['  "obj": { "p": 1, "q": 2 },'], added: ['  "obj": { "p": 1, "q": 3 },'] });
    expect(edited((d) => delete d.a)).toEqual({ removed: ['  "a": 1,'], added: [] });
    expect(edited((d) => delete d.last)).toEqual({
      removed: ['  "obj": { "p": 1, "q": 2 },', '', '  "last": {', '    "k": true', '  }'],
      added: ['  "obj": { "p": 1, "q": 2 }'],
    });
    expect(edited((d) => (d.last.m = [1, 2]))).toEqual({ removed: ['    "k": true'], added: ['    "k": true,', '    "m": [1, 2]'] });
    expect(edited((d) => d.list.push('z'))).toEqual({ removed: ['  "list": ["x", "y"],'], added: ['  "list": ["x", "y", "z"],'] });
    expect(edited((d) => d.list.splice(0, 1))).toEqual({ removed: ['  "list": ["x", "y"],'], added: ['  "list": ["y"],'] });
  });

  it('formats the file whole when the edits cannot give the wanted key order', () => {
    const out = editJsonText(text, { last: { k: true }, a: 1 });
    expect(out).toBe('{ "last": { "k": true }, "a": 1 }\n');
  });
});
