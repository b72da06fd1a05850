/**
 * SPEC 7.03 trial account (GET): what free trial would give this visitor now, checked against
 * what trial login then does: the play credit as a money string, available until the client
 * address has had its TRIAL_LIMIT trial accounts of the hour (used up here the way games.test
 * uses it up, by trial logins), then not available with the seconds trial login's 429 names; it
 * writes nothing, is never cached, and says the same on every tenant as trial login does there.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_LIMIT } from '../../server/endpoints/trial.ts';
import { call, expectError, expectOk, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const trialAccount = (address: string, tenant = 'demo', path = '/api/member/trial/account') =>
  call(server, path, { headers: { 'x-forwarded-for': address, 'x-tenant': tenant } });
const trialLogin = (address: string, tenant = 'demo') =>
  call(server, '/api/member/trial', { method: 'POST', body: {}, headers: { 'x-forwarded-for': address, 'x-tenant': tenant } });

/** Trial logins from the address until it has had its accounts of the hour (`had` of them already). */
async function useUpTrials(address: string, tenant = 'demo', had = 0) {
  for (let i = had; i < TRIAL_LIMIT.perAddress; i++) expectOk(await trialLogin(address, tenant), 'api/trialLogin.response');
}

async function counts(): Promise<{ members: number; grants: number }> {
  const found = await server.server.db.query<{ members: number; grants: number }>(
    'SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM trial_grants) AS grants',
  );
  return found.rows[0];
}

describe('SPEC 7.03 trial account: GET', () => {
  it('SPEC 7.03 trial account: a fresh visitor can have one now, with 2000.00 of play credit, which trial login then gives', async () => {
    const address = randomAddress();
    const before = await counts();
    const answer = await trialAccount(address);
    expect(expectOk(answer, 'api/trialAccount.response')).toEqual({ available: true, balance: '2000.00' });
    // per visitor: never kept by a cache
    expect(answer.headers['cache-control']).toBe('no-store');
    // a read: no member, no grant
    expect(await counts()).toEqual(before);
    const trial = expectOk(await trialLogin(address), 'api/trialLogin.response');
    const wallet = expectOk(await call(server, '/api/wallet', { token: trial.token }), 'api/wallet.response');
    expect(wallet.sumBalance).toBe('2000.00');
  });

  it('SPEC 7.03 trial account: once the address has had its trial accounts of the hour, not available, with the retry time of trial login', async () => {
    const address = randomAddress();
    await useUpTrials(address);
    const answer = expectOk(await trialAccount(address), 'api/trialAccount.response');
    expect(answer).toMatchObject({ available: false, balance: '2000.00', reason: 'addressLimit' });
    expect(answer.retryAfterSeconds).toBeGreaterThan(3500);
    expect(answer.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // trial login refuses it, naming (within the second that may pass between the calls) the same time
    const refused = await trialLogin(address);
    expectError(refused, 429, 'E_RATE_LIMITED');
    expect(Math.abs(Number(refused.headers['retry-after']) - answer.retryAfterSeconds)).toBeLessThanOrEqual(1);
    // another address still can
    expect(expectOk(await trialAccount(randomAddress()), 'api/trialAccount.response').available).toBe(true);
    // the time runs down with the clock, and past the hour the address can again
    server.advanceClock(30 * 60 * 1000);
    const later = expectOk(await trialAccount(address), 'api/trialAccount.response');
    expect(later.available).toBe(false);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(answer.retryAfterSeconds - 1799);
    server.advanceClock(31 * 60 * 1000);
    expect(expectOk(await trialAccount(address), 'api/trialAccount.response')).toEqual({ available: true, balance: '2000.00' });
    expectOk(await trialLogin(address), 'api/trialLogin.response');
  });

  it('SPEC 7.03 trial account: tenant isolation: each tenant answers its own offer, and always as trial login would answer there', async () => {
    const address = randomAddress();
    expect(expectOk(await trialAccount(address, 'lucky'), 'api/trialAccount.response')).toEqual({ available: true, balance: '2000.00' });
    const trial = expectOk(await trialLogin(address, 'lucky'), 'api/trialLogin.response');
    expect(trial.merchantCode).toBe('lucky');
    // the lucky trial account is lucky's: no session on demo
    expectError(await call(server, '/api/wallet', { token: trial.token }), 401, 'E_UNAUTHORIZED');
    await useUpTrials(address, 'lucky', 1);
    // trial login counts a client address's trial accounts on every tenant together (trial_grants
    // by address): the answer follows it on both, so it never promises what trial login then refuses
    for (const tenant of ['lucky', 'demo']) {
      const answer = expectOk(await trialAccount(address, tenant), 'api/trialAccount.response');
      expect(answer, tenant).toMatchObject({ available: false, reason: 'addressLimit' });
      expectError(await trialLogin(address, tenant), 429, 'E_RATE_LIMITED');
    }
  });

  it('SPEC 7.03 trial account: a GET only: no body, no unknown parameter, and the POST beside it is trial login', async () => {
    const address = randomAddress();
    expect(expectError(await trialAccount(address, 'demo', '/api/member/trial/account?x=1'), 400, 'E_BAD_REQUEST')).toBe(
      'query.x: is not allowed',
    );
    const withBody = await call(server, '/api/member/trial/account', { body: {}, headers: { 'x-forwarded-for': address } });
    expect(expectError(withBody, 400, 'E_BAD_REQUEST')).toBe('body: this call takes no body');
    const post = await call(server, '/api/member/trial/account', { method: 'POST', body: {}, headers: { 'x-forwarded-for': address } });
    expectError(post, 405, 'E_METHOD');
    expect(post.headers.allow).toBe('GET');
    expect(expectOk(await trialAccount(address), 'api/trialAccount.response').available).toBe(true);
  });

  it("SPEC 7.03 trial account: trial logins racing from one address never pass the hour's limit (counted and granted under the address's lock)", async () => {
    const address = randomAddress();
    const answers = await Promise.all(Array.from({ length: TRIAL_LIMIT.perAddress + 5 }, () => trialLogin(address)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(TRIAL_LIMIT.perAddress);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 429, 'E_RATE_LIMITED');
    const granted = await server.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trial_grants WHERE address = $1', [
      address,
    ]);
    expect(granted.rows[0].n).toBe(TRIAL_LIMIT.perAddress);
  });
});
