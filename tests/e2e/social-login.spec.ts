/**
 * SPEC 2.112's social login (FACEBOOKLOGIN3, GOOGLELOGIN3, LINELOGIN3, TWITTERLOGIN3) through
 * OpenID Connect: a button shows when its flag is on and the tenant configured its provider, and
 * a tap signs the member in at that provider. The provider is a local one this file starts
 * (tests/support/oidc-provider.ts); its pages are the package's development sign-in.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { control, editTenant, expect, hostUrl, t, test, waitForScreen } from '../support/fixtures.ts';
import { nameOf, PUBLIC_CLIENT, startLocalProvider, type LocalProvider } from '../support/oidc-provider.ts';

const tenant = EDIT_TENANTS.social;
let provider: LocalProvider;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const callback = new URL(hostUrl(tenant, '/oidc/google/callback'));
  provider = await startLocalProvider([callback.href]);
});

test.afterAll(async () => {
  await provider?.close();
});

const link = (page: Page, language: 'EN' | 'TY', id: string) =>
  page.getByRole('link', { name: t(language, `auth.social.${id}`), exact: true });

/** Google's provider set and the Facebook and Google flags on: only Google has a provider. */
function withGoogle(request: APIRequestContext) {
  return editTenant(
    request,
    tenant,
    (c) => {
      c.flags = { ...c.flags, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
      c.socialLogin = { google: { issuer: provider.issuer, clientId: PUBLIC_CLIENT.clientId } };
    },
    (c) => c.flags?.GOOGLELOGIN3 === true && c.socialLogin?.google?.issuer === provider.issuer,
  );
}

test('SPEC 2.112: no button without a provider; Google signs a new member in at its provider and lands on the home (EN, 390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(hostUrl(tenant, '/m/login'));
  await waitForScreen(page);
  for (const id of ['facebook', 'google', 'line', 'twitter']) await expect(link(page, 'EN', id)).toHaveCount(0);

  const restore = await withGoogle(request);
  try {
    await page.reload();
    await waitForScreen(page);
    // Facebook's flag is on, but it has no provider: hidden, not "coming soon"
    await expect(link(page, 'EN', 'facebook')).toHaveCount(0);
    await expect(link(page, 'EN', 'google')).toBeVisible();
    await page.getByLabel(t('EN', 'auth.remember')).check();
    await expect(link(page, 'EN', 'google')).toHaveAttribute('href', '/oidc/google/start?remember=1');
    await page.screenshot({ path: 'test-results/social-login/login-google-EN.png' });

    await link(page, 'EN', 'google').click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    const subject = `ana${Date.now()}`;
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    // consent
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(hostUrl(tenant, '/m/home'));
    await waitForScreen(page);
    await expect(control(page, t('EN', 'header.login'))).toHaveCount(0);
    // asked from the page (Node does not resolve *.localhost), with the session cookie it holds
    const member = await page.evaluate(async () => {
      const answer = await fetch('/api/member/info', { headers: { 'X-Requested-With': 'wl' } });
      return ((await answer.json()) as { value: { account: string; nickname: string } }).value;
    });
    expect(member.account).toMatch(/^g[0-9a-f]{10}$/);
    expect(member.nickname).toBe(nameOf(subject));
    // remembered: the session outlives the browser
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'wl_session');
    expect(session?.httpOnly).toBe(true);
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
  } finally {
    await restore();
  }
});

test('SPEC 2.112: cancelling at the provider comes back to the login page with the message (TY, 360 px)', async ({
  page,
  request,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await context.addCookies([{ name: 'wl_lang', value: 'TY', url: hostUrl(tenant, '/') }]);
  const restore = await withGoogle(request);
  try {
    await page.goto(hostUrl(tenant, '/m/login'));
    await waitForScreen(page, 'TY');
    await link(page, 'TY', 'google').click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(`${hostUrl(tenant, '/m/login')}?loginError=E_OIDC_CANCELLED`);
    await expect(page.getByRole('alert')).toHaveText(t('TY', 'error.E_OIDC_CANCELLED'));
    await expect(link(page, 'TY', 'google')).toBeVisible();
    await page.screenshot({ path: 'test-results/social-login/cancelled-TY-360.png' });
    expect((await context.cookies()).some((cookie) => cookie.name === 'wl_session')).toBe(false);
  } finally {
    await restore();
  }
});
