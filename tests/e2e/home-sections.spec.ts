/**
 * Home sections of SPEC 2 (Home, Other screens): game entry order, winner board, footer, login
 * footer and the signed-in popups. Expectations are derived from the seed through the API.
 */
import { apiValue, control, expect, t, test, waitForScreen } from '../support/fixtures.ts';

interface Vendors {
  sorting: { gameCategory: string }[];
}
interface Winners {
  list: { vo: { customerName: string; gameName: string } }[];
}

test("game entry: category menu in the spec's order (HOT first, JACKPOT after LIVE, no PROMO/COCKFIGHT/ELOTT)", async ({
  page,
  request,
}) => {
  const vendors = await apiValue<Vendors>(request, '/api/games/vendors', 'demo');
  const hot = await apiValue<{ list: unknown[] }>(request, '/api/games/hot?pageNo=1&pageSize=30', 'demo');
  expect(hot.list.length).toBeGreaterThan(0);
  const expected = ['HOT'];
  for (const { gameCategory } of vendors.sorting) {
    if (['PROMO', 'COCKFIGHT', 'ELOTT', 'HOT'].includes(gameCategory)) continue;
    expected.push(gameCategory);
    if (gameCategory === 'LIVE') expected.push('JACKPOT');
  }
  await page.goto('/m/home');
  await waitForScreen(page);
  const menu = page.getByRole('navigation', { name: t('EN', 'entry.categories'), exact: true });
  await expect(menu.getByRole('button')).toHaveText(expected.map((c) => t('EN', `category.${c}`)));
  for (const hidden of ['COCKFIGHT', 'ELOTT']) {
    await expect(page.getByRole('heading', { level: 2, name: t('EN', `category.${hidden}`), exact: true })).toHaveCount(0);
  }
});

test("game entry: a vendor card opens the game list of that vendor, a block's last page ends in 'more'", async ({ page }) => {
  await page.goto('/m/home');
  await waitForScreen(page);
  const live = page.getByRole('region', { name: t('EN', 'category.LIVE'), exact: true });
  const firstVendor = live.getByRole('link').first();
  await firstVendor.click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=/);

  await page.goto('/m/home');
  await waitForScreen(page);
  const hot = page.getByRole('region', { name: t('EN', 'category.HOT'), exact: true });
  await control(hot, t('EN', 'entry.more')).click();
  await expect(page).toHaveURL(/\/m\/gameList\?type=hot$/);
});

test('winner board lists the seeded winners and scrolls only with more than six', async ({ page, request }) => {
  const winners = await apiValue<Winners>(request, '/api/games/winners?gameCategory=ALL&language=EN&limitNum=100', 'demo');
  await page.goto('/m/home');
  await waitForScreen(page);
  const board = page.getByTestId('winner-board');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-scrolling', String(winners.list.length > 6));
  await expect(board.getByText(winners.list[0].vo.gameName).first()).toBeAttached();
  // each row a 44 px line: the name in its 80 px column, the game, the win; the list moving
  const row = board.getByRole('button').first();
  // (to a hundredth of a pixel: the moving list's transform leaves 44.00003 on some frames)
  expect(
    await row.evaluate((button) => [getComputedStyle(button).display, Math.round(button.getBoundingClientRect().height * 100) / 100]),
  ).toEqual(['flex', 44]);
  expect(
    await row
      .locator('span')
      .first()
      .evaluate((name) => name.getBoundingClientRect().width),
  ).toBe(80);
  if (winners.list.length > 6) expect(await board.locator('ul').evaluate((list) => getComputedStyle(list).animationName)).not.toBe('none');
});

test('a guest clicking a winner is sent to log in (reduced motion: the list holds still)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await waitForScreen(page);
  const board = page.getByTestId('winner-board');
  await board.scrollIntoViewIfNeeded();
  expect(await board.locator('ul').evaluate((list) => getComputedStyle(list).animationName)).toBe('none');
  await board.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('footer: only configured social links, help links, licence and the 2021 copyright', async ({ page }) => {
  await page.goto('/m/home');
  await waitForScreen(page);
  const social = page.getByRole('list', { name: t('EN', 'footer.social'), exact: true });
  await social.scrollIntoViewIfNeeded();
  // demo links facebook and telegram only (tenants/demo/tenant.json).
  await expect(social.getByRole('link')).toHaveCount(2);
  await expect(social.getByRole('link', { name: t('EN', 'footer.social.facebook'), exact: true })).toBeVisible();
  await expect(social.getByRole('link', { name: t('EN', 'footer.social.youtube'), exact: true })).toHaveCount(0);
  await expect(page.getByText(t('EN', 'footer.copyright', { year: 2021, brand: 'Demo Play' }), { exact: true }).first()).toBeVisible();
  await control(page.getByRole('navigation', { name: t('EN', 'footer.help'), exact: true }), t('EN', 'footer.terms')).click();
  await expect(page).toHaveURL(/\/m\/help\?tag=tc$/);
});

test('login footer: language switch, four hot-game icons and the jackpot panel', async ({ page }) => {
  await page.goto('/m/login');
  await waitForScreen(page);
  await expect(page.locator('iframe[src*="demo-video.svg"]')).toHaveAttribute('src', /lang=EN&theme=dark/);
  const footer = page.locator('footer');
  // The hot-game icons are lazy images (SPEC 9: loaded within 100 px of the viewport): they draw once the footer is scrolled to.
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: /./ }).filter({ has: page.locator('svg, img') })).toHaveCount(4);
  await footer.getByRole('button', { name: 'PH', exact: true }).click();
  await expect(page.getByRole('tab', { name: t('TY', 'auth.loginTab'), exact: true })).toBeVisible();
});

test('signed in, home shows the announcements popup, then the download-app popup, once per session', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByLabel(t('EN', 'auth.username'), { exact: true }).fill('demo');
  await page.getByLabel(t('EN', 'auth.password'), { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: t('EN', 'auth.loginButton'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
  const notices = page.getByRole('dialog', { name: t('EN', 'popups.noticesTitle'), exact: true });
  await expect(notices).toBeVisible();
  await notices.getByRole('button', { name: t('EN', 'app.close'), exact: true }).click();
  const download = page.getByRole('dialog', { name: t('EN', 'popups.downloadTitle'), exact: true });
  await expect(download).toBeVisible();
  await download.getByRole('button', { name: t('EN', 'popups.later'), exact: true }).click();
  await expect(download).toHaveCount(0);
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(notices).toHaveCount(0);
  await expect(download).toHaveCount(0);
});
