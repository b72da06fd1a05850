/**
 * A studio server process for tests/contract/publish-crash.test.ts, on the tenants folder given as
 * its first argument and the PGlite folder given as its second (or DATABASE_URL). Like a server
 * start, it first finishes or undoes a publish the last process left half done, then prints one
 * line `report <json>`: the recovery's log lines, the newest tenant_versions row of demo, and the
 * version the studio sees (a half publish taken for an edit on disk would show as a newer one).
 * It then waits for one line on stdin: `publish <label>` (an editor's change of demo's TY
 * menu.home text and REFERRAL flag, approved by the publisher), `rollback <version>` or `exit`.
 * STUDIO_FAULT=<step> kills the process with SIGKILL at that step of the publish
 * (server/studio/publish-journal.ts PublishStep); without it the action ends with `done <version>`.
 */
import { createInterface } from 'node:readline';
import type { TenantFiles } from '../../../engine/config/merge.ts';
import { openDb } from '../../../server/db/open.ts';
import { accessOf, type Operator } from '../../../server/studio/operators.ts';
import { recoverPublishes, type PublishStep } from '../../../server/studio/publish-journal.ts';
import { createStudio } from '../../../server/studio/service.ts';
import { createTenantRegistry } from '../../../server/tenants/registry.ts';

const [tenantsDir, dataDir] = process.argv.slice(2);
const wanted = process.env.STUDIO_FAULT as PublishStep | undefined;
const print = (line: string) => process.stdout.write(`${line}\n`);

const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
const recovered: string[] = [];
await recoverPublishes(db, tenantsDir, (line) => recovered.push(line));
const registry = createTenantRegistry({ tenantsDir, log: () => undefined });
const studio = createStudio({
  db,
  tenantsDir,
  registry,
  log: print,
  fault: (step) => {
    if (step === wanted) process.kill(process.pid, 'SIGKILL');
  },
});
const now = () => new Date();
/** An operator as a signed-in session sees it (no password check: argon2 would cost a second a process). */
async function operator(username: string): Promise<Operator> {
  const found = await db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]);
  const id = Number(found.rows[0].id);
  return { id, username, sessionId: 0, ...(await accessOf(db, id)) };
}
const editor = await operator('demo-editor');
const publisher = await operator('demo-publisher');
const latest = await db.query<{ version: number; kind: string; files: string }>(
  'SELECT version, kind, files FROM tenant_versions WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1',
  ['demo'],
);
const seen = await studio.tenant(editor, 'demo', now());
print(`report ${JSON.stringify({ recovered, latest: latest.rows[0] ?? null, studioVersion: seen.version })}`);

const lines = createInterface({ input: process.stdin });
const [command, argument] = ((await lines[Symbol.asyncIterator]().next()).value as string).split(' ');
lines.close();
if (command === 'publish') {
  const current = await studio.tenant(editor, 'demo', now());
  const draft = structuredClone(current.merged) as TenantFiles & { tenant: { flags: Record<string, boolean> } };
  draft.messages.TY['menu.home'] = argument;
  draft.tenant.flags.REFERRAL = !draft.tenant.flags.REFERRAL;
  const change = await studio.createChange(editor, 'demo', { baseVersion: current.version, title: argument, draft }, now());
  await studio.approve(publisher, change.id, 'fine', now());
  print(`done ${(await studio.tenant(editor, 'demo', now())).version}`);
} else if (command === 'rollback') {
  print(`done ${(await studio.rollback(publisher, 'demo', Number(argument), '', now())).version}`);
}
registry.close();
await db.close();
