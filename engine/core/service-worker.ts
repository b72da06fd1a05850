/**
 * Registers the site's service worker (server/static/service-worker.ts) once the page has
 * loaded, off the first paint's path, and hands it the built files, message files and config file this page
 * has loaded so far (lazy chunks included), which it keeps for loads with no network. Built sites only: the dev
 * server's modules are not hashed files.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        // a new build's worker takes over at once: its pages name files the old one never kept
        const takeOver = () => registration.waiting?.postMessage({ type: 'take-over' });
        takeOver();
        registration.addEventListener('updatefound', () => {
          registration.installing?.addEventListener('statechange', takeOver);
        });
        return navigator.serviceWorker.ready;
      })
      .then((registration) => registration.active?.postMessage({ type: 'keep', urls: loadedBuiltFiles() }))
      .catch(() => undefined); // blocked or unsupported: the site works as before, online only
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The page's own scripts, style sheets and JSON files (built files, message files, the config
 * file; the worker keeps only those it knows the shape of: server/static/service-worker.ts).
 */
function loadedBuiltFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && /\.(?:js|css|json)$/.test(url.pathname))
    .map((url) => url.pathname);
}
