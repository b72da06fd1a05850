/**
 * The member centre and deposit screens' "new" templates (settings.mobileTemplate mem_cen 1 and
 * dep_func 1, SPEC 4), driven end to end at 390x844 on the e2e-templates copy of demo (EN); and
 * the deposit order list of both templates: a pending order is paid later from the list, a failed
 * or expired one shows its state. Each test registers a fresh member, so balances start at 0.00.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADULT_BIRTH_DATE,
  baseUrl,
  expect as baseExpect,
  hostUrl,
  t,
  test,
  waitForScreen,
  control,
  withoutFirstData,
} from '../support/fixtures.ts';
import { EDIT_TENANTS } from '../support/server.ts';

type Lang = 'EN' | 'TY';
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const COPY = EDIT_TENANTS.templates;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(-10);
const label = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const button = (page: Page, lang: Lang, key: string) => page.getByRole('button', { name: t(lang, key), exact: true });
/** An amount as the whole text of an element, after an optional currency symbol. */
const money = (amount: string) => new RegExp(`(^|\\s)${amount.replace('.', '\\.')}$`);
const submitDeposit = (page: Page, lang: Lang) =>
  page
    .getByRole('main')
    .getByRole('button', { name: t(lang, 'deposit.submit'), exact: true })
    .click();
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/wallet/${name}.png`, fullPage: true });

async function value<T>(
  request: APIRequestContext,
  tenant: string,
  path: string,
  init: { method?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'X-Tenant': tenant, 'Content-Type': 'application/json' },
    data: init.data === undefined ? undefined : JSON.stringify(init.data),
    timeout: 30_000,
  });
  const envelope = (await response.json()) as { success: boolean; code: string; message: string; value: T };
  expect(envelope.success, `${path}: ${envelope.code} ${envelope.message}`).toBe(true);
  return envelope.value;
}

/** A fresh member of a tenant by username registration (demo and its copies ask a captcha; solved through /api/dev/captcha). */
async function register(request: APIRequestContext, tenant: string) {
  const username = `tp${unique()}`.slice(0, 16);
  const password = `Pw${unique()}`;
  const body: Record<string, string> = { mode: 'username', username, password, confirmPassword: password, method: 'H5' };
  if (tenant === 'lucky') Object.assign(body, { paymentPassword: '123456', birthDate: ADULT_BIRTH_DATE });
  else {
    const { captchaId } = await value<{ captchaId: string }>(request, tenant, '/api/captcha');
    const { answer } = await value<{ answer: string }>(request, tenant, `/api/dev/captcha?captchaId=${captchaId}`);
    Object.assign(body, { captchaId, captcha: answer });
  }
  await value(request, tenant, '/api/member/register', { method: 'PUT', data: body });
  return { username, password };
}

async function logInOn(page: Page, tenant: string, lang: Lang, member: { username: string; password: string }) {
  await page.goto(hostUrl(tenant, '/m/login'));
  await waitForScreen(page, lang);
  await label(page, lang, 'auth.username').fill(member.username);
  await label(page, lang, 'auth.password').fill(member.password);
  await button(page, lang, 'auth.loginButton').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Pays the demo payment page that is open, then follows its link back to the deposit screen. */
async function payOnDemoPage(page: Page, outcome: 'Pay' | 'Fail' = 'Pay') {
  await expect(page).toHaveURL(/\/demo-pay\/\?order=/);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page.locator('#status')).toHaveText(outcome === 'Pay' ? /paid/i : /failed/i);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
}

test('new member centre template (mem_cen 1): balance with hide and refresh, shortcuts and member entries that open their screens (EN)', async ({
  page,
  request,
}) => {
  const member = await register(request, COPY);
  await logInOn(page, COPY, 'EN', member);
  await page.goto(hostUrl(COPY, '/m/member/home'));
  await waitForScreen(page);
  await expect(page.locator('main [data-template]').first()).toHaveAttribute('data-template', 'new');
  await expect(page.getByTestId('mc-name')).toHaveText(member.username);
  await expect(page.getByTestId('mc-balance')).toHaveText(money('0.00'));
  await button(page, 'EN', 'memberCentre.hideBalance').click();
  await expect(page.getByTestId('mc-balance')).toContainText('******');
  await expect(page.getByTestId('mc-balance')).not.toContainText('0.00');
  await button(page, 'EN', 'memberCentre.showBalance').click();
  await button(page, 'EN', 'memberCentre.refreshBalance').click();
  await expect(page.getByTestId('mc-balance')).toHaveText(money('0.00'));

  const shortcuts = page.getByRole('navigation', { name: t('EN', 'memberCentre.shortcuts') });
  await expect(shortcuts.getByRole('link')).toHaveText([
    t('EN', 'menu.deposit'),
    t('EN', 'menu.withdraw'),
    t('EN', 'wallet.transfer'),
    t('EN', 'menu.accountRecord'),
  ]);
  const main = page.getByRole('main');
  for (const key of ['menu.myAccount', 'menu.bettingRecord', 'menu.profitLoss', 'menu.securityCenter', 'menu.appDownload']) {
    await expect(control(main, t('EN', key))).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: t('EN', 'wallet.transfer') })).toBeVisible();
  await shot(page, 'member-centre-new-EN');

  await control(main, t('EN', 'menu.bettingRecord')).click();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
  await page.goBack();
  await control(shortcuts, t('EN', 'menu.deposit')).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.locator('main [data-template]').first()).toHaveAttribute('data-template', 'new');
});

test('new deposit template (dep_func 1): an order left unpaid is paid later from the order list, and the header balance changes (EN)', async ({
  page,
  request,
}) => {
  const member = await register(request, COPY);
  await logInOn(page, COPY, 'EN', member);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  await page.goto(hostUrl(COPY, '/m/voucherCenter'));
  await waitForScreen(page);
  await expect(page.locator('main [data-template]').first()).toHaveAttribute('data-template', 'new');
  const channels = page.getByRole('main').getByRole('radio');
  await expect(channels).toHaveText([t('EN', 'money.channel.bank'), t('EN', 'money.channel.gcash'), t('EN', 'money.channel.voucher')]);
  await expect(channels.first()).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: t('EN', 'money.channel.gcash') }).click();
  await expect(page.getByRole('radio', { name: t('EN', 'money.channel.gcash') })).toHaveAttribute('aria-checked', 'true');
  await label(page, 'EN', 'wallet.amount').fill('175.25');
  await submitDeposit(page, 'EN');
  await expect(page.getByTestId('deposit-order')).toContainText('175.25');
  await expect(page.getByRole('link', { name: t('EN', 'deposit.payNow') })).toBeVisible();
  const row = page.getByTestId('deposit-order-row').first();
  await expect(row).toContainText(t('EN', 'deposit.status.pending'));
  await shot(page, 'deposit-new-EN');

  // Leave without paying, come back: the order list still offers the payment page.
  await page.goto(hostUrl(COPY, '/m/home'));
  await page.goto(hostUrl(COPY, '/m/voucherCenter'));
  await waitForScreen(page);
  await expect(page.getByTestId('deposit-order')).toHaveCount(0);
  const orders = page.getByRole('region', { name: t('EN', 'deposit.orders') });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders.getByRole('listitem').first()).toContainText('175.25');
  await orders.getByRole('link', { name: t('EN', 'deposit.payOrder'), exact: true }).click();
  await payOnDemoPage(page);
  await expect(page.getByTestId('deposit-balance')).toHaveText(money('175.25'));
  await expect(orders.getByRole('listitem').first()).toContainText(t('EN', 'deposit.status.paid'));
  await expect(orders.getByRole('link', { name: t('EN', 'deposit.payOrder') })).toHaveCount(0);
  await page.goto(hostUrl(COPY, '/m/home'));
  await expect(page.getByTestId('header-balance')).toContainText('175.25');
  await page.goto(hostUrl(COPY, '/m/member/home'));
  await expect(page.getByTestId('mc-balance')).toHaveText(money('175.25'));
});

test('base deposit template (TY, lucky): pay a pending order from the list after leaving; a failed order and an expired one show their state with no pay link', async ({
  page,
  request,
}) => {
  const member = await register(request, 'lucky');
  await logInOn(page, 'lucky', 'TY', member);
  await page.goto(hostUrl('lucky', '/m/voucherCenter'));
  await waitForScreen(page, 'TY');
  await expect(page.locator('main [data-template]').first()).toHaveAttribute('data-template', 'base');
  const orders = page.getByRole('region', { name: t('TY', 'deposit.orders') });
  await expect(orders).toHaveCount(0);

  // One order failed on the payment page.
  await label(page, 'TY', 'wallet.amount').fill('120');
  await submitDeposit(page, 'TY');
  await page.getByRole('link', { name: t('TY', 'deposit.payNow') }).click();
  await payOnDemoPage(page, 'Fail');
  await expect(orders.getByRole('listitem').first()).toContainText(t('TY', 'deposit.status.failed'));
  await expect(orders.getByRole('link', { name: t('TY', 'deposit.payOrder') })).toHaveCount(0);
  await expect(page.getByTestId('deposit-balance')).toHaveText(money('0.00'));

  // One order left pending; the member goes elsewhere and comes back.
  await label(page, 'TY', 'wallet.amount').fill('300');
  await submitDeposit(page, 'TY');
  await expect(page.getByTestId('deposit-order')).toContainText('300.00');
  await page.goto(hostUrl('lucky', '/m/member/home'));
  await expect(page.getByTestId('mc-balance')).toHaveText(money('0.00'));
  await page.goto(hostUrl('lucky', '/m/voucherCenter'));
  await waitForScreen(page, 'TY');
  const rows = orders.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('300.00');
  await expect(rows.nth(0)).toContainText(t('TY', 'deposit.status.pending'));
  await expect(rows.nth(1)).toContainText(t('TY', 'deposit.status.failed'));
  await expect(orders.getByRole('link', { name: t('TY', 'deposit.payOrder'), exact: true })).toHaveCount(1);
  await shot(page, 'deposit-orders-TY');
  await rows
    .nth(0)
    .getByRole('link', { name: t('TY', 'deposit.payOrder'), exact: true })
    .click();
  await payOnDemoPage(page);
  await expect(page.getByTestId('deposit-balance')).toHaveText(money('300.00'));
  await expect(rows.nth(0)).toContainText(t('TY', 'deposit.status.paid'));
  await page.goto(hostUrl('lucky', '/m/home'));
  await expect(page.getByTestId('header-balance')).toContainText('300.00');

  // An order past its payment window, as the server lists it (the contract test makes a real one): its state, no link.
  // (The page asks for the list itself: a member's page carries the server's answer otherwise.)
  await withoutFirstData(page, 'lucky');
  await page.route('**/api/deposit/orders?*', async (route) => {
    // Node cannot resolve lucky.localhost: fetch from the loopback address with the tenant header.
    const url = new URL(route.request().url());
    url.host = new URL(baseUrl()).host;
    const answer = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), 'x-tenant': 'lucky' } });
    const body = (await answer.json()) as { value: { list: Record<string, unknown>[] } };
    body.value.list.unshift({
      ...body.value.list[0],
      orderNo: 'D20260101ABCDEF0123',
      amount: '450.00',
      status: 'expired',
      completedAt: null,
    });
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(hostUrl('lucky', '/m/voucherCenter'));
  await waitForScreen(page, 'TY');
  await expect(rows.nth(0)).toContainText('450.00');
  await expect(rows.nth(0)).toContainText(t('TY', 'deposit.status.expired'));
  await expect(rows.nth(0).getByRole('link')).toHaveCount(0);
});
