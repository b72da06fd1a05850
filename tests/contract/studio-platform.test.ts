/**
 * What a tenant's own operators cannot change, through the real server on PGlite or on the
 * PostgreSQL of DATABASE_URL: the platform's fields of a draft (hosts, the URL policy), four-eyes
 * and operator roles belong to the platform admin; a host belongs to one tenant; the studio's
 * check refuses what `npm run validate` refuses (contrast, empty texts); and the command line
 * (scripts/platform.ts) goes through the same rules and audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPlatformCommand } from '../../scripts/platform.ts';
import { studioOn } from '../../scripts/studio-cli.ts';
import { studioClient, type Draft } from './support/studio.ts';
import { call, expectError, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const studio = studioClient(() => server);
const { get, post, operator, tenant } = studio;
const editor = () => operator('demo-editor', 'editor1234');
const publisher = () => operator('demo-publisher', 'publisher1234');
const admin = () => operator('platform-admin', 'admin1234');

/** The check's issues of a draft, as "CODE /pointer". */
async function issuesOf(token: string, id: string, draft: Draft): Promise<string[]> {
  const res = await post(`tenants/${id}/check`, { draft }, token);
  expect(res.status, res.text).toBe(200);
  return res.json.value.issues.map((i: { code: string; pointer: string }) => `${i.code} ${i.pointer}`);
}

/** The tenant a Host header selects, by the brand name /api/tenant serves. */
async function servedBy(host: string): Promise<string> {
  const res = await call(server, '/api/tenant', { host: `${host}:${server.port}` });
  expect(res.status, res.text).toBe(200);
  return res.json.value.id;
}

describe("a tenant's operators cannot change the platform's fields", () => {
  it('an editor who adds a host or an origin gets an error at that field, and cannot submit it', async () => {
    const token = await editor();
    const current = await tenant('demo', token);
    const withHost = structuredClone(current.merged);
    withHost.tenant.hosts = [...(withHost.tenant.hosts ?? []), 'lucky.localhost'];
    expect(await issuesOf(token, 'demo', withHost)).toContain('E_PLATFORM_FIELD /hosts');
    const submitted = await post(`tenants/demo/changes`, { baseVersion: current.version, title: 'Take lucky', draft: withHost }, token);
    expectError(submitted, 400, 'E_CONFIG_INVALID');
    expect(submitted.json.value.issues[0]).toMatchObject({ pointer: '/hosts', code: 'E_PLATFORM_FIELD' });

    const withOrigin = structuredClone(current.merged);
    withOrigin.tenant.security = { ...withOrigin.tenant.security, trustedOrigins: ['https://evil.example'] };
    expect(await issuesOf(token, 'demo', withOrigin)).toContain('E_PLATFORM_FIELD /security');
  });

  it('a publisher cannot switch four-eyes off (403 E_PLATFORM_ONLY), so it still cannot approve its own request', async () => {
    const pub = await publisher();
    expectError(await post('tenants/demo/settings', { fourEyes: false }, pub), 403, 'E_PLATFORM_ONLY');
    expect((await tenant('demo', pub)).fourEyes).toBe(true);
    const current = await tenant('demo', pub);
    const draft = structuredClone(current.merged);
    draft.messages.TY['menu.deposit'] = 'Magdeposito ngayon';
    const own = await post('tenants/demo/changes', { baseVersion: current.version, title: 'Own change', draft }, pub);
    expect(own.status, own.text).toBe(200);
    expectError(await post(`changes/${own.json.value.id}/approve`, {}, pub), 403, 'E_FORBIDDEN');
    await post(`changes/${own.json.value.id}/reject`, { comment: 'withdrawn' }, pub);
  });

  it('only a platform admin reads the platform page, sets roles and four-eyes; every change is audited', async () => {
    expectError(await get('platform', await publisher()), 403, 'E_PLATFORM_ONLY');
    expectError(
      await post('platform/roles', { username: 'demo-editor', tenantId: 'demo', role: 'publisher' }, await editor()),
      403,
      'E_PLATFORM_ONLY',
    );
    expectError(
      await post('platform/tenants/demo', { hosts: ['x.localhost'], allowedOrigins: [], trustedOrigins: [] }, await publisher()),
      403,
      'E_PLATFORM_ONLY',
    );

    const root = await admin();
    const me = await get('me', root);
    expect(me.json.value).toMatchObject({ username: 'platform-admin', platformAdmin: true });
    expect(me.json.value.tenants.map((t: { id: string }) => t.id)).toEqual(['demo', 'lucky']);
    const page = await get('platform', root);
    expect(page.status, page.text).toBe(200);
    expect(page.json.value.tenants.find((t: { id: string }) => t.id === 'demo')).toMatchObject({ fourEyes: true });
    expect(page.json.value.operators.map((o: { username: string }) => o.username)).toContain('demo-editor');

    const off = await post('tenants/lucky/settings', { fourEyes: true }, root);
    expect(off.json.value).toEqual({ fourEyes: true });
    await post('tenants/lucky/settings', { fourEyes: false }, root);
    const audit = await get('tenants/lucky/audit', root);
    const fourEyes = audit.json.value.filter((a: { action: string }) => a.action === 'settings.fourEyes');
    expect(fourEyes.slice(0, 2).map((a: { detail: object; operator: string }) => ({ ...a.detail, by: a.operator }))).toEqual([
      { on: false, was: true, by: 'platform-admin' },
      { on: true, was: false, by: 'platform-admin' },
    ]);

    const granted = await post('platform/roles', { username: 'lucky-operator', tenantId: 'demo', role: 'editor' }, root);
    expect(granted.status, granted.text).toBe(200);
    const luckyOp = await call(server, '/studio/api/login', {
      method: 'POST',
      body: { username: 'lucky-operator', password: 'operator1234' },
    });
    expect(luckyOp.json.value.tenants).toEqual([
      { id: 'demo', role: 'editor' },
      { id: 'lucky', role: 'publisher' },
    ]);
    await post('platform/roles', { username: 'lucky-operator', tenantId: 'demo', role: null }, root);
    expectError(await get('tenants/demo', luckyOp.json.value.token), 403, 'E_FORBIDDEN');
    const demoAudit = await get('tenants/demo/audit', root);
    expect(
      demoAudit.json.value.filter((a: { action: string }) => a.action === 'platform.role').map((a: { detail: object }) => a.detail),
    ).toEqual([
      { username: 'lucky-operator', role: null, was: 'editor' },
      { username: 'lucky-operator', role: 'editor', was: null },
    ]);
  });
});

describe('a host belongs to one tenant', () => {
  it("the platform admin cannot give demo lucky's host; a new host is served at once and recorded as a version", async () => {
    const root = await admin();
    expect(await servedBy('lucky.localhost')).toBe('lucky');
    const taken = await post('platform/tenants/demo', { hosts: ['lucky.localhost'], allowedOrigins: [], trustedOrigins: [] }, root);
    expectError(taken, 400, 'E_CONFIG_INVALID');
    expect(taken.json.value.issues).toContainEqual(expect.objectContaining({ pointer: '/hosts/0', code: 'E_HOST_TAKEN' }));
    expect(await servedBy('lucky.localhost')).toBe('lucky');

    const page = await get('platform', root);
    const demo = page.json.value.tenants.find((t: { id: string }) => t.id === 'demo');
    const set = await post(
      'platform/tenants/demo',
      { hosts: [...demo.hosts, 'play.demo.localhost'], allowedOrigins: demo.allowedOrigins, trustedOrigins: demo.trustedOrigins },
      root,
    );
    expect(set.status, set.text).toBe(200);
    expect(await servedBy('play.demo.localhost')).toBe('demo');
    const versions = await get('tenants/demo/versions', root);
    expect(versions.json.value[0]).toMatchObject({ version: set.json.value.version, kind: 'platform', author: 'platform-admin' });
    const audit = await get('tenants/demo/audit', root);
    expect(audit.json.value[0]).toMatchObject({ action: 'platform.settings', operator: 'platform-admin' });
    expect(audit.json.value[0].detail.after.hosts).toContain('play.demo.localhost');
  });
});

describe('the studio refuses what npm run validate refuses', () => {
  it('a 1.00:1 primary button and an empty menu label are errors at their fields, and cannot be submitted', async () => {
    const token = await editor();
    const current = await tenant('demo', token);
    const dim = structuredClone(current.merged);
    dim.tenant.themes.palettes.dark.primary = dim.tenant.themes.palettes.dark.onPrimary;
    expect(await issuesOf(token, 'demo', dim)).toContain('E_CONTRAST /themes/palettes/dark/onPrimary');

    const blank = structuredClone(current.merged);
    blank.messages.EN['menu.promotion'] = '   ';
    expect(await issuesOf(token, 'demo', blank)).toEqual(['E_EMPTY_TEXT /messages/EN/menu.promotion']);
    const submitted = await post(`tenants/demo/changes`, { baseVersion: current.version, title: 'Blank tab', draft: blank }, token);
    expectError(submitted, 400, 'E_CONFIG_INVALID');
  });
});

describe('a config link cannot carry a session off-site or run a script', () => {
  it('a {token} link to another site, javascript:, data: and a foreign logo are errors at their fields; none can be submitted', async () => {
    const token = await editor();
    const current = await tenant('demo', token);
    const attacks: { edit: (d: Draft) => void; pointer: string; code: string }[] = [
      {
        edit: (d) => (d.tenant.menus.bottom[4].action = { action: 'openUrl', url: 'https://evil.example/steal?t={token}' }),
        pointer: '/menus/bottom/4/action/url',
        code: 'E_URL_TOKEN',
      },
      {
        edit: (d) => (d.tenant.menus.bottom[4].action = { action: 'openUrl', url: 'https://evil.example/page' }),
        pointer: '/menus/bottom/4/action/url',
        code: 'E_URL_ORIGIN',
      },
      {
        edit: (d) => (d.tenant.menus.bottom[4].action = { action: 'openUrl', url: 'https://t.example/x', query: { t: '{token}' } }),
        pointer: '/menus/bottom/4/action/query/t',
        code: 'E_URL_TOKEN',
      },
      {
        edit: (d) => (d.tenant.menus.bottom[4].action = { action: 'openUrl', url: ' JavaScript:alert(1)' }),
        pointer: '/menus/bottom/4/action/url',
        code: 'E_URL_SCHEME',
      },
      { edit: (d) => (d.tenant.brand.logo = 'data:image/svg+xml,<svg/>'), pointer: '/brand/logo', code: 'E_URL_SCHEME' },
      { edit: (d) => (d.tenant.brand.logo = 'https://evil.example/logo.svg'), pointer: '/brand/logo', code: 'E_URL_ORIGIN' },
    ];
    for (const attack of attacks) {
      const draft = structuredClone(current.merged);
      attack.edit(draft);
      const found = await issuesOf(token, 'demo', draft);
      expect(found, JSON.stringify(found)).toContain(`${attack.code} ${attack.pointer}`);
      const submitted = await post('tenants/demo/changes', { baseVersion: current.version, title: 'Link', draft }, token);
      expectError(submitted, 400, 'E_CONFIG_INVALID');
      expect(submitted.json.value.issues).toContainEqual(expect.objectContaining({ pointer: attack.pointer, code: attack.code }));
    }
  });
});

describe('scripts/platform.ts', () => {
  it('sets four-eyes, roles and hosts through the same checks, audited as the command line', async () => {
    // as the command opens it: on PostgreSQL the live versions are the database's, not the folder's
    const cli = await studioOn(server.server.db, server.tenantsDir, process.env.DATABASE_URL !== undefined, () => undefined);
    const { studio } = cli;
    const now = new Date();
    const shown = await runPlatformCommand(studio, ['show'], now);
    expect(shown).toContainEqual(expect.stringMatching(/^demo: hosts .*; four-eyes on$/));
    expect(shown).toContain('platform-admin: platform admin');
    await expect(runPlatformCommand(studio, ['hosts', 'lucky', 'lucky.localhost', 'play.demo.localhost'], now)).rejects.toMatchObject({
      code: 'E_CONFIG_INVALID',
    });
    expect(await runPlatformCommand(studio, ['four-eyes', 'lucky', 'on'], now)).toEqual(['lucky: four-eyes on']);
    await runPlatformCommand(studio, ['four-eyes', 'lucky', 'off'], now);
    const audit = await get('tenants/lucky/audit', await admin());
    expect(audit.json.value[0]).toMatchObject({ action: 'settings.fourEyes', operator: null, detail: { on: false, was: true, by: 'cli' } });
    await cli.close();
  });
});
