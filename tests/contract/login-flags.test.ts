/**
 * SPEC 3.24's login payload: "a remember-password flag and a geetest flag are also sent". The
 * geetest flag says whether the payload answers the site's captcha (captchaId and identifying):
 * both flags are booleans, on the plain login and the sealed one alike (SPEC 3.22), anything else
 * is 400, and a geetest flag that says otherwise than the payload is 400 too.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealLogin } from '../../engine/api/login-seal.ts';
import { hashSessionToken } from '../../server/security/session-token.ts';
import { solvedCaptcha } from './account-support.ts';
import { call, expectError, expectOk, freshMember, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Payload = Record<string, unknown>;

const key = async () => expectOk(await call(server, '/api/member/login/key'), 'api/loginKey.response');
const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(server, '/api/member/login', { method: 'POST', body, headers: { 'x-forwarded-for': randomAddress(), ...headers } });
/** The payload sent plain, or sealed to the server's key with its header. */
const send = {
  plain: (payload: Payload) => post(payload),
  sealed: async (payload: Payload) => {
    const sealed = await sealLogin(await key(), payload);
    return post(sealed.body, sealed.headers);
  },
};

/** A fresh member's username payload. */
async function payloadOf(extra: Payload): Promise<Payload> {
  const m = await freshMember(server);
  return { type: 'username', username: m.account, password: m.password, ...extra };
}

/** Whether the session of this token was opened remembered. */
const rememberedOf = async (token: string) =>
  (await server.server.db.query<{ remember: boolean }>('SELECT remember FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]))
    .rows[0]?.remember;

describe('SPEC 3.24 login payload: the remember-password and geetest flags', () => {
  for (const path of ['plain', 'sealed'] as const) {
    it(`signs in with both flags, geetest false without a captcha and true with one (${path})`, async () => {
      const remembered = expectOk(await send[path](await payloadOf({ remember: true, geetest: false })), 'api/login.response');
      expect(remembered.token.length).toBeGreaterThan(0);
      const captcha = await solvedCaptcha(server);
      const answered = await payloadOf({ remember: false, geetest: true, captchaId: captcha.captchaId, identifying: captcha.answer });
      expectOk(await send[path](answered), 'api/login.response');
    });

    it(`refuses flags that are not booleans with 400 naming the flag (${path})`, async () => {
      for (const flag of ['geetest', 'remember'])
        for (const value of ['true', 1, 0, null, {}, []]) {
          const message = expectError(await send[path](await payloadOf({ [flag]: value })), 400, 'E_BAD_REQUEST');
          expect(message, `${flag}: ${JSON.stringify(value)}`).toContain(flag);
        }
    });

    it(`refuses a geetest flag that says otherwise than the payload with 400 (${path})`, async () => {
      const captcha = await solvedCaptcha(server);
      const claimed = expectError(await send[path](await payloadOf({ geetest: true })), 400, 'E_BAD_REQUEST');
      expect(claimed).toContain('body.geetest: true, but the payload does not answer a captcha');
      const half = await payloadOf({ geetest: true, captchaId: captcha.captchaId });
      expect(expectError(await send[path](half), 400, 'E_BAD_REQUEST')).toContain('body.geetest');
      const denied = await payloadOf({ geetest: false, captchaId: captcha.captchaId, identifying: captcha.answer });
      expect(expectError(await send[path](denied), 400, 'E_BAD_REQUEST')).toContain(
        'body.geetest: false, but the payload answers a captcha',
      );
    });
  }

  it('keeps the remember flag: a 30-day session when true, else 12 hours', async () => {
    const long = expectOk(await send.plain(await payloadOf({ remember: true, geetest: false })), 'api/login.response');
    expect(await rememberedOf(long.token)).toBe(true);
    const short = expectOk(await send.sealed(await payloadOf({ remember: false, geetest: false })), 'api/login.response');
    expect(await rememberedOf(short.token)).toBe(false);
  });
});
