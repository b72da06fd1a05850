import { bottomMenu, control, expect, openSideMenu, t, test, waitForScreen } from '../support/fixtures.ts';

test('EN/PH switch changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect(control(bottomMenu(page), t('EN', 'menu.deposit'))).toBeVisible();

  await openSideMenu(page);
  await control(page, 'PH')
    .or(page.getByRole('radio', { name: 'PH', exact: true }))
    .click();
  await expect(control(bottomMenu(page, 'TY'), t('TY', 'menu.deposit'))).toBeVisible();
  await expect(control(bottomMenu(page, 'TY'), t('EN', 'menu.deposit'))).toHaveCount(0);

  await page.reload();
  await waitForScreen(page, 'TY');
  await expect(control(page, t('TY', 'header.login'))).toBeVisible();
  await expect(control(bottomMenu(page, 'TY'), t('TY', 'menu.promotion'))).toBeVisible();
  await expect(control(page, t('EN', 'header.login'))).toHaveCount(0);

  await openSideMenu(page, 'TY');
  await control(page, 'EN')
    .or(page.getByRole('radio', { name: 'EN', exact: true }))
    .click();
  await expect(control(bottomMenu(page), t('EN', 'menu.promotion'))).toBeVisible();
  await page.reload();
  await waitForScreen(page);
  await expect(control(page, t('EN', 'header.login'))).toBeVisible();
});

test('theme switch applies at once and survives a reload', async ({ page }) => {
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  await page.goto('/m/home');
  await waitForScreen(page);
  expect(await theme()).toBe('dark');

  await openSideMenu(page);
  await control(page, t('EN', 'menu.themeLight'))
    .or(page.getByRole('radio', { name: t('EN', 'menu.themeLight'), exact: true }))
    .click();
  await expect.poll(theme).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await waitForScreen(page);
  expect(await theme()).toBe('light');
});
