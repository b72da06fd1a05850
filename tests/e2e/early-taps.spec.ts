/**
 * Taps that work before hydration (issue 26 item 3). The home a guest gets is painted from the
 * server's markup before any of the app's scripts has run; each test holds every script the page
 * asks for (page.route) until its tap has landed, at 4x CPU (CDP Emulation.setCPUThrottlingRate),
 * in a fresh browser context each time, and checks the tap was not lost: a link (the bottom
 * menu's) is followed with a page load; a button that acts in place (the service panel, the side
 * menu's toggle, a game tile, the category menu) shows pressed, waits for the app, and acts once.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseUrl, bottomMenu, expect, t, test } from '../support/fixtures.ts';

const ROUNDS = 20;
/** Home with its own rounds of 20 page loads at 4x CPU: minutes on a loaded 2-core machine. */
test.describe.configure({ timeout: 300_000 });

interface HeldPage {
  context: BrowserContext;
  page: Page;
  /** lets the held scripts go */
  release: () => void;
}

/** A fresh phone-sized context at 4x CPU whose page has the home painted from the server, every script held. */
async function homeWithScriptsHeld(browser: Browser): Promise<HeldPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'en-US',
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'commit' });
  return { context, page, release };
}

/** True while no script of the app has run: React has not taken the page's root. */
function appNotStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => !Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

test('the bottom menu tapped as soon as it is painted, before any script: 20 of 20 taps reach the page', async ({ browser }) => {
  let reached = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { context, page, release } = await homeWithScriptsHeld(browser);
    const promotion = bottomMenu(page).getByRole('link', { name: t('EN', 'menu.promotion'), exact: true });
    await expect(promotion).toBeVisible();
    // the scripts are held until after the tap, so none has run yet (the tap itself leaves the page)
    expect(await appNotStarted(page), `round ${round}: the app has not started`).toBe(true);
    await promotion.tap();
    release();
    await expect(page).toHaveURL(/\/m\/activity$/, { timeout: 20_000 });
    await expect(page.locator('main#main[data-route="activity"]')).toBeVisible({ timeout: 20_000 });
    reached++;
    await context.close();
  }
  expect(reached).toBe(ROUNDS);
});

test('the side menu opened before any script, then one of its items tapped as soon as it shows: 20 of 20', async ({ browser }) => {
  let reached = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { context, page, release } = await homeWithScriptsHeld(browser);
    const toggle = page.getByRole('button', { name: t('EN', 'app.menu'), exact: true });
    await toggle.tap();
    expect(await appNotStarted(page)).toBe(true);
    // the caught tap shows pressed until the app answers it
    await expect(toggle).toHaveCSS('opacity', '0.6');
    release();
    const menu = page.getByRole('dialog', { name: t('EN', 'app.menu'), exact: true });
    // clicked (a touch tap on a panel that closes as the page changes can leave Playwright's tap waiting)
    await menu.getByRole('link', { name: t('EN', 'menu.mall') }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/m\/mall\/mallHome$/, { timeout: 20_000 });
    await expect(menu).toHaveCount(0);
    reached++;
    await context.close();
  }
  expect(reached).toBe(ROUNDS);
});

test('a game tile tapped before any script launches once the app is there (a guest is sent to log in): 20 of 20', async ({ browser }) => {
  let reached = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { context, page, release } = await homeWithScriptsHeld(browser);
    const tile = page
      .getByRole('region', { name: t('EN', 'category.HOT'), exact: true })
      .getByRole('button')
      .first();
    await tile.tap();
    expect(await appNotStarted(page)).toBe(true);
    await expect(tile).toHaveCSS('opacity', '0.6');
    release();
    await expect(page).toHaveURL(/\/m\/login$/, { timeout: 20_000 });
    reached++;
    await context.close();
  }
  expect(reached).toBe(ROUNDS);
});

test('controls that act in place, tapped before any script, act once the app is there: service panel, category menu', async ({
  browser,
}) => {
  const { context, page, release } = await homeWithScriptsHeld(browser);
  const service = bottomMenu(page).getByRole('button', { name: t('EN', 'menu.service'), exact: true });
  await service.tap();
  expect(await appNotStarted(page)).toBe(true);
  await expect(service).toHaveCSS('opacity', '0.6');
  release();
  const panel = page.getByRole('dialog', { name: t('EN', 'service.title'), exact: true });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(service).toHaveCSS('opacity', '1');
  // replayed once: the panel stays open (a second replay would have closed it)
  await page.waitForTimeout(500);
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await context.close();

  const second = await homeWithScriptsHeld(browser);
  const categories = second.page.getByRole('navigation', { name: t('EN', 'entry.categories'), exact: true });
  await categories.getByRole('button', { name: t('EN', 'category.FISH'), exact: true }).tap();
  expect(await appNotStarted(second.page)).toBe(true);
  expect(await second.page.evaluate(() => window.scrollY)).toBe(0);
  second.release();
  // the category menu scrolls to its section once the app answers the tap
  const fishing = second.page.getByRole('heading', { name: t('EN', 'category.FISH'), exact: true });
  await expect.poll(async () => (await fishing.boundingBox())?.y ?? -1, { timeout: 20_000 }).toBeLessThan(200);
  expect(await second.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await second.context.close();
});

test('after the app has started, a bottom menu link navigates in the page, without a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main#main')).toBeVisible();
  // the app is there once React owns the menu's links
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('nav a') ?? {}).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await bottomMenu(page)
    .getByRole('link', { name: t('EN', 'menu.promotion'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.locator('main#main[data-route="activity"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
