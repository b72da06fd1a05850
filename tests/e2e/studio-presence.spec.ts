/**
 * Who else is editing (issue 30 item 5), at 390x844 and 1440x900 with axe: demo's editor and publisher open
 * the editor of the same copy in two browsers, one in EN and one in TY, and each reads the
 * other's name in the presence line; when the publisher leaves, the editor's line empties. The
 * copy is this test's alone (tests/support/server.ts), so no other test's operators show.
 */
import type { Browser, Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio } from '../support/studio.ts';
import { say } from '../../screens/studio/editor-messages.ts';

const TENANT = EDIT_TENANTS.presence;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
// both sizes use the one copy: one at a time
test.describe.configure({ mode: 'serial' });

/** An operator's editor of the copy in a browser context of its own, in the studio language given. */
async function openEditor(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  username: string,
  password: string,
  language: 'EN' | 'TY',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  await context.addInitScript((lang) => window.localStorage.setItem('studio-language', lang), language);
  const page = await context.newPage();
  await signInStudio(page, username, password);
  await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
  await expect(page.getByTestId('check-status')).toHaveText(say(language, 'noErrors'));
  return page;
}

for (const viewport of VIEWPORTS) {
  test(`two operators on one site each see the other, in EN and TY, and the line empties when one leaves (${viewport.name})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const editor = await openEditor(browser, viewport, 'demo-editor', 'editor1234', 'EN');
    const publisher = await openEditor(browser, viewport, 'demo-publisher', 'publisher1234', 'TY');
    await expect(publisher.getByTestId('presence')).toHaveText('Nag-e-edit din ng site na ito ngayon: demo-editor');
    // the editor learns of the publisher at its next beat, or when its window gets the focus back
    await editor.evaluate(() => window.dispatchEvent(new Event('focus')));
    const line = editor.getByRole('status').filter({ hasText: 'Also editing' });
    await expect(line).toHaveText('Also editing this site now: demo-publisher');
    await expectNoBlockingStudioViolation(editor, `presence EN ${viewport.name}`);
    await editor.screenshot({ path: test.info().outputPath(`presence-en-${viewport.name}.png`) });
    await publisher.screenshot({ path: test.info().outputPath(`presence-ty-${viewport.name}.png`) });

    // the publisher goes to the history: leaving the editor says so at once
    await publisher.goto(`${baseUrl()}/studio/${TENANT}/history`);
    await editor.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(editor.getByTestId('presence')).toHaveText('');
    await editor.context().close();
    await publisher.context().close();
  });
}
