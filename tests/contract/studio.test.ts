/**
 * The operator studio's API through the real server, on PGlite or on the PostgreSQL of
 * DATABASE_URL: operator sign-in and its limit, member tokens refused, one tenant's operators
 * kept out of another's, roles and four-eyes, version conflicts, publishing only what a draft changed
 * (the validator passes and the merged config equals the draft), rollback to a byte-identical
 * merged config, scheduled publishing, and hostile input.
 *
 * Where a version lives depends on the engine: on PGlite the tenants folder is live and a publish
 * edits its files; with DATABASE_URL the newest version in the database is, and the folder is
 * not written (tests/contract/scale-out.test.ts has the servers that follow it).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageConfig, type PageConfig } from '../../engine/config/page-config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForDevelopment } from '../../server/account/captcha.ts';
import { hashPassword } from '../../server/security/password.ts';
import { readFileSet } from '../../server/studio/files.ts';
import { STUDIO_REALM } from '../../server/studio/operators.ts';
import { loadTenant } from '../../server/tenants/load.ts';
import { studioClient, type Draft } from './support/studio.ts';
import { call, expectError, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
/** demo's served config before the studio touched it, as the site serves it (JSON text). */
let initialDemo = '';
/** The database's versions are live (DATABASE_URL), not the tenants folder. */
const fromDatabase = process.env.DATABASE_URL !== undefined;

beforeAll(async () => {
  server = await startContractServer();
  initialDemo = JSON.stringify(await served('demo'));
  expect(JSON.parse(initialDemo)).toEqual(pageConfig(onDisk('demo')));
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const studio = studioClient(() => server);
const { get, post, operator, tenant } = studio;
const editor = () => operator('demo-editor', 'editor1234');
const publisher = () => operator('demo-publisher', 'publisher1234');
const lucky = () => operator('lucky-operator', 'operator1234');

/** The config the server's loader builds from the tenant's files on disk now. */
function onDisk(id: string) {
  const result = loadTenant(server.tenantsDir, id, { rootDir: join(server.tenantsDir, '..') });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config;
}

/** The config the server serves now (GET /api/tenant, without the server's parts); on PGlite also what the folder holds. */
async function served(id: string) {
  const res = await call(server, '/api/tenant', { headers: { 'x-tenant': id } });
  expect(res.status, res.text).toBe(200);
  if (!fromDatabase) expect(res.json.value).toEqual(pageConfig(onDisk(id)));
  return res.json.value as PageConfig;
}

/** The live version's files by path: the folder's on PGlite, the newest version row's with DATABASE_URL. */
async function liveFiles(id: string): Promise<Record<string, unknown>> {
  if (fromDatabase) {
    const row = await server.server.db.query<{ files: string }>(
      'SELECT files FROM tenant_versions WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1',
      [id],
    );
    return JSON.parse(row.rows[0].files) as Record<string, unknown>;
  }
  return readFileSet(join(server.tenantsDir, id));
}

function withTyLabel(draft: Draft, key: string, text: string): Draft {
  const copy = structuredClone(draft);
  copy.messages.TY[key] = text;
  return copy;
}

async function submit(token: string, id: string, draft: Draft, baseVersion: number, extra: Record<string, unknown> = {}) {
  return post(`tenants/${id}/changes`, { baseVersion, title: 'Rename the home tab', draft, ...extra }, token);
}

describe('who may use the studio', () => {
  it('refuses no token and a member token on every studio endpoint (401)', async () => {
    const member = await loginToken(server, 'demo', 'demo1234');
    const calls: [string, string, unknown?][] = [
      ['GET', 'me'],
      ['GET', 'tenants/demo'],
      ['POST', 'tenants/demo/check', { draft: { tenant: {}, screens: {}, messages: {} } }],
      ['GET', 'tenants/demo/changes'],
      ['GET', 'changes/1'],
      ['POST', 'changes/1/approve', {}],
      ['POST', 'changes/1/reject', {}],
      ['GET', 'tenants/demo/versions'],
      ['POST', 'tenants/demo/versions/1/rollback', {}],
      ['GET', 'tenants/demo/audit'],
      ['POST', 'tenants/demo/settings', { fourEyes: false }],
      ['POST', 'tenants/demo/preview-session', { role: 'member' }],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [undefined, member]) {
        const res = await call(server, `/studio/api/${path}`, { method, body, token });
        expectError(res, 401, 'E_UNAUTHORIZED');
      }
    }
  });

  it('signs operators in with hashed sessions; a wrong password is 401, and past 3 an account asks for a captcha, never locks', async () => {
    expectError(await post('login', { username: 'demo-editor', password: 'wrong' }), 401, 'E_LOGIN_FAILED');
    expectError(await post('login', { username: 'nobody', password: 'wrong' }), 401, 'E_LOGIN_FAILED');
    expectError(await post('login', { username: 'demo', password: 'demo1234' }), 401, 'E_LOGIN_FAILED');
    await server.server.db.query('INSERT INTO operators (username, password_hash) VALUES ($1, $2)', [
      'lock-me',
      await hashPassword('right1234'),
    ]);
    const refusals = [];
    for (let i = 0; i < 10; i++) refusals.push(await post('login', { username: 'lock-me', password: `wrong${i}` }));
    expect(refusals.map((r) => [r.status, r.json.code])).toEqual([
      ...Array(3).fill([401, 'E_LOGIN_FAILED']),
      ...Array(7).fill([401, 'E_CAPTCHA_REQUIRED']),
    ]);
    expect(refusals[2].json.value).toEqual({ captcha: true });
    expectError(await post('login', { username: 'lock-me', password: 'right1234' }), 401, 'E_CAPTCHA_REQUIRED');
    const captcha = await get('captcha');
    expect(captcha.json.value.image).toMatch(/^data:image\/png;base64,/);
    const answer = await solveCaptchaForDevelopment(server.server.db, STUDIO_REALM, captcha.json.value.captchaId, new Date());
    const signedIn = await post('login', {
      username: 'lock-me',
      password: 'right1234',
      captchaId: captcha.json.value.captchaId,
      identifying: answer,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const stored = await server.server.db.query<{ token_hash: string }>('SELECT token_hash FROM operator_sessions');
    const token = await editor();
    expect(
      stored.rows
        .concat((await server.server.db.query<{ token_hash: string }>('SELECT token_hash FROM operator_sessions')).rows)
        .map((r) => r.token_hash),
    ).not.toContain(token);
  });

  it('keeps an operator of one tenant out of another (403), whatever the call', async () => {
    const token = await editor();
    const me = await get('me', token);
    expect(me.json.value.tenants).toEqual([{ id: 'demo', role: 'editor' }]);
    expectError(await get('tenants/lucky', token), 403, 'E_FORBIDDEN');
    expectError(await get('tenants/lucky/changes', token), 403, 'E_FORBIDDEN');
    expectError(await get('tenants/lucky/versions', token), 403, 'E_FORBIDDEN');
    expectError(await get('tenants/lucky/audit', token), 403, 'E_FORBIDDEN');
    expectError(await post('tenants/lucky/versions/1/rollback', {}, token), 403, 'E_FORBIDDEN');
    expectError(await post('tenants/lucky/preview-session', { role: 'agent' }, token), 403, 'E_FORBIDDEN');
  });
});

describe('change requests, four-eyes and publishing', () => {
  it('an editor submits, cannot approve; the publisher approves and only what the draft changed is written, valid, merging to the draft', async () => {
    const ed = await editor();
    const current = await tenant('demo', ed);
    const draft = withTyLabel(current.merged, 'menu.home', 'Bahay ng Demo');
    const checked = await post('tenants/demo/check', { draft }, ed);
    expect(checked.json.value.issues).toEqual([]);
    expect(checked.json.value.diff).toEqual([
      { file: 'messages/TY.json', pointer: '/menu.home', old: current.merged.messages.TY['menu.home'], new: 'Bahay ng Demo' },
    ]);
    const created = await submit(ed, 'demo', draft, current.version);
    expect(created.status, created.text).toBe(200);
    const cr = created.json.value.id;
    expectError(await post(`changes/${cr}/approve`, {}, ed), 403, 'E_FORBIDDEN');

    const tenantBefore = readFileSync(join(server.tenantsDir, 'demo', 'tenant.json'), 'utf8');
    const filesBefore = await liveFiles('demo');
    const approved = await post(`changes/${cr}/approve`, { comment: 'fine' }, await publisher());
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.value).toMatchObject({ status: 'published', publishedVersion: current.version + 1, reviewer: 'demo-publisher' });

    // only what the draft changed is written: one key in a new messages/TY.json; tenant.json is not touched
    const filesAfter = await liveFiles('demo');
    expect(filesAfter['messages/TY.json']).toEqual({ 'menu.home': 'Bahay ng Demo' });
    expect(filesAfter['tenant.json']).toEqual(filesBefore['tenant.json']);
    // byte for byte on disk; with the database live, the folder is not written at all
    expect(readFileSync(join(server.tenantsDir, 'demo', 'tenant.json'), 'utf8')).toBe(tenantBefore);
    expect(existsSync(join(server.tenantsDir, 'demo', 'messages', 'TY.json'))).toBe(!fromDatabase);
    const config = await served('demo');
    const { id: _id, screens, messages, ...rest } = config;
    expect({ tenant: rest, screens, messages }).toEqual({ ...draft, tenant: pageConfig(draft.tenant) });
    // the running server serves it
    const page = await call(server, '/api/tenant', {});
    expect(JSON.stringify(page.json?.value ?? page.text)).toContain('Bahay ng Demo');
  });

  it('refuses an invalid draft with each error at its pointer (400), and a draft that changes nothing', async () => {
    const ed = await editor();
    const current = await tenant('demo', ed);
    const draft = structuredClone(current.merged);
    draft.tenant.menus.bottom[0].action = { action: 'navigate', to: 'no-slash' };
    draft.tenant.menus.bottom[1].icon = 'not-an-icon';
    const checked = await post('tenants/demo/check', { draft }, ed);
    const pointers = checked.json.value.issues.map((i: { pointer: string }) => i.pointer);
    expect(pointers).toContain('/menus/bottom/0/action/to');
    expect(checked.json.value.previewMessages).toBeNull();
    const refused = await submit(ed, 'demo', draft, current.version);
    expectError(refused, 400, 'E_CONFIG_INVALID');
    expect(refused.json.value.issues.length).toBeGreaterThan(0);
    expectError(await submit(ed, 'demo', current.merged, current.version), 400, 'E_NO_CHANGE');
  });

  it('four-eyes: a publisher cannot approve its own request; with self-publish allowed it can', async () => {
    const pub = await publisher();
    const current = await tenant('demo', pub);
    const own = await submit(pub, 'demo', withTyLabel(current.merged, 'menu.deposit', 'Deposito 1'), current.version);
    expect(own.status, own.text).toBe(200);
    expectError(await post(`changes/${own.json.value.id}/approve`, {}, pub), 403, 'E_FORBIDDEN');
    expect((await post(`changes/${own.json.value.id}/reject`, { comment: 'mine' }, pub)).json.value.status).toBe('rejected');

    const lk = await lucky();
    const luckyNow = await tenant('lucky', lk);
    const self = await submit(lk, 'lucky', withTyLabel(luckyNow.merged, 'menu.home', 'Tahanan ng Swerte'), luckyNow.version);
    expect(self.status, self.text).toBe(200);
    const done = await post(`changes/${self.json.value.id}/approve`, {}, lk);
    expect(done.json.value.status).toBe('published');
  });

  it('a second change from the same version gets a clear conflict carrying the other change', async () => {
    const ed = await editor();
    const current = await tenant('demo', ed);
    const first = await submit(ed, 'demo', withTyLabel(current.merged, 'menu.promotion', 'Promo A'), current.version);
    const second = await submit(ed, 'demo', withTyLabel(current.merged, 'menu.promotion', 'Promo B'), current.version);
    expect((await post(`changes/${first.json.value.id}/approve`, {}, await publisher())).json.value.status).toBe('published');
    const conflict = await post(`changes/${second.json.value.id}/approve`, {}, await publisher());
    expectError(conflict, 409, 'E_VERSION_CONFLICT');
    expect(conflict.json.value.theirs).toContainEqual(
      expect.objectContaining({ file: 'messages/TY.json', pointer: '/menu.promotion', new: 'Promo A' }),
    );
    const late = await submit(ed, 'demo', withTyLabel(current.merged, 'menu.promotion', 'Promo C'), current.version);
    expectError(late, 409, 'E_VERSION_CONFLICT');
  });

  it('rollback restores the byte-identical merged config of any version, as a new version', async () => {
    const pub = await publisher();
    const versions = (await get('tenants/demo/versions', pub)).json.value as { version: number }[];
    const target = versions[versions.length - 1].version;
    const targetFiles = await server.server.db.query<{ files: string }>(
      'SELECT files FROM tenant_versions WHERE tenant_id = $1 AND version = $2',
      ['demo', target],
    );
    const rolled = await post(`tenants/demo/versions/${target}/rollback`, { message: 'back to the start' }, pub);
    expect(rolled.status, rolled.text).toBe(200);
    expect(rolled.json.value.version).toBe(versions[0].version + 1);
    expect(await liveFiles('demo')).toEqual(JSON.parse(targetFiles.rows[0].files));
    // the first version's merged config, byte for byte, is what the site serves again
    const first = await server.server.db.query<{ diff: unknown }>(
      'SELECT diff FROM tenant_versions WHERE tenant_id = $1 AND version = $2',
      ['demo', rolled.json.value.version],
    );
    expect(first.rows[0].diff).not.toEqual([]);
    const again = await tenant('demo', pub);
    expect(again.version).toBe(rolled.json.value.version);
    expect(JSON.stringify(await served('demo'))).toBe(initialDemo);
    const page = await call(server, '/api/tenant', {});
    expect(JSON.stringify(page.json.value)).not.toContain('Bahay ng Demo');
    const audit = (await get('tenants/demo/audit', pub)).json.value as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['rollback', 'publish', 'change.create', 'change.reject']));
  });

  it('publishes an approved request at its publish time', async () => {
    const ed = await editor();
    const current = await tenant('demo', ed);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const created = await submit(ed, 'demo', withTyLabel(current.merged, 'menu.service', 'Serbisyo mamaya'), current.version, {
      publishAt: at,
    });
    const approved = await post(`changes/${created.json.value.id}/approve`, {}, await publisher());
    expect(approved.json.value.status).toBe('scheduled');
    expect((await served('demo')).messages?.TY?.['menu.service']).not.toBe('Serbisyo mamaya');
    server.advanceClock(3_700_000);
    await waitFor(async () => (await get(`changes/${created.json.value.id}`, ed)).json.value.status === 'published');
    // the site serves it once the registry has read the published files (a loaded machine takes a moment)
    await waitFor(async () => (await served('demo')).messages?.TY?.['menu.service'] === 'Serbisyo mamaya');
  });
});

describe('hostile input', () => {
  it('answers bad requests with 400s and codes, never a crash', async () => {
    const ed = await editor();
    const current = await tenant('demo', ed);
    expectError(
      await submit(ed, 'demo', withTyLabel(current.merged, 'menu.home', 'x'), current.version, { title: 'a\u0000b' }),
      400,
      'E_BAD_CHARACTER',
    );
    expectError(await post('tenants/demo/changes', { baseVersion: 'one', title: 't', draft: current.merged }, ed), 400, 'E_BAD_REQUEST');
    expectError(await post('tenants/demo/changes', { baseVersion: 1, title: 't', draft: [] }, ed), 400, 'E_BAD_REQUEST');
    expectError(await get('changes/abc', ed), 400, 'E_BAD_REQUEST');
    expectError(await get('changes/99999999999', ed), 400, 'E_BAD_REQUEST');
    expectError(await get('changes/999999', ed), 404, 'E_NOT_FOUND');
    expectError(await post('tenants/demo/check', '{not json', ed), 400, 'E_BAD_REQUEST');
    expectError(
      await post('tenants/demo/check', { draft: { tenant: 'x'.repeat(5 * 1024 * 1024), screens: {}, messages: {} } }, ed),
      413,
      'E_TOO_LARGE',
    );
    expectError(await get('tenants/..%2F..%2Fetc', ed), 403, 'E_FORBIDDEN');
    const escape = structuredClone(current.merged);
    escape.screens['../../evil'] = { nodes: [] };
    expectError(await submit(ed, 'demo', escape, current.version), 400, 'E_CONFIG_INVALID');
    expect(existsSync(join(server.tenantsDir, 'evil.json'))).toBe(false);
    expectError(await post('tenants/demo/versions/0/rollback', {}, await publisher()), 400, 'E_BAD_REQUEST');
    expectError(await post('tenants/demo/versions/9999/rollback', {}, await publisher()), 404, 'E_NOT_FOUND');
    expectError(await call(server, '/studio/api/me', { method: 'DELETE', token: ed }), 405, 'E_METHOD');
  });

  it('gives the preview frames the tenant preview account, never a member', async () => {
    const ed = await editor();
    const member = await post('tenants/demo/preview-session', { role: 'member' }, ed);
    const agent = await post('tenants/demo/preview-session', { role: 'agent' }, ed);
    // read-only preview identities (tests/contract/preview-identity.test.ts has the rest)
    expect(member.json.value).toMatchObject({ userName: 'preview:member', type: 0 });
    expect(agent.json.value).toMatchObject({ userName: 'preview:agent', type: 1 });
    const info = await call(server, '/api/member/info', { token: member.json.value.token });
    expect(info.status).toBe(200);
    expectError(
      await call(server, '/api/member/profile', { method: 'POST', body: { nickname: 'x' }, token: member.json.value.token }),
      403,
      'E_PREVIEW_READ_ONLY',
    );
    // no password signs the preview account in: its name is not one the username rule accepts
    // (engine/grammar/username.ts), so the login refuses it before any account is looked up
    expectError(
      await call(server, '/api/member/login', {
        method: 'POST',
        body: { type: 'username', username: 'preview:member', password: 'preview-account:no-password' },
      }),
      400,
      'E_BAD_REQUEST',
    );
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}
