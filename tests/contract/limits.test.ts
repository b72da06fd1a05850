/**
 * Limits that hurt attackers, not users (issue 25, item 7), through the real server on PGlite or
 * on the PostgreSQL of DATABASE_URL: a studio operator's username alone locks no one out (limits
 * per address, a captcha per account, as for members); out-of-range and malformed dates, huge numbers, control
 * characters and forged cursors on every endpoint that takes a date are a 400 with a code (never
 * a 500); request bodies too deep, too wide or holding lone surrogates are refused before
 * anything recurses; retries of one withdrawal are answered from its Idempotency-Key and never
 * counted as payment password guesses.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForDevelopment } from '../../server/account/captcha.ts';
import { hashPassword } from '../../server/security/password.ts';
import { STUDIO_REALM } from '../../server/studio/operators.ts';
import { solvedCaptcha } from './account-support.ts';
import { PAYMENT_PASSWORD, payingMember } from './hardening-support.ts';
import {
  call,
  expectError,
  expectOk,
  loginToken,
  randomAddress,
  startContractServer,
  type CallResult,
  type ContractServer,
} from './support/server.ts';

let server: ContractServer;
let agent: string;

beforeAll(async () => {
  server = await startContractServer();
  agent = await loginToken(server, 'agent', 'agent1234');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** Every endpoint with date parameters (startDate, endDate), as the agent (who may call them all). */
const DATED = [
  '/api/records/account?',
  '/api/records/account?types=A&',
  '/api/records/betting?',
  '/api/records/pnl?',
  '/api/agent/team/kpi?size=0&',
  '/api/agent/team/pnl?',
  '/api/agent/team/bets?',
];

function expectNoCrash(res: CallResult, what: string): void {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
}

describe('dates and paging', () => {
  it('refuses days outside 2000-01-01 to 2099-12-31 and impossible days with 400 naming the field', async () => {
    const days = ['9999-12-31', '0000-01-01', '2024-02-30', '2023-02-29', '1999-12-31', '2100-01-01', '2024-13-01', '2024-00-10'];
    for (const path of DATED) {
      for (const day of days) {
        for (const field of ['startDate', 'endDate'] as const) {
          const res = await call(server, `${path}${field}=${day}`, { token: agent });
          const message = expectError(res, 400, 'E_BAD_REQUEST');
          // a lone endDate is also the start (and vice versa): either field may be named
          expect(message, `${path}${field}=${day}`).toMatch(/^query\.(startDate|endDate)|^(startDate|endDate): /);
        }
        const both = await call(server, `${path}startDate=${day}&endDate=${day}`, { token: agent });
        expect(expectError(both, 400, 'E_BAD_REQUEST'), `${path}${day}`).toMatch(/startDate/);
      }
    }
  }, 120_000);

  it('still answers the first and last allowed days', async () => {
    for (const path of DATED) {
      expectNoCrash(await call(server, `${path}startDate=2000-01-01&endDate=2000-01-01`, { token: agent }), path);
      const last = await call(server, `${path}startDate=2099-12-31&endDate=2099-12-31`, { token: agent });
      expect(last.status, `${path}: ${last.text.slice(0, 200)}`).toBe(200);
    }
  }, 60_000);

  it('refuses huge numbers, control characters and junk in every date and paging parameter with a 400 and a code', async () => {
    const values = [
      '99999999999999999999-01-01',
      '1e308',
      '-1',
      '2024-01-01%00',
      '%00',
      '2024-01-01%0A',
      '%1F2024-01-01',
      '2024-01-01%E2%80%AE',
      '%F0%9F%98%80',
      '%ED%A0%80',
      '2024-1-1',
      encodeURIComponent('2024-01-01T00:00:00Z'),
      'x'.repeat(5000),
    ];
    const params = ['startDate', 'endDate', 'pageNo', 'pageSize', 'cursor'];
    for (const path of DATED) {
      for (const param of params) {
        if (path.includes('pnl?') && path.startsWith('/api/records') && (param === 'pageNo' || param === 'pageSize' || param === 'cursor'))
          continue;
        for (const value of values) {
          const res = await call(server, `${path}${param}=${value}`, { token: agent });
          expectNoCrash(res, `${path}${param}=${value}`);
          expect(res.status, `${path}${param}=${value}`).toBe(400);
          expect(res.json.code, `${path}${param}=${value}`).toMatch(/^E_(BAD_REQUEST|BAD_CHARACTER)$/);
        }
      }
    }
    for (const path of [
      '/api/deposit/orders?',
      '/api/withdraw/list?',
      '/api/agent/rebate?',
      '/api/agent/team/rebate?',
      '/api/agent/team/members?',
    ])
      for (const value of ['99999999999999999999', '1e308', '%00', '0']) {
        const res = await call(server, `${path}pageNo=${value}`, { token: agent });
        expect(res.status, `${path}pageNo=${value}: ${res.text.slice(0, 200)}`).toBe(400);
      }
  }, 180_000);

  it('refuses forged keyset cursors with 400 E_BAD_REQUEST, not a database error', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      ['2024-13-45 99:99:99', 1],
      ['9999-12-31 23:59:59+00', 1],
      ['0001-01-01 00:00:00+00', 1],
      ['2024-02-30 00:00:00+00', 1],
      ['2024-01-01 24:00:00+00', 1],
      ['2024-01-01 00:00:00+99', 1],
      ['2024-01-01 00:00:00+00', 1e300],
      ['2024-01-01 00:00:00+00', -1.5],
      ['a\u0000b', 1],
      ['\ud800', 1],
      [null, null],
      'x',
    ];
    for (const path of [
      '/api/records/account?',
      '/api/records/betting?',
      '/api/records/account?types=A&',
      '/api/agent/team/bets?',
      '/api/agent/team/pnl?',
    ])
      for (const value of forged) {
        const res = await call(server, `${path}cursor=${cursor(value)}`, { token: agent });
        const what = `${path} ${JSON.stringify(value)}`;
        expectNoCrash(res, what);
        // the team pnl cursor is (account, id): a timestamp text is a valid account name there
        if (path.includes('team/pnl') && typeof (value as unknown[])[0] === 'string' && /^[0-9 :+-]+$/.test((value as string[])[0]))
          continue;
        expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.json.code, what).toBe('E_BAD_REQUEST');
      }
    // a cursor the server returned still pages
    const first = expectOk(await call(server, '/api/agent/team/bets?pageSize=2', { token: agent }), 'api/teamBetting.response');
    if (first.nextCursor)
      expectOk(
        await call(server, `/api/agent/team/bets?pageSize=2&cursor=${first.nextCursor}`, { token: agent }),
        'api/teamBetting.response',
      );
  }, 60_000);
});

describe('retries of one withdrawal', () => {
  const withdrawWith = (token: string, key: string, paymentPassword: string, amount = '10.00') =>
    call(server, '/api/withdraw', { method: 'POST', token, body: { amount, paymentPassword }, headers: { 'idempotency-key': key } });
  const balance = async (token: string) => expectOk(await call(server, '/api/wallet', { token }), 'api/wallet.response').sumBalance;
  const withdrawals = async (id: number) =>
    Number((await server.server.db.query<{ n: number }>('SELECT count(*) AS n FROM withdrawals WHERE member_id = $1', [id])).rows[0].n);

  it('20 concurrent retries with one key and the right password: one withdrawal, 20 answers of the same order, no 429', async () => {
    const member = await payingMember(server);
    const key = `k-${randomBytes(8).toString('hex')}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => withdrawWith(member.token, key, PAYMENT_PASSWORD)));
    const statuses = results.map((r) => r.status);
    expect(statuses, results.map((r) => r.json.code).join(' ')).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json.value.orderNo)).size).toBe(1);
    expect(await withdrawals(member.id)).toBe(1);
    expect(await balance(member.token)).toBe('990.00');
  }, 60_000);

  it('a completed withdrawal answers its order to every retry, even past 20 checks and while the password is locked', async () => {
    const member = await payingMember(server);
    const key = `k-${randomBytes(8).toString('hex')}`;
    const first = expectOk(await withdrawWith(member.token, key, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
    for (let i = 0; i < 25; i++) {
      const retry = expectOk(await withdrawWith(member.token, key, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
      expect(retry.orderNo).toBe(first.orderNo);
    }
    // right passwords never count: new withdrawals still go through
    for (let i = 0; i < 3; i++)
      expectOk(await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
    for (let i = 0; i < 5; i++)
      expectError(await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, '000000'), 400, 'E_PAYMENT_PASSWORD');
    expectError(
      await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, PAYMENT_PASSWORD),
      429,
      'E_PAYMENT_PASSWORD_LOCKED',
    );
    // the answered key still answers its order (nothing moves), whatever password the retry carries
    expect(expectOk(await withdrawWith(member.token, key, PAYMENT_PASSWORD), 'api/withdrawCreate.response').orderNo).toBe(first.orderNo);
    expect(expectOk(await withdrawWith(member.token, key, '999999'), 'api/withdrawCreate.response').orderNo).toBe(first.orderNo);
    // another amount under the same key is another request: 409, and no password check counted
    expectError(await withdrawWith(member.token, key, PAYMENT_PASSWORD, '11.00'), 409, 'E_IDEMPOTENCY_MISMATCH');
    expect(await withdrawals(member.id)).toBe(4);
    expect(await balance(member.token)).toBe('960.00');
  }, 120_000);

  it('only wrong passwords count: 30 right ones and 4 wrong ones leave the password unlocked', async () => {
    const member = await payingMember(server);
    for (let i = 0; i < 4; i++)
      expectError(await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, `00000${i}`), 400, 'E_PAYMENT_PASSWORD');
    for (let i = 0; i < 30; i++)
      expectOk(await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, PAYMENT_PASSWORD), 'api/withdrawCreate.response');
    expectError(await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, '000009'), 400, 'E_PAYMENT_PASSWORD');
    expectError(
      await withdrawWith(member.token, `k-${randomBytes(8).toString('hex')}`, PAYMENT_PASSWORD),
      429,
      'E_PAYMENT_PASSWORD_LOCKED',
    );
  }, 120_000);
});

describe('studio sign-in', () => {
  /** A fresh operator with a role on demo. */
  async function operator(): Promise<{ username: string; password: string }> {
    const username = `op-${randomBytes(5).toString('hex')}`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const made = await server.server.db.query<{ id: number }>(
      'INSERT INTO operators (username, password_hash) VALUES ($1, $2) RETURNING id',
      [username, await hashPassword(password)],
    );
    await server.server.db.query("INSERT INTO operator_roles (operator_id, tenant_id, role) VALUES ($1, 'demo', 'editor')", [
      made.rows[0].id,
    ]);
    return { username, password };
  }
  const login = (body: Record<string, unknown>, address = randomAddress()) =>
    call(server, '/studio/api/login', { method: 'POST', body, headers: { 'x-forwarded-for': address } });
  async function studioCaptcha(address = randomAddress()): Promise<{ captchaId: string; answer: string }> {
    const issued = await call(server, '/studio/api/captcha', { headers: { 'x-forwarded-for': address } });
    expect(issued.status, issued.text).toBe(200);
    expect(issued.json.value.image).toMatch(/^data:image\/png;base64,/);
    const answer = await solveCaptchaForDevelopment(server.server.db, STUDIO_REALM, issued.json.value.captchaId, new Date());
    expect(answer).toMatch(/^\d{4}$/);
    return { captchaId: issued.json.value.captchaId, answer: answer! };
  }

  it('30 wrong passwords from 30 addresses ask for a captcha, lock nobody; the owner signs in with password and captcha', async () => {
    const op = await operator();
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login({ username: op.username, password: `guess-${i}` })).json.code);
    expect(codes).toEqual([...Array(3).fill('E_LOGIN_FAILED'), ...Array(27).fill('E_CAPTCHA_REQUIRED')]);
    const owner = randomAddress();
    const asked = await login({ username: op.username, password: op.password }, owner);
    expectError(asked, 401, 'E_CAPTCHA_REQUIRED');
    expect(asked.json.value).toEqual({ captcha: true });
    // a wrong answer is refused and uses the captcha up
    const wrong = await studioCaptcha(owner);
    const wrongAnswer = String((Number(wrong.answer) + 1) % 10_000).padStart(4, '0');
    expectError(await login({ ...op, captchaId: wrong.captchaId, identifying: wrongAnswer }, owner), 401, 'E_CAPTCHA_REQUIRED');
    expectError(await login({ ...op, captchaId: wrong.captchaId, identifying: wrong.answer }, owner), 401, 'E_CAPTCHA_REQUIRED');
    // the attack goes on while the owner solves one
    const solved = await studioCaptcha(owner);
    expectError(await login({ username: op.username, password: 'guess-more' }), 401, 'E_CAPTCHA_REQUIRED');
    const signedIn = await login({ ...op, captchaId: solved.captchaId, identifying: solved.answer }, owner);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.value.username).toBe(op.username);
    // a success forgives the account: the next sign-in needs no captcha
    expect((await login(op, owner)).status).toBe(200);
  }, 120_000);

  it('a wrong password with a solved captcha is refused like any other, and says the next one needs a captcha', async () => {
    const op = await operator();
    for (let i = 0; i < 3; i++) await login({ username: op.username, password: `guess-${i}` });
    const solved = await studioCaptcha();
    const refused = await login({
      username: op.username,
      password: 'still-wrong',
      captchaId: solved.captchaId,
      identifying: solved.answer,
    });
    expect(expectError(refused, 401, 'E_LOGIN_FAILED')).toBe('The username or password is wrong');
    expect(refused.json.value).toEqual({ captcha: true });
  }, 60_000);

  it("a member site's captcha answers no studio sign-in", async () => {
    const op = await operator();
    for (let i = 0; i < 3; i++) await login({ username: op.username, password: `guess-${i}` });
    const member = await solvedCaptcha(server);
    expectError(await login({ ...op, captchaId: member.captchaId, identifying: member.answer }), 401, 'E_CAPTCHA_REQUIRED');
  }, 60_000);

  it('limits an address: 20 refused sign-ins in 15 minutes, then 429 with Retry-After, whoever it names; other addresses and the member site go on', async () => {
    const op = await operator();
    const attacker = randomAddress();
    for (let i = 0; i < 20; i++)
      expect((await login({ username: `nobody-${i}`, password: 'x' }, attacker)).json.code).toBe('E_LOGIN_FAILED');
    const limited = await login(op, attacker);
    expectError(limited, 429, 'E_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(op)).status).toBe(200);
    // the studio's failures are its own: the member site still takes this address's sign-in
    const member = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: 'member0', password: 'member1234' },
      headers: { 'x-forwarded-for': attacker },
    });
    expect(member.status, member.text).toBe(200);
  }, 60_000);

  it('limits new captchas per address (30 in 10 minutes)', async () => {
    const address = randomAddress();
    for (let i = 0; i < 30; i++)
      expect((await call(server, '/studio/api/captcha', { headers: { 'x-forwarded-for': address } })).status).toBe(200);
    expectError(await call(server, '/studio/api/captcha', { headers: { 'x-forwarded-for': address } }), 429, 'E_RATE_LIMITED');
  }, 60_000);
});
