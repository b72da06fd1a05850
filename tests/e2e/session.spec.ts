import { baseUrl, control, expect, logIn, openSideMenu, storedSession, t, test, waitForScreen } from '../support/fixtures.ts';

test('login with demo/demo1234 shows the nickname and the balance in the header', async ({ page }) => {
  await logIn(page, 'demo', 'demo1234');
  await waitForScreen(page);
  await expect(page.getByText('Demo Player', { exact: true }).first()).toBeVisible();
  // Other specs play games as demo, so the balance is read from the wallet call (the seed's
  // 1250.00 is checked by the contract tests) and must show formatted #,##0.00 in the header.
  const session = await storedSession(page);
  const wallet = await page.request.get(`${baseUrl()}/api/wallet`, {
    headers: { Authorization: `Bearer ${session!.token}`, 'X-Tenant': 'demo' },
  });
  const { sumBalance } = ((await wallet.json()) as { value: { sumBalance: string } }).value;
  const shown = Number(sumBalance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('header-balance')).toContainText(shown);
  await expect(control(page, t('EN', 'header.register'))).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByText('Demo Player', { exact: true }).first()).toBeVisible();
});

test('a wrong password is refused and the user stays signed out on the login screen', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByLabel(t('EN', 'auth.username'), { exact: true }).fill('demo');
  await page.getByLabel(t('EN', 'auth.password'), { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: t('EN', 'auth.loginButton'), exact: true }).click();
  await expect(page.getByText('Sorry, the user does not exist or is disabled').first()).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('logout: side menu, Sign out, confirm, lands on /m/home signed out and the token is revoked', async ({ page, request }) => {
  await logIn(page, 'demo', 'demo1234');
  await waitForScreen(page);
  const session = await storedSession(page);
  expect(session, 'MC_SESSION_INFO is stored after login').not.toBeNull();
  const token = session!.token;
  expect(token).toBeTruthy();

  await openSideMenu(page);
  await control(page, t('EN', 'menu.logout')).click();
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: t('EN', 'logout.confirm') });
  await expect(dialog).toBeVisible();
  const submit = new RegExp(`^(${t('EN', 'app.submit')}|${t('EN', 'app.confirm')})$`);
  await dialog.getByRole('button', { name: submit }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(control(page, t('EN', 'header.login'))).toBeVisible();
  await expect(page.getByText('Demo Player', { exact: true })).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');

  const response = await request.get(`${baseUrl()}/api/member/info`, { headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  expect(((await response.json()) as { code: string }).code).toBe('E_UNAUTHORIZED');
});

test('cancelling the logout confirmation keeps the session', async ({ page }) => {
  await logIn(page, 'demo', 'demo1234');
  await waitForScreen(page);
  await openSideMenu(page);
  await control(page, t('EN', 'menu.logout')).click();
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: t('EN', 'logout.confirm') });
  await dialog.getByRole('button', { name: t('EN', 'app.cancel'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storedSession(page)).not.toBeNull();
  await expect(page.getByText('Demo Player', { exact: true }).first()).toBeVisible();
});
