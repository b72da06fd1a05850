/**
 * The login form posted without JavaScript (issue 26, server/endpoints/login-form.ts): a
 * same-origin post signs in with the session cookie and a 303 to the home; a refusal goes back
 * to the login page with its code and never the password; a post from another site is refused
 * before anything is checked.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { call, expectOk, freshMember, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
let origin: string;

beforeAll(async () => {
  server = await startContractServer();
  origin = `http://127.0.0.1:${server.port}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Posts the login form as a browser on the site does (its own Origin, Sec-Fetch-Site same-origin) unless told otherwise. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(server, '/m/login', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { ...FORM, origin, 'sec-fetch-site': 'same-origin', ...headers },
  });
}

function sessionLine(headers: IncomingMessage['headers']): string | undefined {
  return (headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

describe('the login form without JavaScript', () => {
  it('signs a member in from the site: 303 to the home with the HttpOnly session cookie, which works', async () => {
    const member = await freshMember(server);
    const answer = await post({ username: member.account, password: member.password });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/m/home');
    const line = sessionLine(answer.headers)!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/Max-Age/);
    const cookie = line.split(';')[0];
    const info = expectOk(await call(server, '/api/member/info', { headers: { cookie } }), 'api/memberInfo.response');
    expect(info.account).toBe(member.account);
  });

  it('remembers the member when the box is ticked (a long-lived cookie)', async () => {
    const member = await freshMember(server);
    const answer = await post({ username: member.account, password: member.password, remember: 'on' });
    expect(answer.status).toBe(303);
    expect(sessionLine(answer.headers)).toMatch(/Max-Age=2592000/);
  });

  it('sends a wrong password back to the login page with its code, without the password and without a session', async () => {
    const member = await freshMember(server);
    const answer = await post({ username: member.account, password: 'wrong-password-1' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/m/login?loginError=E_LOGIN_FAILED');
    expect(sessionLine(answer.headers)).toBeUndefined();
  });

  it('refuses bad input the way the API login does, back to the login page', async () => {
    const member = await freshMember(server);
    const control = await post({ username: `${member.account}\u0007`, password: member.password });
    expect(control.headers.location).toBe('/m/login?loginError=E_BAD_CHARACTER');
    const empty = await post({ username: '', password: '' });
    expect(empty.headers.location).toBe('/m/login?loginError=E_BAD_REQUEST');
    const huge = await post({ username: member.account, password: 'x'.repeat(10_000) });
    expect(huge.headers.location).toBe('/m/login?loginError=E_TOO_LARGE');
    const json = await call(server, '/m/login', {
      method: 'POST',
      body: { username: member.account, password: member.password },
      headers: { origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(json.headers.location).toBe('/m/login?loginError=E_BAD_REQUEST');
    for (const answer of [control, empty, huge, json]) {
      expect(answer.status).toBe(303);
      expect(sessionLine(answer.headers)).toBeUndefined();
    }
  });

  it('refuses a post from another site (Origin or Sec-Fetch-Site) with 403 E_CSRF and no session, even with the right password', async () => {
    const member = await freshMember(server);
    const fields = { username: member.account, password: member.password };
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of fromElsewhere) {
      const answer = await call(server, '/m/login', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { ...FORM, ...headers },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.text).toMatch(/^E_CSRF: /);
      expect(sessionLine(answer.headers)).toBeUndefined();
    }
  });
});
