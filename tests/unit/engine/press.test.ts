import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPressTracker } from '../../../engine/press';
import base from '../../../tenants/_base/tenant.json';

const timings = base.constants.press;
const box = { left: 0, top: 0, right: 100, bottom: 40 };

function tracker() {
  const changes: boolean[] = [];
  const press = createPressTracker(
    timings,
    { onChange: (pressed) => void changes.push(pressed) },
    {
      now: () => Date.now(),
      set: (run, ms) => setTimeout(run, ms),
      clear: (timer) => clearTimeout(timer),
    },
  );
  return { press, changes };
}

/** A clock whose time moves only when the test says: its timers run in order of their due time. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { due: number; run: () => void }>();
  return {
    now: () => now,
    set: (run: () => void, ms: number) => {
      timers.set(++nextId, { due: now + ms, run });
      return nextId as unknown as ReturnType<typeof setTimeout>;
    },
    clear: (timer: ReturnType<typeof setTimeout>) => void timers.delete(timer as unknown as number),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.due <= until).sort((a, b) => a[1].due - b[1].due)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].due;
        due[1].run();
      }
      now = until;
    },
  };
}

function longPressTracker() {
  const clock = manualClock();
  let longPresses = 0;
  const press = createPressTracker(timings, { onChange: () => undefined, onLongPress: () => void longPresses++ }, clock);
  return { press, clock, longPresses: () => longPresses };
}

describe('SPEC 9.28: press feedback (press-in 130 ms, long press 370 ms, press-out 100 ms, retention 20 px, move tolerance 30 px, mouse lock 300 ms after a touch)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('uses the SPEC figures from the base tenant', () => {
    expect(timings).toEqual({
      pressInMs: 130,
      pressOutMs: 100,
      retentionOffsetPx: 20,
      moveTolerancePx: 30,
      mouseLockMs: 300,
      longPressMs: 370,
    });
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

describe('SPEC 9.28: long press 370 ms, on the injectable clock', () => {
  it('fires at 370 ms held, not at 369, once', () => {
    const { press, clock, longPresses } = longPressTracker();
    press.down(10, 10, 'touch', box);
    clock.advance(369);
    expect(longPresses()).toBe(0);
    clock.advance(1);
    expect(longPresses()).toBe(1);
    clock.advance(1000);
    expect(longPresses()).toBe(1);
  });

  it('suppresses the click its release makes, and only that one', () => {
    const { press, clock } = longPressTracker();
    press.down(10, 10, 'touch', box);
    clock.advance(timings.longPressMs);
    press.up('touch');
    expect(press.click()).toBe(false);
    expect(press.click()).toBe(true);
  });

  it('a release before 370 ms is a click and no long press', () => {
    const { press, clock, longPresses } = longPressTracker();
    press.down(10, 10, 'touch', box);
    clock.advance(timings.longPressMs - 1);
    press.up('touch');
    clock.advance(1000);
    expect(longPresses()).toBe(0);
    expect(press.click()).toBe(true);
  });

  it('moving beyond the tolerance cancels it, before or after the pressed look shows; within it does not', () => {
    const { press, clock, longPresses } = longPressTracker();
    press.down(10, 10, 'touch', box);
    press.move(10, 10 + timings.moveTolerancePx);
    clock.advance(timings.longPressMs);
    expect(longPresses()).toBe(1);

    press.up('touch');
    press.down(10, 10, 'touch', box);
    clock.advance(timings.pressInMs);
    press.move(10 + timings.moveTolerancePx + 1, 10);
    clock.advance(timings.longPressMs);
    expect(longPresses()).toBe(1);
    press.up('touch');
    expect(press.click()).toBe(true);
  });

  it('pointercancel, or leaving the row, cancels it', () => {
    const { press, clock, longPresses } = longPressTracker();
    press.down(10, 10, 'touch', box);
    clock.advance(100);
    press.cancel();
    clock.advance(timings.longPressMs);
    expect(longPresses()).toBe(0);

    // from the row's edge, out by more than the retention offset but less than the tolerance
    press.down(box.right - 2, 10, 'touch', box);
    clock.advance(timings.pressInMs);
    press.move(box.right + timings.retentionOffsetPx + 1, 10);
    clock.advance(timings.longPressMs);
    expect(longPresses()).toBe(0);
  });

  it('a mouse held down is a slow click, not a long press', () => {
    const { press, clock, longPresses } = longPressTracker();
    press.down(10, 10, 'mouse', box);
    clock.advance(timings.longPressMs * 2);
    press.up('mouse');
    expect(longPresses()).toBe(0);
    expect(press.click()).toBe(true);
  });

  it('a new press forgets a long press whose click never came', () => {
    const { press, clock } = longPressTracker();
    press.down(10, 10, 'touch', box);
    clock.advance(timings.longPressMs);
    press.cancel();
    press.down(10, 10, 'touch', box);
    press.up('touch');
    expect(press.click()).toBe(true);
  });

  it('without a long-press handler a held touch stays a click', () => {
    const clock = manualClock();
    const press = createPressTracker(timings, { onChange: () => undefined }, clock);
    press.down(10, 10, 'touch', box);
    clock.advance(timings.longPressMs * 2);
    press.up('touch');
    expect(press.click()).toBe(true);
    expect(press.holding()).toBe(false);
  });
});
