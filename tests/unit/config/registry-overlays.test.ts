/**
 * The tenant registry with overlays (server/tenants/registry.ts): the tenants' own files come
 * from a source other than their folders (the database's live versions, server/studio/
 * live-versions.ts), are checked exactly like a folder, and a broken one is refused while the last
 * good one keeps serving. The folders' own files are then not read; _base still is, and watched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSet } from '../../../server/studio/files';
import { versionTexts } from '../../../server/studio/live-versions';
import type { TenantOverlay } from '../../../server/tenants/load';
import { createTenantRegistry, type TenantRegistry } from '../../../server/tenants/registry';

const REAL_TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));

let workDir: string;
let tenantsDir: string;
let registry: TenantRegistry | undefined;
let logLines: string[];
/** the overlays the registry reads: tenant id to its version */
let overlays: Map<string, TenantOverlay>;

const source = { ids: () => [...overlays.keys()].sort(), get: (id: string) => overlays.get(id) };

/** demo's folder as version `n`, with `edit` applied to its files. */
function version(n: number, edit: (files: Record<string, Record<string, unknown>>) => void = () => undefined): TenantOverlay {
  const files = readFileSet(join(REAL_TENANTS, 'demo')) as Record<string, Record<string, unknown>>;
  edit(files);
  return { label: `version ${n}`, texts: versionTexts(JSON.stringify(files)) };
}

const withTyHome = (label: string) => (files: Record<string, Record<string, unknown>>) => {
  files['messages/TY.json'] = { 'menu.home': label };
};

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'tenants-overlays-'));
  tenantsDir = join(workDir, 'tenants');
  cpSync(REAL_TENANTS, tenantsDir, { recursive: true });
  logLines = [];
  overlays = new Map([['demo', version(1, withTyHome('Bahay 1'))]]);
});

afterEach(() => {
  registry?.close();
  registry = undefined;
  rmSync(workDir, { recursive: true, force: true });
});

const open = (watch = false) =>
  (registry = createTenantRegistry({ tenantsDir, overlays: source, watch, pollMs: 50, debounceMs: 10, log: (l) => logLines.push(l) }));

const tyHome = (id = 'demo') => (registry?.get(id)?.messages as Record<string, Record<string, string>> | undefined)?.TY['menu.home'];

describe('a registry with overlays', () => {
  it("serves the overlays' tenants, not the folders'", () => {
    open();
    expect(registry!.ids()).toEqual(['demo']);
    expect(tyHome()).toBe('Bahay 1');
    expect(logLines).toEqual(['tenant "demo": version 1 served']);
  });

  it('swaps to a new version, refuses a broken one with its errors, and keeps the last good one', () => {
    open();
    overlays.set('demo', version(2, withTyHome('Bahay 2')));
    registry!.reload(['demo']);
    expect(tyHome()).toBe('Bahay 2');
    overlays.set(
      'demo',
      version(3, (files) => {
        files['tenant.json'] = { ...files['tenant.json'], menus: { bottom: [{ id: 'home', icon: 'not-an-icon' }] } };
      }),
    );
    registry!.reload(['demo']);
    expect(tyHome()).toBe('Bahay 2');
    expect(logLines).toContainEqual(expect.stringMatching(/^tenant "demo": version 3 refused, version 2 keeps serving \(\d+ errors?\)$/));
    expect(logLines.join('\n')).toMatch(/demo version 3\/tenant\.json:\d+:\d+ {2}\/menus\/bottom\/0\/icon/);
    // the same version is not checked again
    const count = logLines.length;
    registry!.reload(['demo']);
    registry!.reload();
    expect(logLines).toHaveLength(count);
  });

  it('refuses text that is not a file set, and a tenant without tenant.json, naming the file', () => {
    overlays.set('demo', { label: 'version 1', texts: versionTexts('{ not json') });
    overlays.set('other', { label: 'version 1', texts: {} });
    open();
    expect(registry!.ids()).toEqual([]);
    expect(logLines).toContainEqual(expect.stringMatching(/^tenant "demo": invalid config \(version 1\), not served/));
    expect(logLines.join('\n')).toContain('demo version 1/tenant.json:1:3');
    expect(logLines.join('\n')).toContain('other version 1/tenant.json:1:1  /  file not found');
  });

  it('adds a tenant that appears and drops one that goes', () => {
    open();
    overlays.set('lucky', { label: 'version 1', texts: versionTexts(JSON.stringify(readFileSet(join(REAL_TENANTS, 'lucky')))) });
    registry!.reload(['lucky']);
    expect(registry!.ids()).toEqual(['demo', 'lucky']);
    overlays.delete('lucky');
    registry!.reload();
    expect(registry!.ids()).toEqual(['demo']);
    expect(logLines).toContain('tenant "lucky": no longer in the database, no longer served');
  });

  it('leaves a folder edit alone, and reloads every tenant when _base changes', async () => {
    open(true);
    const demoFile = join(tenantsDir, 'demo', 'tenant.json');
    writeFileSync(demoFile, readFileSync(demoFile, 'utf8').replace('"Demo Play"', '"Edited On Disk"'));
    const baseFile = join(tenantsDir, '_base', 'messages', 'TY.json');
    const base = JSON.parse(readFileSync(baseFile, 'utf8')) as Record<string, string>;
    writeFileSync(baseFile, JSON.stringify({ ...base, 'menu.deposit': 'Deposito mula sa base' }, null, 2));
    const started = Date.now();
    while ((registry!.get('demo')?.messages as Record<string, Record<string, string>>).TY['menu.deposit'] !== 'Deposito mula sa base') {
      if (Date.now() - started > 5_000) throw new Error(`_base was not reloaded: ${logLines.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(JSON.stringify(registry!.get('demo'))).not.toContain('Edited On Disk');
    expect(tyHome()).toBe('Bahay 1');
  });
});
