/**
 * The agent home /m/agent (SPEC 2, issue 10) at 390x844 on the demo tenant, as the seeded top
 * agent `agent` (type 1): what it shows in EN and TY, light and dark, with axe; the greeting by
 * local hour; today's team figures from the team KPI call (0 while it loads or when it fails);
 * the service icon, online service (the live chat), the shortcuts and the footer; the unread
 * badges (inbox capped 99+, the agent notices' own count); the white-label switches (online
 * service always shown); the way in for agents only; My Account's type label; the agent notices.
 * Complements agent-centre.spec.ts; nothing here changes `agent`'s data.
 */
import type { Browser, Page, Request } from '@playwright/test';
import {
  baseUrl,
  bottomMenu,
  expect,
  logIn,
  openSideMenu,
  t,
  test,
  waitForScreen,
  control,
  withoutFirstData,
} from '../support/fixtures.ts';
import { answer, expectNoBlockingViolation, signInAs, withConfig, type Lang } from '../support/agent.ts';
import { localDate } from '../../engine/time/zone.ts';

test.use({ viewport: { width: 390, height: 844 } });

const MENU = [
  'agent.teamOverview',
  'agent.teamRecord',
  'agent.downlines',
  'agent.redRain',
  'agent.teamPnl',
  'agent.teamBetting',
  'agent.rebate',
  'agent.teamRebate',
  'menu.securityCenter',
  'title.inbox',
  'agent.onlineService',
];
const FOOTER = ['menu.home', 'agent.register', 'agent.dividend', 'agent.notices'];
const FIGURES = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'];
/** The white-label switch of each switchable menu entry (tenants/_base/tenant.json, menus.agent). */
const MENU_FLAGS = [
  'AGENTOVERVIEW3',
  'AGENTRECORD3',
  'AGENTTEAM3',
  'REDRAIN3',
  'AGENTPNL3',
  'AGENTBETTING3',
  'AGENTREBATE3',
  'TEAMREBATE3',
  'AGENTSECURITY3',
  'AGENTINBOX3',
];

/** The notice list's unread line for a count above 0 (the plural's 'other' form of notice.unreadCount). */
const unreadCount = (count: number) => /other \{([^}]*)\}/.exec(t('EN', 'notice.unreadCount'))![1].replace('#', String(count));

const agentMenu = (page: Page, language: Lang = 'EN') => page.getByRole('navigation', { name: t(language, 'agent.menu') });
const agentFooter = (page: Page, language: Lang = 'EN') => page.getByRole('navigation', { name: t(language, 'agent.footer') });
/** A menu or footer entry by its label (its name may start with an unread badge's "3 unread"). */
const entry = (scope: ReturnType<typeof agentMenu>, language: Lang, key: string) =>
  control(scope, new RegExp(`(^|\\s)${t(language, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
/** The entries of a menu or footer: links where they navigate, buttons where they act in place (issue 26). */
const entries = (scope: ReturnType<typeof agentMenu>) => scope.getByRole('listitem');

for (const [theme, language] of [
  ['light', 'EN'],
  ['dark', 'EN'],
  ['light', 'TY'],
  ['dark', 'TY'],
] as const) {
  test(`the agent home in ${language}, ${theme}: greeting, name, balance, figures, menu, footer, no bottom menu, axe`, async ({ page }) => {
    await signInAs(page, 'agent', 'agent1234', { theme, language });
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-name')).toHaveText('Top Agent');
    await waitForScreen(page, language);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    const greetings = ['morning', 'earlyAfternoon', 'lateAfternoon', 'evening'].map((k) => t(language, `greeting.${k}`));
    await expect(page.locator('#agent-greeting')).toHaveText(new RegExp(`^(${greetings.join('|')})$`));
    await expect(page.getByText(t(language, 'agent.totalBalance'))).toBeVisible();
    await expect(page.getByTestId('agent-balance')).toHaveText(/^\$ \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByRole('heading', { name: t(language, 'agent.todayFigures') })).toBeVisible();
    for (const figure of FIGURES) await expect(page.getByTestId(`figure-${figure}`)).toHaveText(/^\d+$/);
    for (const key of MENU) await expect(entry(agentMenu(page, language), language, key)).toBeVisible();
    for (const key of FOOTER) await expect(entry(agentFooter(page, language), language, key)).toBeVisible();
    await expect(bottomMenu(page, language)).toHaveCount(0);
    await expectNoBlockingViolation(page);
  });
}

test('the greeting follows the local hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening', async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  const today = new Date().toISOString().slice(0, 10);
  // the browser's zone is UTC (scripts/playwright.config.ts), so these are its local hours
  for (const [hour, key] of [
    ['00:30', 'greeting.morning'],
    ['10:59', 'greeting.morning'],
    ['11:00', 'greeting.earlyAfternoon'],
    ['14:59', 'greeting.earlyAfternoon'],
    ['15:00', 'greeting.lateAfternoon'],
    ['18:59', 'greeting.lateAfternoon'],
    ['19:00', 'greeting.evening'],
    ['23:59', 'greeting.evening'],
  ] as const) {
    await page.clock.setFixedTime(new Date(`${today}T${hour}:00Z`));
    await page.goto('/m/agent');
    await expect(page.locator('#agent-greeting'), hour).toHaveText(t('EN', key));
  }
});

test("today's figures: one GET of the team KPI for today (size 0); 0 while it loads, then its footer's figures", async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  // the page's own call, not the figures the server rendered the member page with
  await withoutFirstData(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls: Request[] = [];
  await page.route('**/api/agent/team/kpi*', async (route) => {
    calls.push(route.request());
    await held;
    const today = new Date().toISOString().slice(0, 10);
    await route.fulfill(
      answer({
        startDate: today,
        endDate: today,
        footer: {
          teamMemberCount: 205,
          teamLoginMemberCount: 1234,
          teamBetMemberCount: 56,
          teamRegisterMemberCount: 7,
          teamOnlineCount: 3,
          deposit: '0.00',
          withdraw: '0.00',
          bet: '0.00',
          win: '0.00',
          bonus: '0.00',
          gameResult: '0.00',
          netResult: '0.00',
        },
        list: [],
      }),
    );
  });
  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-name')).toBeVisible();
  for (const figure of FIGURES) await expect(page.getByTestId(`figure-${figure}`)).toHaveText('0');
  await expect.poll(() => calls.length).toBe(1);
  const call = calls[0];
  expect(call.method()).toBe('GET');
  const query = new URL(call.url()).searchParams;
  // "today" is the demo tenant's day in Manila (tenants/demo/tenant.json), whatever the browser's zone
  const today = localDate(new Date(), 'Asia/Manila');
  expect(Object.fromEntries(query)).toEqual({ startDate: today, endDate: today, size: '0' });
  release();
  await expect(page.getByTestId('figure-teamLoginMemberCount')).toHaveText('1234');
  await expect(page.getByTestId('figure-teamBetMemberCount')).toHaveText('56');
  await expect(page.getByTestId('figure-teamRegisterMemberCount')).toHaveText('7');
  await expect(page.getByTestId('figure-teamOnlineCount')).toHaveText('3');
});

test('when the team KPI call fails the figures read 0 and the rest of the agent home works', async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  // the page's own call, not the figures the server rendered the member page with
  await withoutFirstData(page);
  await page.route('**/api/agent/team/kpi*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-name')).toHaveText('Top Agent');
  await waitForScreen(page);
  for (const figure of FIGURES) await expect(page.getByTestId(`figure-${figure}`)).toHaveText('0');
  await expect(page.getByTestId('agent-balance')).toHaveText(/^\$ [\d,]+\.\d{2}$/);
  await expect(entry(agentMenu(page), 'EN', 'agent.teamOverview')).toBeVisible();
});

test('the service icon opens the customer service panel; online service launches the live chat', async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  await page.goto('/m/agent');
  await waitForScreen(page);
  await control(page, t('EN', 'menu.service')).click();
  const panel = page.getByRole('dialog', { name: t('EN', 'service.title') });
  await expect(control(panel, t('EN', 'service.customerService'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  const launched = page.waitForRequest((r) => r.url().includes('/api/chat/launch'));
  await entry(agentMenu(page), 'EN', 'agent.onlineService').click();
  await launched;
  await expect(page).toHaveURL(/\/m\/message\?chat=demo/);
  await expect(page.getByRole('heading', { name: t('EN', 'chat.title') })).toBeVisible();
  // back from the chat is the message centre, not a second launch
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('heading', { name: t('EN', 'title.message') })).toBeVisible();
});

test('the shortcuts and the footer go where SPEC says', async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  const cases: [() => ReturnType<Page['getByRole']>, RegExp][] = [
    [() => control(page, t('EN', 'menu.withdraw')), /\/m\/withdraw$/],
    [() => control(page, t('EN', 'menu.deposit')), /\/m\/voucherCenter$/],
    [() => entry(agentFooter(page), 'EN', 'menu.home'), /\/m\/home$/],
    [() => entry(agentFooter(page), 'EN', 'agent.register'), /\/m\/agentRegister$/],
    [() => entry(agentFooter(page), 'EN', 'agent.dividend'), /\/m\/member\/agent\/agentDivident$/],
    [() => entry(agentFooter(page), 'EN', 'agent.notices'), /\/m\/member\/notice\?types=A$/],
    [() => entry(agentMenu(page), 'EN', 'agent.teamRecord'), /\/m\/transaction\/record\?types=A$/],
    [() => entry(agentMenu(page), 'EN', 'title.inbox'), /\/m\/webEmail$/],
  ];
  for (const [control, url] of cases) {
    await page.goto('/m/agent');
    await waitForScreen(page);
    await control().click();
    await expect(page).toHaveURL(url);
  }
});

test('badges: the inbox count capped at 99+, the agent notices their own unread count (types A), nothing at 0', async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  const counts = { inbox: 150, announcements: 40, agentNotices: 3 };
  // the page asks for the counts itself (a member's page carries the server's answers otherwise)
  await withoutFirstData(page);
  await page.route('**/api/inbox/unread*', (route) => route.fulfill(answer({ count: counts.inbox })));
  await page.route('**/api/announcements/unread*', (route) =>
    route.fulfill(
      answer({ count: new URL(route.request().url()).searchParams.get('types') === 'A' ? counts.agentNotices : counts.announcements }),
    ),
  );
  await page.goto('/m/agent');
  await waitForScreen(page);
  const inbox = entry(agentMenu(page), 'EN', 'title.inbox');
  const notices = entry(agentFooter(page), 'EN', 'agent.notices');
  await expect(inbox.getByText('99+', { exact: true })).toBeVisible();
  // the agent notices' count, not the members' announcements' (40)
  await expect(notices.getByText(/^\d+$/)).toHaveText('3');

  counts.inbox = 0;
  counts.agentNotices = 0;
  await page.reload();
  await waitForScreen(page);
  await expect(inbox).toBeVisible();
  await expect(inbox.getByText(/^\d+\+?$/)).toHaveCount(0);
  await expect(notices.getByText(/^\d+\+?$/)).toHaveCount(0);
});

test('white-label switches: with every agent menu switch off only online service is left; one switch hides one entry', async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  await withConfig(page, (c) => {
    for (const flag of MENU_FLAGS) c.flags[flag] = false;
  });
  await page.goto('/m/agent');
  await waitForScreen(page);
  const menu = agentMenu(page);
  await expect(entries(menu)).toHaveCount(1);
  await expect(entry(menu, 'EN', 'agent.onlineService')).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await withConfig(page, (c) => (c.flags.AGENTINBOX3 = false));
  await page.reload();
  await waitForScreen(page);
  await expect(entries(menu)).toHaveCount(MENU.length - 1);
  await expect(entry(menu, 'EN', 'title.inbox')).toHaveCount(0);
  await expect(entry(menu, 'EN', 'agent.teamOverview')).toBeVisible();
});

test("the dividend footer entry follows the tenant's dividend display switch", async ({ page }) => {
  await signInAs(page, 'agent', 'agent1234');
  await withConfig(page, (c) => (c.flags.DIVIDEND = false));
  await page.goto('/m/agent');
  await waitForScreen(page);
  await expect(entry(agentFooter(page), 'EN', 'agent.register')).toBeVisible();
  await expect(entry(agentFooter(page), 'EN', 'agent.dividend')).toHaveCount(0);
  await expect(entries(agentFooter(page))).toHaveCount(FOOTER.length - 1);
});

async function fresh(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
  });
  return context.newPage();
}

test('the way in: a sub-agent (type 2) finds the agent centre in the side menu and the member centre', async ({ page }) => {
  await signInAs(page, 'subb', 'team1234');
  await page.goto('/m/member/home');
  await control(page, t('EN', 'menu.agentCentre')).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByTestId('agent-name')).toHaveText(/\S/);
  await page.goto('/m/home');
  await waitForScreen(page);
  await openSideMenu(page);
  await control(page, t('EN', 'menu.agentCentre')).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
});

test('no way in for a plain member (type 0) nor a guest: neither the side menu nor the member centre', async ({ page, browser }) => {
  await logIn(page, 'demo', 'demo1234');
  await page.goto('/m/member/home');
  await expect(control(page, t('EN', 'menu.myAccount'))).toBeVisible();
  await expect(control(page, t('EN', 'menu.agentCentre'))).toHaveCount(0);

  const guest = await fresh(browser);
  await guest.goto('/m/home');
  await waitForScreen(guest);
  await openSideMenu(guest);
  await expect(control(guest, t('EN', 'menu.myAccount'))).toBeVisible();
  await expect(control(guest, t('EN', 'menu.agentCentre'))).toHaveCount(0);
  await guest.context().close();
});

test("My Account's type: agents of types 1 and 2 read Agent, a type-0 member Member", async ({ page, browser }) => {
  for (const [username, password, key] of [
    ['agent', 'agent1234', 'profile.type.agent'],
    ['subc', 'team1234', 'profile.type.agent'],
    ['member0', 'member1234', 'profile.type.member'],
  ] as const) {
    const tab = username === 'agent' ? page : await fresh(browser);
    await signInAs(tab, username, password);
    await tab.goto('/m/myAccount/index');
    const row = tab.getByText(t('EN', 'profile.type'), { exact: true }).locator('..');
    await expect(row, username).toContainText(t('EN', key));
    if (tab !== page) await tab.context().close();
  }
});

test('agent notices (?types=A): only announcements for agents, their own unread count; reading one lowers the footer badge', async ({
  page,
}) => {
  // agent2: reading marks a notice read for that agent only, and the other specs count agent's
  await signInAs(page, 'agent2', 'agent1234');
  await page.goto('/m/agent');
  await waitForScreen(page);
  const badge = entry(agentFooter(page), 'EN', 'agent.notices').getByText(/^\d+$/);
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(0);
  await entry(agentFooter(page), 'EN', 'agent.notices').click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  const list = page.getByTestId('notice-list');
  await expect(list.getByText('New agent commission tiers')).toBeVisible();
  await expect(list.getByText('Agent salary contracts')).toBeVisible();
  await expect(list.getByText('Scheduled maintenance on Sunday 02:00')).toHaveCount(0);
  await expect(page.getByText(unreadCount(before), { exact: true })).toBeVisible();
  await expectNoBlockingViolation(page);
  await list.getByRole('button', { name: /New agent commission tiers/ }).click();
  await expect(list.getByText('From next month, rebate rates for live casino rise by 0.10%.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/agent$/);
  if (before > 1) await expect(badge).toHaveText(String(before - 1));
  else await expect(badge).toHaveCount(0);

  // the members' announcements do not list the agents' ones
  await page.goto('/m/member/notice');
  await expect(page.getByTestId('notice-list')).toBeVisible();
  await expect(page.getByTestId('notice-list').getByText('Agent salary contracts')).toHaveCount(0);
});
