import type { PressTimings } from './config/types';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

type Timer = ReturnType<typeof setTimeout>;

/** What a press reports: the pressed look, and (optional, read at each press) a long press. */
export interface PressHandlers {
  onChange: (pressed: boolean) => void;
  onLongPress?: () => void;
}

/**
 * When a tappable row looks pressed. A touch shows the pressed look only after pressInMs, so a
 * finger that starts a scroll (moving more than moveTolerancePx first) never flashes it; a quick
 * tap still shows it briefly. After release the look stays pressOutMs. Once pressed, leaving the
 * row by more than retentionOffsetPx releases it. Mouse events within mouseLockMs after a touch
 * ended are the browser's emulation of that touch and are ignored. A touch or pen held
 * longPressMs without moving more than moveTolerancePx is a long press: onLongPress runs, and
 * the click its release makes is not one (`click()` answers false). A mouse held down is a slow
 * click, not a long press.
 */
export function createPressTracker(
  timings: PressTimings,
  handlers: PressHandlers,
  clock: { now: () => number; set: (run: () => void, ms: number) => Timer; clear: (timer: Timer) => void } = {
    now: Date.now,
    set: (run, ms) => setTimeout(run, ms),
    clear: (timer) => clearTimeout(timer),
  },
) {
  let pressed = false;
  let active = false;
  let touching = false;
  let longPressed = false;
  let start = { x: 0, y: 0 };
  let box: Box | undefined;
  let pressIn: Timer | undefined;
  let pressOut: Timer | undefined;
  let longPress: Timer | undefined;
  let lastTouchEnd = -Infinity;

  const show = (next: boolean) => {
    if (pressed === next) return;
    pressed = next;
    handlers.onChange(next);
  };
  const stopLongPress = () => {
    if (longPress !== undefined) clock.clear(longPress);
    longPress = undefined;
  };
  const stopTimers = () => {
    if (pressIn !== undefined) clock.clear(pressIn);
    if (pressOut !== undefined) clock.clear(pressOut);
    pressIn = pressOut = undefined;
    stopLongPress();
  };
  const cancel = () => {
    active = touching = false;
    stopTimers();
    show(false);
  };

  return {
    down(x: number, y: number, pointerType: string, bounds?: Box) {
      if (pointerType === 'mouse' && clock.now() - lastTouchEnd < timings.mouseLockMs) return;
      stopTimers();
      active = true;
      touching = pointerType !== 'mouse';
      longPressed = false;
      start = { x, y };
      box = bounds;
      pressIn = clock.set(() => {
        pressIn = undefined;
        show(true);
      }, timings.pressInMs);
      if (touching && handlers.onLongPress) {
        longPress = clock.set(() => {
          longPress = undefined;
          longPressed = true;
          handlers.onLongPress?.();
        }, timings.longPressMs);
      }
    },
    move(x: number, y: number) {
      if (!active) return;
      const moved = Math.hypot(x - start.x, y - start.y) > timings.moveTolerancePx;
      if (moved) stopLongPress();
      if (!pressed) {
        if (moved) cancel();
        return;
      }
      const r = timings.retentionOffsetPx;
      if (box && (x < box.left - r || x > box.right + r || y < box.top - r || y > box.bottom + r)) cancel();
    },
    up(pointerType: string) {
      if (pointerType !== 'mouse') lastTouchEnd = clock.now();
      stopLongPress();
      if (!active) return;
      active = touching = false;
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
    /** Whether the click a release makes should act: false once, after a long press. */
    click(): boolean {
      const acts = !longPressed;
      longPressed = false;
      return acts;
    },
    /** A touch or pen is on the row, or has just long-pressed it (its browser menu would get in the way). */
    holding(): boolean {
      return touching || longPressed;
    },
  };
}
