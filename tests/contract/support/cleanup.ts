/** Per-test cleanup for tests that make folders and processes of their own. */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterEach } from 'vitest';

export interface TestCleanup {
  /** runs after the current test, newest first */
  add(step: () => void): void;
  /** a new folder under /tmp named by prefix, removed after the current test */
  tempDir(prefix: string): string;
}

/** Registers an afterEach in the calling file that runs every step added during the test. */
export function useCleanup(): TestCleanup {
  const steps: (() => void)[] = [];
  afterEach(() => {
    while (steps.length > 0) steps.pop()!();
  });
  return {
    add: (step) => steps.push(step),
    tempDir(prefix) {
      const dir = mkdtempSync(`/tmp/${prefix}-`);
      steps.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
