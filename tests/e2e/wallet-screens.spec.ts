/**
 * What the other wallet and member-centre specs left out of issue 4's screen list, at 390x844:
 * the VIP link, unread badges (99+ above 99, none at 0 or signed out), the service error page,
 * the account record's agent scope (?types=A, with its "your own records" note) and feedback uploads of another type or too many.
 */
import type { Page } from '@playwright/test';
import { control, expect as baseExpect, logIn, t, test, waitForScreen, withoutFirstData } from '../support/fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** A control by its label: a link where it navigates, a button where it acts in place (issue 26). */
const button = (page: Page, key: string) => control(page, t('EN', key));
const unread = (page: Page, count: number | string) => page.getByLabel(t('EN', 'header.unread', { count }), { exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/wallet/${name}.png`, fullPage: true });

/** Answers the three unread-count calls with fixed counts (the server's seed has at most 2). */
async function unreadCounts(page: Page, counts: { inbox: number; announcements: number; chat: number }) {
  const answer = (value: unknown) => ({
    contentType: 'application/json',
    body: JSON.stringify({ success: true, code: 'OK', message: 'OK', value }),
  });
  await page.route('**/api/inbox/unread*', (route) => route.fulfill(answer({ count: counts.inbox })));
  await page.route('**/api/announcements/unread*', (route) => route.fulfill(answer({ count: counts.announcements })));
  await page.route('**/api/chat/unread*', (route) => route.fulfill(answer({ unReadCount: counts.chat })));
}

test("VIP link: a VIP member's entry opens /vip/index.html with the language; a member without VIP has no entry (EN, demo)", async ({
  page,
}) => {
  await logIn(page, 'member0', 'member1234');
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await expect(button(page, 'menu.bettingRecord')).toBeVisible();
  await expect(button(page, 'menu.vip')).toHaveCount(0);

  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await shot(page, 'member-centre-vip-EN');
  // The VIP page is a server-rendered page outside the app: the tenant's levels and benefits in the asked language.
  const opened = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && new URL(r.url()).pathname === '/vip/index.html',
  );
  await button(page, 'menu.vip').click();
  expect(new URL((await opened).url()).search).toBe('?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: t('EN', 'menu.vip') })).toBeVisible();
  const levels = page.getByRole('list', { name: t('EN', 'loyalty.table') });
  await expect(levels.getByRole('heading', { name: t('EN', 'loyalty.level.gold') })).toBeVisible();
  await expect(levels).toContainText(t('EN', 'loyalty.benefit.weekly'));
  await shot(page, 'vip-page-EN');
  await page.goto('/vip/index.html?lang=TY&theme=light');
  await expect(page.getByRole('heading', { level: 1, name: t('TY', 'menu.vip') })).toBeVisible();
  await expect(
    page.getByRole('list', { name: t('TY', 'loyalty.table') }).getByRole('heading', { name: t('TY', 'loyalty.level.gold') }),
  ).toBeVisible();
  await shot(page, 'vip-page-TY-light');
  await page.getByRole('link', { name: t('TY', 'title.benefits') }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits/);
});

test('unread badges: 99+ above 99, the count at 1 to 99, none at 0, none signed out (EN, demo)', async ({ page }) => {
  await unreadCounts(page, { inbox: 150, announcements: 0, chat: 7 });
  // each page asks for the counts itself (a member's page carries the server's answers otherwise)
  await withoutFirstData(page);
  // Signed out: no badge, whatever the counts.
  await page.goto('/m/message');
  await waitForScreen(page);
  await expect(page.getByLabel(new RegExp(t('EN', 'header.unread', { count: '\\S+' })))).toHaveCount(0);

  await logIn(page, 'demo', 'demo1234');
  await expect(unread(page, '99+')).toBeVisible();
  await expect(unread(page, '99+').first()).toHaveText('99+');
  await expect(unread(page, 150)).toHaveCount(0);
  await page.goto('/m/message');
  await waitForScreen(page);
  const nav = page.getByRole('navigation', { name: t('EN', 'title.message') });
  await expect(
    nav.getByRole('button', { name: new RegExp(`^${t('EN', 'title.inbox')}`) }).getByLabel(t('EN', 'header.unread', { count: '99+' })),
  ).toHaveText('99+');
  await expect(
    nav.getByRole('button', { name: new RegExp(`^${t('EN', 'message.liveChat')}`) }).getByLabel(t('EN', 'header.unread', { count: 7 })),
  ).toHaveText('7');
  // Announcements at 0: no badge on its entry.
  await expect(
    nav
      .getByRole('button', { name: new RegExp(`^${t('EN', 'service.announcements')}`) })
      .getByLabel(new RegExp(t('EN', 'header.unread', { count: '\\S+' }))),
  ).toHaveCount(0);
  await shot(page, 'badges-EN');

  // Signing out hides every badge at once.
  await page.goto('/m/set');
  await button(page, 'menu.logout').click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: t('EN', 'app.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel(new RegExp(t('EN', 'header.unread', { count: '\\S+' })))).toHaveCount(0);
});

test('service error page: the status call fails, the page says so with a retry that brings the app back (EN, demo)', async ({ page }) => {
  await withoutFirstData(page);
  await page.route('**/api/system/status*', (route) => route.abort('internetdisconnected'));
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: t('EN', 'status.error.title') })).toBeVisible();
  await expect(page.getByText(t('EN', 'status.error.body'))).toBeVisible();
  await expect(page.getByRole('img', { name: 'Demo Play' })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: 'Demo Play' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'error-service-EN');
  await page.unroute('**/api/system/status*');
  await button(page, 'app.retry').click();
  await expect(page.getByRole('navigation', { name: t('EN', 'app.mainMenu'), exact: true })).toBeVisible();
});

test("account record ?types=A: an agent's list asks for the team scope; a member opening the same address gets their own records, not an error (EN, demo)", async ({
  page,
}) => {
  await logIn(page, 'member0', 'member1234');
  let listed = page.waitForRequest((r) => r.url().includes('/api/records/account'));
  await page.goto('/m/transaction/record?types=A');
  expect(new URL((await listed).url()).searchParams.get('types')).toBeNull();
  await waitForScreen(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(button(page, 'records.preset.today')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('note')).toHaveCount(0);

  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await logIn(page, 'agent', 'agent1234');
  // the contract prompts of a fresh agent session stand aside
  const prompt = page.getByRole('alertdialog', { name: t('EN', 'contract.prompt.title') });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: t('EN', 'app.cancel') }).click();
  });
  listed = page.waitForRequest((r) => r.url().includes('/api/records/account'));
  await page.goto('/m/transaction/record?types=A');
  const answer = await (await listed).response();
  expect(new URL((await listed).url()).searchParams.get('types')).toBe('A');
  expect(answer?.status()).toBe(200);
  await waitForScreen(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  // The seed wrote the team's history up to the day it ran: after a midnight (UTC) since, today
  // holds none of it (CI once crossed midnight between the seed and this test), so the last 7 days.
  listed = page.waitForRequest((r) => r.url().includes('/api/records/account'));
  await button(page, 'records.preset.last7').click();
  expect((await (await listed).response())?.status()).toBe(200);
  // The team's records: each row names its member.
  await expect(page.getByTestId('record-totals')).toBeVisible();
  await expect(page.getByTestId('record-member').first()).toBeVisible();
  await shot(page, 'account-record-agent-EN');
});

test('feedback uploads: a PDF is refused as another type, four images at once keep three and say at most 3 (EN, demo)', async ({
  page,
}) => {
  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/feedback');
  await waitForScreen(page);
  const files = page.getByLabel(t('EN', 'feedback.images', { count: 3 }));
  await files.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 a statement') });
  await expect(page.getByRole('alert').filter({ hasText: t('EN', 'feedback.badType') })).toBeVisible();
  await expect(page.getByTestId('feedback-images')).toHaveCount(0);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await files.setInputFiles(['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: png })));
  await expect(page.getByRole('alert').filter({ hasText: t('EN', 'feedback.tooMany') })).toBeVisible();
  await expect(page.getByTestId('feedback-images').locator('img')).toHaveCount(3);
  await expect(files).toBeDisabled();
  await shot(page, 'feedback-uploads-EN');
  await page.getByRole('button', { name: t('EN', 'feedback.removeImage', { name: 'a.png' }) }).click();
  await expect(page.getByTestId('feedback-images').locator('img')).toHaveCount(2);
  await expect(files).toBeEnabled();
});
