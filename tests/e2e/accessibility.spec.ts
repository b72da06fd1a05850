/** axe-core: no serious or critical violation on home and login, in both themes. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForScreen } from "../support/fixtures.ts";

for (const theme of ["dark", "light"] as const) {
  for (const path of ["/m/home", "/m/login"]) {
    test(`axe: ${path} in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto(path);
      await waitForScreen(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => {
          const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.html.slice(0, 140)}\n      ${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 220)}`);
          return `${v.impact} ${v.id}: ${v.help}\n${nodes.join("\n")}`;
        });
      expect(blocking, blocking.join("\n")).toEqual([]);
    });
  }
}
