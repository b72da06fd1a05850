/**
 * npm run validate [tenant...]: validates every tenant (or the named ones): JSON Schema on the
 * merged config plus the cross-reference lint. Prints `file:line:column  /json/pointer  message`
 * per error and a summary line; exits 1 on any error.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTenant } from '../server/tenants/load';
import { formatConfigError } from '../server/tenants/types';

const root = fileURLToPath(new URL('..', import.meta.url));
const tenantsDir = join(root, 'tenants');

const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const all = readdirSync(tenantsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== '_base' && !e.name.startsWith('.'))
  .map((e) => e.name)
  .sort();
const unknown = named.filter((id) => !all.includes(id));
const ids = named.length > 0 ? named.filter((id) => all.includes(id)) : all;

const started = performance.now();
let errorCount = 0;
for (const id of unknown) {
  console.error(`tenants/${id}:1:1  /  no such tenant folder (tenants: ${all.join(', ')}) [E_NO_TENANT]`);
  errorCount += 1;
}
const failed: string[] = [];
for (const id of ids) {
  const result = loadTenant(tenantsDir, id, { rootDir: root });
  if (result.ok) continue;
  failed.push(id);
  errorCount += result.errors.length;
  for (const error of result.errors) console.error(formatConfigError(error));
}
const ms = Math.round(performance.now() - started);
const summary = `${ids.length} tenant${ids.length === 1 ? '' : 's'} checked (${ids.join(', ')}), ${errorCount} error${errorCount === 1 ? '' : 's'}${failed.length > 0 ? ` in ${failed.join(', ')}` : ''} (${ms} ms)`;
if (errorCount > 0) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);
