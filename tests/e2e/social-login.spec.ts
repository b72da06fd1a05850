/** Social login buttons show only behind their flags (SPEC 2, Login): FACEBOOKLOGIN3, GOOGLELOGIN3, LINELOGIN3, TWITTERLOGIN3. */
import { EDIT_TENANTS } from '../support/server.ts';
import { editTenant, expect, hostUrl, t, test, waitForScreen } from '../support/fixtures.ts';

test('turning FACEBOOKLOGIN3 and GOOGLELOGIN3 on shows exactly those two buttons; a tap says coming soon', async ({ page, request }) => {
  const tenant = EDIT_TENANTS.social;
  const button = (provider: string) => page.getByRole('button', { name: t('EN', `auth.social.${provider}`), exact: true });
  await page.goto(hostUrl(tenant, '/m/login'));
  await waitForScreen(page);
  for (const provider of ['facebook', 'google', 'line', 'twitter']) await expect(button(provider)).toHaveCount(0);

  const restore = await editTenant(
    request,
    tenant,
    (c) => (c.flags = { ...c.flags, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true }),
    (c) => c.flags?.FACEBOOKLOGIN3 === true && c.flags?.GOOGLELOGIN3 === true,
  );
  try {
    await page.reload();
    await waitForScreen(page);
    await expect(button('facebook')).toBeVisible();
    await expect(button('google')).toBeVisible();
    await expect(button('line')).toHaveCount(0);
    await expect(button('twitter')).toHaveCount(0);
    // The info toast lasts 1 s (SPEC 9): record every toast's text, so a slow check cannot miss it.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { toasts: string[] }).toasts = []);
      new MutationObserver(() => document.querySelectorAll('[data-toast]').forEach((el) => seen.push(el.textContent ?? ''))).observe(
        document.body,
        { childList: true, subtree: true },
      );
    });
    await button('facebook').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts.join('|')))
      .toContain(t('EN', 'coming_soon'));
  } finally {
    await restore();
  }
});
