/**
 * Browser tests: Debian Chromium at phone size against the real server (started once by
 * tests/support/global-setup.ts on a temp copy of tenants/ and a fresh PGlite data dir).
 * Tests that edit tenant files on disk each edit their own copy of the demo tenant (made by the
 * global setup, reached by its own host name), so every test can run in parallel.
 */
import { defineConfig } from '@playwright/test';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
// One folder per run (workers inherit the id through the environment), so two runs in the same
// checkout never delete each other's traces.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
const RUN_DIR = join(ROOT, 'test-results', 'e2e-runs', process.env.E2E_RUN_ID);

/** Phone size with Chromium's own user agent (a device preset would fake another platform's). */
const phone = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  hasTouch: true,
  isMobile: false,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: join(ROOT, 'tests/e2e'),
  outputDir: join(RUN_DIR, 'artifacts'),
  globalSetup: join(ROOT, 'tests/support/global-setup.ts'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous for a loaded 2-core machine; a passing test takes a few seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? join(RUN_DIR, 'e2e.json') }]],
  use: {
    // The site's service worker would answer pages and built files from its cache, out of
    // page.route's sight; tests/e2e/offline-app.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [{ name: 'chromium-390x844', use: phone }],
});
