/**
 * The studio on a phone (issue 30, item 1) at 390x844, and its desktop layout at 1440x900, with axe:
 * the editor (a menu item open: its icons with their names), the previews (one frame at a time on a
 * phone, picked with a switcher; all four side by side on a desktop), the review of the change
 * request by the editor and the publisher, and the history, whose diffs say where in words
 * ("Texts (TY) › menu.home"). On every view: no sideways scrolling
 * (document.scrollingElement.scrollWidth <= innerWidth) and, on the phone, every control a tap
 * target of at least 44x44 px that overlaps no other. The copy tenant is this test's alone
 * (tests/support/server.ts), with demo's editor and publisher.
 */
import type { Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, signOutStudio } from '../support/studio.ts';

const TENANT = EDIT_TENANTS.studioPhone;

// both viewports edit the same copy: one at a time
test.describe.configure({ mode: 'serial' });

async function expectNoSidewaysScroll(page: Page, view: string) {
  const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

/**
 * Every visible control of the studio (not the preview frames' insides) at least 44x44 px, and no
 * two overlapping: a checkbox or radio counts as the label around it, a control in a scrolling box
 * as the part the box shows, and a link inside running text is exempt (WCAG 2.5.8).
 */
async function expectTapTargets(page: Page, view: string) {
  const { small, overlaps } = await page.evaluate(() => {
    const selector = 'a[href], button, select, textarea, input:not([type=hidden]), summary, [role=tab], [role=switch], [role=radio]';
    type Box = { el: Element; name: string; left: number; top: number; right: number; bottom: number; clipped: boolean };
    const seen = new Set<Element>();
    const boxes: Box[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const target = (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')) || el;
      if (seen.has(target)) continue;
      seen.add(target);
      if (target.closest('details:not([open])') && !target.matches('summary')) continue;
      if (target.matches('a') && target.closest('p, li') && getComputedStyle(target).display === 'inline') continue;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom, clipped: false };
      for (let up = target.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const c = up.getBoundingClientRect();
        const clip = {
          left: Math.max(box.left, c.left),
          top: Math.max(box.top, c.top),
          right: Math.min(box.right, c.right),
          bottom: Math.min(box.bottom, c.bottom),
        };
        box = {
          ...clip,
          clipped: box.clipped || clip.left > box.left || clip.top > box.top || clip.right < box.right || clip.bottom < box.bottom,
        };
      }
      if (box.right - box.left <= 0 || box.bottom - box.top <= 0) continue;
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? target.tagName).trim().slice(0, 40);
      boxes.push({ el: target, name, ...box });
    }
    const tooSmall = boxes
      .filter((b) => !b.clipped && (b.right - b.left < 43.5 || b.bottom - b.top < 43.5))
      .map((b) => `${b.name} (${Math.round(b.right - b.left)}x${Math.round(b.bottom - b.top)})`);
    const overlapping: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 0.5 && h > 0.5 && !a.el.contains(b.el) && !b.el.contains(a.el)) overlapping.push(`${a.name} / ${b.name}`);
      }
    return { small: tooSmall, overlaps: overlapping };
  });
  expect(small, `${view}: tap targets under 44x44 px`).toEqual([]);
  expect(overlaps, `${view}: tap targets that overlap`).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'desktop' },
]) {
  const phone = viewport.name === 'phone';

  async function look(page: Page, view: string) {
    await expectNoSidewaysScroll(page, view);
    if (phone) await expectTapTargets(page, view);
    await expectNoBlockingStudioViolation(page, view);
    await page.screenshot({ path: test.info().outputPath(`${view.replace(/\W+/g, '-')}.png`), fullPage: true });
  }

  test.describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('edit, preview, review and history fit the screen', async ({ page }) => {
      test.setTimeout(180_000);
      const label = `Bahay ${viewport.name} ${Date.now() % 100000}`;
      const title = `Home label on the ${viewport.name}`;

      await signInStudio(page, 'demo-editor', 'editor1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await look(page, `editor ${viewport.name}`);

      // a menu item open: its icons each with their name, the chosen one named in the legend
      await page.getByRole('button', { name: /^Home \(home\)/ }).click();
      const icons = page.getByRole('radiogroup', { name: 'Icon' });
      await expect(icons.getByRole('radio', { name: 'home', exact: true })).toHaveAttribute('aria-checked', 'true');
      await expect(icons.getByRole('radio', { name: 'home', exact: true })).toContainText('home');
      await expect(page.getByRole('group', { name: 'Icon: home' })).toBeVisible();
      await look(page, `editor menu item ${viewport.name}`);

      // the previews: one frame at a time on a phone, with a switcher; all four on a desktop
      const preview = page.getByRole('region', { name: 'Preview' });
      const frame = (name: string) => preview.locator(`iframe[title="Preview ${name}"]`);
      const switcher = preview.getByRole('group', { name: 'Frame shown' });
      if (phone) {
        await expect(switcher).toBeVisible();
        await expect(frame('EN dark')).toBeVisible();
        await expect(frame('TY light')).toBeHidden();
        await switcher.getByRole('radio', { name: 'TY · light' }).click();
        await expect(switcher.getByRole('radio', { name: 'TY · light' })).toBeChecked();
        await expect(frame('TY light')).toBeVisible();
        await expect(frame('EN dark')).toBeHidden();
        await preview.scrollIntoViewIfNeeded();
        await look(page, `preview switcher ${viewport.name}`);
      } else {
        await expect(switcher).toBeHidden();
        for (const name of ['EN dark', 'EN light', 'TY dark', 'TY light']) await expect(frame(name)).toBeVisible();
        // the desktop layout: the preview beside the editor, not under it
        const editorBox = (await page.getByRole('region', { name: 'Editor' }).boundingBox())!;
        const previewBox = (await preview.boundingBox())!;
        expect(previewBox.x).toBeGreaterThanOrEqual(editorBox.x + editorBox.width);
      }

      // the edit, submitted with the button in reach
      await page.getByLabel('Label (TY)').fill(label);
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await page.getByLabel('What this change does').fill(title);
      const submit = page.getByRole('button', { name: 'Submit for review' });
      await submit.scrollIntoViewIfNeeded();
      const box = (await submit.boundingBox())!;
      expect(box.x + box.width, 'Submit is on the screen').toBeLessThanOrEqual(viewport.width);
      await submit.click();
      await expect(page.getByTestId('change-status')).toContainText('open');
      await expect(page.getByRole('table')).toContainText(label);
      await expect(page.getByRole('table')).toContainText('Texts (TY) › menu.home');
      await look(page, `review editor ${viewport.name}`);
      await signOutStudio(page);

      // the publisher reviews and approves it
      await signInStudio(page, 'demo-publisher', 'publisher1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/changes`);
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Approve and publish' })).toBeVisible();
      await look(page, `review publisher ${viewport.name}`);
      await page.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(page.getByTestId('change-status')).toContainText('published');

      // the history, its newest version's changes open
      await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('link', { name: 'History' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
      const newest = page.getByRole('listitem').filter({ hasText: title }).first();
      await newest.locator('summary').click();
      await expect(newest.getByRole('table')).toContainText(label);
      // where it changed, in words: the Tagalog text of the home item's label
      await expect(newest.getByRole('table')).toContainText('Texts (TY) › menu.home');
      await look(page, `history ${viewport.name}`);
      await signOutStudio(page);
    });
  });
}
