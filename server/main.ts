/**
 * The reference server: opens the database (PGlite, or PostgreSQL with databaseUrl), applies
 * migrations and the demo seed, loads and watches the tenant configs, and serves the API and the
 * built site on one port.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TenantConfig } from '../engine/config/types.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { keepDemoPresence } from './seed/demo-presence.ts';
import { seedOnStart } from './seed/seed.ts';
import type { Db } from './db/types.ts';
import { configureSmsSink } from './account/sms-sink.ts';
import { configurePhoneProof } from './account/phone-proof.ts';
import { configureMailSink } from './account/mail-sink.ts';
import { loginKey } from './account/login-encryption.ts';
import { startSettlement } from './agents/scheduler.ts';
import { firstScreenData } from './endpoints/first-data.ts';
import { accountAnswers, memberAnswer, memberRenderedRoute, pageVisitor, SESSION_ENDED } from './endpoints/member-screen.ts';
import { clearedSessionCookies } from './http/session-cookie.ts';
import { MANIFEST_PATH, webManifest } from './static/manifest.ts';
import { sendBody } from './http/respond.ts';
import { DEV_HANDLERS, DEV_HELPER_ROUTES, HANDLERS, TENANT_CONFIG_ROUTE } from './endpoints/index.ts';
import { exchangePageToken, PAGE_TOKEN_PARAM } from './http/page-token.ts';
import { createApi } from './http/api.ts';
import { answerClientError, MAX_HEADER_BYTES } from './http/client-error.ts';
import { createApiRouter, type RouteSpec } from './http/router.ts';
import { resolveTenant } from './http/tenant.ts';
import { createNonce, servedOverHttps, setSecurityHeaders } from './security/headers.ts';
import { createGamePages } from './demo-game/site.ts';
import { createSite } from './static/site.ts';
import { createFirstScreenRenderer, type FirstScreen } from './static/first-screen.ts';
import { createDemoPayPage } from './payments/demo-pay.ts';
import { createVipPage } from './loyalty/vip-page.ts';
import { createLoginForm, loginPath, renderedLocation } from './endpoints/login-form.ts';
import { createSocialLogin } from './endpoints/social-login.ts';
import { createTenantRegistry } from './tenants/registry.ts';
import { createContentSync, type ContentSync } from './content/sync.ts';
import { createStudioApi, STUDIO_API_PREFIX } from './studio/api.ts';
import { createStudio } from './studio/service.ts';
import { createUploadFiles } from './uploads/serve.ts';
import { createReviews } from './studio/reviews.ts';
import { createWebhookSender } from './studio/webhooks.ts';
import { pendingJournals, recoverPublishes } from './studio/publish-journal.ts';
import { listenChannel } from './db/listen.ts';
import { configTimeZone, syncTenantTimeZone } from './time/tenant-zones.ts';
import { openLiveVersions, type LiveVersions } from './studio/live-versions.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StartServerOptions {
  /** 0 picks a free port */
  port: number;
  /** default 127.0.0.1 for tests; scripts/start.ts listens on all interfaces */
  host?: string;
  tenantsDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database is used */
  databaseUrl?: string;
  /**
   * Where the tenants' own files are served from: 'database' (the default with databaseUrl) serves
   * each tenant's newest version in PostgreSQL, the same on every server, and follows new ones;
   * 'files' (the default without) serves the tenants folder and watches it (TENANT_SOURCE)
   */
  tenantSource?: 'database' | 'files';
  /** PostgreSQL connections (DATABASE_POOL_SIZE); the default fits the machine's cores */
  databasePoolSize?: number;
  /** PGlite data folder; default .data/pglite under the repository */
  dataDir?: string;
  /** built site; default dist/ under the repository */
  distDir?: string;
  /** believe X-Forwarded-For for the client address (only behind a proxy that sets it) */
  trustProxy?: boolean;
  /** the time source for sessions and rate limits (tests move it forward) */
  clock?: () => Date;
  /** one line per event; default stderr */
  log?: (line: string) => void;
  /**
   * mount the development helpers (/api/dev/*: SMS codes, captcha answers, the demo payment
   * page); off unless asked for (DEV_HELPERS=1), and refused with NODE_ENV=production
   */
  devHelpers?: boolean;
  /** SMS_PROVIDER ("console", the default, or "http") and SMS_HTTP_URL: server/account/sms-sink.ts */
  sms?: { provider?: string; httpUrl?: string };
  /**
   * PHONE_PROOF_PROVIDER ("console", the default, or "firebase"), FIREBASE_PROJECT_ID and
   * FIREBASE_JWKS_URL: who vouches for a login's or registration's firebaseIdToken (server/account/phone-proof.ts)
   */
  phoneProof?: { provider?: string; firebaseProjectId?: string; firebaseJwksUrl?: string };
  /** MAIL_PROVIDER ("console", the default, or "http") and MAIL_HTTP_URL: server/account/mail-sink.ts */
  mail?: { provider?: string; httpUrl?: string };
  /** how often the agent settlements run (SETTLE_EVERY_MS, default 5 minutes; 0 = only when asked) */
  settleEveryMs?: number;
  /** how often the studio publishes approved change requests whose time has come; default 10 s, 0 = never */
  studioScheduleMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** the agent settlements (rebates, salaries, dividends) of every tenant's closed periods, now */
  settleNow(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The api.routes table of tenants/_base/tenant.json, where every endpoint's path is configured,
 * plus the development helpers' routes when they are on.
 */
export function readBaseRoutes(tenantsDir: string, devHelpers = false): Record<string, RouteSpec> {
  const base = JSON.parse(readFileSync(join(tenantsDir, '_base', 'tenant.json'), 'utf8')) as {
    api?: { routes?: Record<string, RouteSpec> };
  };
  return { tenant: TENANT_CONFIG_ROUTE, ...(devHelpers ? DEV_HELPER_ROUTES : {}), ...(base.api?.routes ?? {}) };
}

/** Starts the server; resolves once it listens. */
/** The outside services' settings from the environment: SMS_*, PHONE_PROOF_PROVIDER and FIREBASE_*, MAIL_* (README). */
export function providersFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<StartServerOptions, 'sms' | 'phoneProof' | 'mail'> {
  return {
    sms: { provider: env.SMS_PROVIDER, httpUrl: env.SMS_HTTP_URL },
    phoneProof: { provider: env.PHONE_PROOF_PROVIDER, firebaseProjectId: env.FIREBASE_PROJECT_ID, firebaseJwksUrl: env.FIREBASE_JWKS_URL },
    mail: { provider: env.MAIL_PROVIDER, httpUrl: env.MAIL_HTTP_URL },
  };
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const clock = options.clock ?? (() => new Date());
  const tenantsDir = resolve(options.tenantsDir);
  const distDir = resolve(options.distDir ?? join(REPO_ROOT, 'dist'));

  const devHelpers = options.devHelpers ?? false;
  if (devHelpers && process.env.NODE_ENV === 'production') {
    throw Object.assign(
      new Error('the development helpers (DEV_HELPERS=1) hand out codes and move money: they cannot be on with NODE_ENV=production'),
      { code: 'E_DEV_HELPERS' },
    );
  }
  const sms = configureSmsSink({ log, provider: options.sms?.provider, httpUrl: options.sms?.httpUrl, keepCodes: devHelpers });
  const phoneProof = configurePhoneProof({ log, ...options.phoneProof, issueTokens: devHelpers });
  const mail = configureMailSink({ log, provider: options.mail?.provider, httpUrl: options.mail?.httpUrl, keepMails: devHelpers });
  if (devHelpers)
    log(
      `DEVELOPMENT HELPERS ON (DEV_HELPERS=1): ${Object.values(DEV_HELPER_ROUTES)
        .map((r) => r.path)
        .join(', ')} and /demo-pay/ are open to anyone; never on a public site`,
    );
  if (sms.name === 'console') log('SMS codes are printed in this log (SMS_PROVIDER=console)');
  if (phoneProof.name === 'console')
    log(`Firebase ID tokens are ${devHelpers ? 'issued by /api/dev/firebase-token' : 'all refused'} (PHONE_PROOF_PROVIDER=console)`);
  if (mail.name === 'console') log('Feedback mails are printed in this log (MAIL_PROVIDER=console)');
  const router = createApiRouter(readBaseRoutes(tenantsDir, devHelpers), devHelpers ? { ...HANDLERS, ...DEV_HANDLERS } : HANDLERS);
  const pending = router.unimplemented();
  if (pending.length > 0) log(`api.routes without a handler yet (answered 404 E_NOT_FOUND): ${pending.join(', ')}`);
  const opening = openDb({
    databaseUrl: options.databaseUrl,
    poolSize: options.databasePoolSize,
    dataDir: resolve(options.dataDir ?? join(REPO_ROOT, '.data', 'pglite')),
    log,
  });
  // the tenants' own files from their folders, or from the database's live versions (overlays)
  const loadTenants = (overlays?: LiveVersions) =>
    createTenantRegistry({ tenantsDir, watch: true, log, overlays, onChange: (id) => void afterTenantChange?.(id) });
  // what a served config's change sets off once the database is open (the content copy)
  let afterTenantChange: ((id: string) => Promise<void>) | undefined;
  // The tenants load and validate here while the database opens on its own thread (PGlite) or
  // connects (PostgreSQL): a restart waits for the longer of the two, not for both. Unless a
  // publish was left half done: the database says whether to finish or undo it, and the tenants
  // load after that, so a mix of old and new files is never served.
  const halfPublished = pendingJournals(tenantsDir).length > 0;
  // With the database's versions live, the tenants load once it is migrated (live-versions.ts).
  const fromDatabase = options.databaseUrl !== undefined && options.tenantSource !== 'files';
  let loaded: ReturnType<typeof createTenantRegistry> | undefined;
  let live: LiveVersions | undefined;
  let contentSync: ContentSync | undefined;
  try {
    if (!halfPublished && !fromDatabase) loaded = loadTenants();
  } catch (error) {
    await opening.then((db) => db.close()).catch(() => undefined);
    throw error;
  }
  let db: Db;
  try {
    db = await opening;
  } catch (error) {
    loaded?.close();
    throw error;
  }
  try {
    await migrate(db);
    await seedOnStart(db, clock());
    // the encrypted login's key pair, made by the first start of a database: asking for the key (a GET) writes nothing
    await loginKey(db);
    if (fromDatabase) {
      const databaseUrl = options.databaseUrl!;
      live = await openLiveVersions({ db, tenantsDir, log, listen: (channel, handlers) => listenChannel(databaseUrl, channel, handlers) });
      loaded = loadTenants(live);
      live.attach(loaded);
    } else if (!loaded) {
      await recoverPublishes(db, tenantsDir, log);
      loaded = loadTenants();
    }
    // Each tenant's days are cut in its own zone: the daily roll-up learns it before any request.
    for (const id of loaded.ids()) await syncTenantTimeZone(db, id, configTimeZone(loaded.get(id) as TenantConfig | undefined));
    // The studio's content (banners, announcements, red rain) reaches the calls' tables before any request.
    const registry = loaded;
    const sync = createContentSync({ db, content: (id) => registry.get(id) as TenantConfig | undefined, clock, log });
    contentSync = sync;
    for (const id of loaded.ids()) await sync.changed(id);
    afterTenantChange = (id) => sync.changed(id);
  } catch (error) {
    loaded?.close();
    await live?.close();
    await db.close();
    throw error;
  }
  const tenants = loaded;
  const lookup = { has: (id: string) => tenants.get(id) !== undefined, resolveByHost: (host: string) => tenants.resolveByHost(host) };
  const api = createApi({ db, router, trustProxy: options.trustProxy ?? false, clock, log });
  const site = createSite({ distDir, tenantsDir });
  const firstScreen = createFirstScreenRenderer({ distDir, log });
  firstScreen.warmUp();
  const demoPay = createDemoPayPage({ enabled: devHelpers });
  const vipPage = createVipPage();
  const gamePages = createGamePages({ db });
  const uploads = createUploadFiles({ db });
  const loginForm = createLoginForm({ db, trustProxy: options.trustProxy ?? false, clock, log });
  // a provider on http (a test's own) only with the development helpers, never in production
  const socialLogin = createSocialLogin({ db, trustProxy: options.trustProxy ?? false, clock, log, allowLoopbackHttp: devHelpers });
  // review webhooks may reach localhost only with the development helpers (tests), never in production
  const webhooks = createWebhookSender({ db, clock, log, allowLoopback: devHelpers });
  const sendWebhooks = () => void webhooks.deliverDue().catch((error: unknown) => log(`studio: webhooks: ${String(error)}`));
  const studio = createStudio({ db, tenantsDir, registry: tenants, log, live, afterReviewEvent: sendWebhooks });
  const reviews = createReviews({ db, servedTenants: () => tenants.ids(), webhooks, allowLoopback: devHelpers, audit: studio.audit });
  const studioApi = createStudioApi({
    db,
    studio,
    reviews,
    servedTenants: () => tenants.ids(),
    tenantConfig: (id) => tenants.get(id),
    trustProxy: options.trustProxy ?? false,
    clock,
    log,
  });
  const scheduleMs = options.studioScheduleMs ?? 10_000;
  const studioTimer =
    scheduleMs > 0
      ? setInterval(() => {
          void studio.publishDue(clock()).catch((error: unknown) => log(`studio: scheduled publishing failed: ${String(error)}`));
          // deliveries a restart left due
          sendWebhooks();
        }, scheduleMs)
      : undefined;
  studioTimer?.unref();

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const https = servedOverHttps(req, options.trustProxy ?? false);
    // The security headers are set once, when the response's policy is known: its tenant's image
    // CDNs, and past the API a nonce. An error before that is answered with them (see the server's
    // catch below).
    const target = req.url ?? '/';
    if (!target.startsWith('/')) {
      setSecurityHeaders(res, undefined, { https });
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('E_BAD_REQUEST: the request target must be a path');
      return;
    }
    const url = new URL(`http://localhost${target}`);
    const tenant = resolveTenant(req, url, lookup);
    const config = tenants.get(tenant.id) as TenantConfig | undefined;
    const imageOrigins = config?.settings?.imageCDNs;
    const studioCall = url.pathname.startsWith(STUDIO_API_PREFIX);
    if (studioCall || url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      // An API answer runs nothing and gets no nonce (the random bytes were the largest of the
      // server's own work in a wallet read).
      setSecurityHeaders(res, undefined, { https, imageOrigins });
      if (studioCall) await studioApi.handle(req, res, url);
      else await api.handle(req, res, { url, tenantId: tenant.id, tenant: config });
      return;
    }
    // Past the API a response may be a page: its inline style and entry loader run under this
    // response's nonce.
    const nonce = createNonce();
    setSecurityHeaders(res, nonce, { https, imageOrigins });
    // the images operators uploaded in the studio (issue 30), this tenant's only
    if (uploads.owns(url.pathname)) {
      await uploads.handle(req, res, { url, tenantId: tenant.id });
      return;
    }
    if (url.pathname === MANIFEST_PATH && config) {
      sendBody(req, res, {
        status: 200,
        contentType: 'application/manifest+json; charset=utf-8',
        body: Buffer.from(JSON.stringify(webManifest(config))),
        headers: { 'Cache-Control': 'no-cache' },
      });
      return;
    }
    // the login form posted without JavaScript (issue 26)
    if (loginForm.owns(req, url, config)) {
      await loginForm.handle(req, res, { tenantId: tenant.id, config, https });
      return;
    }
    // SPEC 2's social login through OpenID Connect (issue 27)
    if (socialLogin.owns(req, url, config)) {
      await socialLogin.handle(req, res, { url, tenantId: tenant.id, config, https });
      return;
    }
    if (gamePages.owns(url.pathname)) {
      await gamePages.handle(req, res, { url, tenantId: tenant.id });
      return;
    }
    if (demoPay.owns(url.pathname)) {
      demoPay.handle(req, res, url, nonce);
      return;
    }
    if (vipPage.owns(url.pathname)) {
      vipPage.handle(req, res, url, config, nonce);
      return;
    }
    // A page (not a file): its first screen's data goes with it, so the first paint waits for no API call.
    const page = config && (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(url.pathname);
    // SPEC 4's token on the page address becomes the session cookie, and leaves the address.
    if (page && url.searchParams.has(PAGE_TOKEN_PARAM)) {
      await exchangePageToken(db, res, { url, tenantId: tenant.id, now: clock(), https });
      return;
    }
    const studioPreview = url.searchParams.has('studioPreview');
    // Who the page is for: a member's pages carry their data and are rendered for them alone.
    const visitor = page && !studioPreview ? await pageVisitor(db, req, tenant.id, clock()) : 'guest';
    const member = typeof visitor === 'object' ? visitor : undefined;
    const state = page ? { ...firstScreen.startState(req, config, url.pathname), signedIn: member !== undefined } : undefined;
    const firstData = page
      ? await firstScreenData(db, tenant.id, config, url.pathname, req, state?.language, member).catch(() => undefined)
      : undefined;
    let pageData = firstData;
    let rendered: FirstScreen | undefined;
    if (member && config && firstData && state) {
      const context = { db, req, tenantId: tenant.id, config, now: clock() };
      const account = await accountAnswers(context).catch(() => undefined);
      if (account) pageData = { ...firstData, entries: { ...firstData.entries, ...account } };
      const screen =
        account && firstData.app && memberRenderedRoute(config, url.pathname)
          ? await firstScreen.renderMember(req, {
              config,
              state,
              firstData: pageData!.entries,
              nonce,
              member: member.memberId,
              answer: (name, params) => memberAnswer(name, params, context),
            })
          : undefined;
      if (screen) {
        rendered = screen;
        pageData = { ...firstData, entries: screen.firstData };
      }
    } else if (visitor === 'ended' && firstData) {
      // the browser's session is over: it forgets it (engine/core/engine.ts) and gets the guest page
      pageData = { ...firstData, entries: { ...firstData.entries, ...SESSION_ENDED } };
    }
    // The home for a signed-out visitor is rendered here, so the browser paints it from this response.
    // So is its login page, whose form then works without JavaScript (issue 26).
    const guestPage = pageData?.home || (pageData?.app && config && url.pathname === loginPath(config));
    if (!member && page && state && guestPage && !studioPreview)
      rendered = await firstScreen.render(req, {
        config,
        state: { ...state, path: renderedLocation(url) },
        firstData: pageData!.entries,
        nonce,
      });
    site.handle(req, res, {
      url,
      nonce,
      tenantId: tenant.id,
      rememberTenant: tenant.source === 'query' && !studioPreview,
      config,
      firstData: pageData,
      firstScreen: rendered,
      // a member's page, or one that ends a session, is for this browser alone and never kept
      private: visitor !== 'guest',
      cookies: visitor === 'ended' ? clearedSessionCookies(https) : undefined,
    });
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      log(`E_INTERNAL ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) {
        setSecurityHeaders(res, undefined, { https: servedOverHttps(req, options.trustProxy ?? false) });
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('E_INTERNAL: unknown error');
      } else {
        res.destroy();
      }
    });
  });
  // Idle keep-alive sockets stay open longer than clients and proxies keep theirs (commonly up to
  // 60 s), so a client never sends a request on a socket the server is closing (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  server.headersTimeout = 66_000;
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
    });
  } catch (error) {
    tenants.close();
    await live?.close();
    await contentSync?.idle();
    await db.close();
    throw error;
  }
  const settlement = startSettlement({
    db,
    tenantIds: () => tenants.ids(),
    timeZone: (id) => configTimeZone(tenants.get(id) as TenantConfig | undefined),
    clock,
    log,
    everyMs: options.settleEveryMs ?? 5 * 60_000,
  });
  // The demo team's seeded online members are seen every minute, so "Online now" stays as seeded.
  let presence: Promise<unknown> = keepDemoPresence(db, clock()).catch(() => undefined);
  const presenceTimer = setInterval(() => {
    presence = presence.then(() => keepDemoPresence(db, clock())).catch((error: unknown) => log(`demo presence: ${String(error)}`));
  }, 60_000);
  presenceTimer.unref();
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host === undefined ? '127.0.0.1' : shownHost}:${port}/`,
    port,
    db,
    settleNow: () => settlement.runOnce(),
    close() {
      closing ??= (async () => {
        await settlement.stop();
        clearInterval(presenceTimer);
        await presence;
        if (studioTimer) clearInterval(studioTimer);
        await webhooks.close();
        tenants.close();
        await live?.close();
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
