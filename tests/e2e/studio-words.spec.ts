/**
 * The studio in plain words (issue 30, item 1) at 390x844 and 1440x900, with axe: every field of
 * the editor's forms has a label and a line of help from its schema (x-label and description),
 * linked with aria-describedby; each flag says what it does and lists the places of the config it
 * gates; the audit log reads as sentences, its raw entries kept behind "Raw details". The copy
 * tenant is this test's alone (tests/support/server.ts), with demo's editor and publisher.
 */
import type { Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, signOutStudio, submitHomeLabelChange } from '../support/studio.ts';

const TENANT = EDIT_TENANTS.studioWords;

// both viewports publish to the same copy: one at a time
test.describe.configure({ mode: 'serial' });

/** Every visible field of the editor's tab panel without a label or without help (aria-describedby to text). */
async function fieldsWithoutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.getElementById('editor-panel')!;
    const missing: string[] = [];
    const textOf = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    for (const el of panel.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name =
        el.getAttribute('aria-label') ?? (textOf(el.getAttribute('aria-labelledby')) || el.labels?.[0]?.textContent?.trim() || '');
      // one choice of a list (a tool offered, a period) is helped by its group's line
      const choice = el.matches('input[type=checkbox], input[type=radio]') ? el.closest('fieldset') : null;
      const help = textOf(el.getAttribute('aria-describedby')) || textOf(choice?.getAttribute('aria-describedby') ?? null);
      if (!name || !help) missing.push(`${el.tagName.toLowerCase()} "${name}"${help ? '' : ' without help'}`);
    }
    for (const group of panel.querySelectorAll('fieldset')) {
      const legend = group.querySelector('legend')?.textContent?.trim();
      if (!legend || !textOf(group.getAttribute('aria-describedby'))) missing.push(`group "${legend ?? ''}" without help`);
    }
    return missing;
  });
}

for (const viewport of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'desktop' },
]) {
  async function look(page: Page, view: string) {
    const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));
    expect(widths.page, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
    await expectNoBlockingStudioViolation(page, view);
    await page.screenshot({ path: test.info().outputPath(`${view.replace(/\W+/g, '-')}.png`), fullPage: true });
  }

  test.describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every field has a label and help from its schema', async ({ page }) => {
      test.setTimeout(120_000);
      await signInStudio(page, 'demo-editor', 'editor1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

      // a menu item: the menu item schema's words, and the action's and the condition's
      await page.getByRole('button', { name: /^Home \(home\)/ }).click();
      await expect(page.getByLabel('Unread badge')).toHaveAccessibleDescription(/unread counter shown on the item/);
      await expect(page.getByRole('group', { name: 'On tap' })).toHaveAccessibleDescription(/What a tap does/);
      await expect(page.getByLabel('Goes to', { exact: true })).toHaveAccessibleDescription(/in-app path to open/);
      expect(await fieldsWithoutWords(page), 'menu item').toEqual([]);
      await look(page, `words menu item ${viewport.name}`);

      // a screen's nodes: labels from x-label, not the property's key or the type's name
      await tab('Screens');
      await page.getByLabel('Screen', { exact: true }).selectOption('home');
      const nodes = page.getByRole('list', { name: 'Nodes of the home screen' }).getByRole('listitem');
      const banner = nodes.filter({ hasText: /^\d+\. banner/ }).first();
      await banner
        .getByRole('button', { name: /banner/ })
        .first()
        .click();
      await expect(banner.getByLabel('Banner group', { exact: true })).toHaveAccessibleDescription(/name of the banner group/);
      await expect(banner.getByLabel('Node id (optional)')).toHaveAccessibleDescription(/unique on its screen/);
      await expect(banner.getByRole('group', { name: 'Shown when' })).toHaveAccessibleDescription(/A test on the visitor/);
      expect(await fieldsWithoutWords(page), 'banner node').toEqual([]);
      await look(page, `words screen node ${viewport.name}`);

      await tab('Brand');
      await expect(page.getByLabel('Site name')).toHaveAccessibleDescription(/name members see/);
      expect(await fieldsWithoutWords(page), 'brand').toEqual([]);

      await tab('Theme');
      const dark = page.getByRole('region', { name: 'dark', exact: true });
      await expect(dark.getByLabel('Page background (background)', { exact: true })).toHaveAccessibleDescription(/A colour: #rrggbb/);
      expect(await fieldsWithoutWords(page), 'theme').toEqual([]);

      await tab('Responsible gaming');
      await expect(page.getByLabel('Minimum age')).toHaveAccessibleDescription(/date of birth/);
      expect(await fieldsWithoutWords(page), 'responsible gaming').toEqual([]);
      await look(page, `words responsible gaming ${viewport.name}`);
    });

    test('each flag says what it does and where it gates', async ({ page }) => {
      await signInStudio(page, 'demo-editor', 'editor1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await page.getByRole('tab', { name: 'Flags', exact: true }).click();
      const referral = page.getByRole('switch', { name: 'REFERRAL', exact: true });
      await expect(referral).toHaveAccessibleDescription(/invite-friends referral promotion/);
      // computed from the config: the screen node it shows, named in words
      const places = page.getByRole('row').filter({ has: referral }).getByRole('list');
      await expect(places).toContainText('Screen “inviteFriends” › node 1');
      await expect(referral).toHaveAccessibleDescription(/Screen “inviteFriends” › node 1/);
      // an agent-centre flag: its menu item, by its label
      const overview = page.getByRole('switch', { name: 'AGENTOVERVIEW3', exact: true });
      await expect(page.getByRole('row').filter({ has: overview }).getByRole('list')).toContainText('(teamOverview)');
      // a flag only the site's code reads says so
      await expect(page.getByRole('switch', { name: 'CBS3', exact: true })).toHaveAccessibleDescription(/Live chat/);
      await look(page, `words flags ${viewport.name}`);
    });

    test('the audit log reads as sentences, the raw entry kept', async ({ page }) => {
      test.setTimeout(120_000);
      const title = `Words ${viewport.name} ${Date.now() % 100000}`;
      await signInStudio(page, 'demo-editor', 'editor1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
      const change = await submitHomeLabelChange(page, `Bahay ${viewport.name}`, title);
      await signOutStudio(page);

      await signInStudio(page, 'demo-publisher', 'publisher1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/changes/${change}`);
      await page.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(page.getByTestId('change-status')).toContainText('published');

      await page.getByRole('link', { name: 'Audit log' }).click();
      const log = page.getByRole('list', { name: 'Actions, newest first' });
      const approved = log.getByTestId('audit-entry').filter({ hasText: `approved change #${change}` });
      await expect(approved).toContainText(
        new RegExp(`demo-publisher approved change #${change} “${title}” on ${TENANT}: version \\d+ is live`),
      );
      const submitted = log.getByTestId('audit-entry').filter({ hasText: `submitted change #${change}` });
      await expect(submitted).toContainText(`demo-editor submitted change #${change} “${title}” on ${TENANT}`);
      await expect(submitted).toContainText('1 change to review');
      // the raw entry for support, one click away
      const raw = approved.getByText('Raw details');
      await raw.click();
      await expect(approved.locator('pre')).toBeVisible();
      await expect(approved.locator('pre')).toContainText(`publish {`);
      await expect(approved.locator('pre')).toContainText(`"change": ${change}`);
      await look(page, `words audit log ${viewport.name}`);
    });
  });
}
