/**
 * The demo payment page /demo-pay/?order=<orderNo>&token=<token>: a stand-in for a payment
 * gateway's page (HTML, external JS and CSS, so it runs under the site's strict CSP). It shows
 * the order and has Pay and Fail buttons, which call the development endpoint POST /api/dev/pay;
 * the server signs the gateway callback and posts it to itself. In production (NODE_ENV
 * "production") the page is not served.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { isProduction } from './rules.ts';
import { sendBody } from '../http/respond.ts';

const PUBLIC_DIR = new URL('./public/', import.meta.url);

const FILES: Record<string, { file: string; type: string }> = {
  '/demo-pay': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo-pay/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo-pay/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo-pay/pay.js': { file: 'pay.js', type: 'text/javascript; charset=utf-8' },
  '/demo-pay/pay.css': { file: 'pay.css', type: 'text/css; charset=utf-8' },
};

export function createDemoPayPage() {
  const cache = new Map<string, Buffer>();
  function read(file: string): Buffer {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(fileURLToPath(new URL(file, PUBLIC_DIR)));
      cache.set(file, body);
    }
    return body;
  }

  function owns(pathname: string): boolean {
    return pathname === '/demo-pay' || pathname.startsWith('/demo-pay/');
  }

  function handle(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const page = FILES[url.pathname];
    const text = (status: number, message: string, headers: Record<string, string> = {}) =>
      sendBody(req, res, { status, contentType: 'text/plain; charset=utf-8', body: Buffer.from(message), headers: { 'Cache-Control': 'no-store', ...headers } });
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'E_METHOD: only GET and HEAD are served here', { Allow: 'GET, HEAD' });
    if (!page || isProduction()) return text(404, 'E_NOT_FOUND: no such page');
    sendBody(req, res, { status: 200, contentType: page.type, body: read(page.file), headers: { 'Cache-Control': 'no-store' } });
  }

  return { owns, handle };
}
