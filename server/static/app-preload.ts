/**
 * The markers around the app's modulepreload links in index.html (put there by the build,
 * scripts/vite.config.ts); the server drops that block from a page with server-rendered markup
 * (index-html.ts). No imports: the Vite config reads this file.
 */
export const APP_PRELOAD_START = '<!--app-preload-->';
export const APP_PRELOAD_END = '<!--/app-preload-->';
