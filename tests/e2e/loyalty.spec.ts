/**
 * Loyalty screens at 390x844: member level (/m/member/benefits), reward centre (/m/rewardCenter)
 * and points mall (/m/mall/mallHome). Reads use the seeded demo account (EN); claiming and
 * redeeming use fresh lucky members (TY) who wager through the demo slot, so the seeded accounts
 * keep their values.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  freshLuckyMember,
  logInLucky,
  baseUrl,
  expect as baseExpect,
  hostUrl,
  logIn,
  openSideMenu,
  storedSession,
  t,
  test,
  waitForScreen,
  control,
} from '../support/fixtures.ts';

type Lang = 'EN' | 'TY';
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(-10);
const button = (page: Page, lang: Lang, key: string, values: Record<string, string> = {}) =>
  page.getByRole('button', { name: t(lang, key, values), exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/loyalty/${name}.png`, fullPage: true });

/** #,##0.00 of a decimal string. */
const grouped = (amount: string) => Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("member level: the demo account's level, progress to the next level and the level table (EN, demo)", async ({ page, request }) => {
  await logIn(page, 'demo', 'demo1234');
  const token = (await storedSession(page))!.token;
  type Status = { member: { turnover: string; levelId: string; toNext: string; percent: number; pointsBalance: number } };
  const status = async () =>
    (
      (await (
        await request.get(`${baseUrl()}/api/loyalty`, { headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` } })
      ).json()) as { value: Status }
    ).value.member;
  // The seed gives demo 7,340.00 of bets (Gold); another test's demo spin may add a little, so the
  // screen is compared with the server's figures of the same moment (read again until they agree).
  const seeded = await status();
  expect(seeded.levelId).toBe('gold');
  expect(Number(seeded.turnover)).toBeGreaterThanOrEqual(7340);
  await page.goto('/m/member/benefits');
  await waitForScreen(page);
  await expect(page.getByTestId('level-name')).toHaveText(t('EN', 'loyalty.level.gold'));
  const progress = page.getByRole('progressbar', { name: t('EN', 'loyalty.progressLabel', { level: t('EN', 'loyalty.level.platinum') }) });
  await baseExpect(async () => {
    const now = await status();
    const toNext = t('EN', 'loyalty.toNext', { amount: grouped(now.toNext), level: t('EN', 'loyalty.level.platinum') });
    await page.reload();
    await baseExpect(page.getByTestId('level-turnover')).toContainText(grouped(now.turnover), { timeout: 5_000 });
    await baseExpect(progress).toHaveAttribute('aria-valuenow', String(now.percent), { timeout: 1_000 });
    await baseExpect(progress).toHaveAttribute('aria-valuetext', toNext, { timeout: 1_000 });
    await baseExpect(page.getByTestId('level-to-next')).toHaveText(toNext, { timeout: 1_000 });
    await baseExpect(page.getByTestId('level-points')).toHaveText(String(now.pointsBalance), { timeout: 1_000 });
    // 20,000.00 for Platinum: the progress and the points follow the turnover.
    baseExpect(Number(now.toNext)).toBeCloseTo(20000 - Number(now.turnover), 2);
    baseExpect(now.percent).toBe(Math.floor(((Math.round(Number(now.turnover) * 100) - 500_000) * 100) / 1_500_000));
  }).toPass({ timeout: 30_000 });
  const rows = page.getByTestId('level-row');
  await expect(rows).toHaveCount(5);
  await expect(page.locator('[data-testid="level-row"][aria-current="true"]')).toContainText(t('EN', 'loyalty.level.gold'));
  await expect(rows.nth(2)).toContainText('5,000.00');
  await expect(rows.nth(2)).toContainText(t('EN', 'loyalty.benefit.fastWithdraw'));
  await shot(page, 'level-demo-EN');
  // The side menu names the same level.
  await page.goto('/m/home');
  await waitForScreen(page);
  await openSideMenu(page);
  await expect(page.getByRole('dialog').getByText(t('EN', 'loyalty.level.gold'), { exact: true })).toBeVisible();
});

test('member level: a guest sees the level table and a log-in prompt (TY, lucky)', async ({ page }) => {
  await page.goto(hostUrl('lucky', '/m/member/benefits'));
  await waitForScreen(page, 'TY');
  await expect(page.getByText(t('TY', 'loyalty.loginPrompt'))).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const rows = page.getByTestId('level-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(t('TY', 'loyalty.level.star'));
  await expect(rows.nth(1)).toContainText('50.00');
  await shot(page, 'level-guest-TY');
  await control(page, t('TY', 'header.login')).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

/** A fresh lucky member, signed in (TY), who deposited 200.00 and wagered 60.00 on the demo slot: level Star, 60 points. */
async function wageringMember(page: Page, request: APIRequestContext) {
  const { username, password } = await freshLuckyMember(request, 'ly');
  await logInLucky(page, username, password);
  const token = (await storedSession(page))!.token;
  const headers = { 'X-Tenant': 'lucky', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const created = await (
    await request.post(`${baseUrl()}/api/deposit`, {
      headers: { ...headers, 'Idempotency-Key': `fund-${unique()}` },
      data: { channelId: 'bank', amount: '200' },
    })
  ).json();
  expect(created.success, JSON.stringify(created)).toBe(true);
  const payUrl = new URL(created.value.payUrl, baseUrl());
  const paid = await (
    await request.post(`${baseUrl()}/api/dev/pay`, {
      headers,
      data: { order: payUrl.searchParams.get('order'), token: payUrl.searchParams.get('token'), outcome: 'pay' },
    })
  ).json();
  expect(paid.success, JSON.stringify(paid)).toBe(true);
  const listed = await (
    await request.get(`${baseUrl()}/api/games/list?gameType=RNG&pageSize=1&language=TY&platform=html5&clientType=2`, { headers })
  ).json();
  const game = listed.value.games[0] as { vassalage: string; nodeId: number };
  const launched = await (
    await request.post(`${baseUrl()}/api/games/launch`, {
      headers,
      data: { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId },
    })
  ).json();
  const launch = new URL(launched.value.url, baseUrl()).searchParams.get('launch');
  const opened = await (await request.post(`${baseUrl()}/api/demo-game/session`, { headers, data: { launch } })).json();
  expect(opened.success, JSON.stringify(opened)).toBe(true);
  for (let i = 0; i < 6; i++) {
    const spun = await (
      await request.post(`${baseUrl()}/api/demo-game/spin`, {
        headers,
        data: { session: opened.value.session, bet: '10.00', idempotencyKey: `spin-${unique()}-${i}` },
      })
    ).json();
    expect(spun.success, JSON.stringify(spun)).toBe(true);
  }
  const wallet = await (await request.get(`${baseUrl()}/api/wallet`, { headers })).json();
  return { token, headers, balance: Number(wallet.value.sumBalance) };
}

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('reward centre: claiming the Star upgrade bonus moves it to the history and raises the header balance (TY, lucky)', async ({
  page,
  request,
}) => {
  const member = await wageringMember(page, request);
  await page.goto(hostUrl('lucky', '/m/home'));
  await waitForScreen(page, 'TY');
  await expect(page.getByTestId('header-balance')).toContainText(money(member.balance));
  // Reach the reward centre in the page (side menu), so going back shows the same header.
  await openSideMenu(page, 'TY');
  await control(page.getByRole('dialog'), t('TY', 'menu.rewardCenter')).click();
  await waitForScreen(page, 'TY');
  const star = t('TY', 'loyalty.level.star');
  const upgrade = t('TY', 'rewards.upgrade', { level: star });
  await expect(page.getByTestId('reward-available')).toHaveCount(2);
  await expect(page.getByTestId('reward-locked')).toHaveCount(2);
  await expect(page.getByTestId('reward-locked').first()).toContainText(
    t('TY', 'rewards.lockedLevel', { level: t('TY', 'loyalty.level.superstar'), amount: '500.00' }),
  );
  await expect(page.getByText(t('TY', 'rewards.historyEmpty'))).toBeVisible();
  await shot(page, 'rewards-before-TY');
  await button(page, 'TY', 'rewards.claimFor', { reward: upgrade }).click();
  await expect(page.getByRole('status').filter({ hasText: t('TY', 'rewards.claimedToast', { amount: '5.00' }) })).toBeVisible();
  await expect(page.getByTestId('claim-history')).toContainText(upgrade);
  await expect(page.getByTestId('claim-history')).toContainText('5.00');
  await expect(button(page, 'TY', 'rewards.claimFor', { reward: upgrade })).toHaveCount(0);
  await expect(page.getByTestId('reward-available')).toHaveCount(1);
  // The claimed bonus is in the history only, not among the locked rewards.
  await expect(page.getByTestId('reward-locked')).toHaveCount(2);
  await expect(page.getByTestId('reward-locked').filter({ hasText: new RegExp(`^${upgrade}`) })).toHaveCount(0);
  await shot(page, 'rewards-after-TY');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('TY', 'app.back'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-balance')).toContainText(money(member.balance + 5));
});

test('reward centre: a member with no rewards to claim sees the empty state (EN, demo member0)', async ({ page }) => {
  await logIn(page, 'member0', 'member1234');
  await page.goto('/m/rewardCenter');
  await waitForScreen(page);
  await expect(page.getByTestId('empty-state')).toContainText(t('EN', 'rewards.empty'));
  await expect(page.getByTestId('reward-locked')).toHaveCount(5);
  await button(page, 'EN', 'rewards.seeLevels').click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
});

test("points mall: redeeming lowers the points, a too-expensive item is refused, and the server's refusal shows (TY, lucky)", async ({
  page,
  request,
}) => {
  const member = await wageringMember(page, request);
  await page.goto(hostUrl('lucky', '/m/mall/mallHome'));
  await waitForScreen(page, 'TY');
  await expect(page.getByTestId('mall-points')).toHaveText('60');
  const lucky3 = t('TY', 'mall.item.lucky3');
  const tiles = page.getByTestId('mall-item');
  // 10.00 lucky bonus costs 90 and the cap 400: both say so and cannot be redeemed.
  for (const index of [1, 2]) {
    await expect(tiles.nth(index).getByRole('button', { name: t('TY', 'mall.notEnough'), exact: true })).toBeDisabled();
  }
  await button(page, 'TY', 'mall.redeemFor', { item: lucky3 }).click();
  const dialog = page.getByRole('dialog', { name: t('TY', 'mall.confirmTitle') });
  await expect(dialog).toContainText(t('TY', 'mall.confirmText', { item: lucky3, points: '30', after: '30' }));
  await shot(page, 'mall-confirm-TY');
  await dialog.getByRole('button', { name: t('TY', 'app.cancel'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('mall-points')).toHaveText('60');
  await button(page, 'TY', 'mall.redeemFor', { item: lucky3 }).click();
  await dialog.getByRole('button', { name: t('TY', 'mall.confirm'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('TY', 'mall.redeemedToast', { item: lucky3 }) })).toBeVisible();
  await expect(page.getByTestId('mall-points')).toHaveText('30');
  await expect(page.getByTestId('redemption-row')).toHaveCount(1);
  await expect(page.getByTestId('redemption-row').first()).toContainText(lucky3);
  await shot(page, 'mall-redeemed-TY');
  const wallet = await (await request.get(`${baseUrl()}/api/wallet`, { headers: member.headers })).json();
  expect(Number(wallet.value.sumBalance)).toBeCloseTo(member.balance + 3, 2);

  // The last 30 points are spent elsewhere (another device); this page still offers the item, and the server refuses it.
  const elsewhere = await (
    await request.post(`${baseUrl()}/api/mall/redeem`, {
      headers: { ...member.headers, 'Idempotency-Key': `other-${unique()}` },
      data: { itemId: 'lucky3' },
    })
  ).json();
  expect(elsewhere.success, JSON.stringify(elsewhere)).toBe(true);
  await button(page, 'TY', 'mall.redeemFor', { item: lucky3 }).click();
  await dialog.getByRole('button', { name: t('TY', 'mall.confirm'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('TY', 'error.E_NOT_ENOUGH_POINTS'));
  await shot(page, 'mall-refused-TY');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('mall-points')).toHaveText('0');
  await expect(tiles.first().getByRole('button', { name: t('TY', 'mall.notEnough'), exact: true })).toBeDisabled();
});

test('points mall: a guest browses the items and is sent to log in to redeem (EN, demo)', async ({ page }) => {
  await page.goto('/m/mall/mallHome');
  await waitForScreen(page);
  await expect(page.getByText(t('EN', 'mall.loginForPoints'))).toBeVisible();
  await expect(page.getByTestId('mall-item')).toHaveCount(5);
  await expect(page.getByTestId('mall-points')).toHaveCount(0);
  await shot(page, 'mall-guest-EN');
  await button(page, 'EN', 'mall.redeemFor', { item: t('EN', 'mall.item.bonus5') }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
