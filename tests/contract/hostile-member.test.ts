/**
 * A signed-in member trying what is not theirs (issue 8, tried as a stranger would): another
 * member's or tenant's withdrawal and favourites, one Idempotency-Key shared by two members,
 * hostile amounts, oversized and non-JSON bodies on the money endpoints, and a token revoked by a
 * logout in another tab. Every answer is a 4xx with a code, never a 5xx or another member's data.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD, payingMember, withdraw } from './hardening-support.ts';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
}, 120_000);
afterAll(() => server?.close());

const key = () => ({ 'idempotency-key': `h-${randomBytes(8).toString('hex')}` });
const balance = async (token: string) => expectOk(await call(server, '/api/withdraw/info', { token }), 'api/withdrawInfo.response').balance;

describe("another member's things", () => {
  it('a withdrawal cannot be cancelled by another member or from another tenant: 404, the order stays pending and no money moves', async () => {
    const owner = await payingMember(server);
    const order = expectOk(await withdraw(server, owner.token, PAYMENT_PASSWORD, '30'), 'api/withdrawCreate.response');
    const stranger = await payingMember(server);
    const lucky = await freshMember(server, 'lucky');
    const luckyToken = await loginToken(server, lucky.account, lucky.password, {}, 'lucky');
    const before = [await balance(owner.token), await balance(stranger.token)];
    expectError(
      await call(server, '/api/withdraw/cancel', {
        method: 'POST',
        token: stranger.token,
        body: { orderNo: order.orderNo },
        headers: key(),
      }),
      404,
      'E_NOT_FOUND',
    );
    expectError(
      await call(server, '/api/withdraw/cancel', {
        method: 'POST',
        token: luckyToken,
        body: { orderNo: order.orderNo },
        headers: { ...key(), 'x-tenant': 'lucky' },
      }),
      404,
      'E_NOT_FOUND',
    );
    // A lucky session is not a demo session.
    expectError(await call(server, '/api/withdraw/list', { token: luckyToken, headers: { 'x-tenant': 'demo' } }), 401, 'E_UNAUTHORIZED');
    expect([await balance(owner.token), await balance(stranger.token)]).toEqual(before);
    const listed = expectOk(await call(server, '/api/withdraw/list', { token: owner.token }), 'api/withdrawList.response');
    expect(listed.list).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'pending' })]);
    expect(expectOk(await call(server, '/api/withdraw/list', { token: stranger.token }), 'api/withdrawList.response').list).toEqual([]);
  }, 60_000);

  it("removing a game from favourites touches only the caller's list", async () => {
    const games = expectOk(await call(server, '/api/games/list?gameType=RNG&pageNo=1&pageSize=5'), 'api/gameList.response');
    const game = games.games[0];
    const a = await freshMember(server);
    const b = await freshMember(server);
    const [ta, tb] = [await loginToken(server, a.account, a.password), await loginToken(server, b.account, b.password)];
    expectOk(
      await call(server, '/api/games/favourites', { method: 'POST', token: ta, body: { nodeId: game.nodeId, vendor: game.vassalage } }),
      'api/favouriteAdd.response',
    );
    expectOk(
      await call(server, '/api/games/favourites', { method: 'DELETE', token: tb, body: { nodeId: game.nodeId } }),
      'api/favouriteRemove.response',
    );
    expect(expectOk(await call(server, '/api/games/favourites/ids', { token: ta }), 'api/favouriteIds.response').content).toEqual([
      game.nodeId,
    ]);
    expect(expectOk(await call(server, '/api/games/favourites/ids', { token: tb }), 'api/favouriteIds.response').content).toEqual([]);
  }, 60_000);

  it("one Idempotency-Key used by two members gives each their own order, never the other's answer", async () => {
    const a = await payingMember(server);
    const b = await payingMember(server);
    const shared = { 'idempotency-key': `shared-${randomBytes(6).toString('hex')}` };
    const body = { amount: '20', paymentPassword: PAYMENT_PASSWORD };
    const first = expectOk(
      await call(server, '/api/withdraw', { method: 'POST', token: a.token, body, headers: shared }),
      'api/withdrawCreate.response',
    );
    const second = expectOk(
      await call(server, '/api/withdraw', { method: 'POST', token: b.token, body, headers: shared }),
      'api/withdrawCreate.response',
    );
    expect(second.orderNo).not.toBe(first.orderNo);
    expectError(
      await call(server, '/api/withdraw', { method: 'POST', token: a.token, body: { ...body, amount: '21' }, headers: shared }),
      409,
      'E_IDEMPOTENCY_MISMATCH',
    );
    expectError(
      await call(server, '/api/withdraw/cancel', { method: 'POST', token: b.token, body: { orderNo: first.orderNo }, headers: shared }),
      409,
      'E_IDEMPOTENCY_MISMATCH',
    );
  }, 60_000);
});

describe('hostile input on the money endpoints', () => {
  let member: Awaited<ReturnType<typeof payingMember>>;
  beforeAll(async () => {
    member = await payingMember(server);
  }, 60_000);

  it.each([
    1e308,
    '1e308',
    '-5',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    ' 100',
    '100.12345678901234567890',
    '1e2',
    '',
    '99999999999999999999',
    '.5',
    100,
    null,
  ])('amount %j is 400 on deposit, withdraw and transfer, and moves nothing', async (amount) => {
    const before = await balance(member.token);
    const calls: [string, Record<string, unknown>][] = [
      ['/api/deposit', { channelId: 'bank', amount }],
      ['/api/withdraw', { amount, paymentPassword: PAYMENT_PASSWORD }],
      ['/api/wallet/transfer', { from: 'MAIN', to: 'PG', amount }],
    ];
    for (const [path, body] of calls) {
      const result = await call(server, path, { method: 'POST', token: member.token, body, headers: key() });
      expect(result.status, `${path} ${result.text}`).toBe(400);
      expect(result.json.code, path).toMatch(/^E_(BAD_REQUEST|AMOUNT_LIMIT)$/);
    }
    expect(await balance(member.token)).toBe(before);
  });

  it('a body over the limit is 413 E_TOO_LARGE and a non-JSON content type is 400 on every money call', async () => {
    const huge = JSON.stringify({ amount: '10', paymentPassword: 'x'.repeat(70 * 1024) });
    for (const path of [
      '/api/deposit',
      '/api/withdraw',
      '/api/withdraw/cancel',
      '/api/wallet/transfer',
      '/api/member/paymentPassword/change',
    ]) {
      expectError(
        await call(server, path, {
          method: 'POST',
          token: member.token,
          body: huge,
          headers: { ...key(), 'content-type': 'application/json' },
        }),
        413,
        'E_TOO_LARGE',
      );
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const sent = await call(server, path, {
          method: 'POST',
          token: member.token,
          body: '{"orderNo":"x"}',
          headers: { ...key(), 'content-type': type },
        });
        expect(expectError(sent, 400, 'E_BAD_REQUEST'), `${path} ${type}`).toBe('body: must be sent as application/json');
      }
    }
  }, 60_000);
});

describe('a token revoked by a logout in another tab', () => {
  it('is 401 on every member call, while the other session of the member goes on', async () => {
    const m = await payingMember(server);
    const otherTab = await loginToken(server, m.account, m.password);
    const order = expectOk(await withdraw(server, m.token, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
    expectOk(await call(server, '/api/member/logout', { method: 'DELETE', token: otherTab }), 'api/logout.response');
    const again = await loginToken(server, m.account, m.password);
    expectOk(await call(server, '/api/member/logout', { method: 'DELETE', token: m.token }), 'api/logout.response');
    const revoked: [string, string, unknown?][] = [
      ['GET', '/api/wallet'],
      ['GET', '/api/withdraw/list'],
      ['POST', '/api/withdraw', { amount: '10', paymentPassword: PAYMENT_PASSWORD }],
      ['POST', '/api/withdraw/cancel', { orderNo: order.orderNo }],
      ['POST', '/api/deposit', { channelId: 'bank', amount: '100' }],
      ['POST', '/api/inbox/read', { messageId: 1 }],
      ['POST', '/api/games/favourites', { nodeId: 1 }],
      ['POST', '/api/member/paymentPassword/change', { oldPassword: PAYMENT_PASSWORD, password: '999999' }],
    ];
    for (const [method, path, body] of revoked) {
      expectError(await call(server, path, { method, token: m.token, body, headers: key() }), 401, 'E_UNAUTHORIZED');
    }
    const listed = expectOk(await call(server, '/api/withdraw/list', { token: again }), 'api/withdrawList.response');
    expect(listed.list).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'pending' })]);
  }, 60_000);
});
