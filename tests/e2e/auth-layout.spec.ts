/**
 * The login and register screen's layout (SPEC 2): the Back button has a row of its own and
 * covers no part of the banner; the register tab shows the m_register banners, else m_reg's,
 * else a default image.
 */
import type { Page } from '@playwright/test';
import { expect, t, test, waitForScreen } from '../support/fixtures.ts';

const REGISTER_BANNER = {
  id: 90,
  groupName: 'm_register',
  title: 'Register banner',
  url: '/assets/banners/demo-reg-1.svg',
  linkage: '/m/register',
};

/** Answers /api/banners from the page's own table: group name to banners (none for a group it lacks). */
async function bannersByGroup(page: Page, groups: Record<string, unknown[]>) {
  await page.route('**/api/banners?*', async (route) => {
    const group = new URL(route.request().url()).searchParams.get('groupName') ?? '';
    await route.fulfill({ json: { success: true, code: 'OK', message: '', value: groups[group] ?? [] } });
  });
}

for (const path of ['/m/login', '/m/register']) {
  test(`${path}: the Back button sits in its own row, clear of the banner, and goes home`, async ({ page }) => {
    await page.goto(path);
    await waitForScreen(page);
    const back = page.getByRole('button', { name: t('EN', 'app.back'), exact: true });
    const banner = page.getByRole('region', { name: t('EN', 'banner.label'), exact: true });
    const [backBox, bannerBox] = [await back.boundingBox(), await banner.boundingBox()];
    expect(backBox && bannerBox).toBeTruthy();
    expect(backBox!.y + backBox!.height).toBeLessThanOrEqual(bannerBox!.y);
    await back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

test("the register banner is m_register's, else m_reg's, else a default image; login shows m_reg's only", async ({ page }) => {
  await bannersByGroup(page, { m_register: [REGISTER_BANNER] });
  await page.goto('/m/register');
  await waitForScreen(page);
  await expect(page.getByRole('img', { name: REGISTER_BANNER.title, exact: true })).toBeVisible();

  await page.unrouteAll();
  await bannersByGroup(page, {});
  await page.goto('/m/register');
  await waitForScreen(page);
  const fallback = page.getByRole('img', { name: t('EN', 'banner.registerDefault'), exact: true });
  await expect(fallback).toBeVisible();
  // The default image is served (from _base's assets), not a broken image.
  await expect.poll(() => fallback.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole('tab', { name: t('EN', 'auth.loginTab'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(fallback).toHaveCount(0);
});
