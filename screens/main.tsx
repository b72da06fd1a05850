/**
 * The page's entry: it loads the app (screens/app.tsx, the composition root) together with the
 * tenant's config (engine/config/config-file.ts) and the start language's messages
 * (engine/i18n/catalogues.ts). A page that carries the first screen's
 * markup loads this entry only once the browser has shown that screen
 * (server/static/entry-loader.ts); any other page loads it straight away. The libraries come a
 * task ahead of the app (screens/libraries.ts), so no single task evaluates both; the page asked
 * for the app's files already (modulepreload), so they download meanwhile, while a worker loads
 * the browser's Intl data (engine/i18n/intl-warmup.ts).
 */
import { loadPageConfig } from '../engine/config/config-file';
import { startMessageLoad } from '../engine/i18n/catalogues';
import { warmIntlOffThread } from '../engine/i18n/intl-warmup';
import { nextTask } from '../engine/render/idle';

warmIntlOffThread();
startMessageLoad();
loadPageConfig().catch(() => undefined); // boot waits for the same request and shows a failure
void import('./libraries').then(nextTask).then(() => import('./app'));
