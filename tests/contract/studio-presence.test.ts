/**
 * Who else is editing a tenant (issue 30 item 5) through the real server, on PGlite or on the
 * PostgreSQL of DATABASE_URL: an open editor's beat answers the others who have the same tenant
 * open, a quiet one drops out after 45 seconds and a closed one at once, another tenant's editors
 * are not shown, and a cashier, an operator of another tenant, an unknown tenant and a body are
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioClient } from './support/studio.ts';
import { expectError, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const { post, operator } = studioClient(() => server);
const editor = () => operator('demo-editor', 'editor1234');
const publisher = () => operator('demo-publisher', 'publisher1234');
const cashier = () => operator('demo-cashier', 'cashier1234');
const lucky = () => operator('lucky-operator', 'operator1234');
const admin = () => operator('platform-admin', 'admin1234');

/** The names the beat of `token` on `tenant` answers. */
async function othersSeenBy(token: string, tenant = 'demo'): Promise<string[]> {
  const res = await post(`tenants/${tenant}/presence`, undefined, token);
  expect(res.status, res.text).toBe(200);
  return (res.json.value.others as { username: string; since: string }[]).map((o) => o.username);
}

describe('presence in the editor', () => {
  it('shows each of two operators on demo the other, and not themselves', async () => {
    expect(await othersSeenBy(await editor())).not.toContain('demo-editor');
    expect(await othersSeenBy(await publisher())).toEqual(['demo-editor']);
    expect(await othersSeenBy(await editor())).toEqual(['demo-publisher']);
  });

  it("keeps one tenant's editors from another's", async () => {
    expect(await othersSeenBy(await lucky(), 'lucky')).toEqual([]);
    expect(await othersSeenBy(await editor())).not.toContain('lucky-operator');
  });

  it('drops an editor that closed at once, and one that went quiet after 45 seconds', async () => {
    await othersSeenBy(await publisher());
    await othersSeenBy(await admin());
    expect(await othersSeenBy(await editor())).toEqual(['demo-publisher', 'platform-admin']);
    const left = await post('tenants/demo/presence/leave', undefined, await admin());
    expect(left.status, left.text).toBe(200);
    expect(await othersSeenBy(await editor())).toEqual(['demo-publisher']);
    server.advanceClock(44_000);
    expect(await othersSeenBy(await editor())).toEqual(['demo-publisher']);
    server.advanceClock(2_000);
    expect(await othersSeenBy(await editor())).toEqual([]);
  });

  it('refuses a cashier, an operator of another tenant, an unknown tenant, a body and no session', async () => {
    expectError(await post('tenants/demo/presence', undefined, await cashier()), 403, 'E_CASHIER_ROLE');
    expectError(await post('tenants/demo/presence', undefined, await lucky()), 403, 'E_FORBIDDEN');
    expectError(await post('tenants/nowhere/presence', undefined, await admin()), 404, 'E_NOT_FOUND');
    expectError(await post('tenants/de%01mo/presence', undefined, await admin()), 400, 'E_BAD_CHARACTER');
    expectError(await post('tenants/demo/presence', { others: ['x'] }, await editor()), 400, 'E_BAD_REQUEST');
    expectError(await post('tenants/demo/presence', undefined), 401, 'E_UNAUTHORIZED');
  });
});
