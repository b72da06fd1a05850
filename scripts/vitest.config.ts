import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and contract tests (node environment); browser tests run under playwright instead. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
