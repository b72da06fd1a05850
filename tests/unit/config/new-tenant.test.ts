/** npm run new-tenant: the scaffold validates as written (quality lints included), and bad ids or an existing folder are refused. */
import { cpSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scaffoldTenant } from '../../../scripts/new-tenant';
import { loadTenant } from '../../../server/tenants/load';
import { formatConfigError } from '../../../server/tenants/types';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('npm run new-tenant', () => {
  it('scaffolds a tenant that validates at once, and refuses a bad id or an existing folder', () => {
    const tenants = join(mkdtempSync('/tmp/new-tenant-'), 'tenants');
    cpSync(join(ROOT, 'tenants/_base'), join(tenants, '_base'), { recursive: true });
    const written = scaffoldTenant(tenants, 'star-play');
    expect(written.map((f) => f.slice(tenants.length + 1))).toEqual([
      'star-play/tenant.json',
      'star-play/assets/logo-star-play.svg',
      'star-play/assets/logo-star-play-light.svg',
    ]);
    const result = loadTenant(tenants, 'star-play', { quality: true });
    if (!result.ok) throw new Error(result.errors.map(formatConfigError).join('\n'));
    expect(result.config.brand).toMatchObject({ name: 'Star Play' });
    expect(result.config.hosts).toEqual(['star-play.localhost']);
    expect(() => scaffoldTenant(tenants, 'star-play')).toThrow(/E_TENANT_EXISTS/);
    for (const bad of ['Star', '_base', '9lives', 'a b', '../x', '']) expect(() => scaffoldTenant(tenants, bad)).toThrow(/E_TENANT_ID/);
  });
});
