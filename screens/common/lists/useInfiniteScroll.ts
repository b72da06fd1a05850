import { useEffect, useRef } from 'react';

/** True when the page bottom is within `thresholdPx` and the last load was at least `intervalMs` ago. */
export function shouldLoadMore(distanceToBottom: number, thresholdPx: number, now: number, lastAt: number, intervalMs: number): boolean {
  return distanceToBottom <= thresholdPx && now - lastAt >= intervalMs;
}

/**
 * Calls `loadMore` when the page is scrolled within thresholdPx of its bottom, at most once per
 * intervalMs (SPEC 9: 300 px, 1000 ms), while `enabled` (more pages, none loading). A check that
 * falls inside the interval is retried when the interval ends, so a fast scroll is not lost.
 */
export function useInfiniteScroll(
  loadMore: () => void,
  options: { enabled: boolean; thresholdPx: number; intervalMs: number; now?: () => number },
) {
  const lastAt = useRef(-Infinity);
  const latest = useRef({ loadMore, ...options });
  latest.current = { loadMore, ...options };

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const { enabled, thresholdPx, intervalMs, now = Date.now } = latest.current;
      if (!enabled) return;
      const distance = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      const at = now();
      if (shouldLoadMore(distance, thresholdPx, at, lastAt.current, intervalMs)) {
        lastAt.current = at;
        latest.current.loadMore();
      } else if (distance <= thresholdPx && !retry) {
        retry = setTimeout(
          () => {
            retry = undefined;
            check();
          },
          intervalMs - (at - lastAt.current),
        );
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      clearTimeout(retry);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [options.enabled]);
}
