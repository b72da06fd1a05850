/**
 * SPEC 7.21 lobby news (issue 27, "Calls and data") on the announcements screen (/m/notice) at
 * 390x844, in EN (demo) and TY (lucky): the news the call lists, under its heading, newest first,
 * each linked item leading to its page; a failed call leaves the announcements as they are, with
 * no error; the agents' announcements carry no news.
 */
import type { Page } from '@playwright/test';
import { expectNoBlockingViolation } from '../support/agent.ts';
import { apiValue, expect, hostUrl, t, test, waitForScreen, type messages } from '../support/fixtures.ts';

type Lang = keyof typeof messages;

test.use({ viewport: { width: 390, height: 844 } });

interface News {
  list: { title: string; summary: string; link: string | null }[];
}

const tenantOf = (language: Lang) => (language === 'EN' ? 'demo' : 'lucky');
const urlOf = (language: Lang, path: string) => (language === 'EN' ? path : hostUrl('lucky', path));

async function useLanguage(page: Page, language: Lang) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

for (const language of ['EN', 'TY'] as Lang[]) {
  test(`SPEC 7.21 lobby news: the announcements screen lists the news, and a linked item leads to its page (${language})`, async ({
    page,
  }) => {
    const news = await apiValue<News>(page.request, `/api/lobby/news?language=${language}&limitNum=5`, tenantOf(language));
    expect(news.list.length).toBeGreaterThan(1);
    await useLanguage(page, language);
    await page.goto(urlOf(language, '/m/notice'));
    await waitForScreen(page, language);
    const section = page.getByRole('region', { name: t(language, 'news.title'), exact: true });
    await expect(section.getByRole('heading', { name: t(language, 'news.title'), exact: true })).toBeVisible();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(news.list.length);
    for (const [i, item] of news.list.entries()) {
      await expect(items.nth(i)).toContainText(item.title);
      await expect(items.nth(i)).toContainText(item.summary);
      await expect(items.nth(i).locator('time')).not.toBeEmpty();
    }
    // nothing runs wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoBlockingViolation(page);
    await page.screenshot({ path: `test-results/lobby-news/notice-${language}.png`, fullPage: true });

    const linked = news.list.find((n) => n.link !== null)!;
    const link = section.getByRole('link', { name: new RegExp(linked.title) });
    await expect(link).toHaveAttribute('href', linked.link!);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${linked.link!.replace(/[/.?]/g, '\\$&')}$`));
    await waitForScreen(page, language);
    await expect(section).toHaveCount(0);
  });
}

test('SPEC 7.21 lobby news: a failed call leaves the announcements as they are, with no error shown', async ({ page }) => {
  await page.route('**/api/lobby/news**', (route) => route.fulfill({ status: 500, body: '{"code":"E_UNKNOWN","message":"boom"}' }));
  const newsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/lobby/news');
  await page.goto('/m/notice');
  await waitForScreen(page);
  await newsAsked;
  await expect(page.getByTestId('notice-list')).toBeVisible();
  await expect(page.getByRole('region', { name: t('EN', 'news.title'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(t('EN', 'error.unknown'), { exact: true })).toHaveCount(0);
});

test("SPEC 7.21 lobby news: the agents' announcements (?types=A) carry no news", async ({ page }) => {
  let asked = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/lobby/news') asked = true;
  });
  await page.goto('/m/notice?types=A');
  await waitForScreen(page);
  await expect(page.getByRole('region', { name: t('EN', 'news.title'), exact: true })).toHaveCount(0);
  expect(asked).toBe(false);
});
