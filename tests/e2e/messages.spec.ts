/**
 * The tenant's messages reach the browser as one file per language (engine/i18n/catalogues.ts),
 * and its config as a file of its own (engine/config/config-file.ts), not inside the page, which
 * stays within one round trip of a slow network (issues 11 and 26), a member's too: the page
 * is small, the start language's file comes with the app, the other once the page is idle, and a
 * file that cannot be fetched leaves the member a usable page with the spec's message.
 */
import { request as httpRequest } from 'node:http';
import { baseUrl, expect, t, test, waitForScreen } from '../support/fixtures.ts';

/** A page's size as it crosses the network (brotli, as browsers ask), headers included; `cookie` is the browser's. */
function pageBytes(path: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) };
    const req = httpRequest(`${baseUrl()}${path}`, { headers }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => {
        const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${res.rawHeaders
          .map((value, i) => (i % 2 ? `${value}\r\n` : `${value}: `))
          .join('')}\r\n`;
        resolve(head.length + body);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test("each tenant's home page fits the first round trip of a slow network (14,600 bytes: TCP's first 10 segments)", async () => {
  for (const path of ['/m/home?tenant=demo', '/m/home?tenant=lucky']) expect(await pageBytes(path), path).toBeLessThanOrEqual(14_600);
});

test("a member's pages fit it too: home, member centre, wallet entries and agent home, signed in (the config is a file of its own)", async () => {
  const sessionOf = async (username: string, password: string) => {
    const response = await fetch(`${baseUrl()}/api/member/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Tenant': 'demo', 'X-Requested-With': 'wl', Origin: baseUrl() },
      body: JSON.stringify({ type: 'username', username, password }),
    });
    const session = /wl_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(session, `${username} signed in`).toBeTruthy();
    return `wl_session=${session}; wl_member=1; tenant=demo`;
  };
  const member = await sessionOf('member0', 'member1234');
  for (const path of ['/m/home', '/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/transaction/record'])
    expect(await pageBytes(path, member), path).toBeLessThanOrEqual(14_600);
  expect(await pageBytes('/m/agent', await sessionOf('agent', 'agent1234')), '/m/agent').toBeLessThanOrEqual(14_600);
});

test('the config file a page names fails once: the page asks again and works (EN, demo)', async ({ page }) => {
  let failed = 0;
  await page.route(/\/config\/[0-9a-f]{16}\.json$/, (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.locator('footer').getByRole('button', { name: 'PH', exact: true }).click();
  await expect(page.getByRole('tab', { name: t('TY', 'auth.loginTab'), exact: true })).toBeVisible();
  expect(failed).toBe(2);
});

test('the config file cannot be had at all: the page says the site could not start and to reload, and a reload with the network back works', async ({
  page,
}) => {
  const file = /\/config\/[0-9a-f]{16}\.json$/;
  await page.route(file, (route) => route.abort('internetdisconnected'));
  await page.goto('/m/login');
  await expect(page.getByText('The site could not start. Please reload the page.', { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.unroute(file);
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByRole('tab', { name: t('EN', 'auth.loginTab'), exact: true })).toBeVisible();
});

test("the page's data follows the first screen's markup; the entry script and the banner's preload come before both (demo)", async ({
  request,
}) => {
  const html = await (await request.get('/m/home?tenant=demo')).text();
  const at = (marker: string) => {
    const index = html.indexOf(marker);
    expect(index, marker).toBeGreaterThanOrEqual(0);
    return index;
  };
  const root = at('<div id="root" data-ssr=');
  expect(at('<script type="module"')).toBeLessThan(root);
  expect(at('<link rel="preload" as="image"')).toBeLessThan(root);
  for (const id of ['tenant-config', 'message-files', 'first-data']) expect(at(`<script id="${id}"`), id).toBeGreaterThan(at('</main>'));
});

test('the start language comes from its file and the other follows once idle, so a switch shows at once (EN, demo)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/i18n\/([A-Z]+)\.[0-9a-f]{16}\.json$/.exec(new URL(request.url()).pathname);
    if (match) asked.push(match[1]);
  });
  await page.goto('/m/login');
  await waitForScreen(page);
  await expect.poll(() => asked).toEqual(['EN', 'TY']);
  await page.locator('footer').getByRole('button', { name: 'PH', exact: true }).click();
  await expect(page.getByRole('tab', { name: t('TY', 'auth.loginTab'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  expect(asked).toEqual(['EN', 'TY']);
});

test("a language whose file cannot be fetched: the page stays in its language and says 'Slow connection / No internet' (EN, demo)", async ({
  page,
}) => {
  await page.route(/\/i18n\/TY\./, (route) => route.abort('internetdisconnected'));
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.locator('footer').getByRole('button', { name: 'PH', exact: true }).click();
  await expect(page.getByText(t('EN', 'error.network'), { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('EN', 'auth.loginTab'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // with the network back, the same choice works
  await page.unroute(/\/i18n\/TY\./);
  await page.locator('footer').getByRole('button', { name: 'PH', exact: true }).click();
  await expect(page.getByRole('tab', { name: t('TY', 'auth.loginTab'), exact: true })).toBeVisible();
});

for (const { tenant, language } of [
  { tenant: 'demo', language: 'EN' },
  { tenant: 'lucky', language: 'TY' },
] as const) {
  test(`the start language's file cannot be fetched: the service error page in ${language}, and its retry brings the home (${tenant})`, async ({
    page,
  }) => {
    const file = new RegExp(`/i18n/${language}\\.`);
    await page.route(file, (route) => route.abort('internetdisconnected'));
    await page.goto(`/m/home?tenant=${tenant}`);
    await expect(page.getByRole('heading', { name: t(language, 'status.error.title'), exact: true })).toBeVisible();
    await expect(page.getByText(t(language, 'status.error.body'), { exact: true })).toBeVisible();
    await page.unroute(file);
    await page.getByRole('button', { name: t(language, 'app.retry'), exact: true }).click();
    await waitForScreen(page, language);
    await expect(page.getByRole('button', { name: t(language, 'app.menu'), exact: true })).toBeVisible();
  });
}
