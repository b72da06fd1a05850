/**
 * The tenant watcher picks up every edit however the file is written: editors' safe write, sed -i
 * and rsync replace the file by a rename, which lost the old fs.watch its file (later saves were
 * never seen and the site served a stale config with nothing logged).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTenantRegistry, type TenantRegistry } from '../../../server/tenants/registry';

const REAL_TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));

let workDir: string;
let tenantsDir: string;
let registry: TenantRegistry | undefined;
let logLines: string[];

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'tenants-watch-'));
  tenantsDir = join(workDir, 'tenants');
  cpSync(REAL_TENANTS, tenantsDir, { recursive: true });
  logLines = [];
});

afterEach(() => {
  registry?.close();
  registry = undefined;
  rmSync(workDir, { recursive: true, force: true });
});

const year = (id = 'demo') => (registry?.get(id)?.brand as { copyrightYear?: number } | undefined)?.copyrightYear;

/** Polls until the registry serves `expected` as demo's copyright year; fails after the deadline. */
async function served(expected: number, how: string, deadlineMs = 5000): Promise<void> {
  const started = Date.now();
  while (year() !== expected) {
    if (Date.now() - started > deadlineMs)
      throw new Error(
        `the edit by ${how} (copyrightYear ${expected}) was not served within ${deadlineMs} ms; still ${year()}; log:\n${logLines.join('\n')}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

function withYear(file: string, value: number): string {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { brand?: Record<string, unknown> };
  data.brand = { ...data.brand, copyrightYear: value };
  return `${JSON.stringify(data, null, 2)}\n`;
}

describe('tenant watcher', () => {
  it('serves each of five edits: three saves by rename in a row, one in place, then delete and recreate', async () => {
    registry = createTenantRegistry({ tenantsDir, watch: true, debounceMs: 30, log: (l) => logLines.push(l) });
    const file = join(tenantsDir, 'demo', 'tenant.json');
    // 1. an editor's safe write: a temporary file beside it, renamed over it
    writeFileSync(join(tenantsDir, 'demo', '.tenant.json.swp'), withYear(file, 2031));
    renameSync(join(tenantsDir, 'demo', '.tenant.json.swp'), file);
    await served(2031, 'safe write');
    // 2. sed -i (writes a new file and renames it over the old one)
    const sed = spawnSync('sed', ['-i', 's/"copyrightYear": 2031/"copyrightYear": 2032/', file]);
    expect(sed.status, String(sed.stderr)).toBe(0);
    await served(2032, 'sed -i');
    // 3. rsync's way: a dot-named temporary file renamed into place
    writeFileSync(join(tenantsDir, 'demo', '.tenant.json.Xa1b2c'), withYear(file, 2033));
    renameSync(join(tenantsDir, 'demo', '.tenant.json.Xa1b2c'), file);
    await served(2033, 'rsync-style rename');
    // 4. in place, into the file the renames left
    writeFileSync(file, withYear(file, 2034));
    await served(2034, 'in-place write');
    // 5. deleted (the last good config keeps serving), then created again
    const text = withYear(file, 2035);
    unlinkSync(file);
    await new Promise((r) => setTimeout(r, 200));
    expect(year()).toBe(2034);
    writeFileSync(file, text);
    await served(2035, 'delete and recreate');
    expect(logLines.filter((l) => l === 'tenant "demo": config reloaded').length).toBeGreaterThanOrEqual(5);
    // the other tenant was never disturbed
    expect(registry.get('lucky')?.id).toBe('lucky');
  }, 40_000);

  it('picks up a messages file in a new folder, replaced by rename twice, and a new tenant folder', async () => {
    registry = createTenantRegistry({ tenantsDir, watch: true, debounceMs: 30, log: (l) => logLines.push(l) });
    // a folder that did not exist when the watcher started
    const messages = join(tenantsDir, 'lucky', 'messages');
    mkdirSync(messages);
    const en = join(messages, 'EN.json');
    writeFileSync(en, JSON.stringify({ 'footer.licence': 'Written in place' }));
    for (const value of ['Written in place', 'First rename', 'Second rename']) {
      const data = JSON.parse(readFileSync(en, 'utf8')) as Record<string, string>;
      writeFileSync(`${en}.tmp`, JSON.stringify({ ...data, 'footer.licence': value }, null, 2));
      renameSync(`${en}.tmp`, en);
      const started = Date.now();
      while ((registry.get('lucky')?.messages as Record<string, Record<string, string>> | undefined)?.EN?.['footer.licence'] !== value) {
        if (Date.now() - started > 5000) throw new Error(`lucky's EN message "${value}" was not served; log:\n${logLines.join('\n')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    cpSync(join(tenantsDir, 'lucky'), join(workDir, 'copy'), { recursive: true });
    const tenant = JSON.parse(readFileSync(join(workDir, 'copy', 'tenant.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(workDir, 'copy', 'tenant.json'), JSON.stringify({ ...tenant, hosts: ['third.localhost'] }, null, 2));
    renameSync(join(workDir, 'copy'), join(tenantsDir, 'third'));
    const started = Date.now();
    while (registry.get('third') === undefined) {
      if (Date.now() - started > 5000) throw new Error(`the new tenant folder was not served; log:\n${logLines.join('\n')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(registry.resolveByHost('third.localhost')).toBe('third');
  }, 40_000);
});
