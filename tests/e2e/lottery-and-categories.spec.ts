/**
 * Shell rules of the game-list family (SPEC 2): category routes show the page header with a Back
 * arrow that goes home and no bottom menu (the lottery centre, without the header, is in
 * tests/e2e/spec-screens.spec.ts); the lottery frame closes to /m/game; /m/startLottery enters
 * the lottery with the member's session.
 */
import { bottomMenu, expect, logIn, pageHeader, sessionToken, t, test, waitForScreen } from '../support/fixtures.ts';

for (const path of ['/m/rng', '/m/live', '/m/hot', '/m/lott']) {
  test(`${path} has the page header, a Back arrow to home and no bottom menu`, async ({ page }) => {
    await page.goto('/m/activity');
    await waitForScreen(page);
    await page.goto(path);
    await waitForScreen(page);
    await expect(pageHeader(page)).toBeVisible();
    await expect(bottomMenu(page)).toHaveCount(0);
    await pageHeader(page)
      .getByRole('button', { name: t('EN', 'app.back'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

test('the lottery frame without pageBack closes to /m/game, the game centre', async ({ page }) => {
  await page.goto('/m/lotto-h5/demo-1/trad/games/LOTT_5D?prize_mode=LOTT');
  await page.getByRole('button', { name: t('EN', 'game.closeGame'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(pageHeader(page).getByRole('heading', { level: 1, name: t('EN', 'title.gameCenter'), exact: true })).toBeVisible();
});

test("/m/startLottery launches the lottery with the member's session; a guest is sent to log in", async ({ page }) => {
  await page.goto('/m/startLottery');
  await expect(page.getByRole('heading', { name: t('EN', 'lottery.startTitle'), exact: true })).toBeVisible();
  await expect(page.getByText(t('EN', 'coming_soon'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t('EN', 'lottery.playLott'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await logIn(page, 'member0', 'member1234');
  const session = await sessionToken(page);
  await page.goto('/m/startLottery');
  await expect(page.getByText(t('EN', 'lottery.signInFirst'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t('EN', 'lottery.playLott'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\/[^/]+\/(trad|ent)\/games\/[^/?]+\?prize_mode=[A-Z]+$/);
  // the frame gets a one-time launch ticket for the member's session, never the session itself
  await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]token=[A-Za-z0-9_-]{43}(&|$)/);
  const src = new URL((await page.locator('iframe').getAttribute('src'))!, 'http://x');
  expect(src.searchParams.get('token')).not.toBe(session);
  await expect(page.frameLocator('iframe').locator('output#balance')).not.toHaveText('…');
});
