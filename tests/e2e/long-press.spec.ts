/**
 * SPEC 9.28's long press (370 ms, constants.press.longPressMs): a game tile held by a finger
 * toggles its favourite as the star does, says so in a toast (a polite live region), and does not
 * launch the game; a short tap still launches it. Real touches through the DevTools protocol, at
 * 390x844, in EN and TY, as the seeded demo member.
 */
import type { Locator, Page } from '@playwright/test';
import { apiValue, expect, logIn, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;

interface Game {
  nodeId: number;
  gameName: string;
  displayName: string;
}

/** A finger on the tile's image (below the star), held `ms`, then lifted. */
async function holdTouch(page: Page, target: Locator, ms: number) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height * 0.55 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const LANGUAGES: { language: Lang; index: number }[] = [
  { language: 'EN', index: 1 },
  { language: 'TY', index: 2 },
];

for (const { language, index } of LANGUAGES) {
  test(`SPEC 9.28: a long press (370 ms) on a game tile toggles it as a favourite and announces it; a tap still launches (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // a game of its own per language, so the two runs never share a favourite
    const list = await apiValue<{ games: Game[] }>(
      request,
      '/api/games/list?gameType=PVP&pageNo=1&pageSize=30&language=EN&platform=html5&clientType=2',
      'demo',
    );
    const game = list.games[index];
    // several vendors have a game of the same name: the tile is found by its node id
    const item = page.locator(`[data-game-tile="${game.nodeId}"]`);
    const tile = item.getByRole('button', {
      name: t(language, 'game.launch', { name: game.gameName, vendor: game.displayName }),
      exact: true,
    });
    const add = item.getByRole('button', { name: t(language, 'game.addFavourite', { name: game.gameName }), exact: true });
    const remove = item.getByRole('button', { name: t(language, 'game.removeFavourite', { name: game.gameName }), exact: true });
    const modes = page.getByRole('group', { name: t(language, 'game.modes'), exact: true });
    const toast = (key: string) => page.getByRole('status').filter({ hasText: t(language, key, { name: game.gameName }) });

    await logIn(page, 'demo', 'demo1234');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/m/pvp');
    await waitForScreen(page, language);
    await expect(tile).toBeVisible();
    // left a favourite by an earlier run: the star clears it first
    if ((await add.or(remove).getAttribute('aria-pressed')) === 'true') {
      await remove.click();
      await expect(add).toBeVisible();
    }

    // Held past 370 ms (and short of the browser's own long press): a favourite, said politely, no launch.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'POST');
    await holdTouch(page, tile, 450);
    expect((await saved).ok()).toBe(true);
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(toast('game.favouriteAdded')).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: toast('game.favouriteAdded') })).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/m\/pvp$/);

    // The favourites list has it; a long press there removes it, and the tile drops at once.
    await modes.getByRole('button', { name: t(language, 'game.tab.fav'), exact: true }).click();
    await expect(tile).toBeVisible();
    const removed = page.waitForResponse((r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'DELETE');
    await holdTouch(page, tile, 450);
    expect((await removed).ok()).toBe(true);
    await expect(tile).toHaveCount(0);
    await expect(toast('game.favouriteRemoved')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/pvp$/);

    // A short touch is still a tap that launches the game.
    await modes.getByRole('button', { name: t(language, 'game.tab.all'), exact: true }).click();
    await expect(add).toBeVisible();
    await tile.tap();
    await expect(page).toHaveURL(/\/demo-game\//);
  });
}
