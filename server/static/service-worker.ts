/**
 * The service worker at /sw.js, which makes the site load with no network after one visit.
 *
 * - Built files (/assets/*.js and *.css, hashed by Vite): from the cache first, fetched and kept
 *   when missing. The page's entry and its module preloads are cached when the worker installs;
 *   the page then hands over every other built file it has loaded (boot registers the worker).
 * - Pages (navigations): from the network first, so a new deploy or a tenant edit shows on the
 *   next load; each answer is kept, but a member's page (private, no-store: their name and
 *   balance), for which the same page as a guest gets it is fetched and kept instead. Without an answer in NAVIGATION_TIMEOUT_MS (or with no
 *   network) the last kept copy of that page, else of any page of the same tenant, is shown: the
 *   page names the tenant's config file and carries the first screen's data, so the shell renders, and the
 *   engine's own offline states (SPEC's 'Slow connection / No internet') take over for the API
 *   calls. Pages are kept per tenant (the X-Tenant header of each page), as several tenants can
 *   share one origin (the `tenant` query parameter and cookie): the tenant of an offline load is
 *   the one its `tenant` parameter names, else the one of the last page loaded (the server's
 *   cookie follows the same choice), and never another tenant's copy.
 * - Message files (/i18n/<language>.<hash>.json) and the config file (/config/<hash>.json), named
 *   by their content: like built files. The page hands over the ones it loaded before the worker
 *   took over.
 * - Tenant images under /assets/ (logos, banners): the cached copy at once, refreshed behind it.
 * - Frames (game and lottery pages, the jackpot panel), media and other files: never touched.
 * - The API and everything else: never touched, so no member's data is ever kept here.
 *
 * The script's text changes with every build (VERSION is a hash of dist/index.html, which names
 * the hashed entry), so browsers install the new worker on their next visit; it drops the
 * caches of older versions when it takes over.
 */
import { createHash } from 'node:crypto';
import { MESSAGE_FILE_PATH } from '../../engine/i18n/catalogues.ts';
import { CONFIG_FILE_PATH } from './config-file.ts';

export const SERVICE_WORKER_PATH = '/sw.js';

/** How long a page request may take before the kept copy is shown instead. */
const NAVIGATION_TIMEOUT_MS = 4_000;

/** The built files index.html loads: its entry script, module preloads and style sheets. */
function shellAssets(indexTemplate: string): string[] {
  const found = new Set<string>();
  for (const match of indexTemplate.matchAll(/(?:src|href)="(\/assets\/[^"?#]+\.(?:js|css))"/g)) found.add(match[1]);
  return [...found];
}

/** The worker's code; VERSION and SHELL are prepended by serviceWorkerScript. Plain JavaScript. */
const WORKER = `
const SHELL_CACHE = 'shell-' + VERSION;
const PAGES_CACHE = 'pages-' + VERSION;
const FILES_CACHE = 'files';
const BUILT = /^\\/assets\\/.+\\.(?:js|css)$/;
const MESSAGES = ${MESSAGE_FILE_PATH};
const CONFIGS = ${CONFIG_FILE_PATH};
const LAST_PAGE = '/__last-page';
const NAVIGATION_TIMEOUT_MS = ${NAVIGATION_TIMEOUT_MS};

self.addEventListener('install', (event) => {
  // a new build takes over at once: its pages name the new files, which the old worker lacks
  self.skipWaiting();
  // API calls never wake the worker (Chromium's static routes): it then goes idle between
  // loads, and a new version can take over from it
  const routes = event.addRoutes
    ? event.addRoutes([{ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' }]).catch(() => undefined)
    : Promise.resolve();
  event.waitUntil(Promise.all([routes, caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL))]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE && name !== PAGES_CACHE && name !== FILES_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page lists the built files it loaded (lazy chunks included), to be kept for offline loads.
self.addEventListener('message', (event) => {
  const data = event.data;
  // the page saw this worker waiting behind an older one (boot sends it on every load)
  if (data && data.type === 'take-over') {
    event.waitUntil(self.skipWaiting());
    return;
  }
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && (BUILT.test(url) || MESSAGES.test(url) || CONFIGS.test(url))).slice(0, 200);
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      for (const url of urls) {
        if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});

function isHtml(response) {
  return response.ok && (response.headers.get('content-type') || '').startsWith('text/html');
}

async function builtFile(request, event) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const network = fetch(request);
  // the copy is taken before the page reads the answer, and stored without holding it back
  event.waitUntil(network.then((response) => (response.ok ? cache.put(request, response.clone()) : undefined)).catch(() => undefined));
  return network;
}

// Keys of the pages cache: a page by tenant and address, the last page of a tenant, the current tenant.
const pageKey = (tenant, url) => '/__page/' + encodeURIComponent(tenant) + url.pathname + url.search;
const lastPageKey = (tenant) => LAST_PAGE + '/' + encodeURIComponent(tenant);
const CURRENT_TENANT = '/__tenant';

// A member's page (and one that ends a session) is for that browser only: private, no-store.
const isPrivate = (response) => /no-store/.test(response.headers.get('cache-control') || '');

async function page(request, event) {
  const cache = await caches.open(PAGES_CACHE);
  const url = new URL(request.url);
  const network = fetch(request);
  const keep = (tenant, response) =>
    Promise.all([
      cache.put(pageKey(tenant, url), response.clone()),
      cache.put(lastPageKey(tenant), response.clone()),
      cache.put(CURRENT_TENANT, new Response(tenant)),
    ]);
  event.waitUntil(
    network
      .then(async (response) => {
        const tenant = response.headers.get('x-tenant');
        if (!isHtml(response) || !tenant) return undefined;
        if (!isPrivate(response)) return keep(tenant, response);
        // never kept: the page as a guest gets it is kept instead, once, for loads with no network
        if (await cache.match(pageKey(tenant, url))) return undefined;
        const guest = await fetch(request.url, { credentials: 'omit' });
        return isHtml(guest) && !isPrivate(guest) && guest.headers.get('x-tenant') === tenant ? keep(tenant, guest) : undefined;
      })
      .catch(() => undefined),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS, undefined));
  const answer = await Promise.race([network.catch(() => undefined), timeout]);
  if (answer) return answer;
  const current = await cache.match(CURRENT_TENANT);
  const named = url.searchParams.get('tenant');
  const tenant = named && (await cache.match(lastPageKey(named))) ? named : current && (await current.text());
  const kept = tenant && ((await cache.match(pageKey(tenant, url))) || (await cache.match(lastPageKey(tenant))));
  return kept || network;
}

async function tenantImage(request, event) {
  const cache = await caches.open(FILES_CACHE);
  const kept = await cache.match(request);
  const network = fetch(request);
  event.waitUntil(network.then((response) => (response.ok ? cache.put(request, response.clone()) : undefined)).catch(() => undefined));
  return kept || network;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  // top-level pages only: frames (game and lottery pages, the jackpot panel) go to the network
  if (request.mode === 'navigate' && request.destination === 'document') {
    event.respondWith(page(request, event));
  } else if (BUILT.test(url.pathname) || MESSAGES.test(url.pathname) || CONFIGS.test(url.pathname)) {
    event.respondWith(builtFile(request, event));
  } else if (url.pathname.startsWith('/assets/') && request.destination === 'image') {
    event.respondWith(tenantImage(request, event));
  }
});
`;

/** The text of /sw.js for the current build. */
export function serviceWorkerScript(indexTemplate: string): string {
  const version = createHash('sha256').update(indexTemplate).digest('hex').slice(0, 16);
  return `'use strict';\nconst VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(shellAssets(indexTemplate))};\n${WORKER}`;
}
