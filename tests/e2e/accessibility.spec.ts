/** axe-core: no serious or critical violation on home and login, and signed in on the loyalty, security centre and my account screens, in both themes. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, logIn, test, waitForScreen } from '../support/fixtures.ts';

for (const theme of ['dark', 'light'] as const) {
  for (const path of ['/m/home', '/m/login']) {
    test(`axe: ${path} in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await waitForScreen(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoBlockingViolation(page);
    });
  }
  // Loyalty screens (member level, reward centre, points mall), signed in as the seeded demo member.
  for (const path of ['/m/member/benefits', '/m/rewardCenter', '/m/mall/mallHome']) {
    test(`axe: ${path} signed in, in the ${theme} theme, has no serious or critical violation`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logIn(page, 'demo', 'demo1234');
      await page.goto(path);
      await waitForScreen(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoBlockingViolation(page);
    });
  }
  // Security centre (with a form open) and my account, signed in as demo (read only: nothing is saved).
  for (const path of ['/m/securityCenter', '/m/securityCenter?form=mobile', '/m/securityCenter?form=email', '/m/myAccount/index']) {
    test(`axe: ${path} signed in, in the ${theme} theme, has no serious or critical violation`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logIn(page, 'demo', 'demo1234');
      await page.goto(path);
      await waitForScreen(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoBlockingViolation(page);
    });
  }
}

async function expectNoBlockingViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.html.slice(0, 140)}\n      ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`);
      return `${v.impact} ${v.id}: ${v.help}\n${nodes.join('\n')}`;
    });
  expect(blocking, blocking.join('\n')).toEqual([]);
}
