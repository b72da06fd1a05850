/**
 * The agent home /m/agent is for agents only (SPEC 6: types other than 0, 4 and 40): a guest or a
 * non-agent member is sent to /m/home (replacing the address), a signed-in non-agent with the
 * notice 'Non-agents cannot log in'; an agent stays. At 390x844, EN, demo tenant.
 */
import { expect, logIn, t, test, control } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const comingSoonBody = t('EN', 'comingSoon.body');

test('a guest opening /m/agent is sent to /m/home', async ({ page }) => {
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(control(page, t('EN', 'header.login'))).toBeVisible();
  await expect(page.getByText(comingSoonBody)).toHaveCount(0);
});

test("a type-0 member opening /m/agent is told 'Non-agents cannot log in' and sent home, replacing the address", async ({ page }) => {
  // member0 is type 0 in the demo seed, a non-agent type.
  await logIn(page, 'member0', 'member1234');
  await page.goto('/m/set');
  // the notice shows for 1.5 s: watched for from before the page that shows it is asked for
  const shown = page
    .getByRole('alert')
    .filter({ hasText: t('EN', 'error.E_NOT_AGENT') })
    .waitFor({ state: 'visible' });
  await page.goto('/m/agent');
  await shown;
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(comingSoonBody)).toHaveCount(0);
  // Replaced, not pushed: one step back leaves the agent address behind.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/set$/);
});

test('an agent (type 1) opens /m/agent', async ({ page }) => {
  await logIn(page, 'agent', 'agent1234');
  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-name')).toHaveText('Top Agent');
  await expect(page.getByText(comingSoonBody)).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByRole('alert').filter({ hasText: t('EN', 'error.E_NOT_AGENT') })).toHaveCount(0);
});
