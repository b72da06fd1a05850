/**
 * SPEC 7's calls built in issue 27 ("Calls and data"), on the screens that use them, at 390x844
 * in EN (demo) and TY (lucky), each screen checked with axe: the head icon (set and get) with the
 * avatar picker in My account and the avatar in the member centre's header, painted from the
 * member page's first response.
 */
import type { Page } from '@playwright/test';
import { expectNoBlockingViolation } from '../support/agent.ts';
import { expect, freshLuckyMember, hostUrl, logIn, logInLucky, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

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
    await choice.click();
    const request = await sent;
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.postData()).toBe(`headIcon=${pick}`);
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(t(language, 'headIcon.saved'), { exact: true })).toBeVisible();
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
