/**
 * Issue 27 item 5, TY content from the server, at 390x844: what the server holds (agent notices,
 * red-rain events, announcements) shows in the screen's language, and ledger kinds are named in
 * it. On lucky, whose default language is TY, with its seeded agent; on demo, an agent who
 * switches to TY (PH) in the side menu sees the lists asked for again in TY.
 */
import { signInAs } from '../support/agent.ts';
import { dismissLoginPopups, expect, hostUrl, logInLucky, openSideMenu, t, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('issue 27 item 5: on lucky (TY) agent notice titles, a red-rain event name and record kinds show in TY', async ({ page }) => {
  // the still grid of reduced motion: falling envelopes are not a target a test can tap
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await dismissLoginPopups(page, 'TY');
  await logInLucky(page, 'agent', 'agent1234');

  await page.goto(`${hostUrl('lucky', '/m/member/notice')}?types=A`);
  const notices = page.getByTestId('notice-list');
  await expect(notices.getByText('Maligayang pagdating, mga ahente ng Lucky Star', { exact: true })).toBeVisible();
  await expect(notices.getByText('Ulan ng pulang sobre para sa mga ahente', { exact: true })).toBeVisible();
  await expect(notices).not.toContainText('Welcome, Lucky Star agents');

  await page.goto(hostUrl('lucky', '/m/redRain'));
  const title = 'Ulan ng pulang sobre ng Lucky Star';
  const event = page.getByTestId('rain-event').filter({ hasText: title });
  await expect(event.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Lucky Star red rain')).toHaveCount(0);
  await event.getByRole('button', { name: t('TY', 'redRain.join') }).click();
  const rain = page.getByRole('dialog', { name: title });
  await rain.getByRole('button', { name: t('TY', 'redRain.envelope', { n: 1 }), exact: true }).click();
  await expect(rain.getByTestId('rain-amount')).toHaveText(/^\d+\.\d{2}$/);
  await rain.getByRole('button', { name: t('TY', 'redRain.done') }).click();

  // the envelope and the opening balance, each named as what it is, in TY
  await page.goto(hostUrl('lucky', '/m/transaction/record'));
  const records = page.getByTestId('record-list');
  await expect(records.getByTestId('record-row').filter({ hasText: t('TY', 'records.kind.redEnvelope') })).toHaveCount(1);
  await expect(records.getByTestId('record-row').filter({ hasText: t('TY', 'records.kind.openingBalance') })).toHaveCount(1);
  await expect(records).not.toContainText(t('EN', 'records.kind.redEnvelope'));
  await expect(records).not.toContainText(t('EN', 'records.kind.openingBalance'));
});

test('issue 27 item 5: a demo agent who switches to TY (PH) sees announcements, agent notices and red-rain events in TY', async ({
  page,
}) => {
  await signInAs(page, 'agent', 'agent1234');
  await page.goto('/m/home');
  const marquee = page.getByTestId('marquee-track');
  await expect(marquee).toContainText('Welcome to Demo Play');

  await openSideMenu(page, 'EN');
  await page
    .getByRole('group', { name: t('EN', 'menu.language'), exact: true })
    .getByRole('button', { name: 'PH', exact: true })
    .click();
  // the announcements are asked for again in TY, without a reload
  await expect(marquee).toContainText('Maligayang pagdating sa Demo Play');
  await expect(marquee).not.toContainText('Welcome to Demo Play');

  await page.goto('/m/member/notice?types=A');
  const notices = page.getByTestId('notice-list');
  await expect(notices.getByText('Mga bagong antas ng komisyon ng ahente', { exact: true })).toBeVisible();
  await expect(notices.getByText('Mga kontrata ng sahod ng ahente', { exact: true })).toBeVisible();
  await expect(notices).not.toContainText('New agent commission tiers');

  await page.goto('/m/redRain');
  await expect(page.getByRole('heading', { name: 'Masuwerteng ulan ng pulang sobre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ulan ng pulang sobre sa katapusan ng linggo' })).toBeVisible();
  await expect(page.getByText('Lucky red rain')).toHaveCount(0);
});
