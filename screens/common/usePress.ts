import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPressTracker, useEngine } from '../../engine';

/**
 * Press feedback for a tappable row with the tenant's timings (constants.press, SPEC 9):
 * spread the returned props on the element; `data-pressed` is set while it looks pressed.
 */
export function usePress() {
  const timings = useEngine().config.constants.press;
  const [pressed, setPressed] = useState(false);
  const tracker = useRef<ReturnType<typeof createPressTracker>>(undefined);
  tracker.current ??= createPressTracker(timings, setPressed);
  useEffect(() => () => tracker.current?.cancel(), []);
  const press = tracker.current;
  return {
    'data-pressed': pressed || undefined,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const { left, top, right, bottom } = event.currentTarget.getBoundingClientRect();
      press.down(event.clientX, event.clientY, event.pointerType, { left, top, right, bottom });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => press.move(event.clientX, event.clientY),
    onPointerUp: (event: PointerEvent<HTMLElement>) => press.up(event.pointerType),
    onPointerCancel: () => press.cancel(),
  };
}

/** The pressed look the rows share. */
export const pressedStyle = { '&[data-pressed]': { opacity: 0.6 } };
