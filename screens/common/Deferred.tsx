import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../engine';

/** How close to the viewport a placeholder may come before its content renders. */
const NEAR_VIEWPORT = '200px 0px';
/** Quiet time after the load event before content nobody has scrolled to renders anyway. */
const AFTER_LOAD_MS = 3000;

/** Content waiting for idle time, revealed one per idle period so no single task grows long. */
const waiting: (() => void)[] = [];
let draining = false;

function drain() {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    return;
  }
  next();
  whenIdle(drain);
}

/** Runs `run` once the page has loaded; returns a cancel function. */
function onLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/** Queues `reveal` for idle time after the page has loaded; returns a cancel function. */
function revealWhenIdle(reveal: () => void): () => void {
  waiting.push(reveal);
  if (!draining) {
    draining = true;
    onLoad(() => window.setTimeout(() => whenIdle(drain), AFTER_LOAD_MS));
  }
  return () => {
    const index = waiting.indexOf(reveal);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Content below the fold (home winner board, footer, game sections): until it nears the
 * viewport, or the browser is idle a while after load, a stand-in (`placeholder`, at least
 * `minHeight` tall) takes its room, so start-up does not pay for it and nothing below it shifts
 * when it arrives. Nearness counts only from the load event: before it, the nodes above are
 * still arriving and would push content rendered early out of view (a layout shift).
 *
 * Content revealed while idle is still off screen: it renders as a transition (in slices), keeps
 * the stand-in's height, and the browser skips its style, layout and paint until it nears the
 * viewport (`content-visibility: auto`). Laid out at once, the home's revealed sections and board
 * made frames of 15-25 ms on a desktop core some 3 s after load, long tasks on a phone.
 */
export function Deferred({
  minHeight,
  placeholder,
  children,
}: {
  minHeight?: number | string;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  // The stand-in's height when the content replaced it: the room the content keeps while the
  // browser skips its layout and paint off screen (content-visibility).
  const [shown, setShown] = useState<number | false>(false);
  const standIn = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown !== false) return;
    const show = () => {
      const room = standIn.current?.offsetHeight ?? 0;
      startTransition(() => setShown(room));
    };
    if (typeof IntersectionObserver !== 'function' || !standIn.current) return show();
    const element = standIn.current;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: NEAR_VIEWPORT,
    });
    const cancelLoad = onLoad(() => observer.observe(element));
    const cancelIdle = revealWhenIdle(show);
    return () => {
      cancelLoad();
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);
  if (shown !== false) return <div style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${shown}px` }}>{children}</div>;
  return (
    <div ref={standIn} aria-hidden css={{ minHeight }}>
      {placeholder}
    </div>
  );
}
