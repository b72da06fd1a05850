/**
 * Overlays for operators who edit files, and the studio that writes them: menus merge by item id
 * ($after, $remove) with errors at file:line:column; the smallest overlay (engine/config/
 * overlay-diff.ts) merges back to exactly the config it was made from, for random menu edits and
 * for the real tenants; the writer's format is stable; schema errors read in words; the icon enum
 * is the site's icon set.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../../screens/common/Icon';
import { mergeMenu, mergeTenantFiles, type JsonObject, type TenantFiles } from '../../../engine/config/merge';
import { formatTenantJson, minimalOverlay } from '../../../engine/config/overlay-diff';
import { loadTenant } from '../../../server/tenants/load';
import { PATTERN_MEANINGS } from '../../../server/tenants/schema-errors';
import { splitConfig } from '../../../server/studio/check';
import { readFileSet, toTenantFiles } from '../../../server/studio/files';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TENANTS = join(ROOT, 'tenants');

const item = (id: string, extra: JsonObject = {}): JsonObject => ({
  id,
  label: `menu.${id}`,
  icon: 'home',
  action: { action: 'navigate', to: `/m/${id}` },
  ...extra,
});
const ids = (items: JsonObject[]) => items.map((i) => i.id);

/** A temp tenants folder: the real _base plus one tenant with this tenant.json. */
function tenantWith(tenantJson: string): { dir: string; id: string } {
  const dir = mkdtempSync('/tmp/overlay-test-');
  mkdirSync(join(dir, 't1'));
  writeFileSync(join(dir, 't1', 'tenant.json'), tenantJson);
  return { dir, id: 't1' };
}
const load = (tenantJson: string) => {
  const { dir, id } = tenantWith(tenantJson);
  return loadTenant(dir, id, { baseDir: join(TENANTS, '_base'), rootDir: dir });
};

describe('menus merge by item id', () => {
  const base = [item('home'), item('deposit'), item('promo'), item('service')];

  it('changes the fields an entry names, each whole, and keeps the rest', () => {
    const merged = mergeMenu('bottom', base, [{ id: 'deposit', icon: 'gift', when: { signedIn: true } }]);
    expect(ids(merged)).toEqual(['home', 'deposit', 'promo', 'service']);
    expect(merged[1]).toEqual({ ...item('deposit'), icon: 'gift', when: { signedIn: true } });
    const replacedCondition = mergeMenu('bottom', [item('x', { when: { hasLink: 'BLOG' } })], [{ id: 'x', when: { flag: 'A' } }]);
    expect(replacedCondition[0].when).toEqual({ flag: 'A' });
  });

  it('adds, inserts after, moves first, and removes', () => {
    const merged = mergeMenu('bottom', base, [
      item('vip'),
      { ...item('news'), $after: 'home' },
      { id: 'service', $after: null },
      { id: 'promo', $remove: true },
      { id: 'home', label: null },
    ]);
    expect(ids(merged)).toEqual(['service', 'home', 'news', 'deposit', 'vip']);
    expect(merged[1]).not.toHaveProperty('label');
    expect(JSON.stringify(merged)).not.toContain('$after');
  });

  it('reports a patch naming a missing item at its file, line and column, and a one-item change takes a few lines', () => {
    const bad = load(
      '{\n  "version": 1,\n  "menus": { "bottom": [\n    { "id": "nope", "$remove": true },\n    { "id": "deposit", "$after": "ghost" }\n  ] }\n}\n',
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => [e.code, e.line, e.column, e.pointer])).toEqual([
      ['E_MENU_PATCH', 4, 21, '/menus/bottom/0/$remove'],
      ['E_MENU_PATCH', 5, 24, '/menus/bottom/1/$after'],
    ]);
    const good = load('{ "version": 1, "menus": { "bottom": [{ "id": "deposit", "icon": "gift" }] } }');
    if (!good.ok) throw new Error(JSON.stringify(good.errors));
    const bottom = (good.config.menus as Record<string, JsonObject[]>).bottom;
    expect(bottom.find((i) => i.id === 'deposit')?.icon).toBe('gift');
    expect(bottom.length).toBeGreaterThan(3);
  });

  it('locates an error inside a merged item in the file that set the field', () => {
    const bad = load('{\n  "version": 1,\n  "menus": { "bottom": [\n    { "id": "deposit", "icon": "no-such-icon" }\n  ] }\n}\n');
    if (bad.ok) throw new Error('expected errors');
    expect(bad.errors).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/t1\/tenant\.json$/) as unknown,
        line: 4,
        pointer: '/menus/bottom/0/icon',
        code: 'E_SCHEMA_ENUM',
      }),
    );
  });
});

describe('the smallest overlay', () => {
  const base = toTenantFiles(readFileSet(join(TENANTS, '_base')));

  it.each(['demo', 'lucky'])('merges back to the served config of %s, byte for byte', (id) => {
    const merged = splitConfig(mergeTenantFiles(id, base, toTenantFiles(readFileSet(join(TENANTS, id)))));
    const overlay = minimalOverlay(base, merged);
    expect(JSON.stringify(splitConfig(mergeTenantFiles(id, base, overlay)))).toBe(JSON.stringify(merged));
    // The overlay holds the screens the tenant replaces (lucky: auth, for its speed-test link), and no other.
    const screensDir = join(TENANTS, id, 'screens');
    const own = existsSync(screensDir) ? readdirSync(screensDir).map((n) => n.replace(/\.json$/, '')) : [];
    expect(Object.keys(overlay.screens).sort()).toEqual(own.sort());
  });

  it('round-trips random menu edits, and unmoved items carry no $after', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const baseMenu = Array.from({ length: 1 + random(7) }, (_, i) => item(`b${i}`));
      const next = baseMenu.map((i) => ({ ...i }));
      for (let step = 0; step < 1 + random(4); step++) {
        const kind = random(5);
        if (kind === 0 && next.length > 0) next.splice(random(next.length), 1);
        else if (kind === 1) next.splice(random(next.length + 1), 0, item(`n${round}-${step}`));
        else if (kind === 2 && next.length > 1) next.splice(random(next.length), 0, next.splice(random(next.length), 1)[0]);
        else if (kind === 3 && next.length > 0) next[random(next.length)].icon = 'gift';
        else if (kind === 4 && next.length > 0) delete next[random(next.length)].action;
      }
      const baseFiles: TenantFiles = { tenant: { version: 1, menus: { bottom: baseMenu } }, screens: {}, messages: {} };
      const merged: TenantFiles = { tenant: { version: 1, menus: { bottom: next } }, screens: {}, messages: {} };
      const overlay = minimalOverlay(baseFiles, merged);
      expect(splitConfig(mergeTenantFiles('t', baseFiles, overlay)), `round ${round}`).toEqual(merged);
      const patch = ((overlay.tenant.menus ?? {}) as Record<string, JsonObject[]>).bottom ?? [];
      const unmoved = next.filter(
        (n, j) =>
          baseMenu.some((b) => b.id === n.id) &&
          next.slice(0, j).every((p) => baseMenu.findIndex((b) => b.id === p.id) < baseMenu.findIndex((b) => b.id === n.id)) &&
          next
            .slice(j + 1)
            .every(
              (p) =>
                !baseMenu.some((b) => b.id === p.id) || baseMenu.findIndex((b) => b.id === p.id) > baseMenu.findIndex((b) => b.id === n.id),
            ),
      );
      for (const u of unmoved) expect(patch.find((e) => e.id === u.id)?.$after, `round ${round}`).toBeUndefined();
    }
  });

  it('writes only the changed message keys and keeps version', () => {
    const merged = splitConfig(mergeTenantFiles('demo', base, toTenantFiles(readFileSet(join(TENANTS, 'demo')))));
    merged.messages.TY = { ...merged.messages.TY, 'menu.home': 'Bahay' };
    const overlay = minimalOverlay(base, merged);
    expect(overlay.messages).toEqual({ TY: { 'menu.home': 'Bahay' } });
    expect(overlay.tenant.version).toBe(1);
  });

  it('formats stably: short values on one line, a final newline, and the same text again from its own output', () => {
    for (const id of ['_base', 'demo', 'lucky']) {
      const data = JSON.parse(readFileSync(join(TENANTS, id, 'tenant.json'), 'utf8')) as JsonObject;
      const text = formatTenantJson(data);
      expect(JSON.parse(text)).toEqual(data);
      expect(formatTenantJson(JSON.parse(text) as JsonObject)).toBe(text);
      expect(text.endsWith('}\n')).toBe(true);
      expect(
        Math.max(
          ...text
            .split('\n')
            .filter((l) => !l.includes('"'))
            .map((l) => l.length),
        ),
      ).toBeLessThanOrEqual(100);
    }
    expect(formatTenantJson({ a: { b: 1, c: [1, 2] } })).toBe('{ "a": { "b": 1, "c": [1, 2] } }\n');
  });
});

describe('schema errors in words', () => {
  it('names a colour by example and a condition with two tests by its tests', () => {
    const colour = load('{ "version": 1, "themes": { "palettes": { "dark": { "text": "red-ish" } } } }');
    if (colour.ok) throw new Error('expected errors');
    expect(colour.errors).toContainEqual(
      expect.objectContaining({ message: 'must be a colour such as #ff5722 or rgba(0, 0, 0, 0.5)', code: 'E_SCHEMA_PATTERN' }),
    );
    const condition = load('{ "version": 1, "menus": { "bottom": [{ "id": "deposit", "when": { "flag": "CBS3", "signedIn": true } }] } }');
    if (condition.ok) throw new Error('expected errors');
    expect(condition.errors).toContainEqual(
      expect.objectContaining({
        message: 'a condition has exactly one test; found flag and signedIn',
        code: 'E_CONDITION_TESTS',
        pointer: '/menus/bottom/0/when',
      }),
    );
  });

  it('SPEC 2.112: a social login provider with a hostile issuer, a secret in place of its variable name, or an unknown provider is refused in words', () => {
    const hostile = load(
      JSON.stringify({
        version: 1,
        socialLogin: {
          google: { issuer: 'javascript:alert(1)', clientId: 'site' },
          line: { issuer: 'http://id.example', clientId: 'site' },
          facebook: { issuer: 'https://id.example', clientId: 'site', clientSecretEnv: 'DATABASE_URL' },
          myspace: { issuer: 'https://id.example', clientId: 'site' },
        },
      }),
    );
    if (hostile.ok) throw new Error('expected errors');
    const at = (pointer: string) => hostile.errors.filter((e) => e.pointer === pointer).map((e) => e.message);
    expect(at('/socialLogin/google/issuer')).toEqual([expect.stringMatching(/^must be the provider's issuer, an https address/)]);
    expect(at('/socialLogin/line/issuer')).toEqual([expect.stringMatching(/^must be the provider's issuer/)]);
    expect(at('/socialLogin/facebook/clientSecretEnv')).toEqual([expect.stringMatching(/starting with OIDC_/)]);
    expect(hostile.errors.some((e) => e.pointer.startsWith('/socialLogin') && /myspace/.test(`${e.pointer} ${e.message}`))).toBe(true);
  });

  it('has words for every pattern a tenant file can break', () => {
    const patterns = new Set<string>();
    const walk = (v: unknown) => {
      if (v && typeof v === 'object') {
        const pattern = (v as { pattern?: unknown }).pattern;
        if (typeof pattern === 'string') patterns.add(pattern);
        Object.values(v).forEach(walk);
      }
    };
    const dir = join(ROOT, 'schemas');
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    for (const name of readdirSync(join(dir, 'nodes'))) walk(JSON.parse(readFileSync(join(dir, 'nodes', name), 'utf8')));
    for (const pattern of patterns) expect(PATTERN_MEANINGS[pattern], pattern).toMatch(/^must be /);
  });

  it('offers exactly the site icon set as the menu icon enum', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/menu-item.json'), 'utf8')) as { properties: { icon: { enum: string[] } } };
    expect(schema.properties.icon.enum).toEqual(iconNames());
  });
});
