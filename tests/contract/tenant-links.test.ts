/**
 * Every link demo and lucky configure on the site's own origin answers 200 with its own content
 * (issue 8 item 15): the app downloads are placeholder files with the registered content types,
 * lucky's TASK link is the demo task page (not a second copy of the site), and no link falls
 * through to the site's index.html. The task page runs under the site's CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ContractServer, startContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface Link {
  resourceType: string;
  url: string;
}

async function linksOf(tenant: string): Promise<Link[]> {
  const config = await call(server, '/api/tenant', { headers: { 'x-tenant': tenant } });
  expect(config.status).toBe(200);
  return config.json.value.downloadLinks as Link[];
}

/** What each kind of link must answer with. */
const EXPECTED: Record<string, { type: string; text: RegExp; attachment?: boolean }> = {
  Android: { type: 'application/vnd.android.package-archive', text: /placeholder, not an app/, attachment: true },
  IOS: { type: 'application/x-apple-aspen-config', text: /placeholder, not a configuration profile/, attachment: true },
  TASK: { type: 'text/html; charset=utf-8', text: /<h1>(Tasks|Mga gawain)<\/h1>/ },
};

describe('configured links', () => {
  it.each(['demo', 'lucky'])('every download link of %s on the site answers 200 with its own content', async (tenant) => {
    const links = await linksOf(tenant);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.url.startsWith('/'), `${link.resourceType} ${link.url} is on the site`).toBe(true);
      const expected = EXPECTED[link.resourceType];
      expect(expected, `a check for ${link.resourceType}`).toBeDefined();
      const answer = await call(server, link.url, { headers: { 'x-tenant': tenant } });
      expect(answer.status, link.url).toBe(200);
      // The site's own page (index.html with the app root) would be a second copy of the site.
      expect(answer.text.includes('<div id="root">'), `${link.url} is the site itself`).toBe(false);
      expect(answer.headers['content-type'], link.url).toBe(expected.type);
      expect(answer.text, link.url).toMatch(expected.text);
      if (expected.attachment)
        expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="demo-play\.(apk|mobileconfig)"$/);
    }
  });

  it('demo offers the Android and iOS downloads and no blog link; lucky has the TASK link', async () => {
    expect((await linksOf('demo')).map((l) => l.resourceType).sort()).toEqual(['Android', 'IOS']);
    expect((await linksOf('lucky')).map((l) => l.resourceType)).toEqual(['TASK']);
  });

  it('an unknown download is 404, not the site', async () => {
    const answer = await call(server, '/downloads/other.apk');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('<div id="root">');
  });
});

describe('the demo task page', () => {
  it('is rendered in the asked language and theme, with external script and style only', async () => {
    const en = await call(server, '/demo-game/task.html?token=&lang=EN&theme=dark', { headers: { 'x-tenant': 'lucky' } });
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('<body class="theme-dark">');
    expect(en.text).toContain('<h2 id="checkin-title">Daily check-in</h2>');
    const ty = await call(server, '/demo-game/task.html?token=t&lang=TY&theme=light', { headers: { 'x-tenant': 'lucky' } });
    expect(ty.status).toBe(200);
    expect(ty.text).toContain('<html lang="fil">');
    expect(ty.text).toContain('<body class="theme-light">');
    expect(ty.text).toContain('<h1>Mga gawain</h1>');
    expect(ty.text).toContain('<meta name="tenant" content="lucky">');
    expect(ty.text).toContain('<script src="/demo-game/task.js" defer></script>');
    expect(ty.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(ty.text).not.toMatch(/\sstyle=|<style/);
    expect(String(ty.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await call(server, '/demo-game/task.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('uses only what it knows of the query: an unknown language or theme is EN and dark', async () => {
    const page = await call(server, '/demo-game/task.html?lang=%3Cscript%3E&theme=%22x');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<body class="theme-dark">');
    expect(page.text).not.toContain('<script>');
  });
});
