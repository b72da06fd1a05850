/**
 * Tenant resolution, systemStatus, security headers, the index.html injection, static files,
 * tenant assets, compression and the API's 404/405 envelopes.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageFileList } from '../../engine/i18n/catalogues.ts';
import { call, callRaw, expectError, expectOk, FIXTURE_BUNDLE, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
const OTHER_HOST = 'contract.test';

beforeAll(async () => {
  server = await startContractServer({
    tenants: {
      'status-maintenance': { tenant: { version: 1, hosts: ['maintenance.test'], operations: { maintenance: true } } },
      'status-restricted': { tenant: { version: 1, hosts: ['restricted.test'], operations: { restrictedCountries: ['XX', 'YY'] } } },
      'status-both': { tenant: { version: 1, hosts: ['both.test'], operations: { maintenance: true, restrictedCountries: ['XX'] } } },
      escaping: {
        tenant: { version: 1, hosts: ['escaping.test'] },
        messages: {
          EN: {
            'footer.licence': '</script><script>alert(1)</script><!-- & done',
            'status.error.title': '</script><script>alert(2)</script>',
          },
        },
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const tenantOf = async (path: string, options: Parameters<typeof call>[2] = {}) =>
  expectOk(await call(server, path, options), 'page-config').id;

describe('tenant resolution', () => {
  it('X-Tenant first, then ?tenant=, then the cookie, then Host, else demo', async () => {
    expect(await tenantOf('/api/tenant', { host: 'lucky.localhost', headers: { 'x-tenant': 'demo' } })).toBe('demo');
    expect(await tenantOf('/api/tenant?tenant=demo', { host: 'lucky.localhost:3000' })).toBe('demo');
    expect(await tenantOf('/api/tenant', { host: 'lucky.localhost:3000' })).toBe('lucky');
    expect(await tenantOf('/api/tenant', { host: 'lucky.localhost:3000', headers: { cookie: 'tenant=demo' } })).toBe('demo');
    expect(await tenantOf('/api/tenant?tenant=lucky', { host: OTHER_HOST, headers: { cookie: 'tenant=demo' } })).toBe('lucky');
    expect(await tenantOf('/api/tenant', { host: OTHER_HOST, headers: { cookie: 'a=1; tenant=lucky' } })).toBe('lucky');
    expect(await tenantOf('/api/tenant', { host: OTHER_HOST })).toBe('demo');
  });

  it('skips values that name no tenant', async () => {
    expect(await tenantOf('/api/tenant', { host: 'lucky.localhost', headers: { 'x-tenant': 'nope' } })).toBe('lucky');
    expect(await tenantOf('/api/tenant?tenant=nope', { host: OTHER_HOST, headers: { cookie: 'tenant=lucky' } })).toBe('lucky');
    expect(await tenantOf('/api/tenant', { host: OTHER_HOST, headers: { 'x-tenant': '_base' } })).toBe('demo');
  });

  it('serves the merged config: lucky overrides demo defaults and carries screens and messages', async () => {
    const lucky = expectOk(await call(server, '/api/tenant', { headers: { 'x-tenant': 'lucky' } }), 'page-config');
    expect(lucky).toMatchObject({ id: 'lucky', brand: { name: 'Lucky Star' }, languages: { default: 'TY' }, themes: { default: 'light' } });
    expect(Object.keys(lucky.screens)).toContain('home');
    expect(Object.keys(lucky.messages).sort()).toEqual(['EN', 'TY']);
  });

  it('400 for a malformed ?tenant= value', async () => {
    expect(expectError(await call(server, '/api/tenant?tenant=../etc'), 400, 'E_BAD_REQUEST')).toBe('query.tenant: has an invalid format');
  });
});

describe('systemStatus', () => {
  const status = (host: string, country?: string) =>
    call(server, '/api/system/status', {
      host,
      headers: country ? { 'x-country-code': country, 'x-forwarded-for': '203.0.113.7' } : { 'x-forwarded-for': '203.0.113.7' },
    });

  it('0 with the caller location', async () => {
    expect(expectOk(await status(OTHER_HOST, 'ph'), 'api/systemStatus.response')).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '203.0.113.7', countryCode: 'PH' },
    });
    expect(expectOk(await status(OTHER_HOST), 'api/systemStatus.response').location.countryCode).toBe('');
  });

  it('1 in maintenance, 2 when only the country is restricted, 1 when both apply', async () => {
    expect(expectOk(await status('maintenance.test'), 'api/systemStatus.response')).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: false,
    });
    expect(expectOk(await status('restricted.test', 'YY'), 'api/systemStatus.response')).toMatchObject({
      status: 2,
      maintenance: false,
      regionRestriction: true,
    });
    expect(expectOk(await status('restricted.test', 'PH'), 'api/systemStatus.response')).toMatchObject({
      status: 0,
      regionRestriction: false,
    });
    expect(expectOk(await status('both.test', 'XX'), 'api/systemStatus.response')).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
    });
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>, path: string) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    if (path.startsWith('/api/')) {
      // an API answer runs nothing: no inline script or style at all
      expect(csp, path).toContain("script-src 'self'; style-src 'self';");
      expect(csp, path).not.toContain('nonce-');
    } else {
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp, path).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    }
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  };

  it('are on HTML, API successes, API errors, assets and 404s', async () => {
    for (const path of [
      '/m/home',
      '/api/system/status',
      '/api/wallet',
      '/api/nope',
      '/assets/logo-engine.svg',
      `/${FIXTURE_BUNDLE}`,
      '/missing.png',
    ]) {
      const result = await call(server, path);
      expectSecurityHeaders(result.headers, path);
    }
  });

  it('use a new nonce per response', async () => {
    const a = await call(server, '/m/home');
    const b = await call(server, '/m/home');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });
});

const messageFilesIn = (html: string) => {
  const match = /<script id="message-files" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'message-files script').not.toBeNull();
  return JSON.parse(match![1]) as MessageFileList;
};

/** The config file a page names (its `#tenant-config` element), as the server answers the request `options`. */
const configIn = async (html: string, options: Parameters<typeof call>[2] = {}) => {
  const match = /<script id="tenant-config" type="application\/json" data-src="(\/config\/[0-9a-f]{16}\.json)"><\/script>/.exec(html);
  expect(match, 'tenant-config script naming the config file').not.toBeNull();
  const file = await call(server, match![1], options);
  expect(file.status).toBe(200);
  return { path: match![1], raw: file.text, config: JSON.parse(file.text), headers: file.headers };
};

describe('index.html', () => {
  it('answers every site route with the tenant config and the CSP nonce injected', async () => {
    for (const path of ['/', '/m', '/m/home', '/m/index.html', '/m/register.html', '/no/such/page']) {
      const result = await call(server, path);
      expect(result.status, path).toBe(200);
      expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(result.headers['cache-control']).toBe('no-cache');
      expect(result.text).not.toContain('<!--app-head-->');
      expect((await configIn(result.text)).config.id).toBe('demo');
      const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(result.text)![1];
      expect(result.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
  });

  it("leaves the server's parts of the config out of the page and GET /api/tenant: hosts, payment rules, loyalty rules", async () => {
    const page = await configIn((await call(server, '/m/home')).text);
    const api = (await call(server, '/api/tenant')).json.value as Record<string, unknown>;
    for (const config of [page.config as Record<string, unknown>, api]) {
      expect(config.brand).toBeDefined();
      for (const key of ['hosts', 'payments', 'loyalty']) expect(config, key).not.toHaveProperty(key);
    }
    // the cash desk's second-approver threshold is nowhere in what a member's browser gets
    expect(page.raw).not.toContain('secondApproverAbove');
  });

  it('sets <html lang data-theme> from the tenant defaults', async () => {
    expect((await call(server, '/m/home')).text).toContain('<html lang="en" data-theme="dark">');
    expect((await call(server, '/m/home', { host: 'lucky.localhost' })).text).toContain('<html lang="fil" data-theme="light">');
  });

  it("escapes < inside the page's JSON so no text can close the script", async () => {
    const html = (await call(server, '/m/home', { host: 'escaping.test' })).text;
    const { config } = await configIn(html, { host: 'escaping.test' });
    const list = /<script id="message-files" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(list).not.toContain('<');
    expect(list).toContain('\\u003c/script>');
    expect(messageFilesIn(html).errorPage['status.error.title']).toEqual([{ type: 0, value: '</script><script>alert(2)</script>' }]);
    // the page carries no catalogue; the message file holds it compiled (server/static/compiled-messages.ts)
    expect(config.messages).toEqual({});
    const file = await call(server, messageFilesIn(html).files.EN, { host: 'escaping.test' });
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(file.text)['footer.licence']).toEqual([{ type: 0, value: '</script><script>alert(1)</script><!-- & done' }]);
    // the config, the message files, the first screen's data and the bundle: no script from the message text
    expect(html.match(/<script/g)).toHaveLength(4);
  });

  it("names the tenant's message file of each language and the start language", async () => {
    const demo = messageFilesIn((await call(server, '/m/home')).text);
    expect(Object.keys(demo.files).sort()).toEqual(['EN', 'TY']);
    expect(demo.start).toBe('EN');
    expect(demo.errorPage).toEqual({
      'status.error.title': [{ type: 0, value: 'Service error' }],
      'status.error.body': [{ type: 0, value: 'The service could not be reached. Please try again.' }],
      'app.retry': [{ type: 0, value: 'Try again' }],
    });
    const lucky = messageFilesIn((await call(server, '/m/home', { host: 'lucky.localhost' })).text);
    expect(lucky.start).toBe('TY');
    expect(lucky.errorPage['app.retry']).toEqual([{ type: 0, value: 'Subukang muli' }]);
  });

  it('remembers a tenant chosen by ?tenant= in a cookie', async () => {
    const chosen = await call(server, '/m/home?tenant=lucky', { host: OTHER_HOST });
    expect((await configIn(chosen.text, { host: OTHER_HOST, headers: { cookie: 'tenant=lucky' } })).config.id).toBe('lucky');
    expect(chosen.headers['set-cookie']).toEqual(['tenant=lucky; Path=/; SameSite=Lax']);
    expect((await call(server, '/m/home', { host: 'lucky.localhost' })).headers['set-cookie']).toBeUndefined();
  });

  it('refuses other methods on site routes', async () => {
    const result = await call(server, '/m/home', { method: 'POST', body: {} });
    expect(result.status).toBe(405);
    expect(result.headers.allow).toBe('GET, HEAD');
  });
});

describe('static files and tenant assets', () => {
  it('serves hashed bundles with a year of cache and compresses them', async () => {
    const gz = await callRaw(server, `/${FIXTURE_BUNDLE}`, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gunzipSync(gz.body).toString()).toContain('export const fixture');
    const br = await callRaw(server, `/${FIXTURE_BUNDLE}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('export const fixture');
    const plain = await callRaw(server, `/${FIXTURE_BUNDLE}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(gz.body.length);
  });

  it('compresses API JSON and HTML too', async () => {
    const config = await callRaw(server, '/api/tenant', { 'accept-encoding': 'gzip' });
    expect(config.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(config.body).toString()).value.id).toBe('demo');
    const html = await callRaw(server, '/m/home', { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.headers.vary).toContain('Accept-Encoding');
  });

  it('answers If-None-Match with 304', async () => {
    const first = await call(server, '/assets/logo-engine.svg');
    const again = await call(server, '/assets/logo-engine.svg', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('serves the config file a page names: the current name for a year with an ETag, an older name the current config revalidated, others 404', async () => {
    const html = (await call(server, '/m/home')).text;
    const { path, config } = await configIn(html);
    // the page carries no config of its own, and no catalogue
    expect(html).not.toContain('"routes":');
    expect(config.messages).toEqual({});
    const current = await callRaw(server, path, { 'accept-encoding': 'br' });
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(current.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(current.body).toString())).toEqual(config);
    expect((await call(server, path, { headers: { 'if-none-match': String(current.headers.etag) } })).status).toBe(304);
    // a page loaded before a tenant edit names the file of then: it gets today's config, not kept
    const older = await call(server, '/config/0123456789abcdef.json');
    expect(older.status).toBe(200);
    expect(older.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(older.text)).toEqual(config);
    // each tenant its own file, served to that tenant's host for a year, to another tenant's host revalidated
    const lucky = await configIn((await call(server, '/m/home', { host: 'lucky.localhost' })).text, { host: 'lucky.localhost' });
    expect(lucky.path).not.toBe(path);
    expect(lucky.config.id).toBe('lucky');
    expect(lucky.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const elsewhere = await call(server, lucky.path);
    expect(elsewhere.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(elsewhere.text).id).toBe('demo');
    for (const bad of [
      '/config/0123456789abcdef.js',
      '/config/0123456789ABCDEF.json',
      '/config/0123456789abcdef.json/more',
      '/config/',
      '/config/%000123456789abcdef.json',
      `/config/${'a'.repeat(5000)}.json`,
      '/config/..%2F..%2Fpackage.json',
    ]) {
      const result = await call(server, bad);
      expect(result.status, bad).toBe(404);
      expect(result.text, bad).toMatch(/^E_NOT_FOUND/);
    }
  });

  it('serves message files: the current name for a year with an ETag, an older name the current messages revalidated, others 404', async () => {
    const { files } = messageFilesIn((await call(server, '/m/home')).text);
    const current = await callRaw(server, files.TY, { 'accept-encoding': 'br' });
    expect(current.status).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers['content-encoding']).toBe('br');
    const catalogue = JSON.parse(brotliDecompressSync(current.body).toString());
    expect(catalogue['app.retry']).toEqual([{ type: 0, value: 'Subukang muli' }]);
    expect((await call(server, files.TY, { headers: { 'if-none-match': String(current.headers.etag) } })).status).toBe(304);
    // a page loaded before a tenant edit names the file of then: it gets today's messages, not kept
    const older = await call(server, '/i18n/TY.0123456789abcdef.json');
    expect(older.status).toBe(200);
    expect(older.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(older.text)).toEqual(catalogue);
    // each tenant its own: a tenant with other messages names another file, and a host serves its own tenant's
    const escaping = messageFilesIn((await call(server, '/m/home', { host: 'escaping.test' })).text);
    expect(escaping.files.EN).not.toBe(files.EN);
    expect((await call(server, escaping.files.EN, { host: 'escaping.test' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const elsewhere = await call(server, escaping.files.EN);
    expect(elsewhere.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(elsewhere.text)['footer.licence']).not.toEqual(
      JSON.parse((await call(server, escaping.files.EN, { host: 'escaping.test' })).text)['footer.licence'],
    );
    for (const path of [
      '/i18n/XX.0123456789abcdef.json',
      '/i18n/EN.json',
      '/i18n/EN.0123456789abcdef.json/more',
      '/i18n/',
      '/i18n/%00EN.0123456789abcdef.json',
      `/i18n/${'E'.repeat(5000)}.0123456789abcdef.json`,
      '/i18n/..%2F..%2Fpackage.json',
    ]) {
      const result = await call(server, path);
      expect(result.status, path).toBe(404);
      expect(result.text, path).toMatch(/^E_NOT_FOUND/);
    }
  });

  it("serves each tenant's logo, falling back to _base", async () => {
    const lucky = await call(server, '/assets/logo-lucky.svg', { host: 'lucky.localhost' });
    expect(lucky.status).toBe(200);
    expect(lucky.text).toContain('<title id="t">Lucky Star</title>');
    expect((await call(server, '/assets/logo-lucky.svg', { host: OTHER_HOST })).status).toBe(404);
    expect((await call(server, '/assets/logo-demo.svg')).text).toContain('Demo Play');
    const base = await call(server, '/assets/logo-engine.svg', { host: 'lucky.localhost' });
    expect(base.status).toBe(200);
    expect(base.headers['content-type']).toBe('image/svg+xml');
  });

  it('404 for missing files and paths that try to leave their folder', async () => {
    for (const path of [
      '/assets/nope.svg',
      '/missing.js',
      '/assets/..%2f..%2fdemo%2ftenant.json',
      '/assets/%2e%2e/%2e%2e/_base/tenant.json',
      '/.vite/manifest.json',
    ]) {
      const result = await call(server, path);
      expect(result.status, path).toBe(404);
      expect(result.text).not.toContain('"version"');
    }
  });
});

describe('API routing', () => {
  it('404 E_NOT_FOUND envelope for an unknown API path', async () => {
    expect(expectError(await call(server, '/api/does/not/exist'), 404, 'E_NOT_FOUND')).toContain('/api/does/not/exist');
    expectError(await call(server, '/api'), 404, 'E_NOT_FOUND');
  });

  it('405 E_METHOD with Allow for a known path and the wrong method', async () => {
    const result = await call(server, '/api/wallet', { method: 'POST', body: {} });
    expectError(result, 405, 'E_METHOD');
    expect(result.headers.allow).toBe('GET');
  });

  it('API responses are not cacheable', async () => {
    expect((await call(server, '/api/system/status')).headers['cache-control']).toBe('no-store');
  });
});

describe('web app manifest (issue 11)', () => {
  it('is per tenant: name, short name, icon, colours of the default theme, standalone from home', async () => {
    const demo = await call(server, '/manifest.webmanifest');
    expect(demo.status).toBe(200);
    expect(demo.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(demo.text)).toMatchObject({
      name: 'Demo Play',
      short_name: 'Demo Play',
      start_url: '/m/home',
      scope: '/',
      display: 'standalone',
      icons: [
        { src: '/assets/app-icon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/assets/app-icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/assets/app-icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    const lucky = JSON.parse((await call(server, '/manifest.webmanifest', { host: 'lucky.localhost' })).text) as Record<string, unknown>;
    expect(lucky).toMatchObject({ name: 'Lucky Star', lang: 'fil' });
    expect(lucky.theme_color).not.toBe(JSON.parse(demo.text).theme_color);
    // the icons it names are served, lucky's own and not demo's
    expect((await call(server, '/assets/app-icon.svg', { host: 'lucky.localhost' })).status).toBe(200);
    const png = (host?: string) => call(server, '/assets/app-icon-192.png', host ? { host } : {});
    const [demoPng, luckyPng] = [await png(), await png('lucky.localhost')];
    expect([demoPng.status, luckyPng.status]).toEqual([200, 200]);
    expect(luckyPng.headers['content-type']).toBe('image/png');
    expect(luckyPng.text).not.toBe(demoPng.text);
  });

  it('is linked from every page with the favicon and the theme colour', async () => {
    const html = (await call(server, '/m/home')).text;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="icon" href="/assets/app-icon.svg">');
    // iOS takes no SVG for the home screen
    expect(html).toContain('<link rel="apple-touch-icon" href="/assets/app-icon-192.png">');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-fA-F]{6}">/);
  });

  it("gives a page the theme colour of the theme it is painted in, as the browser's applyTheme does", async () => {
    for (const [host, theme] of [
      ['localhost', 'dark'],
      ['lucky.localhost', 'light'],
    ]) {
      const html = (await call(server, '/m/home', { host })).text;
      expect(html).toContain(`data-theme="${theme}"`);
      const { config } = await configIn(html, { host });
      const surface = config.themes.palettes[theme].surface as string;
      expect(surface).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(html, theme).toContain(`<meta name="theme-color" content="${surface}">`);
    }
  });
});
