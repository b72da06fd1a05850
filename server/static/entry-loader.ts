/**
 * How a page with server-rendered markup loads the app's entry (issue 11). The built page names
 * the entry with `<script type="module" src>`; Chrome fetches that at once, on the page's own
 * connection, where it competes with the first screen's images and, on a slow network, puts off
 * the largest paint. The entry is not needed for that paint (the markup, its styles and the banner
 * image are all in the page), so such a page gets a few lines of inline script instead, carrying
 * the request's CSP nonce, which import the entry once the browser has shown the first screen: at
 * its first largest-contentful-paint entry, reported after the frame is presented (where that
 * entry type is unknown, after the next frame), and at the latest after FIRST_SCREEN_WAIT_MS (a tab
 * in the background paints nothing). The entry then starts the app at once (screens/main.tsx).
 */

import { EARLY_TAP_SCRIPT } from './early-taps.ts';

/** The longest wait for the first screen to show before the entry is loaded anyway. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/** The entry's `<script>` as the build writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * The loader's code for the entry at `src`; `preloads` are the app's files (the page's
 * modulepreload links, left out of its head), asked for together with the entry, so the app
 * downloads while the entry loads the libraries first (screens/main.tsx). Addresses of built files:
 * letters, digits, `/._-`.
 */
function entryLoaderScript(src: string, preloads: readonly string[] = []): string {
  const links = preloads.length
    ? `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); }`
    : '';
  return [
    `let started = false;`,
    `const load = () => { if (!started) { ${links} import(${JSON.stringify(src)}); } started = true; };`,
    `setTimeout(load, ${FIRST_SCREEN_WAIT_MS});`,
    `if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))`,
    `  new PerformanceObserver((_, observer) => { observer.disconnect(); load(); }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    `else requestAnimationFrame(() => setTimeout(load, 0));`,
  ].join('\n');
}

/**
 * `html` with its entry script replaced by the catcher of early taps (early-taps.ts) and the
 * loader, nonce'd for the CSP's script-src; unchanged when it names no built entry (a template of
 * another shape keeps loading its entry at once).
 */
export function loadEntryAfterFirstScreen(html: string, nonce: string, preloads: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const files = preloads.filter((href) => BUILT_FILE.test(href));
  const loader = `<script type="module" nonce="${nonce}">\n${entryLoaderScript(entry[1], files)}\n</script>`;
  return html.replace(entry[0], () => `<script nonce="${nonce}">${EARLY_TAP_SCRIPT}</script>${loader}`);
}

/** A built script's address. */
const BUILT_FILE = /^\/assets\/[\w.-]+\.js$/;
