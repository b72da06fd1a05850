/**
 * SPEC 7's calls built in issue 27 ("Calls and data"), on the screens that use them, at 390x844
 * in EN (demo) and TY (lucky), each screen checked with axe: the head icon (set and get) with the
 * avatar picker in My account and the avatar in the member centre's header, painted from the
 * member page's first response; popular announcements (7.20) as the notice screen's first group
 * (on demo in both languages: lucky has no member announcements, and its empty notice screen is
 * member-centre.spec's); vendor game types (7.24) as the game list filter's class choices.
 */
import type { Page } from '@playwright/test';
import { expectNoBlockingViolation } from '../support/agent.ts';
import {
  apiValue,
  expect,
  freshLuckyMember,
  hostUrl,
  logIn,
  logInLucky,
  t,
  test,
  waitForScreen,
  type messages,
} from '../support/fixtures.ts';

type Lang = keyof typeof messages;

test.use({ viewport: { width: 390, height: 844 } });

/** Who signs in for a language: member0 on demo (EN), a fresh lucky member (TY). */
async function signIn(page: Page, language: Lang): Promise<(path: string) => string> {
  if (language === 'EN') {
    await logIn(page, 'member0', 'member1234');
    return (path) => path;
  }
  const member = await freshLuckyMember(page.request, 'icon');
  await logInLucky(page, member.username, member.password);
  return (path) => hostUrl('lucky', path);
}

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7 head icon: the member picks an avatar in My account and the member centre shows it from the first response (${language})`, async ({
    page,
  }) => {
    const url = await signIn(page, language);
    await page.goto(url('/m/myAccount/index'));
    await waitForScreen(page, language);
    const picker = page.getByRole('region', { name: t(language, 'headIcon.title') });
    await expect(picker).toBeVisible();
    const choices = picker.getByRole('button');
    await expect(choices).toHaveCount(6);
    // an avatar other than the one the member has now (member0 may have picked one on an earlier run)
    const current = await picker
      .locator('[aria-pressed="true"]')
      .getAttribute('data-head-icon-choice')
      .catch(() => null);
    const pick = current === 'owl' ? 'cat' : 'owl';
    const choice = picker.getByRole('button', { name: t(language, `headIcon.${pick}`), exact: true });
    await expect(choice).toHaveAttribute('aria-pressed', 'false');
    await expectNoBlockingViolation(page);

    // the set call goes form encoded, as SPEC 7 says
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/member/headIcon');
    // the toast lasts about a second: watched for from before the tap, so a slow machine cannot miss it
    const saved = page.getByText(t(language, 'headIcon.saved'), { exact: true }).waitFor({ state: 'visible' });
    await choice.click();
    const request = await sent;
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.postData()).toBe(`headIcon=${pick}`);
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await saved;
    await expect(picker.getByTestId('head-icon').first()).toHaveAttribute('data-head-icon', pick);
    await page.screenshot({ path: `test-results/spec-calls/head-icon-picker-${language}.png` });

    // the member centre's first response already carries the avatar: no flash of the generic icon
    const response = await page.goto(url('/m/member/home'));
    const html = await response!.text();
    expect(html).toContain(`data-head-icon="${pick}"`);
    expect(html).toContain(`/assets/avatars/${pick}.svg`);
    await waitForScreen(page, language);
    const avatar = page.getByRole('link', { name: t(language, 'headIcon.change'), exact: true });
    await expect(avatar.locator('img')).toHaveAttribute('src', `/assets/avatars/${pick}.svg`);
    await expect.poll(() => avatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/spec-calls/head-icon-member-centre-${language}.png` });
    // the avatar leads to the picker
    await avatar.click();
    await expect(page).toHaveURL(/\/m\/myAccount\/index$/);
  });
}

/** Starts the page in a language (the choice a visitor stored earlier, SPEC 1). */
async function useLanguage(page: Page, language: Lang) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7.20 popular announcements: the notice screen shows them as their own group first (${language})`, async ({ page }) => {
    const popular = await apiValue<{ list: { title: string }[] }>(page.request, `/api/notices/popular?language=${language}`, 'demo');
    expect(popular.list.length).toBeGreaterThan(0);
    await useLanguage(page, language);
    await page.goto('/m/notice');
    await waitForScreen(page, language);
    const group = page.getByRole('region', { name: t(language, 'notice.popular'), exact: true });
    await expect(group.getByRole('heading', { name: t(language, 'notice.popular'), exact: true })).toBeVisible();
    const items = group.getByTestId('notice-popular').locator('li');
    await expect(items).toHaveCount(popular.list.length);
    for (const [i, notice] of popular.list.entries()) await expect(items.nth(i)).toContainText(notice.title);
    // the whole list follows under its own heading, the popular ones in it too
    await expect(page.getByRole('heading', { name: t(language, 'notice.all'), exact: true })).toBeVisible();
    await expect(page.getByTestId('notice-list')).toContainText(popular.list[0].title);
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/spec-calls/popular-notices-${language}.png` });
  });

  test(`SPEC 7.24 vendor game types: the game list's filter offers the vendor's game classes (${language})`, async ({ page }) => {
    const tenant = language === 'EN' ? 'demo' : 'lucky';
    const url = (path: string) => (tenant === 'demo' ? path : hostUrl('lucky', path));
    const vendors = await apiValue<{ sorting: { gameCategory: string; vendorNames: { vassalage: string; displayName: string }[] }[] }>(
      page.request,
      '/api/games/vendors',
      tenant,
    );
    const vendor = vendors.sorting.find((c) => c.gameCategory === 'RNG')!.vendorNames[0];
    const types = await apiValue<{ list: { gameClassify: string; count: number }[] }>(
      page.request,
      `/api/games/types?typeId=RNG&merchant_code=${tenant}&vassalage=${vendor.vassalage}`,
      tenant,
    );
    expect(types.list.length).toBeGreaterThan(1);
    await page.goto(url('/m/rng'));
    await waitForScreen(page, language);
    await page
      .getByRole('group', { name: t(language, 'game.vendors'), exact: true })
      .getByRole('button', { name: vendor.displayName, exact: true })
      .click();
    await page
      .getByRole('group', { name: t(language, 'game.modes'), exact: true })
      .getByRole('button', { name: t(language, 'game.tab.filter'), exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: t(language, 'game.tab.filter') });
    const select = panel.getByRole('combobox', { name: t(language, 'game.filter.classify'), exact: true });
    const choice = types.list[0];
    const name = t(language, `game.classify.${choice.gameClassify}`);
    await expect(select.locator('option')).toHaveText([
      t(language, 'game.filter.allClasses'),
      ...types.list.map((c) =>
        t(language, 'game.filter.classWithCount', { name: t(language, `game.classify.${c.gameClassify}`), count: c.count }),
      ),
    ]);
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/spec-calls/vendor-game-types-${language}.png` });
    await select.selectOption(choice.gameClassify);
    await panel.getByRole('button', { name: t(language, 'game.filter.apply'), exact: true }).click();
    // the list holds that class's games of the vendor, and the chip names the class in words
    await expect(page.getByText(`${t(language, 'game.filter.classify')}: ${name}`, { exact: true })).toBeVisible();
    const listed = await apiValue<{ games: { gameName: string }[] }>(
      page.request,
      `/api/games/list?gameType=RNG&vassalage=${vendor.vassalage}&gameClassify=${choice.gameClassify}&pageSize=3`,
      tenant,
    );
    for (const game of listed.games)
      await expect(
        page.getByRole('button', { name: t(language, 'game.launch', { name: game.gameName, vendor: vendor.displayName }), exact: true }),
      ).toBeVisible();
  });
}
