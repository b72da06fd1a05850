import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openConfiguredUrl, permittedUrl } from '../../../engine/actions/configured-url';
import { runAction } from '../../../engine/actions/registry';
import { createEngine } from '../../../engine/core/engine';
import type { Action, TenantConfig } from '../../../engine/config/types';
import { checkUrl, urlTarget } from '../../../engine/config/url-policy';
import { checkSitePath } from '../../../engine/config/url-site-path';
import { SESSION_KEY } from '../../../engine/stores/session';
import { memoryStorage } from '../../../engine/stores/storage';
import base from '../../../tenants/_base/tenant.json';

const SITE = 'https://demo.test';
const policy = { allowedOrigins: ['https://t.example'], trustedOrigins: ['https://games.example'] };

/** The launch ticket the server answers for a {token} link (server/endpoints/launch-tickets.ts). */
const TICKET = 'T'.repeat(43);

/** An engine signed in, on a config carrying `extra` as a config on disk might; a launch ticket call answers TICKET. */
function engineWith(extra: Partial<TenantConfig> = {}) {
  const store = memoryStorage();
  store.setItem(SESSION_KEY, JSON.stringify({ signedIn: true, merchantCode: 'demo', id: 1, userName: 'demo', type: 1 }));
  const openUrl = vi.fn();
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: { ticket: TICKET, expiresIn: 60 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const config = { ...base, id: 'demo', messages: {}, screens: {}, security: policy, ...extra } as unknown as TenantConfig;
  const engine = createEngine({
    config,
    local: memoryStorage(),
    session: store,
    language: 'EN',
    theme: 'dark',
    devices: [],
    navigate: vi.fn(),
    openUrl,
    fetch,
  });
  return { engine, openUrl, fetch };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: SITE } });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

/** The one warning logged, or a failure naming what was logged. */
function warning(): string {
  expect(warn).toHaveBeenCalledTimes(1);
  return String(warn.mock.calls[0][0]);
}

describe('openUrl refuses what the URL policy refuses, even from a config on disk', () => {
  it.each([
    ['javascript:alert(1)', 'E_URL_SCHEME'],
    [' \tJaVaScRiPt:alert(1)', 'E_URL_SCHEME'],
    ['java\nscript:alert(1)', 'E_URL_SCHEME'],
    ['data:text/html,<script>alert(1)</script>', 'E_URL_SCHEME'],
    ['vbscript:msgbox(1)', 'E_URL_SCHEME'],
    ['http://t.example/page', 'E_URL_SCHEME'],
    ['https://evil.example/steal?t={token}', 'E_URL_TOKEN'],
    ['https://t.example/steal?t={token}', 'E_URL_TOKEN'],
    ['/m/home?t={token}', 'E_URL_TOKEN'],
    ['https://evil.example/page', 'E_URL_ORIGIN'],
    ['//evil.example/page', 'E_URL_INVALID'],
    ['/\\evil.example/page', 'E_URL_INVALID'],
  ])('%j: opens nothing and logs %s', (url, code) => {
    const { engine, openUrl } = engineWith();
    void runAction({ action: 'openUrl', url }, engine);
    expect(openUrl).not.toHaveBeenCalled();
    expect(warning()).toMatch(new RegExp(`^\\[engine\\] refused openUrl ".*" by the URL policy: \\{"code":"${code}"`));
  });

  it('refuses {token} in a query value for an origin that is allowed but not trusted', () => {
    const { engine, openUrl } = engineWith();
    void runAction({ action: 'openUrl', url: 'https://t.example/page', query: { t: '{token}' } }, engine);
    expect(openUrl).not.toHaveBeenCalled();
    expect(warning()).toBe(
      '[engine] refused openUrl "https://t.example/page" by the URL policy: {"code":"E_URL_TOKEN","origin":"https://t.example","placeholder":"{token}"}',
    );
  });

  it('opens a site path, an allowed origin, and the session only to a trusted origin, as a launch ticket', async () => {
    const { engine, openUrl, fetch } = engineWith();
    const actions: Action[] = [
      { action: 'openUrl', url: '/vip/index.html', query: { lang: '{language}' } },
      { action: 'openUrl', url: 'https://t.example/demoplay', target: '_blank' },
      { action: 'openUrl', url: 'https://games.example/play', query: { token: '{token}' } },
      { action: 'openUrl', url: 'https://GAMES.example:443/p/{token}' },
    ];
    for (const action of actions) void runAction(action, engine);
    // a {token} address is handed over at once (its window opens in the tap) and filled once the ticket is known
    const opened = await Promise.all(openUrl.mock.calls.map(async ([url, target]: unknown[]) => [await url, target]));
    expect(opened).toEqual([
      ['/vip/index.html?lang=EN', undefined],
      ['https://t.example/demoplay', '_blank'],
      [`https://games.example/play?token=${TICKET}`, undefined],
      [`https://games.example/p/${TICKET}`, undefined],
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [request, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(request)).toContain('/api/launch/ticket');
    expect(JSON.parse(init.body as string)).toEqual({ kind: 'link', url: 'https://games.example/play' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a config without security (an old cached copy) still opens site paths, and no other origin', () => {
    const { engine, openUrl } = engineWith({ security: undefined });
    void runAction({ action: 'openUrl', url: '/m/home' }, engine);
    void runAction({ action: 'openUrl', url: 'https://t.example/demoplay' }, engine);
    expect(openUrl.mock.calls).toEqual([['/m/home', undefined]]);
    expect(warning()).toContain('{"code":"E_URL_ORIGIN","origin":"https://t.example"}');
  });
});

describe('download links, customer service and rendered links', () => {
  it('openLink refuses a javascript: download link and opens an allowed one', () => {
    const { engine, openUrl } = engineWith({
      downloadLinks: [
        { resourceType: 'BLOG', url: 'javascript:alert(document.cookie)' },
        { resourceType: 'LINE', url: 'https://t.example/line' },
      ],
    });
    void runAction({ action: 'openLink', resourceType: 'BLOG' }, engine);
    void runAction({ action: 'openLink', resourceType: 'LINE' }, engine);
    expect(openUrl.mock.calls).toEqual([['https://t.example/line', '_self']]);
    expect(warning()).toBe(
      '[engine] refused downloadLinks BLOG "javascript:alert(document.cookie)" by the URL policy: {"code":"E_URL_SCHEME","scheme":"javascript"}',
    );
  });

  it('openConfiguredUrl opens nothing for a foreign origin and names the field', () => {
    const { engine, openUrl } = engineWith();
    openConfiguredUrl(engine, 'https://evil.example/affiliates', '_blank', 'customerService.affiliateService');
    openConfiguredUrl(engine, 'https://t.example/demoplay', '_blank', 'customerService.telegram');
    expect(openUrl.mock.calls).toEqual([['https://t.example/demoplay', '_blank']]);
    expect(warning()).toBe(
      '[engine] refused customerService.affiliateService "https://evil.example/affiliates" by the URL policy: {"code":"E_URL_ORIGIN","origin":"https://evil.example"}',
    );
  });

  it('permittedUrl hides a refused link and logs it once across re-renders; a TASK link needs a trusted origin', () => {
    const { engine } = engineWith();
    expect(permittedUrl(engine, 'data:image/svg+xml,<svg/>', 'social.youtube')).toBeUndefined();
    expect(permittedUrl(engine, 'data:image/svg+xml,<svg/>', 'social.youtube')).toBeUndefined();
    expect(permittedUrl(engine, 'https://t.example/task', 'downloadLinks TASK', true)).toBeUndefined();
    expect(permittedUrl(engine, 'https://games.example/task', 'downloadLinks TASK', true)).toBe('https://games.example/task');
    expect(permittedUrl(engine, '/demo-game/task.html', 'downloadLinks TASK', true)).toBe('/demo-game/task.html');
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[engine] refused social.youtube "data:image/svg+xml,<svg/>" by the URL policy: {"code":"E_URL_SCHEME","scheme":"data"}',
      '[engine] refused downloadLinks TASK "https://t.example/task" by the URL policy: {"code":"E_URL_TOKEN","origin":"https://t.example"}',
    ]);
  });
});

describe('the policy itself (engine/config/url-policy.ts)', () => {
  it('reads addresses as a browser does: case, surrounding control characters, tabs and newlines', () => {
    for (const url of ['JAVASCRIPT:x', '\u0000 javascript:x', 'jav\tascript:x', 'file:///etc/passwd', 'blob:https://t.example/1']) {
      expect(urlTarget(url)).toMatchObject({ code: 'E_URL_SCHEME' });
    }
    expect(urlTarget('https://T.Example:443/x')).toBe('https://t.example');
    expect(urlTarget('/m/home?next=https://t.example//x')).toBe('');
  });

  it('refuses a user name before the host, unparseable and relative addresses', () => {
    expect(checkUrl('https://t.example@evil.example/', policy)).toEqual({
      code: 'E_URL_INVALID',
      problem: 'userinfo',
      origin: 'https://evil.example',
    });
    expect(checkUrl('https://', policy)).toEqual({ code: 'E_URL_INVALID', problem: 'unparseable' });
    expect(checkUrl('m/home', policy)).toEqual({ code: 'E_URL_INVALID', problem: 'neither' });
  });

  it('the session, by a placeholder or added by the engine, needs a trusted origin; a placeholder never goes into a site path', () => {
    expect(checkUrl('https://games.example/p', policy, '{token}')).toBeUndefined();
    expect(checkUrl('https://t.example/p', policy, '{token}')).toEqual({
      code: 'E_URL_TOKEN',
      origin: 'https://t.example',
      placeholder: '{token}',
    });
    expect(checkUrl('https://t.example/task', policy, '')).toEqual({ code: 'E_URL_TOKEN', origin: 'https://t.example' });
    expect(checkUrl('/demo-game/task.html', policy, '')).toBeUndefined();
    expect(checkUrl('/vip/index.html', policy, '{token}')).toEqual({ code: 'E_URL_TOKEN', placeholder: '{token}' });
  });

  it('a site-path-only field takes no origin, no // or \\ and no session placeholder', () => {
    expect(checkSitePath('/demo-game/lottery.html')).toBeUndefined();
    expect(checkSitePath('https://games.example/lottery.html')?.code).toBe('E_URL_INVALID');
    expect(checkSitePath('//evil.example/x')?.code).toBe('E_URL_INVALID');
    expect(checkSitePath('/x?t={token}')?.code).toBe('E_URL_TOKEN');
  });
});
