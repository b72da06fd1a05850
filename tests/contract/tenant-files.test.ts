/**
 * `npm run tenant-files` (scripts/tenant-files.ts), on PGlite or on the PostgreSQL of
 * DATABASE_URL, against a copy of tenants/ and a seeded database of this file.
 *
 * With DATABASE_URL the database's versions are live: an edited folder is imported as a change
 * request by the operator named (nothing published, four-eyes still applies), and once published
 * it is exported back, editing only the values that changed so the rest of each file stays byte
 * for byte; status says whether the folder holds the live version. Without it (PGlite) the folder
 * itself is live: export and import take another folder only. Both: bad input is refused with a
 * code, and the real command answers through npm's script.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open.ts';
import { seedOnStart } from '../../server/seed/seed.ts';
import { readFileSet } from '../../server/studio/files.ts';
import { accessOf } from '../../server/studio/operators.ts';
import { openStudioCli, type StudioCli } from '../../scripts/studio-cli.ts';
import { runTenantFilesCommand } from '../../scripts/tenant-files.ts';
import { createFileDatabase, dropFileDatabase, ROOT } from './support/server.ts';

const fromDatabase = process.env.DATABASE_URL !== undefined;
const work = mkdtempSync('/tmp/tenant-files-');
const tenantsDir = join(work, 'tenants');
const demoDir = join(tenantsDir, 'demo');
let dataDir = '';
let databaseUrl: string | undefined;
let cli: StudioCli;
const logged: string[] = [];

const env = () => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, TENANTS_DIR: tenantsDir });
const run = (...args: string[]) => runTenantFilesCommand(cli, args, new Date());

beforeAll(async () => {
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  if (process.env.DATABASE_URL) databaseUrl = await createFileDatabase(process.env.DATABASE_URL);
  else dataDir = mkdtempSync('/tmp/tenant-files-data-');
  const db = await openDb({ databaseUrl, dataDir });
  await migrate(db);
  await seedOnStart(db);
  await db.close();
  cli = await openStudioCli(env(), (line) => logged.push(line));
}, 180_000);

afterAll(async () => {
  await cli?.close();
  rmSync(work, { recursive: true, force: true });
  if (databaseUrl) await dropFileDatabase(process.env.DATABASE_URL!, databaseUrl);
});

async function operator(username: string) {
  const found = await cli.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]);
  const id = Number(found.rows[0].id);
  return { id, username, sessionId: 0, ...(await accessOf(cli.db, id)) };
}

async function versionsOf(tenantId: string) {
  const found = await cli.db.query<{ version: number; files: string }>(
    'SELECT version, files FROM tenant_versions WHERE tenant_id = $1 ORDER BY version',
    [tenantId],
  );
  return found.rows;
}

/** An edited copy of demo's folder: a TY label in a new messages file, and the short name changed in place. */
function editedCopy(dir: string): void {
  cpSync(join(ROOT, 'tenants', 'demo'), dir, { recursive: true });
  mkdirSync(join(dir, 'messages'), { recursive: true });
  writeFileSync(join(dir, 'messages', 'TY.json'), '{\n  "menu.home": "Bahay mula sa git"\n}\n');
  const text = readFileSync(join(dir, 'tenant.json'), 'utf8');
  expect(text).toContain('"shortName": "Demo Play"');
  writeFileSync(join(dir, 'tenant.json'), text.replace('"shortName": "Demo Play"', '"shortName": "Demo Git"'));
}

const usage = { message: expect.any(String) };

describe('both engines', () => {
  it('refuses bad input with a code', async () => {
    const copy = join(work, 'bad-input');
    editedCopy(copy);
    await expect(run('export', '../etc')).rejects.toMatchObject({ code: 'E_BAD_REQUEST' });
    await expect(run('export', 'demo\u0000')).rejects.toMatchObject({ code: 'E_BAD_REQUEST' });
    await expect(run('export', 'demo', '--version', 'abc', '--to', copy)).rejects.toMatchObject({ code: 'E_BAD_REQUEST' });
    await expect(run('export', 'demo', '--version', '99999999999', '--to', copy)).rejects.toMatchObject({ code: 'E_BAD_REQUEST' });
    await expect(run('export', 'demo', '--version', '999', '--to', copy)).rejects.toMatchObject({ code: 'E_NOT_FOUND' });
    await expect(run('export', 'nosuch', '--to', copy)).rejects.toMatchObject({ code: 'E_NOT_FOUND' });
    await expect(run('import', 'demo', '--from', copy)).rejects.toMatchObject(usage);
    await expect(run('import', 'demo', '--as')).rejects.toMatchObject(usage);
    await expect(run('frobnicate')).rejects.toMatchObject(usage);
    await expect(run('import', 'demo', '--as', 'nobody', '--from', copy)).rejects.toMatchObject({ code: 'E_NOT_FOUND' });
    await expect(run('import', 'lucky', '--as', 'demo-editor', '--from', copy)).rejects.toMatchObject({ code: 'E_FORBIDDEN' });
    await expect(run('import', 'demo', '--as', 'demo-editor', '--from', copy, '--title', 'a\u0007b')).rejects.toMatchObject({
      code: 'E_BAD_CHARACTER',
    });
    await expect(run('import', 'demo', '--as', 'demo-editor', '--from', copy, '--title', 'x'.repeat(201))).rejects.toMatchObject({
      code: 'E_BAD_REQUEST',
    });
    await expect(run('import', 'demo', '--as', 'demo-editor', '--from', copy, '--publish-at', 'soon')).rejects.toMatchObject({
      code: 'E_BAD_REQUEST',
    });
    await expect(run('import', 'demo', '--as', 'demo-editor', '--from', join(work, 'nowhere'))).rejects.toMatchObject({
      code: 'E_NOT_FOUND',
    });
    // a broken file is named with its line and column, as npm run validate names it
    writeFileSync(join(copy, 'messages', 'TY.json'), '{\n  "menu.home": \n}\n');
    const broken = await run('import', 'demo', '--as', 'demo-editor', '--from', copy).catch((error: unknown) => error);
    expect(broken).toMatchObject({ code: 'E_CONFIG_INVALID' });
    expect((broken as { value: { errors: string[] } }).value.errors.join('\n')).toMatch(/messages\/TY\.json:3:1 .*malformed JSON/);
    const changes = await cli.db.query('SELECT id FROM change_requests');
    expect(changes.rows).toEqual([]);
  });

  it('exports a version to another folder, only its config files, leaving assets alone', async () => {
    const to = join(work, 'exported');
    mkdirSync(join(to, 'assets'), { recursive: true });
    writeFileSync(join(to, 'assets', 'logo.svg'), '<svg/>');
    writeFileSync(join(to, 'tenant.json'), '{ "stale": true }\n');
    const lines = await run('export', 'demo', '--to', to);
    expect(lines[0]).toMatch(/^demo: version 1 written to .*exported\/$/);
    const [first] = await versionsOf('demo');
    expect(readFileSet(to)).toEqual(JSON.parse(first.files));
    expect(readFileSync(join(to, 'assets', 'logo.svg'), 'utf8')).toBe('<svg/>');
    expect(await run('export', 'demo', '--to', to)).toEqual([expect.stringMatching(/already holds version 1$/)]);
  });
});

if (fromDatabase) {
  describe('with DATABASE_URL: the database is live, the folder is for git', () => {
    it('status: the live version, and the folder holds it', async () => {
      expect(await run('status')).toEqual([
        expect.stringMatching(/^demo: version 1 \(initial, .* UTC\) is live; tenants\/demo\/ holds it$/),
        expect.stringMatching(/^lucky: version 1 \(initial, .* UTC\) is live; tenants\/lucky\/ holds it$/),
      ]);
    });

    it('imports an edited folder as a change request by the operator named; nothing is published and four-eyes applies', async () => {
      editedCopy(demoDir);
      expect(await run('status', 'demo')).toEqual([expect.stringMatching(/tenants\/demo\/ differs from it/)]);
      const lines = await run('import', 'demo', '--as', 'demo-editor', '--title', 'From git');
      expect(lines[0]).toMatch(/^demo: change request \d+ "From git" by demo-editor, based on version 1, is open for review$/);
      expect(lines.slice(1).sort()).toEqual([
        expect.stringMatching(/^ {2}messages\/TY\.json \/menu\.home: ".*" -> "Bahay mula sa git"$/),
        '  tenant.json /brand/shortName: "Demo Play" -> "Demo Git"',
      ]);
      const id = Number(/change request (\d+)/.exec(lines[0])![1]);
      expect(await versionsOf('demo')).toHaveLength(1);
      // the author cannot approve it; a publisher can
      const editor = await operator('demo-editor');
      await expect(cli.studio.approve({ ...editor, roles: { demo: 'publisher' } }, id, '', new Date())).rejects.toMatchObject({
        code: 'E_FORBIDDEN',
      });
      const approved = await cli.studio.approve(await operator('demo-publisher'), id, 'ok', new Date());
      expect(approved).toMatchObject({ status: 'published', publishedVersion: 2 });
      const audit = await cli.db.query<{ action: string }>("SELECT action FROM studio_audit WHERE tenant_id = 'demo' ORDER BY id");
      expect(audit.rows.map((r) => r.action)).toEqual(['change.create', 'publish']);
    });

    it('exports the published version back, editing only what changed; the same files again import as no change', async () => {
      // the folder as git has it, before the publish
      rmSync(demoDir, { recursive: true });
      cpSync(join(ROOT, 'tenants', 'demo'), demoDir, { recursive: true });
      const tenantBefore = readFileSync(join(demoDir, 'tenant.json'), 'utf8');
      const lines = await run('export', 'demo');
      expect(lines).toEqual([
        expect.stringMatching(/^demo: version 2 written to .*tenants\/demo\/$/),
        '  written tenant.json',
        '  written messages/TY.json',
      ]);
      const [, second] = await versionsOf('demo');
      expect(readFileSet(demoDir)).toEqual(JSON.parse(second.files));
      // one line of tenant.json changed, the rest byte for byte
      const after = readFileSync(join(demoDir, 'tenant.json'), 'utf8').split('\n');
      const before = tenantBefore.split('\n');
      expect(after).toHaveLength(before.length);
      expect(after.filter((line, i) => line !== before[i])).toEqual([expect.stringContaining('"shortName": "Demo Git"')]);
      expect(await run('status', 'demo')).toEqual([expect.stringMatching(/tenants\/demo\/ holds it$/)]);
      await expect(run('import', 'demo', '--as', 'demo-editor')).rejects.toMatchObject({ code: 'E_NO_CHANGE' });
      // an older version, to a folder of its own
      const old = join(work, 'version-1');
      await run('export', 'demo', '--version', '1', '--to', old);
      expect(existsSync(join(old, 'messages', 'TY.json'))).toBe(false);
      expect(readFileSet(old)).toEqual(JSON.parse((await versionsOf('demo'))[0].files));
    });
  });
} else {
  describe('without DATABASE_URL: the folder is live', () => {
    it('refuses to export to or import from the live folder, and imports another folder as a change request', async () => {
      await expect(run('export', 'demo')).rejects.toMatchObject({ code: 'E_FOLDER_LIVE' });
      await expect(run('import', 'demo', '--as', 'demo-editor')).rejects.toMatchObject({ code: 'E_FOLDER_LIVE' });
      expect(await run('status', 'demo')).toEqual([
        expect.stringMatching(/^demo: version 1 .*; without DATABASE_URL tenants\/demo\/ is live$/),
      ]);
      const copy = join(work, 'from-git');
      editedCopy(copy);
      const lines = await run('import', 'demo', '--as', 'demo-editor', '--from', copy);
      expect(lines[0]).toMatch(
        /^demo: change request \d+ "Imported from .*from-git\/" by demo-editor, based on version 1, is open for review$/,
      );
      const id = Number(/change request (\d+)/.exec(lines[0])![1]);
      // published the PGlite way: into the live folder
      expect(await cli.studio.approve(await operator('demo-publisher'), id, '', new Date())).toMatchObject({ status: 'published' });
      expect(JSON.parse(readFileSync(join(demoDir, 'messages', 'TY.json'), 'utf8'))).toEqual({ 'menu.home': 'Bahay mula sa git' });
    });
  });
}

describe('the command', () => {
  it('runs as npm run tenant-files, prints its usage, and says what failed with a code', async () => {
    await cli.close();
    const npm = (...args: string[]) =>
      spawnSync('npm', ['run', '--silent', 'tenant-files', '--', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, ...env(), DATABASE_URL: databaseUrl ?? '' },
        timeout: 120_000,
      });
    const help = npm();
    expect(help.status).toBe(2);
    expect(help.stderr).toContain('npm run tenant-files -- export <tenant>');
    const status = npm('status', 'lucky');
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(fromDatabase ? /^lucky: version 1 \(initial/ : /^lucky: no version recorded yet; without DATABASE_URL/);
    const refused = npm('export', 'demo', '--version', '999', '--to', join(work, 'unused'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('E_NOT_FOUND: demo has no version 999');
    cli = await openStudioCli(env(), (line) => logged.push(line));
  }, 180_000);
});
