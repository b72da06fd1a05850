/** The studio's browser-test helpers: sign-in through its form, a change request, its session token, and axe on its views. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { baseUrl, expect } from './fixtures.ts';
import { say } from '../../screens/studio/messages.ts';

/** No serious or critical axe violation in the studio's own view (the preview frames hold the member site, which tests/e2e/accessibility.spec.ts covers). */
export async function expectNoBlockingStudioViolation(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 3)
          .map((n) => `    ${n.html.slice(0, 140)}`)
          .join('\n')}`,
    );
  expect(blocking, `${view}\n${blocking.join('\n')}`).toEqual([]);
}

/** Signs an operator in through the studio's form and waits for the signed-in frame, in whichever language the studio is set to. */
export async function signInStudio(page: Page, username: string, password: string) {
  await page.goto(`${baseUrl()}/studio`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^(${say('EN', 'signOut')}|${say('TY', 'signOut')})$`) })).toBeVisible();
}

/**
 * Signs the operator out and waits for the sign-in form: the next sign-in must not start while the
 * sign-out call is still on its way (a page loaded before it ends is still signed in).
 */
export async function signOutStudio(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
}

/**
 * The token of the page's studio session, to check through the API what the page did. It lives in
 * an HttpOnly cookie (server/studio/session-cookie.ts) the page cannot read; the browser context can.
 */
export async function studioSessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(`${baseUrl()}/studio`)).find((c) => c.name === 'wl_studio');
  expect(cookie?.value, 'the studio keeps its session in the wl_studio cookie').toBeTruthy();
  return cookie!.value;
}

/**
 * In the open editor: sets the TY label of the bottom menu's Home item to `label`, submits the
 * draft for review as `title`, and returns the change request's id from the page it opens.
 */
export async function submitHomeLabelChange(page: Page, label: string, title: string): Promise<string> {
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  await page.getByRole('button', { name: /^Home \(home\)/ }).click();
  await page.getByLabel('Label (TY)').fill(label);
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  await page.getByLabel('What this change does').fill(title);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('change-status')).toContainText('open');
  return /\/changes\/(\d+)/.exec(page.url())![1];
}
