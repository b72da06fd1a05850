/**
 * SPEC 3.27's registration payload: registerUrl (the host registered on) and domain (the domain
 * the invitation code is checked on). The server takes both from the request's own host: a
 * payload naming another is refused, the host is kept with the member and shown to its agent, and
 * an invitation code bound to one domain works only there, as the affiliate code check says.
 * Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha, tenantHeader } from './account-support.ts';
import { call, expectError, expectOk, loginToken, randomAddress, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The Host the contract server's calls carry (call() asks http://127.0.0.1:<port>). */
const host = () => new URL(server.url).host;
let n = 0;
const username = () => `site${Date.now().toString(36).slice(-6)}${n++}`;

/** A demo registration (username mode, captcha on), with extra payload fields; each from an address of its own. */
async function registerDemo(extra: Record<string, unknown>) {
  const captcha = await solvedCaptcha(server);
  const name = username();
  const result = await call(server, '/api/member/register', {
    method: 'PUT',
    headers: { ...tenantHeader(), 'x-forwarded-for': randomAddress() },
    body: {
      mode: 'username',
      method: 'H5',
      username: name,
      password: 'pass1234',
      confirmPassword: 'pass1234',
      captchaId: captcha.captchaId,
      captcha: captcha.answer,
      ...extra,
    },
  });
  return { result, name };
}

const keptUrl = async (account: string) =>
  (
    await server.server.db.query<{ register_url: string | null }>(
      `SELECT c.register_url FROM member_contacts c JOIN members m ON m.id = c.member_id WHERE m.tenant_id = 'demo' AND m.account = $1`,
      [account],
    )
  ).rows[0]?.register_url;

describe('SPEC 3.27 registration payload: registerUrl and domain', () => {
  it('keeps the host registered on, sent or not; the payload may name only the request host', async () => {
    const sent = await registerDemo({ registerUrl: host(), domain: '127.0.0.1' });
    expectOk(sent.result, 'api/register.response');
    expect(await keptUrl(sent.name)).toBe(host());
    // an API client that sends neither: the request's host all the same
    const bare = await registerDemo({});
    expectOk(bare.result, 'api/register.response');
    expect(await keptUrl(bare.name)).toBe(host());
  });

  it('refuses a payload naming another site, and bad values, with 400 naming the field', async () => {
    const other = await registerDemo({ registerUrl: 'evil.example' });
    expect(expectError(other.result, 400, 'E_BAD_REQUEST')).toContain('registerUrl');
    expect(await keptUrl(other.name)).toBeUndefined();
    expect(expectError((await registerDemo({ domain: 'evil.example' })).result, 400, 'E_BAD_REQUEST')).toContain('domain');
    expect(expectError((await registerDemo({ registerUrl: '127.0.0.1' })).result, 400, 'E_BAD_REQUEST')).toContain('registerUrl');
    for (const bad of ['a b', 'evil.example/path', 'x'.repeat(300), 'host:99999999', '']) {
      expectError((await registerDemo({ registerUrl: bad })).result, 400, 'E_BAD_REQUEST');
    }
    expectError((await registerDemo({ domain: 'evil\u0000.example' })).result, 400, 'E_BAD_CHARACTER');
  });

  it("checks the invitation code on the host registered on: a code bound to another domain is 'invitation code error'", async () => {
    const db = server.server.db;
    await db.query(
      `INSERT INTO affiliate_codes (tenant_id, code, agent_member_id, domain, active)
       VALUES ('demo', 'ELSEWHERE1', (SELECT id FROM members WHERE tenant_id = 'demo' AND account = 'agent'), 'other.example', true),
              ('demo', 'HERE0001', (SELECT id FROM members WHERE tenant_id = 'demo' AND account = 'agent'), '127.0.0.1', true)
       ON CONFLICT DO NOTHING`,
    );
    const elsewhere = await registerDemo({ invitationCode: 'ELSEWHERE1', registerUrl: host(), domain: '127.0.0.1' });
    expectError(elsewhere.result, 400, 'E_BAD_REQUEST');
    expect(elsewhere.result.json.value).toMatchObject({ field: 'invitationCode', messageKey: 'invitation_code_error' });
    // the same code without a domain in the payload: checked on the request host all the same
    expectError((await registerDemo({ invitationCode: 'ELSEWHERE1' })).result, 400, 'E_BAD_REQUEST');
    // the affiliate code check agrees
    const check = (code: string) => call(server, `/api/affiliate/check?code=${code}&domain=127.0.0.1`, { headers: tenantHeader() });
    expect(expectOk(await check('ELSEWHERE1'), 'api/affiliateCheck.response')).toEqual({ valid: false });
    expect(expectOk(await check('HERE0001'), 'api/affiliateCheck.response')).toEqual({ valid: true });
    expectOk(
      (await registerDemo({ invitationCode: 'HERE0001', registerUrl: host(), domain: '127.0.0.1' })).result,
      'api/register.response',
    );
  });

  it('shows the agent where and how its downline registered (team member detail)', async () => {
    const joined = await registerDemo({ invitationCode: 'DEMO2024', registerUrl: host(), domain: '127.0.0.1' });
    const member = expectOk(joined.result, 'api/register.response');
    const agent = await loginToken(server, 'agent', 'agent1234');
    const detail = expectOk(await call(server, `/api/agent/team/member?id=${member.id}`, { token: agent }), 'api/teamMember.response');
    expect(detail).toMatchObject({ account: joined.name, registerUrl: host(), registerMethod: 'H5' });
  });
});
