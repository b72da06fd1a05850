/**
 * A session page script cannot read (issue 26): after signing in through the login screen, no
 * string a script can reach (localStorage, sessionStorage, document.cookie) works as a
 * credential, while the page itself keeps working on its HttpOnly cookie; logout ends that
 * cookie's session on the server. A token on the page address (SPEC 4) signs the browser in and
 * leaves neither the address bar nor the history.
 */
import type { APIRequestContext } from '@playwright/test';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { EDIT_TENANTS, TICKET_LINK } from '../support/server.ts';
import {
  baseUrl,
  control,
  dismissLoginPopups,
  expect,
  freshLuckyMember,
  hostUrl,
  logIn,
  openSideMenu,
  sessionToken,
  t,
  test,
  waitForScreen,
} from '../support/fixtures.ts';

/** Every string in a value: itself, and when it is JSON, every key and string inside, at any depth. */
function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value) into.add(value);
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === 'object') stringsIn(parsed, into);
    } catch {
      // not JSON: the string itself is the candidate
    }
  } else if (typeof value === 'number') {
    into.add(String(value));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      stringsIn(inner, into);
    }
  }
  return into;
}

/** The HTTP status of GET `path` with `credential` as a Bearer token and as the session cookie, from a client holding no cookie of its own. */
async function tryCredential(request: APIRequestContext, path: string, credential: string): Promise<{ bearer: number; cookie: number }> {
  const url = `${baseUrl()}${path}`;
  const bearer = await request.get(url, { headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${credential}` } });
  const cookie = await request.get(url, { headers: { 'X-Tenant': 'demo', Cookie: `${SESSION_COOKIE}=${credential}` } });
  return { bearer: bearer.status(), cookie: cookie.status() };
}

test('signed in through the login screen, no string script can read works as a credential; the page works on its cookie, and logout ends it', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo', 'demo1234');
  await waitForScreen(page);
  // the page's own calls work: the wallet loads into the header
  await expect(page.getByTestId('header-balance')).toContainText(/\d\.\d\d/);

  const readable = await page.evaluate(() => {
    const all: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        all.push(key, storage.getItem(key) ?? '');
      }
    }
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=');
      all.push(part.trim(), part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    }
    return all;
  });
  // a credential travels in a header: printable ASCII (a session token is base64url)
  const candidates = new Set([...stringsIn(readable)].filter((s) => /^[\x20-\x7e]+$/.test(s)));
  // what a script sees: the session info's member fields, the hints; never the session cookie
  expect([...candidates]).toEqual(expect.arrayContaining(['MC_SESSION_INFO', 'demo', 'wl_member']));
  expect([...candidates].some((s) => s.includes(SESSION_COOKIE))).toBe(false);

  // a client of its own: it sends only what the test gives it
  const request = await playwright.request.newContext();
  try {
    const session = await sessionToken(page);
    expect(session, 'the browser holds the HttpOnly session cookie').toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(candidates.has(session)).toBe(false);
    // the method finds a credential that works: the cookie's value, which only the browser holds
    expect(await tryCredential(request, '/api/wallet', session)).toEqual({ bearer: 200, cookie: 200 });

    for (const candidate of candidates) {
      for (const path of ['/api/wallet', '/api/member/info']) {
        expect(await tryCredential(request, path, candidate), `${path} with ${JSON.stringify(candidate)}`).toEqual({
          bearer: 401,
          cookie: 401,
        });
      }
    }

    await openSideMenu(page);
    await control(page, t('EN', 'menu.logout')).click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: t('EN', 'logout.confirm') });
    await dialog.getByRole('button', { name: new RegExp(`^(${t('EN', 'app.submit')}|${t('EN', 'app.confirm')})$`) }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(control(page, t('EN', 'header.login'))).toBeVisible();
    expect(await sessionToken(page), 'logout clears the cookie').toBe('');
    for (const path of ['/api/wallet', '/api/member/info']) {
      expect(await tryCredential(request, path, session), `${path} with the old cookie`).toEqual({ bearer: 401, cookie: 401 });
    }
  } finally {
    await request.dispose();
  }
});

test('a token on the page address signs the browser in and stays neither in the address bar nor in the history (SPEC 4)', async ({
  page,
  request,
}) => {
  const member = await freshLuckyMember(request, 'adr');
  await page.goto(hostUrl('lucky', '/m/home'));
  await waitForScreen(page, 'TY');
  await page.goto(`${hostUrl('lucky', '/m/member/home')}?token=${member.token}`);
  await waitForScreen(page, 'TY');
  expect(new URL(page.url()).pathname).toBe('/m/member/home');
  expect(page.url()).not.toContain(member.token);
  await expect(page.getByText(member.username).first()).toBeVisible();
  expect(await sessionToken(page)).toBe(member.token);
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })))).not.toContain(member.token);
  // one step back is the page before, not the address that carried the token
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a {token} link to a trusted provider opens its window in the tap and fills it with a one-time launch ticket, never the session', async ({
  page,
  context,
  playwright,
}) => {
  const tenant = EDIT_TENANTS.ticketLink;
  await context.route(`${TICKET_LINK.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Provider</title>' }));
  // a free trial on the copy's host, through the login screen
  await dismissLoginPopups(page);
  await page.goto(hostUrl(tenant, '/m/login'));
  await waitForScreen(page);
  await control(page, t('EN', 'auth.freeTrial')).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await waitForScreen(page);
  await expect(control(page, t('EN', 'header.login'))).toHaveCount(0);
  const session = await sessionToken(page);
  expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const opened = page.waitForEvent('popup');
  await control(page.getByRole('navigation', { name: t('EN', 'app.mainMenu'), exact: true }), t('EN', 'menu.promotion')).click();
  const popup = await opened;
  await popup.waitForURL((url) => url.origin === TICKET_LINK.origin);
  const address = new URL(popup.url());
  expect(address.pathname).toBe('/play');
  expect(address.searchParams.get('lang')).toBe('EN');
  const ticket = address.searchParams.get('t')!;
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(ticket).not.toBe(session);
  await expect(page).toHaveURL(/\/m\/home$/);

  // the provider exchanges it once, server to server, for who the member is
  const provider = await playwright.request.newContext();
  try {
    const redeem = () =>
      provider.post(`${baseUrl()}/api/launch/redeem`, { headers: { 'X-Tenant': tenant }, data: { ticket, kind: 'link' } });
    const first = await redeem();
    expect(first.status()).toBe(200);
    expect(((await first.json()) as { value: { origin: string; type: number } }).value).toMatchObject({
      origin: TICKET_LINK.origin,
      type: 4,
    });
    expect((await redeem()).status()).toBe(401);
    expect(
      (await provider.get(`${baseUrl()}/api/wallet`, { headers: { 'X-Tenant': tenant, Authorization: `Bearer ${ticket}` } })).status(),
    ).toBe(401);
  } finally {
    await provider.dispose();
  }
});
