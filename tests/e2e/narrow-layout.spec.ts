/**
 * Nothing overflows sideways on a 360 px phone (a common Android width), in EN and in TY (which
 * runs longer), dark and light: every route of the route table a guest reaches and every route a
 * member reaches, plus the side menu. A page fails when the document is wider than the viewport,
 * when a visible element reaches past the viewport (outside any scroller or clipping box that
 * hides it), or when the text of a control (button, tab, pill, link, label) spills out of its own
 * box; a label cut short with an ellipsis passes only when its title or accessible name holds the
 * whole text.
 */
import type { Browser, Page } from '@playwright/test';
import {
  apiValue,
  baseUrl,
  clientAddressOf,
  control,
  dismissLoginPopups,
  expect,
  openSideMenu,
  t,
  test,
  waitForScreen,
  type messages,
} from '../support/fixtures.ts';

const VIEWPORT = { width: 360, height: 740 };
const LANGUAGES: (keyof typeof messages)[] = ['EN', 'TY'];
const THEMES = ['dark', 'light'] as const;

interface RouteDef {
  id: string;
  path: string;
  access?: 'member' | 'agent';
}

/**
 * Routes whose page is not the site's own layout: the lottery and task frames fill the screen
 * with another site's page, and /m/startLottery leaves for the lottery frame.
 */
const FRAME_ROUTES = new Set(['lottoFrame', 'task', 'startLottery']);

/** What overflows on the current page, one line each (empty when the layout holds). */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const clipsX = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    if (document.documentElement.scrollWidth > innerWidth) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${innerWidth} px viewport`);
    }
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      // The part of the element that can be seen: cut by every ancestor that clips (carousels, scrollers).
      let left = box.left;
      let right = box.right;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!clipsX(up)) continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right - left > 0.5 && (right > width + 0.5 || left < -0.5))
        problems.push(`${name(el)} reaches ${Math.round(left)}..${Math.round(right)} px`);

      if (!el.matches('button, a, label, [role=tab], [role=button]')) continue;
      // Each of the control's own text runs must lie inside its border box.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement) continue;
        const holder = node.parentElement;
        const holderStyle = getComputedStyle(holder);
        if (holderStyle.visibility === 'hidden' || holder.closest('[aria-hidden=true]')) continue;
        if (holderStyle.textOverflow === 'ellipsis' && holder.scrollWidth > holder.clientWidth) {
          // A game name cut short in a tile is fine while the control's title or accessible name keeps it whole.
          const whole = [holder.closest('[title]')?.getAttribute('title'), el.getAttribute('aria-label')].some((text) =>
            text?.includes(node.textContent!.trim()),
          );
          if (!whole)
            problems.push(
              `${name(el)} cuts "${node.textContent.trim()}" with an ellipsis, and neither its title nor its name holds the whole text`,
            );
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width === 0) continue;
          const outside = line.left < box.left - 1 || line.right > box.right + 1 || line.top < box.top - 1 || line.bottom > box.bottom + 1;
          // Text that a scroller or clipping box inside the control hides on purpose is not spilt.
          let clipped = false;
          for (let up: Element | null = holder; up && up !== el; up = up.parentElement) clipped ||= clipsX(up);
          if (outside && !clipped) {
            problems.push(`${name(el)}: text "${node.textContent.trim().slice(0, 30)}" spills out of its box`);
            break;
          }
        }
      }
    }
    return [...new Set(problems)];
  });
}

async function newPage(browser: Browser, testId: string, language: keyof typeof messages, theme: string, storageState?: string) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState,
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddressOf(testId) },
  });
  await context.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme],
  );
  const page = await context.newPage();
  // The member's popups on home are measured on the first visit, then closed whenever they would cover the menu button.
  await dismissLoginPopups(page, language);
  return page;
}

/** Waits until no finite animation or transition runs (the side menu slides in; a moving box is measured where it stops). */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Visits each route and collects what overflows, per route. */
async function visit(page: Page, language: keyof typeof messages, routes: RouteDef[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    await waitForScreen(page, language);
    await settled(page);
    for (const problem of await overflowProblems(page)) found.push(`${route.path}: ${problem}`);
  }
  await page.goto('/m/home');
  await waitForScreen(page, language);
  await openSideMenu(page, language);
  await settled(page);
  for (const problem of await overflowProblems(page)) found.push(`side menu: ${problem}`);
  return found;
}

test.describe('at 360x740 nothing overflows sideways', () => {
  test.describe.configure({ timeout: 180_000 });
  let routes: RouteDef[] = [];
  let memberState = '';

  test.beforeAll(async ({ browser, request }, testInfo) => {
    const config = await apiValue<{ routes: RouteDef[] }>(request, '/api/tenant', 'demo');
    routes = config.routes.filter((route) => route.access !== 'agent' && !route.path.includes(':') && !FRAME_ROUTES.has(route.id));
    // One sign-in for every member test: 'Remember me' keeps the session in localStorage, which the storage state carries.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddressOf(testInfo.testId) },
    });
    const page = await context.newPage();
    await page.goto('/m/login');
    await page.getByLabel(t('EN', 'auth.username'), { exact: true }).fill('member0');
    await page.getByLabel(t('EN', 'auth.password'), { exact: true }).fill('member1234');
    await page.getByLabel(t('EN', 'auth.remember'), { exact: true }).check();
    await page.getByRole('button', { name: t('EN', 'auth.loginButton'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    memberState = testInfo.outputPath('member-state.json');
    await context.storageState({ path: memberState });
    await context.close();
  });

  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      test(`guest, ${language}, ${theme}`, async ({ browser }, testInfo) => {
        const page = await newPage(browser, testInfo.testId, language, theme);
        const problems = await visit(
          page,
          language,
          routes.filter((route) => route.access === undefined),
        );
        expect(problems).toEqual([]);
        await page.context().close();
      });

      test(`member, ${language}, ${theme}`, async ({ browser }, testInfo) => {
        const page = await newPage(browser, testInfo.testId, language, theme, memberState);
        const problems = await visit(page, language, routes);
        expect(problems).toEqual([]);
        await expect(control(page, t(language, 'menu.logout'))).toBeVisible();
        await page.context().close();
      });
    }
  }
});

test('at 390x844 in TY the guest header shows its log-in and register labels whole', async ({ browser }, testInfo) => {
  const page = await newPage(browser, testInfo.testId, 'TY', 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m/home');
  await waitForScreen(page, 'TY');
  for (const key of ['header.login', 'header.register']) {
    const button = control(page, t('TY', key)).first();
    await expect(button).toBeVisible();
    // The label's text run fits its box: no ellipsis (the logo gives way first).
    const cut = await button.evaluate((el) => [...el.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 0.5));
    expect(cut, `${t('TY', key)} is cut short`).toBe(false);
  }
  await page.context().close();
});
