/**
 * Security centre and my account at 390x844: bind a mobile number with the development SMS code
 * and see it masked, bind an e-mail, set a payment password and withdraw with it, change it,
 * edit the nickname and see it in the side menu, set the payee name once, and the trial refusal.
 * Every test registers an account of its own (lucky: TY, no captcha; demo: EN, captcha read from
 * the development endpoint), so the seeded accounts keep their values.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiCall as api,
  baseUrl,
  expect as baseExpect,
  freshLuckyMember,
  hostUrl,
  logIn,
  logInLucky,
  openSideMenu,
  t,
  test,
  unique,
  waitForScreen,
  control,
} from '../support/fixtures.ts';

type Lang = 'EN' | 'TY';
// Passwords are hashed (slow on purpose): on a busy shared machine a call can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const label = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const button = (page: Page, lang: Lang, key: string) => page.getByRole('button', { name: t(lang, key), exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/security/${name}.png`, fullPage: true });
/** A status row of the security centre: a button named by its item, then its status. */
const statusRow = (page: Page, lang: Lang, item: string) =>
  page.getByTestId('security-status').getByRole('button', { name: new RegExp(`^${t(lang, item)}`) });

/** A fresh demo member (EN) without a payment password. */
async function freshDemo(request: APIRequestContext) {
  const username = `sd${unique()}`.slice(0, 16);
  const password = `Pw${unique()}`;
  const { captchaId } = await api<{ captchaId: string }>(request, 'demo', 'GET', '/api/captcha');
  const { answer } = await api<{ answer: string }>(request, 'demo', 'GET', `/api/dev/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  const session = await api<{ token: string }>(request, 'demo', 'PUT', '/api/member/register', {
    mode: 'username',
    username,
    password,
    confirmPassword: password,
    captchaId,
    captcha: answer,
    method: 'H5',
  });
  return { username, password, token: session.token };
}

/** Pays a deposit through the API (order, then the demo payment page's development call). */
async function fund(request: APIRequestContext, tenant: string, token: string, amount: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await api<{ payUrl: string }>(
    request,
    tenant,
    'POST',
    '/api/deposit',
    { channelId: 'bank', amount },
    { ...auth, 'Idempotency-Key': `fund-${unique()}` },
  );
  const url = new URL(created.payUrl, baseUrl());
  await api(
    request,
    tenant,
    'POST',
    '/api/dev/pay',
    { order: url.searchParams.get('order'), token: url.searchParams.get('token'), outcome: 'pay' },
    auth,
  );
}

test('bind a mobile number with the SMS code: a wrong code is refused, the right one shows the number masked (TY, lucky)', async ({
  page,
  request,
}) => {
  const member = await freshLuckyMember(request, 'sc');
  await logInLucky(page, member.username, member.password);
  await page.goto(hostUrl('lucky', '/m/securityCenter'));
  await waitForScreen(page, 'TY');
  await expect(statusRow(page, 'TY', 'security.mobile')).toContainText(t('TY', 'security.notBound'));
  await statusRow(page, 'TY', 'security.mobile').click();
  await expect(page).toHaveURL(/\/m\/securityCenter\?form=mobile$/);
  const form = page.getByRole('region', { name: t('TY', 'security.mobileTitle') });
  await expect(form.getByRole('heading', { name: t('TY', 'security.mobileTitle') })).toBeVisible();

  // The number is checked before a code is sent.
  await button(page, 'TY', 'auth.getCode').click();
  await expect(form.getByText(t('TY', 'rule.mobileRequired'))).toBeVisible();
  const number = `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
  await label(page, 'TY', 'auth.mobileNum').fill(number);
  await button(page, 'TY', 'auth.getCode').click();
  await expect(form.getByRole('button', { name: /\d+/ })).toBeDisabled();
  const { code } = await api<{ code: string }>(request, 'lucky', 'GET', `/api/dev/sms?mobileNum=${number}&countryDialingCode=63`);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await label(page, 'TY', 'auth.messageCode').fill(wrong);
  await form.getByRole('button', { name: t('TY', 'app.submit'), exact: true }).click();
  await expect(form.getByText(t('TY', 'rule.messageCodeWrong'))).toBeVisible();
  await shot(page, 'bind-mobile-wrong-code-TY');

  await label(page, 'TY', 'auth.messageCode').fill(code);
  await form.getByRole('button', { name: t('TY', 'app.submit'), exact: true }).click();
  await expect(page.getByText(t('TY', 'changePsw.saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  const masked = `+63 ${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
  await expect(statusRow(page, 'TY', 'security.mobile')).toContainText(masked);
  await expect(page.getByText(number)).toHaveCount(0);
  await shot(page, 'bind-mobile-done-TY');
});

test('set a payment password in the security centre, then withdraw with it; change it with the old one (EN, demo)', async ({
  page,
  request,
}) => {
  const member = await freshDemo(request);
  await fund(request, 'demo', member.token, '200');
  await logIn(page, member.username, member.password);
  await page.goto('/m/securityCenter');
  await waitForScreen(page);
  await expect(statusRow(page, 'EN', 'security.paymentPassword')).toContainText(t('EN', 'security.notSet'));
  await statusRow(page, 'EN', 'security.paymentPassword').click();
  await expect(page.getByRole('heading', { name: t('EN', 'paymentPassword.title') })).toBeVisible();
  await button(page, 'EN', 'paymentPassword.save').click();
  await expect(page.getByText(t('EN', 'paymentPassword.rule'))).toBeVisible();
  await label(page, 'EN', 'paymentPassword.new').fill('pay-2468');
  await label(page, 'EN', 'paymentPassword.confirm').fill('pay-2468');
  await label(page, 'EN', 'paymentPassword.loginPassword').fill('not-my-password');
  await button(page, 'EN', 'paymentPassword.save').click();
  await expect(page.getByText(t('EN', 'error.E_LOGIN_PASSWORD'))).toBeVisible();
  await label(page, 'EN', 'paymentPassword.loginPassword').fill(member.password);
  await shot(page, 'payment-password-set-EN');
  await button(page, 'EN', 'paymentPassword.save').click();
  await expect(page.getByText(t('EN', 'changePsw.saved'))).toBeVisible();
  await expect(statusRow(page, 'EN', 'security.paymentPassword')).toContainText(t('EN', 'security.set'));

  // The withdraw screen now asks for it instead of offering to set one.
  await page.goto('/m/withdraw');
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: t('EN', 'paymentPassword.title') })).toHaveCount(0);
  await label(page, 'EN', 'wallet.amount').fill('20');
  await label(page, 'EN', 'withdraw.paymentPassword').fill('pay-2468');
  await button(page, 'EN', 'withdraw.submit').click();
  await expect(page.getByTestId('withdraw-balance')).toHaveText('180.00');
  await expect(page.getByTestId('withdrawal').first()).toContainText(t('EN', 'withdraw.status.pending'));

  // Changing it needs the current one; the new one is what withdrawals take next.
  await page.goto('/m/securityCenter?form=paymentPassword');
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: t('EN', 'paymentPassword.changeTitle') })).toBeVisible();
  await label(page, 'EN', 'paymentPassword.old').fill('pay-0000');
  await label(page, 'EN', 'paymentPassword.new').fill('pay-1357');
  await label(page, 'EN', 'paymentPassword.confirm').fill('pay-1357');
  await button(page, 'EN', 'paymentPassword.save').click();
  await expect(page.getByText(t('EN', 'error.E_PAYMENT_PASSWORD'))).toBeVisible();
  await label(page, 'EN', 'paymentPassword.old').fill('pay-2468');
  await shot(page, 'payment-password-change-EN');
  await button(page, 'EN', 'paymentPassword.save').click();
  await expect(page.getByText(t('EN', 'changePsw.saved'))).toBeVisible();
  await page.goto('/m/withdraw');
  await waitForScreen(page);
  await label(page, 'EN', 'wallet.amount').fill('20');
  await label(page, 'EN', 'withdraw.paymentPassword').fill('pay-2468');
  await button(page, 'EN', 'withdraw.submit').click();
  await expect(page.getByText(t('EN', 'error.E_PAYMENT_PASSWORD'))).toBeVisible();
  await label(page, 'EN', 'withdraw.paymentPassword').fill('pay-1357');
  await button(page, 'EN', 'withdraw.submit').click();
  await expect(page.getByTestId('withdraw-balance')).toHaveText('160.00');
});

test('bind an e-mail: a bad address is refused before sending, a good one shows masked (EN, demo)', async ({ page, request }) => {
  const member = await freshDemo(request);
  await logIn(page, member.username, member.password);
  await page.goto('/m/securityCenter?form=email');
  await waitForScreen(page);
  const form = page.getByRole('region', { name: t('EN', 'security.emailTitle') });
  await form.getByRole('button', { name: t('EN', 'app.submit'), exact: true }).click();
  await expect(form.getByText(t('EN', 'security.emailRequired'))).toBeVisible();
  await expect(label(page, 'EN', 'security.emailAddress')).toBeFocused();
  await label(page, 'EN', 'security.emailAddress').fill('me@example');
  await label(page, 'EN', 'security.loginPassword').fill(member.password);
  await form.getByRole('button', { name: t('EN', 'app.submit'), exact: true }).click();
  await expect(form.getByText(t('EN', 'rule.email'))).toBeVisible();
  await label(page, 'EN', 'security.emailAddress').fill('player.one@example.com');
  await form.getByRole('button', { name: t('EN', 'app.submit'), exact: true }).click();
  await expect(statusRow(page, 'EN', 'security.email')).toContainText('p***@example.com');
  await expect(form).toHaveCount(0);
});

test('my account: edit the nickname and see it in the side menu; the payee name is set once (TY, lucky)', async ({ page, request }) => {
  const member = await freshLuckyMember(request, 'sc');
  await logInLucky(page, member.username, member.password);
  await page.goto(hostUrl('lucky', '/m/myAccount/index'));
  await waitForScreen(page, 'TY');
  const profile = page.getByTestId('profile');
  await expect(profile).toContainText(member.username);
  await expect(profile).toContainText(t('TY', 'profile.type.member'));
  await expect(profile).toContainText(t('TY', 'security.notBound'));
  // SPEC 3: no club label of type AUTO, no club membership
  await expect(page.getByTestId('profile-club')).toHaveText(t('TY', 'profile.notClubMember'));
  await shot(page, 'my-account-TY');

  await label(page, 'TY', 'profile.nickname').fill('Bituin <3>');
  await button(page, 'TY', 'profile.save').click();
  await expect(page.getByText(t('TY', 'rule.nickname'))).toBeVisible();
  await label(page, 'TY', 'profile.nickname').fill('Bituin Tatlo');
  await label(page, 'TY', 'profile.payeeName').fill('Juan 23');
  await button(page, 'TY', 'profile.save').click();
  await expect(page.getByText(t('TY', 'profile.nameInvalid'))).toBeVisible();
  await label(page, 'TY', 'profile.payeeName').fill('Juan dela Cruz');
  await button(page, 'TY', 'profile.save').click();
  await expect(page.getByText(t('TY', 'changePsw.saved'))).toBeVisible();
  await expect(profile).toContainText('Juan dela Cruz');
  await expect(label(page, 'TY', 'profile.payeeName')).toHaveCount(0);

  await page.goto(hostUrl('lucky', '/m/home'));
  await waitForScreen(page, 'TY');
  await openSideMenu(page, 'TY');
  await expect(page.getByRole('dialog').getByText('Bituin Tatlo')).toBeVisible();
  await shot(page, 'side-menu-nickname-TY');
  await control(page, t('TY', 'menu.closeMenu')).click();
  await page.goto(hostUrl('lucky', '/m/myAccount/index'));
  await waitForScreen(page, 'TY');

  // The mobile row links to the security centre's bind form.
  await page
    .getByRole('button', {
      name: t('TY', 'security.formFor', { item: t('TY', 'security.mobile'), status: t('TY', 'security.bind') }),
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(/\/m\/securityCenter\?form=mobile$/);
  await expect(page.getByRole('heading', { name: t('TY', 'security.mobileTitle') })).toBeVisible();
});

test("a trial account sees 'Please login an actual account to use this function' (EN, demo)", async ({ page }) => {
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.getByRole('link', { name: t('EN', 'auth.freeTrial'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/securityCenter?form=mobile');
  await waitForScreen(page);
  await expect(page.getByRole('alert').filter({ hasText: t('EN', 'free_reject') })).toBeVisible();
  await expect(label(page, 'EN', 'auth.mobileNum')).toHaveCount(0);
  await shot(page, 'trial-security-EN');
  await page.goto('/m/myAccount/index');
  await waitForScreen(page);
  await expect(page.getByRole('alert').filter({ hasText: t('EN', 'free_reject') })).toBeVisible();
  await expect(label(page, 'EN', 'profile.nickname')).toHaveCount(0);
});

for (const language of ['EN', 'TY'] as const) {
  test(`SPEC 3 club label: a club label of type AUTO shows as club membership in My account, not as a label (${language}, demo)`, async ({
    page,
  }) => {
    await logIn(page, 'demo', 'demo1234');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/m/myAccount/index');
    await waitForScreen(page, language);
    const club = page.getByTestId('profile-club');
    await expect(club).toHaveText(t(language, 'profile.clubMember', { club: 'Gold Club' }));
    const labels = page
      .getByTestId('profile')
      .locator('div')
      .filter({ hasText: t(language, 'profile.labels') });
    await expect(labels).not.toContainText('Gold Club');
    await shot(page, `my-account-club-${language}`);
  });
}
