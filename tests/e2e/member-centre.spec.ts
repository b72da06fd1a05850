/**
 * Member centre screens at 390x844: settings, change password, announcements and inbox, in EN
 * (demo) and TY (lucky). Accounts that a test changes are registered fresh on lucky (username
 * registration has no captcha there), so tests stay independent of the seeded accounts.
 */
import type { Page } from '@playwright/test';
import {
  apiCall,
  baseUrl,
  expect as baseExpect,
  freshLuckyMember,
  hostUrl,
  logIn,
  logInLucky,
  storedSession,
  t,
  test,
  waitForScreen,
} from '../support/fixtures.ts';

type Lang = 'EN' | 'TY';
// Passwords are hashed (slow on purpose): on a busy shared machine a call can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const label = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const button = (page: Page, lang: Lang, key: string) => page.getByRole('button', { name: t(lang, key), exact: true });

test.describe('settings /m/set', () => {
  test('signed out: the change-password entry goes to /m/login and there is no sign-out button (EN)', async ({ page }) => {
    await page.goto('/m/set');
    await waitForScreen(page);
    await expect(button(page, 'EN', 'menu.logout')).toHaveCount(0);
    await button(page, 'EN', 'title.changePassword').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('signed in: the entry opens /m/changePsw; sign out asks, then lands on /m/home signed out (EN)', async ({ page }) => {
    await logIn(page, 'demo', 'demo1234');
    await page.goto('/m/set');
    await waitForScreen(page);
    await page.screenshot({ path: 'test-results/member-centre/settings-EN-dark.png' });
    await button(page, 'EN', 'title.changePassword').click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(label(page, 'EN', 'changePsw.username')).toHaveValue('demo');
    await page.goto('/m/set');
    await button(page, 'EN', 'menu.logout').click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: t('EN', 'in_sure_logout') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('EN', 'app.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toBeNull();
  });
});

test.describe('change password /m/changePsw', () => {
  test('without a session it redirects to /m/home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('every rule and message (TY, lucky): required, confirm required and matching, same-as-old dialog, wrong old password', async ({
    page,
    request,
  }) => {
    const member = await freshLuckyMember(request, 'mc');
    await logInLucky(page, member.username, member.password);
    await page.goto(hostUrl('lucky', '/m/changePsw'));
    const lang: Lang = 'TY';
    const submit = button(page, lang, 'app.submit');
    await submit.click();
    await expect(page.getByText(t(lang, 'auth.passwordRequired')).first()).toBeVisible();
    await expect(label(page, lang, 'changePsw.oldPassword')).toBeFocused();
    await expect(page.getByText(t(lang, 'changePsw.enterPassword'))).toBeVisible();

    await label(page, lang, 'changePsw.oldPassword').fill(member.password);
    await label(page, lang, 'changePsw.newPassword').fill('newpass12');
    await label(page, lang, 'changePsw.confirmPassword').fill('newpass13');
    await submit.click();
    await expect(page.getByText(t(lang, 'in_confirmation_correct'))).toBeVisible();
    await expect(label(page, lang, 'changePsw.confirmPassword')).toBeFocused();

    await label(page, lang, 'changePsw.newPassword').fill(member.password);
    await label(page, lang, 'changePsw.confirmPassword').fill(member.password);
    await submit.click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: t(lang, 'changePsw.same') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t(lang, 'changePsw.confirmTitle'), { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/member-centre/changePsw-same-TY.png' });
    await dialog.getByRole('button').first().click();
    await expect(dialog).toHaveCount(0);

    // A wrong old password: the loading hides, the server's English text is not shown, the field is marked.
    await label(page, lang, 'changePsw.oldPassword').fill('not-the-one1');
    await label(page, lang, 'changePsw.newPassword').fill('newpass12');
    await label(page, lang, 'changePsw.confirmPassword').fill('newpass12');
    await submit.click();
    await expect(page.getByText(t(lang, 'changePsw.oldWrong'))).toBeVisible();
    await expect(page.getByText('The old password is not correct')).toHaveCount(0);
    await expect(page.getByText(t(lang, 'in_please_wait'))).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });

  test("success: 'Please wait', 'Change saved', then /m/home; the new password logs in, the old one does not", async ({
    page,
    request,
  }) => {
    const member = await freshLuckyMember(request, 'mc');
    await logInLucky(page, member.username, member.password);
    await page.goto(hostUrl('lucky', '/m/changePsw'));
    const lang: Lang = 'TY';
    await label(page, lang, 'changePsw.oldPassword').fill(member.password);
    await label(page, lang, 'changePsw.newPassword').fill('Fresh-pass9');
    await label(page, lang, 'changePsw.confirmPassword').fill('Fresh-pass9');
    await button(page, lang, 'app.submit').click();
    await expect(page.getByRole('status').filter({ hasText: t(lang, 'changePsw.saved') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page).toHaveURL(/\/m\/home$/);
    const refused = await request.post(`${baseUrl()}/api/member/login`, {
      headers: { 'X-Tenant': 'lucky' },
      data: { type: 'username', username: member.username, password: member.password },
    });
    expect(refused.status()).toBe(401);
    await apiCall(request, 'lucky', 'POST', '/api/member/login', { type: 'username', username: member.username, password: 'Fresh-pass9' });
  });
});

test.describe('announcements and inbox', () => {
  test('announcements: opening an unread one shows its content, marks it read at once, and the server agrees (EN, member0)', async ({
    page,
    request,
  }) => {
    await logIn(page, 'member0', 'member1234');
    const session = await storedSession(page);
    const before = await apiCall<{ list: { id: number; title: string; content: string; read: boolean }[]; unreadCount: number }>(
      request,
      'demo',
      'GET',
      '/api/notices',
      undefined,
      { Authorization: `Bearer ${session!.token}` },
    );
    const target = before.list.find((n) => !n.read);
    expect(target, 'member0 has an unread announcement').toBeTruthy();
    await page.goto('/m/notice');
    const list = page.getByTestId('notice-list');
    await expect(list.locator('li')).toHaveCount(before.list.length);
    await expect(list.locator('li[data-read="false"]')).toHaveCount(before.unreadCount);
    await page.screenshot({ path: 'test-results/member-centre/notice-EN.png' });
    const item = list.getByRole('button', { name: new RegExp(target!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('region', { name: target!.title })).toHaveText(target!.content);
    await expect(list.locator('li[data-read="false"]')).toHaveCount(before.unreadCount - 1);
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ count: number }>(request, 'demo', 'GET', '/api/announcements/unread', undefined, {
              Authorization: `Bearer ${session!.token}`,
            })
          ).count,
      )
      .toBe(before.unreadCount - 1);
    // after a reload the flag still reads 'read'
    await page.reload();
    await expect(page.getByTestId('notice-list').locator('li[data-read="false"]')).toHaveCount(before.unreadCount - 1);
  });

  test('announcements on lucky (TY): no announcements shows the empty state', async ({ page }) => {
    await page.goto(hostUrl('lucky', '/m/notice'));
    await expect(page.getByTestId('empty-state')).toHaveText(t('TY', 'notice.none'));
    await page.screenshot({ path: 'test-results/member-centre/notice-empty-TY.png' });
  });

  test('inbox: guests go to /m/login; reading a message lowers the header badge; a trial member sees the register prompt', async ({
    page,
  }) => {
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login/);

    await logIn(page, 'demo', 'demo1234');
    const badge = page.getByLabel(t('EN', 'header.unread', { count: 2 }), { exact: true });
    await expect(badge).toBeVisible();
    await page.goto('/m/webEmail');
    const list = page.getByTestId('inbox-list');
    await expect(list.locator('li[data-read="false"]')).toHaveCount(2);
    await expect(list.locator('li[data-read="true"]')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/member-centre/inbox-EN.png' });
    const cashback = list.getByRole('button', { name: /Your weekly cashback/ });
    await cashback.click();
    await expect(list.getByRole('region', { name: 'Your weekly cashback' })).toHaveText('Cashback for last week has been credited.');
    await expect(list.locator('li[data-read="false"]')).toHaveCount(1);
    await page.goto('/m/home');
    await expect(page.getByLabel(t('EN', 'header.unread', { count: 1 }), { exact: true })).toBeVisible();
    await page.goto('/m/webEmail');
    await expect(page.getByTestId('inbox-list').locator('li[data-read="false"]')).toHaveCount(1);

    // a trial member (free trial from the login screen) has no inbox
    await page.context().clearCookies();
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto('/m/login');
    await waitForScreen(page);
    await page.getByRole('link', { name: t('EN', 'auth.freeTrial'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/webEmail');
    await expect(page.getByText(t('EN', 'free_reject'))).toBeVisible();
    await expect(page.getByTestId('inbox-list')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/member-centre/inbox-trial-EN.png' });
    await button(page, 'EN', 'member.registerNow').click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
});

test.describe('message centre /m/message', () => {
  test('guest (EN): Telegram, announcements, inbox and live chat entries; inbox and chat go to /m/login; back goes home', async ({
    page,
  }) => {
    await page.goto('/m/message');
    const nav = page.getByRole('navigation', { name: t('EN', 'title.message') });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button')).toHaveText([
      t('EN', 'message.telegram'),
      t('EN', 'service.announcements'),
      t('EN', 'title.inbox'),
      t('EN', 'message.liveChat'),
      t('EN', 'message.affiliateService'),
    ]);
    await page.screenshot({ path: 'test-results/member-centre/message-guest-EN.png' });
    await nav.getByRole('button', { name: t('EN', 'message.liveChat') }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/message');
    await nav.getByRole('button', { name: t('EN', 'title.inbox') }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/message');
    await button(page, 'EN', 'app.back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('member (EN): live chat launches with the SPEC query and opens the demo chat after 500 ms; the chat badge clears', async ({
    page,
  }) => {
    await logIn(page, 'demo', 'demo1234');
    await page.goto('/m/message');
    const chat = page.getByRole('button', { name: new RegExp(`^${t('EN', 'message.liveChat')}`) });
    await expect(chat.getByLabel(t('EN', 'header.unread', { count: 1 }))).toBeVisible();
    const launched = page.waitForRequest((r) => r.url().includes('/api/chat/launch'));
    await chat.click();
    const query = new URL((await launched).url()).searchParams;
    expect(query.get('b2c')).toBe('1');
    expect(query.get('language')).toBe('EN');
    expect(query.get('backUrl')).toBe('/m/message');
    expect(query.get('headerColor')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(query.get('title')).toBe(t('EN', 'chat.title'));
    await expect(page).toHaveURL(/\/m\/message\?chat=demo/);
    await expect(page.getByTestId('demo-chat')).toContainText('Hello! How can we help you today?');
    await page.screenshot({ path: 'test-results/member-centre/chat-EN.png' });
    await button(page, 'EN', 'app.back').click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(chat.getByLabel(t('EN', 'header.unread', { count: 1 }))).toHaveCount(0);
  });

  test('lucky (TY, CBS3 off, no links configured): no live chat, no Telegram, no affiliate service', async ({ page }) => {
    await page.goto(hostUrl('lucky', '/m/message'));
    const nav = page.getByRole('navigation', { name: t('TY', 'title.message') });
    await expect(nav.getByRole('button')).toHaveText([t('TY', 'service.announcements'), t('TY', 'title.inbox')]);
    await page.screenshot({ path: 'test-results/member-centre/message-TY.png' });
  });
});

test.describe('help /m/help', () => {
  test('left menu, ?i and ?tag pick the article (EN demo)', async ({ page }) => {
    await page.goto('/m/help');
    const menu = page.getByRole('navigation', { name: t('EN', 'title.help') });
    await expect(menu.getByRole('button')).toHaveCount(6);
    await expect(menu.getByRole('button', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('help-content')).toContainText('Demo Play is an online entertainment site');
    await page.screenshot({ path: 'test-results/member-centre/help-EN.png' });
    await menu.getByRole('button', { name: 'How to withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=2$/);
    await expect(page.getByTestId('help-content').getByRole('heading', { name: 'Withdraw' })).toBeVisible();
    await page.goto('/m/help?tag=tc');
    await expect(menu.getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/m/help?tag=privacy');
    await expect(page.getByTestId('help-content')).toContainText('never sell it');
    await page.goto('/m/help?i=1');
    await expect(page.getByTestId('help-content')).toContainText('Choose a channel');
  });

  test('TY on lucky shows the Filipino articles', async ({ page }) => {
    await page.goto(`${hostUrl('lucky', '/m/help')}?i=3`);
    await expect(
      page.getByRole('navigation', { name: t('TY', 'title.help') }).getByRole('button', { name: 'Mga tuntunin at kundisyon' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('help-content')).toContainText('18 taong gulang');
    await page.screenshot({ path: 'test-results/member-centre/help-TY.png' });
  });

  test('HTML with a script tag and an onerror handler renders without running them (browser sanitizer)', async ({ page }) => {
    // The server already sanitizes; this answer bypasses it to prove the browser's DOMPurify step.
    await page.route('**/api/help?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          code: 'OK',
          message: 'OK',
          value: [
            {
              title: 'Bad',
              content:
                '<p id="kept">Kept</p><script>window.__pwned = 1</script><img src="/nope.png" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">x</a>',
            },
          ],
        }),
      }),
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/m/help');
    const content = page.getByTestId('help-content');
    await expect(content.locator('#kept')).toHaveText('Kept');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('img')).toHaveCount(1);
    expect(await content.locator('img').getAttribute('onerror')).toBeNull();
    expect(await content.locator('a').getAttribute('href')).toBeNull();
    await content.locator('a').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test.describe('feedback /m/feedback', () => {
  test('signed out goes to /m/login', async ({ page }) => {
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('counter, submit under 20 disabled, refused uploads with clear messages, then sent (EN demo)', async ({ page, request }) => {
    await logIn(page, 'demo', 'demo1234');
    const captchaAnswer = page.waitForResponse((r) => r.url().includes('/api/captcha'));
    await page.goto('/m/feedback');
    const captchaId = ((await (await captchaAnswer).json()) as { value: { captchaId: string } }).value.captchaId;
    const submit = button(page, 'EN', 'app.submit');
    const type = label(page, 'EN', 'feedback.type');
    await expect(type).toHaveValue('-1');
    const description = label(page, 'EN', 'feedback.description');
    await description.fill('Too short text');
    await expect(page.getByTestId('feedback-counter')).toHaveText('14/200');
    await expect(submit).toBeDisabled();
    await description.fill('My deposit of 500.00 has not arrived yet.');
    await expect(page.getByTestId('feedback-counter')).toHaveText('41/200');
    await expect(submit).toBeEnabled();

    const files = page.getByLabel(t('EN', 'feedback.images', { count: 3 }));
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await files.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([pngHead, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect(page.getByRole('alert').filter({ hasText: t('EN', 'feedback.tooLarge') })).toBeVisible();
    await files.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png at all') });
    await expect(page.getByRole('alert').filter({ hasText: t('EN', 'feedback.badType') })).toBeVisible();
    await expect(page.getByTestId('feedback-images')).toHaveCount(0);
    await files.setInputFiles({
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(page.getByTestId('feedback-images').locator('img')).toHaveCount(1);

    // no type chosen: the type field is focused with its message
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: t('EN', 'feedback.typeRequired') })).toBeVisible();
    await expect(type).toBeFocused();
    await type.selectOption({ label: t('EN', 'feedback.type.deposit') });
    await expect(page.getByRole('alert').filter({ hasText: t('EN', 'feedback.typeRequired') })).toHaveCount(0);
    await label(page, 'EN', 'feedback.comment').fill('Thanks');
    const solved = await apiCall<{ answer: string }>(request, 'demo', 'GET', `/api/dev/captcha?captchaId=${captchaId}`);
    await label(page, 'EN', 'auth.captcha').fill(solved.answer);
    await page.screenshot({ path: 'test-results/member-centre/feedback-EN.png', fullPage: true });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
    await submit.click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: t('EN', 'sent_success') })).toBeVisible();
    await expect(description).toHaveValue('');
  });
});

test.describe('promotions and app download', () => {
  test('promotions (EN demo): images, titles and statuses; signing up changes the status', async ({ page }) => {
    await logIn(page, 'member0', 'member1234');
    await page.goto('/m/activity');
    const list = page.getByTestId('activity-list');
    await expect(list.locator('li')).toHaveCount(3);
    await expect(list.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(list.locator('img').first()).toHaveJSProperty('naturalWidth', 690);
    await page.screenshot({ path: 'test-results/member-centre/activity-EN.png' });
    const signUp = list.getByRole('button', { name: t('EN', 'activity.signUpFor', { title: 'Weekend slots race' }) });
    await signUp.click();
    await expect(signUp).toHaveCount(0);
    await expect(list.locator('li').nth(2).getByTestId('activity-status')).toHaveText(t('EN', 'activity.status.signedUp'));
  });

  test("promotions on lucky (TY): 'No data'; app download on demo has iOS and Android links, lucky none", async ({ page }) => {
    await page.goto(hostUrl('lucky', '/m/activity'));
    await expect(page.getByTestId('empty-state')).toHaveText(t('TY', 'app.noData'));
    await page.screenshot({ path: 'test-results/member-centre/activity-empty-TY.png' });
    await page.goto('/m/app');
    await expect(page.getByRole('link', { name: t('EN', 'app.downloadIos') })).toHaveAttribute('href', '/downloads/demo-play.mobileconfig');
    await expect(page.getByRole('link', { name: t('EN', 'app.downloadAndroid') })).toHaveAttribute('href', '/downloads/demo-play.apk');
    await page.screenshot({ path: 'test-results/member-centre/app-EN.png' });
    await page.goto(hostUrl('lucky', '/m/app'));
    await expect(page.getByTestId('empty-state')).toHaveText(t('TY', 'app.noData'));
  });
});

test.describe('invite friends /m/inviteFriends', () => {
  test('demo without REFERRAL shows coming soon; lucky (TY) gives a signed-in member a code and link', async ({ page, request }) => {
    await page.goto('/m/inviteFriends');
    await expect(page.getByText(t('EN', 'comingSoon.body'))).toBeVisible();
    const member = await freshLuckyMember(request, 'mc');
    await logInLucky(page, member.username, member.password);
    await page.goto(hostUrl('lucky', '/m/inviteFriends'));
    const code = page.getByTestId('invite-code');
    await expect(code).toHaveText(/^[A-Z0-9]{8}$/);
    await expect(page.getByLabel(t('TY', 'invite.link'))).toHaveValue(new RegExp(`/m/register\\?code=${await code.textContent()}$`));
    await page.screenshot({ path: 'test-results/member-centre/invite-TY.png' });
  });
});

test('security centre (EN demo): change-password entry and masked statuses', async ({ page }) => {
  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/securityCenter');
  const row = (item: string) => page.getByTestId('security-status').getByRole('button', { name: new RegExp(`^${t('EN', item)}`) });
  await expect(row('security.mobile')).toContainText('+63 91******67');
  await expect(row('security.email')).toContainText(t('EN', 'security.notBound'));
  await page.screenshot({ path: 'test-results/member-centre/security-EN.png' });
  await button(page, 'EN', 'title.changePassword').click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
});
