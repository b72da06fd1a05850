/**
 * Login, registration, free trial and forget password (SPEC 2, 4, 5, 6, 8) at 390x844, in EN
 * (demo) and TY (lucky, whose default language is TY and which has MOBILEVERCODELOGIN3 and
 * MOBILENUMREG3 on and no registration captcha). SMS codes are read from the development sink
 * (GET /api/dev/sms); accounts a test needs are registered fresh so tests stay independent.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADULT_BIRTH_DATE,
  freshLuckyMember,
  baseUrl,
  control,
  expect as baseExpect,
  hostUrl,
  openSideMenu,
  storedSession,
  t,
  test,
  waitForScreen,
} from '../support/fixtures.ts';

type Lang = 'EN' | 'TY';

// Login and registration hash passwords (slow on purpose): on a busy shared machine a call can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
const phoneNumber = () => `91${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

async function api<T>(
  request: APIRequestContext,
  tenant: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'X-Tenant': tenant, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
    timeout: 30_000,
  });
  const envelope = (await response.json()) as { success: boolean; code: string; message: string; value: T };
  expect(envelope.success, `${method} ${path}: ${envelope.code} ${envelope.message}`).toBe(true);
  return envelope.value;
}

/** The last SMS code sent to a number, from the development sink. */
async function smsCode(request: APIRequestContext, tenant: string, mobileNum: string): Promise<string> {
  return (await api<{ code: string }>(request, tenant, 'GET', `/api/dev/sms?mobileNum=${mobileNum}&countryDialingCode=63`)).code;
}

/** Registers a lucky member in mobile mode through the API; returns its number, account and password. */
async function registerPhoneMember(request: APIRequestContext) {
  const mobileNum = phoneNumber();
  const password = 'start123';
  await api(request, 'lucky', 'POST', '/api/sms/send', { mobileNum, countryDialingCode: '63', purpose: 'register' });
  const sentAt = Date.now();
  const messageCode = await smsCode(request, 'lucky', mobileNum);
  const value = await api<{ userName: string }>(request, 'lucky', 'PUT', '/api/member/register', {
    mode: 'mobile',
    mobileNum,
    countryDialingCode: '63',
    messageCode,
    password,
    confirmPassword: password,
    paymentPassword: '123456',
    birthDate: ADULT_BIRTH_DATE,
    method: 'H5',
  });
  return { mobileNum, userName: value.userName, password, sentAt };
}

/** The server sends one code per number per 60 s, whatever its purpose: wait out the registration's. */
async function waitForResendWindow(page: Page, sentAt: number) {
  await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()));
}

const label = (page: Page, lang: Lang, key: string) => page.getByLabel(t(lang, key), { exact: true });
const button = (page: Page, lang: Lang, key: string) => page.getByRole('button', { name: t(lang, key), exact: true });
const countdown = (lang: Lang) => new RegExp(`^${t(lang, 'auth.codeCountdown', { seconds: '\\d+' })}$`);

/** Logs in with username and password on the login screen of the current tenant. */
async function logInAs(page: Page, lang: Lang, url: string, username: string, password: string) {
  await page.goto(url);
  await label(page, lang, 'auth.username').fill(username);
  await label(page, lang, 'auth.password').fill(password);
  await button(page, lang, 'auth.loginButton').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test.describe('tabs', () => {
  test('the tab follows the path; a click changes the address without a reload', async ({ page }) => {
    await page.goto('/m/login');
    await waitForScreen(page);
    await expect(page.getByRole('tab', { name: t('EN', 'auth.loginTab') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: 'Demo Play' }).first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.getByRole('tab', { name: t('EN', 'auth.registerTab') }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByRole('tab', { name: t('EN', 'auth.registerTab') })).toHaveAttribute('aria-selected', 'true');
    await expect(button(page, 'EN', 'register.submit')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.getByRole('tab', { name: t('EN', 'auth.loginTab') }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(button(page, 'EN', 'auth.loginButton')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('/m/register.html opens the register tab; TY labels on lucky', async ({ page }) => {
    await page.goto(hostUrl('lucky', '/m/register.html'));
    await waitForScreen(page, 'TY');
    await expect(page.getByRole('tab', { name: t('TY', 'auth.registerTab') })).toHaveAttribute('aria-selected', 'true');
    await expect(button(page, 'TY', 'register.submit')).toBeVisible();
  });
});

test.describe('login', () => {
  test('demo: no SMS method (MOBILEVERCODELOGIN3 off), no social buttons, correct autocomplete', async ({ page }) => {
    await page.goto('/m/login');
    await waitForScreen(page);
    await expect(page.getByRole('radio', { name: t('EN', 'auth.methodSms') })).toHaveCount(0);
    await expect(page.getByRole('group', { name: t('EN', 'auth.social.title') })).toHaveCount(0);
    await expect(label(page, 'EN', 'auth.username')).toHaveAttribute('autocomplete', 'username');
    await expect(label(page, 'EN', 'auth.password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(label(page, 'EN', 'auth.password')).toHaveAttribute('type', 'password');
    await button(page, 'EN', 'auth.showPassword').click();
    await expect(label(page, 'EN', 'auth.password')).toHaveAttribute('type', 'text');
  });

  test('required fields: empty username and password are refused before any call', async ({ page }) => {
    await page.goto('/m/login');
    await waitForScreen(page);
    await button(page, 'EN', 'auth.loginButton').click();
    await expect(page.getByText(t('EN', 'auth.usernameRequired'), { exact: true })).toBeVisible();
    await expect(label(page, 'EN', 'auth.username')).toBeFocused();
    await label(page, 'EN', 'auth.username').fill('   ');
    await button(page, 'EN', 'auth.loginButton').click();
    await expect(page.getByText(t('EN', 'auth.usernameRequired'), { exact: true })).toBeVisible();
    await label(page, 'EN', 'auth.username').fill('demo');
    await button(page, 'EN', 'auth.loginButton').click();
    await expect(page.getByText(t('EN', 'auth.passwordRequired'), { exact: true })).toBeVisible();
    await expect(label(page, 'EN', 'auth.password')).toBeFocused();
  });

  test('captcha: after 3 failed logins the captcha field and image appear; empty and wrong answers are refused', async ({ page }) => {
    const username = `ghost${unique()}`;
    await page.goto('/m/login');
    await waitForScreen(page);
    const captcha = label(page, 'EN', 'auth.captcha');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(captcha).toHaveCount(0);
      await label(page, 'EN', 'auth.username').fill(username);
      await label(page, 'EN', 'auth.password').fill('wrongpass1');
      await button(page, 'EN', 'auth.loginButton').click();
      await expect(page.getByText(t('EN', 'error.E_LOGIN_FAILED'), { exact: true })).toBeVisible();
    }
    await expect(captcha).toBeVisible();
    const image = page.getByRole('img', { name: t('EN', 'auth.captchaImage') });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const first = await image.getAttribute('src');
    await button(page, 'EN', 'auth.captchaRefresh').click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);

    await label(page, 'EN', 'auth.password').fill('wrongpass1');
    await button(page, 'EN', 'auth.loginButton').click();
    await expect(page.getByText(t('EN', 'in_vwrite_code'), { exact: true })).toBeVisible();
    await expect(captcha).toBeFocused();

    await captcha.fill('abcd');
    await button(page, 'EN', 'auth.loginButton').click();
    await expect(page.getByText(t('EN', 'error.E_CAPTCHA_REQUIRED'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('lucky (TY): SMS login end to end with the get-code countdown', async ({ page, request }) => {
    const member = await registerPhoneMember(request);
    await page.goto(hostUrl('lucky', '/m/login'));
    await waitForScreen(page, 'TY');
    await page.getByRole('radio', { name: t('TY', 'auth.methodSms') }).click();
    await expect(label(page, 'TY', 'auth.username')).toHaveCount(0);

    // A mobile number must be valid before a code is requested.
    await button(page, 'TY', 'auth.getCode').click();
    await expect(page.getByText(t('TY', 'rule.mobileRequired'), { exact: true })).toBeVisible();
    await label(page, 'TY', 'auth.mobileNum').fill('123');
    await button(page, 'TY', 'auth.getCode').click();
    await expect(page.getByText(t('TY', 'rule.mobileInvalid'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: countdown('TY') })).toHaveCount(0);

    await label(page, 'TY', 'auth.dialingCode').selectOption('63');
    await label(page, 'TY', 'auth.mobileNum').fill(member.mobileNum);
    await waitForResendWindow(page, member.sentAt);
    await button(page, 'TY', 'auth.getCode').click();
    await expect(page.getByRole('status').filter({ hasText: t('TY', 'in_sms_send') })).toBeVisible();
    const counter = page.getByRole('button', { name: countdown('TY') });
    await expect(counter).toBeDisabled();
    const before = Number((await counter.textContent())!.match(/\d+/)![0]);
    expect(before).toBeGreaterThan(50);
    expect(before).toBeLessThanOrEqual(60);
    await expect
      .poll(async () => Number(((await counter.textContent()) ?? '').match(/\d+/)?.[0] ?? 0), { timeout: 5000 })
      .toBeLessThan(before);

    await label(page, 'TY', 'auth.messageCode').fill(await smsCode(request, 'lucky', member.mobileNum));
    await button(page, 'TY', 'auth.loginButton').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const session = await storedSession(page);
    expect(session?.token).toBeTruthy();
    await expect(control(page, t('TY', 'header.login'))).toHaveCount(0);
  });

  test('remember me keeps the username after logout and stores no password anywhere', async ({ page, request }) => {
    const { username, password } = await freshLuckyMember(request, 'keep');

    await page.goto(hostUrl('lucky', '/m/login'));
    await waitForScreen(page, 'TY');
    await label(page, 'TY', 'auth.username').fill(` ${username} `);
    await label(page, 'TY', 'auth.password').fill(password);
    await page.getByRole('checkbox', { name: t('TY', 'auth.remember') }).check();
    await button(page, 'TY', 'auth.loginButton').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    const stores = async () =>
      page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)));
    const afterLogin = await stores();
    expect(afterLogin.some((entry) => entry.includes(password))).toBe(false);
    expect(afterLogin).toContain(`rememberedUsername=${username}`);

    await waitForScreen(page, 'TY');
    await openSideMenu(page, 'TY');
    await control(page, t('TY', 'menu.logout')).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: new RegExp(`^(${t('TY', 'app.submit')}|${t('TY', 'app.confirm')})$`) }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // the address was the home already: the session ends once the logout call has answered
    await expect.poll(() => storedSession(page)).toBeNull();

    await page.goto(hostUrl('lucky', '/m/login'));
    await expect(label(page, 'TY', 'auth.username')).toHaveValue(username);
    await expect(label(page, 'TY', 'auth.password')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: t('TY', 'auth.remember') })).toBeChecked();
    expect((await stores()).some((entry) => entry.includes(password))).toBe(false);
  });
});

for (const language of ['EN', 'TY'] as const) {
  test(`SPEC 7 login: ${language === 'TY' ? 'lucky seals' : 'demo sends'} the login payload${language === 'TY' ? ' with its encryption header (settings.loginEncryption)' : ' plain'} (${language})`, async ({
    page,
    request,
  }) => {
    const member = language === 'TY' ? await freshLuckyMember(request, 'seal') : { username: 'member0', password: 'member1234' };
    await page.goto(language === 'TY' ? hostUrl('lucky', '/m/login') : '/m/login');
    await waitForScreen(page, language);
    await expect(page.locator('html[data-shown]')).toHaveCount(1);
    await label(page, language, 'auth.username').fill(member.username);
    await label(page, language, 'auth.password').fill(member.password);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/member/login');
    await button(page, language, 'auth.loginButton').click();
    const login = await sent;
    if (language === 'TY') {
      expect(login.headers()['x-login-encryption']).toMatch(/^RSA-OAEP-256\+A256GCM; key=[A-Za-z0-9_-]{8,32}$/);
      expect(Object.keys(login.postDataJSON()).sort()).toEqual(['data', 'iv', 'key']);
      expect(login.postData()).not.toContain(member.password);
      expect(login.postData()).not.toContain(member.username);
    } else {
      expect(login.headers()['x-login-encryption']).toBeUndefined();
      expect(login.postDataJSON()).toMatchObject({ type: 'username', username: member.username });
    }
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(control(page, t(language, 'header.login'))).toHaveCount(0);
  });
}

test.describe('registration', () => {
  test('validation messages, first invalid field focused (demo, EN)', async ({ page }) => {
    await page.goto('/m/register');
    await waitForScreen(page);
    const submit = button(page, 'EN', 'register.submit');
    await submit.click();
    await expect(label(page, 'EN', 'register.field.username')).toBeFocused();
    await expect(page.getByText(t('EN', 'rule.required'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('EN', 'in_incorrect_password'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('EN', 'in_vwrite_code'), { exact: true })).toBeVisible();

    await label(page, 'EN', 'register.field.username').fill('ab');
    await submit.click();
    await expect(page.getByText(t('EN', 'rule.username'), { exact: true })).toBeVisible();

    await label(page, 'EN', 'register.field.username').fill(`new${unique()}`.slice(0, 16));
    await label(page, 'EN', 'register.field.password').fill('secret12');
    await label(page, 'EN', 'register.field.confirmPassword').fill('secret13');
    await label(page, 'EN', 'register.field.email').fill('not-an-email');
    await submit.click();
    await expect(label(page, 'EN', 'register.field.confirmPassword')).toBeFocused();
    await expect(page.getByText(t('EN', 'in_confirmation_correct'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('EN', 'rule.email'), { exact: true })).toBeVisible();

    // An empty non-required field passes.
    await label(page, 'EN', 'register.field.confirmPassword').fill('secret12');
    await label(page, 'EN', 'register.field.email').fill('');
    await submit.click();
    await expect(label(page, 'EN', 'auth.captcha')).toBeFocused();
    await expect(page.getByText(t('EN', 'rule.email'), { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: t('EN', 'auth.captchaImage') })).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('the agreement is on by default; unchecked it disables the register button; terms and privacy links', async ({ page }) => {
    await page.goto('/m/register');
    await waitForScreen(page);
    const agreement = page.getByRole('checkbox', { name: new RegExp(t('EN', 'footer.terms')) });
    await expect(agreement).toBeChecked();
    await expect(button(page, 'EN', 'register.submit')).toBeEnabled();
    await agreement.uncheck();
    await expect(button(page, 'EN', 'register.submit')).toBeDisabled();
    await agreement.check();
    await expect(button(page, 'EN', 'register.submit')).toBeEnabled();
    await expect(page.getByRole('link', { name: t('EN', 'footer.terms') })).toHaveAttribute('href', '/m/help?tag=tc');
    await expect(page.getByRole('link', { name: t('EN', 'footer.privacy') })).toHaveAttribute('href', '/m/help?tag=privacy');
  });

  test('invitation code: a valid code in the address hides the field; a bad one shows it; a bad entered code is refused and focused', async ({
    page,
  }) => {
    await page.goto('/m/register?code=DEMO2024');
    await waitForScreen(page);
    await expect(label(page, 'EN', 'register.field.username')).toBeVisible();
    await expect(label(page, 'EN', 'register.field.invitationCode')).toHaveCount(0);

    await page.goto('/m/register?inviteCode=NOSUCH99');
    await waitForScreen(page);
    const code = label(page, 'EN', 'register.field.invitationCode');
    await expect(code).toBeVisible();
    await label(page, 'EN', 'register.field.username').fill(`inv${unique()}`.slice(0, 16));
    await label(page, 'EN', 'register.field.password').fill('secret12');
    await label(page, 'EN', 'register.field.confirmPassword').fill('secret12');
    await label(page, 'EN', 'auth.captcha').fill('1234');
    await code.fill('WRONG99');
    await button(page, 'EN', 'register.submit').click();
    await expect(page.getByText(t('EN', 'invitation_code_error')).first()).toBeVisible();
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register/);
    expect(await storedSession(page)).toBeNull();
  });

  test('lucky (TY) at 360 px: the register mode choices show their whole labels, on two lines where they need them', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(hostUrl('lucky', '/m/register'));
    await waitForScreen(page, 'TY');
    for (const key of ['register.modeUsername', 'register.modeMobile']) {
      const choice = page.getByRole('radio', { name: t('TY', key) });
      await expect(choice).toBeVisible();
      // the label's lines fit inside the button: nothing is cut at its edge
      expect(await choice.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), key).toBe(true);
    }
  });

  test('lucky (TY): username mode end to end, signed in with the balance 0.00', async ({ page }) => {
    await page.goto(hostUrl('lucky', '/m/register'));
    await waitForScreen(page, 'TY');
    // Both modes are on for lucky: a switch, starting with username.
    await expect(page.getByRole('radio', { name: t('TY', 'register.modeUsername') })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: t('TY', 'register.modeMobile') }).click();
    await expect(label(page, 'TY', 'register.field.messageCode')).toBeVisible();
    await page.getByRole('radio', { name: t('TY', 'register.modeUsername') }).click();

    await button(page, 'TY', 'register.submit').click();
    await expect(page.getByText(t('TY', 'rule.required')).first()).toBeVisible();
    await expect(label(page, 'TY', 'auth.captcha')).toHaveCount(0);

    const username = `reg${unique()}`.slice(0, 16);
    await label(page, 'TY', 'register.field.username').fill(username);
    await label(page, 'TY', 'register.field.password').fill('secret12');
    await label(page, 'TY', 'register.field.confirmPassword').fill('secret12');
    await label(page, 'TY', 'register.field.paymentPassword').fill('654321');
    // lucky's age gate (21): the date of birth is asked
    await label(page, 'TY', 'register.field.birthDate').fill(ADULT_BIRTH_DATE);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/member/register');
    await button(page, 'TY', 'register.submit').click();
    // SPEC 3.27: the payload names the host registered on and the domain the invitation code is checked on
    const site = new URL(hostUrl('lucky', '/'));
    expect((await sent).postDataJSON()).toMatchObject({ registerUrl: site.host, domain: site.hostname, method: 'H5' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await waitForScreen(page, 'TY');
    await expect(page.getByTestId('header-balance')).toContainText('0.00');
    await expect(page.getByText(username).first()).toBeVisible();
  });
});

test('free trial lands on /m/home signed in as a trial member (type 4)', async ({ page }) => {
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.getByRole('link', { name: t('EN', 'auth.freeTrial'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await storedSession(page);
  expect(session?.token).toBeTruthy();
  expect(session?.type).toBe(4);
});

test('lucky (TY): forget password end to end by SMS, then login with the new password', async ({ page, request }) => {
  const member = await registerPhoneMember(request);
  await page.goto(hostUrl('lucky', '/m/login'));
  await waitForScreen(page, 'TY');
  await button(page, 'TY', 'auth.forgot').click();
  await expect(page).toHaveURL(/\/m\/forget$/);
  await expect(page.getByRole('heading', { name: t('TY', 'title.forget') })).toBeVisible();

  await button(page, 'TY', 'forget.submit').click();
  await expect(label(page, 'TY', 'auth.mobileNum')).toBeFocused();
  await label(page, 'TY', 'auth.mobileNum').fill(member.mobileNum);
  await waitForResendWindow(page, member.sentAt);
  await button(page, 'TY', 'auth.getCode').click();
  await expect(page.getByRole('button', { name: countdown('TY') })).toBeVisible();
  await label(page, 'TY', 'auth.messageCode').fill(await smsCode(request, 'lucky', member.mobileNum));
  await label(page, 'TY', 'forget.newPassword').fill('renewed88');
  await label(page, 'TY', 'register.field.confirmPassword').fill('renewed89');
  await button(page, 'TY', 'forget.submit').click();
  await expect(page.getByText(t('TY', 'in_confirmation_correct'), { exact: true })).toBeVisible();
  await label(page, 'TY', 'register.field.confirmPassword').fill('renewed88');
  await button(page, 'TY', 'forget.submit').click();
  await expect(page.getByRole('status').filter({ hasText: t('TY', 'forget.success') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);

  await logInAs(page, 'TY', hostUrl('lucky', '/m/login'), member.userName, 'renewed88');
});
