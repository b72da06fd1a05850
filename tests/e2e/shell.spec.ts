/**
 * Shell rules of SPEC section 2, checked on every route of the _base route table:
 * - the top header is hidden on member-home, login, register, message, app, lottery, forget,
 *   change-password and agent pages; home-type pages have their own header instead;
 * - the bottom menu is hidden on login, register, slots centre, game list, lottery, forget,
 *   change-password, app, notice, agent and help.
 * Each name is read as one route (the lists name slots centre and lottery apart from game list,
 * although all three show the game list screen): /m/messages is the message centre's second path.
 * 'Game list' covers the category routes too (/m/rng, /m/live ..., issue 8 item 20); 'lottery' is
 * both the lottery centre /m/lottery (SPEC 7.29's tabs and draws, with a Back arrow of its own:
 * issue 27, tests/e2e/spec-screens.spec.ts, lottery-centre.spec.ts) and the full-screen lottery frame.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/server.ts';
import { bottomMenu, control, expect, logIn, pageHeader, t, test, waitForScreen } from '../support/fixtures.ts';

interface RouteEntry {
  id: string;
  path: string;
  title?: string;
  access?: 'member' | 'agent';
}

const HEADER_HIDDEN = new Set([
  'home',
  'memberHome',
  'login',
  'register',
  'message',
  'messages',
  'app',
  'lottery',
  'forget',
  'changePsw',
  'agent',
]);
const GAME_LISTS = [
  'slotsCenter',
  'gameList',
  'rng',
  'live',
  'pvp',
  'fish',
  'sports',
  'esports',
  'lott',
  'elott',
  'hot',
  'gameCenter',
  'lottery',
  'startLottery',
];
/** SPEC 2: no bottom menu on the agent pages (the agent home has its own footer). */
const AGENT_PAGES = [
  'agent',
  'agentTeamOverview',
  'memberTeam',
  'redRain',
  'agentTeamPnl',
  'teamBetting',
  'agentRebeat',
  'teamRebate',
  'agentRegister',
  'agentDivident',
  'getSalaryContract',
  'getDevidendContract',
  'getHourContract',
];
const BOTTOM_HIDDEN = new Set(['login', 'register', ...GAME_LISTS, 'forget', 'changePsw', 'app', 'notice', 'help', ...AGENT_PAGES]);
/**
 * Not pages with a shell: /m/task is a full-screen game that sends the user home when the tenant
 * has no TASK link (demo has none); /m/trail logs a trial account in and goes home (SPEC 4).
 */
const NOT_A_PAGE = new Set(['task', 'trail']);

const routes = (JSON.parse(readFileSync(join(ROOT, 'tenants/_base/tenant.json'), 'utf8')) as { routes: RouteEntry[] }).routes.filter(
  (route) => !route.path.includes(':') && !NOT_A_PAGE.has(route.id),
);

const BOTTOM_ITEMS = ['menu.home', 'menu.memberCentre', 'menu.deposit', 'menu.promotion', 'menu.service'].map((key) => t('EN', key));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

async function expectShell(page: Page, route: RouteEntry) {
  await expect(page, `${route.path} stays on its route`).toHaveURL(new RegExp(`${escapeRegExp(route.path)}$`));
  await waitForScreen(page);
  if (HEADER_HIDDEN.has(route.id)) {
    await expect.soft(pageHeader(page), `${route.path}: no page header`).toHaveCount(0);
  } else {
    const title = route.title ? t('EN', route.title) : 'Demo Play';
    await expect
      .soft(pageHeader(page).getByRole('heading', { level: 1, name: title, exact: true }), `${route.path}: page header titled "${title}"`)
      .toBeVisible();
  }
  if (BOTTOM_HIDDEN.has(route.id)) {
    await expect.soft(bottomMenu(page), `${route.path}: no bottom menu`).toHaveCount(0);
  } else {
    const menu = bottomMenu(page);
    await expect.soft(menu, `${route.path}: bottom menu`).toBeVisible();
    for (const label of BOTTOM_ITEMS) await expect.soft(control(menu, label), `${route.path}: bottom menu item ${label}`).toBeVisible();
  }
}

const describe = (route: RouteEntry) =>
  `${route.path}: header ${HEADER_HIDDEN.has(route.id) ? 'hidden' : 'shown'}, bottom menu ${BOTTOM_HIDDEN.has(route.id) ? 'hidden' : 'shown'}`;

for (const route of routes.filter((r) => !r.access && r.id !== 'changePsw' && r.id !== 'agent')) {
  test(`shell, signed out, ${describe(route)}`, async ({ page }) => {
    await page.goto(route.path);
    await expectShell(page, route);
  });
}

test('shell, signed in as an agent, on change-password, agent and every member or agent route', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'agent', 'agent1234');
  for (const route of routes.filter((r) => r.access || r.id === 'changePsw' || r.id === 'agent')) {
    await test.step(describe(route), async () => {
      await page.goto(route.path);
      await expectShell(page, route);
    });
  }
});

test('back arrow goes home on activity, and one step back elsewhere', async ({ page }) => {
  await page.goto('/m/activity');
  await waitForScreen(page);
  await pageHeader(page)
    .getByRole('button', { name: t('EN', 'app.back'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/set');
  await waitForScreen(page);
  await page.goto('/m/help');
  await waitForScreen(page);
  await pageHeader(page)
    .getByRole('button', { name: t('EN', 'app.back'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/set$/);
});
