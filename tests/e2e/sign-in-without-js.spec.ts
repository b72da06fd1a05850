/**
 * Sign-in without JavaScript (issue 26 item 3): the login page comes rendered from the server and
 * its form is a real POST to the login page, which the server answers with the API login's rules
 * (server/endpoints/login-form.ts): signed in, the home with the session cookie; refused, the
 * login page again with the message and an empty password field. With JavaScript the same form is
 * handled by the app (tests/e2e/auth.spec.ts).
 */
import { request as playwrightRequest } from '@playwright/test';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { baseUrl, expect, t, test } from '../support/fixtures.ts';

test.use({ javaScriptEnabled: false });

test('with JavaScript off, the login form signs the member in: the home, and a session cookie that works', async ({ page, context }) => {
  await page.goto('/m/login');
  await page.getByLabel(t('EN', 'auth.username'), { exact: true }).fill('member0');
  await page.getByLabel(t('EN', 'auth.password'), { exact: true }).fill('member1234');
  await page.getByRole('button', { name: t('EN', 'auth.loginButton'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session?.httpOnly).toBe(true);
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const info = await api.get('/api/member/info', { headers: { Authorization: `Bearer ${session!.value}` } });
  expect(info.status()).toBe(200);
  expect(((await info.json()) as { value: { account: string } }).value.account).toBe('member0');
  await api.dispose();
});

test('with JavaScript off, a refused login comes back to the login page with its message, the password not sent back', async ({
  page,
  context,
}) => {
  await page.goto('/m/login');
  await page.getByLabel(t('EN', 'auth.username'), { exact: true }).fill('nojs_nobody');
  await page.getByLabel(t('EN', 'auth.password'), { exact: true }).fill('Secret-never-echoed-7');
  await page.getByRole('button', { name: t('EN', 'auth.loginButton'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?loginError=E_LOGIN_FAILED$/);
  await expect(page.getByRole('alert')).toHaveText(t('EN', 'error.E_LOGIN_FAILED'));
  await expect(page.getByLabel(t('EN', 'auth.password'), { exact: true })).toHaveValue('');
  expect(await page.content()).not.toContain('Secret-never-echoed-7');
  expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
});

test('a login form on another site cannot sign the visitor in: 403 E_CSRF, no session', async ({ page, context }) => {
  // a page of another origin (the browser sends its Origin and Sec-Fetch-Site: cross-site)
  await context.route('http://attacker.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseUrl()}/m/login"><input name="username" value="member0"><input name="password" value="member1234"><button>go</button></form>`,
    }),
  );
  await page.goto('http://attacker.test/');
  await page.getByRole('button', { name: 'go' }).click();
  await expect(page.getByText(/^E_CSRF: /)).toBeVisible();
  expect((await context.cookies(baseUrl())).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
});
