/**
 * npm run validate [tenant...]: validates every tenant (or the named ones): JSON Schema on the
 * merged config plus the cross-reference lint and the quality lints the server does not run
 * (colour contrast, messages left the same as EN; server/tenants/check-config.ts, the check the
 * studio runs too), and a host listed by two tenants. Prints `file:line:column  /json/pointer  message`
 * per error and a summary line; exits 1 on any error.
 * `--dir <folder>` validates the tenants of another folder (its own _base, else tenants/_base).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostsOfOthers, hostsOnDisk } from '../server/tenants/hosts';
import { loadTenant } from '../server/tenants/load';
import { formatConfigError } from '../server/tenants/types';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const tenantsDir = dirFlag === -1 ? join(root, 'tenants') : resolve(args[dirFlag + 1] ?? '.');
const baseDir = existsSync(join(tenantsDir, '_base')) ? join(tenantsDir, '_base') : join(root, 'tenants', '_base');

const named = args.filter((a, i) => !a.startsWith('-') && (dirFlag === -1 || i !== dirFlag + 1));
const all = readdirSync(tenantsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== '_base' && !e.name.startsWith('.'))
  .map((e) => e.name)
  .sort();
const unknown = named.filter((id) => !all.includes(id));
const ids = named.length > 0 ? named.filter((id) => all.includes(id)) : all;

const started = performance.now();
let errorCount = 0;
for (const id of unknown) {
  console.error(`${relative(root, join(tenantsDir, id))}:1:1  /  no such tenant folder (tenants: ${all.join(', ')}) [E_NO_TENANT]`);
  errorCount += 1;
}
const failed: string[] = [];
// A host is checked against every tenant of the folder, named or not.
const hosts = hostsOnDisk(tenantsDir, all);
for (const id of ids) {
  const result = loadTenant(tenantsDir, id, { rootDir: root, baseDir, quality: true, hostsTaken: hostsOfOthers(hosts, id) });
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
