import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPressTracker } from '../../../engine/press';
import base from '../../../tenants/_base/tenant.json';

const timings = base.constants.press;
const box = { left: 0, top: 0, right: 100, bottom: 40 };

function tracker() {
  const changes: boolean[] = [];
  const press = createPressTracker(timings, (pressed) => changes.push(pressed), {
    now: () => Date.now(),
    set: (run, ms) => setTimeout(run, ms),
    clear: (timer) => clearTimeout(timer),
  });
  return { press, changes };
}

describe('SPEC 9.28: press feedback (press-in 130 ms, press-out 100 ms, retention 20 px, move tolerance 30 px, mouse lock 300 ms after a touch)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('uses the SPEC figures from the base tenant', () => {
    expect(timings).toEqual({ pressInMs: 130, pressOutMs: 100, retentionOffsetPx: 20, moveTolerancePx: 30, mouseLockMs: 300 });
  });

  it('shows the pressed look after press-in and keeps it press-out after release', () => {
    const { press, changes } = tracker();
    press.down(10, 10, 'touch', box);
    vi.advanceTimersByTime(timings.pressInMs - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    press.up('touch');
    vi.advanceTimersByTime(timings.pressOutMs - 1);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('a quick tap still shows it briefly', () => {
    const { press, changes } = tracker();
    press.down(10, 10, 'touch', box);
    vi.advanceTimersByTime(50);
    press.up('touch');
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(timings.pressOutMs);
    expect(changes).toEqual([true, false]);
  });

  it('a finger moving beyond the tolerance before press-in (a scroll) never shows it', () => {
    const { press, changes } = tracker();
    press.down(10, 10, 'touch', box);
    press.move(10, 10 + timings.moveTolerancePx);
    press.move(10, 11 + timings.moveTolerancePx);
    vi.advanceTimersByTime(1000);
    press.up('touch');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('once pressed, leaving the row by more than the retention offset releases it', () => {
    const { press, changes } = tracker();
    press.down(10, 10, 'touch', box);
    vi.advanceTimersByTime(timings.pressInMs);
    press.move(box.right + timings.retentionOffsetPx, 10);
    expect(changes).toEqual([true]);
    press.move(box.right + timings.retentionOffsetPx + 1, 10);
    expect(changes).toEqual([true, false]);
  });

  it('ignores mouse events within the lock after a touch, not after it', () => {
    const { press, changes } = tracker();
    press.down(10, 10, 'touch', box);
    press.up('touch');
    vi.advanceTimersByTime(timings.pressOutMs);
    changes.length = 0;
    press.down(10, 10, 'mouse', box);
    vi.advanceTimersByTime(timings.pressInMs);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(timings.mouseLockMs);
    press.down(10, 10, 'mouse', box);
    vi.advanceTimersByTime(timings.pressInMs);
    expect(changes).toEqual([true]);
  });
});
