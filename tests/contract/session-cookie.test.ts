/**
 * The session in a cookie page script cannot read (issue 26): the cookie's flags, sign-in and
 * logout, the token on the page address, CSRF refused from another site, the Bearer header for
 * API clients, and one-time launch tickets (single use, expiring, bound to their member and game).
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINT_COOKIES } from '../../engine/core/first-screen.ts';
import { servedOverHttps } from '../../server/security/headers.ts';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE, sessionCookies } from '../../server/http/session-cookie.ts';
import { tenantHeader } from './account-support.ts';
import { call, expectError, expectOk, freshMember, startContractServer, type CallOptions, type ContractServer } from './support/server.ts';

let server: ContractServer;
let host: string;
let slotGame: { nodeId: number; vassalage: string };
let otherSlotGame: { nodeId: number };
let lotteryGame: { gameId: string; nodeId: number };

const SITE = { 'x-requested-with': 'wl' };
const TRUSTED = 'https://games.example';

beforeAll(async () => {
  server = await startContractServer({
    tenants: {
      // a tenant whose task page and one link provider live on a trusted origin
      trusty: {
        tenant: {
          version: 1,
          hosts: ['trusty.test'],
          security: { allowedOrigins: [], trustedOrigins: [TRUSTED] },
          downloadLinks: [{ resourceType: 'TASK', url: `${TRUSTED}/task` }],
        },
      },
    },
  });
  host = `127.0.0.1:${server.port}`;
  const slots = expectOk(await call(server, '/api/games/list?gameType=RNG&pageSize=2'), 'api/gameList.response').games;
  [slotGame, otherSlotGame] = slots;
  lotteryGame = expectOk(await call(server, '/api/games/list?gameType=LOTT&pageSize=1'), 'api/gameList.response').games[0];
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Every Set-Cookie line of a response, by cookie name. */
function setCookies(headers: IncomingMessage['headers']): Record<string, string> {
  const lines = headers['set-cookie'] ?? [];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The attributes of one Set-Cookie line, lower-cased names (value first as `value`). */
function attributes(line: string): Record<string, string | true> {
  const [pair, ...rest] = line.split(';').map((part) => part.trim());
  const found: Record<string, string | true> = { value: pair.slice(pair.indexOf('=') + 1) };
  for (const part of rest) {
    const eq = part.indexOf('=');
    found[(eq < 0 ? part : part.slice(0, eq)).toLowerCase()] = eq < 0 ? true : part.slice(eq + 1);
  }
  return found;
}

/** A username login; `site`: sent as the site's own call (X-Requested-With), which gets no token in the body. */
async function login(
  account: string,
  password: string,
  options: { remember?: boolean; site?: boolean; headers?: Record<string, string> } = {},
) {
  return call(server, '/api/member/login', {
    method: 'POST',
    body: { type: 'username', username: account, password, ...(options.remember ? { remember: true } : {}) },
    headers: { ...(options.site ? SITE : {}), ...options.headers },
  });
}

/** A fresh member signed in as the site signs in: its session cookie's value. */
async function cookieSession(): Promise<{ id: number; cookie: string; token: string }> {
  const member = await freshMember(server);
  const result = await login(member.account, member.password, { site: true });
  const value = expectOk(result, 'api/login.response');
  expect(value.token, 'the site never gets the token in a body').toBeUndefined();
  const cookie = String(attributes(setCookies(result.headers)[SESSION_COOKIE]).value);
  return { id: member.id, cookie, token: cookie };
}

/** A call carrying the session cookie (and the site's header unless `headers` says otherwise). */
const withCookie = (path: string, cookie: string, options: CallOptions = {}) =>
  call(server, path, { ...options, headers: { cookie: `${SESSION_COOKIE}=${cookie}`, ...SITE, ...options.headers } });

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and host-only, ends with the browser without "remember me", and comes with the member hint', async () => {
    const result = await login('demo', 'demo1234', { site: true });
    expectOk(result, 'api/login.response');
    const cookies = setCookies(result.headers);
    const session = attributes(cookies[SESSION_COOKIE]);
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session.domain, 'host-only: each tenant host has its own').toBeUndefined();
    expect(session['max-age'], 'a browser-session cookie').toBeUndefined();
    expect(session.expires).toBeUndefined();
    expect(session.secure, 'plain HTTP').toBeUndefined();
    // the first screen's member hint, which script may read: no credential in it
    expect(MEMBER_HINT_COOKIE).toBe(HINT_COOKIES.member);
    const hint = attributes(cookies[MEMBER_HINT_COOKIE]);
    expect(hint).toMatchObject({ value: '1', samesite: 'Lax', path: '/' });
    expect(hint.httponly).toBeUndefined();
    expect(hint['max-age'], 'the hint ends with the session cookie').toBeUndefined();
  });

  it('lives 30 days with "remember me"', async () => {
    const result = await login('demo', 'demo1234', { site: true, remember: true });
    expect(attributes(setCookies(result.headers)[SESSION_COOKIE])['max-age']).toBe(String(30 * 24 * 3600));
    expect(attributes(setCookies(result.headers)[MEMBER_HINT_COOKIE])['max-age']).toBe(String(365 * 24 * 3600));
  });

  it('is Secure when the trusted proxy says the request came over HTTPS, and only then', async () => {
    const https = await login('demo', 'demo1234', { site: true, headers: { 'x-forwarded-proto': 'https' } });
    expect(attributes(setCookies(https.headers)[SESSION_COOKIE]).secure).toBe(true);
    expect(attributes(setCookies(https.headers)[MEMBER_HINT_COOKIE]).secure).toBe(true);
    const http = await login('demo', 'demo1234', { site: true, headers: { 'x-forwarded-proto': 'http' } });
    expect(attributes(setCookies(http.headers)[SESSION_COOKIE]).secure).toBeUndefined();
    // without TRUST_PROXY the header is anyone's to send: no HTTPS, no Secure
    const untrusted = { headers: { 'x-forwarded-proto': 'https' }, socket: { encrypted: false } } as unknown as IncomingMessage;
    expect(sessionCookies('t', { secure: servedOverHttps(untrusted, false) })[0]).not.toContain('Secure');
  });

  it('is set by register, free trial and test play too (SMS login is the login call), each answering the site without a token', async () => {
    const username = `ck${Date.now().toString(36)}`.slice(0, 16);
    const registered = await call(server, '/api/member/register', {
      method: 'PUT',
      body: {
        mode: 'username',
        method: 'H5',
        username,
        password: 'secret12',
        confirmPassword: 'secret12',
        paymentPassword: '123456',
        birthDate: '1990-05-17',
      },
      headers: { ...tenantHeader('lucky'), ...SITE },
    });
    const trial = await call(server, '/api/member/trial', { method: 'POST', body: {}, headers: SITE });
    const testPlay = await call(server, '/api/member/testPlay', { method: 'POST', body: { moduleId: 'COMM3' }, headers: SITE });
    for (const [result, schema] of [
      [registered, 'api/register.response'],
      [trial, 'api/trialLogin.response'],
      [testPlay, 'api/testPlay.response'],
    ] as const) {
      const value = expectOk(result, schema);
      expect(value.token).toBeUndefined();
      const cookie = attributes(setCookies(result.headers)[SESSION_COOKIE]);
      expect(cookie).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
      const wallet = await withCookie('/api/wallet', String(cookie.value), { headers: result === registered ? tenantHeader('lucky') : {} });
      expectOk(wallet, 'api/wallet.response');
    }
  });

  it('authenticates the browser; the Authorization header, when sent, wins (API clients and tests)', async () => {
    const a = await cookieSession();
    const b = await cookieSession();
    expect(expectOk(await withCookie('/api/member/info', a.cookie), 'api/memberInfo.response').id).toBe(a.id);
    const both = await withCookie('/api/member/info', a.cookie, { token: b.token });
    expect(expectOk(both, 'api/memberInfo.response').id).toBe(b.id);
    // an API client gets the token in the body and uses it as a Bearer token
    const member = await freshMember(server);
    const value = expectOk(await login(member.account, member.password), 'api/login.response');
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expectOk(await call(server, '/api/member/info', { token: value.token }), 'api/memberInfo.response').id).toBe(member.id);
  });

  it('logout ends the session on the server and clears the cookie; the old value then works nowhere', async () => {
    const { cookie } = await cookieSession();
    const out = await withCookie('/api/member/logout', cookie, { method: 'DELETE' });
    expectOk(out, 'api/logout.response');
    const cleared = setCookies(out.headers);
    expect(attributes(cleared[SESSION_COOKIE])).toMatchObject({ value: '', 'max-age': '0', httponly: true, path: '/' });
    expect(attributes(cleared[MEMBER_HINT_COOKIE])).toMatchObject({ value: '', 'max-age': '0' });
    // as a cookie: a guest (refused where a member is needed, and told to forget it)
    const again = await withCookie('/api/wallet', cookie);
    expectError(again, 401, 'E_UNAUTHORIZED');
    expect(attributes(setCookies(again.headers)[SESSION_COOKIE])['max-age']).toBe('0');
    // as a Bearer token
    expectError(await call(server, '/api/wallet', { token: cookie }), 401, 'E_UNAUTHORIZED');
  });

  it("an ended session's cookie leaves a guest's pages working: calls open to guests answer as for a guest", async () => {
    const { cookie } = await cookieSession();
    expectOk(await withCookie('/api/member/logout', cookie, { method: 'DELETE' }), 'api/logout.response');
    expect(expectOk(await withCookie('/api/loyalty', cookie), 'api/loyaltyStatus.response').member).toBeNull();
    expectOk(await withCookie('/api/loyalty', 'not-a-token'), 'api/loyaltyStatus.response');
  });
});

describe('a token on the page address (SPEC 4)', () => {
  it('becomes the session cookie and leaves the address: 303 to the same address without it', async () => {
    const member = await freshMember(server);
    const { token } = expectOk(await login(member.account, member.password, { remember: true }), 'api/login.response');
    const page = await call(server, `/m/deposit?token=${token}&tab=2`);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/m/deposit?tab=2');
    expect(page.headers['cache-control']).toBe('no-store');
    const cookie = attributes(setCookies(page.headers)[SESSION_COOKIE]);
    expect(cookie).toMatchObject({ value: token, httponly: true, samesite: 'Lax', path: '/' });
    // a remembered session's cookie lives as long as the session (30 days, less the moments since)
    expect(Number(cookie['max-age'])).toBeGreaterThan(30 * 24 * 3600 - 120);
    expect(setCookies(page.headers)[MEMBER_HINT_COOKIE]).toContain(`${MEMBER_HINT_COOKIE}=1`);
    expect(page.text).not.toContain(token);
  });

  it('a token that names no live session only leaves the address; the redirect never leaves the site', async () => {
    const unknown = await call(server, `/m/home?token=${'A'.repeat(43)}`);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.location).toBe('/m/home');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const sneaky = await call(server, `//evil.example/?token=x`);
    expect(sneaky.status).toBe(303);
    expect(sneaky.headers.location).toBe('/evil.example/');
  });
});

describe('CSRF: a change made with the cookie', () => {
  const favourite = (cookie: string, headers: Record<string, string>) =>
    call(server, '/api/games/favourites', {
      method: 'POST',
      body: { nodeId: slotGame.nodeId },
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, ...headers },
    });

  it('is refused from another site: Origin, Sec-Fetch-Site, or without the site header, 403 E_CSRF', async () => {
    const { cookie } = await cookieSession();
    const refused: Record<string, string>[] = [
      { ...SITE, origin: 'https://evil.example' },
      { ...SITE, origin: 'null' },
      { ...SITE, 'sec-fetch-site': 'cross-site' },
      { ...SITE, 'sec-fetch-site': 'same-site' },
      { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { ...SITE, 'x-requested-with': 'XMLHttpRequest' },
    ];
    for (const headers of refused) {
      const message = expectError(await favourite(cookie, headers), 403, 'E_CSRF');
      expect(message, JSON.stringify(headers)).toMatch(/^Refused: .+ Changes are accepted only from the site's own pages$/);
    }
    expect(expectError(await favourite(cookie, { ...SITE, origin: 'https://evil.example' }), 403, 'E_CSRF')).toContain(
      'https://evil.example',
    );
    // nothing was added
    expect(expectOk(await withCookie('/api/games/favourites/ids', cookie), 'api/favouriteIds.response').content).toEqual([]);
  });

  it('is accepted from the site itself', async () => {
    const { cookie } = await cookieSession();
    expectOk(await favourite(cookie, { ...SITE, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }), 'api/favouriteAdd.response');
    expectOk(await favourite(cookie, SITE), 'api/favouriteAdd.response');
    // behind a TLS proxy the server was not told about, the browser's https origin is still this site
    expectOk(await favourite(cookie, { ...SITE, origin: `https://${host}` }), 'api/favouriteAdd.response');
    // told the request came over HTTPS, an http page is another site
    expectError(await favourite(cookie, { ...SITE, origin: `http://${host}`, 'x-forwarded-proto': 'https' }), 403, 'E_CSRF');
  });

  it('covers a GET that writes', async () => {
    const { cookie } = await cookieSession();
    const path = `/api/games/recent/add?nodeId=${slotGame.nodeId}`;
    expectError(
      await call(server, path, { headers: { cookie: `${SESSION_COOKIE}=${cookie}`, 'sec-fetch-site': 'cross-site' } }),
      403,
      'E_CSRF',
    );
    expectError(await call(server, path, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }), 403, 'E_CSRF');
    expectOk(await withCookie(path, cookie), 'api/recentAdd.response');
  });

  it('does not apply to the Bearer header, which no other site can make a browser send', async () => {
    const { token } = await cookieSession();
    const result = await call(server, '/api/games/favourites', {
      method: 'POST',
      body: { nodeId: slotGame.nodeId },
      token,
      headers: { origin: 'https://evil.example' },
    });
    expectOk(result, 'api/favouriteAdd.response');
  });

  it("a sign-in from another site is refused too (it would put the victim in the attacker's session)", async () => {
    const forged = await login('demo', 'demo1234', { headers: { origin: 'https://evil.example' } });
    expectError(forged, 403, 'E_CSRF');
    expect(forged.headers['set-cookie']).toBeUndefined();
    expectError(await call(server, '/api/member/trial', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'E_CSRF');
  });
});

describe('launch tickets', () => {
  const ticketFor = async (token: string, body: Record<string, unknown>, tenant = 'demo') =>
    expectOk(
      await call(server, '/api/launch/ticket', { method: 'POST', body, token, headers: tenantHeader(tenant) }),
      'api/launchTicket.response',
    ) as { ticket: string; expiresIn: number };
  const slotTicket = async (token: string, game: { nodeId: number } = slotGame) => {
    const { url } = expectOk(
      await call(server, '/api/games/launch', {
        method: 'POST',
        body: { gameCategory: 'RNG', vendor: slotGame.vassalage, nodeId: game.nodeId },
        token,
      }),
      'api/launchGame.response',
    );
    return new URL(url, 'http://site.test').searchParams.get('launch')!;
  };
  const open = (launch: string, options: { token?: string; nodeId?: number } = {}) =>
    call(server, '/api/demo-game/session', {
      method: 'POST',
      body: { launch, ...(options.nodeId ? { nodeId: options.nodeId } : {}) },
      token: options.token,
    });

  it('a frame gets a ticket, never the session: the lottery frame opens its game session once, and plays in it', async () => {
    const { token } = await cookieSession();
    const { ticket, expiresIn } = await ticketFor(token, { kind: 'lottery', gameId: lotteryGame.gameId });
    expect(expiresIn).toBe(60);
    expect(ticket).not.toBe(token);
    expectError(await open(token), 401, 'E_LAUNCH_INVALID');
    const opened = expectOk(await open(ticket), 'api/demoGameSession.response');
    expect(opened.game.nodeId).toBe(lotteryGame.nodeId);
    expect(opened.bets).toEqual(['1.00', '2.00', '5.00', '10.00']);
    // single use
    expectError(await open(ticket), 401, 'E_LAUNCH_INVALID');
    // the ticket is no session
    expectError(await call(server, '/api/wallet', { token: ticket }), 401, 'E_UNAUTHORIZED');
    const draw = await call(server, '/api/demo-game/lottery/draw', {
      method: 'POST',
      body: { session: opened.session, picks: [1, 2, 3], bet: '1.00', idempotencyKey: `draw-${Date.now()}` },
    });
    // a fresh member has no money: the draw reaches the ledger as that member
    expectError(draw, 400, 'E_INSUFFICIENT_FUNDS');
  });

  it('is single use: the second presentation is refused, even by its own member', async () => {
    const { token } = await cookieSession();
    const launch = await slotTicket(token);
    expectOk(await open(launch, { token }), 'api/demoGameSession.response');
    expectError(await open(launch, { token }), 401, 'E_LAUNCH_INVALID');
  });

  it('expires after a minute', async () => {
    const { token } = await cookieSession();
    const launch = await slotTicket(token);
    const lottery = (await ticketFor(token, { kind: 'lottery', gameId: lotteryGame.gameId })).ticket;
    server.advanceClock(61_000);
    expectError(await open(launch), 401, 'E_LAUNCH_INVALID');
    expectError(await open(lottery), 401, 'E_LAUNCH_INVALID');
  });

  it("is bound to its member: another member's session cannot use it (and spends it)", async () => {
    const a = await cookieSession();
    const b = await cookieSession();
    const launch = await slotTicket(a.token);
    expectError(await open(launch, { token: b.token }), 401, 'E_LAUNCH_INVALID');
    expectError(await open(launch, { token: a.token }), 401, 'E_LAUNCH_INVALID');
    // through the frame's own cookie the same
    const lottery = (await ticketFor(a.token, { kind: 'lottery', gameId: lotteryGame.gameId })).ticket;
    expectError(
      await withCookie('/api/demo-game/session', b.cookie, { method: 'POST', body: { launch: lottery } }),
      401,
      'E_LAUNCH_INVALID',
    );
    const own = (await ticketFor(a.token, { kind: 'lottery', gameId: lotteryGame.gameId })).ticket;
    expectOk(
      await withCookie('/api/demo-game/session', a.cookie, { method: 'POST', body: { launch: own } }),
      'api/demoGameSession.response',
    );
  });

  it('is bound to its game: a game server naming another game is refused', async () => {
    const { token } = await cookieSession();
    expectError(await open(await slotTicket(token), { nodeId: otherSlotGame.nodeId }), 401, 'E_LAUNCH_INVALID');
    const opened = expectOk(await open(await slotTicket(token), { nodeId: slotGame.nodeId }), 'api/demoGameSession.response');
    expect(opened.game.nodeId).toBe(slotGame.nodeId);
  });

  it('a task or link ticket goes only to a trusted origin, and tells its provider once who the member is', async () => {
    const member = await freshMember(server, 'trusty');
    const { token } = expectOk(
      await call(server, '/api/member/login', {
        method: 'POST',
        body: { type: 'username', username: member.account, password: member.password },
        headers: tenantHeader('trusty'),
      }),
      'api/login.response',
    );
    const redeem = (ticket: string, kind: string) =>
      call(server, '/api/launch/redeem', { method: 'POST', body: { ticket, kind }, headers: tenantHeader('trusty') });
    const task = await ticketFor(token, { kind: 'task' }, 'trusty');
    expect(expectOk(await redeem(task.ticket, 'task'), 'api/launchRedeem.response')).toEqual({
      merchantCode: 'trusty',
      id: member.id,
      userName: member.account,
      type: 0,
      origin: TRUSTED,
    });
    expectError(await redeem(task.ticket, 'task'), 401, 'E_LAUNCH_INVALID');
    const link = await ticketFor(token, { kind: 'link', url: `${TRUSTED}/play?t={token}` }, 'trusty');
    expectError(await redeem(link.ticket, 'task'), 401, 'E_LAUNCH_INVALID');
    const refused = (url: string) =>
      call(server, '/api/launch/ticket', { method: 'POST', body: { kind: 'link', url }, token, headers: tenantHeader('trusty') });
    for (const url of ['https://evil.example/steal?t={token}', '/m/home?t={token}', 'javascript:alert(1)']) {
      expectError(await refused(url), 403, 'E_URL_TOKEN');
    }
    // demo trusts no origin, and its TASK link is not set
    const { token: demo } = await cookieSession();
    expectError(
      await call(server, '/api/launch/ticket', { method: 'POST', body: { kind: 'link', url: `${TRUSTED}/play` }, token: demo }),
      403,
      'E_URL_TOKEN',
    );
    expectError(await call(server, '/api/launch/ticket', { method: 'POST', body: { kind: 'task' }, token: demo }), 404, 'E_NOT_FOUND');
    // a guest gets none
    expectError(
      await call(server, '/api/launch/ticket', { method: 'POST', body: { kind: 'task' }, headers: tenantHeader('trusty') }),
      401,
      'E_UNAUTHORIZED',
    );
  });
});
