/**
 * What the agent centre's browser tests share: signing in as a seeded account without the login
 * screen (the session stored as the app stores it, with the theme and language set before the
 * app starts), a page whose tenant config differs only for that page, and the axe check.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONFIG_FILE_PATH } from '../../server/static/config-file.ts';
import { baseUrl, dismissLoginPopups, expect } from './fixtures.ts';

export type Lang = 'EN' | 'TY';
export type Theme = 'light' | 'dark';

export interface SignInOptions {
  theme?: Theme;
  language?: Lang;
  /**
   * 'shown' (the default): the contract offers pending now count as already prompted in this
   * session, so their dialogs do not cover the screen under test; 'pending': they prompt.
   */
  prompts?: 'shown' | 'pending';
}

/**
 * Signs in through the API with the page's own request context, so the session cookie lands in
 * the browser's cookie jar as a login on the site would leave it, and stores the session info;
 * returns the login's answer (token, for API calls with Bearer; type...).
 */
export async function signInAs(
  page: Page,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<{ token: string; type: number }> {
  const response = await page.request.post(`${baseUrl()}/api/member/login`, {
    data: { type: 'username', username, password },
    headers: { 'X-Tenant': 'demo' },
  });
  expect(response.ok(), `login of ${username}: HTTP ${response.status()}`).toBeTruthy();
  const value = ((await response.json()) as { value: Record<string, unknown> }).value;
  const info = JSON.stringify({
    signedIn: true,
    merchantCode: value.merchantCode,
    id: value.id,
    userName: value.userName,
    type: value.type,
  });
  await dismissLoginPopups(page, options.language ?? 'EN');
  let shown: string[] = [];
  if ((options.prompts ?? 'shown') === 'shown') {
    const pending = await page.request.get(`${baseUrl()}/api/agent/contracts/requests`, {
      headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${String(value.token)}` },
    });
    shown = pending.ok()
      ? Object.entries(((await pending.json()) as { value: Record<string, string> }).value)
          .filter(([, id]) => id)
          .map(([field, id]) => `${field}:${id}`)
      : [];
  }
  await page.addInitScript(
    ([session, theme, language, prompts]) => {
      // once per page session: a test's own reload keeps what the app stored since
      if (sessionStorage.getItem('MC_SESSION_INFO')) return;
      sessionStorage.setItem('MC_SESSION_INFO', session);
      if (prompts) sessionStorage.setItem('MC_CONTRACT_PROMPTS', prompts);
      if (theme) localStorage.setItem('theme', theme);
      if (language) localStorage.setItem('language', language);
    },
    [info, options.theme ?? '', options.language ?? '', shown.length ? JSON.stringify(shown) : ''] as const,
  );
  return { token: String(value.token), type: Number(value.type) };
}

/**
 * The tenant config this page receives (the config file every page names, /config/<hash>.json),
 * edited: a white-label switch turned off for one test without touching the demo tenant's file,
 * which the tests running alongside read (a copy of the tenant would have no agents: data is per
 * tenant).
 */
export async function withConfig(page: Page, edit: (config: Record<string, any>) => void) {
  await page.route(
    (url) => CONFIG_FILE_PATH.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, any>;
      edit(config);
      await route.fulfill({ status: response.status(), contentType: 'application/json; charset=utf-8', body: JSON.stringify(config) });
    },
  );
}

/** A JSON API answer in the server's envelope. */
export function answer(value: unknown) {
  return { json: { success: true, code: 'OK', message: '', value } };
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoBlockingViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 4)
          .map((n) => `    ${n.html.slice(0, 140)}`)
          .join('\n')}`,
    );
  expect(blocking, blocking.join('\n')).toEqual([]);
}
