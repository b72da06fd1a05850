import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../../../scripts/gen-types';
import { getValidator, NoSchemaError, schemaCatalog, validatorIds } from '../../../server/generated/validators';
import { nodeUnionSource, readSchemas, REPO_ROOT, SCHEMAS_DIR } from '../../../scripts/gen-validators';
import { pageConfig } from '../../../engine/config/page-config';
import { loadTenant } from '../../../server/tenants/load';

describe('generated files', () => {
  // a fresh generation takes 20 s and more on a loaded 2-core machine (json-schema-to-typescript)
  it('types.gen.ts, validators.cjs and schema-catalog.json match a fresh generation from schemas/', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  }, 90_000);

  it('has one precompiled validator per schema $id, and page-config derived from config', () => {
    expect(validatorIds()).toEqual([...readSchemas().map((s) => s.id), 'page-config'].sort());
  });

  it("page-config is config without the server's keys: a page config passes, one that still carries hosts does not", () => {
    const config = getValidator('config');
    const page = getValidator('page-config');
    const loaded = loadTenant(join(REPO_ROOT, 'tenants'), 'demo', { rootDir: REPO_ROOT });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    expect(config(loaded.config)).toBe(true);
    const served = pageConfig(loaded.config);
    expect(page(served)).toBe(true);
    expect(config(served)).toBe(false);
    expect(page({ ...served, hosts: loaded.config.hosts })).toBe(false);
    expect(page({ ...served, brand: undefined })).toBe(false);
  });

  it('lists every node type of schemas/nodes in the catalog', () => {
    const nodeIds = readSchemas()
      .filter((s) => s.id.startsWith('node/'))
      .map((s) => s.id.slice('node/'.length));
    expect(schemaCatalog().nodeTypes).toEqual(nodeIds.sort());
  });
});

describe('node.json', () => {
  it("lists schemas/nodes/ as it is: a node type's file is all it takes to be a branch", () => {
    const dir = mkdtempSync(join(tmpdir(), 'node-union-'));
    try {
      cpSync(SCHEMAS_DIR, dir, { recursive: true });
      writeFileSync(join(dir, 'nodes', 'zzNew.json'), JSON.stringify({ $id: 'node/zzNew' }));
      rmSync(join(dir, 'nodes', 'banner.json'));
      const branches = (JSON.parse(nodeUnionSource(dir)) as { oneOf: { $ref: string }[] }).oneOf.map((b) => b.$ref);
      expect(branches).toContain('node/zzNew');
      expect(branches).not.toContain('node/banner');
      expect(branches).toEqual(
        readdirSync(join(dir, 'nodes'))
          .map((name) => `node/${name.replace(/\.json$/, '')}`)
          .sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the generators', () => {
  it('import one another without a cycle', () => {
    const scripts = join(REPO_ROOT, 'scripts');
    const imports = (name: string) =>
      [...readFileSync(join(scripts, name), 'utf8').matchAll(/from '\.\/([\w-]+)(?:\.ts)?'/g)].map((m) => `${m[1]}.ts`);
    const visit = (name: string, path: string[]): void => {
      expect(path, `import cycle: ${[...path, name].join(' -> ')}`).not.toContain(name);
      for (const next of imports(name)) visit(next, [...path, name]);
    };
    for (const name of readdirSync(scripts).filter((n) => /^gen-.*\.ts$/.test(n))) visit(name, []);
  });
});

describe('getValidator', () => {
  it('returns the precompiled validator of a $id', () => {
    const validate = getValidator('menu-item');
    expect(validate({ id: 'home', label: 'menu.home', icon: 'home', action: { action: 'navigate', to: '/m/home' } })).toBe(true);
    expect(validate({ id: 'home', label: 'menu.home', icon: 'home', action: { action: 'navigate' } })).toBe(false);
  });

  it('throws E_NO_SCHEMA for an unknown $id', () => {
    expect(() => getValidator('api/nothing.request')).toThrowError(NoSchemaError);
    try {
      getValidator('api/nothing.request');
      expect.unreachable();
    } catch (err) {
      expect((err as NoSchemaError).code).toBe('E_NO_SCHEMA');
    }
  });
});
