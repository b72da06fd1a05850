/**
 * The non-API half of the server: files of the built site (dist/), tenant assets under /assets/,
 * and index.html (with the tenant config injected) for every other GET, which the browser
 * router then resolves. Vite puts hashed bundles in dist/assets/, so they are cached for a year;
 * index.html and tenant assets are revalidated on every use.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendBody, sendText } from '../http/respond.ts';
import { createFileCache, safeJoin, type CachedFile } from './file-cache.ts';
import { HEAD_MARKER, renderIndexHtml } from './index-html.ts';
import { messageFiles, parseMessageFileName } from './compiled-messages.ts';
import { MESSAGE_FILES_PREFIX } from '../../engine/i18n/catalogues.ts';
import { CONFIG_FILES_PREFIX, configFile, parseConfigFileName } from './config-file.ts';
import { SERVICE_WORKER_PATH, serviceWorkerScript } from './service-worker.ts';

export interface SiteOptions {
  distDir: string;
  tenantsDir: string;
}

export interface SiteRequest {
  url: URL;
  nonce: string;
  tenantId: string;
  /** true when the tenant came from ?tenant= (remembered in a cookie for later page loads) */
  rememberTenant: boolean;
  config: IndexConfig | undefined;
  /** the first screen's data, when the caller has it (server/endpoints/first-data.ts) */
  firstData?: Parameters<typeof renderIndexHtml>[1]['firstData'];
  /** the first screen rendered on the server, when it was (first-screen.ts) */
  firstScreen?: Parameters<typeof renderIndexHtml>[1]['firstScreen'];
  /** the page is one member's (their data, or the end of their session): no cache may keep it */
  private?: boolean;
  /** Set-Cookie lines the page carries */
  cookies?: string[];
}

type IndexConfig = Parameters<typeof renderIndexHtml>[1]['config'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The tenant's config did not load (the server log says why): nothing of it can be served. */
function sendTenantUnavailable(req: IncomingMessage, res: ServerResponse, tenantId: string): void {
  sendText(req, res, 503, `E_TENANT_UNAVAILABLE: the configuration of tenant "${tenantId}" is not valid; see the server log`);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: CachedFile, cacheControl: string): void {
  const headers = { 'Cache-Control': cacheControl, ETag: file.etag };
  if (req.headers['if-none-match'] === file.etag) {
    res.statusCode = 304;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end();
    return;
  }
  sendBody(req, res, { status: 200, contentType: file.contentType, body: file.body, headers, compressed: file.compressed });
}

/**
 * A JSON file named by the hash of its content (a message file, the config file): a year of cache
 * when the name asked for is the current one, else the current file, revalidated on every use (a
 * page loaded before a tenant edit names the file of then).
 */
function sendNamedByContent(
  req: IncomingMessage,
  res: ServerResponse,
  file: { body: Buffer; compressed: CachedFile['compressed']; hash: string },
  wantedHash: string,
): void {
  const json = { body: file.body, compressed: file.compressed, contentType: 'application/json; charset=utf-8', etag: `"${file.hash}"` };
  sendFile(req, res, json, wantedHash === file.hash ? IMMUTABLE : REVALIDATE);
}

export function createSite(options: SiteOptions) {
  const files = createFileCache();
  let template: { mtimeMs: number; text: string } | undefined;
  let studioTemplate: { mtimeMs: number; text: string } | undefined;
  let serviceWorker: { template: string; body: Buffer } | undefined;

  function indexTemplate(): string | undefined {
    const path = join(options.distDir, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: readFileSync(path, 'utf8') };
    return template.text;
  }

  function sendIndex(req: IncomingMessage, res: ServerResponse, site: SiteRequest): void {
    const text = indexTemplate();
    if (text === undefined) {
      sendText(
        req,
        res,
        503,
        'E_NOT_BUILT: the site is not built yet; run npm start (it builds dist/) or npx vite build --config scripts/vite.config.ts',
      );
      return;
    }
    if (!site.config) {
      sendTenantUnavailable(req, res, site.tenantId);
      return;
    }
    const file = configFile(site.config);
    const html = renderIndexHtml(text, {
      nonce: site.nonce,
      config: file.config,
      configPath: file.path,
      firstData: site.firstData,
      firstScreen: site.firstScreen,
    });
    // the service worker keeps pages per tenant by it (several tenants may share one origin)
    // (the service worker never keeps a private page either: server/static/service-worker.ts)
    const headers: Record<string, string> = {
      'Cache-Control': site.private ? 'private, no-store' : REVALIDATE,
      Vary: 'Cookie',
      'X-Tenant': site.tenantId,
    };
    const cookies = [...(site.cookies ?? [])];
    if (site.rememberTenant) cookies.push(`tenant=${encodeURIComponent(site.tenantId)}; Path=/; SameSite=Lax`);
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    sendBody(req, res, { status: 200, contentType: 'text/html; charset=utf-8', body: Buffer.from(html), headers, effort: 'page' });
  }

  /**
   * The operator studio's page (/studio and below): dist/studio.html, its own entry, with only the
   * CSP nonce injected; it carries no tenant config and never the service worker's offline copy.
   */
  function sendStudio(req: IncomingMessage, res: ServerResponse, nonce: string): void {
    const path = join(options.distDir, 'studio.html');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      sendText(req, res, 503, 'E_NOT_BUILT: the studio is not built yet; run npm start (it builds dist/)');
      return;
    }
    if (studioTemplate?.mtimeMs !== mtimeMs) studioTemplate = { mtimeMs, text: readFileSync(path, 'utf8') };
    const html = studioTemplate.text.replace(
      HEAD_MARKER,
      () => `<meta name="csp-nonce" content="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}">`,
    );
    sendBody(req, res, {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(html),
      headers: { 'Cache-Control': 'no-store' },
    });
  }

  /** /sw.js for the current build (server/static/service-worker.ts); checked on every load, never cached. */
  function sendServiceWorker(req: IncomingMessage, res: ServerResponse): void {
    const text = indexTemplate();
    if (text === undefined) {
      sendText(req, res, 404, 'E_NOT_BUILT: the site is not built yet');
      return;
    }
    if (serviceWorker?.template !== text) serviceWorker = { template: text, body: Buffer.from(serviceWorkerScript(text)) };
    sendBody(req, res, {
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: serviceWorker.body,
      headers: { 'Cache-Control': REVALIDATE },
    });
  }

  /**
   * /i18n/<language>.<hash>.json: the tenant's compiled messages in one language. The current
   * file is kept for a year (its name changes with its content); an older name, asked for by a
   * page loaded before a tenant edit, gets the current messages, revalidated on every use.
   */
  function sendMessages(req: IncomingMessage, res: ServerResponse, site: SiteRequest, name: string): void {
    if (!site.config) {
      sendTenantUnavailable(req, res, site.tenantId);
      return;
    }
    const wanted = parseMessageFileName(name);
    const file = wanted && messageFiles(site.config).get(wanted.language);
    if (!wanted || !file) {
      sendText(req, res, 404, 'E_NOT_FOUND: no messages for that language');
      return;
    }
    sendNamedByContent(req, res, file, wanted.hash);
  }

  /**
   * /config/<hash>.json: the tenant's config as the page gets it (config-file.ts), kept like a
   * message file: a year for the current name, and the current config, revalidated, for an older
   * one (a page loaded before a tenant edit).
   */
  function sendConfig(req: IncomingMessage, res: ServerResponse, site: SiteRequest, name: string): void {
    if (!site.config) {
      sendTenantUnavailable(req, res, site.tenantId);
      return;
    }
    const wanted = parseConfigFileName(name);
    if (!wanted) {
      sendText(req, res, 404, 'E_NOT_FOUND: no such config file');
      return;
    }
    sendNamedByContent(req, res, configFile(site.config), wanted);
  }

  /** Answers one non-API request. */
  function handle(req: IncomingMessage, res: ServerResponse, site: SiteRequest): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'E_METHOD: only GET and HEAD are served here', { Allow: 'GET, HEAD' });
      return;
    }
    if (site.url.pathname === '/studio' || site.url.pathname.startsWith('/studio/')) {
      sendStudio(req, res, site.nonce);
      return;
    }
    if (site.url.pathname === SERVICE_WORKER_PATH) {
      sendServiceWorker(req, res);
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(site.url.pathname);
    } catch {
      sendText(req, res, 400, 'E_BAD_REQUEST: the path is not valid percent-encoding');
      return;
    }
    const segments = path.split('/').filter(Boolean);
    if (segments.some((s) => s.startsWith('.'))) {
      sendText(req, res, 404, 'E_NOT_FOUND: no such file');
      return;
    }
    if (`/${segments[0]}/` === MESSAGE_FILES_PREFIX) {
      if (segments.length === 2) sendMessages(req, res, site, segments[1]);
      else sendText(req, res, 404, 'E_NOT_FOUND: no messages for that language');
      return;
    }
    if (`/${segments[0]}/` === CONFIG_FILES_PREFIX) {
      if (segments.length === 2) sendConfig(req, res, site, segments[1]);
      else sendText(req, res, 404, 'E_NOT_FOUND: no such config file');
      return;
    }
    const relative = segments.join('/');
    if (relative !== '' && relative !== 'index.html') {
      const built = safeJoin(options.distDir, relative);
      const file = built ? files.read(built) : undefined;
      if (file) {
        sendFile(req, res, file, segments[0] === 'assets' ? IMMUTABLE : REVALIDATE);
        return;
      }
    }
    if (segments[0] === 'assets' && segments.length > 1) {
      const rest = segments.slice(1).join('/');
      for (const tenant of [site.tenantId, '_base']) {
        const candidate = safeJoin(join(options.tenantsDir, tenant, 'assets'), rest);
        const file = candidate ? files.read(candidate) : undefined;
        if (file) {
          sendFile(req, res, file, REVALIDATE);
          return;
        }
      }
      sendText(req, res, 404, 'E_NOT_FOUND: no such asset');
      return;
    }
    const last = segments[segments.length - 1] ?? '';
    if (/\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html')) {
      sendText(req, res, 404, 'E_NOT_FOUND: no such file');
      return;
    }
    sendIndex(req, res, site);
  }

  return { handle };
}
