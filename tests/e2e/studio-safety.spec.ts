/**
 * Issue 25 in the studio, as an operator meets it (desktop size; the Platform page also at
 * 390x844). An editor of a tenant copy tries each attack the issue lists and sees it refused at
 * its field, with "Submit for review" disabled: a bottom-menu link carrying the member's session
 * to another site, a foreign origin, `javascript:` and a `data:` logo (URL policy); hosts and the
 * URL policy in the raw JSON (platform fields); a primary colour the button label vanishes on
 * (contrast) and an empty menu label. A publisher finds no four-eyes switch and the API refuses
 * it. The platform admin cannot give a copy a host another tenant holds, gives it a new one that
 * then serves the copy's site, turns four-eyes off and on (both in the audit log) and gives a
 * role. The preview's agent frame holds a read-only identity: its money calls are refused, and its
 * token dies with the studio session. What the member site does with a bad link a config somehow
 * carries is unit-tested (tests/unit/engine/url-policy*.test.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { EDIT_TENANTS, PLATFORM_COPY_BRAND } from '../support/server.ts';
import { baseUrl, expect, hostUrl, test, waitForScreen } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, signOutStudio, studioSessionToken } from '../support/studio.ts';

test.use({ viewport: { width: 1440, height: 1000 }, hasTouch: false });

/** The copy the editor and publisher work on: drafts only, nothing is published to it. */
const TENANT = EDIT_TENANTS.studioSafety;
/** The copy whose hosts, four-eyes and roles the platform admin changes. */
const PLATFORM_TENANT = EDIT_TENANTS.platform;
/** A host nobody holds before the platform admin gives it to the platform copy. */
const NEW_HOST = `${PLATFORM_TENANT}-new`;

interface Issue {
  pointer: string;
  code: string;
  message: string;
}

/** The studio token of the signed-in page (to verify through the API what the page did). */
async function studioToken(page: Page): Promise<string> {
  return studioSessionToken(page);
}

async function studioGet<T>(page: Page, path: string, token: string): Promise<T> {
  const response = await page.request.get(`${baseUrl()}/studio/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET /studio/api/${path}`).toBe(200);
  return ((await response.json()) as { value: T }).value;
}

/**
 * The issues of the studio's latest as-you-type check, as "CODE at /pointer" (the API's answer,
 * to show which code stands behind the message a field shows).
 */
function watchChecks(page: Page): () => string[] {
  let latest: Issue[] = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !/\/studio\/api\/tenants\/[^/]+\/check$/.test(new URL(response.url()).pathname)) return;
    try {
      latest = ((await response.json()) as { value: { issues: Issue[] } }).value.issues;
    } catch {
      // a page closed mid-answer: nothing to record
    }
  });
  return () => latest.map((i) => `${i.code} at ${i.pointer}`);
}

/** Signs in as demo's editor, opens the safety copy's editor and names the change, so submitting waits only on the check. */
async function openEditor(page: Page) {
  await signInStudio(page, 'demo-editor', 'editor1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  await page.getByLabel('What this change does').fill('Safety probe');
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit for review' });
const checkStatus = (page: Page) => page.getByTestId('check-status');

/** The check error shown under a field: the field is marked invalid and describes itself with the error. */
async function fieldError(field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const id = describedBy.split(' ').pop()!;
  expect(id, 'the invalid field names its error in aria-describedby').toMatch(/-error$/);
  const error = field.page().locator(`[id="${id}"]`);
  await expect(error).toBeVisible();
  return error;
}

/** A valid edit first (so "Submit for review" is enabled and its disabling below is the check's doing). */
async function validEdit(page: Page) {
  await page.getByRole('button', { name: /^Promotion \(promotion\)/ }).click();
  await page.getByLabel('Label (EN)').fill('Offers E2E');
  // leaving the field ends the edit's undo step, so the next edit of it is undone on its own
  await page.getByLabel('Label (EN)').blur();
  await expect(checkStatus(page)).toHaveText('No errors');
  await expect(submitButton(page)).toBeEnabled();
}

/** Expects exactly one check error, the submit disabled, then undoes the edit and expects the form valid again. */
async function expectRefusedThenUndo(page: Page) {
  await expect(checkStatus(page)).toHaveText('1 error');
  await expect(submitButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(checkStatus(page)).toHaveText('No errors');
  await expect(submitButton(page)).toBeEnabled();
}

test.describe('editor: what a draft may carry', () => {
  test('a bottom-menu link that sends the session away, a foreign origin, javascript: and a data: logo are refused at their field', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const checked = watchChecks(page);
    await openEditor(page);
    await validEdit(page);

    // The promotion tab's action: openUrl to another site, with the member's session in its query.
    await page.getByLabel('Does', { exact: true }).selectOption('openUrl');
    const url = page.getByLabel('Address', { exact: true });
    const pointer = '/menus/bottom/3/action/url';
    const cases = [
      {
        value: 'https://evil.example/steal?t={token}',
        code: 'E_URL_TOKEN',
        text: "{token} (the member's session) may only go to an origin of security.trustedOrigins, and https://evil.example is not one",
      },
      { value: 'https://evil.example/page', code: 'E_URL_ORIGIN', text: 'https://evil.example is not in security.allowedOrigins' },
      { value: 'javascript:alert(1)', code: 'E_URL_SCHEME', text: 'javascript: addresses are refused everywhere' },
    ];
    for (const { value, code, text } of cases) {
      await url.fill(value);
      await expect(await fieldError(url)).toContainText(text);
      await expect(checkStatus(page)).toHaveText('1 error');
      await expect(submitButton(page)).toBeDisabled();
      await expect.poll(checked, { message: `the check's answer for ${value}` }).toEqual([`${code} at ${pointer}`]);
      // the menu row says it holds an error while its form is open or closed
      await expect(page.getByTestId('menu-item-promotion')).toContainText('· 1 error');
    }
    // A site path is what the field takes.
    await url.fill('/m/activity');
    await expect(url).toHaveAttribute('aria-invalid', 'false');
    await expect(checkStatus(page)).toHaveText('No errors');
    await expect(submitButton(page)).toBeEnabled();

    // A data: logo in the Brand editor.
    await page.getByRole('tab', { name: 'Brand' }).click();
    const logo = page.getByLabel('Logo for the dark theme');
    await logo.fill('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(await fieldError(logo)).toContainText('data: addresses are refused everywhere');
    await expect.poll(checked).toEqual(['E_URL_SCHEME at /brand/logo/dark']);
    await expectRefusedThenUndo(page);
    await expect(logo).toHaveValue('/assets/logo-demo.svg');
  });

  test('hosts and the URL policy are the platform’s: a draft that changes them names the field and cannot be submitted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const checked = watchChecks(page);
    await openEditor(page);
    await validEdit(page);
    await page.getByRole('tab', { name: 'JSON' }).click();
    const json = page.getByLabel('JSON (merged over _base; the check runs on apply)');
    // Each edit is typed where it belongs in the file, as an operator would (the file is some 58 KB).
    const edits = [
      {
        field: 'hosts',
        where: 'Host names',
        after: `"${TENANT}.localhost"`,
        typed: ',\n    "lucky.localhost"',
        text: 'hosts (the host names this site answers on) is set by the platform',
      },
      {
        field: 'security',
        where: 'Security',
        after: '"trustedOrigins": [',
        typed: '"https://evil.example"',
        text: 'security (the URL policy (allowed and trusted origins)) is set by the platform',
      },
    ];
    for (const { field, where, after, typed, text } of edits) {
      await page.getByRole('button', { name: 'Reset to the draft' }).click();
      await json.evaluate((element, anchor) => {
        const textarea = element as HTMLTextAreaElement;
        const at = textarea.value.indexOf(anchor);
        if (at < 0) throw new Error(`E_NO_ANCHOR: ${anchor} is not in the JSON`);
        textarea.focus();
        textarea.setSelectionRange(at + anchor.length, at + anchor.length);
      }, after);
      await page.keyboard.insertText(typed);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(checkStatus(page)).toHaveText(/^\d+ errors?$/);
      // the error names its place in words (screens/studio/location.ts)
      await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(`${where}: ${text}`);
      await expect(submitButton(page)).toBeDisabled();
      await expect.poll(checked, { message: `the check's answer for a changed ${field}` }).toContain(`E_PLATFORM_FIELD at /${field}`);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(checkStatus(page)).toHaveText('No errors');
      await expect(submitButton(page)).toBeEnabled();
    }
  });

  test('a button label the primary colour hides, and an empty bottom-menu label, are errors at their field', async ({ page }) => {
    test.setTimeout(90_000);
    const checked = watchChecks(page);
    await openEditor(page);
    await validEdit(page);

    // The empty label, in the form the label was just edited in.
    const label = page.getByLabel('Label (EN)');
    await label.fill('');
    await expect(await fieldError(label)).toContainText('the EN text of "menu.promotion" is empty: write the text people will see');
    await expect.poll(checked).toEqual(['E_EMPTY_TEXT at /messages/EN/menu.promotion']);
    await expect(page.getByTestId('menu-item-promotion')).toContainText('· 1 error');
    await expectRefusedThenUndo(page);
    await expect(label).toHaveValue('Offers E2E');

    // The dark primary set to the colour of the label on it: 1.00:1.
    await page.getByRole('tab', { name: 'Theme' }).click();
    const dark = page.getByRole('region', { name: 'dark', exact: true });
    const onPrimary = dark.getByLabel('Text on main buttons (onPrimary)', { exact: true });
    const labelColour = await onPrimary.inputValue();
    await dark.getByLabel('Main buttons (primary)', { exact: true }).fill(labelColour);
    await expect(await fieldError(onPrimary)).toContainText(
      `the label of primary buttons (onPrimary ${labelColour} on primary ${labelColour}) has contrast 1.00:1 in the dark theme; at least 4.5:1`,
    );
    await expect(dark.getByRole('listitem').filter({ hasText: 'the label of primary buttons' })).toContainText('1.00:1 fails');
    await expect.poll(checked).toEqual(['E_CONTRAST at /themes/palettes/dark/onPrimary']);
    await expectRefusedThenUndo(page);
  });
});

test('publisher: four-eyes is shown read-only and the API refuses to change it', async ({ page }) => {
  await signInStudio(page, 'demo-publisher', 'publisher1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  const fourEyes = page.getByTestId('four-eyes');
  await expect(fourEyes).toContainText('Four-eyes review is on');
  await expect(fourEyes).toContainText('Only a platform admin changes this');
  await expect(page.getByRole('checkbox', { name: /four-eyes/i })).toHaveCount(0);

  const token = await studioToken(page);
  const refused = await page.request.post(`${baseUrl()}/studio/api/tenants/${TENANT}/settings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { fourEyes: false },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, code: 'E_PLATFORM_ONLY', message: 'Only a platform admin can change this' });
  expect((await studioGet<{ fourEyes: boolean }>(page, `tenants/${TENANT}`, token)).fourEyes).toBe(true);

  await page.reload();
  await expect(fourEyes).toContainText('Four-eyes review is on');
  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('table').or(audit.getByText('No actions yet.'))).toBeVisible();
  await expect(audit).not.toContainText('turned four-eyes');
});

test.describe('platform admin', () => {
  /** Signs in as the platform admin and opens the Platform page from the top bar. */
  async function openPlatform(page: Page) {
    await signInStudio(page, 'platform-admin', 'admin1234');
    await page.getByRole('link', { name: 'Platform', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/platform$/);
    await expect(page.getByRole('heading', { name: 'Platform', level: 1 })).toBeVisible();
    return page.getByRole('region', { name: PLATFORM_TENANT, exact: true });
  }

  test('a host another tenant holds is refused at the field and saves nothing; a new host saves and serves the copy', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const site = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Before: the new host is nobody's, so it serves the default tenant (demo).
    await site.goto(hostUrl(NEW_HOST, '/m/home'));
    await waitForScreen(site);
    await expect(site.getByRole('img', { name: 'Demo Play', exact: true }).first()).toBeVisible();

    const settings = await openPlatform(page);
    const hosts = settings.getByLabel('Host names');
    await expect(hosts).toHaveValue(`${PLATFORM_TENANT}.localhost`);
    await hosts.fill(`${PLATFORM_TENANT}.localhost\nlucky.localhost`);
    await settings.getByRole('button', { name: `Save ${PLATFORM_TENANT}` }).click();
    await expect(await fieldError(hosts)).toContainText(
      'the host "lucky.localhost" is already taken by tenant "lucky"; a host belongs to one tenant',
    );
    await expect(settings.getByRole('status')).toHaveText('Not saved: fix what is marked above.');

    // Nothing saved: the platform's record is unchanged and lucky's host still serves lucky.
    const token = await studioToken(page);
    const platform = await studioGet<{ tenants: { id: string; hosts: string[] }[] }>(page, 'platform', token);
    expect(platform.tenants.find((t) => t.id === PLATFORM_TENANT)?.hosts).toEqual([`${PLATFORM_TENANT}.localhost`]);
    expect(platform.tenants.find((t) => t.id === 'lucky')?.hosts).toEqual(['lucky.localhost']);
    await site.goto(hostUrl('lucky', '/'));
    await waitForScreen(site, 'TY');
    await expect(site.getByRole('img', { name: 'Lucky Star', exact: true }).first()).toBeVisible();
    await expect(site.getByRole('img', { name: PLATFORM_COPY_BRAND, exact: true })).toHaveCount(0);

    await hosts.fill(`${PLATFORM_TENANT}.localhost\n${NEW_HOST}.localhost`);
    await settings.getByRole('button', { name: `Save ${PLATFORM_TENANT}` }).click();
    await expect(settings.getByRole('status')).toHaveText(/^Saved and live as version \d+\.$/);
    await expect(hosts).toHaveAttribute('aria-invalid', 'false');

    await site.goto(hostUrl(NEW_HOST, '/m/home'));
    await waitForScreen(site);
    await expect(site.getByRole('img', { name: PLATFORM_COPY_BRAND, exact: true }).first()).toBeVisible();
    await expect(site).toHaveTitle(PLATFORM_COPY_BRAND);
    // and its old host still serves it
    await site.goto(hostUrl(PLATFORM_TENANT, '/m/home'));
    await waitForScreen(site);
    await expect(site.getByRole('img', { name: PLATFORM_COPY_BRAND, exact: true }).first()).toBeVisible();
    await site.close();
  });

  test('four-eyes is switched here, off and on, and the audit log shows both', async ({ page }) => {
    const settings = await openPlatform(page);
    const token = await studioToken(page);
    const fourEyes = settings.getByRole('checkbox', {
      name: `Four-eyes review on ${PLATFORM_TENANT}: another publisher approves each change`,
    });
    await expect(fourEyes).toBeChecked();
    for (const on of [false, true]) {
      const saved = page.waitForResponse((r) => r.url().endsWith(`/studio/api/tenants/${PLATFORM_TENANT}/settings`));
      // the switch shows what the server saved: it changes when the answer comes
      await fourEyes.click();
      expect((await saved).status()).toBe(200);
      await expect(fourEyes).toBeChecked({ checked: on });
      expect((await studioGet<{ fourEyes: boolean }>(page, `tenants/${PLATFORM_TENANT}`, token)).fourEyes).toBe(on);
    }

    await page.goto(`${baseUrl()}/studio/`);
    await page.getByRole('link', { name: PLATFORM_TENANT, exact: true }).click();
    await page.getByRole('link', { name: 'Audit log' }).click();
    const rows = page.getByTestId('audit-entry').filter({ hasText: 'turned four-eyes' });
    await expect(rows).toHaveCount(2);
    // newest first, each a sentence with its details in words
    await expect(rows.nth(0)).toContainText(`platform-admin turned four-eyes on for ${PLATFORM_TENANT}`);
    await expect(rows.nth(0)).toContainText('It was off');
    await expect(rows.nth(1)).toContainText(`platform-admin turned four-eyes off for ${PLATFORM_TENANT}`);
    await expect(rows.nth(1)).toContainText('It was on');
  });

  test('a role given on the Platform page is the operator’s role', async ({ page }) => {
    await openPlatform(page);
    const token = await studioToken(page);
    const role = page.getByLabel(`Role of lucky-operator on ${PLATFORM_TENANT}`);
    await expect(role).toHaveValue('none');
    const saved = page.waitForResponse((r) => r.url().endsWith('/studio/api/platform/roles'));
    await role.selectOption('editor');
    expect((await saved).status()).toBe(200);
    await expect(role).toHaveValue('editor');
    const platform = await studioGet<{ operators: { username: string; roles: Record<string, string> }[] }>(page, 'platform', token);
    expect(platform.operators.find((o) => o.username === 'lucky-operator')?.roles).toEqual({
      lucky: 'publisher',
      [PLATFORM_TENANT]: 'editor',
    });
    await page.reload();
    await expect(page.getByLabel(`Role of lucky-operator on ${PLATFORM_TENANT}`)).toHaveValue('editor');

    // What lucky's operator now sees: both sites, the copy as an editor.
    await signOutStudio(page);
    await signInStudio(page, 'lucky-operator', 'operator1234');
    await expect(page.getByRole('heading', { name: 'Choose a site' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: PLATFORM_TENANT })).toHaveText(`${PLATFORM_TENANT} (editor)`);
  });

  for (const viewport of [
    { width: 1440, height: 1000 },
    { width: 390, height: 844 },
  ]) {
    test(`the Platform page at ${viewport.width}x${viewport.height}: no blocking axe violation, no sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const settings = await openPlatform(page);
      await expect(settings.getByLabel('Host names')).toBeVisible();
      await expectNoBlockingStudioViolation(page, `platform page at ${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});

test('preview as an agent: the frame’s session reads but changes nothing, and dies with the studio session', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStudio(page, 'demo-editor', 'editor1234');
  await page.getByRole('link', { name: TENANT, exact: true }).click();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');

  // The frames' member-site calls after "agent" is picked carry the preview identity's session.
  const framed = page.waitForRequest(
    (r) =>
      r.frame() !== page.mainFrame() && new URL(r.url()).pathname.startsWith('/api/') && /^Bearer /.test(r.headers().authorization ?? ''),
  );
  await page.getByRole('radio', { name: 'agent' }).check();
  const call = await framed;
  const token = call.headers().authorization.slice('Bearer '.length);
  const tenant = call.headers()['x-tenant'];
  expect(tenant).toBe(TENANT);
  await page.getByLabel('Page').selectOption('/m/agent');
  const frameElement = page.locator('iframe[data-frame="EN-dark"]');
  await expect(frameElement).toHaveAttribute('src', /^\/m\/agent\?/);
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('E_NO_FRAME: the EN-dark preview frame has no document');
  await expect(frame.getByText('Preview Agent').first()).toBeVisible();

  /** A call from inside the preview frame with its session, as a script there would make it. */
  const fromFrame = (method: string, path: string) =>
    frame.evaluate(
      async ({ method, path, token, tenant }) => {
        const response = await fetch(path, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant, 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        return { status: response.status, body: (await response.json()) as { code: string; value: unknown } };
      },
      { method, path, token, tenant },
    );
  const wallet = await fromFrame('GET', '/api/wallet');
  expect(wallet.status, 'a preview identity reads').toBe(200);
  for (const path of ['/api/redrain/grab', '/api/agent/register', '/api/withdraw']) {
    const refused = await fromFrame('POST', path);
    expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 403, code: 'E_PREVIEW_READ_ONLY' });
  }

  const revoked = page.waitForResponse((r) => r.url().endsWith('/studio/api/logout'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  expect((await revoked).status()).toBe(200);
  const after = await page.request.get(`${baseUrl()}/api/wallet`, { headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant } });
  expect(after.status()).toBe(401);
});
