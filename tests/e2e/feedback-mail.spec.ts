/**
 * SPEC 7.34 feedback mail on the help centre (/m/help), at 390x844 in EN (demo) and TY (lucky),
 * as a guest: the "E-mail us" form under the articles, its message counter and submit disabled
 * under 20 characters (the feedback form's pieces), a bad e-mail refused at its field, the mail
 * sent form encoded and shown sent (SPEC's sent_success) and reaching the mail provider (the
 * development helper's copy), progress while it is sent, and a server refusal shown; axe on each
 * state. The 360 px TY look is the narrow test at the end.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoBlockingViolation } from '../support/agent.ts';
import { apiValue, expect, hostUrl, t, test, unique, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;

test.use({ viewport: { width: 390, height: 844 } });

const TENANT: Record<Lang, string> = { EN: 'demo', TY: 'lucky' };
const MESSAGE = 'My deposit of 500.00 has not arrived after an hour.';

/** The help centre in a language: demo in EN, lucky (TY by default) by its host. */
async function openHelp(page: Page, language: Lang): Promise<Locator> {
  await page.goto(language === 'EN' ? '/m/help' : hostUrl('lucky', '/m/help'));
  await waitForScreen(page, language);
  const form = page.getByRole('region', { name: t(language, 'feedbackMail.title'), exact: true });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  return form;
}

const field = (form: Locator, language: Lang, key: string) => form.getByLabel(t(language, key), { exact: true });
const send = (form: Locator, language: Lang) => form.getByRole('button', { name: t(language, 'feedbackMail.send'), exact: true });

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7.34 feedback mail: a guest writes from the help centre: counter, submit under 20, a bad address, then sent (${language})`, async ({
    page,
  }) => {
    const form = await openHelp(page, language);
    const email = `guest.${unique()}@example.com`;
    const counter = form.getByTestId('feedback-counter');
    await expect(counter).toHaveText('0/200');
    await expect(send(form, language)).toBeDisabled();
    await field(form, language, 'feedbackMail.email').fill('not-an-email');
    await field(form, language, 'feedbackMail.subject').fill('Deposit missing');
    const message = field(form, language, 'feedbackMail.message');
    await message.fill('Too short text');
    await expect(counter).toHaveText('14/200');
    await expect(send(form, language)).toBeDisabled();
    // the counter is read out with the field
    await expect(message).toHaveAccessibleDescription('14/200');
    await message.fill(MESSAGE);
    await expect(counter).toHaveText(`${MESSAGE.length}/200`);
    await expect(send(form, language)).toBeEnabled();

    // a bad address: its field says so, is marked and focused, and nothing is sent
    let posted = 0;
    page.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === '/api/feedback/mail' && (posted += 1)));
    await send(form, language).click();
    const address = field(form, language, 'feedbackMail.email');
    await expect(form.getByRole('alert')).toHaveText(t(language, 'rule.email'));
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(t(language, 'rule.email'));
    expect(posted).toBe(0);
    await expectNoBlockingViolation(page);
    await form.screenshot({ path: `test-results/feedback-mail/form-error-${language}.png` });

    // sent form encoded; SPEC's sent_success shows in the form, the message is cleared
    await address.fill(email);
    await expect(form.getByRole('alert')).toHaveCount(0);
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/feedback/mail');
    await send(form, language).click();
    const sent = await request;
    expect(sent.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent.postData() ?? ''))).toEqual({ email, subject: 'Deposit missing', content: MESSAGE });
    await expect(form.getByRole('status')).toHaveText(t(language, 'sent_success'));
    await expect(message).toHaveValue('');
    await expect(counter).toHaveText('0/200');
    await expect(send(form, language)).toBeDisabled();
    // it reached the mail provider of this tenant, from a guest
    const delivered = await apiValue<{ subject: string; content: string; memberId: number | null }>(
      page.request,
      `/api/dev/mail?email=${encodeURIComponent(email)}`,
      TENANT[language],
    );
    expect(delivered).toMatchObject({ subject: 'Deposit missing', content: MESSAGE, memberId: null });
    await expectNoBlockingViolation(page);
    await form.screenshot({ path: `test-results/feedback-mail/form-sent-${language}.png` });
  });

  test(`SPEC 7.34 feedback mail: progress while sending, then the server's refusal shown (${language})`, async ({ page }) => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/feedback/mail', async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '3000' },
        body: JSON.stringify({
          success: false,
          code: 'E_RATE_LIMITED',
          message: 'Too many attempts, please try again in 50 minute(s)',
          value: null,
        }),
      });
    });
    const form = await openHelp(page, language);
    await field(form, language, 'feedbackMail.email').fill(`busy.${unique()}@example.com`);
    await field(form, language, 'feedbackMail.subject').fill('Deposit missing');
    await field(form, language, 'feedbackMail.message').fill(MESSAGE);
    await send(form, language).click();
    // sending: the button says so and takes no second tap
    const sending = form.getByRole('button', { name: t(language, 'feedbackMail.sending'), exact: true });
    await expect(sending).toBeDisabled();
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    answer();
    await expect(form.getByRole('alert')).toHaveText(t(language, 'error.E_RATE_LIMITED'));
    await expect(send(form, language)).toBeEnabled();
    // what was written stays, to send again later
    await expect(field(form, language, 'feedbackMail.message')).toHaveValue(MESSAGE);
    await expect(form.getByText(t(language, 'sent_success'))).toHaveCount(0);
    await expectNoBlockingViolation(page);
    await form.screenshot({ path: `test-results/feedback-mail/form-refused-${language}.png` });
  });
}

test('SPEC 7.34 feedback mail: at 360 px in TY the form fits: no sideways scroll, every control inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const form = await openHelp(page, 'TY');
  await field(form, 'TY', 'feedbackMail.email').fill('not-an-email');
  await field(form, 'TY', 'feedbackMail.message').fill(MESSAGE);
  await send(form, 'TY').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const control of [
    field(form, 'TY', 'feedbackMail.email'),
    field(form, 'TY', 'feedbackMail.subject'),
    field(form, 'TY', 'feedbackMail.message'),
    send(form, 'TY'),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await expectNoBlockingViolation(page);
  await form.screenshot({ path: 'test-results/feedback-mail/form-TY-360.png' });
});
