/**
 * System status gate: status 1 (maintenance, also when both apply) and 2 (region restricted only)
 * show their error pages. Each test edits its own demo copy in the temp tenants dir on disk.
 */
import { EDIT_TENANTS } from '../support/server.ts';
import { bottomMenu, editTenant, expect, hostUrl, t, test, waitForScreen } from '../support/fixtures.ts';

const maintenanceTitle = t('EN', 'status.maintenance.title');
const restrictedTitle = t('EN', 'status.restricted.title');

test('status 1: maintenance shows the maintenance page', async ({ page, request }) => {
  const tenant = EDIT_TENANTS.maintenance;
  await page.goto(hostUrl(tenant, '/m/home'));
  await waitForScreen(page);
  await expect(page.getByRole('img', { name: 'Demo Play', exact: true }).first()).toBeVisible();

  const restore = await editTenant(
    request,
    tenant,
    (c) => (c.operations = { maintenance: true }),
    (c) => c.operations?.maintenance === true,
  );
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: maintenanceTitle, exact: true })).toBeVisible();
    await expect(page.getByText(t('EN', 'status.maintenance.body'), { exact: true })).toBeVisible();
    await expect(bottomMenu(page)).toHaveCount(0);
  } finally {
    await restore();
  }
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: maintenanceTitle, exact: true })).toHaveCount(0);
});

test('status 2: a restricted country (x-country-code) shows the region page; other countries get the app', async ({ page, request }) => {
  const tenant = EDIT_TENANTS.restricted;
  const restore = await editTenant(
    request,
    tenant,
    (c) => (c.operations = { restrictedCountries: ['XX'] }),
    (c) => c.operations?.restrictedCountries?.includes('XX') === true,
  );
  try {
    await page.setExtraHTTPHeaders({ 'x-country-code': 'XX' });
    await page.goto(hostUrl(tenant, '/m/home'));
    await expect(page.getByRole('heading', { name: restrictedTitle, exact: true })).toBeVisible();
    await expect(page.getByText(t('EN', 'status.restricted.body'), { exact: true })).toBeVisible();

    await page.setExtraHTTPHeaders({ 'x-country-code': 'PH' });
    await page.reload();
    await waitForScreen(page);
    await expect(page.getByRole('heading', { name: restrictedTitle, exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Demo Play', exact: true }).first()).toBeVisible();
  } finally {
    await restore();
  }
});

test('status 1 wins when both maintenance and region restriction apply', async ({ page, request }) => {
  const tenant = EDIT_TENANTS.both;
  const restore = await editTenant(
    request,
    tenant,
    (c) => (c.operations = { maintenance: true, restrictedCountries: ['XX'] }),
    (c) => c.operations?.maintenance === true && c.operations?.restrictedCountries?.includes('XX') === true,
  );
  try {
    await page.setExtraHTTPHeaders({ 'x-country-code': 'XX' });
    await page.goto(hostUrl(tenant, '/m/home'));
    await expect(page.getByRole('heading', { name: maintenanceTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: restrictedTitle, exact: true })).toHaveCount(0);
  } finally {
    await restore();
  }
});
