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
    const worker = new Worker(new URL('./intl-warmup-worker.ts', import.meta.url), { name: doc.documentElement.lang || 'en' });
    intlWarm = new Promise((done) => {
      worker.onmessage = worker.onerror = done;
      setTimeout(done, 1_000); // a slow network takes a round trip or two for the script
    });
  } catch {
    // No worker here (a policy or an old browser): the page loads the data when it first formats.
  }
}

/**
 * Settles when the worker has used Intl, failed, or had a second for it; undefined where none
 * was started. Start-up waits for it before the page's own first use of Intl: the worker's script
 * is a request of its own, and when the app's code was already at hand the page got there first
 * and built the data too, 25-75 ms on a desktop core in one task.
 */
export let intlWarm: Promise<unknown> | undefined;
