/**
 * The first screen rendered on the server (issue 11): screens/ssr.tsx over the real demo and lucky
 * tenants, and its place in the page (server/static/index-html.ts). The browser side (hydration
 * keeps the server's elements) is tests/e2e/first-screen.spec.ts.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bannerParams, firstDataKey, hotGamesParams, noticesParams } from '../../../engine/api/first-data';
import type { TenantConfig } from '../../../engine/config/types';
import { hintCookieWrites, readHintCookies, type FirstScreenInput } from '../../../engine/core/first-screen';
import { render } from '../../../screens/ssr';
import { gatherStyles } from '../../../engine/server-render';
import { withCompiledMessages } from '../../../server/static/compiled-messages';
import { renderIndexHtml } from '../../../server/static/index-html';
import { createFirstScreenRenderer } from '../../../server/static/first-screen';
import type { IncomingMessage } from 'node:http';
import { loadTenant } from '../../../server/tenants/load';

const TENANTS = join(fileURLToPath(new URL('../../../', import.meta.url)), 'tenants');
const en = (key: string) => (loadConfig('demo').messages as Record<string, Record<string, string>>).EN[key];
const ty = (key: string) => (loadConfig('demo').messages as Record<string, Record<string, string>>).TY[key];

function loadConfig(id: string): TenantConfig {
  const result = loadTenant(TENANTS, id);
  if (!result.ok) throw new Error(`tenant ${id} does not load: ${JSON.stringify(result.errors)}`);
  return result.config as unknown as TenantConfig;
}

const banners = [
  { id: 1, groupName: 'm_home', title: 'Welcome bonus 100%', url: '/assets/banners/demo-home-1.svg', linkage: '/m/activity' },
  { id: 2, groupName: 'm_home', title: 'Live casino nights', url: '/assets/banners/demo-home-2.svg', linkage: '/m/live' },
];
const status = { status: 0, maintenance: false, regionRestriction: false, location: { ip: '', countryCode: '' } };

function input(config: TenantConfig, extra: Partial<FirstScreenInput> = {}): FirstScreenInput {
  const language = extra.language ?? config.languages.default;
  const home = config.routes.find((r) => r.id === 'home')!;
  return {
    path: home.path,
    language,
    theme: config.themes.default,
    devices: ['android'],
    config: withCompiledMessages(config),
    nonce: 'abc123',
    firstData: {
      [firstDataKey('systemStatus')]: status,
      [firstDataKey('banners', bannerParams('m_home', language))]: banners,
      [firstDataKey('notices', noticesParams(language))]: {
        list: [{ id: 7, title: 'Server maintenance on Sunday', content: 'x', read: false, createdAt: '2026-11-01T00:00:00.000Z' }],
        unreadCount: 0,
      },
      [firstDataKey('vendors')]: {
        sorting: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PG', displayName: 'PG Soft', accountTypeName: 'PG' }] }],
        mapping: { RNG: 1 },
      },
      [firstDataKey('hotGames', hotGamesParams(language, config.constants.pageSizes.gridChunk))]: {
        list: [
          {
            nodeId: 1,
            nodeName: 'Ancient Goddess Deluxe',
            gameName: 'Ancient Goddess Deluxe',
            displayName: 'PG Soft',
            vassalage: 'PG',
            showIcon: true,
            iconUrl: '/assets/games/PG_RNG_0001.svg',
            roomId: null,
            supportPlay: true,
            gameType: 'RNG',
            gameId: 'RNG-0001',
            gameCode: 'PG_RNG_0001',
            isGameH5: true,
            freeplay: true,
            lottoMode: null,
            accountTypeName: 'PG',
            mobileLargeIcon: '/assets/games/PG_RNG_0001.svg',
            mobileSmallIcon: '/assets/games/PG_RNG_0001.svg',
          },
        ],
        totalPages: 1,
      },
    },
    ...extra,
  };
}

describe('the first screen on the server', () => {
  it('renders the signed-out home with the data the page carries: header, banner, announcement, hot game, bottom menu', async () => {
    const html = await render(input(loadConfig('demo')));
    expect(html).toContain(`>${en('header.login')}<`);
    expect(html).toMatch(/<img src="\/assets\/banners\/demo-home-1\.svg" alt="Welcome bonus 100%"[^>]*fetchPriority="high"/);
    expect(html).toContain('Server maintenance on Sunday');
    expect(html).toContain('Ancient Goddess Deluxe');
    expect(html).toContain(`aria-label="${en('app.mainMenu')}"`);
    // no inline script (the CSP allows none) and every style element carries the request's nonce
    expect(html).not.toContain('<script');
    const styles = html.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toContain('nonce="abc123"');
    // marked as placed, so @emotion/react's import does not move them (engine/server-render.tsx)
    for (const style of styles) expect(style).toMatch(/^<style data-s="" data-emotion="c(-global)? /);
    // gathered at the start: the global ones, then one element for every component's styles
    expect(styles.filter((style) => style.includes('data-emotion="c '))).toHaveLength(1);
    expect(html.replace(/^(<link [^>]*>)*(<style[^>]*>[^<]*<\/style>)*/, '')).not.toContain('<style');
  });

  it('gathers the style elements beside the markup in one, in their order, after the leading preload links', () => {
    const markup =
      '<link rel="preload" as="image" href="/a.svg"/><style data-emotion="c-global g1" nonce="n">body{margin:0}</style>' +
      '<div><style data-emotion="c a1" nonce="n">.c-a1{color:red}</style><p class="c-a1">x</p>' +
      '<style data-emotion="c b2 b3" nonce="n">.c-b2{color:blue}.c-b3{}</style><p class="c-b2">y</p></div>';
    expect(gatherStyles(markup)).toBe(
      '<link rel="preload" as="image" href="/a.svg"/><style data-s="" data-emotion="c-global g1" nonce="n">body{margin:0}</style>' +
        '<style data-s="" data-emotion="c a1 b2 b3" nonce="n">.c-a1{color:red}.c-b2{color:blue}.c-b3{}</style>' +
        '<div><p class="c-a1">x</p><p class="c-b2">y</p></div>',
    );
    expect(gatherStyles('<main>hi</main>')).toBe('<main>hi</main>');
  });

  it('renders in the language and theme it is asked for (TY on demo; lucky starts in TY and light)', async () => {
    const demo = await render(input(loadConfig('demo'), { language: 'TY' }));
    expect(demo).toContain(`>${ty('header.login')}<`);
    expect(demo).not.toContain(`>${en('header.login')}<`);
    const lucky = loadConfig('lucky');
    expect(lucky.languages.default).toBe('TY');
    const html = await render(input(lucky));
    expect(html).toContain(`>${ty('header.login')}<`);
  });

  it('shows the loading state for what the page did not carry, as the browser would before its calls return', async () => {
    const config = loadConfig('demo');
    const html = await render({ ...input(config), firstData: { [firstDataKey('systemStatus')]: status } });
    expect(html).not.toContain('Welcome bonus 100%');
    expect(html).toContain(`>${en('header.login')}<`);
  });
});

describe('the first screen in the page', () => {
  const template = '<html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';
  const config = {
    languages: { default: 'EN' },
    themes: { default: 'dark', palettes: { light: { background: '#fff', text: 'red;}</style><script>x</script>' } } },
  };

  it('puts the markup in the root with what it assumed, and sets <html> to its language and theme', () => {
    const page = renderIndexHtml(template, {
      nonce: 'n1',
      config,
      configPath: '/config/0123456789abcdef.json',
      firstScreen: {
        html: '<main>hi</main>',
        css: '.k{display:flex}',
        assumptions: { path: '/m/home', language: 'TY', theme: 'light', devices: ['ios'] },
      },
    });
    expect(page).toContain('<html lang="fil" data-theme="light">');
    expect(page).toContain(
      '<div id="root" data-ssr="{&quot;path&quot;:&quot;/m/home&quot;,&quot;language&quot;:&quot;TY&quot;,&quot;theme&quot;:&quot;light&quot;,&quot;devices&quot;:[&quot;ios&quot;]}"><main>hi</main></div>',
    );
    // the theme's colours paint before any script; a value that could leave its declaration is dropped
    expect(page).toContain('<style nonce="n1">:root{color-scheme:light;--c-background:#fff}.k{display:flex}</style>');
    expect(page).not.toContain('<script>x');
  });

  it('leaves the root empty without a first screen', () => {
    const page = renderIndexHtml(template, { nonce: 'n1', config, configPath: '/config/0123456789abcdef.json' });
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('data-ssr');
  });

  it("moves the app's modulepreload links of a page with server markup into the entry's loader (no script download before its first paint), keeps them otherwise", () => {
    const preload =
      '<!--app-preload--><link rel="modulepreload" crossorigin href="/assets/app-x.js"><link rel="modulepreload" crossorigin href="/assets/client-y.js"><!--/app-preload-->';
    const entry = '<script type="module" crossorigin src="/assets/main-Ab_1.js"></script>';
    // Vite also writes its preload helper's link beside the entry, outside the block
    const helper = '<link rel="modulepreload" crossorigin href="/assets/client-y.js">';
    const withLinks = template.replace('</head>', `${entry}${helper}${preload}</head>`);
    const firstScreen = {
      html: '<main>hi</main>',
      css: '',
      assumptions: { path: '/m/home', language: 'EN', theme: 'dark' as const, devices: [] },
    };
    const page = renderIndexHtml(withLinks, { nonce: 'n1', config, configPath: '/config/0123456789abcdef.json', firstScreen });
    expect(page).not.toContain('<link rel="modulepreload"');
    const loader = /<script type="module" nonce="n1">([\s\S]*?)<\/script>/.exec(page)?.[1];
    // added when the loader imports the entry, so the app downloads while the entry loads React DOM
    expect(loader).toContain('["/assets/app-x.js","/assets/client-y.js"]');
    expect(loader).toContain("link.rel = 'modulepreload'");
    expect(renderIndexHtml(withLinks, { nonce: 'n1', config, configPath: '/config/0123456789abcdef.json' })).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-x.js">',
    );
  });

  it('loads the entry after the first paint through an inline script with the nonce on a page with server markup; at once otherwise', () => {
    const entry = '<script type="module" crossorigin src="/assets/main-Ab_1.js"></script>';
    const withEntry = template.replace('</head>', `${entry}</head>`);
    const firstScreen = {
      html: '<main>hi</main>',
      css: '',
      assumptions: { path: '/m/home', language: 'EN', theme: 'dark' as const, devices: [] },
    };
    const page = renderIndexHtml(withEntry, { nonce: 'n1', config, configPath: '/config/0123456789abcdef.json', firstScreen });
    expect(page).not.toContain(' src=');
    const loader = /<script type="module" nonce="n1">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(loader).toContain('import("/assets/main-Ab_1.js")');
    expect(loader).toContain("observe({ type: 'largest-contentful-paint', buffered: true })");
    expect(renderIndexHtml(withEntry, { nonce: 'n1', config, configPath: '/config/0123456789abcdef.json' })).toContain(entry);
  });
});

describe('the start state the server reads from a request', () => {
  const renderer = createFirstScreenRenderer({ distDir: '/nonexistent', log: () => undefined });
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  it('takes the hint cookies only when they name an offered language and theme; hostile values fall back to the defaults', () => {
    const config = loadConfig('demo');
    const chosen = renderer.startState(
      request({ cookie: 'wl_lang=TY; wl_theme=light', 'accept-language': 'en-US,en;q=0.9' }),
      config,
      '/m/home',
    );
    expect(chosen).toMatchObject({ language: 'TY', theme: 'light', signedIn: false, browserLanguage: 'en-US' });
    const hostile = renderer.startState(
      request({
        cookie: 'wl_lang=%3Cscript%3E; wl_theme=dark%22%3E%3Cx; wl_member=1',
        'accept-language': '"><script>alert(1)</script>',
        'user-agent': 'x'.repeat(5000),
      }),
      config,
      '/m/home',
    );
    expect(hostile).toMatchObject({ language: 'EN', theme: 'dark', signedIn: true, browserLanguage: undefined, devices: ['desktop'] });
  });

  it('the browser reads the same hints from document.cookie; malformed values and other cookies are no hint', () => {
    expect(readHintCookies('a=1; wl_theme=light;wl_lang=TY ; wl_member=1')).toEqual({ theme: 'light', language: 'TY' });
    expect(readHintCookies('wl_theme=%E0%A4%A; wl_lang')).toEqual({});
    expect(readHintCookies('')).toEqual({});
    // what the browser then does with the value is startupTheme/startupLanguage's check against the offered ones
    expect(readHintCookies('wl_theme=dark%22%3E%3Cx')).toEqual({ theme: 'dark"><x' });
  });

  it('the browser writes a hint only for a choice: a theme or language never chosen clears its cookie', () => {
    expect(hintCookieWrites({ member: true, remembered: true, theme: 'light' }, true)).toEqual([
      'wl_member=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'wl_theme=light; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'wl_lang=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
    expect(hintCookieWrites({ member: false, language: 'a b;c' }, false)).toEqual([
      'wl_member=; Max-Age=0; Path=/; SameSite=Lax',
      'wl_theme=; Max-Age=0; Path=/; SameSite=Lax',
      'wl_lang=a%20b%3Bc; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    // the member hint of a session that is not remembered ends with the browser, as its session cookie does
    expect(hintCookieWrites({ member: true }, false)[0]).toBe('wl_member=1; Path=/; SameSite=Lax');
  });

  it('renders nothing without an SSR build or for a member hint, and the page is sent without markup', async () => {
    const config = loadConfig('demo');
    const state = renderer.startState(request({}), config, '/m/home');
    expect(await renderer.render(request({}), { config, state, firstData: {}, nonce: 'n' })).toBeUndefined();
  });
});
