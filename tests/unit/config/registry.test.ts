import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../server/tenants/load';
import { createTenantRegistry, type TenantRegistry } from '../../../server/tenants/registry';

const REAL_TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));

let workDir: string;
let tenantsDir: string;
let registry: TenantRegistry | undefined;
let logLines: string[];

async function waitFor(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}; log:\n${logLines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'tenants-'));
  tenantsDir = join(workDir, 'tenants');
  cpSync(REAL_TENANTS, tenantsDir, { recursive: true });
  logLines = [];
});

afterEach(() => {
  registry?.close();
  registry = undefined;
  rmSync(workDir, { recursive: true, force: true });
});

describe('createTenantRegistry', () => {
  it('serves every tenant folder except _base and resolves tenants by host', () => {
    registry = createTenantRegistry({ tenantsDir, watch: false, log: (l) => logLines.push(l) });
    expect(registry.ids()).toEqual(['demo', 'lucky']);
    expect(registry.get('_base')).toBeUndefined();
    expect(registry.resolveByHost('lucky.localhost')).toBe('lucky');
    expect(registry.resolveByHost('LUCKY.localhost:3000')).toBe('lucky');
    expect(registry.resolveByHost('localhost:3000')).toBe('demo');
    expect(registry.resolveByHost('elsewhere.example')).toBeUndefined();
    expect(logLines).toEqual([]);
  });

  it('applies a valid edit, then keeps the last good config and logs file:line:column on a broken edit', async () => {
    registry = createTenantRegistry({ tenantsDir, watch: true, debounceMs: 30, log: (l) => logLines.push(l) });
    expect(registry.get('demo')?.flags).toMatchObject({ CBS3: true });

    editJson(join(tenantsDir, 'demo', 'tenant.json'), (d) => {
      d.flags = { CBS3: false };
    });
    await waitFor(() => (registry?.get('demo')?.flags as Record<string, boolean>).CBS3 === false, 'the valid edit');
    expect(logLines).toContain('tenant "demo": config reloaded');

    writeFileSync(join(tenantsDir, 'demo', 'tenant.json'), '{\n  "version": 1,\n  "flags": { "CBS3": true \n');
    await waitFor(() => logLines.some((l) => l.includes('edit refused')), 'the refusal');
    expect(logLines).toContain('tenant "demo": edit refused, the last good config keeps serving (1 error)');
    expect(logLines.some((l) => /^ {2}tenants\/demo\/tenant\.json:4:1 {2}\/ {2}malformed JSON: .+ \[E_JSON_SYNTAX\]$/.test(l))).toBe(true);
    expect((registry.get('demo')?.flags as Record<string, boolean>).CBS3).toBe(false);
    expect(registry.get('lucky')?.id).toBe('lucky');
  });

  it('reloads every tenant when _base changes', async () => {
    registry = createTenantRegistry({ tenantsDir, watch: true, debounceMs: 30, log: (l) => logLines.push(l) });
    editJson(join(tenantsDir, '_base', 'tenant.json'), (d) => {
      (d.brand as Record<string, unknown>).copyrightYear = 2024;
    });
    await waitFor(
      () =>
        (registry?.get('demo')?.brand as { copyrightYear: number }).copyrightYear === 2024 &&
        (registry?.get('lucky')?.brand as { copyrightYear: number }).copyrightYear === 2024,
      'both tenants to see the base edit',
    );
  });

  it('does not serve a tenant that is invalid at startup, and logs why', () => {
    mkdirSync(join(tenantsDir, 'broken'));
    writeFileSync(join(tenantsDir, 'broken', 'tenant.json'), '{ "version": 1, "flags": { "CBS3": "on" } }\n');
    registry = createTenantRegistry({ tenantsDir, watch: false, log: (l) => logLines.push(l) });
    expect(registry.ids()).toEqual(['demo', 'lucky']);
    expect(registry.get('broken')).toBeUndefined();
    expect(logLines).toEqual([
      'tenant "broken": invalid config, not served (1 error)',
      '  tenants/broken/tenant.json:1:36  /flags/CBS3  must be boolean [E_SCHEMA_TYPE]',
    ]);
  });
});

describe('loadTenant error attribution', () => {
  it('blames the overlay null that removed a required value', () => {
    writeFileSync(join(tenantsDir, 'demo', 'tenant.json'), '{\n  "version": 1,\n  "brand": {\n    "logo": null\n  }\n}\n');
    const result = loadTenant(tenantsDir, 'demo');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        file: 'tenants/demo/tenant.json',
        line: 4,
        column: 13,
        pointer: '/brand',
        code: 'E_SCHEMA_REQUIRED',
        message: 'missing required property "logo"',
      },
    ]);
  });

  it('blames the base file for a value the overlay did not touch', () => {
    editJson(join(tenantsDir, '_base', 'tenant.json'), (d) => {
      (d.operations as Record<string, unknown>).maintenance = 'no';
    });
    const result = loadTenant(tenantsDir, 'demo');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.file} ${e.pointer} ${e.code}`)).toEqual([
      'tenants/_base/tenant.json /operations/maintenance E_SCHEMA_TYPE',
    ]);
  });

  it('blames a tenant messages file for an extra key, at the key', () => {
    mkdirSync(join(tenantsDir, 'demo', 'messages'));
    writeFileSync(join(tenantsDir, 'demo', 'messages', 'TY.json'), '{\n  "menu.home": "Bahay",\n  "menu.extra": "Dagdag"\n}\n');
    const result = loadTenant(tenantsDir, 'demo');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        file: 'tenants/demo/messages/TY.json',
        line: 3,
        column: 3,
        pointer: '/menu.extra',
        code: 'E_MESSAGE_KEYS',
        message: 'key "menu.extra" is not in the default language EN',
      },
    ]);
  });
});
