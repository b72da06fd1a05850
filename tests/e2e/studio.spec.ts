/**
 * The operator studio end to end, at a desktop size: an editor renames the home tab in TY and EN
 * and sees the four preview frames follow, makes an invalid edit and sees the field error with
 * submitting disabled, submits; the publisher approves and publishes; the member site shows the
 * new label on its next load; a rollback brings the old one back. Axe on every studio view.
 */
import type { Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, bottomMenu, expect, hostUrl, t, test, waitForScreen } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, studioSessionToken } from '../support/studio.ts';

test.use({ viewport: { width: 1440, height: 1000 }, hasTouch: false });

const TENANT = EDIT_TENANTS.studio;

test('edit in the studio, preview in four frames, review, publish, see it on the site, roll back', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto(`${baseUrl()}/studio`);
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  await expectNoBlockingStudioViolation(page, 'sign-in');
  await page.getByLabel('Username').fill('demo-editor');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The username or password is wrong' })).toBeVisible();

  await signInStudio(page, 'demo-editor', 'editor1234');
  await expectNoBlockingStudioViolation(page, 'site picker');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  const frame = (language: 'EN' | 'TY', theme: 'dark' | 'light') => page.frameLocator(`iframe[data-frame="${language}-${theme}"]`);
  for (const language of ['EN', 'TY'] as const)
    for (const theme of ['dark', 'light'] as const)
      await expect(bottomMenu(frame(language, theme) as unknown as Page, language)).toContainText(t(language, 'menu.home'));
  await expectNoBlockingStudioViolation(page, 'editor, menus');

  await page.getByRole('button', { name: /^Home \(home\)/ }).click();
  await page.getByLabel('Label (TY)').fill('Bahay E2E');
  await page.getByLabel('Label (EN)').fill('Home E2E');
  for (const theme of ['dark', 'light'] as const) {
    await expect(bottomMenu(frame('TY', theme) as unknown as Page, 'TY')).toContainText('Bahay E2E');
    await expect(bottomMenu(frame('EN', theme) as unknown as Page, 'EN')).toContainText('Home E2E');
  }
  await expect(page.getByTestId('preview-time')).toHaveText(/Frames updated \d+ ms after the edit/);

  // An invalid edit: the field shows its error and nothing can be submitted.
  const target = page.getByLabel('Goes to', { exact: true });
  await target.fill('home');
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('check-status')).toHaveText(/^\d+ errors?$/);
  const fieldError = page.locator(`[id="${(await target.getAttribute('aria-describedby'))!.split(' ').pop()}"]`);
  await expect(fieldError).toContainText('/');
  await page.getByLabel('What this change does').fill('Rename the home tab');
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(target).toHaveValue('/m/home');
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  for (const tab of ['Flags', 'Theme', 'Brand', 'Messages', 'Screens', 'JSON']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoBlockingStudioViolation(page, `editor, ${tab}`);
  }
  await submit.click();
  await expect(page.getByTestId('change-status')).toContainText('open');
  await expect(page.getByRole('table')).toContainText('Bahay E2E');
  await expect(page.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);
  await expectNoBlockingStudioViolation(page, 'change request (editor)');

  // Sign-out shows the sign-in form once the server has revoked the session and cleared its cookie.
  const editorToken = await studioSessionToken(page);
  const revoked = page.waitForResponse((r) => r.url().endsWith('/studio/api/logout'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  expect((await revoked).status()).toBe(200);
  const after = await page.request.get(`${baseUrl()}/studio/api/me`, { headers: { Authorization: `Bearer ${editorToken}` } });
  expect(after.status()).toBe(401);
  await signInStudio(page, 'demo-publisher', 'publisher1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await page.getByRole('link', { name: 'Change requests' }).click();
  await page.getByRole('link', { name: /Rename the home tab/ }).click();
  await expectNoBlockingStudioViolation(page, 'change request (publisher)');
  await page.getByLabel('Comment (optional)').fill('Looks right');
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByTestId('change-status')).toContainText('published');

  const site = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await site.goto(hostUrl(TENANT, '/m/home'));
  await waitForScreen(site);
  await expect(bottomMenu(site)).toContainText('Home E2E');

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
  await expectNoBlockingStudioViolation(page, 'history');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rolled back' })).toBeVisible();
  await site.reload();
  await waitForScreen(site);
  await expect(bottomMenu(site)).toContainText(t('EN', 'menu.home'));
  await expect(bottomMenu(site)).not.toContainText('Home E2E');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('list', { name: 'Actions, newest first' })).toContainText(`rolled ${TENANT} back to version 1`);
  await expectNoBlockingStudioViolation(page, 'audit log');
  await site.close();
});
