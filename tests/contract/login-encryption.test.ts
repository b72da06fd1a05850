/**
 * SPEC 3 and 7's encrypted login ("login: POST encrypted data plus encryption header, or the login
 * payload"): the key the payload is sealed to, a sealed login opened by the server and checked as
 * a plain one, and every way a sealed body can be wrong, refused with 400 and a code. The sealing
 * is the browser's own code (engine/api/login-seal.ts), run here on Node's Web Crypto.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealLogin } from '../../engine/api/login-seal.ts';
import { call, expectError, expectOk, freshMember, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const key = async () => expectOk(await call(server, '/api/member/login/key'), 'api/loginKey.response');
const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(server, '/api/member/login', { method: 'POST', body, headers: { 'x-forwarded-for': randomAddress(), ...headers } });

describe('SPEC 7 login: encrypted data plus encryption header, or the login payload', () => {
  it('hands out one key, the same on every ask, as SPKI base64 with its algorithm', async () => {
    const first = await key();
    expect(first.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(Buffer.from(first.publicKey, 'base64').length).toBeGreaterThan(250);
    expect(await key()).toEqual(first);
    const stored = await server.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_keys');
    expect(stored.rows[0].n).toBe(1);
  });

  it('signs in with a sealed payload as with the plain one; the body carries no password in clear', async () => {
    const m = await freshMember(server);
    const payload = { type: 'username', username: m.account, password: m.password, remember: false };
    const sealed = await sealLogin(await key(), payload);
    expect(JSON.stringify(sealed.body)).not.toContain(m.password);
    const answer = expectOk(await login(sealed.body, sealed.headers), 'api/login.response');
    expect(answer).toMatchObject({ userName: m.account, type: 0 });
    expect(expectOk(await call(server, '/api/member/info', { token: answer.token }), 'api/memberInfo.response').account).toBe(m.account);
    // the plain payload still works
    expectOk(await login(payload), 'api/login.response');
  });

  it('a sealed wrong password is refused as a plain one; a sealed payload of the wrong shape is checked as one', async () => {
    const m = await freshMember(server);
    const wrong = await sealLogin(await key(), { type: 'username', username: m.account, password: 'Wrong-pass1' });
    const plainWrong = await login({ type: 'username', username: m.account, password: 'Wrong-pass1' });
    const sealedWrong = await login(wrong.body, wrong.headers);
    expect(sealedWrong.status).toBe(plainWrong.status);
    expect(sealedWrong.json.code).toBe(plainWrong.json.code);
    const shapeless = await sealLogin(await key(), { type: 'username', username: m.account });
    expectError(await login(shapeless.body, shapeless.headers), 400, 'E_BAD_REQUEST');
  });

  it('refuses a key that is not the server key with E_LOGIN_KEY, naming the key to ask for', async () => {
    const m = await freshMember(server);
    const current = await key();
    const sealed = await sealLogin({ ...current, keyId: 'AnotherKey12' }, { type: 'username', username: m.account, password: m.password });
    const refused = await login(sealed.body, sealed.headers);
    expectError(refused, 400, 'E_LOGIN_KEY');
    expect(refused.json.value).toEqual({ keyId: current.keyId });
  });

  it('refuses every malformed sealed body or header with 400 E_LOGIN_ENCRYPTION, never a 500', async () => {
    const m = await freshMember(server);
    const current = await key();
    const sealed = await sealLogin(current, { type: 'username', username: m.account, password: m.password });
    const header = sealed.headers['X-Login-Encryption'];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64');
      bytes[bytes.length - 1] ^= 1;
      return bytes.toString('base64');
    };
    const bodies: unknown[] = [
      { ...sealed.body, data: flip(sealed.body.data) },
      { ...sealed.body, key: flip(sealed.body.key) },
      { ...sealed.body, iv: Buffer.alloc(12).toString('base64') },
      { ...sealed.body, iv: Buffer.alloc(16).toString('base64') },
      { ...sealed.body, extra: 'x' },
      { key: sealed.body.key, iv: sealed.body.iv },
      { ...sealed.body, data: 'not base64!' },
      { ...sealed.body, data: 'A'.repeat(10_000) },
      { ...sealed.body, key: 42 },
      [sealed.body],
      { type: 'username', username: m.account, password: m.password },
    ];
    for (const body of bodies) expectError(await login(body, { 'X-Login-Encryption': header }), 400, 'E_LOGIN_ENCRYPTION');
    for (const bad of ['RSA-OAEP-256+A256GCM', 'AES; key=abc', 'RSA-OAEP-256+A256GCM; key=short', 'x'.repeat(5000)])
      expectError(await login(sealed.body, { 'X-Login-Encryption': bad }), 400, 'E_LOGIN_ENCRYPTION');
    expectError(await login({ ...sealed.body, data: 'A'.repeat(100_000) }, { 'X-Login-Encryption': header }), 413, 'E_TOO_LARGE');
    // a sealed body without its header is a plain payload, checked as one
    expectError(await login(sealed.body), 400, 'E_BAD_REQUEST');
  });
});
