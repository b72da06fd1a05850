/**
 * `npm test`: every layer of tests, in order, stopping at the first failure.
 *
 *   chromium  ensure Debian Chromium is installed (apt-get when missing)
 *   types     tsc --noEmit (type-level tests included)
 *   drift     npm run gen:types -- --check (generated types match the schemas)
 *   validate  npm run validate (every tenant: JSON Schema + cross-reference lint)
 *   unit      vitest run --config scripts/vitest.config.ts (unit + contract, embedded database)
 *   postgres  the contract tests again with DATABASE_URL on a throwaway PostgreSQL
 *   build     vite build --config scripts/vite.config.ts
 *   size      the home route's initial JavaScript against its gzip budget
 *   prod      a clean clone, npm ci --omit=dev, npm start: / and /api/tenant answer (scripts/prod-check.ts)
 *   e2e       playwright test --config scripts/playwright.config.ts (Chromium, 390x844)
 *
 * Options: `--only a,b` runs just those steps, `--skip a,b` leaves those out.
 * The last line printed is `N passed, M failed` (tests counted from vitest's and
 * playwright's JSON reports; a failed step that is not a test runner counts as one failure).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.ts';
import { startTempPostgres, type TempPostgres } from './postgres.ts';
import { prodCheck } from './prod-check.ts';
import { checkSizeBudget, checkStudioBudget } from './size-budget.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
/** JSON reports of this run, parsed for the counts and removed at exit (runs in one checkout never share them). */
const RESULTS = mkdtempSync(join(tmpdir(), 'npm-test-'));
process.on('exit', () => rmSync(RESULTS, { recursive: true, force: true }));
const BIN = join(ROOT, 'node_modules', '.bin');
/** Where the contract tests live: the PostgreSQL step runs only these. */
export const CONTRACT_TESTS = 'tests/contract';
/**
 * Per-step ceiling so a hung process cannot eat the CI budget (90 minutes): the ceiling is for a
 * hang, not for a slow machine. e2e took 24.9 minutes on CI on 2026-11-26 and 27 to 30 with 416
 * tests a day later; with 470 it nears 40 on a loaded machine. 50 leaves the other steps (about
 * 15 minutes together) inside CI's 90.
 */
const STEP_TIMEOUT_MS = 50 * 60 * 1000;
/**
 * knip (knip.json) finds exported values and types that no file imports: dead code, or an export
 * that should be local (issue 28). Duplicate exports are not checked: HANDLERS_BY_NAME is
 * HANDLERS' widened type on purpose.
 */
const KNIP_ARGS = ['--include', 'exports,types', '--no-progress'];

interface Counts {
  passed: number;
  failed: number;
}

interface StepResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  note?: string;
  counts?: Counts;
}

class StepFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly counts?: Counts,
  ) {
    super(message);
  }
}

interface Step {
  name: string;
  title: string;
  run(): Promise<Counts | string | void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      detached: true,
    });
    const timer = setTimeout(() => {
      console.error(`\n[test] ${command} ${args.join(' ')} exceeded ${STEP_TIMEOUT_MS / 60000} minutes; stopping it`);
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, STEP_TIMEOUT_MS);
    const forward = (signal: NodeJS.Signals) => {
      if (child.pid) process.kill(-child.pid, signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new StepFailure('E_SPAWN', `could not start ${command}: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

function bin(name: string): string {
  return join(BIN, name);
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** Passed and failed test counts from vitest's JSON reporter output. */
export function vitestCounts(report: unknown): Counts | undefined {
  const r = report as { numPassedTests?: number; numFailedTests?: number } | undefined;
  if (!r || typeof r.numPassedTests !== 'number') return undefined;
  return { passed: r.numPassedTests, failed: r.numFailedTests ?? 0 };
}

/** Passed and failed test counts from playwright's JSON reporter output (flaky counts as failed: retries are 0). */
export function playwrightCounts(report: unknown): Counts | undefined {
  const r = report as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
  if (!r?.stats || typeof r.stats.expected !== 'number') return undefined;
  return { passed: r.stats.expected, failed: (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0) };
}

function packageScripts(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts ?? {};
}

async function vitest(reportName: string, extraArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<Counts> {
  const report = join(RESULTS, reportName);
  rmSync(report, { force: true });
  const code = await run(
    bin('vitest'),
    ['run', '--config', 'scripts/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    env,
  );
  const counts = vitestCounts(readJson(report));
  if (code !== 0) {
    throw new StepFailure('E_TESTS_FAILED', `vitest exited with code ${code}`, counts ?? { passed: 0, failed: 1 });
  }
  if (!counts) throw new StepFailure('E_NO_REPORT', `vitest wrote no JSON report to ${report}`);
  if (counts.passed === 0) throw new StepFailure('E_NO_TESTS', 'vitest ran no test');
  return counts;
}

const steps: Step[] = [
  {
    name: 'chromium',
    title: 'Debian Chromium present',
    async run() {
      try {
        ensureChromium((line) => console.log(line));
      } catch (error) {
        const e = error as { code?: string; message: string };
        throw new StepFailure(e.code ?? 'E_CHROMIUM', e.message);
      }
    },
  },
  {
    name: 'types',
    title: 'tsc --noEmit',
    async run() {
      const code = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
      if (code !== 0) throw new StepFailure('E_TYPES', `tsc found type errors (exit ${code})`);
    },
  },
  {
    name: 'lint',
    title: 'eslint (zero warnings), knip (no dead exports) and prettier --check',
    async run() {
      const lint = await run(bin('eslint'), ['.', '--max-warnings', '0']);
      if (lint !== 0) throw new StepFailure('E_LINT', `eslint found problems (exit ${lint}): run \`npm run lint:full\``);
      const dead = await run(bin('knip'), KNIP_ARGS);
      if (dead !== 0)
        throw new StepFailure('E_DEAD_EXPORTS', `exports that nothing imports (exit ${dead}): drop the export, or the code (knip.json)`);
      const format = await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
      if (format !== 0) throw new StepFailure('E_FORMAT', `files are not formatted (exit ${format}): run \`npm run format\``);
    },
  },
  {
    name: 'drift',
    title: 'generated types drift check',
    async run() {
      if (!packageScripts()['gen:types']) return 'no gen:types script';
      const code = await run('npm', ['run', '--silent', 'gen:types', '--', '--check']);
      if (code !== 0)
        throw new StepFailure('E_DRIFT', 'generated types differ from the schemas: run `npm run gen:types` and commit the result');
    },
  },
  {
    name: 'validate',
    title: 'npm run validate',
    async run() {
      const code = await run('npm', ['run', '--silent', 'validate']);
      if (code !== 0) throw new StepFailure('E_INVALID_TENANT', `tenant validation failed (exit ${code})`);
    },
  },
  {
    name: 'unit',
    title: 'vitest: unit + contract (embedded database)',
    run: () => vitest('vitest.json', []),
  },
  {
    name: 'postgres',
    title: 'vitest: contract tests on PostgreSQL',
    async run() {
      if (!existsSync(join(ROOT, CONTRACT_TESTS))) {
        throw new StepFailure('E_NO_CONTRACT_TESTS', `no contract tests found in ${CONTRACT_TESTS}/`);
      }
      let pg: TempPostgres | null;
      try {
        pg = await startTempPostgres((line) => console.log(line));
      } catch (error) {
        const e = error as { code?: string; message: string };
        throw new StepFailure(e.code ?? 'E_POSTGRES', `could not start PostgreSQL: ${e.message}`);
      }
      if (!pg) {
        if (process.env.CI === 'true') {
          console.log(
            '!!!!!!!! WARNING: CI=true but PostgreSQL binaries are missing: the contract tests did NOT run on PostgreSQL !!!!!!!!',
          );
        }
        return 'PostgreSQL not installed; skipped';
      }
      const stop = () => pg.stop();
      process.once('exit', stop);
      try {
        return await vitest('vitest-postgres.json', [CONTRACT_TESTS], { DATABASE_URL: pg.url });
      } finally {
        process.off('exit', stop);
        stop();
      }
    },
  },
  {
    name: 'build',
    title: 'vite build',
    async run() {
      const code = await run(bin('vite'), ['build', '--config', 'scripts/vite.config.ts']);
      if (code !== 0) throw new StepFailure('E_BUILD', `vite build failed (exit ${code})`);
    },
  },
  {
    name: 'size',
    title: 'home route and studio size budgets',
    async run() {
      try {
        const report = checkSizeBudget(join(ROOT, 'dist'));
        const studio = checkStudioBudget(join(ROOT, 'dist'));
        console.log(report.text);
        console.log(studio.summary);
        if (!report.ok) throw new StepFailure('E_SIZE_BUDGET', report.summary);
        if (!studio.ok) throw new StepFailure('E_SIZE_BUDGET', studio.summary);
        return `${report.summary}; ${studio.summary}`;
      } catch (error) {
        if (error instanceof StepFailure) throw error;
        const e = error as { code?: string; message: string };
        throw new StepFailure(e.code ?? 'E_SIZE', e.message);
      }
    },
  },
  {
    name: 'prod',
    title: 'production install: npm ci --omit=dev && npm start',
    async run() {
      try {
        return await prodCheck((line) => console.log(line));
      } catch (error) {
        const e = error as { code?: string; message: string };
        throw new StepFailure(e.code ?? 'E_PROD', e.message);
      }
    },
  },
  {
    name: 'e2e',
    title: 'playwright browser tests',
    async run() {
      const report = join(RESULTS, 'e2e.json');
      rmSync(report, { force: true });
      const code = await run(bin('playwright'), ['test', '--config', 'scripts/playwright.config.ts'], { E2E_JSON_REPORT: report });
      const counts = playwrightCounts(readJson(report));
      if (code !== 0) {
        throw new StepFailure('E_TESTS_FAILED', `playwright exited with code ${code}`, counts ?? { passed: 0, failed: 1 });
      }
      if (!counts) throw new StepFailure('E_NO_REPORT', `playwright wrote no JSON report to ${report}`);
      if (counts.passed === 0) throw new StepFailure('E_NO_TESTS', 'playwright ran no test');
      return counts;
    },
  },
];

function parseList(flag: string): Set<string> | undefined {
  const index = process.argv.indexOf(flag);
  if (index < 0) return undefined;
  const names = new Set((process.argv[index + 1] ?? '').split(',').filter(Boolean));
  for (const name of names) {
    if (!steps.some((s) => s.name === name)) {
      console.error(`E_BAD_OPTION: unknown step "${name}" for ${flag}; steps are ${steps.map((s) => s.name).join(', ')}`);
      process.exit(2);
    }
  }
  return names;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

async function main(): Promise<number> {
  const only = parseList('--only');
  const skip = parseList('--skip');
  const results: StepResult[] = [];
  const totals: Counts = { passed: 0, failed: 0 };
  let failure: StepFailure | undefined;
  const started = Date.now();

  for (const step of steps) {
    if ((only && !only.has(step.name)) || skip?.has(step.name) || failure) {
      results.push({ name: step.name, status: 'skipped', ms: 0, note: failure ? 'not reached' : 'not selected' });
      continue;
    }
    console.log(`\n=== [test] ${step.name}: ${step.title}`);
    const t0 = Date.now();
    try {
      const outcome = await step.run();
      const result: StepResult = { name: step.name, status: 'passed', ms: Date.now() - t0 };
      if (typeof outcome === 'string') result.note = outcome;
      else if (outcome) {
        result.counts = outcome;
        totals.passed += outcome.passed;
        totals.failed += outcome.failed;
      }
      results.push(result);
    } catch (error) {
      failure = error instanceof StepFailure ? error : new StepFailure('E_STEP', (error as Error).message ?? String(error));
      const counts = failure.counts ?? { passed: 0, failed: 1 };
      totals.passed += counts.passed;
      totals.failed += Math.max(counts.failed, 1);
      results.push({
        name: step.name,
        status: 'failed',
        ms: Date.now() - t0,
        note: `${failure.code}: ${failure.message}`,
        counts: failure.counts,
      });
      console.error(`\n[test] step "${step.name}" FAILED: ${failure.code}: ${failure.message}`);
    }
  }

  console.log('\n=== [test] summary');
  for (const r of results) {
    const counts = r.counts ? ` ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
    const note = r.note ? `  (${r.note})` : '';
    console.log(`  ${r.status.padEnd(7)} ${r.name.padEnd(9)} ${formatMs(r.ms).padStart(8)}${counts}${note}`);
  }
  console.log(`  total ${formatMs(Date.now() - started)}`);
  if (failure) console.log(`  stopped at the first failure: ${failure.code}: ${failure.message}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return failure ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`E_TEST_RUNNER: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
