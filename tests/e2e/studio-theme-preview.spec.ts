/**
 * Issue 30 item 7 in the browser: a theme edit in the studio shows in the preview frames as new
 * colours, without the frame reloading or its app remounting. A marker on the frame's window and
 * one on the bottom menu's current tab (a node the app rendered) survive the edit and the checked
 * draft that follows it, while the tab turns the new primary colour; the light frames keep theirs.
 * A label edit re-renders the frames' app in place (the same nodes, the new text). A palette value
 * that is not a colour, posted to a frame as the studio would, is not applied and fetches nothing. The unit tests (tests/unit/engine/preview-palette.test.ts) cover the guard and
 * the studio's check; the time an edit takes to show is measured by `npm run bench -- --only studio`.
 * The theme edit also on a phone (390x844), where one frame shows; axe on the Theme tab at both sizes.
 */
import type { Frame, Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { bottomMenu, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio } from '../support/studio.ts';

test.use({ viewport: { width: 1440, height: 1000 }, hasTouch: false });

/** A copy that only ever holds drafts here: nothing is submitted or published. */
const TENANT = EDIT_TENANTS.studioSafety;

/** The frame's document, to mark it and read its styles. */
async function frameOf(page: Page, id: string): Promise<Frame> {
  const frame = await (await page.locator(`iframe[data-frame="${id}"]`).elementHandle())?.contentFrame();
  expect(frame, `the ${id} preview frame`).toBeTruthy();
  return frame!;
}

const currentTab = (frame: Frame, language: 'EN' | 'TY') => bottomMenu(frame as unknown as Page, language).locator('[aria-current="page"]');

/** Marks the frame's window and its current tab; `kept` says whether both marks are still there on the same nodes. */
async function mark(frame: Frame, language: 'EN' | 'TY') {
  await frame.evaluate(() => Object.assign(window, { e2eMarker: 'before the edit' }));
  const tab = await currentTab(frame, language).elementHandle();
  await tab.evaluate((element) => element.setAttribute('data-e2e-marker', 'before the edit'));
  return {
    kept: async () => ({
      window: await frame.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker ?? null),
      tab: await tab.evaluate((element) => (element.isConnected ? element.getAttribute('data-e2e-marker') : 'removed')),
    }),
  };
}

test('a theme edit repaints the preview frames without reloading or remounting them', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStudio(page, 'demo-editor', 'editor1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  const [tyDark, enDark, enLight] = [await frameOf(page, 'TY-dark'), await frameOf(page, 'EN-dark'), await frameOf(page, 'EN-light')];
  await expect(currentTab(tyDark, 'TY')).toBeVisible();
  await expect(currentTab(enLight, 'EN')).toBeVisible();
  const lightColour = await currentTab(enLight, 'EN').evaluate((element) => getComputedStyle(element).color);
  const marks = await mark(tyDark, 'TY');
  const stays = { window: 'before the edit', tab: 'before the edit' };

  await page.getByRole('tab', { name: 'Theme' }).click();
  const primary = page.getByRole('region', { name: 'dark', exact: true }).getByLabel('Main buttons (primary)', { exact: true });
  const checked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/check$/.test(new URL(r.url()).pathname));
  await primary.fill('#4fd1c5');
  await expect(currentTab(tyDark, 'TY')).toHaveCSS('color', 'rgb(79, 209, 197)');
  await expect(currentTab(enDark, 'EN')).toHaveCSS('color', 'rgb(79, 209, 197)');
  expect(await tyDark.evaluate(() => document.documentElement.style.getPropertyValue('--c-primary'))).toBe('#4fd1c5');
  expect(await marks.kept()).toEqual(stays);
  await expect(page.getByTestId('preview-time')).toHaveText(/Frames updated \d+ ms after the edit/);

  // The checked draft reaches the frames too; the next edit, posted after it, shows after it was handled.
  await checked;
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  await primary.fill('#7fb0ff');
  await expect(currentTab(tyDark, 'TY')).toHaveCSS('color', 'rgb(127, 176, 255)');
  expect(await marks.kept()).toEqual(stays);
  // a dark palette edit leaves the light frames' colours alone
  await expect(currentTab(enLight, 'EN')).toHaveCSS('color', lightColour);
  await expectNoBlockingStudioViolation(page, 'theme tab 1440');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a theme edit repaints the one frame shown, without remounting it', async ({ page }) => {
    test.setTimeout(90_000);
    await signInStudio(page, 'demo-editor', 'editor1234');
    await page.getByRole('link', { name: TENANT, exact: true }).click();
    await expect(page.getByTestId('check-status')).toHaveText('No errors');
    const enDark = await frameOf(page, 'EN-dark');
    await expect(currentTab(enDark, 'EN')).toBeVisible();
    const marks = await mark(enDark, 'EN');
    await page.getByRole('tab', { name: 'Theme' }).click();
    const primary = page.getByRole('region', { name: 'dark', exact: true }).getByLabel('Main buttons (primary)', { exact: true });
    await primary.fill('#e0a030');
    await expect(currentTab(enDark, 'EN')).toHaveCSS('color', 'rgb(224, 160, 48)');
    expect(await marks.kept()).toEqual({ window: 'before the edit', tab: 'before the edit' });
    await expectNoBlockingStudioViolation(page, 'theme tab 390');
  });
});

test('a label edit re-renders the preview frames in place: the new text shows, the app is not remounted', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStudio(page, 'demo-editor', 'editor1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  const tyDark = await frameOf(page, 'TY-dark');
  await expect(currentTab(tyDark, 'TY')).toBeVisible();
  const marks = await mark(tyDark, 'TY');
  await page.getByRole('button', { name: /^Home \(home\)/ }).click();
  await page.getByLabel('Label (TY)').fill('Bahay sa lugar');
  await expect(currentTab(tyDark, 'TY')).toContainText('Bahay sa lugar');
  expect(await marks.kept()).toEqual({ window: 'before the edit', tab: 'before the edit' });
});

test('a palette value that is not a colour never reaches a preview frame’s styles', async ({ page }) => {
  test.setTimeout(90_000);
  const evil: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) evil.push(request.url());
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('is not a colour')) refused.push(message.text());
  });
  await signInStudio(page, 'demo-editor', 'editor1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  const tyDark = await frameOf(page, 'TY-dark');
  await expect(currentTab(tyDark, 'TY')).toBeVisible();
  const before = await tyDark.evaluate(() => document.documentElement.style.getPropertyValue('--c-primary'));
  const colour = await currentTab(tyDark, 'TY').evaluate((element) => getComputedStyle(element).color);

  // What a hostile studio page could post: the frame checks every value itself.
  const hostile = ['url(https://evil.example/track.png)', '#fff; background: url(https://evil.example/x)'];
  for (const [index, value] of hostile.entries()) {
    await page.evaluate(
      ({ value, generation }) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-frame="TY-dark"]')!;
        const surface = getComputedStyle(frame.contentDocument!.documentElement).getPropertyValue('--c-surface').trim();
        frame.contentWindow!.postMessage(
          { type: 'studio-preview-theme', generation, palettes: { dark: { surface, primary: value, background: value } } },
          window.location.origin,
        );
      },
      { value, generation: 10_000 + index },
    );
    await expect.poll(() => refused.length).toBe(index + 1);
  }
  expect(await tyDark.evaluate(() => document.documentElement.style.getPropertyValue('--c-primary'))).toBe(before);
  await expect(currentTab(tyDark, 'TY')).toHaveCSS('color', colour);
  expect(evil).toEqual([]);
});
