/**
 * npm run new-tenant <id> [--tenants <dir>]: scaffolds tenants/<id>/ — a tenant.json overlay (its
 * `$schema` line gives editors autocomplete), placeholder logos for the dark and light themes (the app icon
 * comes from _base) — that passes `npm run validate` as written, then validates it to prove so. The
 * README's "Add a tenant" recipe goes on from here.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTenantJson } from '../engine/config/overlay-diff';
import { CURRENT_VERSION } from '../engine/config/migrations';
import { loadTenant } from '../server/tenants/load';
import { formatConfigError } from '../server/tenants/types';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ID = /^[a-z][a-z0-9-]{0,31}$/;

function logo(name: string, text: string, badge: string): string {
  const safe = name.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-labelledby="t">
  <title id="t">${safe}</title>
  <rect x="4" y="6" width="52" height="52" rx="14" fill="${badge}"/>
  <text x="66" y="41" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="800" fill="${text}">${safe.slice(0, 12).toUpperCase()}</text>
</svg>
`;
}

/** Writes the scaffold of tenant `id` under `tenantsDir`; returns the files written. */
export function scaffoldTenant(tenantsDir: string, id: string): string[] {
  if (!ID.test(id))
    throw new Error(`E_TENANT_ID: "${id}" is not a tenant id: use a lowercase letter, then lowercase letters, digits or - (32 at most)`);
  if (id === '_base') throw new Error('E_TENANT_ID: _base holds the defaults; pick another id');
  const dir = join(tenantsDir, id);
  if (existsSync(dir)) throw new Error(`E_TENANT_EXISTS: ${dir} already exists; pick another id or edit that tenant`);
  const name = id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'tenant.json': formatTenantJson({
      $schema: '../../schemas/editor/tenant-overlay.json',
      version: CURRENT_VERSION,
      brand: { name, shortName: name, logo: { dark: `/assets/logo-${id}.svg`, light: `/assets/logo-${id}-light.svg` } },
      hosts: [`${id}.localhost`],
    }),
    [`assets/logo-${id}.svg`]: logo(name, '#ffffff', '#3fa7ff'),
    [`assets/logo-${id}-light.svg`]: logo(name, '#1b1d29', '#0064c8'),
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return Object.keys(files).map((path) => join(dir, path));
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--tenants');
  const tenantsDir = resolve(at >= 0 ? (args[at + 1] ?? '') : join(REPO_ROOT, 'tenants'));
  const id = args.find((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  if (!id) {
    console.error('usage: npm run new-tenant <id>   (a lowercase id such as lucky-star)');
    process.exit(1);
  }
  let written: string[];
  try {
    written = scaffoldTenant(tenantsDir, id);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  for (const file of written) console.log(`wrote ${relative(process.cwd(), file)}`);
  const result = loadTenant(tenantsDir, id, { quality: true });
  if (!result.ok) {
    for (const e of result.errors) console.error(formatConfigError(e));
    process.exit(1);
  }
  console.log(`tenant "${id}" validates; open http://${id}.localhost:3000/ (or ?tenant=${id}) once the server runs`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
