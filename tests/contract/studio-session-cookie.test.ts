/**
 * The studio's session in a cookie page script cannot read (issue 30, item 1): the cookie's flags
 * at sign-in, the token kept out of the studio page's answer, the cookie accepted alongside the
 * Bearer header, changes refused from another site (Origin, Sec-Fetch-Site, or without the
 * studio's header), sign-out clearing it, and preview sessions bound to the cookie's session.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_SESSION_COOKIE } from '../../server/studio/session-cookie.ts';
import { call, expectError, startContractServer, type CallOptions, type ContractServer } from './support/server.ts';

let server: ContractServer;
let origin: string;

const SITE = { 'x-requested-with': 'wl' };

beforeAll(async () => {
  server = await startContractServer();
  origin = `http://127.0.0.1:${server.port}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The studio cookie's Set-Cookie line of a response, or undefined. */
function studioSetCookie(headers: IncomingMessage['headers']): string | undefined {
  return (headers['set-cookie'] ?? []).find((line) => line.startsWith(`${STUDIO_SESSION_COOKIE}=`));
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

const studio = (path: string, options: CallOptions = {}) => call(server, `/studio/api/${path}`, options);

/** Signs demo-editor in as the studio's page does; the answer and the cookie's value. */
async function pageSignIn(headers: Record<string, string> = { ...SITE, origin, 'sec-fetch-site': 'same-origin' }) {
  const answer = await studio('login', { method: 'POST', body: { username: 'demo-editor', password: 'editor1234' }, headers });
  const line = studioSetCookie(answer.headers);
  return { answer, line, cookie: line ? String(attributes(line).value) : '' };
}

const withCookie = (cookie: string, extra: Record<string, string> = {}) => ({ cookie: `${STUDIO_SESSION_COOKIE}=${cookie}`, ...extra });

describe('the studio session cookie', () => {
  it('is set at sign-in HttpOnly, SameSite=Strict, Path=/studio, without Max-Age, and the page never gets the token', async () => {
    const { answer, line, cookie } = await pageSignIn();
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.value).toMatchObject({ username: 'demo-editor' });
    expect(answer.json.value.token).toBeUndefined();
    expect(answer.text).not.toContain(cookie);
    const flags = attributes(line!);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(flags).toMatchObject({ httponly: true, samesite: 'Strict', path: '/studio' });
    expect(flags['max-age']).toBeUndefined();
    expect(flags.domain).toBeUndefined();
    expect(flags.secure).toBeUndefined(); // plain HTTP here; behind HTTPS it is Secure (next test)
    // the cookie alone signs the next call in
    const me = await studio('me', { headers: withCookie(cookie) });
    expect(me.status, me.text).toBe(200);
    expect(me.json.value).toMatchObject({ username: 'demo-editor', tenants: [{ id: 'demo', role: 'editor' }] });
  });

  it('is Secure when the request came over HTTPS (the trusted proxy says so), at sign-in and sign-out', async () => {
    const https = { ...SITE, 'x-forwarded-proto': 'https', origin: `https://127.0.0.1:${server.port}`, 'sec-fetch-site': 'same-origin' };
    const { line, cookie } = await pageSignIn(https);
    expect(attributes(line!)).toMatchObject({ secure: true, httponly: true, samesite: 'Strict' });
    const out = await studio('logout', { method: 'POST', headers: withCookie(cookie, https) });
    expect(out.status, out.text).toBe(200);
    expect(attributes(studioSetCookie(out.headers)!)).toMatchObject({ value: '', 'max-age': '0', secure: true });
  });

  it('still gives a script its token (no studio header) to send as Bearer; Bearer keeps working', async () => {
    const answer = await studio('login', { method: 'POST', body: { username: 'demo-editor', password: 'editor1234' } });
    expect(answer.status, answer.text).toBe(200);
    const token = answer.json.value.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await studio('me', { token })).status).toBe(200);
    // a Bearer call carries no ambient credential: no CSRF header needed
    const logout = await studio('logout', { method: 'POST', token });
    expect(logout.status, logout.text).toBe(200);
    expectError(await studio('me', { token }), 401, 'E_UNAUTHORIZED');
  });

  it('refuses a change from another site: Origin, Sec-Fetch-Site, or without the studio header, 403 E_CSRF', async () => {
    const { cookie } = await pageSignIn();
    const check = (headers: Record<string, string>) =>
      studio('tenants/demo/check', { method: 'POST', body: { draft: {} }, headers: withCookie(cookie, headers) });
    const crossSite: Record<string, string>[] = [
      { ...SITE, origin: 'https://evil.example' },
      { ...SITE, 'sec-fetch-site': 'cross-site' },
      { ...SITE, 'sec-fetch-site': 'same-site' },
      { origin }, // a form post from the studio's own origin still lacks the header
      {},
    ];
    for (const headers of crossSite) {
      const message = expectError(await check(headers), 403, 'E_CSRF');
      expect(message).toMatch(/^Refused: /);
    }
    // and the preview session and logout too
    expectError(
      await studio('tenants/demo/preview-session', {
        method: 'POST',
        body: { role: 'member' },
        headers: withCookie(cookie, { origin: 'https://evil.example' }),
      }),
      403,
      'E_CSRF',
    );
    expectError(await studio('logout', { method: 'POST', headers: withCookie(cookie) }), 403, 'E_CSRF');
    // the session was not ended by the forged logout
    expect((await studio('me', { headers: withCookie(cookie) })).status).toBe(200);
    // a forged sign-in from another site is refused before the password is checked
    const forged = await pageSignIn({ origin: 'https://evil.example' });
    expectError(forged.answer, 403, 'E_CSRF');
    expect(forged.line).toBeUndefined();
  });

  it('binds preview sessions to the cookie session, and sign-out clears the cookie and ends both', async () => {
    const { cookie } = await pageSignIn();
    const page = withCookie(cookie, { ...SITE, origin, 'sec-fetch-site': 'same-origin' });
    const preview = await studio('tenants/demo/preview-session', { method: 'POST', body: { role: 'member' }, headers: page });
    expect(preview.status, preview.text).toBe(200);
    const previewToken = preview.json.value.token as string;
    expect((await call(server, '/api/member/info', { token: previewToken })).status).toBe(200);

    const out = await studio('logout', { method: 'POST', headers: page });
    expect(out.status, out.text).toBe(200);
    const cleared = attributes(studioSetCookie(out.headers)!);
    expect(cleared).toMatchObject({ value: '', 'max-age': '0', httponly: true, path: '/studio', samesite: 'Strict' });
    expectError(await studio('me', { headers: withCookie(cookie) }), 401, 'E_UNAUTHORIZED');
    expect((await call(server, '/api/member/info', { token: previewToken })).status).toBe(401);
  });

  it('clears a cookie the server no longer knows; a member token in it is not an operator', async () => {
    const stale = await studio('me', { headers: withCookie('A'.repeat(43)) });
    expectError(stale, 401, 'E_UNAUTHORIZED');
    expect(attributes(studioSetCookie(stale.headers)!)).toMatchObject({ value: '', 'max-age': '0' });
    // no cookie, no header: 401 and nothing set
    const none = await studio('me');
    expectError(none, 401, 'E_UNAUTHORIZED');
    expect(studioSetCookie(none.headers)).toBeUndefined();
  });
});
