/**
 * Edits that merge, in the studio on a phone (issue 30 item 5): an editor renames the home tab
 * while another change of the same label and of another one is published from the same version.
 * Submitting meets the conflict; "Merge my changes with theirs" lists the one value both changed,
 * both values side by side, chosen with the keyboard; the merged draft carries the editor's choice
 * and the other change, and is submitted for review as any draft. Axe on the conflict list. A
 * change request whose approval meets a conflict merges the same way, into the editor's draft.
 * Each at 390x844 (touch) and 1440x900, with texts of their own.
 */
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio } from '../support/studio.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
// every test publishes on the one copy tenant: one at a time
test.describe.configure({ mode: 'serial' });

const TENANT = EDIT_TENANTS.merge;

/** An API context of its own, so its sign-ins leave the page's session alone; Bearer tokens, as a script signs in. */
async function studioApi(playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright']) {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const tokenOf = async (username: string, password: string) =>
    ((await (await api.post('/studio/api/login', { data: { username, password } })).json()) as { value: { token: string } }).value.token;
  return {
    api,
    editor: { Authorization: `Bearer ${await tokenOf('demo-editor', 'editor1234')}` },
    publisher: { Authorization: `Bearer ${await tokenOf('demo-publisher', 'publisher1234')}` },
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    const v = viewport.name;
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.width < 500 });

    test('a conflict offers a merge: the choice and the other change land in one draft, submitted for review', async ({
      page,
      playwright,
    }) => {
      test.setTimeout(150_000);
      await signInStudio(page, 'demo-editor', 'editor1234');
      await page.getByRole('link', { name: TENANT, exact: true }).click();
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await page.getByRole('button', { name: /^Home \(home\)/ }).click();
      await page.getByLabel('Label (TY)').fill(`Bahay Akin ${v}`);
      await expect(page.getByTestId('check-status')).toHaveText('No errors');

      // Meanwhile the same version is changed through the API by the editor and the publisher.
      const { api, editor, publisher } = await studioApi(playwright);
      const current = (await (await api.get(`/studio/api/tenants/${TENANT}`, { headers: editor })).json()).value;
      const theirs = structuredClone(current.merged);
      theirs.messages.TY['menu.home'] = `Bahay Nila ${v}`;
      theirs.messages.TY['menu.deposit'] = `Deposito Nila ${v}`;
      const created = await api.post(`/studio/api/tenants/${TENANT}/changes`, {
        headers: editor,
        data: { baseVersion: current.version, title: 'Their labels', draft: theirs },
      });
      expect(created.status()).toBe(200);
      const approved = await api.post(`/studio/api/changes/${(await created.json()).value.id}/approve`, { headers: publisher, data: {} });
      expect(approved.status()).toBe(200);

      await page.getByLabel('What this change does').fill('My home label');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByRole('table', { name: 'What the other publish changed' })).toBeVisible();
      await page.getByRole('button', { name: 'Merge my changes with theirs' }).click();

      const conflicts = page.getByRole('form', { name: /You both changed 1 thing/ });
      await expect(conflicts).toBeVisible();
      const group = conflicts.getByRole('group', { name: 'Texts (TY) › menu.home' });
      await expect(group).toContainText(`Bahay Akin ${v}`);
      await expect(group).toContainText(`Bahay Nila ${v}`);
      await expect(conflicts.getByRole('button', { name: 'Merge with these choices' })).toBeDisabled();
      await expectNoBlockingStudioViolation(page, `merge conflicts ${v}`);
      await page.screenshot({ path: test.info().outputPath(`merge-conflicts-${v}.png`), fullPage: true });

      // by keyboard: focus the first choice, take it with Space
      const yours = group.getByRole('radio', { name: /Keep yours/ });
      await yours.focus();
      await page.keyboard.press('Space');
      await expect(yours).toBeChecked();
      await conflicts.getByRole('button', { name: 'Merge with these choices' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Merged onto version \d+/ })).toBeVisible();
      await expect(page.getByTestId('check-status')).toHaveText('No errors');

      await page.getByLabel('What this change does').fill('My home label, merged');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByTestId('change-status')).toContainText('open');
      const id = /changes\/(\d+)/.exec(page.url())![1];
      const mine = (await (await api.get(`/studio/api/changes/${id}`, { headers: editor })).json()).value;
      expect(mine.draft.messages.TY).toMatchObject({ 'menu.home': `Bahay Akin ${v}`, 'menu.deposit': `Deposito Nila ${v}` });
      expect(mine.baseVersion).toBe(current.version + 1);
      await api.dispose();
    });

    test('a change request that conflicts on approval merges into the editor, with both changes', async ({ page, playwright }) => {
      test.setTimeout(150_000);
      const { api, editor, publisher } = await studioApi(playwright);
      const current = (await (await api.get(`/studio/api/tenants/${TENANT}`, { headers: editor })).json()).value;
      const submit = async (labels: Record<string, string>) => {
        const draft = structuredClone(current.merged);
        Object.assign(draft.messages.TY, labels);
        const res = await api.post(`/studio/api/tenants/${TENANT}/changes`, {
          headers: editor,
          data: { baseVersion: current.version, title: Object.values(labels).join(', '), draft },
        });
        expect(res.status()).toBe(200);
        return (await res.json()).value.id as number;
      };
      const first = await submit({ 'menu.service': `Serbisyo Una ${v}` });
      const second = await submit({ 'menu.promotion': `Promo Ikalawa ${v}` });
      expect((await api.post(`/studio/api/changes/${first}/approve`, { headers: publisher, data: {} })).status()).toBe(200);

      await signInStudio(page, 'demo-publisher', 'publisher1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/changes/${second}`);
      await page.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(page.getByRole('table', { name: 'What was published since this request was made' })).toBeVisible();
      await page.getByRole('button', { name: 'Merge my changes with theirs' }).click();
      // different labels: nothing to choose; the editor holds the merged draft on the newest version
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await expect(page.getByText(`Version ${current.version + 1} · 1 change`)).toBeVisible();
      await page.getByRole('tab', { name: 'JSON' }).click();
      await page.getByLabel('File').selectOption('messages/TY.json');
      const text = page.locator('#json-text');
      await expect(text).toHaveValue(new RegExp(`"menu\\.promotion": "Promo Ikalawa ${v}"`));
      await expect(text).toHaveValue(new RegExp(`"menu\\.service": "Serbisyo Una ${v}"`));
      await api.dispose();
    });
  });
}
