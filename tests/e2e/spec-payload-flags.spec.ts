/**
 * What the browser adds to three calls, as SPEC says (issue 27): the login's remember-password and
 * geetest flags (SPEC 3.24), and the gateway code on the game launch and the deposit order (SPEC
 * 9.19: this site is the MOBILE gateway). The server's side of each is a contract test
 * (tests/contract/login-flags.test.ts, gateway.test.ts). Nothing here shows text of its own.
 */
import type { Page, Request } from '@playwright/test';
import {
  apiValue,
  expect as baseExpect,
  freshLuckyMember,
  hostUrl,
  logInLucky,
  t,
  test,
  unique,
  waitForScreen,
} from '../support/fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const label = (page: Page, key: string) => page.getByLabel(t('EN', key), { exact: true });
const button = (page: Page, key: string) => page.getByRole('button', { name: t('EN', key), exact: true });
/** The next POST to this API path the page sends. */
const nextPost = (page: Page, path: string): Promise<Request> =>
  page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);

test('SPEC 3.24 login payload: the remember-password and geetest flags are sent, geetest true once a captcha is answered (EN)', async ({
  page,
}) => {
  // an account nobody has: its failed logins bring the captcha and trouble no other test
  const username = `ghost${unique()}`;
  await page.goto('/m/login');
  await waitForScreen(page);
  await expect(page.locator('html[data-shown]')).toHaveCount(1);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await label(page, 'auth.username').fill(username);
    await label(page, 'auth.password').fill('wrongpass1');
    const sent = nextPost(page, '/api/member/login');
    await button(page, 'auth.loginButton').click();
    const payload = (await sent).postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ type: 'username', username, remember: false, geetest: false });
    expect(payload).not.toHaveProperty('captchaId');
    await expect(page.getByText(t('EN', 'error.E_LOGIN_FAILED'), { exact: true })).toBeVisible();
  }
  await expect(label(page, 'auth.captcha')).toBeVisible();
  await page.getByLabel(t('EN', 'auth.remember'), { exact: true }).check();
  await label(page, 'auth.password').fill('wrongpass1');
  await label(page, 'auth.captcha').fill('abcd');
  const sent = nextPost(page, '/api/member/login');
  await button(page, 'auth.loginButton').click();
  const answered = (await sent).postDataJSON() as Record<string, unknown>;
  expect(answered).toMatchObject({ remember: true, geetest: true, identifying: 'abcd' });
  expect(typeof answered.captchaId).toBe('string');
  // the server took the payload (the flags agree with it) and judged the captcha: a wrong answer
  await expect(page.getByText(t('EN', 'error.E_CAPTCHA_REQUIRED'), { exact: true })).toBeVisible();
});

test('SPEC 9.19 gateway codes: the game launch and the deposit order carry the MOBILE gateway, and the server takes them (lucky)', async ({
  page,
  request,
}) => {
  const { gateway } = (await apiValue<{ platform: { gateway: { WEB: number; MOBILE: number } } }>(request, '/api/tenant', 'lucky'))
    .platform;
  expect(gateway).toEqual({ WEB: 1, MOBILE: 3 });
  const member = await freshLuckyMember(request, 'gw');
  await logInLucky(page, member.username, member.password);

  await page.goto(hostUrl('lucky', '/m/voucherCenter'));
  await waitForScreen(page, 'TY');
  await page.getByLabel(t('TY', 'wallet.amount'), { exact: true }).fill('150');
  const order = nextPost(page, '/api/deposit');
  await page.getByRole('button', { name: t('TY', 'deposit.submit'), exact: true }).click();
  expect((await order).postDataJSON()).toMatchObject({ channelId: 'bank', gateway: gateway.MOBILE });
  await expect(page.getByTestId('deposit-order')).toContainText('150.00');

  await page.goto(hostUrl('lucky', '/m/rng'));
  await waitForScreen(page, 'TY');
  const launch = nextPost(page, '/api/games/launch');
  await page.locator('[data-game-tile]').first().getByRole('button').first().click();
  expect((await launch).postDataJSON()).toMatchObject({ gameCategory: 'RNG', gateway: gateway.MOBILE });
  await expect(page).toHaveURL(/\/demo-game\//);
});
