/**
 * The game list screen (SPEC 2 "Game list screen", SPEC 4 "Game list data mode", SPEC 9 page
 * sizes and infinite scroll) against the real server and its seeded games.
 */
import type { Page } from '@playwright/test';
import { apiValue, expect, logIn, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;

interface Game {
  nodeId: number;
  gameName: string;
  displayName: string;
  vassalage: string;
}
interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}

const LIST = 'language=EN&platform=html5&clientType=2';
const listOf = (request: Parameters<typeof apiValue>[0], query: string, tenant = 'demo') =>
  apiValue<GamePage>(request, `/api/games/list?${query}&${LIST}`, tenant);

const categories = (page: Page, lang: Lang = 'EN') => page.getByRole('navigation', { name: t(lang, 'game.categories'), exact: true });
const vendors = (page: Page, lang: Lang = 'EN') => page.getByRole('group', { name: t(lang, 'game.vendors'), exact: true });
const modes = (page: Page, lang: Lang = 'EN') => page.getByRole('group', { name: t(lang, 'game.modes'), exact: true });
const modeButton = (page: Page, key: string, lang: Lang = 'EN') =>
  modes(page, lang).getByRole('button', { name: t(lang, key), exact: true });
const tile = (page: Page, game: Game, lang: Lang = 'EN') =>
  page.getByRole('button', { name: t(lang, 'game.launch', { name: game.gameName, vendor: game.displayName }), exact: true });
const tiles = (page: Page) => page.getByRole('button', { name: /^(Play|Laruin ang) / });

async function expectCategory(page: Page, key: string, lang: Lang = 'EN') {
  await expect(categories(page, lang).getByRole('button', { name: t(lang, key), exact: true })).toHaveAttribute('aria-pressed', 'true');
}

const ROUTES: { path: string; category: string; gameType: string; vendor?: string }[] = [
  { path: '/m/rng', category: 'category.RNG', gameType: 'RNG' },
  { path: '/m/live', category: 'category.LIVE', gameType: 'LIVE' },
  { path: '/m/pvp', category: 'category.PVP', gameType: 'PVP' },
  { path: '/m/fish', category: 'category.FISH', gameType: 'FISH' },
  { path: '/m/sports', category: 'category.SPORTS', gameType: 'SPORTS' },
  { path: '/m/esports', category: 'category.SPORTS', gameType: 'SPORTS' },
  { path: '/m/lott', category: 'category.LOTT', gameType: 'LOTT' },
  { path: '/m/elott', category: 'category.ELOTT', gameType: 'ELOTT' },
  { path: '/m/slotsCenter', category: 'category.RNG', gameType: 'RNG' },
  { path: '/m/gameCenter', category: 'category.RNG', gameType: 'RNG' },
  { path: '/m/gameList?gameType=LIVE&vassalage=EVO', category: 'category.LIVE', gameType: 'LIVE', vendor: 'EVO' },
  { path: '/m/gameList?gameType=ESPORTS', category: 'category.SPORTS', gameType: 'SPORTS' },
  { path: '/m/gameList?gameType=%3Cb%3E&vassalage=%22x%20y&type=nonsense&pageNo=-4', category: 'category.RNG', gameType: 'RNG' },
  { path: '/m/gameList', category: 'category.RNG', gameType: 'RNG' },
];

for (const route of ROUTES) {
  test(`${route.path} opens the ${route.gameType} list with the server's first games`, async ({ page, request }) => {
    const expected = await listOf(
      request,
      `gameType=${route.gameType}${route.vendor ? `&vassalage=${route.vendor}` : ''}&pageNo=1&pageSize=30`,
    );
    expect(expected.games.length).toBeGreaterThan(0);
    await page.goto(route.path);
    await waitForScreen(page);
    await expectCategory(page, route.category);
    await expect(modeButton(page, 'game.tab.all')).toHaveAttribute('aria-pressed', 'true');
    await expect(tile(page, expected.games[0])).toBeVisible();
    if (route.vendor) await expect(vendors(page).getByRole('button', { pressed: true })).toHaveCount(1);
    else
      await expect(vendors(page).getByRole('button', { name: t('EN', 'game.allVendors'), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
  });
}

test('/m/hot and type=hot open the hot games', async ({ page, request }) => {
  const hot = await apiValue<{ list: Game[] }>(
    request,
    '/api/games/hot?language=EN&isPlatform=2&platform=html5&pageNo=1&pageSize=30',
    'demo',
  );
  expect(hot.list.length).toBeGreaterThan(0);
  await page.goto('/m/hot');
  await waitForScreen(page);
  await expectCategory(page, 'category.HOT');
  await expect(modeButton(page, 'game.tab.hot')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, hot.list[0])).toBeVisible();

  await page.goto('/m/gameList?gameType=RNG&type=hot');
  await waitForScreen(page);
  await expectCategory(page, 'category.RNG');
  await expect(modeButton(page, 'game.tab.hot')).toHaveAttribute('aria-pressed', 'true');
});

test('signed out: no favourites entry in the menu; favourites and recent show in_logged_login for 2 s and change nothing', async ({
  page,
}) => {
  await page.goto('/m/rng');
  await waitForScreen(page);
  await expect(categories(page).getByRole('button', { name: t('EN', 'game.tab.fav'), exact: true })).toHaveCount(0);
  await expect(categories(page).getByRole('button', { name: t('EN', 'category.HOT'), exact: true })).toBeVisible();
  const first = await tiles(page).first().getAttribute('aria-label');
  for (const key of ['game.tab.fav', 'game.tab.recent']) {
    await modeButton(page, key).click();
    const notice = page.getByRole('status').filter({ hasText: t('EN', 'in_logged_login') });
    await expect(notice).toBeVisible();
    await expect(modeButton(page, 'game.tab.all')).toHaveAttribute('aria-pressed', 'true');
    await expect(modeButton(page, key)).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/m\/rng$/);
    await expect(tiles(page).first()).toHaveAttribute('aria-label', first!);
    await expect(notice).toHaveCount(0, { timeout: 3_000 });
  }
  // The star of a guest goes to the login screen.
  await page
    .getByRole('button', { name: /^Add .* to favourites$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('vendor and tab choices reset the filter; applying a filter lists matches; clearing the last field returns to all', async ({
  page,
  request,
}) => {
  const jili = await listOf(request, 'gameType=RNG&vassalage=JILI&pageNo=1&pageSize=30');
  const word = jili.games[0].gameName.split(' ')[0];
  const filtered = await listOf(request, `gameType=RNG&vassalage=JILI&gameName=${encodeURIComponent(word)}&pageNo=1&pageSize=25`);
  const pg = await listOf(request, 'gameType=RNG&vassalage=PG&pageNo=1&pageSize=30');

  await page.goto('/m/rng');
  await waitForScreen(page);
  await vendors(page).getByRole('button', { name: 'JILI', exact: true }).click();
  await expect(tile(page, jili.games[0])).toBeVisible();

  await modeButton(page, 'game.tab.filter').click();
  const panel = page.getByRole('dialog', { name: t('EN', 'game.tab.filter') });
  await panel.getByLabel(t('EN', 'game.filter.gameName'), { exact: true }).fill(`  ${word}  `);
  await panel.getByRole('button', { name: t('EN', 'game.filter.apply'), exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(modeButton(page, 'game.tab.filter')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${t('EN', 'game.filter.gameName')}: ${word}`, { exact: true })).toBeVisible();
  for (const game of filtered.games.slice(0, 3)) await expect(tile(page, game)).toBeVisible();

  // A vendor choice clears gameName (and with it the filter): PG's plain list from page 1.
  await vendors(page).getByRole('button', { name: 'PG Soft', exact: true }).click();
  await expect(page.getByText(`${t('EN', 'game.filter.gameName')}: ${word}`, { exact: true })).toHaveCount(0);
  await expect(modeButton(page, 'game.tab.all')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, pg.games[0])).toBeVisible();

  // Two fields, cleared one by one: filter mode until the last goes.
  await modeButton(page, 'game.tab.filter').click();
  await panel.getByLabel(t('EN', 'game.filter.gameName'), { exact: true }).fill(pg.games[0].gameName.split(' ')[0]);
  await panel.getByLabel(t('EN', 'game.filter.minLine'), { exact: true }).fill('1');
  await panel.getByRole('button', { name: t('EN', 'game.filter.apply'), exact: true }).click();
  await expect(modeButton(page, 'game.tab.filter')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: t('EN', 'game.filter.clear', { field: t('EN', 'game.filter.gameName') }), exact: true }).click();
  await expect(modeButton(page, 'game.tab.filter')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: t('EN', 'game.filter.clear', { field: t('EN', 'game.filter.minLine') }), exact: true }).click();
  await expect(modeButton(page, 'game.tab.all')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, pg.games[0])).toBeVisible();
});

test('what a member types in the filter panel while it slides in stays there, and applies', async ({ page, request }) => {
  const jili = await listOf(request, 'gameType=RNG&vassalage=JILI&pageNo=1&pageSize=30');
  const word = jili.games[0].gameName.split(' ')[0];
  await page.clock.install();
  await page.goto('/m/rng');
  await waitForScreen(page);
  await vendors(page).getByRole('button', { name: 'JILI', exact: true }).click();
  await expect(tile(page, jili.games[0])).toBeVisible();

  // Time stands still: the panel is in the page, drawn closed, when the member starts typing.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await modeButton(page, 'game.tab.filter').click();
  const panel = page.getByRole('dialog', { name: t('EN', 'game.tab.filter') });
  const name = panel.getByLabel(t('EN', 'game.filter.gameName'), { exact: true });
  await name.fill(word);
  await page.clock.runFor(400);
  await expect(name).toHaveValue(word);
  await page.clock.resume();
  await panel.getByRole('button', { name: t('EN', 'game.filter.apply'), exact: true }).click();
  await expect(page.getByText(`${t('EN', 'game.filter.gameName')}: ${word}`, { exact: true })).toBeVisible();
});

test('the Category panel opens after its delay, lists the vendors and closes on a choice', async ({ page, request }) => {
  const live = await listOf(request, 'gameType=LIVE&vassalage=SEXY&pageNo=1&pageSize=30');
  await page.goto('/m/live');
  await waitForScreen(page);
  const toggle = page.getByRole('button', { name: t('EN', 'game.category'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: t('EN', 'game.category'), exact: true });
  await expect(panel.getByRole('heading', { name: t('EN', 'game.category'), exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Sexy Baccarat', exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toHaveCount(0);
  await expect(vendors(page).getByRole('button', { name: 'Sexy Baccarat', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, live.games[0])).toBeVisible();
});

test('infinite scroll appends the next page, and the DOM keeps a bounded number of tiles far down the list', async ({ page, request }) => {
  test.setTimeout(60_000);
  const first = await listOf(request, 'gameType=RNG&pageNo=1&pageSize=30');
  expect(first.totalPages).toBeGreaterThan(6);
  const second = await listOf(request, 'gameType=RNG&pageNo=2&pageSize=30');
  const seventh = await listOf(request, 'gameType=RNG&pageNo=7&pageSize=30');

  await page.goto('/m/rng');
  await waitForScreen(page);
  const listPage = (n: number) => (r: { url(): string }) =>
    r.url().includes('/api/games/list?') && new URL(r.url()).searchParams.get('pageNo') === String(n);
  const pageTwo = page.waitForResponse(listPage(2));
  await page.mouse.wheel(0, 20_000);
  await pageTwo;
  // The second page is appended below the first: its last tile ends the list.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tile(page, second.games[second.games.length - 1])).toBeVisible();

  // Keep scrolling until page 7 has come; pages come at most once a second.
  const pageSeven = page.waitForResponse(listPage(7), { timeout: 25_000 });
  let arrived = false;
  void pageSeven.then(() => (arrived = true));
  for (let i = 0; i < 60 && !arrived; i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  await pageSeven;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tile(page, seventh.games[seventh.games.length - 1])).toBeVisible();
  const count = await tiles(page).count();
  expect(count, 'tiles in the DOM after 210 games').toBeLessThanOrEqual(45);
  // The first games are out of the DOM, and come back when scrolled to.
  await expect(tile(page, first.games[0])).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tile(page, first.games[0])).toBeVisible();
});

test("an API error shows the spec's message and a retry that recovers", async ({ page, request }) => {
  const expected = await listOf(request, 'gameType=FISH&pageNo=1&pageSize=30');
  await page.route('**/api/games/list?**', (route) => route.abort('connectionreset'));
  await page.goto('/m/fish');
  const alert = page.getByRole('alert').filter({ hasText: t('EN', 'error.network') });
  await expect(alert.first()).toBeVisible();
  await page.unroute('**/api/games/list?**');
  await page.getByRole('button', { name: t('EN', 'app.retry'), exact: true }).click();
  await expect(tile(page, expected.games[0])).toBeVisible();
});

test('an empty list shows No data', async ({ page }) => {
  await page.goto('/m/rng');
  await waitForScreen(page);
  await modeButton(page, 'game.tab.filter').click();
  const panel = page.getByRole('dialog', { name: t('EN', 'game.tab.filter') });
  await panel.getByLabel(t('EN', 'game.filter.gameName'), { exact: true }).fill('zzzz-no-such-game-qqq');
  await panel.getByRole('button', { name: t('EN', 'game.filter.apply'), exact: true }).click();
  await expect(page.getByText(t('EN', 'app.noData'), { exact: true })).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
});

test('signed in: favourites entry shows; a star adds a favourite, the favourites tab lists it, and removing drops it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const live = await listOf(request, 'gameType=LIVE&vassalage=DG&pageNo=1&pageSize=30');
  const game = live.games[0];
  const add = t('EN', 'game.addFavourite', { name: game.gameName });
  const remove = t('EN', 'game.removeFavourite', { name: game.gameName });

  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/gameList?gameType=LIVE&vassalage=DG');
  await waitForScreen(page);
  await expect(categories(page).getByRole('button', { name: t('EN', 'game.tab.fav'), exact: true })).toBeVisible();
  const star = page.getByRole('button', { name: add, exact: true }).or(page.getByRole('button', { name: remove, exact: true }));
  if ((await star.getAttribute('aria-pressed')) === 'true') {
    await star.click();
    await expect(page.getByRole('button', { name: add, exact: true })).toBeVisible();
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'POST');
  await page.getByRole('button', { name: add, exact: true }).click();
  await expect(page.getByRole('button', { name: remove, exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  await modeButton(page, 'game.tab.fav').click();
  await expect(modeButton(page, 'game.tab.fav')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, game)).toBeVisible();
  const removed = page.waitForResponse((r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: remove, exact: true }).click();
  await expect(tile(page, game)).toHaveCount(0);
  expect((await removed).ok()).toBe(true);

  // The server agrees after a reload.
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByRole('button', { name: add, exact: true })).toBeVisible();
});

test('signed in: recent lists games after a launch', async ({ page, request }) => {
  test.setTimeout(60_000);
  const pvp = await listOf(request, 'gameType=PVP&pageNo=1&pageSize=30');
  await logIn(page, 'member0', 'member1234');
  await page.goto('/m/pvp');
  await waitForScreen(page);
  await tile(page, pvp.games[0]).click();
  await expect(page).toHaveURL(/\/demo-game\//);
  await page.goto('/m/pvp');
  await waitForScreen(page);
  await modeButton(page, 'game.tab.recent').click();
  await expect(modeButton(page, 'game.tab.recent')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, pvp.games[0])).toBeVisible();
});

test('lucky in TY: the live list, its menus and tiles in Filipino', async ({ page, request }) => {
  const live = await listOf(request, 'gameType=LIVE&pageNo=1&pageSize=30', 'lucky');
  await page.goto('/m/live?tenant=lucky');
  await waitForScreen(page, 'TY');
  await expectCategory(page, 'category.LIVE', 'TY');
  await expect(modeButton(page, 'game.tab.all', 'TY')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, live.games[0], 'TY')).toBeVisible();
  await expect(vendors(page, 'TY').getByRole('button', { name: t('TY', 'game.allVendors'), exact: true })).toBeVisible();
});
