/**
 * Issue 11, home painted from the first response: the server renders the home's first screen
 * (header, banner, announcements, hot games, bottom menu) into the page for a signed-out visitor,
 * in the theme and language this browser starts with, and the browser hydrates that markup
 * (server/static/first-screen.ts, engine/server-render.tsx, engine/boot.tsx). A browser whose
 * start state differs from what the server assumed gets the page rendered afresh; a member gets
 * their own markup (tests/e2e/member-first-paint.spec.ts).
 */
import type { Page } from '@playwright/test';
import { bottomMenu, expect, logIn, t, test, waitForScreen, consoleProblems, control } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Remembers the first banner image and the main element as the HTML parser made them. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { serverBanner?: Element | null; serverMain?: Element | null };
      w.serverBanner = document.querySelector('#root main img[fetchpriority="high"]');
      w.serverMain = document.querySelector('#root main');
    });
  });
}

/** Whether the banner image and main element the server sent are still in the page (hydrated, not rebuilt). */
function serverNodesKept(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { serverBanner?: Element | null; serverMain?: Element | null };
    return { banner: w.serverBanner?.isConnected ?? null, main: w.serverMain?.isConnected ?? null };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the home from the HTML alone: header, first banner, announcement, hot games and the bottom menu', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(control(page, t('EN', 'header.login'))).toBeVisible();
    await expect(page.getByRole('img', { name: 'Welcome bonus 100%', exact: true })).toBeVisible();
    // the first slide fills the banner's width before any slider code has run
    const banner = await page.getByRole('img', { name: 'Welcome bonus 100%', exact: true }).boundingBox();
    expect(banner!.width).toBeGreaterThan(340);
    await expect(
      page.getByRole('link', { name: t('EN', 'marquee.label') }).or(page.getByRole('button', { name: t('EN', 'marquee.label') })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: t('EN', 'category.HOT') }).first()).toBeVisible();
    await expect(
      bottomMenu(page)
        .getByRole('link', { name: t('EN', 'menu.home') })
        .or(bottomMenu(page).getByRole('button', { name: t('EN', 'menu.home') })),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/first-screen/no-js-EN.png' });
  });
});

test('the browser hydrates the server markup: the same banner element stays, nothing is logged, and the page works', async ({ page }) => {
  const problems = consoleProblems(page);
  await markServerNodes(page);
  const response = await page.goto('/m/home');
  const html = await response!.text();
  expect(html).toMatch(/<div id="root" data-ssr="[^"]+"><link/);
  await waitForScreen(page);
  // interactive: the slider's dots and the login button respond
  await page.getByRole('button', { name: t('EN', 'banner.goTo', { index: 2 }) }).click();
  await expect(page.getByRole('button', { name: t('EN', 'banner.goTo', { index: 2 }) })).toHaveAttribute('aria-current', 'true');
  expect(await serverNodesKept(page)).toEqual({ banner: true, main: true });
  // the server's style elements moved out of the hydrated markup into <head>, and still style it
  await expect(page.locator('#root style')).toHaveCount(0);
  expect(await page.locator('head style[data-emotion^="c "]').count()).toBeGreaterThan(0);
  const banner = page.getByRole('img', { name: 'Welcome bonus 100%', exact: true });
  expect(await banner.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
  await control(page, t('EN', 'header.login')).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(problems).toEqual([]);
});

test("no script is fetched before the first screen is shown: the app's entry is asked for after the largest paint", async ({ page }) => {
  const problems = consoleProblems(page);
  const response = await page.goto('/m/home');
  expect(await response!.text()).not.toMatch(/<script[^>]* src=/);
  await waitForScreen(page);
  const timing = await page.evaluate(
    () =>
      new Promise<{ paint: number; entry: number[] }>((done) => {
        new PerformanceObserver((list) => {
          const entry = performance
            .getEntriesByType('resource')
            .filter((resource) => /\/assets\/main-[\w-]+\.js$/.test(resource.name))
            .map((resource) => resource.startTime);
          done({ paint: list.getEntries()[0].startTime, entry });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(timing.entry).toHaveLength(1);
  expect(timing.entry[0]).toBeGreaterThanOrEqual(timing.paint);
  expect(problems).toEqual([]);
});

test('a visitor who chose TY and the light theme gets the next home from the server in TY and light, hydrated', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/m/home');
  await waitForScreen(page);
  // what the language and theme pickers store; the app sends them as hints on its next start
  await page.evaluate(() => {
    localStorage.setItem('language', 'TY');
    localStorage.setItem('theme', 'light');
  });
  await page.reload();
  await waitForScreen(page, 'TY');
  await markServerNodes(page);
  const response = await page.reload();
  const html = await response!.text();
  expect(html).toContain('<html lang="fil" data-theme="light">');
  expect(html).toContain(`>${t('TY', 'header.login')}<`);
  await waitForScreen(page, 'TY');
  expect(await serverNodesKept(page)).toEqual({ banner: true, main: true });
  await expect(control(page, t('TY', 'header.login'))).toBeVisible();
  expect(problems).toEqual([]);
});

test('a browser whose storage holds no choice starts from its hint cookies: the TY light home is hydrated and stays TY light', async ({
  page,
  context,
  baseURL,
}) => {
  // storage cleared or refused (some private modes), the cookies the app wrote on an earlier visit kept
  const problems = consoleProblems(page);
  await context.addCookies([
    { name: 'wl_theme', value: 'light', url: baseURL! },
    { name: 'wl_lang', value: 'TY', url: baseURL! },
  ]);
  await markServerNodes(page);
  const response = await page.goto('/m/home');
  expect(await response!.text()).toContain('<html lang="fil" data-theme="light">');
  await waitForScreen(page, 'TY');
  expect(await serverNodesKept(page)).toEqual({ banner: true, main: true });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(control(page, t('TY', 'header.login'))).toBeVisible();
  expect(problems).toEqual([]);
});

test("while the app downloads, a worker loads the browser's Intl data, then ends; the policy allows it and nothing is logged", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const workers: { url: string; closed: Promise<unknown> }[] = [];
  page.on('worker', (worker) => workers.push({ url: worker.url(), closed: new Promise((done) => worker.on('close', done)) }));
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect.poll(() => workers.length).toBe(1);
  expect(new URL(workers[0].url).pathname).toMatch(/^\/assets\/intl-warmup-worker-[\w-]+\.js$/);
  await workers[0].closed;
  // the page formats as before (the header's login button and the banner are rendered by React)
  await expect(control(page, t('EN', 'header.login'))).toBeVisible();
  expect(problems).toEqual([]);
});

test("a member gets their own markup from the server, never the guest's, even when the browser lost the member hint", async ({ page }) => {
  await logIn(page, 'member0', 'member1234');
  let response = await page.reload();
  expect(await response!.text()).toMatch(/data-ssr="[^"]*&quot;member&quot;:\d+/);
  await expect(control(page, t('EN', 'header.login'))).toHaveCount(0);

  // the hint is gone but the session cookie is live: the server knows the member, and the browser hydrates what it sent
  await page.context().clearCookies({ name: 'wl_member' });
  await markServerNodes(page);
  response = await page.goto('/m/home');
  expect(await response!.text()).toMatch(/data-ssr="[^"]*&quot;member&quot;:\d+/);
  await expect(control(page, t('EN', 'header.login'))).toHaveCount(0);
  await expect.poll(async () => (await serverNodesKept(page)).main).toBe(true);
  expect(await page.evaluate(() => document.cookie)).toContain('wl_member=1');
});
