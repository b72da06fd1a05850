/**
 * The browser's Intl data, loaded on another thread while the app's code downloads (issue 11).
 *
 * The first use of Intl in a page loads the browser's locale data and builds its lists of locales:
 * about 15 ms on a desktop core, four times that on a cheap phone, and react-intl makes that first
 * use as the home hydrates. The data and the lists belong to the browser's process, not to one
 * thread, so a worker that uses Intl first leaves the page's thread to find them ready.
 */
export function warmIntlOffThread(doc: Document = document): void {
  if (typeof Worker !== 'function') return;
  try {
    // The page's language (<html lang>, a BCP 47 locale the server wrote) names the worker.
    new Worker(new URL('./intl-warmup-worker.ts', import.meta.url), { name: doc.documentElement.lang || 'en' });
  } catch {
    // No worker here (a policy or an old browser): the page loads the data when it first formats.
  }
}
