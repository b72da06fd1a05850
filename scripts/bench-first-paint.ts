/**
 * First paint against its ceiling (issue 11 part 1): for each tenant, Lighthouse (mobile preset)
 * on the real home and on a static snapshot of the same first screen, interleaved, median of
 * LIGHTHOUSE_RUNS (3; env LIGHTHOUSE_RUNS), then once more each on a warm cache (a repeat visit).
 *
 * The snapshot is the home's first screen as the server sends it, as Chromium rendered it at
 * Lighthouse's phone size with no script run: the same markup, the same CSS (emotion's rules read
 * from the CSS object model into one style sheet, the theme's custom properties included), the
 * same banner image, and no JavaScript. (Taken after the app had run, it caught whatever the app
 * had drawn by then: with the tiles' lazy images it loaded 13 more images than the home's first
 * paint does, and its LCP swung between 0.91 and 1.39 s from one run to the next.) It is written into the
 * build folder as bench-snapshot-<tenant>.html and .css, so the same server serves it with the
 * same headers (its CSP allows the linked style sheet, so inline style attributes, such as the
 * slider's offsets, become rules of that sheet), and removed afterwards.
 *
 * Themes: each tenant in each theme. Lighthouse starts from empty storage, so the theme is asked
 * for as a returning visitor's browser does, with the theme hint cookie (HINT_COOKIES in
 * engine/core/first-screen.ts), which both the server and the page's script read: each run gets
 * a fresh browser profile holding that cookie (Lighthouse's own storage reset is off for it, as
 * it would clear the cookie). The snapshot is taken with the same cookie. (Sent as an extra
 * request header instead, as until 2026-11-26, the cookie reached the server but not the script,
 * so in a theme other than the tenant's default the page was rendered afresh in the default
 * theme: no returning visitor's browser does that, and it cost the light rows some 30-50 ms TBT.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, type Recorder } from './bench-runner.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';
import { HINT_COOKIES } from '../engine/core/first-screen.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
/** Lighthouse runs per median, here and for bench.ts's home row. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's mobile preset screen (Moto G Power): the snapshot is taken at the same size. */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const TENANTS = ['demo', 'lucky'];
const THEMES = ['dark', 'light'];

export interface LighthouseResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** what the largest paint was (Lighthouse's node label), to tell a slow figure's cause */
  lcpElement?: string;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolveRun({ status, output });
    });
  });
}

/** How often a run that lost its trace's navigation start is made again. */
const NO_NAVSTART_RETRIES = 3;

/**
 * Lighthouse now and then loses the trace's navigation start (NO_NAVSTART, "Please run Lighthouse
 * again"), on a loaded machine several times in a row; such a run is made again, up to
 * NO_NAVSTART_RETRIES times.
 */
async function retryingNoNavstart(run: () => Promise<LighthouseResult>): Promise<LighthouseResult> {
  for (let retry = 0; ; retry++) {
    try {
      return await run();
    } catch (error) {
      if (retry >= NO_NAVSTART_RETRIES || !String((error as Error).message).includes('NO_NAVSTART')) throw error;
    }
  }
}

/**
 * One Lighthouse mobile run, in the browser profile `profile` when given (its cookies, and its
 * cache from the runs before: a repeat visit), else in an empty one.
 */
export function lighthouse(url: string, profile?: string): Promise<LighthouseResult> {
  return retryingNoNavstart(() => lighthouseOnce(url, profile));
}

/** A new browser profile holding `cookie` (name=value) for `url`, as a returning visitor's browser does. */
async function profileWithCookie(url: string, cookie: string): Promise<string> {
  const profile = mkdtempSync('/tmp/bench-lh-profile-');
  const [name, value] = cookie.split('=');
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // with an expiry, so the browser keeps it in the profile when it closes
    // for the whole site (Path=/), not the page's folder, which Playwright takes from a page address
    await context.addCookies([{ name, value, url: new URL(url).origin, expires: Math.floor(Date.now() / 1000) + 3600 }]);
  } finally {
    await context.close();
  }
  return profile;
}

/** One cold Lighthouse run in a fresh profile holding `cookie` (a new one for each attempt). */
function lighthouseWithCookie(url: string, cookie: string): Promise<LighthouseResult> {
  return retryingNoNavstart(async () => {
    const profile = await profileWithCookie(url, cookie);
    try {
      return await lighthouseOnce(url, profile);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

async function lighthouseOnce(url: string, profile?: string): Promise<LighthouseResult> {
  const cli = join(ROOT, 'node_modules/.bin/lighthouse');
  const outDir = mkdtempSync('/tmp/bench-lh-');
  const report = join(outDir, 'report.json');
  const flags = ['--headless=new', ...CHROMIUM_ARGS.filter((a) => a !== '--headless'), ...(profile ? [`--user-data-dir=${profile}`] : [])];
  try {
    const result = await run(
      cli,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        ...(profile ? ['--disable-storage-reset'] : []),
        `--chrome-flags=${flags.join(' ')}`,
      ],
      { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      180_000,
    );
    if (result.status !== 0 || !existsSync(report))
      throw new Error(`lighthouse failed: ${result.output.trim().split('\n').slice(-2).join(' | ')}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: { [id: string]: { numericValue?: number; details?: { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } } };
      runtimeError?: { code: string; message: string };
    };
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes the snapshot of `homeUrl` (in `theme`, when given; as the browser holding `cookies` gets
 * it, e.g. a member's session) as bench-snapshot-<name>.html and .css in distDir; its path.
 */
export async function writeSnapshot(
  homeUrl: string,
  distDir: string,
  name: string,
  theme?: string,
  cookies: { name: string; value: string; httpOnly?: boolean }[] = [],
): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: SCREEN.width, height: SCREEN.height },
      deviceScaleFactor: SCREEN.deviceScaleFactor,
    });
    const site = new URL(homeUrl).origin;
    if (theme) await context.addCookies([{ name: HINT_COOKIES.theme, value: theme, url: site }]);
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: site })));
    const page = await context.newPage();
    // The first screen as the server sends it: no script runs, so nothing the app draws later
    // (the tiles' lazy images, the slider's next slide) gets into the snapshot.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(homeUrl);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete),
    );
    const { html, css } = await page.evaluate(() => {
      const rules = [...document.styleSheets].map((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        } catch {
          return '';
        }
      });
      const root = document.documentElement;
      const copy = root.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script, link[rel="modulepreload"], style, meta[name="csp-nonce"]').forEach((node) => node.remove());
      // inline styles (the slider's offsets, the theme's custom properties) become rules of the sheet
      const inline: string[] = [];
      [copy, ...copy.querySelectorAll<HTMLElement>('[style]')].forEach((node, i) => {
        const style = node.getAttribute('style');
        if (!style) return;
        node.removeAttribute('style');
        node.setAttribute('data-snapshot-style', String(i));
        inline.push(`[data-snapshot-style="${i}"]{${style}}`);
      });
      return { html: `<!doctype html>${copy.outerHTML}`, css: `${rules.join('\n')}\n${inline.join('\n')}` };
    });
    writeFileSync(join(distDir, `bench-snapshot-${name}.css`), css);
    const withSheet = html.replace('</head>', `<link rel="stylesheet" href="/bench-snapshot-${name}.css"></head>`);
    writeFileSync(join(distDir, `bench-snapshot-${name}.html`), withSheet);
    return `/bench-snapshot-${name}.html`;
  } finally {
    await browser.close();
  }
}

export function medianResult(results: LighthouseResult[]): LighthouseResult {
  const lcp = median(results.map((r) => r.lcpMs));
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: lcp,
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    // the element of the run whose LCP is nearest the median
    lcpElement: [...results].sort((a, b) => Math.abs(a.lcpMs - lcp) - Math.abs(b.lcpMs - lcp))[0]?.lcpElement,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Records the first-paint rows for each tenant in each theme against the server at `url` serving `distDir`. */
export async function benchFirstPaint(url: string, distDir: string, record: Recorder): Promise<void> {
  for (const tenant of TENANTS) for (const theme of THEMES) await benchCase(url, distDir, record, tenant, theme);
}

/** One tenant in one theme: home against its snapshot, cold (median of LIGHTHOUSE_RUNS, interleaved) and on a warm cache. */
async function benchCase(url: string, distDir: string, record: Recorder, tenant: string, theme: string): Promise<void> {
  const query = tenant === 'demo' ? '' : `?tenant=${tenant}`;
  const home = `${url}/m/home${query}`;
  const cookie = `${HINT_COOKIES.theme}=${theme}`;
  const name = `${tenant}-${theme}`;
  const label = `${tenant} ${theme}`;
  const snapshot = `${url}${await writeSnapshot(home, distDir, name, theme)}${query}`;
  try {
    const homeRuns: LighthouseResult[] = [];
    const snapshotRuns: LighthouseResult[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      homeRuns.push(await lighthouseWithCookie(home, cookie));
      snapshotRuns.push(await lighthouseWithCookie(snapshot, cookie));
    }
    const h = medianResult(homeRuns);
    const s = medianResult(snapshotRuns);
    const note = `median of ${LIGHTHOUSE_RUNS}, interleaved, Lighthouse mobile`;
    record(`first paint ${label}: LCP home / static snapshot`, lcpRatio(h, s), note);
    record(`first paint ${label}: Lighthouse home / static snapshot`, `${h.score} / ${s.score}`, note);
    record(`first paint ${label}: TBT home`, `${h.tbtMs.toFixed(0)} ms`, "scales with the machine's load");
    record(`first paint ${label}: CLS home`, h.cls.toFixed(3));
    const hw = await repeatVisit(home, cookie);
    const sw = await repeatVisit(snapshot, cookie);
    record(`repeat visit ${label}: LCP home / static snapshot`, lcpRatio(hw, sw), `warm cache, Lighthouse ${hw.score} / ${sw.score}`);
  } finally {
    for (const ext of ['html', 'css']) rmSync(join(distDir, `bench-snapshot-${name}.${ext}`), { force: true });
  }
}

/** A repeat visit: one load to fill the cache (and install the service worker), then the measured one. */
async function repeatVisit(target: string, cookie: string): Promise<LighthouseResult> {
  const profile = await profileWithCookie(target, cookie);
  try {
    await lighthouse(target, profile);
    return await lighthouse(target, profile);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const lcpRatio = (home: LighthouseResult, snapshot: LighthouseResult) =>
  `${seconds(home.lcpMs)} / ${seconds(snapshot.lcpMs)} = ${(home.lcpMs / snapshot.lcpMs).toFixed(2)}`;
