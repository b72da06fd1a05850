/**
 * Loyalty screens at 390x844: member level (/m/member/benefits), reward centre (/m/rewardCenter)
 * and points mall (/m/mall/mallHome). Reads use the seeded demo account (EN); claiming and
 * redeeming use fresh lucky members (TY) who wager through the demo slot, so the seeded accounts
 * keep their values.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, hostUrl, logIn, openSideMenu, t, test, waitForScreen } from "../support/fixtures.ts";

type Lang = "EN" | "TY";
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const button = (page: Page, lang: Lang, key: string, values: Record<string, string> = {}) => page.getByRole("button", { name: t(lang, key, values), exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/loyalty/${name}.png`, fullPage: true });

test("member level: the demo account's level, progress to the next level and the level table (EN, demo)", async ({ page }) => {
  await logIn(page, "demo", "demo1234");
  await page.goto("/m/member/benefits");
  await waitForScreen(page);
  await expect(page.getByTestId("level-name")).toHaveText(t("EN", "loyalty.level.gold"));
  await expect(page.getByTestId("level-turnover")).toContainText("7,340.00");
  const progress = page.getByRole("progressbar", { name: t("EN", "loyalty.progressLabel", { level: t("EN", "loyalty.level.platinum") }) });
  await expect(progress).toHaveAttribute("aria-valuenow", "15");
  await expect(progress).toHaveAttribute("aria-valuetext", t("EN", "loyalty.toNext", { amount: "12,660.00", level: t("EN", "loyalty.level.platinum") }));
  await expect(page.getByTestId("level-to-next")).toHaveText(t("EN", "loyalty.toNext", { amount: "12,660.00", level: t("EN", "loyalty.level.platinum") }));
  await expect(page.getByTestId("level-points")).toHaveText("734");
  const rows = page.getByTestId("level-row");
  await expect(rows).toHaveCount(5);
  await expect(page.locator('[data-testid="level-row"][aria-current="true"]')).toContainText(t("EN", "loyalty.level.gold"));
  await expect(rows.nth(2)).toContainText("5,000.00");
  await expect(rows.nth(2)).toContainText(t("EN", "loyalty.benefit.fastWithdraw"));
  await shot(page, "level-demo-EN");
  // The side menu names the same level.
  await page.goto("/m/home");
  await waitForScreen(page);
  await openSideMenu(page);
  await expect(page.getByRole("dialog").getByText(t("EN", "loyalty.level.gold"), { exact: true })).toBeVisible();
});

test("member level: a guest sees the level table and a log-in prompt (TY, lucky)", async ({ page }) => {
  await page.goto(hostUrl("lucky", "/m/member/benefits"));
  await waitForScreen(page, "TY");
  await expect(page.getByText(t("TY", "loyalty.loginPrompt"))).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const rows = page.getByTestId("level-row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(t("TY", "loyalty.level.star"));
  await expect(rows.nth(1)).toContainText("50.00");
  await shot(page, "level-guest-TY");
  await button(page, "TY", "header.login").click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
