/**
 * npm run icons [<tenant id> ...]: renders each tenant's SVG app icon (brand.appIcon, from its own
 * assets/) to the PNGs of brand.appIconPng, 192x192 and 512x512, with the site's own Chromium, for
 * the systems that take no SVG (the iOS home screen, older Android launchers). With no id, every
 * tenant folder with an SVG app icon of its own, and _base. A tenant whose appIconPng names other
 * files than the ones written is told what to put in its tenant.json.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TENANTS = resolve(REPO_ROOT, 'tenants');
const SIZES = [192, 512] as const;

interface Brand {
  appIcon?: string;
  appIconPng?: Record<string, string>;
}

function brandOf(id: string): Brand {
  const own = (JSON.parse(readFileSync(join(TENANTS, id, 'tenant.json'), 'utf8')) as { brand?: Brand }).brand ?? {};
  const base = (JSON.parse(readFileSync(join(TENANTS, '_base', 'tenant.json'), 'utf8')) as { brand?: Brand }).brand ?? {};
  return { appIcon: own.appIcon ?? base.appIcon, appIconPng: own.appIconPng ?? base.appIconPng };
}

/** The PNG's site address for a size: the one appIconPng names, else beside the SVG. */
const pngFor = (brand: Brand, svg: string, size: number) => brand.appIconPng?.[String(size)] ?? svg.replace(/\.svg$/, `-${size}.png`);

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const ids = asked.length
    ? asked
    : readdirSync(TENANTS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(TENANTS, entry.name, 'tenant.json')))
        .map((entry) => entry.name);
  ensureChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    const page = await browser.newPage();
    for (const id of ids) {
      const brand = brandOf(id);
      const svg = brand.appIcon;
      const file = svg && join(TENANTS, id, 'assets', svg.replace(/^\/assets\//, ''));
      if (!svg?.endsWith('.svg') || !file || !existsSync(file)) {
        if (asked.length) {
          console.error(`${id}: no SVG app icon of its own (brand.appIcon ${svg ?? 'unset'}); nothing to render`);
          failed = true;
        }
        continue;
      }
      const data = `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
      for (const size of SIZES) {
        await page.setViewportSize({ width: size, height: size });
        await page.setContent(
          `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style><img src="${data}" alt="">`,
        );
        await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
        const target = pngFor(brand, svg, size);
        const out = join(TENANTS, id, 'assets', target.replace(/^\/assets\//, ''));
        writeFileSync(out, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
        console.log(`wrote ${relative(REPO_ROOT, out)}`);
      }
      if (!brand.appIconPng) {
        const names = Object.fromEntries(SIZES.map((size) => [String(size), pngFor(brand, svg, size)]));
        console.log(`${id}: add "appIconPng": ${JSON.stringify(names)} to brand in tenants/${id}/tenant.json`);
      }
    }
  } finally {
    await browser.close();
  }
  if (failed) process.exitCode = 1;
}

await main();
