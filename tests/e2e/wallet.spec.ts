/**
 * Wallet screens at 390x844 (SPEC 2, 4, 6, 8, 9): deposit through the demo payment page, then a
 * withdraw and its cancel, each seen in the header balance; payment password set first; the trial
 * register prompt; records with their filters and empty state. Money-moving tests use fresh lucky
 * members (TY) so they stay independent of the seeded accounts; reads use demo (EN).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  baseUrl,
  expect as baseExpect,
  freshLuckyMember,
  hostUrl,
  logIn,
  logInLucky,
  sessionToken,
  t,
  test,
  unique,
  waitForScreen,
  control,
} from '../support/fixtures.ts';

type Lang = 'EN' | 'TY';
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const label = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const button = (page: Page, lang: Lang, key: string) => page.getByRole('button', { name: t(lang, key), exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/wallet/${name}.png`, fullPage: true });

async function memberCentreBalance(page: Page, lang: Lang) {
  await page.goto(hostUrl('lucky', '/m/member/home'));
  await waitForScreen(page, lang);
  return page.getByTestId('mc-balance');
}

test('deposit paid on the demo page, then a withdraw and its cancel, move the header balance (TY, lucky)', async ({ page, request }) => {
  const member = await freshLuckyMember(request, 'wl');
  await logInLucky(page, member.username, member.password);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');

  await page.goto(hostUrl('lucky', '/m/voucherCenter'));
  await waitForScreen(page, 'TY');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await shot(page, 'deposit-TY');
  // Limits: the first channel (bank) takes 100.00 to 50,000.00.
  await label(page, 'TY', 'wallet.amount').fill('50');
  await button(page, 'TY', 'deposit.submit').click();
  await expect(page.getByText(t('TY', 'wallet.amount.belowMin', { min: '100.00' }))).toBeVisible();
  await label(page, 'TY', 'wallet.amount').fill('250.50');
  const created = page.waitForRequest((r) => r.url().endsWith('/api/deposit') && r.method() === 'POST');
  await button(page, 'TY', 'deposit.submit').click();
  const key = (await created).headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('deposit-order')).toContainText('250.50');
  await page.getByRole('link', { name: t('TY', 'deposit.payNow') }).click();
  await expect(page).toHaveURL(/\/demo-pay\/\?order=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.locator('#status')).toHaveText(/paid/i);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByTestId('deposit-balance')).toHaveText('250.50');
  await page.goto(hostUrl('lucky', '/m/home'));
  await expect(page.getByTestId('header-balance')).toContainText('250.50');

  await page.goto(hostUrl('lucky', '/m/withdraw'));
  await waitForScreen(page, 'TY');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('250.50');
  await label(page, 'TY', 'wallet.amount').fill('100');
  await label(page, 'TY', 'withdraw.paymentPassword').fill('000000');
  await button(page, 'TY', 'withdraw.submit').click();
  await expect(page.getByText(t('TY', 'error.E_PAYMENT_PASSWORD'))).toBeVisible();
  await label(page, 'TY', 'withdraw.paymentPassword').fill('123456');
  await button(page, 'TY', 'withdraw.submit').click();
  await expect(page.getByTestId('withdraw-balance')).toHaveText('150.50');
  const row = page.getByTestId('withdrawal').first();
  await expect(row).toContainText(t('TY', 'withdraw.status.pending'));
  await shot(page, 'withdraw-pending-TY');
  expect(await (await memberCentreBalance(page, 'TY')).textContent()).toContain('150.50');

  // Cancel returns the money.
  await page.goto(hostUrl('lucky', '/m/withdraw'));
  await waitForScreen(page, 'TY');
  await page
    .getByTestId('withdrawal')
    .first()
    .getByRole('button', { name: t('TY', 'withdraw.cancel') })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('TY', 'app.confirm') })
    .click();
  await expect(page.getByTestId('withdraw-balance')).toHaveText('250.50');
  await expect(page.getByTestId('withdrawal').first()).toContainText(t('TY', 'withdraw.status.cancelled'));
  await expect(await memberCentreBalance(page, 'TY')).toContainText('250.50');
});

/** A fresh demo member without a payment password (demo's registration asks none; its captcha is read from the development endpoint). */
async function registerDemo(request: APIRequestContext) {
  const username = `wd${unique()}`.slice(0, 16);
  const password = `Pw${unique()}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await request.fetch(`${baseUrl()}${path}`, {
      method,
      headers: { 'X-Tenant': 'demo', 'Content-Type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
      timeout: 30_000,
    });
    const envelope = (await response.json()) as { success: boolean; code: string; message: string; value: T };
    expect(envelope.success, `${path}: ${envelope.code} ${envelope.message}`).toBe(true);
    return envelope.value;
  };
  const { captchaId } = await call<{ captchaId: string }>('GET', '/api/captcha');
  const { answer } = await call<{ answer: string }>('GET', `/api/dev/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  await call('PUT', '/api/member/register', {
    mode: 'username',
    username,
    password,
    confirmPassword: password,
    captchaId,
    captcha: answer,
    method: 'H5',
  });
  return { username, password };
}

test('withdraw asks for a payment password first when none is set (TY)', async ({ page, request }) => {
  const member = await registerDemo(request);
  await logIn(page, member.username, member.password);
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.goto('/m/withdraw');
  await waitForScreen(page, 'TY');
  await expect(page.getByRole('heading', { name: t('TY', 'paymentPassword.title') })).toBeVisible();
  await shot(page, 'payment-password-TY');
  await button(page, 'TY', 'paymentPassword.save').click();
  await expect(page.getByText(t('TY', 'paymentPassword.rule'))).toBeVisible();
  await label(page, 'TY', 'paymentPassword.new').fill('654321');
  await label(page, 'TY', 'paymentPassword.confirm').fill('654320');
  await label(page, 'TY', 'paymentPassword.loginPassword').fill(member.password);
  await button(page, 'TY', 'paymentPassword.save').click();
  await expect(page.getByText(t('TY', 'paymentPassword.mismatch'))).toBeVisible();
  await label(page, 'TY', 'paymentPassword.confirm').fill('654321');
  await button(page, 'TY', 'paymentPassword.save').click();
  await expect(label(page, 'TY', 'withdraw.paymentPassword')).toBeVisible();
  // Nothing to withdraw yet: the balance check refuses before any call.
  await label(page, 'TY', 'wallet.amount').fill('10');
  await label(page, 'TY', 'withdraw.paymentPassword').fill('654321');
  await button(page, 'TY', 'withdraw.submit').click();
  await expect(page.getByText(t('TY', 'wallet.amount.aboveBalance'))).toBeVisible();
});

test('member centre: name, balance, shortcuts, refresh with an accessible name; a guest goes to /m/login (EN, demo)', async ({ page }) => {
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await expect(page.getByTestId('mc-name')).toHaveText('Demo Player');
  await expect(page.getByTestId('mc-balance')).toContainText(/\d{1,3}(,\d{3})*\.\d{2}/);
  await button(page, 'EN', 'memberCentre.refreshBalance').click();
  await button(page, 'EN', 'memberCentre.hideBalance').click();
  await expect(page.getByTestId('mc-balance')).toContainText('******');
  await button(page, 'EN', 'memberCentre.showBalance').click();
  await expect(page.getByRole('heading', { name: t('EN', 'wallet.transfer') })).toBeVisible();
  await shot(page, 'member-centre-EN');
  await control(page.getByRole('navigation', { name: t('EN', 'memberCentre.shortcuts') }), t('EN', 'menu.withdraw')).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
});

test('a trial member sees the register prompt with cancel and register now, and deposit shows free_reject (EN, demo)', async ({ page }) => {
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.getByRole('link', { name: t('EN', 'auth.freeTrial'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/member/home');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(t('EN', 'memberCentre.trialPrompt'));
  await shot(page, 'trial-prompt-EN');
  await dialog.getByRole('button', { name: t('EN', 'app.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole('heading', { name: t('EN', 'wallet.transfer') })).toHaveCount(0);
  await page.goto('/m/voucherCenter');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: t('EN', 'free_reject') })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: t('EN', 'deposit.submit') })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0);
  await page.goto('/m/member/home');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('EN', 'memberCentre.registerNow') })
    .click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('records: betting record empty state, account record after a deposit with its filters, empty state, profit and loss totals (TY, lucky)', async ({
  page,
  request,
}) => {
  const member = await freshLuckyMember(request, 'wl');
  await logInLucky(page, member.username, member.password);
  await page.goto(hostUrl('lucky', '/m/gameRecord'));
  await waitForScreen(page, 'TY');
  await expect(page.getByTestId('wallet-empty')).toHaveText(t('TY', 'app.noData'));
  await shot(page, 'betting-empty-TY');

  // A deposit gives the account record a row for today. The form is the app's before it is used:
  // what this test reads is the records. (A deposit typed and sent before the scripts arrive, or
  // while the page hydrates, is early-taps.spec's.)
  await page.goto(hostUrl('lucky', '/m/voucherCenter'));
  const submit = button(page, 'TY', 'deposit.submit');
  await expect.poll(() => submit.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await label(page, 'TY', 'wallet.amount').fill('300');
  await submit.click();
  await page.getByRole('link', { name: t('TY', 'deposit.payNow') }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.locator('#status')).toHaveText(/paid/i);

  await page.goto(hostUrl('lucky', '/m/transaction/record'));
  await waitForScreen(page, 'TY');
  await expect(page.getByRole('button', { name: t('TY', 'records.preset.today') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('record-count')).toHaveText('1');
  await expect(page.getByTestId('record-row').first()).toContainText(t('TY', 'records.type.deposit'));
  await expect(page.getByTestId('record-row').first()).toContainText('+300.00');
  await shot(page, 'account-record-TY');
  await button(page, 'TY', 'records.preset.yesterday').click();
  await expect(page.getByTestId('wallet-empty')).toBeVisible();
  await button(page, 'TY', 'records.preset.last7').click();
  await expect(page.getByTestId('record-count')).toHaveText('1');

  await page.goto(hostUrl('lucky', '/m/profitandloss'));
  await waitForScreen(page, 'TY');
  await expect(page.getByRole('button', { name: t('TY', 'records.preset.last7') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('record-totals')).toContainText('300.00');
  await shot(page, 'profit-loss-TY');
});

test('a long account record keeps a bounded number of rows in the DOM while paging (EN, demo agent)', async ({ page, request }) => {
  await logIn(page, 'agent', 'agent1234');
  const token = await sessionToken(page);
  // 45 small transfers to a vendor wallet and back: 90 account rows today.
  const vendors = (
    await (
      await request.get(`${baseUrl()}/api/wallet/merchant`, { headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` } })
    ).json()
  ).value.list as { vendor: string }[];
  expect(vendors.length).toBeGreaterThan(0);
  for (let i = 0; i < 45; i++) {
    for (const [from, to] of [
      ['MAIN', vendors[0].vendor],
      [vendors[0].vendor, 'MAIN'],
    ]) {
      const response = await request.post(`${baseUrl()}/api/wallet/transfer`, {
        headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${unique()}-${i}-${from}` },
        data: { from, to, amount: '1' },
      });
      expect(response.ok()).toBeTruthy();
    }
  }
  const listed = page.waitForRequest((r) => r.url().includes('/api/records/account'));
  // the agent menu's address: the team's records (the agent's 90 among them)
  await page.goto('/m/transaction/record?types=A');
  expect(new URL((await listed).url()).searchParams.get('types')).toBe('A');
  await waitForScreen(page);
  const list = page.getByTestId('record-list');
  await expect(list).toBeVisible();
  const total = Number(await page.getByTestId('record-count').textContent());
  expect(total).toBeGreaterThanOrEqual(90);
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1200);
  }
  // Each rendered row tells assistive technology the list's full length and its place in it.
  const firstRow = list.locator('li').first();
  await expect.poll(async () => Number(await firstRow.getAttribute('aria-setsize'))).toBeGreaterThan(40);
  expect(Number(await firstRow.getAttribute('aria-posinset'))).toBeGreaterThan(1);
  expect(await page.getByTestId('record-row').count()).toBeLessThan(40);
});

/** Pays a deposit for a fresh member through the API (order, then the demo page's development call). */
async function fund(request: APIRequestContext, token: string, amount: string) {
  const headers = { 'X-Tenant': 'lucky', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const created = await (
    await request.post(`${baseUrl()}/api/deposit`, {
      headers: { ...headers, 'Idempotency-Key': `fund-${unique()}` },
      data: { channelId: 'bank', amount },
    })
  ).json();
  expect(created.success, JSON.stringify(created)).toBe(true);
  const url = new URL(created.value.payUrl, baseUrl());
  const paid = await (
    await request.post(`${baseUrl()}/api/dev/pay`, {
      headers,
      data: { order: url.searchParams.get('order'), token: url.searchParams.get('token'), outcome: 'pay' },
    })
  ).json();
  expect(paid.success, JSON.stringify(paid)).toBe(true);
}

test('transfer from the main wallet to a game wallet and back (TY, lucky)', async ({ page, request }) => {
  const member = await freshLuckyMember(request, 'wl');
  await logInLucky(page, member.username, member.password);
  await fund(request, await sessionToken(page), '500');
  await page.goto(hostUrl('lucky', '/m/member/home'));
  await waitForScreen(page, 'TY');
  await expect(page.getByTestId('mc-balance')).toContainText('500.00');
  const vendor = label(page, 'TY', 'transfer.vendor');
  const first = (await vendor.locator('option').first().getAttribute('value')) as string;
  await label(page, 'TY', 'wallet.amount').fill('600');
  await button(page, 'TY', 'transfer.submit').click();
  await expect(page.getByText(t('TY', 'wallet.amount.aboveBalance'))).toBeVisible();
  await label(page, 'TY', 'wallet.amount').fill('200');
  await button(page, 'TY', 'transfer.submit').click();
  await expect(vendor.locator(`option[value="${first}"]`)).toHaveText(`${first} (200.00)`);
  await shot(page, 'transfer-TY');
  await label(page, 'TY', 'transfer.direction').selectOption('out');
  await expect(page.getByText(t('TY', 'transfer.available', { amount: '200.00' }))).toBeVisible();
  await label(page, 'TY', 'wallet.amount').fill('200');
  await button(page, 'TY', 'transfer.submit').click();
  await expect(vendor.locator(`option[value="${first}"]`)).toHaveText(`${first} (0.00)`);
  await page.goto(hostUrl('lucky', '/m/transaction/record'));
  await expect(page.getByTestId('record-count')).toHaveText('3');
});

test("records survive a network loss: the spec's message with a retry, then the data (EN, demo)", async ({ page }) => {
  await logIn(page, 'demo', 'demo1234');
  await page.route('**/api/records/betting**', (route) => route.abort('internetdisconnected'));
  await page.goto('/m/gameRecord');
  await waitForScreen(page);
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText(t('EN', 'error.network'));
  await shot(page, 'records-offline-EN');
  // The filters stay usable while offline.
  await button(page, 'EN', 'records.preset.last7').click();
  await expect(failure).toContainText(t('EN', 'error.network'));
  await page.unroute('**/api/records/betting**');
  await failure.getByRole('button', { name: t('EN', 'app.retry') }).click();
  await expect(page.getByTestId('record-totals')).toBeVisible();
  await expect(button(page, 'EN', 'records.preset.last7')).toHaveAttribute('aria-pressed', 'true');
});

test('a deposit whose answer is lost is retried with the same Idempotency-Key and makes one order (EN, demo member0)', async ({
  page,
  request,
}) => {
  await logIn(page, 'member0', 'member1234');
  await page.goto('/m/voucherCenter');
  await waitForScreen(page);
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/deposit', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!first) return route.continue();
    first = false;
    await route.fetch(); // the server makes the order; the answer never reaches the page
    await route.abort('internetdisconnected');
  });
  await page.getByRole('radio', { name: t('EN', 'money.channel.voucher') }).click();
  await label(page, 'EN', 'wallet.amount').fill('12.34');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('EN', 'deposit.submit'), exact: true })
    .click();
  await expect(page.getByRole('main').getByText(t('EN', 'error.network'))).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: t('EN', 'deposit.submit'), exact: true })
    .click();
  await expect(page.getByTestId('deposit-order')).toContainText('12.34');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const token = await sessionToken(page);
  const orders = await (
    await request.get(`${baseUrl()}/api/deposit/orders?pageSize=100`, { headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` } })
  ).json();
  expect((orders.value.list as { amount: string }[]).filter((o) => o.amount === '12.34')).toHaveLength(1);
  // A new attempt (after an answer) takes a new key.
  await label(page, 'EN', 'wallet.amount').fill('12.34');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('EN', 'deposit.submit'), exact: true })
    .click();
  await expect.poll(() => keys.length).toBe(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('betting record lists demo-game spins with their totals (TY, lucky)', async ({ page, request }) => {
  const member = await freshLuckyMember(request, 'wl');
  await logInLucky(page, member.username, member.password);
  const token = await sessionToken(page);
  await fund(request, token, '100');
  const headers = { 'X-Tenant': 'lucky', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const listed = await (
    await request.get(`${baseUrl()}/api/games/list?gameType=RNG&pageSize=1&language=TY&platform=html5&clientType=2`, { headers })
  ).json();
  const game = listed.value.games[0] as { vassalage: string; nodeId: number; gameName: string };
  const launched = await (
    await request.post(`${baseUrl()}/api/games/launch`, {
      headers,
      data: { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId },
    })
  ).json();
  expect(launched.success, JSON.stringify(launched)).toBe(true);
  const launch = new URL(launched.value.url, baseUrl()).searchParams.get('launch');
  const opened = await (await request.post(`${baseUrl()}/api/demo-game/session`, { headers, data: { launch } })).json();
  expect(opened.success, JSON.stringify(opened)).toBe(true);
  for (let i = 0; i < 3; i++) {
    const spun = await (
      await request.post(`${baseUrl()}/api/demo-game/spin`, {
        headers,
        data: { session: opened.value.session, bet: '2.00', idempotencyKey: `spin-${unique()}-${i}` },
      })
    ).json();
    expect(spun.success, JSON.stringify(spun)).toBe(true);
  }
  await page.goto(hostUrl('lucky', '/m/gameRecord'));
  await waitForScreen(page, 'TY');
  await expect(page.getByTestId('record-count')).toHaveText('3');
  await expect(page.getByTestId('record-totals')).toContainText('6.00');
  await expect(page.getByTestId('record-row')).toHaveCount(3);
  await expect(page.getByTestId('record-row').first()).toContainText('2.00 /');
  await shot(page, 'betting-record-TY');
});
