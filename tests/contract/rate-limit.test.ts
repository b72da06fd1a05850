/** Login limits: past 3 failures of an account a captcha is required (no account lock); 20 failures per address in 15 minutes, then 429. */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call, expectError, expectOk, freshMember, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const attempt = (username: string, password: string, address = randomAddress()) =>
  call(server, '/api/member/login', {
    method: 'POST',
    body: { type: 'username', username, password },
    headers: { 'x-forwarded-for': address },
  });

describe('per account', () => {
  it('never locks the account: past 3 failures even the right password needs a captcha, until the window passes', async () => {
    const member = await freshMember(server);
    // from the fourth attempt a captcha is required; a missing one still counts as a failure
    for (let i = 0; i < 8; i++)
      expectError(await attempt(member.account, 'wrong-password'), 401, i < 3 ? 'E_LOGIN_FAILED' : 'E_CAPTCHA_REQUIRED');
    expectError(await attempt(member.account, member.password), 401, 'E_CAPTCHA_REQUIRED');
    server.advanceClock(15 * 60_000 + 1000);
    expectOk(await attempt(member.account, member.password), 'api/login.response');
  }, 60_000);

  it('counts the account whatever the case of the name, and a success forgives earlier failures', async () => {
    const member = await freshMember(server);
    for (let i = 0; i < 3; i++) await attempt(i % 2 ? member.account.toUpperCase() : member.account, 'wrong-password');
    // three failures across both spellings: the account now needs a captcha
    expectError(await attempt(member.account, member.password), 401, 'E_CAPTCHA_REQUIRED');
    const { captchaId } = (await call(server, '/api/captcha')).json.value;
    const { answer } = (await call(server, `/api/dev/captcha?captchaId=${captchaId}`)).json.value;
    const solved = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: member.account, password: member.password, captchaId, identifying: answer },
    });
    expectOk(solved, 'api/login.response');
    for (let i = 0; i < 2; i++) expectError(await attempt(member.account, 'wrong-password'), 401, 'E_LOGIN_FAILED');
    expectOk(await attempt(member.account, member.password), 'api/login.response');
  }, 60_000);

  it('does not lock the same account name in another tenant', async () => {
    const member = await freshMember(server, 'lucky');
    for (let i = 0; i < 5; i++) await attempt(member.account, 'wrong-password');
    const lucky = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: member.account, password: member.password },
      headers: { 'x-tenant': 'lucky' },
    });
    expectOk(lucky, 'api/login.response');
  }, 60_000);
});

describe('per address', () => {
  it('after 20 failures from one address it answers 429; other addresses still log in', async () => {
    const address = randomAddress();
    for (let batch = 0; batch < 5; batch++) {
      const results = await Promise.all(Array.from({ length: 4 }, (_, i) => attempt(`nobody-${batch}-${i}`, 'wrong-password', address)));
      for (const result of results) expectError(result, 401, 'E_LOGIN_FAILED');
    }
    expectError(await attempt('demo', 'demo1234', address), 429, 'E_RATE_LIMITED');
    expectOk(await attempt('demo', 'demo1234', randomAddress()), 'api/login.response');
  }, 90_000);
});
