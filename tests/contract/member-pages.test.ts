/**
 * A signed-in member's pages (issue 26 item 2): the page request's session cookie decides who the
 * page is for. A member's page carries their own account answers (member info, balance, game
 * wallets, unread counts), never another member's, and no cache may keep it; a browser whose
 * session ended is told to forget it and gets the guest page with its cookies cleared; a guest's
 * page is as before. (The markup itself is rendered from the real build: tests/e2e/member-first-paint.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshMember, loginToken, type CallResult, type ContractServer, startContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The answers a page carries (its #first-data script), by call key. */
function pageData(page: CallResult): Record<string, unknown> {
  const match = /<script id="first-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page.text);
  expect(match, 'the page carries first data').not.toBeNull();
  return JSON.parse(match![1]) as Record<string, unknown>;
}

const page = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  call(server, path, { headers: { 'x-tenant': 'demo', ...(cookie ? { cookie } : {}), ...headers } });

async function signedIn() {
  const member = await freshMember(server);
  const token = await loginToken(server, member.account, member.password);
  return { ...member, token, cookie: `wl_session=${token}; wl_member=1` };
}

describe("a member's page", () => {
  it("carries that member's account answers, is private and never kept, and varies by cookie", async () => {
    const member = await signedIn();
    for (const path of ['/m/home', '/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/transaction/record', '/m/gameList']) {
      const answer = await page(path, member.cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      expect(String(answer.headers.vary), path).toMatch(/\bCookie\b/);
      expect(answer.headers['set-cookie'], path).toBeUndefined();
      const data = pageData(answer);
      expect(data['memberInfo?{}'], path).toMatchObject({ id: member.id, account: member.account });
      expect(data['wallet?{}'], path).toMatchObject({ sumBalance: '0.00' });
      expect(data['unreadInbox?{}'], path).toEqual({ count: expect.any(Number) });
      expect(data['unreadAnnouncements?{}'], path).toEqual({ count: expect.any(Number) });
      expect(data['merchantWallet?{}'], path).toMatchObject({ list: expect.any(Array) });
    }
  });

  it("holds only its own member's data, whoever else is signed in", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const pageA = await page('/m/home', a.cookie);
    const pageB = await page('/m/home', b.cookie);
    expect((pageData(pageA)['memberInfo?{}'] as { id: number }).id).toBe(a.id);
    expect((pageData(pageB)['memberInfo?{}'] as { id: number }).id).toBe(b.id);
    expect(pageA.text).not.toContain(b.account);
    expect(pageB.text).not.toContain(a.account);
  });

  it('never carries a session token, and a Bearer header does not make a page a member page', async () => {
    const member = await signedIn();
    expect((await page('/m/home', member.cookie)).text).not.toContain(member.token);
    const withBearer = await call(server, '/m/home', { token: member.token, headers: { 'x-tenant': 'demo' } });
    expect(withBearer.headers['cache-control']).toBe('no-cache');
    expect(pageData(withBearer)['memberInfo?{}']).toBeUndefined();
  });
});

describe('a browser whose session ended', () => {
  it('gets the guest page, told to forget the session, with its cookies cleared, after logout', async () => {
    const member = await signedIn();
    const logout = await call(server, '/api/member/logout', { method: 'DELETE', token: member.token, headers: { 'x-tenant': 'demo' } });
    expect(logout.status).toBe(200);
    const answer = await page('/m/home', member.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = pageData(answer);
    expect(data['memberInfo?{}']).toBeNull();
    expect(data['wallet?{}']).toBeUndefined();
    const cleared = (answer.headers['set-cookie'] ?? []).join('\n');
    expect(cleared).toMatch(/wl_session=; Max-Age=0; HttpOnly/);
    expect(cleared).toMatch(/wl_member=; Max-Age=0/);
  });

  it("is told the same for a forged or another tenant's cookie, and for a member hint with no session cookie", async () => {
    const lucky = await freshMember(server, 'lucky');
    const luckyToken = await loginToken(server, lucky.account, lucky.password, {}, 'lucky');
    for (const cookie of ['wl_session=not-a-token', `wl_session=${'A'.repeat(43)}`, `wl_session=${luckyToken}`, 'wl_member=1']) {
      const data = pageData(await page('/m/home', cookie));
      expect(data['memberInfo?{}'], cookie).toBeNull();
    }
  });
});

describe("a guest's page", () => {
  it('is as before: no member data, no cookie cleared, revalidated', async () => {
    const answer = await page('/m/home');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers.vary)).toMatch(/\bCookie\b/);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const data = pageData(answer);
    expect(data['memberInfo?{}']).toBeUndefined();
    expect(data['systemStatus?{}']).toMatchObject({ status: 0 });
  });
});
