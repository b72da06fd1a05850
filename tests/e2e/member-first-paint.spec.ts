/**
 * Issue 26 item 2, members first: a signed-in member's home, member centre, wallet entry pages
 * and agent home come painted from the first response with the member's own name, balance, VIP
 * level and unread count (no flash of the guest header); the browser hydrates that markup with
 * the answers the page carries, asking none of them again; a browser whose session ended gets the
 * guest page and forgets the session; and the service worker never keeps a member's page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { baseUrl, bottomMenu, dismissLoginPopups, expect, t, test, waitForScreen, consoleProblems, control } from '../support/fixtures.ts';
import { startTestServer } from '../support/server.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Signs the browser context in through the API, as the login form does (the session cookie). */
async function signIn(request: APIRequestContext, username: string, password: string, base = baseUrl()) {
  const response = await request.post(`${base}/api/member/login`, {
    data: { type: 'username', username, password },
    headers: { 'X-Tenant': 'demo', 'X-Requested-With': 'wl', Origin: base },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The member's figures as the API gives them now. */
async function figures(request: APIRequestContext) {
  const get = async <T>(path: string) =>
    (
      (await (await request.get(`${baseUrl()}${path}`, { headers: { 'X-Tenant': 'demo', 'X-Requested-With': 'wl' } })).json()) as {
        value: T;
      }
    ).value;
  const member = await get<{ account: string; nickname?: string }>('/api/member/info');
  const wallet = await get<{ sumBalance: string }>('/api/wallet');
  return {
    name: member.nickname || member.account,
    balance: Number(wallet.sumBalance).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  };
}

/** API calls the page makes from now on, by path. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

const MEMBER_PAGES = ['/m/home', '/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/transaction/record'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a member's pages show their name and balance from the HTML alone, never the guest header", async ({ page }) => {
    await signIn(page.request, 'member0', 'member1234');
    const { name, balance } = await figures(page.request);
    for (const path of MEMBER_PAGES) {
      const response = await page.goto(path);
      expect(response!.headers()['cache-control'], path).toBe('private, no-store');
      await expect(control(page, t('EN', 'header.login')), path).toHaveCount(0);
      expect(await response!.text(), path).toMatch(/data-ssr="[^"]*&quot;member&quot;:\d+/);
      // the pages that show a balance show theirs (the account record shows its filters)
      if (path !== '/m/transaction/record') await expect(page.locator('#root'), path).toContainText(balance);
      if (path === '/m/home' || path === '/m/member/home') await expect(page.locator('#root'), path).toContainText(name);
      await page.screenshot({ path: `test-results/member-first-paint/no-js${path.replace(/\//g, '_')}.png` });
    }
  });

  test("an agent's home shows the agent, the balance and today's team figures from the HTML alone", async ({ page }) => {
    await signIn(page.request, 'agent', 'agent1234');
    const { name, balance } = await figures(page.request);
    await page.goto('/m/agent');
    await expect(page.locator('#root')).toContainText(name);
    await expect(page.locator('#root')).toContainText(balance);
    await expect(page.getByText(t('EN', 'agent.figure.logins'))).toBeVisible();
    await page.screenshot({ path: 'test-results/member-first-paint/no-js-agent.png' });
  });
});

/** The built chunks the page fetched, by the name Vite gave them (AuthTabs for AuthTabs-<hash>.js). */
async function fetchedChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(entry.name).pathname)?.[1])
      .filter((name): name is string => !!name),
  );
}

test("once idle, a member's home fetches the member centre's code, not the sign-in screen's; a guest's the sign-in screen's", async ({
  page,
}) => {
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect.poll(() => fetchedChunks(page), { timeout: 15_000 }).toContain('AuthTabs');
  expect(await fetchedChunks(page)).not.toContain('MemberCentre');

  await signIn(page.request, 'member0', 'member1234');
  await dismissLoginPopups(page);
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect.poll(() => fetchedChunks(page), { timeout: 15_000 }).toContain('MemberCentre');
  await page.waitForLoadState('networkidle');
  expect(await fetchedChunks(page)).not.toContain('AuthTabs');
});

test('the member home hydrates the markup it came with, asking for none of the answers the page carried', async ({ page }) => {
  await signIn(page.request, 'member0', 'member1234');
  const { balance } = await figures(page.request);
  const problems = consoleProblems(page);
  await dismissLoginPopups(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverMain?: Element | null }).serverMain = document.querySelector('#root main');
    });
  });
  const calls = apiCalls(page);
  const response = await page.goto('/m/home');
  expect(await response!.text()).toMatch(/data-ssr="[^"]*&quot;member&quot;:\d+/);
  await waitForScreen(page);
  await expect(page.locator('header').first()).toContainText(balance);
  // hydrated: the main element the HTML parser made is still the one in the page
  await expect.poll(() => page.evaluate(() => (window as unknown as { serverMain?: Element | null }).serverMain?.isConnected)).toBe(true);
  await page.waitForLoadState('networkidle');
  for (const carried of ['/api/member/info', '/api/wallet', '/api/wallet/merchant', '/api/inbox/unread', '/api/announcements/unread'])
    expect(calls, carried).not.toContain(carried);
  expect(problems).toEqual([]);
  // and it works: the member menu item navigates in the app
  await bottomMenu(page).getByText(t('EN', 'menu.memberCentre'), { exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test('each member page hydrates the markup it came with: no part of it is rendered afresh', async ({ page }) => {
  await signIn(page.request, 'member0', 'member1234');
  const problems = consoleProblems(page);
  await dismissLoginPopups(page);
  // the screen's first element as the HTML parser made it (a part React cannot hydrate is replaced)
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverPart?: Element | null }).serverPart = document.querySelector('#root main *');
    });
  });
  for (const path of MEMBER_PAGES) {
    await page.goto(path);
    await waitForScreen(page);
    await expect(page.locator('html[data-shown]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { serverPart?: Element | null }).serverPart?.isConnected), path).toBe(true);
    expect(problems, path).toEqual([]);
  }
});

test('a browser whose session ended gets the guest page and forgets the session', async ({ page }) => {
  await signIn(page.request, 'member0', 'member1234');
  await page.goto('/m/home');
  await waitForScreen(page);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  // the session ends elsewhere (another tab's logout, an operator, expiry)
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'wl_session')!.value;
  const logout = await page.request.fetch(`${baseUrl()}/api/member/logout`, {
    method: 'DELETE',
    headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);
  await page.context().addCookies([{ name: 'wl_session', value: token, url: baseUrl() }]);
  const problems = consoleProblems(page);
  await page.reload();
  await waitForScreen(page);
  await expect(control(page, t('EN', 'header.login'))).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('wl_session');
  expect(problems).toEqual([]);
});

test("the service worker never keeps a member's page: it keeps the guest's copy, which opens with no network", async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startTestServer();
  // (a server of its own, started cold: its first pages take longer on a loaded machine)
  const slow = { timeout: 60_000 };
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let stopped = false;
  try {
    await signIn(page.request, 'member0', 'member1234', server.url);
    await page.goto(`${server.url}/m/home`, slow);
    await waitForScreen(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await page.reload(slow);
    await waitForScreen(page);
    const kept = async () =>
      page.evaluate(async () => {
        const texts: string[] = [];
        for (const name of (await caches.keys()).filter((n) => n.startsWith('pages-'))) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) texts.push(await (await cache.match(request))!.text());
        }
        return texts;
      });
    await expect.poll(async () => (await kept()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const text of await kept()) {
      expect(text).not.toContain('memberInfo?{}');
      expect(text).not.toMatch(/&quot;member&quot;:\d+/);
    }
    await server.close();
    stopped = true;
    await page.reload(slow);
    await expect(page.getByRole('navigation').last()).toBeVisible();
  } finally {
    await context.close();
    if (!stopped) await server.close();
  }
});
