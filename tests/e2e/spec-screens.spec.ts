/**
 * Screens and shell rules of SPEC 2 that issue 27 found partial or missing, each test named
 * after its rule, in EN and TY where it shows text, at 390x844; each also checks that what it
 * added fits a 360 px phone in TY.
 */
import type { Locator, Page } from '@playwright/test';
import { bottomMenu, expect, hostUrl, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;
const LANGUAGES: Lang[] = ['EN', 'TY'];

/** Starts the page in a language (the choice a visitor stored earlier, SPEC 1). */
async function useLanguage(page: Page, language: Lang) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/**
 * At 360 px wide the page is no wider than the screen, and each given element lies inside it
 * with its content inside its own box.
 */
async function expectFitsNarrowPhone(page: Page, elements: Locator[]) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width at 360 px' })
    .toBeLessThanOrEqual(360);
  for (const element of elements) {
    const name = `"${((await element.getAttribute('aria-label')) ?? (await element.textContent()) ?? '').trim().slice(0, 40)}"`;
    const box = (await element.boundingBox())!;
    expect(box, `${name} is drawn`).not.toBeNull();
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(360.5);
    // A scroller (the category bar) holds more than it shows on purpose; anything else must not spill.
    const spill = await element.evaluate((el) => (getComputedStyle(el).overflowX === 'auto' ? 0 : el.scrollWidth - el.clientWidth));
    expect(spill, `${name}: its content stays in its box`).toBeLessThanOrEqual(1);
  }
}

for (const language of LANGUAGES) {
  test(`SPEC 2: /m/task is full screen with no page header (${language})`, async ({ page }) => {
    // Lucky has a TASK link (its demo task page); demo has none.
    await useLanguage(page, language);
    await page.goto(hostUrl('lucky', '/m/home'));
    await waitForScreen(page, language);
    await page.goto(hostUrl('lucky', '/m/task'));
    const frame = page.getByTitle(t(language, 'menu.task'), { exact: true });
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t(language, 'app.loading'), { exact: true })).toHaveCount(0);
    expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t(language, 'app.back'), exact: true })).toHaveCount(0);
    await expect(bottomMenu(page, language)).toHaveCount(0);

    const close = page.getByRole('button', { name: t(language, 'game.closeGame'), exact: true });
    await expect(close).toBeVisible();
    if (language === 'TY') await expectFitsNarrowPhone(page, [close]);
    await close.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

for (const language of LANGUAGES) {
  test(`SPEC 2: /m/lottery has no top header, and its own Back arrow goes home (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/m/activity');
    await waitForScreen(page, language);
    await page.goto('/m/lottery');
    await waitForScreen(page, language);
    await expect(
      page.getByRole('navigation', { name: t(language, 'game.categories'), exact: true }).getByRole('button', { pressed: true }),
    ).toHaveText(t(language, 'category.LOTT'));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(bottomMenu(page, language)).toHaveCount(0);
    // The page keeps its name for screen readers.
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'title.lottery'), exact: true })).toHaveCount(1);

    const back = page.getByRole('button', { name: t(language, 'app.back'), exact: true });
    await expect(back).toBeVisible();
    const box = (await back.boundingBox())!;
    expect(box.y, 'the Back arrow is at the top of the screen').toBeLessThan(16);
    expect(box.x).toBeLessThan(16);
    if (language === 'TY') {
      await expectFitsNarrowPhone(page, [back, page.getByRole('navigation', { name: t(language, 'game.categories'), exact: true })]);
    }
    // The lottery centre is one of the routes whose back goes home (SPEC 2), even with history behind it.
    await back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

for (const language of LANGUAGES) {
  test(`SPEC 2: the register page shows its background, the banner, the title 'Register' and the form (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    const image = page.waitForResponse((r) => new URL(r.url()).pathname === '/assets/banners/auth-background.svg');
    await page.goto('/m/register');
    await waitForScreen(page, language);
    expect((await image).status()).toBe(200);

    const background = page.getByTestId('auth-background');
    await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await background.boundingBox())!;
    expect({ x: box.x, y: box.y, width: box.width }).toEqual({ x: 0, y: 0, width: 390 });
    expect(box.height, 'it lies behind the back row, the banner, the logo and the tabs').toBeGreaterThan(300);
    // Behind the content: the Back button is what a tap on it reaches.
    const back = page.getByRole('button', { name: t(language, 'app.back'), exact: true });
    expect(
      await back.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);

    await expect(page.getByRole('region', { name: t(language, 'banner.label'), exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: t(language, 'auth.registerTab'), exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: t(language, 'auth.registerTitle'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t(language, 'register.submit'), exact: true })).toBeVisible();
    if (language === 'TY') await expectFitsNarrowPhone(page, [background]);
  });
}
