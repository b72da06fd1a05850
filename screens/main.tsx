/**
 * The page's entry. The app (screens/app.tsx, the composition root) is loaded from here, together
 * with the start language's messages (engine/i18n/catalogues.ts): at once, or, when the server
 * sent the first screen's markup, once the browser has shown it. Chrome runs deferred module
 * scripts straight after parsing, before any frame; a download started then competes with the
 * first screen's images and, on a slow network, puts off the largest paint. The app's code is not
 * needed for that paint: the markup, its styles and the banner image are all in the page.
 */
import { startMessageLoad } from '../engine/i18n/catalogues';

/** The longest wait for the first screen to show (a tab in the background paints nothing). */
const FIRST_SCREEN_WAIT_MS = 1_000;

const start = () => {
  startMessageLoad();
  void import('./app');
};

/**
 * Runs `then` once the first screen is on the screen: at the browser's first largest-contentful-
 * paint entry, which is reported after the frame is shown (elsewhere after the next frame), or
 * after FIRST_SCREEN_WAIT_MS.
 */
function afterFirstScreen(then: () => void) {
  let done = false;
  const go = () => {
    if (!done) then();
    done = true;
  };
  setTimeout(go, FIRST_SCREEN_WAIT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      go();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));
}

if (document.getElementById('root')?.hasAttribute('data-ssr')) afterFirstScreen(start);
else start();
