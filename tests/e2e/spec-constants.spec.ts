/**
 * The "Constants" rules of issue 27 that show on a screen, each test named after its SPEC rule,
 * in EN and TY, at 390x844 (and 360 px wide in TY, whose words run longer).
 */
import type { Page } from '@playwright/test';
import { expect, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;
const LANGUAGES: Lang[] = ['EN', 'TY'];

async function useLanguage(page: Page, language: Lang) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

for (const language of LANGUAGES) {
  test(`SPEC 5.17: the captcha field's hint says 1-16 digits, to answer the equation or type the letters or digits (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    // demo's registration asks a captcha
    await page.goto('/m/register');
    await waitForScreen(page, language);
    const captcha = page.getByLabel(t(language, 'auth.captcha'), { exact: true });
    const hint = page.getByText(t(language, 'auth.captchaHint'), { exact: true });
    await expect(captcha).toBeVisible();
    await expect(hint).toBeVisible();
    // screen readers hear the hint with the field
    await expect(captcha).toHaveAccessibleDescription(t(language, 'auth.captchaHint'));
    // SPEC 9: at most 16 characters
    await captcha.fill('12345678901234567890');
    await expect(captcha).toHaveValue('1234567890123456');

    // A missing answer keeps the hint and adds the error to what the field says.
    await captcha.fill('');
    await page.getByRole('button', { name: t(language, 'register.submit'), exact: true }).click();
    await expect(page.getByText(t(language, 'in_vwrite_code'), { exact: true }).first()).toBeVisible();
    await expect(hint).toBeVisible();

    if (language === 'TY') {
      await page.setViewportSize({ width: 360, height: 740 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = (await hint.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
}
