/**
 * SPEC 9.19's gateway codes (the tenant's platform.gateway: WEB 1, MOBILE 3). The game launch and
 * the deposit order carry the gateway the client is (the mobile site sends MOBILE); the server
 * takes only the tenant's own codes (400 otherwise, before anything is opened) and keeps the code
 * with the launch and the order (migration 039), NULL when none was sent.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../server/security/session-token.ts';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

/** A tenant whose gateways have other codes than the base's. */
const OTHER = 'gates';

let server: ContractServer;
let game: { nodeId: number; vassalage: string };
let token: string;

beforeAll(async () => {
  server = await startContractServer({
    tenants: { [OTHER]: { tenant: { version: 1, hosts: [`${OTHER}.test`], platform: { gateway: { WEB: 21, MOBILE: 23 } } } } },
  });
  game = expectOk(await call(server, '/api/games/list?gameType=RNG&pageSize=1'), 'api/gameList.response').games[0];
  const member = await freshMember(server);
  token = await loginToken(server, member.account, member.password);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Launches demo's RNG game with these extra fields. */
const launch = (extra: Record<string, unknown>, as = token, tenant = 'demo') =>
  call(server, '/api/games/launch', {
    method: 'POST',
    token: as,
    headers: { 'x-tenant': tenant },
    body: { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId, ...extra },
  });

/** A deposit order of 200.00 by bank with these extra fields. */
const deposit = (extra: Record<string, unknown>, as = token, tenant = 'demo') =>
  call(server, '/api/deposit', {
    method: 'POST',
    token: as,
    headers: { 'idempotency-key': randomBytes(12).toString('hex'), 'x-tenant': tenant },
    body: { channelId: 'bank', amount: '200', ...extra },
  });

/** The gateway kept with the launch whose answer this is. */
async function launchGateway(answer: { url: string }): Promise<number | null> {
  const ticket = new URL(answer.url, 'http://x').searchParams.get('launch') ?? '';
  const rows = await server.server.db.query<{ gateway: number | null }>('SELECT gateway FROM game_launches WHERE token_hash = $1', [
    hashSessionToken(ticket),
  ]);
  expect(rows.rows).toHaveLength(1);
  return rows.rows[0].gateway;
}

/** The gateway kept with the deposit order whose answer this is. */
async function orderGateway(answer: { orderNo: string }): Promise<number | null> {
  const rows = await server.server.db.query<{ gateway: number | null }>('SELECT gateway FROM deposit_orders WHERE order_no = $1', [
    answer.orderNo,
  ]);
  expect(rows.rows).toHaveLength(1);
  return rows.rows[0].gateway;
}

const counts = async () =>
  (
    await server.server.db.query<{ launches: number; orders: number }>(
      'SELECT (SELECT count(*) FROM game_launches)::int AS launches, (SELECT count(*) FROM deposit_orders)::int AS orders',
    )
  ).rows[0];

describe('SPEC 9.19 gateway codes: WEB 1 and MOBILE 3 on the game launch and the deposit order', () => {
  it("keeps the gateway sent: the mobile site's MOBILE 3, or WEB 1, the tenant's other code", async () => {
    for (const gateway of [3, 1]) {
      expect(await launchGateway(expectOk(await launch({ gateway }), 'api/launchGame.response'))).toBe(gateway);
      expect(await orderGateway(expectOk(await deposit({ gateway }), 'api/depositCreate.response'))).toBe(gateway);
    }
  });

  it('keeps NULL (not reported) when a client sends none', async () => {
    expect(await launchGateway(expectOk(await launch({}), 'api/launchGame.response'))).toBeNull();
    expect(await orderGateway(expectOk(await deposit({}), 'api/depositCreate.response'))).toBeNull();
  });

  it('refuses a code the tenant does not configure, and a gateway that is no code, with 400 naming gateway; nothing is opened', async () => {
    const before = await counts();
    for (const gateway of [2, 0, 99, 32767, 40000, -1, 1.5, '3', null, true]) {
      for (const send of [launch, deposit]) {
        const message = expectError(await send({ gateway }), 400, 'E_BAD_REQUEST');
        expect(message, JSON.stringify(gateway)).toContain('gateway');
      }
    }
    expect(expectError(await deposit({ gateway: 2 }), 400, 'E_BAD_REQUEST')).toBe(
      "body.gateway: 2 is not one of this site's gateway codes (WEB 1, MOBILE 3)",
    );
    expect(await counts()).toEqual(before);
  });

  it("takes the codes of the request's tenant: another tenant's MOBILE 23, not the base's 3", async () => {
    const member = await freshMember(server, OTHER);
    const other = await loginToken(server, member.account, member.password, {}, OTHER);
    expect(await orderGateway(expectOk(await deposit({ gateway: 23 }, other, OTHER), 'api/depositCreate.response'))).toBe(23);
    expect(expectError(await deposit({ gateway: 3 }, other, OTHER), 400, 'E_BAD_REQUEST')).toContain('(WEB 21, MOBILE 23)');
    // the launch checks the code before it looks for the game (this tenant has none)
    expect(expectError(await launch({ gateway: 3 }, other, OTHER), 400, 'E_BAD_REQUEST')).toContain('(WEB 21, MOBILE 23)');
  });
});
