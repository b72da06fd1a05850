/**
 * Start-up work split into short tasks (engine/render/idle.ts): queued jobs run one per idle
 * period and in order, a browser without requestIdleCallback (Safari) falls back to a short
 * timeout, and nextTask resolves only after the current task.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, oneJobPerIdle } from '../../../engine/render/idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A window whose idle periods the test hands out one at a time. */
function windowWithIdlePeriods() {
  const periods: (() => void)[] = [];
  vi.stubGlobal('window', { requestIdleCallback: (run: () => void) => periods.push(run), setTimeout });
  return { runNextPeriod: () => periods.shift()?.(), pending: () => periods.length };
}

describe('oneJobPerIdle', () => {
  it('runs each job in an idle period of its own, in order', () => {
    const idle = windowWithIdlePeriods();
    const ran: string[] = [];
    oneJobPerIdle(['banner', 'marquee', 'gameEntry'].map((name) => () => ran.push(name)));
    expect(ran).toEqual([]);
    idle.runNextPeriod();
    expect(ran).toEqual(['banner']);
    idle.runNextPeriod();
    expect(ran).toEqual(['banner', 'marquee']);
    idle.runNextPeriod();
    expect(ran).toEqual(['banner', 'marquee', 'gameEntry']);
    expect(idle.pending()).toBe(0);
  });

  it('asks for no idle period when there is nothing to do', () => {
    const idle = windowWithIdlePeriods();
    oneJobPerIdle([]);
    expect(idle.pending()).toBe(0);
  });

  it('falls back to a short timeout where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout });
    const ran: number[] = [];
    oneJobPerIdle([() => ran.push(1), () => ran.push(2)]);
    vi.advanceTimersByTime(50);
    expect(ran).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(ran).toEqual([1, 2]);
  });
});

describe('nextTask', () => {
  it('resolves after the work already queued as microtasks, in a later task', async () => {
    vi.stubGlobal('window', { setTimeout });
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    await later;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
