import type { PressTimings } from './config/types';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * When a tappable row looks pressed. A touch shows the pressed look only after pressInMs, so a
 * finger that starts a scroll (moving more than moveTolerancePx first) never flashes it; a quick
 * tap still shows it briefly. After release the look stays pressOutMs. Once pressed, leaving the
 * row by more than retentionOffsetPx releases it. Mouse events within mouseLockMs after a touch
 * ended are the browser's emulation of that touch and are ignored.
 */
export function createPressTracker(
  timings: PressTimings,
  onChange: (pressed: boolean) => void,
  clock: { now: () => number; set: (run: () => void, ms: number) => Timer; clear: (timer: Timer) => void } = {
    now: Date.now,
    set: (run, ms) => setTimeout(run, ms),
    clear: (timer) => clearTimeout(timer),
  },
) {
  let pressed = false;
  let active = false;
  let start = { x: 0, y: 0 };
  let box: Box | undefined;
  let pressIn: Timer | undefined;
  let pressOut: Timer | undefined;
  let lastTouchEnd = -Infinity;

  const show = (next: boolean) => {
    if (pressed === next) return;
    pressed = next;
    onChange(next);
  };
  const stopTimers = () => {
    if (pressIn !== undefined) clock.clear(pressIn);
    if (pressOut !== undefined) clock.clear(pressOut);
    pressIn = pressOut = undefined;
  };
  const cancel = () => {
    active = false;
    stopTimers();
    show(false);
  };

  return {
    down(x: number, y: number, pointerType: string, bounds?: Box) {
      if (pointerType === 'mouse' && clock.now() - lastTouchEnd < timings.mouseLockMs) return;
      stopTimers();
      active = true;
      start = { x, y };
      box = bounds;
      pressIn = clock.set(() => {
        pressIn = undefined;
        show(true);
      }, timings.pressInMs);
    },
    move(x: number, y: number) {
      if (!active) return;
      if (!pressed) {
        if (Math.hypot(x - start.x, y - start.y) > timings.moveTolerancePx) cancel();
        return;
      }
      const r = timings.retentionOffsetPx;
      if (box && (x < box.left - r || x > box.right + r || y < box.top - r || y > box.bottom + r)) cancel();
    },
    up(pointerType: string) {
      if (pointerType !== 'mouse') lastTouchEnd = clock.now();
      if (!active) return;
      active = false;
      if (pressIn !== undefined) {
        clock.clear(pressIn);
        pressIn = undefined;
        show(true);
      }
      pressOut = clock.set(() => {
        pressOut = undefined;
        show(false);
      }, timings.pressOutMs);
    },
    cancel,
  };
}
