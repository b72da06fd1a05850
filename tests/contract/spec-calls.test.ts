/**
 * SPEC 7's calls built in issue 27 ("Calls and data"): set and get head icon (Account; set is
 * form encoded), checked end to end against the running server: schema, auth, the data it keeps
 * and hostile input. Runs on PGlite and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A signed-in fresh member of a tenant. */
async function member(tenant = 'demo', type = 0): Promise<string> {
  const m = await freshMember(server, tenant, type);
  return loginToken(server, m.account, m.password, {}, tenant === 'demo' ? undefined : tenant);
}

const getHeadIcon = (token?: string, tenant = 'demo') => call(server, '/api/member/headIcon', { token, headers: { 'x-tenant': tenant } });
/** Set head icon with a raw form-encoded body (or another type, when headers say so). */
const setHeadIcon = (token: string | undefined, body: string | undefined, headers: Record<string, string> = FORM, tenant = 'demo') =>
  call(server, '/api/member/headIcon', { method: 'POST', token, body, headers: { ...headers, 'x-tenant': tenant } });

describe('SPEC 7 head icon: set (POST form encoded) and get (GET)', () => {
  it('needs a session for both', async () => {
    expectError(await getHeadIcon(), 401, 'E_UNAUTHORIZED');
    expectError(await setHeadIcon(undefined, 'headIcon=fox'), 401, 'E_UNAUTHORIZED');
  });

  it('a new member has none and is offered the shipped avatars, each served as an SVG', async () => {
    const token = await member();
    const value = expectOk(await getHeadIcon(token), 'api/headIcon.response');
    expect(value.headIcon).toBeNull();
    expect(value.icons.map((i: { id: string }) => i.id)).toEqual(['fox', 'owl', 'cat', 'panda', 'robot', 'tiger']);
    for (const icon of value.icons as { id: string; url: string }[]) {
      expect(icon.url).toBe(`/assets/avatars/${icon.id}.svg`);
      const asset = await call(server, icon.url);
      expect(asset.status, icon.url).toBe(200);
      expect(String(asset.headers['content-type'])).toContain('image/svg+xml');
    }
  });

  it('sets the avatar from a form-encoded body; get answers it, per member and on both tenants', async () => {
    const [demo, other, lucky] = await Promise.all([member(), member(), member('lucky')]);
    const set = expectOk(await setHeadIcon(demo, 'headIcon=owl'), 'api/headIconSet.response');
    expect(set.headIcon).toEqual({ id: 'owl', url: '/assets/avatars/owl.svg' });
    expect(expectOk(await getHeadIcon(demo), 'api/headIcon.response').headIcon.id).toBe('owl');
    // a charset parameter is the same media type
    expectOk(
      await setHeadIcon(demo, 'headIcon=panda', { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }),
      'api/headIconSet.response',
    );
    expect(expectOk(await getHeadIcon(demo), 'api/headIcon.response').headIcon.id).toBe('panda');
    expect(expectOk(await getHeadIcon(other), 'api/headIcon.response').headIcon).toBeNull();
    expectOk(await setHeadIcon(lucky, 'headIcon=tiger', FORM, 'lucky'), 'api/headIconSet.response');
    expect(expectOk(await getHeadIcon(lucky, 'lucky'), 'api/headIcon.response').headIcon.id).toBe('tiger');
  });

  it('refuses a JSON body (the route is form encoded), an avatar the site does not ship and a malformed form, naming the field', async () => {
    const token = await member();
    const json = await setHeadIcon(token, JSON.stringify({ headIcon: 'fox' }), { 'content-type': 'application/json' });
    expect(expectError(json, 400, 'E_BAD_REQUEST')).toBe('body: must be sent as application/x-www-form-urlencoded');
    for (const body of ['headIcon=dragon', 'headIcon=..%2F..%2Fetc%2Fpasswd', 'headIcon=FOX', 'headIcon=']) {
      expect(expectError(await setHeadIcon(token, body), 400, 'E_BAD_REQUEST'), body).toMatch(/^body\.headIcon: /);
    }
    expect(expectError(await setHeadIcon(token, 'headIcon=fox&admin=1'), 400, 'E_BAD_REQUEST')).toBe('body.admin: is not allowed');
    expect(expectError(await setHeadIcon(token, 'headIcon=fox&headIcon=owl'), 400, 'E_BAD_REQUEST')).toMatch(/^body\.headIcon: /);
    expect(expectError(await setHeadIcon(token, undefined), 400, 'E_BAD_REQUEST')).toBe('body.headIcon: is required');
    expect(expectError(await setHeadIcon(token, '__proto__=fox'), 400, 'E_BAD_REQUEST')).toMatch(/^body\.(headIcon|__proto__): /);
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
    expect(expectError(await setHeadIcon(token, `${many}&headIcon=fox`), 400, 'E_BAD_REQUEST')).toBe('body: more than 1000 fields');
    expect(expectError(await setHeadIcon(token, `${'a=1&'.repeat(21)}headIcon=fox`), 400, 'E_BAD_REQUEST')).toBe(
      'body.a: given more than 20 times',
    );
    expectError(await setHeadIcon(token, `headIcon=${'x'.repeat(70 * 1024)}`), 413, 'E_TOO_LARGE');
    expect(expectOk(await getHeadIcon(token), 'api/headIcon.response').headIcon).toBeNull();
  });

  it('control characters, in a value or a field name, are 400 E_BAD_CHARACTER naming the field', async () => {
    const token = await member();
    for (const [body, field] of [
      ['headIcon=fox%00', 'body.headIcon'],
      ['headIcon=f%07ox', 'body.headIcon'],
      ['headIcon=fox%C2%85', 'body.headIcon'],
      ['headIcon=fox%7F', 'body.headIcon'],
      ['head%01Icon=fox', 'body'],
    ]) {
      const result = await setHeadIcon(token, body);
      expectError(result, 400, 'E_BAD_CHARACTER');
      expect(result.json.value, body).toEqual({ field });
    }
    expect(expectOk(await getHeadIcon(token), 'api/headIcon.response').headIcon).toBeNull();
  });

  it('a trial account may not set one (403 E_FREE_REJECT)', async () => {
    const trial = await member('demo', 4);
    expectError(await setHeadIcon(trial, 'headIcon=fox'), 403, 'E_FREE_REJECT');
    expect(expectOk(await getHeadIcon(trial), 'api/headIcon.response').headIcon).toBeNull();
  });

  it('a change made with the session cookie needs the site header, as every change does (403 E_CSRF)', async () => {
    const m = await freshMember(server);
    const login = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: m.account, password: m.password },
      headers: { 'x-requested-with': 'wl' },
    });
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    expect(cookie).toMatch(/=/);
    expectError(await setHeadIcon(undefined, 'headIcon=fox', { ...FORM, cookie }), 403, 'E_CSRF');
    expectOk(await setHeadIcon(undefined, 'headIcon=fox', { ...FORM, cookie, 'x-requested-with': 'wl' }), 'api/headIconSet.response');
  });
});
