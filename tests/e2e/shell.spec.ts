/**
 * Shell rules of SPEC section 2: the top header is hidden on member-home, login, register,
 * message, app, lottery, forget, change-password and agent pages (home-type pages have their own
 * header); the bottom menu is hidden on login, register, slots centre, game list, lottery, forget,
 * change-password, app, notice, agent and help.
 */
import type { Page } from "@playwright/test";
import { bottomMenu, control, expect, logIn, pageHeader, t, test, waitForScreen } from "../support/fixtures.ts";

interface RouteCase {
  path: string;
  header: boolean;
  bottom: boolean;
  /** EN title shown as the header's level-1 heading when the header shows. */
  title?: string;
}

const signedOut: RouteCase[] = [
  { path: "/m/home", header: false, bottom: true },
  { path: "/m/member/home", header: false, bottom: true },
  { path: "/m/login", header: false, bottom: false },
  { path: "/m/register", header: false, bottom: false },
  { path: "/m/message", header: false, bottom: true },
  { path: "/m/app", header: false, bottom: false },
  { path: "/m/lottery", header: false, bottom: false },
  { path: "/m/forget", header: false, bottom: false },
  { path: "/m/help", header: true, bottom: false, title: t("EN", "title.help") },
  { path: "/m/notice", header: true, bottom: false, title: t("EN", "title.notice") },
  { path: "/m/slotsCenter", header: true, bottom: false, title: t("EN", "title.slotsCenter") },
  { path: "/m/gameList", header: true, bottom: false, title: t("EN", "title.gameList") },
  { path: "/m/activity", header: true, bottom: true, title: t("EN", "title.activity") },
  { path: "/m/set", header: true, bottom: true, title: t("EN", "title.settings") },
  { path: "/m/rng", header: true, bottom: true, title: t("EN", "category.RNG") },
  { path: "/m/mall/mallHome", header: true, bottom: true, title: t("EN", "title.mall") },
];

/** These need an agent session: change password and the agent home redirect without one. */
const signedInAgent: RouteCase[] = [
  { path: "/m/changePsw", header: false, bottom: false },
  { path: "/m/agent", header: false, bottom: false },
];

const BOTTOM_ITEMS = ["menu.home", "menu.memberCentre", "menu.deposit", "menu.promotion", "menu.service"].map((key) => t("EN", key));

async function expectShell(page: Page, route: RouteCase) {
  await expect(page).toHaveURL(new RegExp(`${route.path.replace(/[/.]/g, "\\$&")}$`));
  await waitForScreen(page);
  if (route.header) {
    await expect(pageHeader(page)).toBeVisible();
    await expect(pageHeader(page).getByRole("heading", { level: 1, name: route.title, exact: true })).toBeVisible();
  } else {
    await expect(pageHeader(page)).toHaveCount(0);
  }
  if (route.bottom) {
    const menu = bottomMenu(page);
    await expect(menu).toBeVisible();
    for (const label of BOTTOM_ITEMS) await expect(control(menu, label)).toBeVisible();
  } else {
    await expect(bottomMenu(page)).toHaveCount(0);
  }
}

for (const route of signedOut) {
  test(`shell on ${route.path}: header ${route.header ? "shown" : "hidden"}, bottom menu ${route.bottom ? "shown" : "hidden"}`, async ({ page }) => {
    await page.goto(route.path);
    await expectShell(page, route);
  });
}

test("shell on change-password and agent pages (agent signed in): header and bottom menu hidden", async ({ page }) => {
  await logIn(page, "agent", "agent1234");
  for (const route of signedInAgent) {
    await page.goto(route.path);
    await expectShell(page, route);
  }
});

test("back arrow goes home on activity, and one step back elsewhere", async ({ page }) => {
  await page.goto("/m/activity");
  await waitForScreen(page);
  await pageHeader(page).getByRole("button", { name: t("EN", "app.back"), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto("/m/set");
  await waitForScreen(page);
  await page.goto("/m/help");
  await waitForScreen(page);
  await pageHeader(page).getByRole("button", { name: t("EN", "app.back"), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/set$/);
});
