/**
 * `npm run dev`: the site from source, on one address, with React Fast Refresh.
 *
 * One process here, one child:
 * - this script listens on PORT (default 5173) with Vite in middleware mode (React Fast Refresh
 *   through @vitejs/plugin-react, HMR over a WebSocket on the same port);
 * - the reference server (scripts/dev-server.ts) runs under `tsx watch` on SERVER_PORT (default:
 *   a free port), restarted on every change to server/, with the development helpers on
 *   (DEV_HELPERS=1: /api/dev/*, /demo-pay/) and its own data folder.
 *
 * Every page (a browser document or frame request) and everything Vite does not serve (/api,
 * /demo-game, /demo-pay, /vip, /downloads, tenant /assets) goes to the reference server. So the
 * server renders each page as in production, tenant config, CSP nonce and all, only around
 * Vite's dev entry instead of the built bundle: this script writes that template (engine/
 * index.html through Vite's transformIndexHtml) into a temporary DIST_DIR the server reads.
 * Tenant edits show on the next reload (the server watches tenants/).
 *
 * The production CSP stands unchanged. Two things make Vite's dev page work under it:
 * - its inline module scripts (the React Refresh preamble) are served from URLs of their own
 *   here, since script-src is 'self' without inline scripts;
 * - the page gets <meta property="csp-nonce" nonce> with the server's nonce, where Vite's client
 *   reads the nonce for the <style> elements it inserts for imported CSS.
 *
 * Environment: PORT (default 5173), HOST (default 127.0.0.1), SERVER_PORT, DATA_DIR (default
 * .data/pglite-dev, apart from npm start's .data/pglite so both can run at once), DATABASE_URL,
 * TENANTS_DIR (default tenants), SMS_PROVIDER, SMS_HTTP_URL, PHONE_PROOF_PROVIDER, FIREBASE_PROJECT_ID,
 * FIREBASE_JWKS_URL, MAIL_PROVIDER, MAIL_HTTP_URL. Ctrl-C or SIGTERM stops both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { seedAccountsTable } from './seed-accounts.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const INDEX_HTML = join(ROOT, 'screens', 'index.html');
const INLINE_PREFIX = '/@dev-inline/';

function parsePort(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`E_PORT: ${name} must be a whole number from 0 to 65535, got "${value}"`);
    process.exit(1);
  }
  return port;
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((done, fail) => probe.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Resolves once something accepts connections on the port. */
async function waitForPort(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Moves each inline <script> of Vite's page to a URL of its own (the CSP allows no inline script). */
function externalizeInlineScripts(html: string): { template: string; scripts: Map<string, string> } {
  const scripts = new Map<string, string>();
  const template = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (whole, attributes: string, body: string) => {
    if (/\bsrc=/.test(attributes) || body.trim() === '') return whole;
    const path = `${INLINE_PREFIX}${scripts.size}.js`;
    scripts.set(path, body);
    return `<script${attributes} src="${path}"></script>`;
  });
  return { template, scripts };
}

/** Adds the meta Vite's client takes its <style> nonce from, carrying the nonce the server gave the page. */
function withViteNonce(html: string): string {
  return html.replace(
    /<meta name="csp-nonce" content="([^"]*)">/,
    (meta, nonce: string) => `${meta}<meta property="csp-nonce" nonce="${nonce}">`,
  );
}

function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const dest = req.headers['sec-fetch-dest'];
  if (typeof dest === 'string') return dest === 'document' || dest === 'iframe' || dest === 'frame';
  return (req.headers.accept ?? '').includes('text/html');
}

async function main(): Promise<void> {
  const port = parsePort('PORT', 5173);
  const host = process.env.HOST || '127.0.0.1';
  const serverPort = parsePort('SERVER_PORT', 0) || (await freePort());
  const siteDir = mkdtempSync(join(tmpdir(), 'dev-site-'));

  const http = createServer();
  const vite = await createViteServer({
    configFile: join(ROOT, 'scripts', 'vite.config.ts'),
    appType: 'custom',
    // Kept apart from node_modules/.vite so a dev server never races another checkout's sharing node_modules.
    cacheDir: join(ROOT, '.data', 'vite-dev'),
    server: { middlewareMode: true, hmr: { server: http } },
  });

  let inlineScripts = new Map<string, string>();
  async function writeTemplate(): Promise<void> {
    // Paths relative to screens/ become absolute: the page is served at every route, /m/home too.
    const source = readFileSync(INDEX_HTML, 'utf8').replace(/\b(src|href)="\.\//g, '$1="/');
    const page = await vite.transformIndexHtml('/', source);
    const { template, scripts } = externalizeInlineScripts(page);
    inlineScripts = scripts;
    writeFileSync(join(siteDir, 'index.html'), template);
  }
  await writeTemplate();
  vite.watcher.on('change', (file) => {
    if (resolve(file) !== INDEX_HTML) return;
    writeTemplate().then(
      () => vite.ws.send({ type: 'full-reload' }),
      (error: unknown) => console.error(`[dev] screens/index.html: ${(error as Error).message}`),
    );
  });

  /** Passes the request to the reference server; a page's HTML gets Vite's nonce meta on the way back. */
  function toServer(req: IncomingMessage, res: ServerResponse, page: boolean): void {
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' };
    if (page) delete headers['accept-encoding'];
    const upstream = request({ host: '127.0.0.1', port: serverPort, method: req.method, path: req.url, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!page || !type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(withViteNonce(Buffer.concat(chunks).toString('utf8')));
        const { etag: _etag, 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': String(body.length) });
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('E_SERVER_DOWN: the reference server is restarting or stopped; see the npm run dev console, then reload');
    });
    req.pipe(upstream);
  }

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const inline = inlineScripts.get(path);
    if (inline !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(inline);
      return;
    }
    // engine/api/ holds source modules too (/api/client.ts): the browser imports those as scripts.
    if ((path === '/api' || path.startsWith('/api/')) && req.headers['sec-fetch-dest'] !== 'script') return toServer(req, res, false);
    if (isPageRequest(req)) return toServer(req, res, true);
    vite.middlewares(req, res, () => toServer(req, res, false));
  });

  await new Promise<void>((done, fail) => http.once('error', fail).listen(port, host, done));

  const watcher = spawn(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['watch', '--clear-screen=false', join(ROOT, 'scripts', 'dev-server.ts')],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // Its own process group: Ctrl-C reaches only this script, which then stops the watcher with
      // one SIGTERM (a second signal makes tsx watch SIGKILL the server, leaving its lock behind).
      detached: true,
      env: {
        ...process.env,
        PORT: String(serverPort),
        DIST_DIR: siteDir,
        DATA_DIR: process.env.DATA_DIR || join(ROOT, '.data', 'pglite-dev'),
        TENANTS_DIR: process.env.TENANTS_DIR || join(ROOT, 'tenants'),
      },
    },
  );
  const watcherExited = new Promise<void>((done) => watcher.once('exit', () => done()));
  const stopWatcher = () => {
    if (watcher.exitCode === null && watcher.signalCode === null) watcher.kill('SIGTERM');
  };
  process.on('exit', stopWatcher);

  let stopping = false;
  async function stop(code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    stopWatcher();
    await watcherExited;
    await vite.close();
    http.closeAllConnections();
    await new Promise((done) => http.close(done));
    rmSync(siteDir, { recursive: true, force: true });
    process.exit(code);
  }
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  watcher.once('exit', () => {
    if (stopping) return;
    console.error('[dev] tsx watch stopped; stopping the dev server');
    void stop(1);
  });

  await waitForPort(serverPort);
  const shown = (http.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host === '127.0.0.1' ? 'localhost' : host;
  console.log(
    `\nOpen http://${shownHost}:${shown}/  (Vite dev server; reference server on port ${serverPort}, restarted on server/ changes)`,
  );
  console.log(`Second tenant: http://lucky.localhost:${shown}/\n`);
  console.log(`Seeded accounts:\n${seedAccountsTable()}\n`);
}

main().catch((error: unknown) => {
  const e = error as { code?: string; message?: string };
  if (e.code === 'EADDRINUSE') {
    console.error(
      `E_PORT_IN_USE: port ${process.env.PORT || 5173} is taken by another program; start with another, e.g. PORT=5174 npm run dev`,
    );
    process.exit(1);
  }
  console.error(`${e.code ?? 'E_DEV'}: ${e.message ?? String(error)}`);
  process.exit(1);
});
