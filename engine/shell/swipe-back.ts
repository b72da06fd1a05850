import { useEffect, useRef } from 'react';

/**
 * Tracks a swipe from the left edge: when it travels beyond `thresholdPx` the next page change
 * (the browser's own back gesture) skips the fade (SPEC 2, shell rules).
 */
export function useSwipeBack(thresholdPx: number) {
  const suppress = useRef(false);
  useEffect(() => {
    let startX: number | null = null;
    let armedAt = 0;
    const onStart = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? null;
    };
    const onMove = (e: TouchEvent) => {
      if (startX === null) return;
      if ((e.touches[0]?.clientX ?? 0) - startX > thresholdPx) {
        suppress.current = true;
        armedAt = Date.now();
      }
    };
    const onEnd = () => {
      startX = null;
    };
    const onPop = () => {
      if (Date.now() - armedAt > 1000) suppress.current = false;
    };
    const onSettle = () => {
      if (suppress.current && Date.now() - armedAt > 1000) suppress.current = false;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('popstate', onPop);
    window.addEventListener('click', onSettle, true);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('click', onSettle, true);
    };
  }, [thresholdPx]);
  return suppress;
}
