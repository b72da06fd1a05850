/**
 * The page's entry. The app (screens/app.tsx, the composition root) is loaded from here: at once,
 * or, when the server sent the first screen's markup, after the browser has painted it. Chrome
 * runs deferred module scripts straight after parsing, before any frame, so without this pause
 * the server's markup would wait on the app's code; the app's chunks are preloaded by the page
 * (modulepreload, scripts/vite.config.ts), so the pause costs no download.
 */
const start = () => void import('./app');
if (document.getElementById('root')?.hasAttribute('data-ssr')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
