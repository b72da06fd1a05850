/**
 * The studio's cash desk (issue 30, item 3) as cashiers meet it, at 390x844 and 1440x900, with
 * axe on every view: a fresh demo member deposits and asks to withdraw through the member API;
 * demo-cashier signs in, lands on the desk (its only page), finds the withdrawal with the
 * filters, reads the member's context and rejects it with a reason (the money is back in the
 * member's balance); a withdrawal above demo's threshold (5,000.00) takes two cashiers: the first
 * approval leaves it waiting and the first cashier cannot give the second, demo-cashier2 approves
 * it by keyboard and it is paid. The desk reads in TY too. An editor is refused the desk, and a
 * cashier every other page. The server's rules are in tests/contract/studio-cash-desk.test.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, baseUrl, expect, test, unique } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, signOutStudio } from '../support/studio.ts';

/** A fresh demo member who deposited `deposit` and asked to withdraw `amount`; its account, token and the withdrawal's number. */
async function memberWithdrawing(request: APIRequestContext, deposit: string, amount: string) {
  const username = `cd${unique()}`.slice(0, 16);
  const password = `Pw${unique()}`;
  const { captchaId } = await apiCall<{ captchaId: string }>(request, 'demo', 'GET', '/api/captcha');
  const { answer } = await apiCall<{ answer: string }>(
    request,
    'demo',
    'GET',
    `/api/dev/captcha?captchaId=${encodeURIComponent(captchaId)}`,
  );
  const { token } = await apiCall<{ token: string }>(request, 'demo', 'PUT', '/api/member/register', {
    mode: 'username',
    username,
    password,
    confirmPassword: password,
    captchaId,
    captcha: answer,
    method: 'H5',
  });
  const auth = { Authorization: `Bearer ${token}` };
  const order = await apiCall<{ payUrl: string }>(
    request,
    'demo',
    'POST',
    '/api/deposit',
    { channelId: 'bank', amount: deposit },
    {
      ...auth,
      'Idempotency-Key': `cd-${unique()}`,
    },
  );
  const payUrl = new URL(order.payUrl, baseUrl());
  await apiCall(
    request,
    'demo',
    'POST',
    '/api/dev/pay',
    { order: payUrl.searchParams.get('order'), token: payUrl.searchParams.get('token'), outcome: 'pay' },
    auth,
  );
  await apiCall(request, 'demo', 'POST', '/api/member/paymentPassword', { password: '123456', loginPassword: password }, auth);
  const withdrawal = await apiCall<{ orderNo: string }>(
    request,
    'demo',
    'POST',
    '/api/withdraw',
    { amount, paymentPassword: '123456' },
    {
      ...auth,
      'Idempotency-Key': `cd-${unique()}`,
    },
  );
  return { username, token, orderNo: withdrawal.orderNo };
}

/** The member's own view of the withdrawal's status and the main balance. */
async function memberView(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const list = await apiCall<{ list: { orderNo: string; status: string }[] }>(
    request,
    'demo',
    'GET',
    '/api/withdraw/list',
    undefined,
    auth,
  );
  const wallet = await apiCall<{ balance?: string; mainBalance?: string } & Record<string, unknown>>(
    request,
    'demo',
    'GET',
    '/api/wallet',
    undefined,
    auth,
  );
  return { statuses: list.list.map((w) => w.status), wallet };
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
}

const desk = (page: Page) => page.getByRole('heading', { level: 1, name: 'Cash desk' });

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a cashier finds a withdrawal, reads the member and rejects it with a reason; the money is back', async ({ page, request }) => {
    const member = await memberWithdrawing(request, '300', '120');
    await signInStudio(page, 'demo-cashier', 'cashier1234');
    await expect(page).toHaveURL(/\/studio\/demo\/cash-desk$/);
    await expect(desk(page)).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Studio sections' });
    await expect(sections.getByRole('link')).toHaveText(['Cash desk']);
    await expect(page.getByText('Above 5,000.00 a withdrawal needs two approvers: you and another cashier.')).toBeVisible();
    await expectNoBlockingStudioViolation(page, 'cash desk queue, 390');

    await page.getByLabel('Member account').fill(member.username);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('heading', { name: /Withdrawals · 1 found/ })).toBeVisible();
    const row = page.getByRole('link', { name: new RegExp(member.username) });
    await expect(row).toContainText('120.00');
    await expect(row).toContainText('Approvals: 0 of 1');
    await expectNoSidewaysScroll(page);
    await row.click();

    // the review replaces the list on a phone; its heading takes the focus
    const review = page.getByRole('heading', { level: 2, name: `${member.username} · 120.00` });
    await expect(review).toBeFocused();
    await expect(page.getByRole('heading', { name: /Withdrawals/ })).toBeHidden();
    await expect(page.getByText(member.orderNo)).toBeVisible();
    await expect(page.getByText('The account is less than a week old.')).toBeVisible();
    await expect(page.getByText('Bet less than deposited in the last 30 days.')).toBeVisible();
    const deposits = page.getByRole('table', { name: 'Recent deposits' });
    await expect(deposits.getByRole('row')).toHaveCount(2);
    await expect(deposits).toContainText('300.00');
    await expect(page.getByRole('table', { name: 'Recent bets' })).toContainText('None.');
    await expectNoSidewaysScroll(page);
    await expectNoBlockingStudioViolation(page, 'cash desk review, 390');

    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Write the reason before rejecting.' })).toBeVisible();
    await page.getByLabel('Reason').fill('Payee name does not match the account');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Rejected: the money is back in the member’s balance.')).toBeVisible();
    await expect(page.getByText('This withdrawal is closed: Rejected.')).toBeVisible();
    await expect(page.getByText(/Rejected by demo-cashier · .* · “Payee name does not match the account”/)).toBeVisible();
    const after = await memberView(request, member.token);
    expect(after.statuses).toEqual(['rejected']);
    expect(JSON.stringify(after.wallet)).toContain('300.00');
    await page.screenshot({ path: test.info().outputPath('cash-desk-390-rejected.png'), fullPage: true });

    // back to the list; the desk in TY
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'TY' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kaha' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ilapat ang mga salaan' })).toBeVisible();
    await page.getByLabel('Katayuan').selectOption('rejected');
    await page.getByLabel('Account ng miyembro').fill(member.username);
    await page.getByRole('button', { name: 'Ilapat ang mga salaan' }).click();
    await expect(page.getByRole('link', { name: new RegExp(member.username) })).toContainText('Tinanggihan');
    await expectNoSidewaysScroll(page);
    await expectNoBlockingStudioViolation(page, 'cash desk in TY, 390');
    await page.screenshot({ path: test.info().outputPath('cash-desk-390-TY.png'), fullPage: true });
    await page.getByRole('group', { name: 'Wika' }).getByRole('button', { name: 'EN' }).click();

    // 360 px wide: the queue and the review still fit
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(desk(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: new RegExp(member.username) }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${member.username} · 120.00` })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('cash-desk-360-review.png'), fullPage: true });
  });

  test('an editor is refused the desk, and a cashier every other page', async ({ page }) => {
    await signInStudio(page, 'demo-editor', 'editor1234');
    await page.goto(`${baseUrl()}/studio/demo/cash-desk`);
    await expect(page.getByText('Only a cashier of this site works at the cash desk.')).toBeVisible();
    await signOutStudio(page);
    await signInStudio(page, 'demo-cashier', 'cashier1234');
    await page.goto(`${baseUrl()}/studio/demo/edit`);
    await expect(page.getByText('A cashier works only at the cash desk.')).toBeVisible();
    await page.getByRole('link', { name: 'Open the cash desk' }).click();
    await expect(desk(page)).toBeVisible();
  });
});

test.describe('on a desktop (1440x900)', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

  test('above the threshold two cashiers approve; the first cannot approve twice; the second works by keyboard', async ({
    page,
    request,
  }) => {
    const member = await memberWithdrawing(request, '9000', '6000');
    await signInStudio(page, 'demo-cashier', 'cashier1234');
    await page.getByLabel('Member account').fill(member.username);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('link', { name: new RegExp(member.username) }).click();
    // on a desktop the list stays beside the review
    await expect(page.getByRole('heading', { name: /Withdrawals · 1 found/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${member.username} · 6,000.00` })).toBeVisible();
    await expect(page.getByText('Approvals: 0 of 2')).toHaveCount(2);
    await page.getByLabel('Reason').fill('Documents on file');
    await page.getByRole('button', { name: 'Approve (first of two)' }).click();
    await expect(page.getByText('First approval saved. Another cashier must approve it before it is paid.')).toBeVisible();
    await expect(page.getByText('You approved it; it now waits for another cashier, who may approve or reject it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect((await memberView(request, member.token)).statuses).toEqual(['pending']);
    await expectNoBlockingStudioViolation(page, 'cash desk first approval, 1440');
    await page.screenshot({ path: test.info().outputPath('cash-desk-1440-first.png'), fullPage: true });
    await signOutStudio(page);

    await signInStudio(page, 'demo-cashier2', 'cashier1234');
    await expect(desk(page)).toBeVisible();
    const status = page.getByLabel('Status');
    await status.focus();
    await status.selectOption('awaiting-second');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Member account')).toBeFocused();
    await page.keyboard.type(member.username);
    await page.keyboard.press('Enter');
    const row = page.getByRole('link', { name: new RegExp(member.username) });
    await expect(row).toContainText('Waiting for a second approver · Approvals: 1 of 2');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `${member.username} · 6,000.00` })).toBeFocused();
    await expect(page.getByText(/Approved by demo-cashier · .* · “Documents on file”/)).toBeVisible();
    await page.getByLabel('Reason').focus();
    await page.keyboard.type('Second look: fine');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Approved: the money is paid out.')).toBeVisible();
    await expect(page.getByText('This withdrawal is closed: Approved (paid).')).toBeVisible();
    expect((await memberView(request, member.token)).statuses).toEqual(['approved']);
    await expectNoBlockingStudioViolation(page, 'cash desk approved, 1440');
    await page.screenshot({ path: test.info().outputPath('cash-desk-1440-approved.png'), fullPage: true });
  });
});
