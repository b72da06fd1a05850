/**
 * The studio in TY (issue 30: "Its UI is in EN and TY") at 390x844 with axe: with the studio set
 * to TY, the top bar, the editor's toolbar, every tab's name and each tab's own headings and
 * buttons, the preview's controls and the record's pages read in TY, nothing runs off the side of
 * the screen, and the top bar's switch brings the EN words back. The words are the catalogues'
 * own, not copies. The copy tenant is the words test's (tests/support/server.ts); this one only reads it.
 */
import type { Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, expect, test } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio } from '../support/studio.ts';
import { say as frame } from '../../screens/studio/messages.ts';
import { say as editor } from '../../screens/studio/editor-messages.ts';
import { say as record } from '../../screens/studio/record-messages.ts';
import { say as tabWords } from '../../screens/studio/editors/tab-messages.ts';
import { say as form } from '../../screens/studio/editors/form-messages.ts';
import { say as content } from '../../screens/studio/editors/content-messages.ts';
import { say as login } from '../../screens/studio/login-messages.ts';

const TENANT = EDIT_TENANTS.studioWords;

test.use({ viewport: { width: 390, height: 844 } });

async function look(page: Page, view: string) {
  const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
  await expectNoBlockingStudioViolation(page, view);
  await page.screenshot({ path: test.info().outputPath(`${view.replace(/\W+/g, '-')}.png`), fullPage: true });
}

const TABS = [
  'tab.menus',
  'tab.flags',
  'tab.theme',
  'tab.brand',
  'tab.messages',
  'tab.screens',
  'tab.responsibleGaming',
  'tab.content',
  'tab.json',
] as const;

test('the studio speaks TY, and EN again when switched back', async ({ page }) => {
  test.setTimeout(180_000);
  // the studio's page only: the preview's frames (the same origin) load again later and must not undo the switch back to EN
  await page.addInitScript(() => {
    if (window === window.top) window.localStorage.setItem('studio-language', 'TY');
  });
  await signInStudio(page, 'demo-editor', 'editor1234');
  await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');

  // the top bar
  const sections = page.getByRole('navigation', { name: frame('TY', 'sections') });
  for (const key of ['tab.edit', 'tab.changes', 'tab.history', 'tab.audit'] as const)
    await expect(sections.getByRole('link', { name: frame('TY', key), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: frame('TY', 'signOut') })).toBeVisible();
  await expect(page.getByRole('group', { name: frame('TY', 'language') }).getByRole('button', { name: 'TY' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // the toolbar
  await expect(page.getByTestId('check-status')).toHaveText(editor('TY', 'noErrors'));
  const bar = page.getByRole('region', { name: editor('TY', 'editor') });
  await expect(bar.getByRole('button', { name: editor('TY', 'undo') })).toBeDisabled();
  await expect(bar.getByRole('button', { name: editor('TY', 'redo') })).toBeDisabled();
  await expect(bar.getByText(new RegExp(`^${editor('TY', 'version', { version: '\\d+', count: 0 })}$`))).toBeVisible();
  await expect(page.getByLabel(editor('TY', 'changeTitle'))).toHaveAccessibleDescription(editor('TY', 'changeTitleHelp'));
  await expect(page.getByLabel(editor('TY', 'publishAt'))).toHaveAccessibleDescription(editor('TY', 'publishAtHelp'));
  await expect(page.getByRole('button', { name: editor('TY', 'submit') })).toBeDisabled();
  await expect(page.getByTestId('four-eyes')).toHaveText(new RegExp(`^(${editor('TY', 'fourEyesOn')}|${editor('TY', 'fourEyesOff')})$`));
  const tabs = page.getByRole('tablist', { name: editor('TY', 'whatToEdit') });
  for (const key of TABS) await expect(tabs.getByRole('tab', { name: editor('TY', key), exact: true })).toBeVisible();

  // the preview's controls
  const preview = page.getByRole('region', { name: editor('TY', 'preview') });
  const viewAs = preview.getByRole('group', { name: editor('TY', 'viewAs') });
  for (const role of ['role.guest', 'role.member', 'role.agent'] as const)
    await expect(viewAs.getByRole('radio', { name: editor('TY', role) })).toBeAttached();
  await expect(preview.getByLabel(editor('TY', 'page'), { exact: true })).toContainText(editor('TY', 'page.memberHome'));
  await expect(preview.getByRole('group', { name: editor('TY', 'frameShown') })).toBeVisible();

  // each tab's own words
  const open = (key: (typeof TABS)[number]) => tabs.getByRole('tab', { name: editor('TY', key), exact: true }).click();
  const panel = page.getByRole('tabpanel');

  await expect(panel.getByLabel(tabWords('TY', 'menu'), { exact: true })).toHaveAccessibleDescription(tabWords('TY', 'menuHelp'));
  const items = panel.getByRole('list', { name: tabWords('TY', 'menuItems', { menu: 'bottom' }) });
  await expect(items.getByRole('button', { name: tabWords('TY', 'remove', { name: 'Home' }) })).toBeVisible();
  await expect(panel.getByRole('button', { name: tabWords('TY', 'addItem') })).toBeVisible();
  await look(page, 'TY menus');

  await open('tab.flags');
  for (const key of ['flag', 'on', 'gates'] as const)
    await expect(panel.getByRole('columnheader', { name: tabWords('TY', key) })).toBeAttached();
  await expect(panel.getByLabel(tabWords('TY', 'newFlag'))).toBeVisible();
  await expect(panel.getByRole('button', { name: tabWords('TY', 'addFlag') })).toBeDisabled();
  await look(page, 'TY flags');

  await open('tab.theme');
  await expect(panel.getByRole('heading', { level: 3, name: form('TY', 'contrast') }).first()).toBeVisible();
  await expect(panel.getByText(new RegExp(form('TY', 'passes', { ratio: '[\\d.]+:1' }))).first()).toBeVisible();
  await look(page, 'TY theme');

  await open('tab.brand');
  await expect(panel.getByLabel(form('TY', 'logoFor', { theme: 'dark' }))).toBeVisible();
  await look(page, 'TY brand');

  await open('tab.messages');
  await expect(panel.getByLabel(tabWords('TY', 'search'))).toBeVisible();
  await expect(panel.getByLabel(tabWords('TY', 'show'), { exact: true })).toContainText(tabWords('TY', 'show.missing'));
  await expect(panel.getByRole('columnheader', { name: tabWords('TY', 'key'), exact: true })).toBeVisible();
  const pages = panel.getByRole('navigation', { name: tabWords('TY', 'pagesOfKeys') });
  await expect(pages.getByRole('button', { name: tabWords('TY', 'previous') })).toBeDisabled();
  await expect(pages.getByRole('button', { name: tabWords('TY', 'next') })).toBeEnabled();
  await expect(panel.getByRole('button', { name: tabWords('TY', 'addKey') })).toBeDisabled();
  await look(page, 'TY messages');

  await open('tab.screens');
  await expect(panel.getByLabel(tabWords('TY', 'screen'), { exact: true })).toHaveValue('home');
  await expect(panel.getByRole('list', { name: tabWords('TY', 'nodesOf', { screen: 'home' }) })).toBeVisible();
  await expect(panel.getByLabel(tabWords('TY', 'nodeType'))).toBeVisible();
  await expect(panel.getByRole('button', { name: tabWords('TY', 'addNode') })).toBeVisible();
  await look(page, 'TY screens');

  await open('tab.responsibleGaming');
  await expect(panel.getByRole('heading', { level: 2, name: form('TY', 'responsibleGaming') })).toBeVisible();
  await look(page, 'TY responsible gaming');

  await open('tab.content');
  await expect(panel.getByRole('heading', { level: 2, name: content('TY', 'title') })).toBeVisible();
  await expect(panel.getByRole('button', { name: content('TY', 'add.banners') })).toBeVisible();

  await open('tab.json');
  await expect(panel.getByLabel(tabWords('TY', 'file'), { exact: true })).toHaveValue('tenant.json');
  await expect(panel.getByLabel(tabWords('TY', 'json'))).toHaveAccessibleDescription(tabWords('TY', 'jsonHelp'));
  await expect(panel.getByRole('button', { name: tabWords('TY', 'apply') })).toBeVisible();
  await expect(panel.getByRole('button', { name: tabWords('TY', 'reset') })).toBeVisible();
  await look(page, 'TY json');

  // the record's pages
  await sections.getByRole('link', { name: frame('TY', 'tab.changes') }).click();
  await expect(page.getByRole('heading', { level: 1, name: record('TY', 'changesTitle') })).toBeVisible();
  await sections.getByRole('link', { name: frame('TY', 'tab.history') }).click();
  await expect(page.getByRole('heading', { level: 1, name: record('TY', 'historyTitle') })).toBeVisible();
  await expect(page.getByText(record('TY', 'live'), { exact: true })).toBeVisible();
  await look(page, 'TY history');
  await sections.getByRole('link', { name: frame('TY', 'tab.audit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: record('TY', 'auditTitle') })).toBeVisible();
  // the copy's log is empty unless the words test has published to it
  await expect(page.getByRole('list', { name: record('TY', 'actions') }).or(page.getByText(record('TY', 'noActions')))).toBeVisible();
  await look(page, 'TY audit log');

  // back to EN: the switch in the top bar, for every page
  await sections.getByRole('link', { name: frame('TY', 'tab.edit') }).click();
  await page
    .getByRole('group', { name: frame('TY', 'language') })
    .getByRole('button', { name: 'EN' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const enSections = page.getByRole('navigation', { name: frame('EN', 'sections') });
  await expect(enSections.getByRole('link', { name: 'Change requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByTestId('check-status')).toHaveText('No errors');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(page.getByLabel('What this change does')).toBeVisible();
  for (const key of TABS) await expect(page.getByRole('tab', { name: editor('EN', key), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an item' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('studio-language'))).toBe('EN');
});

test('the sign-in page speaks TY, has its own switch, and signs in from it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    if (window === window.top && !sessionStorage.getItem('e2e-ty-set')) {
      window.localStorage.setItem('studio-language', 'TY');
      sessionStorage.setItem('e2e-ty-set', '1');
    }
  });
  await page.goto(`${baseUrl()}/studio/`);
  await expect(page.getByRole('heading', { name: login('TY', 'title') })).toBeVisible();
  await page.getByLabel(login('TY', 'username')).fill('demo-editor');
  await page.getByLabel(login('TY', 'password'), { exact: true }).fill('editor1234');
  await expect(page.getByRole('button', { name: login('TY', 'signIn') })).toBeVisible();
  await look(page, 'sign-in TY');
  await page
    .getByRole('group', { name: login('TY', 'language') })
    .getByRole('button', { name: 'EN', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: login('EN', 'title') })).toBeVisible();
  await page
    .getByRole('group', { name: login('EN', 'language') })
    .getByRole('button', { name: 'TY', exact: true })
    .click();
  await page.getByRole('button', { name: login('TY', 'signIn') }).click();
  await expect(page.getByRole('heading', { name: login('TY', 'title') })).toHaveCount(0);
});
