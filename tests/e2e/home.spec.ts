import type { Page } from '@playwright/test';
import { apiValue, control, expect, hostUrl, t, test, waitForScreen } from '../support/fixtures.ts';

interface Banner {
  id: number | string;
  url: string;
}
interface Notices {
  list: { title: string }[];
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('demo home shows its logo, the m_home banners and the notice titles', async ({ page, request }) => {
  const banners = await apiValue<Banner[]>(request, '/api/banners?types=B,PL,PU,H&groupName=m_home&platform=M', 'demo');
  const notices = await apiValue<Notices>(request, '/api/notices', 'demo');
  expect(banners).toHaveLength(3);
  expect(notices.list).toHaveLength(3);

  await page.goto('/m/home');
  await waitForScreen(page);
  await expect(page.getByRole('img', { name: 'Demo Play', exact: true }).first()).toBeVisible();
  expect(await theme(page)).toBe('dark');
  // More than one banner: one pagination control per banner.
  for (let index = 1; index <= banners.length; index++) {
    await expect(page.getByRole('button', { name: t('EN', 'banner.goTo', { index }), exact: true })).toHaveCount(1);
  }
  for (const banner of banners) {
    const file = new URL(banner.url, 'http://x').pathname;
    await expect(page.locator(`img[src$="${file}"]`).first()).toBeAttached();
  }
  for (const notice of notices.list) {
    await expect(page.getByText(notice.title, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(t('EN', 'marquee.empty'), { exact: true })).toHaveCount(0);
});

/** Lucky Star: its own logo, light theme by default, TY texts by default, one banner, no notices. */
async function expectLuckyHome(page: Page) {
  await waitForScreen(page, 'TY');
  await expect(page.getByRole('img', { name: 'Lucky Star', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Demo Play', exact: true })).toHaveCount(0);
  expect(await theme(page)).toBe('light');
  await expect(control(page, t('TY', 'header.login'))).toBeVisible();
  await expect(page.getByText(t('TY', 'marquee.empty'), { exact: true }).first()).toBeVisible();
  // A single banner: no pagination.
  await expect(page.getByRole('button', { name: t('TY', 'banner.goTo', { index: 1 }), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('EN', 'banner.goTo', { index: 1 }), exact: true })).toHaveCount(0);
}

test('lucky home by ?tenant=lucky is another operator: logo, light theme, TY texts, one banner, no announcement', async ({ page }) => {
  await page.goto('/?tenant=lucky');
  await expectLuckyHome(page);
});

test('lucky home by its host name (lucky.localhost) is another operator', async ({ page }) => {
  await page.goto(hostUrl('lucky', '/'));
  await expectLuckyHome(page);
});

for (const path of ['/m/no-such-page', '/totally/unknown/path']) {
  test(`unknown route ${path} lands on /m/home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await waitForScreen(page);
    await expect(page.getByRole('img', { name: 'Demo Play', exact: true }).first()).toBeVisible();
  });
}
