import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function validate(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run validate', () => {
  it('passes on the real tenants with exit code 0 and a summary', () => {
    const { status, stdout } = validate();
    expect(status).toBe(0);
    expect(stdout).toMatch(/^2 tenants checked \(demo, lucky\), 0 errors \(\d+ ms\)\n$/);
  });

  it('prints file:line:column  pointer  message per error and exits 1', () => {
    const { status, stderr } = validate('--dir', 'tests/fixtures/tenants', 'schema-type', 'unknown-flag');
    expect(status).toBe(1);
    expect(stderr.split('\n')).toEqual([
      'tests/fixtures/tenants/schema-type/tenant.json:4:20  /operations/maintenance  must be boolean [E_SCHEMA_TYPE]',
      'tests/fixtures/tenants/unknown-flag/tenant.json:9:27  /menus/sideExtras/0/when/flag  flag "BLOGMENU3" is not defined in flags [E_UNKNOWN_FLAG]',
      expect.stringMatching(/^2 tenants checked \(schema-type, unknown-flag\), 2 errors in schema-type, unknown-flag \(\d+ ms\)$/),
      '',
    ]);
  });

  it('reports an unknown tenant name as an error', () => {
    const { status, stderr } = validate('nope');
    expect(status).toBe(1);
    expect(stderr).toContain('tenants/nope:1:1  /  no such tenant folder (tenants: demo, lucky) [E_NO_TENANT]');
  });
});
