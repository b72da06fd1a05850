/**
 * Security centre and my account: bind a mobile number (SMS code of purpose "bind"), bind an
 * e-mail (login password), set and change the payment password, the trial refusal, the profile
 * and its update rules, and registration's payment password being the one withdrawals check.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open.ts';
import { insertMember } from '../../server/members/accounts.ts';
import { verifyPassword } from '../../server/security/password.ts';
import { ensureWallet, postEntry } from '../../server/wallet/ledger.ts';
import { freshNumber, otherCode, smsCode, tenantHeader } from './account-support.ts';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

/** A password hash as releases before Argon2id wrote it (scrypt, N=2^13, r=8, p=10). */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 13, r: 8, p: 10, maxmem: 64 * 1024 * 1024 });
  return `scrypt$8192$8$10$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

let server: ContractServer;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const post = (path: string, token: string | undefined, body: unknown, tenant = 'demo', headers: Record<string, string> = {}) =>
  call(server, path, { method: 'POST', token, body, headers: { ...tenantHeader(tenant), ...headers } });
const status = async (token: string, tenant = 'demo') =>
  expectOk(await call(server, '/api/member/security', { token, headers: tenantHeader(tenant) }), 'api/securityStatus.response');
const key = () => `k-${randomBytes(8).toString('hex')}`;

async function member(tenant = 'demo', type = 0) {
  const m = await freshMember(server, tenant, type);
  return { ...m, token: await loginToken(server, m.account, m.password, {}, tenant) };
}

async function fund(memberId: number, cents: number): Promise<void> {
  await server.server.db.transaction(async (tx) => {
    const walletId = await ensureWallet(tx, memberId);
    await postEntry(tx, { walletId, amountCents: cents, kind: 'bonus', reference: `test-fund:${randomBytes(6).toString('hex')}` });
  });
}

const withdraw = (token: string, paymentPassword: string, tenant = 'demo') =>
  post('/api/withdraw', token, { amount: '20', paymentPassword }, tenant, { 'idempotency-key': key() });

describe('bindMobile', () => {
  const bind = (token: string | undefined, body: unknown) => post('/api/member/security/mobile', token, body);

  it('binds a number proved by a bind code, then shows it masked; the code works once', async () => {
    const m = await member();
    expect(await status(m.token)).toEqual({ paymentPassword: false, mobile: null, email: null });
    const number = freshNumber();
    const code = await smsCode(server, number, 'bind');
    const bound = expectOk(
      await bind(m.token, { mobileNum: number, countryDialingCode: '63', messageCode: code }),
      'api/bindMobile.response',
    );
    const masked = `+63 ${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
    expect(bound.mobile).toBe(masked);
    expect(await status(m.token)).toEqual({ paymentPassword: false, mobile: masked, email: null });
    expect(JSON.stringify(bound)).not.toContain(number);
    // used up: the same code cannot bind again
    const again = await bind(m.token, { mobileNum: number, countryDialingCode: '63', messageCode: code });
    expectError(again, 400, 'E_BAD_REQUEST');
    expect(again.json.value).toEqual({ field: 'messageCode', messageKey: 'rule.messageCodeWrong' });
  }, 60_000);

  it('refuses a wrong code, a code of another purpose and an expired code, binding nothing', async () => {
    const m = await member();
    const number = freshNumber();
    const code = await smsCode(server, number, 'bind');
    const wrong = await bind(m.token, { mobileNum: number, countryDialingCode: '63', messageCode: otherCode(code) });
    expectError(wrong, 400, 'E_BAD_REQUEST');
    expect(wrong.json.value).toEqual({ field: 'messageCode', messageKey: 'rule.messageCodeWrong' });

    const other = freshNumber();
    const loginCode = await smsCode(server, other, 'login');
    expect((await bind(m.token, { mobileNum: other, countryDialingCode: '63', messageCode: loginCode })).json.value).toEqual({
      field: 'messageCode',
      messageKey: 'rule.messageCodeWrong',
    });

    server.advanceClock(5 * MINUTE + 1000);
    const late = await bind(m.token, { mobileNum: number, countryDialingCode: '63', messageCode: code });
    expectError(late, 400, 'E_BAD_REQUEST');
    expect(late.json.value).toEqual({ field: 'messageCode', messageKey: 'rule.messageCodeWrong' });
    expect((await status(m.token)).mobile).toBeNull();
  }, 60_000);

  it("refuses another member's number (409), a malformed number (400) and a guest (401)", async () => {
    const m = await member();
    const taken = await bind(m.token, { mobileNum: '9171234567', countryDialingCode: '63', messageCode: '123456' });
    expectError(taken, 409, 'E_CONFLICT');
    expect(
      expectError(await bind(m.token, { mobileNum: '12ab', countryDialingCode: '63', messageCode: '123456' }), 400, 'E_BAD_REQUEST'),
    ).toContain('The mobile num is not valid');
    expectError(await bind(m.token, { mobileNum: '9171234567', countryDialingCode: '63' }), 400, 'E_BAD_REQUEST');
    expectError(await bind(undefined, { mobileNum: '9171234567', countryDialingCode: '63', messageCode: '123456' }), 401, 'E_UNAUTHORIZED');
  }, 60_000);
});

describe('bindEmail', () => {
  const bind = (token: string, body: unknown) => post('/api/member/security/email', token, body);

  it('checks the format (under 255 characters) and the login password, then shows the address masked', async () => {
    const m = await member();
    for (const email of ['not-an-email', 'a@b', 'x <y>@example.com']) {
      const bad = await bind(m.token, { email, loginPassword: m.password });
      expectError(bad, 400, 'E_BAD_REQUEST');
      expect(bad.json.value).toEqual({ field: 'email', messageKey: 'rule.email' });
    }
    const long = `${'a'.repeat(243)}@example.com`;
    expect(long.length).toBe(255);
    expectError(await bind(m.token, { email: long, loginPassword: m.password }), 400, 'E_BAD_REQUEST');
    expectError(await bind(m.token, { email: 'me@example.com', loginPassword: 'wrong-password' }), 400, 'E_LOGIN_PASSWORD');
    expect((await status(m.token)).email).toBeNull();
    const longest = `${'b'.repeat(242)}@example.com`;
    expect(longest.length).toBe(254);
    expect(expectOk(await bind(m.token, { email: longest, loginPassword: m.password }), 'api/bindEmail.response').email).toBe(
      'b***@example.com',
    );
    expect(expectOk(await bind(m.token, { email: ' me@example.com ', loginPassword: m.password }), 'api/bindEmail.response').email).toBe(
      'm***@example.com',
    );
  }, 60_000);

  it('limits attempts per member: 5 wrong login passwords in 15 minutes, and the 11th attempt within an hour, are 429', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++)
      expectError(await bind(m.token, { email: 'me@example.com', loginPassword: `wrong-${i}` }), 400, 'E_LOGIN_PASSWORD');
    // guessing the login password behind a session is limited (server/payments/payment-password.ts)
    expectError(await bind(m.token, { email: 'me@example.com', loginPassword: m.password }), 429, 'E_RATE_LIMITED');
    server.advanceClock(15 * 60_000 + 1000);
    for (let i = 0; i < 4; i++)
      expectOk(await bind(m.token, { email: 'me@example.com', loginPassword: m.password }), 'api/bindEmail.response');
    const limited = await bind(m.token, { email: 'me@example.com', loginPassword: m.password });
    expectError(limited, 429, 'E_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});

describe('payment password', () => {
  const set = (token: string, body: unknown) => post('/api/member/paymentPassword', token, body);
  const change = (token: string, body: unknown) => post('/api/member/paymentPassword/change', token, body);

  it('is set once with the login password, changed only with the old one, and withdrawals use the current one', async () => {
    const m = await member();
    await fund(m.id, 20_000);
    expectError(await change(m.token, { oldPassword: '123456', password: '654321' }), 400, 'E_PAYMENT_PASSWORD_NOT_SET');
    expect(expectOk(await set(m.token, { password: 'pay-111', loginPassword: m.password }), 'api/paymentPassword.response')).toBeNull();
    expect((await status(m.token)).paymentPassword).toBe(true);
    expectError(await set(m.token, { password: 'pay-222', loginPassword: m.password }), 409, 'E_PAYMENT_PASSWORD_SET');
    expectOk(await withdraw(m.token, 'pay-111'), 'api/withdrawCreate.response');

    const wrongOld = await change(m.token, { oldPassword: 'pay-999', password: 'pay-222' });
    expectError(wrongOld, 400, 'E_PAYMENT_PASSWORD');
    expect(wrongOld.json.value).toEqual({ field: 'oldPassword', messageKey: 'error.E_PAYMENT_PASSWORD' });
    expect(expectError(await change(m.token, { oldPassword: 'pay-111', password: 'pay-111' }), 400, 'E_BAD_REQUEST')).toContain(
      'must differ',
    );
    expectError(await change(m.token, { oldPassword: 'pay-111', password: 'short' }), 400, 'E_BAD_REQUEST');
    expectError(await change(m.token, { oldPassword: 'pay-111', password: 'has space' }), 400, 'E_BAD_REQUEST');
    expect(
      expectOk(await change(m.token, { oldPassword: 'pay-111', password: 'pay-222' }), 'api/paymentPasswordChange.response'),
    ).toBeNull();
    expectError(await withdraw(m.token, 'pay-111'), 400, 'E_PAYMENT_PASSWORD');
    expect(expectOk(await withdraw(m.token, 'pay-222'), 'api/withdrawCreate.response').status).toBe('pending');
  }, 60_000);

  it('migration 007 moves a payment password registration stored in member_contacts to the one withdrawals check', async () => {
    // A scratch embedded database migrated to just before 007, with a member registered the old way.
    const before = mkdtempSync('/tmp/security-migrations-');
    const dataDir = mkdtempSync('/tmp/security-db-');
    for (const m of readMigrations().filter((m) => m.version < 7))
      copyFileSync(
        join(MIGRATIONS_DIR, `${String(m.version).padStart(3, '0')}_${m.name}.sql`),
        join(before, `${String(m.version).padStart(3, '0')}_${m.name}.sql`),
      );
    const scratch = await openDb({ dataDir });
    try {
      await migrate(scratch, before);
      // hashes of that time: scrypt (Argon2id came with migration 012)
      const old = await insertMember(
        scratch,
        { tenantId: 'demo', account: 'legacy1', password: 'login-pass-1', type: 0 },
        scryptHash('login-pass-1'),
      );
      const both = await insertMember(
        scratch,
        { tenantId: 'demo', account: 'legacy2', password: 'login-pass-2', type: 0 },
        scryptHash('login-pass-2'),
      );
      await scratch.query('INSERT INTO member_contacts (member_id, tenant_id, payment_password_hash) VALUES ($1, $3, $4), ($2, $3, $5)', [
        old,
        both,
        'demo',
        scryptHash('246810'),
        scryptHash('111111'),
      ]);
      await scratch.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [both, scryptHash('999999')]);
      expect(await migrate(scratch)).toContain(7);
      const hashes = await scratch.query<{ id: number; hash: string }>(
        'SELECT id, payment_password_hash AS hash FROM members WHERE id = ANY($1::bigint[])',
        [[old, both]],
      );
      const byId = new Map(hashes.rows.map((r) => [Number(r.id), r.hash]));
      expect(await verifyPassword('246810', byId.get(old)!)).toBe(true);
      // a payment password the member set later wins over the registration one
      expect(await verifyPassword('999999', byId.get(both)!)).toBe(true);
      const column = await scratch.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'member_contacts' AND column_name = 'payment_password_hash'",
      );
      expect(column.rows).toEqual([]);
    } finally {
      await scratch.close();
      rmSync(before, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("registration's payment password is the one withdrawals check", async () => {
    const username = `sec${randomBytes(5).toString('hex')}`.slice(0, 16);
    const password = `Pw${randomBytes(5).toString('hex')}`;
    const registered = expectOk(
      await call(server, '/api/member/register', {
        method: 'PUT',
        headers: tenantHeader('lucky'),
        body: {
          mode: 'username',
          username,
          password,
          confirmPassword: password,
          paymentPassword: '135790',
          birthDate: '1990-05-17',
          method: 'H5',
        },
      }),
      'api/register.response',
    );
    const info = expectOk(
      await call(server, '/api/withdraw/info', { token: registered.token, headers: tenantHeader('lucky') }),
      'api/withdrawInfo.response',
    );
    expect(info.hasPaymentPassword).toBe(true);
    expect((await status(registered.token, 'lucky')).paymentPassword).toBe(true);
    const found = await server.server.db.query<{ id: number }>('SELECT id FROM members WHERE tenant_id = $1 AND account = $2', [
      'lucky',
      username,
    ]);
    await fund(Number(found.rows[0].id), 10_000);
    expectError(await withdraw(registered.token, '000000', 'lucky'), 400, 'E_PAYMENT_PASSWORD');
    expect(expectOk(await withdraw(registered.token, '135790', 'lucky'), 'api/withdrawCreate.response').amount).toBe('20.00');
  }, 60_000);
});

describe('trial accounts', () => {
  it('are refused every security and profile change with free_reject', async () => {
    const t = await member('demo', 4);
    const attempts: [string, unknown][] = [
      ['/api/member/security/mobile', { mobileNum: freshNumber(), countryDialingCode: '63', messageCode: '123456' }],
      ['/api/member/security/email', { email: 'trial@example.com', loginPassword: t.password }],
      ['/api/member/paymentPassword', { password: 'pay-111', loginPassword: t.password }],
      ['/api/member/paymentPassword/change', { oldPassword: 'pay-111', password: 'pay-222' }],
      ['/api/member/profile', { nickname: 'Trial' }],
    ];
    for (const [path, body] of attempts) {
      const refused = await post(path, t.token, body);
      expect(expectError(refused, 403, 'E_FREE_REJECT'), path).toBe('Please login an actual account to use this function');
      expect(refused.json.value).toEqual({ messageKey: 'free_reject' });
    }
    expect(await status(t.token)).toEqual({ paymentPassword: false, mobile: null, email: null });
  }, 60_000);
});

describe('memberProfile', () => {
  const update = (token: string, body: unknown) => post('/api/member/profile', token, body);

  it('shows the profile with masked contacts; demo keeps its seeded values', async () => {
    const demo = expectOk(
      await call(server, '/api/member/profile', { token: await loginToken(server, 'demo', 'demo1234') }),
      'api/memberProfile.response',
    );
    expect(demo).toMatchObject({ account: 'demo', nickname: 'Demo Player', type: 0, mobile: '+63 91******67' });
    expect(Number.isNaN(Date.parse(demo.registeredAt))).toBe(false);
    const m = await member();
    expect(expectOk(await call(server, '/api/member/profile', { token: m.token }), 'api/memberProfile.response')).toMatchObject({
      account: m.account,
      nickname: null,
      type: 0,
      clubLabel: null,
      memberLabel: [],
      mobile: null,
      email: null,
      payeeName: null,
    });
    expectError(await call(server, '/api/member/profile'), 401, 'E_UNAUTHORIZED');
  }, 60_000);

  it('changes the nickname by its rule, and sets the payee name once (Name format is not valid otherwise)', async () => {
    const m = await member();
    const badNick = await update(m.token, { nickname: 'a<b>' });
    expectError(badNick, 400, 'E_BAD_REQUEST');
    expect(badNick.json.value).toEqual({ field: 'nickname', messageKey: 'rule.nickname' });
    expectError(await update(m.token, { nickname: 'x'.repeat(21) }), 400, 'E_BAD_REQUEST');
    expectError(await update(m.token, {}), 400, 'E_BAD_REQUEST');
    expectError(await update(m.token, { nickname: 'ok', vip: true }), 400, 'E_BAD_REQUEST');
    const changed = expectOk(await update(m.token, { nickname: '  Lucky Star ' }), 'api/memberProfileUpdate.response');
    expect(changed.nickname).toBe('Lucky Star');
    expect(expectOk(await call(server, '/api/member/info', { token: m.token }), 'api/memberInfo.response').nickname).toBe('Lucky Star');

    for (const payeeName of ['Juan 2', 'J', '<Juan>']) {
      const bad = await update(m.token, { payeeName });
      expect(expectError(bad, 400, 'E_BAD_REQUEST')).toContain('Name format is not valid');
      expect(bad.json.value).toEqual({ field: 'payeeName', messageKey: 'profile.nameInvalid' });
    }
    expect(expectOk(await update(m.token, { payeeName: 'Juan dela Cruz' }), 'api/memberProfileUpdate.response').payeeName).toBe(
      'Juan dela Cruz',
    );
    const again = await update(m.token, { payeeName: 'Someone Else' });
    expectError(again, 409, 'E_PAYEE_NAME_SET');
    expect(expectOk(await call(server, '/api/member/profile', { token: m.token }), 'api/memberProfile.response').payeeName).toBe(
      'Juan dela Cruz',
    );
  }, 60_000);
});
