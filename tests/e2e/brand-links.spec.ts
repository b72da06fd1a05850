/**
 * Brand and links at 390x844 (issue 8 items 13, 15, 19): each theme shows its own logo; the app
 * downloads of /m/app answer with their placeholder files; the side menu's Missions item shows
 * only with the personal promo flag (PERSONALPROMO) and a TASK link to play them in, and its LINE
 * item only with a LINE link; demo has no Blog item any more (its link landed on home).
 */
import type { Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { editTenant, expect, hostUrl, openSideMenu, t, test, waitForScreen, control } from '../support/fixtures.ts';

async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

const logoSrc = async (page: Page, brand: string) => {
  const logo = page.getByRole('img', { name: brand, exact: true }).first();
  await expect(logo).toBeVisible();
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return new URL((await logo.getAttribute('src'))!, 'http://x').pathname;
};

for (const [tenant, brand, dark, light] of [
  ['demo', 'Demo Play', '/assets/logo-demo.svg', '/assets/logo-demo-light.svg'],
  ['lucky', 'Lucky Star', '/assets/logo-lucky-dark.svg', '/assets/logo-lucky.svg'],
] as const) {
  test(`${tenant}: the home header shows the light logo in the light theme and the dark one in the dark theme`, async ({ page }) => {
    const language = tenant === 'lucky' ? 'TY' : 'EN';
    await useTheme(page, 'light');
    await page.goto(hostUrl(tenant, '/m/home'));
    await waitForScreen(page, language);
    expect(await logoSrc(page, brand)).toBe(light);
    await page.screenshot({ path: `test-results/brand/${tenant}-home-light.png` });
    const dark2 = await page.context().newPage();
    await useTheme(dark2, 'dark');
    await dark2.goto(hostUrl(tenant, '/m/home'));
    await waitForScreen(dark2, language);
    expect(await logoSrc(dark2, brand)).toBe(dark);
    await dark2.screenshot({ path: `test-results/brand/${tenant}-home-dark.png` });
    // Switching the theme in the side menu swaps the logo at once, without a reload.
    await openSideMenu(dark2, language);
    await dark2.getByRole('button', { name: t(language, 'menu.themeLight'), exact: true }).click();
    await dark2.getByRole('button', { name: t(language, 'menu.closeMenu'), exact: true }).click();
    expect(await logoSrc(dark2, brand)).toBe(light);
  });
}

test("demo's app downloads answer 200 with their placeholder files; its side menu has no Blog item", async ({ page, request }) => {
  await page.goto('/m/app');
  for (const [key, type] of [
    ['app.downloadIos', 'application/x-apple-aspen-config'],
    ['app.downloadAndroid', 'application/vnd.android.package-archive'],
  ]) {
    const href = await page.getByRole('link', { name: t('EN', key) }).getAttribute('href');
    const answer = await request.get(href!);
    expect(answer.status(), href!).toBe(200);
    expect(answer.headers()['content-type']).toBe(type);
    expect(await answer.text()).toContain('placeholder');
  }
  await page.goto('/m/home');
  await waitForScreen(page);
  await openSideMenu(page);
  await expect(control(page, t('EN', 'menu.task'))).toBeVisible();
  await expect(control(page, t('EN', 'menu.blog'))).toHaveCount(0);
});

test('side menu: Missions and LINE hidden without the flag and links, shown with them (demo copy)', async ({ page, request }) => {
  const tenant = EDIT_TENANTS.sideMenu;
  const mission = control(page, t('EN', 'menu.mission'));
  const line = control(page, t('EN', 'menu.line'));
  await page.goto(hostUrl(tenant, '/m/home'));
  await waitForScreen(page);
  await openSideMenu(page);
  await expect(control(page, t('EN', 'menu.task'))).toBeVisible();
  await expect(mission).toHaveCount(0);
  await expect(line).toHaveCount(0);

  // The flag alone is not enough for Missions: they are played in the task page (TASK link).
  let restore = await editTenant(
    request,
    tenant,
    (c) => (c.flags = { ...c.flags, PERSONALPROMO: true }),
    (c) => c.flags?.PERSONALPROMO === true,
  );
  try {
    await page.reload();
    await waitForScreen(page);
    await openSideMenu(page);
    await expect(control(page, t('EN', 'menu.task'))).toBeVisible();
    await expect(mission).toHaveCount(0);
  } finally {
    await restore();
  }

  restore = await editTenant(
    request,
    tenant,
    (c) => {
      c.flags = { ...c.flags, PERSONALPROMO: true };
      c.downloadLinks = [
        ...c.downloadLinks,
        { resourceType: 'TASK', url: '/demo-game/task.html' },
        { resourceType: 'LINE', url: 'https://line.example/demoplay' },
      ];
      c.security = { ...c.security, allowedOrigins: [...(c.security?.allowedOrigins ?? []), 'https://line.example'] };
    },
    (c) => c.flags?.PERSONALPROMO === true && c.downloadLinks.some((l: { resourceType: string }) => l.resourceType === 'LINE'),
  );
  try {
    await page.reload();
    await waitForScreen(page);
    await openSideMenu(page);
    await expect(mission).toBeVisible();
    await expect(line).toBeVisible();
    await page.screenshot({ path: 'test-results/brand/side-menu-mission-line-EN.png' });
    await mission.click();
    await expect(page).toHaveURL(/\/m\/task$/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
  } finally {
    await restore();
  }
});

test('lucky (TY, PERSONALPROMO on, TASK link): Mga misyon shows and opens the task page; no LINE item without a LINE link', async ({
  page,
}) => {
  await page.goto(hostUrl('lucky', '/m/home'));
  await waitForScreen(page, 'TY');
  await openSideMenu(page, 'TY');
  await expect(control(page, t('TY', 'menu.line'))).toHaveCount(0);
  const mission = control(page, t('TY', 'menu.mission'));
  await mission.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/brand/side-menu-mission-TY.png' });
  await mission.click();
  await expect(page).toHaveURL(/\/m\/task$/);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Mga gawain', exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Mag-check in' }).click();
  await expect(frame.getByRole('status')).toHaveText('Naka-check in ka na ngayong araw. Bumalik bukas!');
  await expect(frame.getByRole('button', { name: 'Mag-check in' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/brand/task-TY-light.png' });
});
