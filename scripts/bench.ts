/**
 * `npm run bench`: prints sizes and timings; asserts nothing (CI enforces the size budget only).
 *
 *   - initial JavaScript of the home route, KB gzip (fresh vite build unless --no-build)
 *   - validation time of all tenants, via loadTenant (server/tenants/load.ts)
 *   - server cold start on a fresh data dir, and warm restart on that same dir
 *   - navigation to home rendered in headless Chromium, median of 5 fresh browser contexts
 *   - Lighthouse mobile performance score, LCP, TBT and CLS for home (lighthouse CLI, Debian Chromium;
 *     median of LIGHTHOUSE_RUNS, 3 unless set)
 *   - first paint against a static snapshot of the same screen, cold and warm, per tenant (scripts/bench-first-paint.ts)
 *   - a signed-in member's home against a guest's and against its own static snapshot, and the member centre (scripts/bench-member-paint.ts)
 *   - money (scripts/bench-money.ts); what responsible-gaming limits cost a bet and a transfer (scripts/bench-limits.ts); agent team figures and search, 10,000 downlines and 1,000,000 bets (scripts/bench-agents.ts)
 *   - the studio's preview update time: an edit to four phone frames painted (scripts/bench-studio.ts)
 *   - a load run: 200 members arriving over 30 s, each signing in and playing for 60 s, on each engine (scripts/bench-load.ts)
 *   - one publish for every server: from a publish on server A to server B serving it, on PostgreSQL (scripts/bench-publish.ts)
 *
 * The final table puts each figure beside its goal. `npm run bench -- --only money,load` runs some
 * parts: size, validate, start, navigation, lighthouse, first-paint, member-paint, money, limits, list, agents, studio, load, publish.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, startBenchServer, type Figures } from './bench-runner.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';
import { checkSizeBudget, checkStudioBudget } from './size-budget.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
// DIST_DIR (as for vite build) lets a bench build beside other people's builds without overwriting them.
const DIST = resolve(process.env.DIST_DIR ?? join(ROOT, 'dist'));
const TENANTS = join(ROOT, 'tenants');
const NAVIGATION_RUNS = 5;

interface Row {
  measure: string;
  value: string;
  goal: string;
  note?: string;
}

const rows: Row[] = [];

/** The goal of each figure (issue 11 and the issues before it), by the start of its measure's name. */
const GOALS: [RegExp, string][] = [
  [/^home route initial JS/, '≤ 109 KB (CI budget)'],
  [/^studio entry initial JS/, '≤ 140 KB (CI budget)'],
  [/^studio preview update/, '≤ 300 ms'],
  [/^publish on A to B serving it/, '≤ 1,000 ms'],
  [/^validate all tenants/, '< 1 s'],
  [/^server warm restart/, '< 1 s'],
  [/^Lighthouse performance/, '≥ 98'],
  [/^Lighthouse TBT|^first paint .*: TBT/, '≤ 50 ms'],
  [/^Lighthouse CLS|^first paint .*: CLS/, '0'],
  [/^first paint .*: LCP/, 'ratio ≤ 1.10'],
  [/^first paint .*: Lighthouse/, '≥ 98 and ≥ snapshot'],
  [/^repeat visit/, 'ratio ≤ 1.10'],
  [/^member home: LCP member \/ guest/, '≤ 1.25 (issue 26)'],
  [/^member home: LCP member \/ static snapshot/, '≤ 1.0 (issue 26)'],
  [/^wallet read p99/, '< 20 ms'],
  [/^ledger transfers\/s.*PGlite/, '≥ 400/s'],
  [/^ledger transfers \/ pgbench/, '≥ 0.50'],
  [/^ledger .* cost of limits/, '≤ 10% (issue 29)'],
  [/^long list: tile elements/, '≤ 30'],
  [/^long list: JS heap/, 'flat'],
  [/^agent /, 'p95 < 200 ms (PGlite)'],
  [/^load: .* p50\/p99.*PostgreSQL/, 'p99 < 100 ms'],
  [/^load: error rate/, '0 5xx'],
  [/^load: money invariants/, '0'],
];

function goalOf(measure: string): string {
  return GOALS.find(([pattern]) => pattern.test(measure))?.[1] ?? '';
}

function record(measure: string, value: string, note?: string) {
  rows.push({ measure, value, goal: goalOf(measure), note });
  console.log(`[bench] ${measure}: ${value}${note ? ` (${note})` : ''}`);
}

function failed(measure: string, error: unknown) {
  const e = error as { code?: string; message?: string };
  record(measure, 'n/a', `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`.split('\n')[0].slice(0, 160));
}

function build() {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'scripts/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw Object.assign(new Error(`vite build failed (exit ${result.status})`), { code: 'E_BUILD' });
}

function benchSize() {
  const report = checkSizeBudget(DIST);
  record(
    'home route initial JS',
    `${(report.gzipBytes / 1024).toFixed(2)} KB gzip`,
    `${report.initial.length} chunks, budget ${report.budgetBytes / 1024} KB`,
  );
  const studio = checkStudioBudget(DIST);
  record(
    'studio entry initial JS',
    `${(studio.gzipBytes / 1024).toFixed(2)} KB gzip`,
    `${studio.initial.length} chunks, its own budget ${studio.budgetBytes / 1024} KB (member pages never load it)`,
  );
}

async function benchValidation() {
  const { loadTenant } = await import('../server/tenants/load.ts');
  const tenants = readdirSync(TENANTS).filter(
    (name) => !name.startsWith('_') && !name.startsWith('.') && statSync(join(TENANTS, name)).isDirectory(),
  );
  const t0 = performance.now();
  const invalid = tenants.filter((tenant) => !loadTenant(TENANTS, tenant).ok);
  const ms = performance.now() - t0;
  const outcome = invalid.length ? `, invalid: ${invalid.join(', ')}` : ', all valid';
  record('validate all tenants', `${ms.toFixed(0)} ms`, `${tenants.length} tenants (${tenants.join(', ')}) via loadTenant${outcome}`);
}

/**
 * The money figures (scripts/bench-money.ts) from a process of their own, whose server runs as a
 * server does: alone in its process. Run in this one after the sections before it, the
 * PostgreSQL wallet read's p99 was 33-45 ms against 15-20 ms on its own (the same code, minutes
 * apart): the server's thread then also collected the garbage the harness had made.
 */
function benchMoneyApart(): Record<string, string> {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench-money.ts', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`scripts/bench-money.ts exited with ${result.status ?? result.signal}`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as Record<string, string>;
}

type Server = { url: string; close(): Promise<void> };

async function startServer(dataDir: string): Promise<{ server: Server; ms: number }> {
  const t0 = performance.now();
  // as `npm start` runs it: its log on stderr, and the settlements on their default schedule
  const server = await startBenchServer({ dataDir, distDir: DIST, settleEveryMs: undefined, log: undefined });
  return { server, ms: performance.now() - t0 };
}

async function benchServerStarts(dataDir: string): Promise<Server> {
  const cold = await startServer(dataDir);
  record('server cold start', `${cold.ms.toFixed(0)} ms`, 'fresh PGlite data dir: migrations and seed');
  await cold.server.close();
  const warm = await startServer(dataDir);
  record('server warm restart', `${warm.ms.toFixed(0)} ms`, 'existing data dir');
  return warm.server;
}

async function benchNavigation(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    let scriptGzipBytes = 0;
    let scriptCount = 0;
    for (let run = 0; run < NAVIGATION_RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      if (run === 0) {
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          // A worker that has ended (the Intl warm-up closes itself) takes its response body
          // with it: that file is fetched again to be counted.
          bodies.push(response.body().catch(() => context.request.get(response.url()).then((again) => again.body())));
        });
      }
      const t0 = performance.now();
      await page.goto(`${url}/m/home`);
      // Home is rendered when the operator's logo shows in the home header.
      await page.getByRole('img', { name: 'Demo Play', exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
      times.push(performance.now() - t0);
      if (run === 0) {
        await page.waitForLoadState('networkidle');
        const scripts = await Promise.all(bodies);
        scriptCount = scripts.length;
        scriptGzipBytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      }
      await context.close();
    }
    record(
      'JS loaded by home in the browser',
      `${(scriptGzipBytes / 1024).toFixed(2)} KB gzip`,
      `${scriptCount} scripts incl. lazy node chunks, until network idle`,
    );
    record(
      'navigation to home rendered',
      `${median(times).toFixed(0)} ms`,
      `median of ${NAVIGATION_RUNS}, 390x844, fresh context each (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
  } finally {
    await browser.close();
  }
}

/** Rows of the long-list measure: a category of 5,000 games scrolled to its end. */
const LONG_LIST_GAMES = 5000;
/** Enough scroll steps for 5,000 games at 30 a page, one page a second at most (SPEC 9). */
const LONG_LIST_MAX_STEPS = 260;

async function benchLongList() {
  const dataDir = mkdtempSync('/tmp/bench-long-');
  const previous = process.env.SEED_BIG_CATEGORY;
  process.env.SEED_BIG_CATEGORY = String(LONG_LIST_GAMES);
  let server: Server | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    server = (await startServer(dataDir)).server;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return usedSize / 1024 / 1024;
    };
    let pageNum = 0;
    let totalPages = 1;
    page.on('response', async (response) => {
      if (!response.url().includes('/api/games/list')) return;
      const body = (await response.json().catch(() => null)) as { value?: { pageNum: number; totalPages: number } } | null;
      if (body?.value) ({ pageNum, totalPages } = body.value);
    });
    await page.goto(`${server.url.replace(/\/$/, '')}/m/rng`);
    await page.locator('[data-game-tile]').first().waitFor({ timeout: 20_000 });
    const heapBefore = await heapMb();
    let maxTiles = 0;
    const t0 = performance.now();
    for (let step = 0; step < LONG_LIST_MAX_STEPS && pageNum < totalPages; step++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(1100);
      maxTiles = Math.max(maxTiles, await page.locator('[data-game-tile]').count());
    }
    const seconds = (performance.now() - t0) / 1000;
    const heapAfter = await heapMb();
    const tilesAtEnd = await page.locator('[data-game-tile]').count();
    record(
      'long list: pages loaded',
      `${pageNum} of ${totalPages}`,
      `${LONG_LIST_GAMES} RNG games, scrolled to the end in ${seconds.toFixed(0)} s`,
    );
    record('long list: tile elements in the DOM', `${tilesAtEnd}`, `at the end; at most ${maxTiles} at any step (windowed grid)`);
    record(
      'long list: JS heap',
      `${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)} MB`,
      'after the first page, after the last (GC forced)',
    );
    await context.close();
  } finally {
    await browser.close();
    await server?.close();
    if (previous === undefined) delete process.env.SEED_BIG_CATEGORY;
    else process.env.SEED_BIG_CATEGORY = previous;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Home's Lighthouse figures: the median of LIGHTHOUSE_RUNS cold runs (one run's TBT swings several-fold on a shared machine). */
async function benchLighthouse(url: string) {
  if (!existsSync(join(ROOT, 'node_modules/.bin/lighthouse'))) {
    record('Lighthouse performance', 'n/a', 'lighthouse is not installed (npm install)');
    return;
  }
  const { LIGHTHOUSE_RUNS, lighthouse, medianResult } = await import('./bench-first-paint.ts');
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouse(`${url}/m/home`));
  const result = medianResult(runs);
  const how = `median of ${runs.length}`;
  record('Lighthouse performance (mobile)', String(Math.round(result.score)), `simulated throttling, default mobile profile, ${how}`);
  record('Lighthouse LCP (mobile)', `${(result.lcpMs / 1000).toFixed(2)} s`, how);
  record(
    'Lighthouse TBT (mobile)',
    `${result.tbtMs.toFixed(0)} ms`,
    `${how} (${runs.map((r) => r.tbtMs.toFixed(0)).join(', ')}); scales with the machine's load: other work on the CPU inflates it`,
  );
  record('Lighthouse CLS (mobile)', result.cls.toFixed(3), how);
}

const PARTS = [
  'size',
  'validate',
  'start',
  'navigation',
  'lighthouse',
  'first-paint',
  'member-paint',
  'money',
  'limits',
  'list',
  'agents',
  'studio',
  'publish',
  'load',
];

/** The parts `--only a,b` selects (all when absent); a name that is not a part stops the bench. */
function selectedParts(): (part: string) => boolean {
  const index = process.argv.indexOf('--only');
  if (index < 0) return () => true;
  const parts = new Set((process.argv[index + 1] ?? '').split(',').filter(Boolean));
  const unknown = [...parts].filter((name) => !PARTS.includes(name));
  if (unknown.length || parts.size === 0) {
    console.error(`E_BENCH: --only takes a comma-separated list of: ${PARTS.join(', ')} (not: ${unknown.join(', ') || 'nothing'})`);
    process.exit(2);
  }
  return (part) => parts.has(part);
}

const want = selectedParts();

/**
 * Runs one part when it is selected: the figures it returns become rows, and a failure becomes
 * one row under `measure` with the error, so the parts after it still run.
 */
async function part(name: string, measure: string, run: () => Promise<Figures | void> | Figures | void): Promise<void> {
  if (!want(name)) return;
  try {
    for (const [row, value] of Object.entries((await run()) ?? {})) record(row, value);
  } catch (error) {
    failed(measure, error);
  }
}

async function main() {
  const noBuild = process.argv.includes('--no-build');
  record('machine', `${availableParallelism()} cores`, `Node ${process.version}; figures scale with the cores and with other load`);
  try {
    if (!noBuild || !existsSync(join(DIST, 'index.html'))) build();
    if (want('size')) benchSize();
  } catch (error) {
    failed('home route initial JS', error);
  }
  await part('validate', 'validate all tenants', benchValidation);
  if (['start', 'navigation', 'lighthouse', 'first-paint', 'member-paint'].some(want)) {
    const dataDir = mkdtempSync('/tmp/bench-data-');
    let server: Server | undefined;
    try {
      server = await benchServerStarts(dataDir);
    } catch (error) {
      failed('server start', error);
    }
    if (server) {
      const url = server.url.replace(/\/$/, '');
      await part('navigation', 'navigation to home rendered', () => benchNavigation(url));
      await part('lighthouse', 'Lighthouse performance', () => benchLighthouse(url));
      await part('first-paint', 'first paint', async () => (await import('./bench-first-paint.ts')).benchFirstPaint(url, DIST, record));
      await part('member-paint', 'member home', async () => (await import('./bench-member-paint.ts')).benchMemberPaint(url, DIST, record));
      await server.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  await part('money', 'money', benchMoneyApart);
  await part('limits', 'limits', async () => (await import('./bench-limits.ts')).benchLimits());
  await part('list', 'long list', benchLongList);
  await part('agents', 'agent team', async () => (await import('./bench-agents.ts')).benchAgents());
  await part('studio', 'studio preview update', async () => (await import('./bench-studio.ts')).benchStudio(DIST));
  await part('publish', 'publish on A to B serving it', async () => (await import('./bench-publish.ts')).benchPublish());
  await part('load', 'load', async () => (await import('./bench-load.ts')).benchLoad());

  const width = Math.max(...rows.map((r) => r.measure.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  const goalWidth = Math.max(4, ...rows.map((r) => r.goal.length));
  console.log('\n' + 'measure'.padEnd(width) + '  ' + 'value'.padStart(valueWidth) + '  ' + 'goal'.padEnd(goalWidth) + '  note');
  console.log('-'.repeat(width + valueWidth + goalWidth + 10));
  for (const r of rows)
    console.log(`${r.measure.padEnd(width)}  ${r.value.padStart(valueWidth)}  ${r.goal.padEnd(goalWidth)}  ${r.note ?? ''}`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`E_BENCH: ${error.message}`);
    process.exit(1);
  },
);
