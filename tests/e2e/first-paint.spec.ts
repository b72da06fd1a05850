/**
 * Issue 11, first paint: the server sends the home page's first data with the page (the system
 * status and the home banners) and preloads the first banner image, so the first screen asks the
 * API for neither; the data is used once, so a later visit of the screen asks again.
 */
import { bottomMenu, expect, t, test, waitForScreen, control } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('home paints with the status and banners the page carried: no API call for them, the first banner image preloaded', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  const response = await page.goto('/m/home');
  const html = await response!.text();
  expect(html).toMatch(/<link rel="preload" as="image" href="\/assets\/banners\/demo-home-1\.svg" fetchpriority="high">/);
  expect(html).toContain('<script id="first-data" type="application/json">');
  await waitForScreen(page);
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%', exact: true }).first()).toBeVisible();
  expect(asked).not.toContain('/api/system/status');
  expect(asked).not.toContain('/api/banners');
});

test('another page carries only the status; the home banners are asked for when home is reached by the app', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  const response = await page.goto('/m/activity');
  expect(await response!.text()).not.toContain('rel="preload" as="image"');
  await waitForScreen(page);
  expect(asked).not.toContain('/api/system/status');
  await control(bottomMenu(page), t('EN', 'menu.home')).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%', exact: true }).first()).toBeVisible();
  expect(asked).toContain('/api/banners');
});
