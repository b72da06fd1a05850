/**
 * The studio's Content tab (issue 30 item 2) at 390x844 and 1440x900, with axe: demo's editor adds
 * a banner with an uploaded PNG, an announcement with EN and TY texts and a schedule, and a red
 * rain; reads each row's state in words and the previews in EN and TY; sees the check's error under
 * the end of a schedule that ends before it starts; submits. The publisher approves, and the
 * tenant's member site shows the announcement on /m/notice in EN and, after a switch, in TY, and
 * the banner on the home page. The browser runs in Asia/Manila, so the stored times carry +08:00.
 * Then the tab in the studio's TY. The copy tenant is this test's alone (tests/support/server.ts).
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { EDIT_TENANTS } from '../support/server.ts';
import { baseUrl, dismissLoginPopups, expect, hostUrl, openSideMenu, t, test, waitForScreen } from '../support/fixtures.ts';
import { expectNoBlockingStudioViolation, signInStudio, signOutStudio } from '../support/studio.ts';
import { say as editorSay } from '../../screens/studio/editor-messages.ts';
import type { StudioLanguage } from '../../screens/studio/language.ts';

const TENANT = EDIT_TENANTS.content;
const ZONE = 'Asia/Manila';
const HOUR = 3_600_000;

// both viewports publish to the same copy: one at a time
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: ZONE });

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG of `width`x`height` pixels of one colour, made here. */
function tinyPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `ms` from now as a datetime-local value in Manila's time (UTC+08:00 all year). */
const manilaInput = (ms: number) => new Date(Date.now() + ms + 8 * HOUR).toISOString().slice(0, 16);

async function noSidewaysScroll(page: Page, view: string) {
  const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

/**
 * Every visible control of the tab at least `min` px each way and inside the window. A checkbox
 * counts as its label; on a desktop, where a pointer aims, checkbox rows are text high as on the
 * studio's other tabs, and only their place in the window is checked.
 */
async function tapTargets(page: Page, min: number, view: string) {
  const problems = await page.evaluate((least) => {
    const phone = window.innerWidth < 960;
    const panel = document.getElementById('editor-panel')!;
    const found: string[] = [];
    for (const el of panel.querySelectorAll('button, select, textarea, input, summary, label:has(input[type=file])')) {
      const target = (el.matches('input[type=checkbox]') && el.closest('label')) || el;
      if (el.matches('input[type=file]')) continue;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? target.tagName).trim().slice(0, 40);
      const sized = phone || !el.matches('input[type=checkbox]');
      if (sized && (r.width < least - 0.5 || r.height < least - 0.5))
        found.push(`${name} (${Math.round(r.width)}x${Math.round(r.height)})`);
      if (r.right > window.innerWidth + 0.5) found.push(`${name} runs off the screen`);
    }
    return found;
  }, min);
  expect(problems, `${view}: controls too small or cut off`).toEqual([]);
}

async function look(page: Page, view: string, min: number) {
  await noSidewaysScroll(page, view);
  await tapTargets(page, min, view);
  await expectNoBlockingStudioViolation(page, view);
  await page.screenshot({ path: test.info().outputPath(`${view.replace(/\W+/g, '-')}.png`), fullPage: true });
}

/** The last row of a section (the one just added), its form open. */
const lastRow = (page: Page, kind: 'banners' | 'announcements' | 'redRain'): Locator => page.getByTestId(`content-row-${kind}`).last();

async function openContentTab(page: Page, language: StudioLanguage = 'EN') {
  await page.goto(`${baseUrl()}/studio/${TENANT}/edit`);
  await expect(page.getByTestId('check-status')).toHaveText(editorSay(language, 'noErrors'));
  await page.getByRole('tab', { name: editorSay(language, 'tab.content'), exact: true }).click();
}

for (const viewport of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'desktop' },
]) {
  test.describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const min = viewport.width < 960 ? 44 : 32;

    test('banner, announcement and red rain from the studio reach the member site', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const png = tinyPng(6, 3, [200, 30, 40]);
      const v = viewport.name;
      const banner = { en: `Summer sale ${v}`, ty: `Sale ng tag-init ${v}` };
      const notice = {
        en: `Maintenance ${v}`,
        ty: `Pagpapanatili ${v}`,
        bodyEn: 'Deposits pause tonight.',
        bodyTy: 'Hihinto ang deposito ngayong gabi.',
      };
      const rain = { en: `Lucky rain ${v}`, ty: `Masuwerteng ulan ${v}` };

      await signInStudio(page, 'demo-editor', 'editor1234');
      await openContentTab(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
      await look(page, `content tab ${v}`, min);

      // a banner: its name follows the title, the image comes from an upload
      await page.getByRole('button', { name: 'Add a banner' }).click();
      const bannerRow = lastRow(page, 'banners');
      await bannerRow.getByLabel('Title (EN)').fill(banner.en);
      await bannerRow.getByLabel('Title (TY)').fill(banner.ty);
      await expect(bannerRow.getByLabel('Name', { exact: true })).toHaveValue(`summer-sale-${v}`);
      const upload = bannerRow.getByLabel('Upload an image');
      await expect(upload).toHaveAccessibleDescription(/up to 2 MB/);
      // the server's own refusal, in words: a PNG wider than 4096 px
      await upload.setInputFiles({ name: 'too-wide.png', mimeType: 'image/png', buffer: tinyPng(4097, 1, [0, 0, 0]) });
      await expect(bannerRow.getByTestId('upload-status')).toHaveText(/^The image’s size in pixels is not taken: .*4096/);
      await upload.setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: png });
      await expect(bannerRow.getByTestId('upload-status')).toHaveText(/^Uploaded summer\.png: 6×3 px, \d+ B\.$/);
      const image = bannerRow.getByLabel('Image', { exact: true });
      await expect(image).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
      const imageUrl = await image.inputValue();
      await expect(bannerRow.getByLabel(/^Group/)).toHaveValue('m_home');
      const bannerPreview = bannerRow.getByTestId('content-preview');
      await expect(bannerPreview.getByRole('img', { name: banner.en })).toBeVisible();
      await expect(bannerPreview.locator('figcaption')).toHaveText(banner.en);
      await bannerPreview.getByRole('button', { name: 'TY', exact: true }).click();
      await expect(bannerPreview.getByRole('img', { name: banner.ty })).toBeVisible();
      await expect(bannerRow.getByTestId('content-state')).toHaveText('Showing now · Everyone');

      // an announcement for members and guests, shown from an hour ago for a day
      await page.getByRole('button', { name: 'Add an announcement' }).click();
      const noticeRow = lastRow(page, 'announcements');
      await noticeRow.getByLabel('Title (EN)').fill(notice.en);
      await noticeRow.getByLabel('Title (TY)').fill(notice.ty);
      await noticeRow.getByLabel('Text (EN)').fill(notice.bodyEn);
      await noticeRow.getByLabel('Text (TY)').fill(notice.bodyTy);
      await expect(noticeRow.getByRole('group', { name: 'Schedule' })).toHaveAccessibleDescription(/Asia\/Manila \(UTC\+08:00\)/);
      await noticeRow.getByLabel('From (optional)').fill(manilaInput(-HOUR));
      // the end before the start: the check's error under the end
      await noticeRow.getByLabel('Until (optional)').fill(manilaInput(-2 * HOUR));
      await expect(noticeRow.getByLabel('Until (optional)')).toHaveAccessibleDescription(/the end is not after the start/);
      await expect(page.getByTestId('check-status')).toHaveText('1 error');
      await expect(noticeRow.getByTestId('content-state')).toContainText('Ended');
      await noticeRow.getByLabel('Until (optional)').fill(manilaInput(24 * HOUR));
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await expect(noticeRow.getByLabel('Until (optional)')).not.toHaveAccessibleDescription(/the end is not after the start/);
      await noticeRow.getByRole('group', { name: 'Shown to' }).getByLabel('Agents').uncheck();
      await expect(noticeRow.getByTestId('content-state')).toHaveText('Showing now · Guests, Members');
      const noticePreview = noticeRow.getByTestId('content-preview');
      await expect(noticePreview.getByTestId('preview-notice')).toContainText(notice.en);
      await expect(noticePreview.getByTestId('preview-notice')).toContainText(notice.bodyEn);
      await expect(noticePreview.getByTestId('preview-marquee')).toContainText(notice.en);
      await noticePreview.getByRole('button', { name: 'TY', exact: true }).click();
      await expect(noticePreview.getByTestId('preview-notice')).toContainText(notice.bodyTy);
      await expect(noticePreview.getByTestId('preview-marquee')).toContainText(notice.ty);

      // a red rain: it starts at the next full hour
      await page.getByRole('button', { name: 'Add a red rain' }).click();
      const rainRow = lastRow(page, 'redRain');
      await rainRow.getByLabel('Title (EN)').fill(rain.en);
      await rainRow.getByLabel('Title (TY)').fill(rain.ty);
      await rainRow.getByLabel(/^Largest envelope/).fill('20.00');
      await expect(rainRow.getByTestId('content-state')).toHaveText(/^Starts \d{1,2} [A-Z][a-z]{2} \d{2}:00$/);
      const rainPreview = rainRow.getByTestId('content-preview');
      await expect(rainPreview.getByTestId('preview-rain')).toContainText(rain.en);
      await expect(rainPreview.getByTestId('preview-rain')).toContainText('Envelopes of 1.00 to 20.00');
      await rainPreview.getByRole('button', { name: 'TY', exact: true }).click();
      await expect(rainPreview.getByTestId('preview-rain')).toContainText(rain.ty);
      await expect(page.getByTestId('check-status')).toHaveText('No errors');
      await look(page, `content forms ${v}`, min);

      // the times are stored with the browser's offset
      const stored = await page.evaluate((tenant) => {
        const saved = JSON.parse(localStorage.getItem(`studio-draft:${tenant}`)!) as { draft: { tenant: { content: any } } };
        return saved.draft.tenant.content;
      }, TENANT);
      expect(stored.announcements.at(-1).schedule.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
      expect(stored.redRain.at(-1).from).toMatch(/\+08:00$/);

      // a removal asks first; Keep keeps it
      await rainRow.getByRole('button', { name: `Remove “${rain.en}”` }).click();
      await expect(rainRow.getByRole('group', { name: /^Remove “Lucky rain/ })).toBeVisible();
      await rainRow.getByRole('button', { name: 'Keep', exact: true }).click();
      await expect(page.getByTestId('content-row-redRain').filter({ hasText: rain.en })).toHaveCount(1);

      const title = `Content ${v}`;
      await page.getByLabel('What this change does').fill(title);
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByTestId('change-status')).toContainText('open');
      await signOutStudio(page);

      await signInStudio(page, 'demo-publisher', 'publisher1234');
      await page.goto(`${baseUrl()}/studio/${TENANT}/changes`);
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await page.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(page.getByTestId('change-status')).toContainText('published');
      await signOutStudio(page);

      // the member site of the tenant, as a guest
      const site = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, timezoneId: ZONE });
      const member = await site.newPage();
      await dismissLoginPopups(member);
      await expect(async () => {
        await member.goto(hostUrl(TENANT, '/m/notice'));
        await waitForScreen(member);
        await expect(member.getByTestId('notice-list').getByText(notice.en, { exact: true })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      // the home page: the banner, and the marquee scrolling the announcement's title
      await member.goto(hostUrl(TENANT, '/m/home'));
      await waitForScreen(member);
      await expect(member.getByRole('img', { name: banner.en })).toBeAttached();
      // the uploaded image itself, re-encoded, from the tenant's site
      const served = await member.evaluate(async (url) => {
        const res = await fetch(url);
        return { status: res.status, type: res.headers.get('content-type') };
      }, imageUrl);
      expect(served).toEqual({ status: 200, type: 'image/png' });
      await expect(member.getByTestId('marquee-track')).toContainText(notice.en);
      // in TY (PH): the banner's TY title, and the notice page's TY texts
      await openSideMenu(member, 'EN');
      await member
        .getByRole('group', { name: t('EN', 'menu.language'), exact: true })
        .getByRole('button', { name: 'PH', exact: true })
        .click();
      await expect(member.getByRole('img', { name: banner.ty })).toBeAttached();
      await member.goto(hostUrl(TENANT, '/m/notice'));
      await waitForScreen(member, 'TY');
      await expect(member.getByTestId('notice-list').getByText(notice.ty, { exact: true })).toBeVisible();
      await expect(member.getByTestId('notice-list')).not.toContainText(notice.en);
      await member.screenshot({ path: test.info().outputPath(`member-home-${v}.png`) });
      await site.close();
    });
  });
}

test.describe('in the studio’s TY', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Content tab speaks TY', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => window.localStorage.setItem('studio-language', 'TY'));
    await signInStudio(page, 'demo-editor', 'editor1234');
    await openContentTab(page, 'TY');
    await expect(page.getByRole('heading', { level: 2, name: 'Nilalaman' })).toBeVisible();
    for (const heading of ['Mga banner', 'Mga anunsyo', 'Ulan ng pulang sobre'])
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Magdagdag ng anunsyo' }).click();
    const row = lastRow(page, 'announcements');
    await expect(row.getByRole('group', { name: 'Wika ng silip' })).toBeVisible();
    await expect(row.getByRole('group', { name: 'Shown to' }).getByLabel('Mga bisita')).toBeChecked();
    // a new announcement has no texts yet: its errors are counted in TY too
    await expect(row.getByTestId('content-state')).toHaveText(/^Ipinapakita ngayon · Lahat · \d+ na mali$/);
    await expect(row.getByRole('button', { name: /^Isara ang “/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add an announcement' })).toHaveCount(0);
    await look(page, 'content tab TY', 44);
  });
});
