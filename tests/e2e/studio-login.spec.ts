/**
 * The studio's sign-in when an account is under attack (issue 25, item 7): after 3 refused
 * sign-ins the form asks for the characters of a picture, with a labelled field and a message
 * saying why, instead of locking the account; a wrong answer says so and shows a new picture.
 * The account is a name no operator holds, so no other test's sign-in needs a captcha; signing in
 * with a solved captcha is covered by tests/contract/limits.test.ts (the browser cannot read the
 * answer).
 */
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 1440, height: 1000 }, hasTouch: false });

test('past 3 refused sign-ins the form asks for a captcha, never locks', async ({ page }) => {
  const username = `attacked-${Date.now().toString(36)}`;
  await page.goto(`${baseUrl()}/studio`);
  await page.getByLabel('Username').fill(username);
  const status = page.getByRole('status');
  for (let i = 1; i <= 3; i++) {
    await page.getByLabel('Password').fill(`wrong-${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(status).toContainText('The username or password is wrong');
    if (i < 3) await expect(page.getByLabel('Characters in the picture')).toHaveCount(0);
  }
  await expect(status).toContainText('also enter the characters in the picture');
  const picture = page.getByRole('img', { name: /Verification picture/ });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  const field = page.getByLabel('Characters in the picture');
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription('4 digits, as the picture above shows');

  // an empty answer is caught in the form
  await page.getByLabel('Password').fill('wrong-4');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(status).toHaveText('Enter the characters in the picture');

  // a wrong answer: the server refuses it, the form says so and shows a new picture
  const first = await picture.getAttribute('src');
  await field.fill('00000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(status).toHaveText('The characters did not match the picture. Enter the ones in the new picture.');
  await expect(picture).not.toHaveAttribute('src', first!);
  await expect(field).toHaveValue('');

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(blocking).toEqual([]);
});
