/** login, logout and bearer-token authentication: shapes, bad input, wrong/expired/revoked tokens. */
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const login = (body: unknown, headers: Record<string, string> = {}) => call(server, '/api/member/login', { method: 'POST', body, headers });

describe('login', () => {
  it('returns the session info of a seeded member', async () => {
    const value = expectOk(await login({ type: 'username', username: 'demo', password: 'demo1234' }), 'api/login.response');
    expect(value).toMatchObject({ merchantCode: 'demo', userName: 'demo', type: 0 });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reports firstTimeLogin only on the first successful login', async () => {
    const member = await freshMember(server);
    const first = expectOk(await login({ type: 'username', username: member.account, password: member.password }), 'api/login.response');
    const second = expectOk(await login({ type: 'username', username: member.account, password: member.password }), 'api/login.response');
    expect(first.firstTimeLogin).toBe(true);
    expect(second.firstTimeLogin).toBe(false);
    expect(first.token).not.toBe(second.token);
  });

  it('accepts the account name in any case and with surrounding spaces', async () => {
    const value = expectOk(await login({ type: 'username', username: '  DEMO ', password: 'demo1234' }), 'api/login.response');
    expect(value.userName).toBe('demo');
  });

  it('refuses a wrong password with E_LOGIN_FAILED and the captcha flag', async () => {
    const result = await login({ type: 'username', username: 'member0', password: 'wrong-password' });
    expect(expectError(result, 401, 'E_LOGIN_FAILED')).toBe('Sorry, the user does not exist or is disabled');
    expect(result.json.value).toEqual({ captcha: false });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const result = await login({ type: 'username', username: 'nobody-here', password: 'whatever1' });
    expect(expectError(result, 401, 'E_LOGIN_FAILED')).toBe('Sorry, the user does not exist or is disabled');
  });

  it('refuses a disabled account even with the right password', async () => {
    const member = await freshMember(server);
    await server.server.db.query('UPDATE members SET disabled = TRUE WHERE id = $1', [member.id]);
    expectError(await login({ type: 'username', username: member.account, password: member.password }), 401, 'E_LOGIN_FAILED');
  });

  it('scopes accounts by tenant: the lucky member cannot log in to demo', async () => {
    expectError(await login({ type: 'username', username: 'lucky', password: 'lucky1234' }), 401, 'E_LOGIN_FAILED');
    const value = expectOk(
      await login({ type: 'username', username: 'lucky', password: 'lucky1234' }, { 'x-tenant': 'lucky' }),
      'api/login.response',
    );
    expect(value.merchantCode).toBe('lucky');
  });

  it.each([
    [{ type: 'username', password: 'demo1234' }, 'body.username: is required'],
    [{ type: 'username', username: 'demo' }, 'body.password: is required'],
    [{ type: 'email', username: 'demo', password: 'demo1234' }, 'body.type: must be one of "username", "sms"'],
    [{ type: 'sms', username: 'demo', password: 'demo1234' }, 'body.mobileNum: is required'],
    [{ type: 'username', username: '', password: 'demo1234' }, 'body.username: must NOT have fewer than 1 characters'],
    [{ type: 'username', username: 'demo', password: 'demo1234', remember: 'yes' }, 'body.remember: must be boolean'],
    [{ type: 'username', username: 'demo', password: 'demo1234', admin: true }, 'body.admin: is not allowed'],
    [[1, 2], 'body: must be object'],
  ])('400 E_BAD_REQUEST names the field for %j', async (body, message) => {
    expect(expectError(await login(body), 400, 'E_BAD_REQUEST')).toBe(message);
  });

  it('400 for malformed JSON, a missing body and a non-JSON content type', async () => {
    expect(expectError(await login('{"type": "username",'), 400, 'E_BAD_REQUEST')).toBe('body: is not valid JSON');
    expect(expectError(await call(server, '/api/member/login', { method: 'POST' }), 400, 'E_BAD_REQUEST')).toBe('body.type: is required');
    const form = await login('username=demo', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(expectError(form, 400, 'E_BAD_REQUEST')).toBe('body: must be sent as application/json');
  });

  it('413 E_TOO_LARGE for a body over the limit', async () => {
    const body = { type: 'username', username: 'demo', password: 'x'.repeat(70 * 1024) };
    expectError(await login(body), 413, 'E_TOO_LARGE');
  });

  it('400 for an unexpected query parameter and 405 for the wrong method', async () => {
    const query = await call(server, '/api/member/login?debug=1', {
      method: 'POST',
      body: { type: 'username', username: 'demo', password: 'demo1234' },
    });
    expect(expectError(query, 400, 'E_BAD_REQUEST')).toBe('query.debug: is not allowed');
    const wrong = await call(server, '/api/member/login');
    expectError(wrong, 405, 'E_METHOD');
    expect(wrong.headers.allow).toBe('POST');
  });
});

describe('stored secrets', () => {
  it('stores passwords as Argon2id hashes with their parameters, never in plain text', async () => {
    const rows = await server.server.db.query<{ account: string; password_hash: string }>(
      "SELECT account, password_hash FROM members WHERE tenant_id = 'demo' AND account IN ('demo', 'member0', 'agent')",
    );
    expect(rows.rows).toHaveLength(3);
    const hashes = new Set<string>();
    for (const row of rows.rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(row.password_hash).not.toContain('1234');
      hashes.add(row.password_hash.split('$')[4]);
    }
    expect(hashes.size).toBe(3);
  });

  it('rewrites a scrypt hash as Argon2id at the next sign-in, and the password keeps working', async () => {
    const member = await freshMember(server);
    const salt = randomBytes(16);
    const key = scryptSync(member.password, salt, 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await server.server.db.query("UPDATE members SET password_hash = $2 WHERE tenant_id = 'demo' AND account = $1", [member.account, old]);
    const hashOf = async () =>
      (
        await server.server.db.query<{ password_hash: string }>(
          "SELECT password_hash FROM members WHERE tenant_id = 'demo' AND account = $1",
          [member.account],
        )
      ).rows[0].password_hash;

    expectError(await login({ type: 'username', username: member.account, password: 'not-the-password' }), 401, 'E_LOGIN_FAILED');
    expect(await hashOf()).toBe(old);
    expectOk(await login({ type: 'username', username: member.account, password: member.password }), 'api/login.response');
    const rewritten = await hashOf();
    expect(rewritten).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expectOk(await login({ type: 'username', username: member.account, password: member.password }), 'api/login.response');
  });

  it('stores only the SHA-256 of session tokens', async () => {
    const token = await loginToken(server, 'demo', 'demo1234');
    const sha = createHash('sha256').update(token).digest('hex');
    const byHash = await server.server.db.query('SELECT id FROM sessions WHERE token_hash = $1', [sha]);
    expect(byHash.rows).toHaveLength(1);
    const leaked = await server.server.db.query(
      "SELECT count(*) AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = $1 OR m.password_hash LIKE '%' || $1 || '%'",
      [token],
    );
    expect(leaked.rows[0]).toEqual({ n: 0 });
  });
});

describe('tokens', () => {
  const info = (token?: string, headers: Record<string, string> = {}) => call(server, '/api/member/info', { token, headers });

  it('401 E_UNAUTHORIZED without a token, with a malformed one and with an unknown one', async () => {
    expect(expectError(await info(), 401, 'E_UNAUTHORIZED')).toBe('You are not logged in, please login first');
    expectError(await info('not-a-token'), 401, 'E_UNAUTHORIZED');
    expectError(await info('A'.repeat(43)), 401, 'E_UNAUTHORIZED');
    expectError(
      await call(server, '/api/member/info', { headers: { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' } }),
      401,
      'E_UNAUTHORIZED',
    );
  });

  it('logout revokes the token', async () => {
    const token = await loginToken(server, 'demo', 'demo1234');
    expectOk(await info(token), 'api/memberInfo.response');
    const out = expectOk(await call(server, '/api/member/logout', { method: 'DELETE', token }), 'api/logout.response');
    expect(out).toBeNull();
    expectError(await info(token), 401, 'E_UNAUTHORIZED');
    expectError(await call(server, '/api/member/logout', { method: 'DELETE', token }), 401, 'E_UNAUTHORIZED');
  });

  it('logout needs a token and takes an empty body or none', async () => {
    expectError(await call(server, '/api/member/logout', { method: 'DELETE' }), 401, 'E_UNAUTHORIZED');
    const token = await loginToken(server, 'demo', 'demo1234');
    const withBody = await call(server, '/api/member/logout', { method: 'DELETE', token, body: { token } });
    expect(expectError(withBody, 400, 'E_BAD_REQUEST')).toBe('body.token: is not allowed');
    expectOk(await call(server, '/api/member/logout', { method: 'DELETE', token, body: {} }), 'api/logout.response');
    expectError(await call(server, '/api/member/info', { token }), 401, 'E_UNAUTHORIZED');
  });

  it('a GET takes no body', async () => {
    const token = await loginToken(server, 'demo', 'demo1234');
    const result = await call(server, '/api/wallet', { token, body: {} });
    expect(expectError(result, 400, 'E_BAD_REQUEST')).toBe('body: this call takes no body');
  });

  it('a token of one tenant is refused by another', async () => {
    const token = await loginToken(server, 'demo', 'demo1234');
    expectError(await info(token, { 'x-tenant': 'lucky' }), 401, 'E_UNAUTHORIZED');
  });

  it('a session expires after 12 hours, a remembered one after 30 days', async () => {
    const member = await freshMember(server);
    const short = await loginToken(server, member.account, member.password);
    const long = await loginToken(server, member.account, member.password, { remember: true });
    server.advanceClock(12 * 3600_000 - 60_000);
    expectOk(await info(short), 'api/memberInfo.response');
    server.advanceClock(2 * 60_000);
    expectError(await info(short), 401, 'E_UNAUTHORIZED');
    expectOk(await info(long), 'api/memberInfo.response');
    server.advanceClock(30 * 24 * 3600_000);
    expectError(await info(long), 401, 'E_UNAUTHORIZED');
  });
});
