/**
 * Images (SPEC 9): the banner carousel loads its slides a group of 3 at a time (constants.sliderGroup),
 * the first banner at once with high priority; a tenant's image CDNs serve site-path images
 * (banners, game icons) and the page's CSP lets them load. At 390x844, EN, demo tenant.
 */
import type { Page } from '@playwright/test';
import { editTenant, expect, t, test, waitForScreen, withoutFirstData } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const BANNERS = [1, 2, 3, 4, 5].map((n) => ({
  id: 900 + n,
  groupName: 'm_home',
  title: `Banner number ${n}`,
  url: `/assets/banners/demo-home-${((n - 1) % 3) + 1}.svg?slide=${n}`,
  linkage: '/m/activity',
}));

/** Serves five m_home banners and records which slides' images the page asked for. */
async function fiveBanners(page: Page): Promise<Set<number>> {
  await withoutFirstData(page);
  const requested = new Set<number>();
  page.on('request', (request) => {
    const slide = new URL(request.url()).searchParams.get('slide');
    if (slide) requested.add(Number(slide));
  });
  await page.route('**/api/banners?*', async (route) => {
    const group = new URL(route.request().url()).searchParams.get('groupName');
    await route.fulfill({ json: { success: true, code: 'OK', message: '', value: group === 'm_home' ? BANNERS : [] } });
  });
  return requested;
}

test('the banner carousel loads the current slide and its two neighbours, then each slide as the group reaches it', async ({ page }) => {
  const requested = await fiveBanners(page);
  await page.goto('/m/home');
  await waitForScreen(page);
  const first = page.getByRole('img', { name: 'Banner number 1', exact: true });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => [...requested].sort()).toEqual([1, 2, 5]);

  await page.getByRole('button', { name: t('EN', 'banner.goTo', { index: 2 }), exact: true }).click();
  await expect(page.getByRole('img', { name: 'Banner number 2', exact: true })).toBeInViewport();
  await expect.poll(() => [...requested].sort()).toEqual([1, 2, 3, 5]);
  expect(requested.has(4)).toBe(false);
});

test("a tenant's image CDN serves the banners and game icons, and the CSP lets them load", async ({ page, request }) => {
  const CDN = 'https://img.cdn-e2e.example';
  const fromCdn: string[] = [];
  await page.route(`${CDN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    fromCdn.push(path);
    // The CDN holds what the site holds: answer with the site's own file.
    const response = await route.fetch({ url: new URL(path, page.url()).toString() });
    await route.fulfill({ response });
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  const restore = await editTenant(
    request,
    'demo',
    (config) => {
      config.settings = { ...config.settings, imageCDNs: [`${CDN}/`] };
      // the URL policy: a CDN must be an allowed origin
      config.security = { ...config.security, allowedOrigins: [...(config.security?.allowedOrigins ?? []), CDN] };
    },
    (config) => config.settings?.imageCDNs?.[0] === `${CDN}/`,
  );
  try {
    await page.goto('/m/home');
    await waitForScreen(page);
    await expect.poll(() => fromCdn.some((path) => path.startsWith('/assets/banners/'))).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => fromCdn.some((path) => path.startsWith('/assets/games/'))).toBe(true);
    const firstBanner = page.getByRole('group', { name: t('EN', 'banner.slide', { index: 1, count: 3 }), exact: true }).getByRole('img');
    await expect(firstBanner).toHaveJSProperty('complete', true);
    expect(await firstBanner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
  } finally {
    await restore();
  }
});
