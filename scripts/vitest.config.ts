import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and contract tests (node environment); browser tests run under playwright instead. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // One worker per core, at least two: contract files spend part of their time waiting on the
    // database, so two workers on two cores cut the step from about 264 s to 173 s (vitest's
    // default leaves one core idle).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
