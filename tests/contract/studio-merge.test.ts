/**
 * Edits that merge (issue 30 item 5), through the real server on PGlite or on the PostgreSQL of
 * DATABASE_URL: two operators start from the same version; once one is published, the other's
 * draft is merged with it by JSON pointer (POST tenants/:id/merge). Different fields merge on
 * their own; the same field comes back as a conflict with both values, and the person's choice
 * lands, checked like any draft, through a change request and four-eyes as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/password.ts';
import { studioClient, type Draft } from './support/studio.ts';
import { call, expectError, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
  // a second editor on demo, so each of two editors' requests is approved by the publisher
  const inserted = await server.server.db.query<{ id: number }>(
    'INSERT INTO operators (username, password_hash) VALUES ($1, $2) RETURNING id',
    ['demo-editor-2', await hashPassword('editor21234')],
  );
  await server.server.db.query("INSERT INTO operator_roles (operator_id, tenant_id, role) VALUES ($1, 'demo', 'editor')", [
    inserted.rows[0].id,
  ]);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const { get, post, operator, tenant } = studioClient(() => server);
const editor = () => operator('demo-editor', 'editor1234');
const editor2 = () => operator('demo-editor-2', 'editor21234');
const publisher = () => operator('demo-publisher', 'publisher1234');

function withTy(draft: Draft, labels: Record<string, string>): Draft {
  const copy = structuredClone(draft);
  Object.assign(copy.messages.TY, labels);
  return copy;
}

/** Submits `draft` as `token` on `baseVersion` and has the publisher approve it; returns the published version. */
async function publish(token: string, draft: Draft, baseVersion: number): Promise<number> {
  const created = await post('tenants/demo/changes', { baseVersion, title: 'Labels', draft }, token);
  expect(created.status, created.text).toBe(200);
  const approved = await post(`changes/${created.json.value.id}/approve`, {}, await publisher());
  expect(approved.status, approved.text).toBe(200);
  expect(approved.json.value.status).toBe('published');
  return approved.json.value.publishedVersion as number;
}

async function servedTy(): Promise<Record<string, string>> {
  const res = await call(server, '/api/tenant', { headers: { 'x-tenant': 'demo' } });
  expect(res.status, res.text).toBe(200);
  return res.json.value.messages.TY;
}

describe('two editors from the same version', () => {
  it('changes of different fields both land: the merge has no conflict and its draft carries both', async () => {
    const start = await tenant('demo', await editor());
    const ours = withTy(start.merged, { 'menu.deposit': 'Deposito B' });
    const theirsVersion = await publish(await editor(), withTy(start.merged, { 'menu.service': 'Serbisyo A' }), start.version);
    expectError(
      await post('tenants/demo/changes', { baseVersion: start.version, title: 'Mine', draft: ours }, await editor2()),
      409,
      'E_VERSION_CONFLICT',
    );

    const merged = await post('tenants/demo/merge', { baseVersion: start.version, draft: ours }, await editor2());
    expect(merged.status, merged.text).toBe(200);
    expect(merged.json.value).toMatchObject({ version: theirsVersion, conflicts: [], issues: [] });
    expect(merged.json.value.diff).toEqual([
      { file: 'messages/TY.json', pointer: '/menu.deposit', old: start.merged.messages.TY['menu.deposit'], new: 'Deposito B' },
    ]);
    await publish(await editor2(), merged.json.value.draft, merged.json.value.version);
    expect(await servedTy()).toMatchObject({ 'menu.service': 'Serbisyo A', 'menu.deposit': 'Deposito B' });
  });

  it('the same field is a conflict with both values; the choice lands with the rest of the draft', async () => {
    const start = await tenant('demo', await editor());
    const was = start.merged.messages.TY['menu.promotion'];
    const ours = withTy(start.merged, { 'menu.promotion': 'Promo B', 'menu.home': 'Bahay B' });
    await publish(await editor(), withTy(start.merged, { 'menu.promotion': 'Promo A' }), start.version);

    const listed = await post('tenants/demo/merge', { baseVersion: start.version, draft: ours }, await editor2());
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.value.conflicts).toEqual([
      { pointer: '/messages/TY/menu.promotion', base: was, ours: 'Promo B', theirs: 'Promo A' },
    ]);
    expect(listed.json.value.draft).toBeNull();

    const choices = [{ pointer: '/messages/TY/menu.promotion', take: 'ours' }];
    const resolved = await post(
      'tenants/demo/merge',
      { baseVersion: start.version, draft: ours, version: listed.json.value.version, choices },
      await editor2(),
    );
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.json.value).toMatchObject({ version: listed.json.value.version, conflicts: [], issues: [] });
    expect(resolved.json.value.draft.messages.TY).toMatchObject({ 'menu.promotion': 'Promo B', 'menu.home': 'Bahay B' });
    await publish(await editor2(), resolved.json.value.draft, resolved.json.value.version);
    expect(await servedTy()).toMatchObject({ 'menu.promotion': 'Promo B', 'menu.home': 'Bahay B' });
  });

  it('the merged draft is checked like any draft: a chosen invalid value comes back with its issue and cannot be submitted', async () => {
    const start = await tenant('demo', await editor());
    const ours = structuredClone(start.merged);
    ours.tenant.menus.bottom[0].action = { action: 'navigate', to: 'no-slash' };
    const theirs = structuredClone(start.merged);
    theirs.tenant.menus.bottom[0].icon = theirs.tenant.menus.bottom[1].icon;
    await publish(await editor(), theirs, start.version);

    const listed = await post('tenants/demo/merge', { baseVersion: start.version, draft: ours }, await editor2());
    // an array is one value when both sides changed the same item
    expect(listed.json.value.conflicts.map((c: { pointer: string }) => c.pointer)).toEqual(['/tenant/menus/bottom']);
    const resolved = await post(
      'tenants/demo/merge',
      { baseVersion: start.version, draft: ours, choices: [{ pointer: '/tenant/menus/bottom', take: 'ours' }] },
      await editor2(),
    );
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.json.value.issues.map((i: { pointer: string }) => i.pointer)).toContain('/menus/bottom/0/action/to');
    expectError(
      await post(
        'tenants/demo/changes',
        { baseVersion: resolved.json.value.version, title: 'x', draft: resolved.json.value.draft },
        await editor2(),
      ),
      400,
      'E_CONFIG_INVALID',
    );
  });
});

describe('choices and hostile input', () => {
  it('refuses a choice of a pointer not in conflict, a missing choice, a stale version, another tenant and bad bodies', async () => {
    const start = await tenant('demo', await editor());
    const ours = withTy(start.merged, { 'menu.service': 'Ours' });
    await publish(await editor(), withTy(start.merged, { 'menu.service': 'Theirs' }), start.version);
    const ed = await editor2();
    const merge = (body: Record<string, unknown>) => post('tenants/demo/merge', { baseVersion: start.version, draft: ours, ...body }, ed);
    const service = { pointer: '/messages/TY/menu.service', take: 'theirs' };

    expectError(await merge({ choices: [service, { pointer: '/messages/TY/menu.home', take: 'ours' }] }), 400, 'E_MERGE_CHOICE');
    expectError(await merge({ choices: [service, { ...service, take: 'ours' }] }), 400, 'E_MERGE_CHOICE');
    expectError(await merge({ choices: [] }), 400, 'E_MERGE_UNRESOLVED');
    expect((await merge({ choices: [service] })).json.value.draft.messages.TY['menu.service']).toBe('Theirs');
    expectError(await merge({ choices: [service], version: start.version }), 409, 'E_VERSION_CONFLICT');

    expectError(await merge({ choices: [{ pointer: '/messages/TY/menu.service\u0000', take: 'ours' }] }), 400, 'E_BAD_CHARACTER');
    expectError(await merge({ choices: [{ pointer: `/${'x'.repeat(3000)}`, take: 'ours' }] }), 400, 'E_BAD_REQUEST');
    expectError(await merge({ choices: Array.from({ length: 1001 }, () => service) }), 400, 'E_BAD_REQUEST');
    expectError(await merge({ choices: [{ pointer: '/messages/TY/menu.service', take: 'mine' }] }), 400, 'E_BAD_REQUEST');
    expectError(await merge({ choices: [{ pointer: 'no-slash', take: 'ours' }] }), 400, 'E_BAD_REQUEST');
    expectError(await merge({ baseVersion: 'one' }), 400, 'E_BAD_REQUEST');
    expectError(await merge({ draft: [] }), 400, 'E_BAD_REQUEST');
    expectError(await merge({ baseVersion: 99999 }), 404, 'E_NOT_FOUND');
    expectError(await merge({ extra: 1 }), 400, 'E_BAD_REQUEST');
    expectError(
      await post('tenants/demo/merge', { baseVersion: 1, draft: { tenant: 'x'.repeat(5 * 1024 * 1024), screens: {}, messages: {} } }, ed),
      413,
      'E_TOO_LARGE',
    );
    expectError(await post('tenants/lucky/merge', { baseVersion: 1, draft: ours }, ed), 403, 'E_FORBIDDEN');
    expectError(
      await call(server, '/studio/api/tenants/demo/merge', { method: 'POST', body: { baseVersion: 1, draft: ours } }),
      401,
      'E_UNAUTHORIZED',
    );
    // nothing was written by any of these
    expect((await get('tenants/demo', ed)).json.value.version).toBe(start.version + 1);
  });
});
