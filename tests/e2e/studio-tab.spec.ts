/**
 * A studio link opened in a new tab keeps the session (issue 30, item 1), at 390x844: the
 * operator signs in once, a new tab of the same browser opens a studio page signed in, page
 * script can read the token from no storage and no cookie (it is an HttpOnly cookie), and signing
 * out in one tab signs every tab out.
 */
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { signInStudio, studioSessionToken } from '../support/studio.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a studio link opened in a new tab is still signed in, and page script never sees the token', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInStudio(page, 'demo-editor', 'editor1234');
  await expect(page.getByRole('heading', { name: 'Choose a site' })).toBeVisible();
  const token = await studioSessionToken(page);
  const cookie = (await context.cookies(`${baseUrl()}/studio`)).find((c) => c.name === 'wl_studio')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/studio' });

  const tab = await context.newPage();
  await tab.goto(`${baseUrl()}/studio/demo/audit`);
  await expect(tab.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(tab.getByRole('banner')).toContainText('demo-editor');
  await expect(tab.getByRole('heading', { name: 'Studio sign-in' })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

  for (const p of [page, tab]) {
    const visible = await p.evaluate(() => ({
      local: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
      session: Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
      cookie: document.cookie,
    }));
    expect(visible.cookie).not.toContain('wl_studio');
    for (const text of [...visible.local, ...visible.session, visible.cookie]) expect(text).not.toContain(token);
  }

  // signing out in the new tab ends the session for the first one too
  const out = tab.waitForResponse((r) => r.url().endsWith('/studio/api/logout'));
  await tab.getByRole('button', { name: 'Sign out' }).click();
  await expect(tab.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  expect((await out).status()).toBe(200);
  expect((await context.cookies(`${baseUrl()}/studio`)).find((c) => c.name === 'wl_studio')).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  const revoked = await page.request.get(`${baseUrl()}/studio/api/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
});
