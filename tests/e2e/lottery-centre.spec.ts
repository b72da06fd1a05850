/**
 * SPEC 7.29, the lottery centre (/m/lottery) on the calls it is built on (lottery list and menu,
 * numero, Vietnam numero, recent Vietnam lottery), at 390x844 in EN (demo) and TY (lucky): the
 * menu's tabs (a tab list the arrow keys move through), a lottery's card with its numero, a
 * countdown that ticks without a live region and asks for the next draw at zero, the last draw's
 * numbers; a tap launches the lottery as a game list tile does (a guest goes to log in); the
 * Vietnam tab's regions and results with their prize tiers; 'Slow connection / No internet' with a
 * retry when a call fails; the link to every lottery game; axe on each view, and 360 px in TY.
 */
import type { Locator, Page } from '@playwright/test';
import { answer, expectNoBlockingViolation } from '../support/agent.ts';
import { apiValue, expect, hostUrl, logIn, sessionToken, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;

test.use({ viewport: { width: 390, height: 844 } });

interface Lottery {
  gameCode: string;
  gameId: string;
  vendor: string;
  vendorName: string;
  name: string;
  prizeMode: string;
  group: string;
}
interface Tab {
  id: string;
  label: string;
  gameCodes: string[];
}
interface Numero {
  numero: string;
  closesAt: string;
  now: string;
  previous: { numero: string; numbers: string[] };
}

/** Demo shows EN, lucky TY (its default). */
const TENANT: Record<Lang, string> = { EN: 'demo', TY: 'lucky' };
const url = (language: Lang, path: string) => (language === 'EN' ? path : hostUrl('lucky', path));

async function centreData(page: Page, language: Lang) {
  const tenant = TENANT[language];
  const menu = (await apiValue<{ list: Tab[] }>(page.request, `/api/lottery/menu?language=${language}`, tenant)).list;
  const list = (await apiValue<{ list: Lottery[] }>(page.request, `/api/lottery/list?language=${language}`, tenant)).list;
  return { menu, list, byCode: new Map(list.map((l) => [l.gameCode, l])) };
}

const tabList = (page: Page, language: Lang) => page.getByRole('tablist', { name: t(language, 'lottery.tabs'), exact: true });
/** A lottery's card: the list item holding its launch button, named as a game list tile is. */
const cardOf = (page: Page, lottery: Lottery) => page.locator(`li[data-lottery="${lottery.gameCode}"]`);
const launchButton = (page: Page, lottery: Lottery, language: Lang) =>
  page.getByRole('button', { name: t(language, 'game.launch', { name: lottery.name, vendor: lottery.vendorName }), exact: true });

async function openCentre(page: Page, language: Lang) {
  await page.goto(url(language, '/m/lottery'));
  await waitForScreen(page, language);
  await expect(tabList(page, language)).toBeVisible();
}

/** The page is no wider than a 360 px phone, and each element lies inside it. */
async function expectFitsNarrowPhone(page: Page, elements: Locator[]) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const element of elements) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360.5);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7.29 lottery centre: the menu's tabs, a card's numero, countdown and last numbers (${language})`, async ({ page }) => {
    const { menu, byCode } = await centreData(page, language);
    expect(menu.map((tab) => tab.id)).toEqual(['hot', 'fast', 'vietnam', 'sea', 'classic']);
    await openCentre(page, language);
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'title.lottery'), exact: true })).toBeVisible();
    const tabs = tabList(page, language).getByRole('tab');
    await expect(tabs).toHaveText(menu.map((tab) => tab.label));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: menu[0].label, exact: true });
    await expect(panel.locator('li[data-lottery]')).toHaveCount(menu[0].gameCodes.length);

    // A once-a-day lottery of the Hot tab: its draw stays the same for hours.
    const lottery = menu[0].gameCodes.map((code) => byCode.get(code)!).find((l) => l.group === 'vietnam')!;
    const numero = await apiValue<Numero>(page.request, `/api/lottery/numero?gameCode=${lottery.gameCode}`, TENANT[language]);
    const card = cardOf(page, lottery);
    const button = launchButton(page, lottery, language);
    await expect(button).toBeVisible();
    await expect(card.getByTestId('lottery-numero')).toHaveText(t(language, 'lottery.numero', { numero: numero.numero }));
    await expect(card.getByTestId('lottery-last')).toContainText(t(language, 'lottery.lastDraw', { numero: numero.previous.numero }));
    await expect(card.locator('[data-ball]')).toHaveText(numero.previous.numbers);
    // The countdown ticks once a second, and no live region reads every tick out.
    const countdown = card.locator('time');
    const first = await countdown.textContent();
    expect(first).toMatch(/^(\d+:)?\d\d:\d\d$/);
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await countdown.evaluate((el) => el.closest('[aria-live], [role=status], [role=alert], [role=timer]'))).toBeNull();
    // A screen reader hears the card's name, then its draw, time left and last numbers when it gets there.
    await expect(button).toHaveAccessibleDescription(
      new RegExp(
        `${t(language, 'lottery.numero', { numero: numero.numero })}.*${t(language, 'lottery.closesIn')}.*${numero.previous.numbers.join(', ')}`,
      ),
    );
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/lottery-centre/hot-${language}.png` });

    // Arrow keys move through the tabs (and wrap), Home and End jump; the panel follows.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const second = page.getByRole('tabpanel', { name: menu[1].label, exact: true });
    await expect(second.locator('li[data-lottery]')).toHaveCount(menu[1].gameCodes.length);
    await expect(launchButton(page, byCode.get(menu[1].gameCodes[0])!, language)).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');

    if (language === 'TY')
      await expectFitsNarrowPhone(page, [tabList(page, language), card, page.getByRole('link', { name: t(language, 'lottery.allGames') })]);
  });

  test(`SPEC 7.29 lottery centre: the Vietnam tab shows today's draws by region and the recent results with their prize tiers (${language})`, async ({
    page,
  }) => {
    const tenant = TENANT[language];
    const { menu } = await centreData(page, language);
    const vietnam = menu.find((tab) => tab.id === 'vietnam')!;
    await openCentre(page, language);
    await tabList(page, language).getByRole('tab', { name: vietnam.label, exact: true }).click();
    const regions = page.getByRole('group', { name: t(language, 'lottery.regions'), exact: true });
    await expect(regions.getByRole('button', { name: t(language, 'lottery.region.north'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    for (const region of ['north', 'south']) {
      await regions.getByRole('button', { name: t(language, `lottery.region.${region}`), exact: true }).click();
      await expect(regions.getByRole('button', { name: t(language, `lottery.region.${region}`), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const today = await apiValue<{ list: { numero: string; province: { name: string } }[] }>(
        page.request,
        `/api/lottery/vn/numero?region=${region}`,
        tenant,
      );
      const draws = page.getByTestId('vn-today').locator('li');
      await expect(draws).toHaveCount(today.list.length);
      for (const [i, draw] of today.list.entries()) {
        await expect(draws.nth(i)).toContainText(draw.province.name);
        await expect(draws.nth(i)).toContainText(t(language, 'lottery.numero', { numero: draw.numero }));
      }
      const recent = await apiValue<{ list: { numero: string; tiers: { tier: string; numbers: string[] }[] }[] }>(
        page.request,
        `/api/lottery/vn/recent?region=${region}&limit=3`,
        tenant,
      );
      const results = page.getByTestId('vn-recent').locator(':scope > li');
      await expect(results).toHaveCount(3);
      const latest = results.first();
      await expect(latest).toHaveAttribute('data-numero', recent.list[0].numero);
      const rows = latest.getByRole('row');
      await expect(rows).toHaveCount(recent.list[0].tiers.length);
      for (const [i, tier] of recent.list[0].tiers.entries()) {
        await expect(rows.nth(i).getByRole('rowheader')).toHaveText(t(language, `lottery.tier.${tier.tier}`));
        await expect(rows.nth(i).getByRole('cell')).toHaveText(tier.numbers.join(' '));
      }
    }
    await expect(page.getByRole('heading', { name: t(language, 'lottery.recentResults'), exact: true })).toBeVisible();
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/lottery-centre/vietnam-${language}.png`, fullPage: true });
    if (language === 'TY') await expectFitsNarrowPhone(page, [regions, page.getByTestId('vn-recent')]);
  });
}

test('SPEC 7.29 lottery centre: tapping a card launches the lottery as the lottery launch does; a guest is sent to log in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { menu, byCode } = await centreData(page, 'EN');
  const lottery = byCode.get(menu[0].gameCodes[0])!;
  await openCentre(page, 'EN');
  await launchButton(page, lottery, 'EN').click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await logIn(page, 'demo', 'demo1234');
  const session = await sessionToken(page);
  await openCentre(page, 'EN');
  const launch = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/games/lottery/launch');
  await launchButton(page, lottery, 'EN').click();
  // the existing lottery launch: vendor, game code, SPEC 9's prize mode (the same the list gives) and play type
  expect((await launch).postDataJSON()).toEqual({
    vendor: lottery.vendor,
    gameCode: lottery.gameCode,
    prizeMode: lottery.prizeMode,
    playType: 'trad',
  });
  await expect(page).toHaveURL(new RegExp(`/m/lotto-h5/[^/]+/trad/games/${lottery.gameId}\\?prize_mode=${lottery.prizeMode}$`));
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/demo-game\/lottery\.html\?/);
  const src = new URL((await frame.getAttribute('src'))!, 'http://x');
  expect(src.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(src.searchParams.get('token')).not.toBe(session);
  expect(src.searchParams.get('prize_mode')).toBe(lottery.prizeMode);
  await expect(page.frameLocator('iframe').locator('output#balance')).not.toHaveText('…');
});

test('SPEC 7.29 lottery centre: when the countdown reaches zero the card asks for the next numero', async ({ page }) => {
  const { menu, byCode } = await centreData(page, 'EN');
  const lottery = byCode.get(menu[0].gameCodes[0])!;
  // The server's answers for this lottery, with a draw that closes three seconds after each answer.
  let asked = 0;
  await page.route(`**/api/lottery/numero?gameCode=${lottery.gameCode}`, async (route) => {
    asked += 1;
    const now = Date.now();
    await route.fulfill(
      answer({
        gameCode: lottery.gameCode,
        numero: `20261127-${String(asked).padStart(4, '0')}`,
        opensAt: new Date(now - 60_000).toISOString(),
        closesAt: new Date(now + 3_000).toISOString(),
        now: new Date(now).toISOString(),
        previous: { numero: '20261126-9999', closedAt: new Date(now - 60_000).toISOString(), numbers: ['1', '2', '3'] },
      }),
    );
  });
  await openCentre(page, 'EN');
  const card = cardOf(page, lottery);
  await expect(card.getByTestId('lottery-numero')).toHaveText(t('EN', 'lottery.numero', { numero: '20261127-0001' }));
  await expect(card.locator('time')).toHaveText(/^00:0[1-3]$/);
  await expect(card.getByTestId('lottery-numero')).toHaveText(t('EN', 'lottery.numero', { numero: '20261127-0002' }), { timeout: 8_000 });
  await expect(card.locator('time')).toHaveText(/^00:0[1-3]$/);
  expect(asked).toBe(2);
});

test("SPEC 7.29 lottery centre: a failed call shows 'Slow connection / No internet' with a retry, for the page and for a card", async ({
  page,
}) => {
  const { menu, byCode } = await centreData(page, 'EN');
  await page.route('**/api/lottery/menu**', (route) => route.abort('internetdisconnected'));
  await page.goto('/m/lottery');
  // the page's message with its retry (a toast says the same, without one)
  const retry = page.getByRole('button', { name: t('EN', 'app.retry'), exact: true });
  const failure = page
    .getByRole('alert')
    .filter({ hasText: t('EN', 'error.network') })
    .filter({ has: retry });
  await expect(failure).toBeVisible();
  await expectNoBlockingViolation(page);
  await page.unroute('**/api/lottery/menu**');

  // the page's retry loads the centre; a card whose draw cannot be read offers its own retry
  const lottery = byCode.get(menu[0].gameCodes[0])!;
  await page.route(`**/api/lottery/numero?gameCode=${lottery.gameCode}`, (route) => route.abort('internetdisconnected'));
  await failure.getByRole('button', { name: t('EN', 'app.retry'), exact: true }).click();
  await expect(tabList(page, 'EN')).toBeVisible();
  const card = cardOf(page, lottery);
  const cardFailure = card.getByRole('alert').filter({ hasText: t('EN', 'error.network') });
  await expect(cardFailure).toBeVisible();
  await page.unroute(`**/api/lottery/numero?gameCode=${lottery.gameCode}`);
  await cardFailure.getByRole('button', { name: t('EN', 'app.retry'), exact: true }).click();
  await expect(card.getByTestId('lottery-numero')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test("SPEC 7.29 lottery centre: 'All lottery games' opens the lottery game list", async ({ page }) => {
  await openCentre(page, 'EN');
  await page.getByRole('link', { name: t('EN', 'lottery.allGames') }).click();
  await expect(page).toHaveURL(/\/m\/lott$/);
  await expect(
    page.getByRole('navigation', { name: t('EN', 'game.categories'), exact: true }).getByRole('button', { pressed: true }),
  ).toHaveText(t('EN', 'category.LOTT'));
});

test('SPEC 7.29 lottery centre: a tenant without lotteries gets the empty state', async ({ page }) => {
  await page.route('**/api/lottery/menu**', (route) => route.fulfill(answer({ list: [] })));
  await page.goto('/m/lottery');
  await waitForScreen(page);
  await expect(page.getByTestId('empty-state')).toHaveText(t('EN', 'app.noData'));
  await expect(page.getByRole('tablist')).toHaveCount(0);
  // the way to every lottery game stays
  await expect(page.getByRole('link', { name: t('EN', 'lottery.allGames') })).toBeVisible();
});
