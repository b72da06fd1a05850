import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { createPressTracker, useEngine, type PressHandlers } from '../../engine';

/**
 * Press feedback for a tappable row with the tenant's timings (constants.press, SPEC 9):
 * spread the returned props on the element; `data-pressed` is set while it looks pressed. With
 * `onLongPress`, a touch held longPressMs runs it instead of the click, and the browser's own
 * long-press menu stays away from the row.
 */
export function usePress(onLongPress?: () => void) {
  const timings = useEngine().config.constants.press;
  const [pressed, setPressed] = useState(false);
  const handlers = useRef<PressHandlers>({ onChange: setPressed });
  const tracker = useRef<ReturnType<typeof createPressTracker>>(undefined);
  tracker.current ??= createPressTracker(timings, handlers.current);
  useEffect(() => {
    handlers.current.onLongPress = onLongPress;
  });
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
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (press.click()) return;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu: onLongPress
      ? (event: MouseEvent<HTMLElement>) => {
          if (press.holding()) event.preventDefault();
        }
      : undefined,
  };
}

/** The pressed look the rows share. */
export const pressedStyle = { '&[data-pressed]': { opacity: 0.6 } };
