import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../engine/config/merge';
import { baseConfig as mergedBase } from './base-config';
import { schemaCatalog } from '../../../server/generated/validators';
import { lintConfig } from '../../../server/tenants/lint';
import { loadTenant } from '../../../server/tenants/load';
import type { ConfigError } from '../../../server/tenants/types';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const catalog = schemaCatalog();

/** The merged config of _base with the given allow-lists. */
function baseConfig(security = { allowedOrigins: ['https://t.example'], trustedOrigins: ['https://games.example'] }): JsonObject {
  return mergedBase({ security });
}

/** The URL issues of a config as "pointer code". */
function urlIssues(config: JsonObject): string[] {
  return lintConfig(config, catalog)
    .filter((i) => i.code.startsWith('E_URL_'))
    .map((i) => `${i.pointer} ${i.code}`);
}

const openUrl = (url: string, query?: Record<string, string>) => ({ action: 'openUrl', url, ...(query ? { query } : {}) });
const menuItem = (id: string, action: JsonObject) => ({ id, label: 'menu.blog', icon: 'book', action });

describe('lintUrls through lintConfig: every address field of the config', () => {
  it('finds nothing in the base config, which holds site paths only', () => {
    expect(urlIssues(baseConfig({ allowedOrigins: [], trustedOrigins: [] }))).toEqual([]);
  });

  it('judges openUrl actions in menus and nested if/then/else, url and query values', () => {
    const config = baseConfig();
    (config.menus as { sideExtras: JsonObject[] }).sideExtras = [
      menuItem('a', openUrl('javascript:alert(1)')),
      menuItem('b', openUrl('https://evil.example/steal?t={token}')),
      menuItem('c', openUrl('https://t.example/page', { t: '{token}', lang: '{language}' })),
      menuItem('d', openUrl('https://games.example/play', { token: '{token}' })),
      menuItem('e', { action: 'if', when: { flag: 'CBS3' }, then: openUrl('/m/home'), else: openUrl('  DaTa:text/html,x') }),
      menuItem('f', openUrl('/vip/index.html', { t: '{token}' })),
      menuItem('g', openUrl('http://t.example/page')),
      menuItem('h', openUrl('https://other.example/page', { t: '{token}' })),
    ];
    expect(urlIssues(config)).toEqual([
      '/menus/sideExtras/0/action/url E_URL_SCHEME',
      '/menus/sideExtras/1/action/url E_URL_TOKEN',
      '/menus/sideExtras/2/action/query/t E_URL_TOKEN',
      '/menus/sideExtras/4/action/else/url E_URL_SCHEME',
      '/menus/sideExtras/5/action/query/t E_URL_TOKEN',
      '/menus/sideExtras/6/action/url E_URL_SCHEME',
      '/menus/sideExtras/7/action/url E_URL_ORIGIN',
      '/menus/sideExtras/7/action/query/t E_URL_TOKEN',
    ]);
  });

  it('judges download, social and customer service links, leaving blank ones to the existing rules', () => {
    const config = baseConfig();
    config.downloadLinks = [
      { resourceType: 'Android', url: ' ' },
      { resourceType: 'IOS', url: 'https://t.example/app.mobileconfig' },
      { resourceType: 'BLOG', url: 'vbscript:msgbox(1)' },
      { resourceType: 'TASK', url: 'https://t.example/task' },
      { resourceType: 'LINE', url: 'blob:https://t.example/1' },
    ];
    config.social = { youtube: 'https://evil.example/x', facebook: 'https://t.example/page', line: 'FILE:///etc/passwd' };
    config.customerService = { url: '/\\evil.example', telegram: '', affiliateService: 'mailto:boss@t.example' };
    expect(urlIssues(config)).toEqual([
      '/downloadLinks/2/url E_URL_SCHEME',
      '/downloadLinks/3/url E_URL_TOKEN',
      '/downloadLinks/4/url E_URL_SCHEME',
      '/social/youtube E_URL_ORIGIN',
      '/social/line E_URL_SCHEME',
      '/customerService/url E_URL_INVALID',
      '/customerService/affiliateService E_URL_SCHEME',
    ]);
  });

  it('says why a TASK link needs a trusted origin: the task frame sends the session', () => {
    const config = baseConfig();
    config.downloadLinks = [{ resourceType: 'TASK', url: 'https://t.example/task' }];
    expect(lintConfig(config, catalog)).toEqual([
      {
        pointer: '/downloadLinks/0/url',
        code: 'E_URL_TOKEN',
        message:
          "the engine sends the member's session to this address, and https://t.example is not in security.trustedOrigins: use a site path, or ask a platform admin to trust the origin",
      },
    ]);
  });

  it('judges logos, image CDNs (the schema keeps the https rule), image nodes, the speed test and site-path-only fields', () => {
    const config = baseConfig();
    config.brand = { ...(config.brand as JsonObject), logo: 'https://evil.example/logo.svg' };
    config.settings = {
      ...(config.settings as JsonObject),
      vipPath: '//evil.example/vip',
      imageCDNs: ['https://t.example/', 'https://img.evil.example', 'http://img.example'],
    };
    (config.api as { routes: Record<string, JsonObject> }).routes.login.path = '//evil.example/api/login';
    (config.screens as JsonObject).home = {
      nodes: [
        { type: 'image', src: 'data:image/png;base64,AAAA', alt: 'menu.blog' },
        { type: 'stack', children: [{ type: 'image', src: 'https://t.example/a.png', alt: 'menu.blog' }] },
        { type: 'loginFooter', speedTest: { url: 'https://speed.example/test' } },
        { type: 'lottoFrame', src: '//evil.example/lottery.html', closeTo: '/m/game' },
      ],
    };
    expect(urlIssues(config)).toEqual([
      '/brand/logo E_URL_ORIGIN',
      '/settings/vipPath E_URL_INVALID',
      '/settings/imageCDNs/1 E_URL_ORIGIN',
      '/api/routes/login/path E_URL_INVALID',
      '/screens/home/nodes/0/src E_URL_SCHEME',
      '/screens/home/nodes/2/speedTest/url E_URL_ORIGIN',
      '/screens/home/nodes/3/src E_URL_INVALID',
    ]);
  });

  it('SPEC 2.164: a speed-test link is https on an allowed origin or a site path; http, script and data schemes, other origins and the session are refused', () => {
    const config = baseConfig();
    const speedTest = (url: string) => ({ type: 'loginFooter', speedTest: { url } });
    (config.screens as JsonObject).auth = {
      nodes: [
        speedTest('https://t.example/speed'),
        speedTest('/speed-test'),
        speedTest('http://t.example/speed'),
        speedTest('javascript:alert(1)'),
        speedTest(' JavaScript:alert(1)'),
        speedTest('data:text/html,<script>alert(1)</script>'),
        speedTest('https://speed.evil.example/'),
        speedTest('//speed.evil.example/'),
        speedTest('https://t.example/speed?t={token}'),
      ],
    };
    expect(urlIssues(config)).toEqual([
      '/screens/auth/nodes/2/speedTest/url E_URL_SCHEME',
      '/screens/auth/nodes/3/speedTest/url E_URL_SCHEME',
      '/screens/auth/nodes/4/speedTest/url E_URL_SCHEME',
      '/screens/auth/nodes/5/speedTest/url E_URL_SCHEME',
      '/screens/auth/nodes/6/speedTest/url E_URL_ORIGIN',
      '/screens/auth/nodes/7/speedTest/url E_URL_INVALID',
      '/screens/auth/nodes/8/speedTest/url E_URL_TOKEN',
    ]);
  });

  it('names the origin and security.allowedOrigins, and a trusted origin counts as allowed', () => {
    const config = baseConfig({ allowedOrigins: [], trustedOrigins: ['https://games.example'] });
    config.social = { youtube: 'https://youtube.example/channel', twitter: 'https://games.example/news' };
    expect(lintConfig(config, catalog)).toEqual([
      {
        pointer: '/social/youtube',
        code: 'E_URL_ORIGIN',
        message:
          'https://youtube.example is not in security.allowedOrigins: link to an allowed origin or a site path, or ask a platform admin to allow it',
      },
    ]);
  });
});

/** One fixture per URL error: the exact error validate and the server's loader report. */
const fixtures: { fixture: string; error: ConfigError }[] = [
  {
    fixture: 'url-javascript-action',
    error: {
      file: 'tests/fixtures/tenants/url-javascript-action/tenant.json',
      line: 5,
      column: 102,
      pointer: '/menus/sideExtras/0/action/url',
      code: 'E_URL_SCHEME',
      message:
        'javascript: addresses are refused everywhere (they run code or carry content no one checked): use a site path such as /m/home or an https:// address',
    },
  },
  {
    fixture: 'url-foreign-origin',
    error: {
      file: 'tests/fixtures/tenants/url-foreign-origin/tenant.json',
      line: 6,
      column: 17,
      pointer: '/social/facebook',
      code: 'E_URL_ORIGIN',
      message:
        'https://evil.example is not in security.allowedOrigins: link to an allowed origin or a site path, or ask a platform admin to allow it',
    },
  },
  {
    // issue 25's attack: a bottom tab sending the session token to another site
    fixture: 'url-token-untrusted',
    error: {
      file: 'tests/fixtures/tenants/url-token-untrusted/tenant.json',
      line: 5,
      column: 68,
      pointer: '/menus/bottom/0/action/url',
      code: 'E_URL_TOKEN',
      message:
        "{token} (the member's session) may only go to an origin of security.trustedOrigins, and https://evil.example is not one: remove {token}, or ask a platform admin to trust the origin",
    },
  },
  {
    fixture: 'url-data-logo',
    error: {
      file: 'tests/fixtures/tenants/url-data-logo/tenant.json',
      line: 4,
      column: 59,
      pointer: '/brand/logo/light',
      code: 'E_URL_SCHEME',
      message:
        'data: addresses are refused everywhere (they run code or carry content no one checked): use a site path such as /m/home or an https:// address',
    },
  },
  {
    fixture: 'url-not-a-site-path',
    error: {
      file: 'tests/fixtures/tenants/url-not-a-site-path/tenant.json',
      line: 4,
      column: 12,
      pointer: '/customerService/url',
      code: 'E_URL_INVALID',
      message:
        '"//evil.example/help" is not a site path: a site path has one / at the start and no // or \\ before its query (a browser reads them as another site); for another site write https://host/path',
    },
  },
];

describe('URL fixtures: the loader (server, studio check) reports each at its file, line and column', () => {
  it.each(fixtures)('$fixture', ({ fixture, error }) => {
    const result = loadTenant(`${ROOT}tests/fixtures/tenants`, fixture, { baseDir: `${ROOT}tenants/_base`, rootDir: ROOT });
    expect(result.ok ? [] : result.errors).toEqual([error]);
  });
});

describe('npm run validate on the URL fixtures', () => {
  it('prints each error as file:line:column  pointer  message [code] and exits 1', () => {
    const names = fixtures.map((f) => f.fixture);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--dir', 'tests/fixtures/tenants', ...names], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      ...fixtures.map(({ error: e }) => `${e.file}:${e.line}:${e.column}  ${e.pointer}  ${e.message} [${e.code}]`),
      expect.stringMatching(/^5 tenants checked \(.*\), 5 errors in .* \(\d+ ms\)$/),
      '',
    ]);
  });
});
