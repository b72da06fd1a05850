/**
 * Keeping start-up work in short tasks. The browser answers a tap only between tasks, and a phone
 * runs script about four times slower than a desktop core, so work that can wait is split into
 * tasks of its own instead of lengthening the one that happens to be running.
 */

/** Runs `run` in the browser's next idle period, at the latest after `timeoutMs` (Safari has no requestIdleCallback: a short timeout stands in). */
export function whenIdle(run: () => void, timeoutMs = 1000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, 50);
}

/** Runs each job in an idle period of its own, in order, so no single task grows long. */
export function oneJobPerIdle(jobs: readonly (() => void)[]): void {
  const queue = [...jobs];
  const next = () => {
    queue.shift()?.();
    if (queue.length > 0) whenIdle(next);
  };
  if (queue.length > 0) whenIdle(next);
}

/** Resolves in a later task: what the caller does after it no longer adds to the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
