/**
 * SPEC 3.21 and 7.07 with the firebase phone-proof provider (PHONE_PROOF_PROVIDER=firebase): ID
 * tokens checked as Google documents them, against a JWK Set this test serves itself
 * (FIREBASE_JWKS_URL) with keys made by jose, so Google is never called. A good token signs in
 * once; a wrong audience or issuer, an expired token, an unknown key, a stale phone check or a
 * token without a phone number is refused.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, solvedCaptcha, tenantHeader } from './account-support.ts';
import { call, expectError, expectOk, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

const PROJECT = 'wl-demo-project';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

let server: ContractServer;
let keysServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksFetches = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  keysServer = createServer((_req, res) => {
    jwksFetches += 1;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((done) => keysServer.listen(0, '127.0.0.1', done));
  const { port } = keysServer.address() as AddressInfo;
  server = await startContractServer({
    phoneProof: { provider: 'firebase', firebaseProjectId: PROJECT, firebaseJwksUrl: `http://127.0.0.1:${port}/jwks` },
    tenants: {
      fireland: {
        tenant: {
          version: 1,
          hosts: ['fireland.test'],
          flags: { MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true },
          settings: { phoneProof: 'firebase' },
        },
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await new Promise((done) => keysServer?.close(done));
});

const nowSec = () => Math.floor(Date.now() / 1000);

/** A Firebase-shaped ID token for +63<number>; `claims` and `header` override the good ones. */
function idToken(number: string, claims: JWTPayload = {}, header: { kid?: string } = {}, key: CryptoKey = signingKey): Promise<string> {
  const good: JWTPayload = {
    iss: ISSUER,
    aud: PROJECT,
    sub: `uid-${number}`,
    iat: nowSec() - 10,
    exp: nowSec() + 3600,
    auth_time: nowSec() - 10,
    phone_number: `+63${number}`,
    firebase: { sign_in_provider: 'phone' },
    // RS256 signatures are deterministic: two tokens of one second would be the same token, used once
    nonce: randomBytes(8).toString('hex'),
  };
  return new SignJWT({ ...good, ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'key-1', ...header }).sign(key);
}

const login = (mobileNum: string, firebaseIdToken: string) =>
  call(server, '/api/member/login', {
    method: 'POST',
    body: { type: 'sms', mobileNum, countryDialingCode: '63', firebaseChannel: 'sms', firebaseIdToken },
    headers: { ...tenantHeader('fireland'), 'x-forwarded-for': randomAddress() },
  });

async function registered(): Promise<string> {
  const number = freshNumber();
  const { captchaId, answer } = await solvedCaptcha(server, 'fireland');
  const body = {
    mode: 'mobile',
    method: 'H5',
    mobileNum: number,
    countryDialingCode: '63',
    password: 'secret12',
    confirmPassword: 'secret12',
    captchaId,
    captcha: answer,
    firebaseChannel: 'sms',
    firebaseIdToken: await idToken(number),
  };
  expectOk(await call(server, '/api/member/register', { method: 'PUT', body, headers: tenantHeader('fireland') }), 'api/register.response');
  return number;
}

describe('SPEC 3.21, 3.28 and 7.07 with the firebase provider (a local JWK Set)', () => {
  it('registers and signs in with a Firebase ID token of the number, once', async () => {
    const number = await registered();
    const token = await idToken(number);
    expectOk(await login(number, token), 'api/login.response');
    expectError(await login(number, token), 401, 'E_LOGIN_FAILED');
    expect(jwksFetches).toBeGreaterThan(0);
  });

  it('refuses a wrong audience or issuer, an expired token, an unknown key and a forged signature', async () => {
    // one registered member each: refusals of one account past 3 would ask for a captcha first
    const refused: ((number: string) => Promise<string>)[] = [
      (n) => idToken(n, { aud: 'another-project' }),
      (n) => idToken(n, { iss: 'https://securetoken.google.com/another-project' }),
      (n) => idToken(n, { iss: 'https://accounts.google.com' }),
      (n) => idToken(n, { exp: nowSec() - 120, iat: nowSec() - 3700, auth_time: nowSec() - 3700 }),
      (n) => idToken(n, {}, { kid: 'key-unknown' }, strangerKey),
      (n) => idToken(n, {}, {}, strangerKey),
      (n) => idToken(n, { iat: nowSec() + 600 }),
    ];
    for (const make of refused) {
      const number = await registered();
      expectError(await login(number, await make(number)), 401, 'E_LOGIN_FAILED');
      // the member is there: a good token of the number signs in
      expectOk(await login(number, await idToken(number)), 'api/login.response');
    }
  });

  it('refuses a stale phone check (auth_time over 5 minutes ago), one in the future, no phone number and an empty subject', async () => {
    const number = await registered();
    const refused = [
      await idToken(number, { auth_time: nowSec() - 6 * 60 }),
      await idToken(number, { auth_time: nowSec() + 600 }),
      await idToken(number, { phone_number: undefined }),
      await idToken(number, { sub: '' }),
    ];
    for (const token of refused.slice(0, 2)) expectError(await login(number, token), 401, 'E_LOGIN_FAILED');
    const other = freshNumber();
    for (const token of refused.slice(2)) expectError(await login(other, token), 401, 'E_LOGIN_FAILED');
  });

  it('says E_FIREBASE_PHONE_MISMATCH for a good token of another number', async () => {
    const number = await registered();
    expectError(await login(number, await idToken(freshNumber())), 401, 'E_FIREBASE_PHONE_MISMATCH');
  });

  it('issues no console tokens under the firebase provider', async () => {
    const issued = await call(server, '/api/dev/firebase-token', {
      method: 'POST',
      body: { mobileNum: freshNumber(), countryDialingCode: '63' },
      headers: tenantHeader('fireland'),
    });
    expectError(issued, 404, 'E_NOT_FOUND');
  });
});
