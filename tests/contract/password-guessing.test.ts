/**
 * Issue 8 items 3, 4 and 18 (server part): password guessing behind a session is limited (payment
 * password lock, change-password limit), lockouts do not lock out the owner (a captcha instead),
 * each refused login counts once, and the member and agent doors refuse the wrong account types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from './account-support.ts';
import { PAYMENT_PASSWORD, payingMember, withdraw } from './hardening-support.ts';
import {
  call,
  expectError,
  expectOk,
  freshMember,
  loginToken,
  randomAddress,
  startContractServer,
  type ContractServer,
} from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);
afterAll(() => server?.close());

const login = (body: Record<string, unknown>, address = randomAddress()) =>
  call(server, '/api/member/login', { method: 'POST', body: { type: 'username', ...body }, headers: { 'x-forwarded-for': address } });

async function failureRows(account: string): Promise<number> {
  const found = await server.server.db.query<{ n: number }>('SELECT count(*) AS n FROM login_failures WHERE account_key = $1', [
    account.toLowerCase(),
  ]);
  return Number(found.rows[0].n);
}

describe('login: no lockout of the owner', () => {
  it('a storm of wrong passwords from address A does not stop the owner on address B who solves the captcha', async () => {
    const member = await freshMember(server);
    const attacker = randomAddress();
    const storm = [];
    for (let i = 0; i < 30; i++) storm.push((await login({ username: member.account, password: `guess-${i}` }, attacker)).json.code);
    // A is stopped by its own address limit (20 refused attempts), never by the account
    expect(storm.slice(0, 3)).toEqual(['E_LOGIN_FAILED', 'E_LOGIN_FAILED', 'E_LOGIN_FAILED']);
    expect(storm.slice(3, 20).every((code) => code === 'E_CAPTCHA_REQUIRED')).toBe(true);
    expect(storm.slice(20).every((code) => code === 'E_RATE_LIMITED')).toBe(true);

    const owner = randomAddress();
    const asked = await login({ username: member.account, password: member.password }, owner);
    expectError(asked, 401, 'E_CAPTCHA_REQUIRED');
    expect(asked.json.value).toEqual({ captcha: true });
    const { captchaId, answer } = await solvedCaptcha(server);
    const inside = expectOk(
      await login({ username: member.account, password: member.password, captchaId, identifying: answer }, owner),
      'api/login.response',
    );
    expect(inside.userName).toBe(member.account);
  }, 120_000);

  it('counts each refused attempt exactly once', async () => {
    const member = await freshMember(server);
    const address = randomAddress();
    expect((await login({ username: member.account, password: 'wrong-1' }, address)).json.value).toEqual({ captcha: false });
    expect(await failureRows(member.account)).toBe(1);
    expect((await login({ username: member.account, password: 'wrong-2' }, address)).json.value).toEqual({ captcha: false });
    expect((await login({ username: member.account, password: 'wrong-3' }, address)).json.value).toEqual({ captcha: true });
    expect(await failureRows(member.account)).toBe(3);
    expectError(await login({ username: member.account, password: 'wrong-4' }, address), 401, 'E_CAPTCHA_REQUIRED');
    const solved = await solvedCaptcha(server);
    expectError(
      await login({ username: member.account, password: 'wrong-5', captchaId: solved.captchaId, identifying: solved.answer }, address),
      401,
      'E_LOGIN_FAILED',
    );
    expect(await failureRows(member.account)).toBe(5);
  }, 60_000);
});

describe('payment password guessing behind a session', () => {
  it('25 wrong payment passwords then the right one: refused, locked with a code and Retry-After', async () => {
    const member = await payingMember(server);
    const codes: string[] = [];
    for (let i = 0; i < 25; i++) codes.push((await withdraw(server, member.token, String(100_000 + i))).json.code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('E_PAYMENT_PASSWORD'));
    expect(codes.slice(5).every((code) => code === 'E_PAYMENT_PASSWORD_LOCKED')).toBe(true);
    const right = await withdraw(server, member.token, PAYMENT_PASSWORD);
    expectError(right, 429, 'E_PAYMENT_PASSWORD_LOCKED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json.message).toMatch(/log in again/);
    // the lock covers every place the payment password is checked
    expectError(
      await call(server, '/api/member/paymentPassword/change', {
        method: 'POST',
        token: member.token,
        body: { oldPassword: PAYMENT_PASSWORD, password: '135790' },
      }),
      429,
      'E_PAYMENT_PASSWORD_LOCKED',
    );
  }, 120_000);

  it('after the lock a fresh login with the login password lifts it; so does time', async () => {
    const member = await payingMember(server);
    for (let i = 0; i < 5; i++) expectError(await withdraw(server, member.token, '000000'), 400, 'E_PAYMENT_PASSWORD');
    expectError(await withdraw(server, member.token, PAYMENT_PASSWORD), 429, 'E_PAYMENT_PASSWORD_LOCKED');
    const fresh = await loginToken(server, member.account, member.password);
    expectOk(await withdraw(server, fresh, PAYMENT_PASSWORD), 'api/withdrawCreate.response');

    for (let i = 0; i < 5; i++) expectError(await withdraw(server, fresh, '000000'), 400, 'E_PAYMENT_PASSWORD');
    expectError(await withdraw(server, fresh, PAYMENT_PASSWORD), 429, 'E_PAYMENT_PASSWORD_LOCKED');
    server.advanceClock(15 * 60_000 + 1000);
    expectOk(await withdraw(server, fresh, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
  }, 120_000);

  it('concurrent guesses cannot slip past the lock', async () => {
    const member = await payingMember(server);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => withdraw(server, member.token, String(200_000 + i))));
    expect(results.filter((r) => r.json.code === 'E_PAYMENT_PASSWORD').length).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.json.code === 'E_PAYMENT_PASSWORD' || r.json.code === 'E_PAYMENT_PASSWORD_LOCKED')).toBe(true);
  }, 120_000);
});

describe('change password guessing behind a session', () => {
  it('5 wrong old passwords in 15 minutes, then 429 E_RATE_LIMITED with Retry-After even for the right one', async () => {
    const member = await freshMember(server);
    const token = await loginToken(server, member.account, member.password);
    const change = (oldPassword: string) =>
      call(server, '/api/member/password/change', {
        method: 'POST',
        token,
        body: { oldPassword, newPassword: 'newpass123', confirmNewPassword: 'newpass123' },
      });
    for (let i = 0; i < 5; i++) expectError(await change(`wrong-${i}`), 400, 'E_BAD_REQUEST');
    for (let i = 0; i < 10; i++) expectError(await change(`wrong-more-${i}`), 429, 'E_RATE_LIMITED');
    const limited = await change(member.password);
    expectError(limited, 429, 'E_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    server.advanceClock(15 * 60_000 + 1000);
    expect(expectOk(await change(member.password), 'api/changePassword.response')).toBeNull();
  }, 120_000);
});

describe('member and agent doors (SPEC §6 messages)', () => {
  it('the member login refuses a non-member type with E_NOT_MEMBER, only after the password is proven', async () => {
    const other = await freshMember(server, 'demo', 40);
    expectError(await login({ username: other.account, password: 'not-it-at-all' }), 401, 'E_LOGIN_FAILED');
    const refused = await login({ username: other.account, password: other.password });
    expect(expectError(refused, 403, 'E_NOT_MEMBER')).toBe('Non-member account unable to login');
  }, 60_000);

  it('the agent login refuses non-agents (types 0, 4, 40) with E_NOT_AGENT and lets agents in', async () => {
    const member = await freshMember(server, 'demo', 0);
    expect(expectError(await login({ username: member.account, password: member.password, portal: 'agent' }), 403, 'E_NOT_AGENT')).toBe(
      'Non-agents cannot log in',
    );
    expectError(await login({ username: member.account, password: 'not-it-at-all', portal: 'agent' }), 401, 'E_LOGIN_FAILED');
    const agent = await freshMember(server, 'demo', 3);
    expect(expectOk(await login({ username: agent.account, password: agent.password, portal: 'agent' }), 'api/login.response').type).toBe(
      3,
    );
    expectOk(await login({ username: member.account, password: member.password, portal: 'member' }), 'api/login.response');
  }, 60_000);
});
