/**
 * SPEC 7.16 "member info (renew, optional forced): the result is cached in storage", at 390x844
 * in EN (demo) and TY (lucky): the member info a page loads is kept in session storage; a page
 * the browser renders itself (no server answer with it) shows the member's name from it before
 * the renewal answers, asks nothing while it is fresh, and logout clears it.
 */
import type { Page } from '@playwright/test';
import {
  apiCall,
  control,
  expect,
  freshLuckyMember,
  hostUrl,
  logIn,
  logInLucky,
  openSideMenu,
  t,
  test,
  waitForScreen,
  withoutFirstData,
  type messages,
} from '../support/fixtures.ts';

type Lang = keyof typeof messages;

test.use({ viewport: { width: 390, height: 844 } });

const kept = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_MEMBER_INFO') ?? 'null') as { savedAt: number; info: { nickname: string } } | null,
  );

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7.16 member info renew: kept in storage, shown at once on a page the browser renders, cleared by logout (${language})`, async ({
    page,
  }) => {
    let nickname = 'Demo Player';
    const url = (path: string) => (language === 'EN' ? path : hostUrl('lucky', path));
    if (language === 'EN') await logIn(page, 'demo', 'demo1234');
    else {
      const member = await freshLuckyMember(page.request, 'kept');
      nickname = `Kapitan ${member.username.slice(-4)}`;
      await apiCall(page.request, 'lucky', 'POST', '/api/member/profile', { nickname }, { Authorization: `Bearer ${member.token}` });
      await logInLucky(page, member.username, member.password);
    }

    // a member page from the server: its member info answer is kept
    await page.goto(url('/m/member/home'));
    await waitForScreen(page, language);
    await expect.poll(async () => (await kept(page))?.info.nickname).toBe(nickname);

    // the same page rendered by the browser, its kept info stale: the name shows before the renewal answers
    await withoutFirstData(page, language === 'EN' ? undefined : 'lucky');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route('**/api/member/info**', async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const text = sessionStorage.getItem('MC_MEMBER_INFO')!;
      sessionStorage.setItem('MC_MEMBER_INFO', JSON.stringify({ ...JSON.parse(text), savedAt: 0 }));
    });
    await page.goto(url('/m/member/home'));
    await expect(page.locator('#mc-name')).toHaveText(nickname);
    await expect.poll(() => asked).toBe(1);
    release();
    await expect.poll(async () => (await kept(page))?.savedAt ?? 0).toBeGreaterThan(0);

    // fresh now: the next page asks nothing and shows the name
    asked = 0;
    await page.reload();
    await expect(page.locator('#mc-name')).toHaveText(nickname);
    await waitForScreen(page, language);
    expect(asked).toBe(0);

    // logout (from home's side menu) clears it with the rest of the session's storage
    await page.goto(url('/m/home'));
    await waitForScreen(page, language);
    expect(await kept(page)).not.toBeNull();
    await openSideMenu(page, language);
    await control(page, t(language, 'menu.logout')).click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: t(language, 'logout.confirm') });
    await dialog.getByRole('button', { name: new RegExp(`^(${t(language, 'app.submit')}|${t(language, 'app.confirm')})$`) }).click();
    // already on /m/home: the guest header says the logout is done, and the storage goes with it
    await expect(control(page, t(language, 'header.login'))).toBeVisible();
    await expect.poll(() => kept(page)).toBeNull();
  });
}
