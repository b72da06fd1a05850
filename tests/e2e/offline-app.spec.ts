/**
 * Issue 11, installable and offline-capable: the per-tenant manifest, the service worker
 * (server/static/service-worker.ts) that lets home load with the server gone and picks up a
 * tenant edit and a new deploy on the next load, and the installed app's own behaviour
 * (standalone display mode: no app-download button, registerMethod PWA, the OTHERS device header).
 *
 * The offline journey runs against a server of its own (stopped halfway), with service workers
 * allowed; every other spec blocks them (scripts/playwright.config.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startTestServer } from '../support/server.ts';
import { ADULT_BIRTH_DATE, bottomMenu, expect, hostUrl, t, test, waitForScreen, control } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** Resolves once the service worker has installed and controls the page. */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

async function manifestOf(page: Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  return page.evaluate(async (url) => (await fetch(url)).json() as Promise<Manifest>, href!);
}

test('each tenant links its own valid manifest: names, standalone display, start URL, colours and icons that load', async ({ page }) => {
  const seen: Manifest[] = [];
  for (const tenant of ['demo', 'lucky']) {
    await page.goto(hostUrl(tenant, '/m/home'));
    await waitForScreen(page, tenant === 'lucky' ? 'TY' : 'EN');
    const manifest = await manifestOf(page);
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/m/home');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const loaded = await page.evaluate(async (src) => {
        const response = await fetch(src);
        return { ok: response.ok, type: response.headers.get('content-type') ?? '' };
      }, icon.src);
      expect(loaded.ok, icon.src).toBe(true);
      expect(loaded.type).toContain(icon.type.split('+')[0]);
    }
    // PNGs of 192 and 512 for systems that take no SVG, each its stated size; the iOS home screen's icon is one
    for (const size of [192, 512]) {
      const png = manifest.icons.find((icon) => icon.type === 'image/png' && icon.sizes === `${size}x${size}`);
      expect(png, `${tenant}: a ${size} PNG icon`).toBeTruthy();
      const natural = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, png!.src);
      expect(natural).toEqual([size, size]);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(touchIcon).toMatch(/\.png$/);
    seen.push(manifest);
  }
  expect(seen[0].name).not.toBe(seen[1].name);
});

test('after one visit home loads with the server gone; a tenant edit and a new deploy are picked up on the next load while it runs', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startTestServer();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  let page = await context.newPage();
  const banner = () => page.getByRole('img', { name: 'Welcome bonus 100%', exact: true }).first();
  const shellCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('shell-')));
  const versionOfWorker = async () =>
    /const VERSION = "([0-9a-f]+)"/.exec(await (await page.request.get(`${server.url}/sw.js`)).text())![1];
  let stopped = false;
  try {
    await test.step('first visit: the worker installs and keeps the shell', async () => {
      await page.goto(`${server.url}/m/home`);
      await waitForScreen(page);
      await untilControlled(page);
      expect(await shellCaches()).toEqual([`shell-${await versionOfWorker()}`]);
      // a load through the worker keeps the page and its images
      await page.reload();
      await waitForScreen(page);
      await expect(banner()).toBeVisible();
    });

    await test.step('a tenant edit shows on the next load (pages come from the network first)', async () => {
      const file = join(server.tenantsDir, 'demo', 'tenant.json');
      const config = JSON.parse(readFileSync(file, 'utf8')) as { brand: { name: string } };
      config.brand.name = 'Demo Play Edited';
      writeFileSync(file, JSON.stringify(config, null, 2));
      await expect
        .poll(
          async () =>
            ((await (await page.request.get(`${server.url}/api/tenant`)).json()) as { value: { brand: { name: string } } }).value.brand
              .name,
        )
        .toBe('Demo Play Edited');
      await page.reload();
      await waitForScreen(page);
      await expect(page.getByRole('img', { name: 'Demo Play Edited', exact: true }).first()).toBeVisible();
    });

    await test.step('a new deploy installs a new worker, which drops the old version’s cache', async () => {
      const before = await versionOfWorker();
      const index = join(server.distDir, 'index.html');
      writeFileSync(index, readFileSync(index, 'utf8').replace('</body>', '<!-- deploy 2 --></body>'));
      const after = await versionOfWorker();
      expect(after).not.toBe(before);
      // the next load installs the new worker beside the old one
      await page.reload();
      await waitForScreen(page);
      await expect.poll(shellCaches, { timeout: 15_000 }).toContain(`shell-${after}`);
      // it takes over at once when the old one is idle, and at the latest on the next visit
      // (once no open page uses the old one), dropping the old version's cache
      await page.close();
      page = await context.newPage();
      await page.goto(`${server.url}/m/home`);
      await waitForScreen(page);
      await expect.poll(shellCaches, { timeout: 15_000 }).toEqual([`shell-${after}`]);
      await expect(banner()).toBeVisible();
    });

    await test.step('with the server stopped, home loads from the cache with its banner image', async () => {
      await server.close();
      stopped = true;
      await page.reload();
      await waitForScreen(page);
      await expect(banner()).toBeVisible();
      await expect.poll(() => banner().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('img', { name: 'Demo Play Edited', exact: true }).first()).toBeVisible();
    });

    await test.step('offline, a page never visited opens in the shell with SPEC’s network message', async () => {
      await context.setOffline(true);
      await page.goto(`${server.url}/m/activity`);
      await expect(page.getByText(t('EN', 'error.offline'))).toBeVisible();
      await expect(page.getByText(t('EN', 'error.network')).first()).toBeVisible();
      await expect(page.getByRole('navigation').last()).toBeVisible();
    });
  } finally {
    await context.close();
    if (!stopped) await server.close();
  }
});

test('two tenants on one origin: offline, each load shows the kept page of the tenant it is for, never the other one', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const server = await startTestServer();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const brand = (name: string) => page.getByRole('img', { name, exact: true }).first();
  let stopped = false;
  try {
    await page.goto(`${server.url}/m/home`);
    await waitForScreen(page);
    await untilControlled(page);
    // through the worker now: lucky's home, then demo's again (the tenant cookie follows)
    for (const [tenant, name] of [
      ['lucky', 'Lucky Star'],
      ['demo', 'Demo Play'],
    ]) {
      await page.goto(`${server.url}/m/home?tenant=${tenant}`);
      await waitForScreen(page, tenant === 'lucky' ? 'TY' : 'EN');
      await expect(brand(name)).toBeVisible();
    }
    await server.close();
    stopped = true;

    // a page never kept, named for lucky: lucky's shell (in its TY) with SPEC's network message,
    // not demo's (the last page loaded)
    await page.goto(`${server.url}/m/activity?tenant=lucky`);
    await waitForScreen(page, 'TY');
    await expect(bottomMenu(page, 'TY')).toBeVisible();
    await expect(page.getByText(t('TY', 'error.network')).first()).toBeVisible();
    await expect(bottomMenu(page, 'EN')).toHaveCount(0);
    // no tenant named: the one of the last page loaded, as the server's cookie says
    await page.goto(`${server.url}/m/home`);
    await waitForScreen(page);
    await expect(brand('Demo Play')).toBeVisible();
    await expect(brand('Lucky Star')).toHaveCount(0);
  } finally {
    await context.close();
    if (!stopped) await server.close();
  }
});

test('as an installed app (standalone display): no app-download button, registration says PWA, calls carry the OTHERS device header', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = real(query);
      if (query.includes('display-mode: standalone')) Object.defineProperty(list, 'matches', { value: true });
      return list;
    };
  });
  const devices: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      void request.allHeaders().then(
        (headers) => devices.push(headers['x-device']),
        () => undefined, // a call still open when the test ends has no headers to read
      );
  });
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect(control(page, t('EN', 'header.download'))).toHaveCount(0);

  // lucky registers by username with no captcha
  await page.goto(hostUrl('lucky', '/m/register'));
  await waitForScreen(page, 'TY');
  const username = `pwa${Date.now().toString(36)}`.slice(0, 16);
  await page.getByLabel(t('TY', 'register.field.username'), { exact: true }).fill(username);
  await page.getByLabel(t('TY', 'register.field.password'), { exact: true }).fill('secret12');
  await page.getByLabel(t('TY', 'register.field.confirmPassword'), { exact: true }).fill('secret12');
  await page.getByLabel(t('TY', 'register.field.paymentPassword'), { exact: true }).fill('654321');
  await page.getByLabel(t('TY', 'register.field.birthDate'), { exact: true }).fill(ADULT_BIRTH_DATE);
  const registered = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/member/register');
  await page.getByRole('button', { name: t('TY', 'register.submit'), exact: true }).click();
  const request = await registered;
  expect((request.postDataJSON() as { method: string }).method).toBe('PWA');
  expect((await request.allHeaders())['x-device']).toBe('OTHERS');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(devices.length).toBeGreaterThan(2);
  expect(devices.every((device) => device === 'OTHERS')).toBe(true);
});

test('in a browser tab the download button shows, and calls carry no device header', async ({ page }) => {
  const devices: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      void request.allHeaders().then(
        (headers) => devices.push(headers['x-device']),
        () => undefined, // a call still open when the test ends has no headers to read
      );
  });
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect(control(page, t('EN', 'header.download'))).toBeVisible();
  // the home's first calls may come a moment after it shows (its first data came with the page)
  await expect.poll(() => devices.length).toBeGreaterThan(0);
  expect(devices.every((device) => device === undefined)).toBe(true);
});
