/**
 * Image addresses and lazy reveal (SPEC 9): the image CDN is chosen at random per use, and
 * images near the viewport are revealed in throttled batches.
 */

/**
 * The address an image is loaded from: a site path (/assets/...) goes to one of the tenant's
 * image CDN origins, picked at random for each use; absolute addresses, data: URLs and a tenant
 * without CDNs keep the address as it is.
 */
export function imageUrl(src: string, cdns: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!cdns?.length || !src.startsWith('/') || src.startsWith('//')) return src;
  const pick = cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))];
  return pick.replace(/\/+$/, '') + src;
}

/**
 * Runs queued work at most once per `ms`: the first push runs at once, pushes within the window
 * run together when it ends (SPEC 9: lazy images throttle 300 ms), so a fast scroll past many
 * images does not start every download in the same frame.
 */
export function throttledQueue(ms: number, setTimer: (run: () => void, ms: number) => unknown = setTimeout, now: () => number = Date.now) {
  let waiting: (() => void)[] = [];
  let last = -Infinity;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    last = now();
    const batch = waiting;
    waiting = [];
    batch.forEach((run) => run());
  };
  return {
    push(run: () => void) {
      waiting.push(run);
      if (scheduled) return;
      const wait = last + ms - now();
      if (wait <= 0) return flush();
      scheduled = true;
      setTimer(flush, wait);
    },
  };
}
