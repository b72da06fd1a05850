/**
 * Reviews that reach people (issue 30, item 4) in the browser, at 390x844 and 1440x900 with axe:
 * an editor submits a change request; the publisher's navigation counts it ("Inbox: 1 awaiting
 * my review"), their inbox lists it under "Awaiting my review: 1", and they comment on it; the
 * editor's badge and inbox show the notification, the request shows the comment, the editor
 * answers and marks the notification read. The inbox reads in TY too. The publisher sets the
 * site's webhook (an http address refused, the secret shown only as a hint). The copy tenant
 * and its two operators are this test's alone (tests/support/server.ts), so no other test moves
 * the counts. The server's rules: tests/contract/studio-reviews.test.ts.
 */
import type { Page } from '@playwright/test';
import { EDIT_TENANTS, INBOX_OPERATORS } from '../support/server.ts';
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, signOutStudio, submitHomeLabelChange } from '../support/studio.ts';
import { say as frameSay } from '../../screens/studio/messages.ts';

const TENANT = EDIT_TENANTS.inbox;
const { editor, publisher } = INBOX_OPERATORS;

// both viewports use the same two operators: one at a time
test.describe.configure({ mode: 'serial' });

async function expectNoSidewaysScroll(page: Page, view: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Studio sections' });

async function look(page: Page, view: string) {
  await expectNoSidewaysScroll(page, view);
  await expectNoBlockingStudioViolation(page, view);
  await page.screenshot({ path: test.info().outputPath(`${view.replace(/\W+/g, '-')}.png`), fullPage: true });
}

for (const viewport of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'desktop' },
]) {
  test.describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a submitted request reaches the publisher, whose comment reaches the editor', async ({ page, request }) => {
      test.setTimeout(180_000);
      const title = `Home label ${viewport.name} ${Date.now()}`;

      // the editor submits a change request
      await signInStudio(page, editor.username, editor.password);
      await expect(page).toHaveURL(new RegExp(`/studio/${TENANT}/edit$`));
      const id = await submitHomeLabelChange(page, `Bahay ${viewport.name}`, title);
      // nothing awaits an editor's review
      await expect(sections(page).getByRole('link', { name: /^Inbox: 0 awaiting my review, 0 unread notifications$/ })).toBeVisible();
      await signOutStudio(page);

      // the publisher's navigation counts it; the inbox lists it
      await signInStudio(page, publisher.username, publisher.password);
      const inbox = sections(page).getByRole('link', { name: 'Inbox: 1 awaiting my review, 1 unread notifications' });
      await expect(inbox).toBeVisible();
      await expect(inbox.getByTestId('inbox-badge')).toHaveText('2');
      await inbox.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      const awaiting = page.getByRole('region', { name: 'Awaiting my review: 1' });
      await expect(awaiting).toBeVisible();
      await expect(awaiting.getByRole('link', { name: `#${id} ${title}` })).toBeVisible();
      await expect(awaiting).toContainText(`by ${editor.username}`);
      await expect(page.getByRole('region', { name: 'Notifications: 1 unread' })).toContainText(
        `${editor.username} asks you to review “${title}” (${TENANT})`,
      );
      await look(page, `inbox publisher ${viewport.name}`);

      // in TY
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'TY' }).click();
      await expect(page.getByRole('region', { name: 'Naghihintay ng pagsusuri ko: 1' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: frameSay('TY', 'sections') }).getByRole('link', { name: /naghihintay ng pagsusuri ko/ }),
      ).toBeVisible();
      await page.getByRole('group', { name: 'Wika' }).getByRole('button', { name: 'EN' }).click();

      // the publisher comments on it (by keyboard on the phone)
      await awaiting.getByRole('link', { name: `#${id} ${title}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: `#${id} ${title}` })).toBeVisible();
      await expect(page.getByText('No comments yet. Ask a question or explain the change.')).toBeVisible();
      const box = page.getByLabel('Your comment');
      await box.fill('Is “Bahay” the word we use elsewhere?\nPlease check <b>both</b> menus.');
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Add comment' }).focus();
        await page.keyboard.press('Enter');
      } else await page.getByRole('button', { name: 'Add comment' }).click();
      const thread = page.getByRole('list', { name: 'Comments' });
      await expect(thread.getByRole('listitem')).toHaveCount(1);
      await expect(thread).toContainText(publisher.username);
      // plain text: the markup shows as written, nothing is rendered from it
      await expect(thread).toContainText('Please check <b>both</b> menus.');
      await expect(thread.locator('b')).toHaveCount(0);
      await expect(box).toHaveValue('');
      // control characters are refused with the server's reason
      await box.fill('bell \u0007');
      await page.getByRole('button', { name: 'Add comment' }).click();
      await expect(page.getByRole('alert')).toHaveText('Remove the control characters from the text.');
      await box.fill('');
      await look(page, `change request with comment ${viewport.name}`);
      await signOutStudio(page);

      // the editor sees the notification and the comment, answers, and marks it read
      await signInStudio(page, editor.username, editor.password);
      const editorInbox = sections(page).getByRole('link', { name: 'Inbox: 0 awaiting my review, 1 unread notifications' });
      await expect(editorInbox).toBeVisible();
      await expect(editorInbox.getByTestId('inbox-badge')).toHaveText('1');
      await editorInbox.click();
      const notes = page.getByRole('region', { name: 'Notifications: 1 unread' });
      const note = `${publisher.username} commented on “${title}” (${TENANT})`;
      await expect(notes.getByRole('link', { name: note })).toBeVisible();
      await expect(page.getByRole('region', { name: 'My requests: 1 in review' })).toContainText('Awaiting review');
      await expect(page.getByRole('region', { name: 'Awaiting my review: 0' })).toContainText('Nothing awaits your review.');
      await look(page, `inbox editor ${viewport.name}`);

      await notes.getByRole('link', { name: note }).click();
      await expect(page.getByRole('list', { name: 'Comments' })).toContainText('Is “Bahay” the word we use elsewhere?');
      await page.getByLabel('Your comment').fill('Yes, the side menu says Bahay too.');
      await page.getByRole('button', { name: 'Add comment' }).click();
      const answered = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
      await expect(answered).toHaveCount(2);
      // newest last
      await expect(answered.nth(1)).toContainText(editor.username);
      await expect(answered.nth(1)).toContainText('Yes, the side menu says Bahay too.');

      await sections(page)
        .getByRole('link', { name: /^Inbox/ })
        .click();
      await page.getByRole('button', { name: `Mark read: ${note}` }).click();
      await expect(page.getByRole('region', { name: 'Notifications: 0 unread' })).toBeVisible();
      await expect(sections(page).getByRole('link', { name: 'Inbox: 0 awaiting my review, 0 unread notifications' })).toBeVisible();
      await expect(sections(page).getByTestId('inbox-badge')).toHaveCount(0);
      await signOutStudio(page);

      // the publisher was told of the answer; the request is rejected, so the next run starts with nothing awaiting
      const api = await request.post(`${baseUrl()}/studio/api/login`, {
        data: { username: publisher.username, password: publisher.password },
      });
      const token = ((await api.json()) as { value: { token: string } }).value.token;
      const seen = await request.get(`${baseUrl()}/studio/api/notifications`, { headers: { Authorization: `Bearer ${token}` } });
      expect(((await seen.json()) as { value: { list: { event: string; actor: string }[] } }).value.list[0]).toMatchObject({
        event: 'change.commented',
        actor: editor.username,
      });
      const rejected = await request.post(`${baseUrl()}/studio/api/changes/${id}/reject`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { comment: 'Test done' },
      });
      expect(rejected.status()).toBe(200);
      const publisherRead = await request.post(`${baseUrl()}/studio/api/notifications/read`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { all: true },
      });
      expect(publisherRead.status()).toBe(200);
      // the editor hears of the rejection; read through the API here, so the next run's editor starts with nothing unread
      const editorLogin = await request.post(`${baseUrl()}/studio/api/login`, {
        data: { username: editor.username, password: editor.password },
      });
      const editorToken = ((await editorLogin.json()) as { value: { token: string } }).value.token;
      const editorNotes = await request.get(`${baseUrl()}/studio/api/notifications`, {
        headers: { Authorization: `Bearer ${editorToken}` },
      });
      expect(((await editorNotes.json()) as { value: { list: { event: string }[] } }).value.list[0]).toMatchObject({
        event: 'change.rejected',
      });
      const read = await request.post(`${baseUrl()}/studio/api/notifications/read`, {
        headers: { Authorization: `Bearer ${editorToken}` },
        data: { all: true },
      });
      expect(read.status()).toBe(200);
    });
  });
}

test.describe('the webhook (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a publisher sets the site’s webhook; an http address is refused and the secret shows only as a hint', async ({ page }) => {
    await signInStudio(page, publisher.username, publisher.password);
    await sections(page)
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await page.getByRole('link', { name: `Webhook for ${TENANT}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Webhook for ${TENANT}` })).toBeVisible();
    await expect(page.getByTestId('webhook-current')).toHaveText('No webhook is set.');
    await page.getByLabel('Address (https://…)').fill('http://hooks.example.com/studio');
    await page.getByLabel('Secret').fill('a-long-enough-secret-1234');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByRole('alert')).toContainText('This address cannot be used');
    await page.getByLabel('Address (https://…)').fill('https://hooks.example.com/studio');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByTestId('webhook-current')).toContainText(
      `Sending to https://hooks.example.com/studio, set by ${publisher.username}`,
    );
    await expect(page.getByText('Leave empty to keep the current secret (••••••••1234).')).toBeVisible();
    await expect(page.getByLabel('Secret')).toHaveValue('');
    expect(await page.content()).not.toContain('a-long-enough-secret-1234');
    await look(page, 'webhook settings phone');
    await page.getByRole('button', { name: 'Remove webhook' }).click();
    await expect(page.getByTestId('webhook-current')).toHaveText('No webhook is set.');
  });
});
