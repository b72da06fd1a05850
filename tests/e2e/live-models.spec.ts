/**
 * SPEC 7.36 "Live model list (active, streaming): GET silent" on the live casino's game list, at
 * 390x844 in EN (demo) and TY (lucky): the "Live now" strip of the dealers streaming now above
 * the tiles, each card launching its table's game as the game's tile does, its space kept while
 * it loads, and a failed or empty call leaving it out without a word. Each screen checked with axe.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoBlockingViolation } from '../support/agent.ts';
import {
  apiValue,
  expect,
  freshLuckyMember,
  hostUrl,
  logIn,
  logInLucky,
  t,
  test,
  waitForScreen,
  type messages,
} from '../support/fixtures.ts';
import type { LiveModel } from '../../engine/config/types.gen.ts';

type Lang = keyof typeof messages;

test.use({ viewport: { width: 390, height: 844 } });

const TENANT: Record<Lang, string> = { EN: 'demo', TY: 'lucky' };
const urlOf = (language: Lang, path: string) => (language === 'EN' ? path : hostUrl('lucky', path));
const isLiveModels = (url: URL) => url.pathname === '/api/live/models';

/** The models the strip should show (the call's defaults), and every model, from the API. */
async function seeded(page: Page, language: Lang): Promise<{ streaming: LiveModel[]; all: LiveModel[] }> {
  const path = `/api/live/models?language=${language}`;
  const streaming = (await apiValue<{ list: LiveModel[] }>(page.request, path, TENANT[language])).list;
  const all = (await apiValue<{ list: LiveModel[] }>(page.request, `${path}&active=0&streaming=0`, TENANT[language])).list;
  return { streaming, all };
}

const strip = (page: Page, language: Lang) => page.getByRole('region', { name: t(language, 'live.now'), exact: true });

/** A model's viewer count as the card writes it, in the language's number format. */
const viewersText = (language: Lang, model: LiveModel) =>
  t(language, 'live.viewers', { count: model.viewers.toLocaleString(language === 'TY' ? 'fil' : 'en') });

/** A model's card: a button named by its table, dealer, vendor and viewers. */
const card = (page: Page, language: Lang, model: LiveModel) =>
  strip(page, language).getByRole('button', {
    name: t(language, 'live.play', {
      table: model.tableName,
      dealer: model.name,
      vendor: model.vendorName,
      viewers: viewersText(language, model),
    }),
    exact: true,
  });

const tiles = (page: Page) => page.locator('[data-game-tile]');

/** The body of the next launch the page sends. */
const nextLaunch = (page: Page): Promise<Request> =>
  page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/games/launch');

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7.36 live model list: the live list shows the dealers streaming now with their table names, above the tiles (${language})`, async ({
    page,
  }) => {
    const { streaming, all } = await seeded(page, language);
    expect(streaming.length).toBeGreaterThan(0);
    const offStream = all.filter((m) => !streaming.some((s) => s.id === m.id));
    expect(offStream.length, 'the seed has models off stream or inactive').toBeGreaterThan(0);

    await page.goto(urlOf(language, '/m/live'));
    await waitForScreen(page, language);
    const region = strip(page, language);
    await expect(region.getByRole('heading', { name: t(language, 'live.now'), exact: true })).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(streaming.length);
    for (const [i, model] of streaming.entries()) {
      const item = region.getByRole('listitem').nth(i);
      await expect(card(page, language, model)).toHaveCount(1);
      await expect(item).toContainText(model.name);
      await expect(item).toContainText(model.tableName);
      await expect(item).toContainText(model.vendorName);
      // the viewer count is words, not an icon alone; each streaming card has its badge
      await expect(item).toContainText(viewersText(language, model));
      await expect(item.getByText(t(language, 'live.badge'), { exact: true })).toBeVisible();
    }
    for (const model of offStream) await expect(region).not.toContainText(model.name);
    // the strip is above the tiles
    await expect(tiles(page).first()).toBeVisible();
    const stripBox = (await region.boundingBox())!;
    const tileBox = (await tiles(page).first().boundingBox())!;
    expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(tileBox.y);
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/live-models/strip-${language}.png` });

    // choosing a vendor keeps that vendor's dealers
    const vendor = streaming[0];
    await page
      .getByRole('group', { name: t(language, 'game.vendors'), exact: true })
      .getByRole('button', { name: vendor.vendorName, exact: true })
      .click();
    const ofVendor = streaming.filter((m) => m.vendor === vendor.vendor);
    await expect(region.getByRole('listitem')).toHaveCount(ofVendor.length);
    for (const model of ofVendor) await expect(card(page, language, model)).toHaveCount(1);

    if (language === 'TY') {
      // the longer language on a narrow phone: the page does not scroll sideways, and each card's texts stay in it
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(urlOf(language, '/m/live'));
      await waitForScreen(page, language);
      await expect(region.getByRole('listitem')).toHaveCount(streaming.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const spills = await region
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons.flatMap((b) =>
            [...b.querySelectorAll('span')]
              .filter((s) => s.getBoundingClientRect().right > b.getBoundingClientRect().right + 0.5)
              .map((s) => s.textContent),
          ),
        );
      expect(spills).toEqual([]);
      await page.screenshot({ path: `test-results/live-models/strip-TY-360.png` });
    }
  });

  test(`SPEC 7.36 live model list: a card launches its table's game as the game's tile does (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const { streaming } = await seeded(page, language);
    // the first dealer whose table's tile is on the list's first page
    const firstPage = (
      await apiValue<{ games: { nodeId: number; gameName: string; displayName: string }[] }>(
        page.request,
        '/api/games/list?gameType=LIVE&pageNo=1&pageSize=30',
        TENANT[language],
      )
    ).games;
    const model = streaming.find((m) => firstPage.some((g) => g.nodeId === m.nodeId))!;
    expect(model, 'a dealer at a table of the first page').toBeTruthy();
    const game = firstPage.find((g) => g.nodeId === model.nodeId)!;

    // a guest is sent to login, as from a tile
    await page.goto(urlOf(language, '/m/live'));
    await waitForScreen(page, language);
    await card(page, language, model).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    if (language === 'EN') await logIn(page, 'member0', 'member1234');
    else {
      const member = await freshLuckyMember(page.request, 'live');
      await logInLucky(page, member.username, member.password);
    }
    // the tile's launch of the same game: held back, to compare with the card's
    await page.goto(urlOf(language, '/m/live'));
    await waitForScreen(page, language);
    // once only, and answered before the page moves on: an unroute racing the held request let it
    // through to the server, whose launch then opened the game over the next page.goto (ERR_ABORTED)
    await page.route(
      '**/api/games/launch',
      (route) => route.fulfill({ status: 503, json: { success: false, code: 'E_TEST', message: 'held' } }),
      {
        times: 1,
      },
    );
    const fromTile = nextLaunch(page);
    const held = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/games/launch');
    await page
      .getByRole('button', { name: t(language, 'game.launch', { name: game.gameName, vendor: game.displayName }), exact: true })
      .click();
    const tileLaunch = (await fromTile).postDataJSON() as Record<string, unknown>;
    expect((await held).status()).toBe(503);

    await page.goto(urlOf(language, '/m/live'));
    await waitForScreen(page, language);
    const fromCard = nextLaunch(page);
    await card(page, language, model).click();
    const cardLaunch = (await fromCard).postDataJSON() as Record<string, unknown>;
    expect(cardLaunch).toEqual(tileLaunch);
    expect(cardLaunch).toMatchObject({ gameCategory: 'LIVE', vendor: model.vendor, gameId: model.gameId, nodeId: model.nodeId });
    // the member is in the table's game, in the site's language
    await expect(page).toHaveURL(new RegExp(`/demo-game/\\?lang=${language}&theme=(dark|light)$`));
    await expect(page.getByRole('heading', { name: game.gameName, exact: true })).toBeVisible();
  });
}

test('SPEC 7.36 live model list: its space is kept while it loads, so the tiles do not move when it appears (EN)', async ({ page }) => {
  const { streaming } = await seeded(page, 'EN');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isLiveModels, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/live');
  await expect(tiles(page).first()).toBeVisible();
  // what else above the tiles loads (the vendors, the hot entry) has come
  await expect(
    page
      .getByRole('group', { name: t('EN', 'game.vendors'), exact: true })
      .getByRole('button')
      .nth(1),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: t('EN', 'game.categories') }).getByRole('button', { name: t('EN', 'category.HOT') }),
  ).toBeVisible();
  await expect(page.getByTestId('live-now-loading')).toBeVisible();
  await expect(strip(page, 'EN')).toHaveCount(0);
  const before = (await tiles(page).first().boundingBox())!;
  release();
  await expect(strip(page, 'EN').getByRole('listitem')).toHaveCount(streaming.length);
  await expect(page.getByTestId('live-now-loading')).toHaveCount(0);
  const after = (await tiles(page).first().boundingBox())!;
  expect(after.y).toBe(before.y);
});

test('SPEC 7.36 live model list: a failed call leaves the strip out with no message, as does an empty list; the tiles show (EN)', async ({
  page,
}) => {
  const calls: string[] = [];
  await page.route(isLiveModels, (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 500, json: { success: false, code: 'E_INTERNAL', message: 'Internal error' } });
  });
  await page.goto('/m/live');
  await waitForScreen(page);
  await expect(tiles(page).first()).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  await expect(strip(page, 'EN')).toHaveCount(0);
  await expect(page.getByTestId('live-now-loading')).toHaveCount(0);
  // silent: no toast or alert of any kind
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoBlockingViolation(page);
  await page.screenshot({ path: 'test-results/live-models/failed-EN.png' });

  await page.unroute(isLiveModels);
  await page.route(isLiveModels, (route) => route.fulfill({ json: { success: true, code: 'OK', message: '', value: { list: [] } } }));
  await page.goto('/m/live');
  await waitForScreen(page);
  await expect(tiles(page).first()).toBeVisible();
  await expect(strip(page, 'EN')).toHaveCount(0);
  await expect(page.getByTestId('live-now-loading')).toHaveCount(0);
  await expect(page.getByText(t('EN', 'live.now'), { exact: true })).toHaveCount(0);
});
