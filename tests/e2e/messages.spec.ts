/**
 * The tenant's messages reach the browser as one file per language (engine/i18n/catalogues.ts),
 * not inside the page, which stays within one round trip of a slow network (issue 11): the page
 * is small, the start language's file comes with the app, the other once the page is idle, and a
 * file that cannot be fetched leaves the member a usable page with the spec's message.
 */
import { request as httpRequest } from 'node:http';
import { baseUrl, expect, t, test, waitForScreen } from '../support/fixtures.ts';

/** A page's size as it crosses the network (brotli, as browsers ask), headers included. */
function pageBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
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
