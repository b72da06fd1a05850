/**
 * Game launch (SPEC 2, 6, 9): the session rule, the demo game reached through the server's
 * launch URL, the lottery frame route with its query and close rules, and the task frame.
 */
import type { Page } from '@playwright/test';
import { apiValue, expect, logIn, sessionToken, t, test, waitForScreen } from '../support/fixtures.ts';

interface Game {
  gameName: string;
  displayName: string;
}

const firstGame = async (request: Parameters<typeof apiValue>[0], gameType: string, tenant = 'demo') =>
  (
    await apiValue<{ games: Game[] }>(
      request,
      `/api/games/list?gameType=${gameType}&pageNo=1&pageSize=30&language=EN&platform=html5&clientType=2`,
      tenant,
    )
  ).games[0];

const tile = (page: Page, game: Game, lang: 'EN' | 'TY' = 'EN') =>
  page.getByRole('button', { name: t(lang, 'game.launch', { name: game.gameName, vendor: game.displayName }), exact: true });

test('launching while signed out goes to /m/login', async ({ page, request }) => {
  const game = await firstGame(request, 'RNG');
  await page.goto('/m/rng');
  await waitForScreen(page);
  await tile(page, game).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('launching while signed in shows the loading toast, opens the demo game, and a spin changes the balance', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const game = await firstGame(request, 'RNG');
  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/rng');
  await waitForScreen(page);
  // The launch answer is held back a moment so the loading toast can be seen before the page leaves.
  let launchUrl = '';
  await page.route('**/api/games/launch', async (route) => {
    const response = await route.fetch();
    launchUrl = ((await response.json()) as { value: { url: string } }).value.url;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response });
  });
  await tile(page, game).click();
  await expect(page.getByRole('status').filter({ hasText: t('EN', 'game.loading') })).toBeVisible();
  await expect.poll(() => launchUrl).toMatch(/^\/demo-game\/\?launch=[^&]+&lang=EN&theme=dark$/);
  // The game page takes the one-time token off its address once it has used it.
  await expect(page).toHaveURL(/\/demo-game\//);
  const balance = page.locator('output#balance');
  await expect(balance).not.toHaveText('…');
  const before = await balance.textContent();
  const spin = page.getByRole('button', { name: /spin/i });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(balance).not.toHaveText(before!);
});

test("a launched demo game opens in the site's language and theme, and keeps them on reload (TY, light)", async ({ page, request }) => {
  test.setTimeout(60_000);
  const game = await firstGame(request, 'RNG');
  await logIn(page, 'demo', 'demo1234');
  await page.evaluate(() => {
    localStorage.setItem('language', 'TY');
    localStorage.setItem('theme', 'light');
  });
  await page.goto('/m/rng');
  await waitForScreen(page, 'TY');
  await tile(page, game, 'TY').click();
  await expect(page).toHaveURL(/\/demo-game\/\?lang=TY&theme=light$/);
  const spin = page.getByRole('button', { name: 'Paikutin', exact: true });
  await expect(spin).toBeEnabled();
  await expect(page.getByText('Balanse', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Isara ang laro' })).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.lang, document.body.className])).toEqual(['fil', 'theme-light']);
  await page.reload();
  await expect(spin).toBeEnabled();
  expect(await page.evaluate(() => document.body.className)).toBe('theme-light');
});

test('a game tile of a home block launches the demo game', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'demo', 'demo1234');
  const hot = page.getByRole('region', { name: t('EN', 'category.HOT'), exact: true });
  const first = hot.getByRole('button').first();
  await expect(first).not.toHaveAccessibleName(t('EN', 'entry.more'));
  await first.click();
  await expect(page).toHaveURL(/\/demo-game\/\?lang=EN&theme=dark$/);
  await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
});

test('a lottery game opens the lottery frame with token, merchant, css and prize_mode; closing goes to /m/game (SPEC 2)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const game = await firstGame(request, 'LOTT');
  await logIn(page, 'demo', 'demo1234');
  const session = await sessionToken(page);
  await page.goto('/m/lott');
  await waitForScreen(page);
  await tile(page, game).click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\/[^/]+\/(trad|ent)\/games\/[^/?]+\?prize_mode=[A-Z]+$/);
  const frame = page.locator('iframe');
  // the token is a one-time launch ticket, asked for as the frame opens; never the session (README, "Where we depart from SPEC")
  await expect(frame).toHaveAttribute('src', /^\/demo-game\/lottery\.html\?/);
  const src = new URL((await frame.getAttribute('src'))!, 'http://x');
  expect(src.pathname).toBe('/demo-game/lottery.html');
  expect(src.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(src.searchParams.get('token')).not.toBe(session);
  expect(src.searchParams.get('merchant')).toBeTruthy();
  expect(src.searchParams.get('css')).toBe('dark');
  expect(src.searchParams.get('lang')).toBe('EN');
  expect(src.searchParams.get('prize_mode')).toBe(new URL(page.url()).searchParams.get('prize_mode'));
  await expect(page.frameLocator('iframe').locator('output#balance')).not.toHaveText('…');
  await page.getByRole('button', { name: t('EN', 'game.closeGame'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test('the lottery frame with pageBack closes to /m/home', async ({ page }) => {
  await page.goto('/m/lotto-h5/demo-1/trad/games/LOTT_5D?prize_mode=ELOTT&pageBack=1');
  const src = new URL((await page.locator('iframe').getAttribute('src'))!, 'http://x');
  expect(src.searchParams.get('prize_mode')).toBe('ELOTT');
  await page.getByRole('button', { name: t('EN', 'game.closeGame'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the task frame loads the TASK link with token, lang and theme, then hides its loader (lucky, TY)', async ({ page }) => {
  // Lucky's TASK link is the demo task page the server renders (/demo-game/task.html), not the site.
  await page.goto('/m/task?tenant=lucky');
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/demo-game\/task\.html\?/);
  const src = new URL((await frame.getAttribute('src'))!, 'http://x');
  expect(src.searchParams.get('lang')).toBe('TY');
  expect(src.searchParams.get('theme')).toBe('light');
  expect(src.searchParams.has('token')).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Mga gawain', exact: true })).toBeVisible();
  // A second copy of the site would show its bottom menu inside the frame.
  await expect(page.frameLocator('iframe').getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByText(t('TY', 'app.loading'), { exact: true })).toHaveCount(0);
});

test('without a TASK link /m/task goes to /m/home (demo)', async ({ page }) => {
  await page.goto('/m/task');
  await expect(page).toHaveURL(/\/m\/home$/);
});
