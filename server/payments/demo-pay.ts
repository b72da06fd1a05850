/**
 * The demo payment page /demo-pay/?order=<orderNo>&token=<token>: a stand-in for a payment
 * gateway's page (HTML, external JS and CSS, so it runs under the site's strict CSP). It shows
 * the order and has Pay and Fail buttons, which call the development endpoint POST /api/dev/pay;
 * the server signs the gateway callback and posts it to itself. It is served only with the
 * development helpers (DEV_HELPERS=1, never with NODE_ENV "production"). Without them a deposit's
 * payUrl still points here, so the page's address answers 404 with a plain HTML page that says
 * this site has no payment page and the order waits for the operator's payment gateway, instead
 * of the single-page app (which would show its home or a not-found screen and no reason).
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

const ORDER_NO = /^D[0-9]{8}[0-9A-F]{10}$/;

/** The page a member reaches from payUrl when the server has no payment page. */
function noPaymentPage(orderNo: string | null, nonce: string): string {
  // Only a well-formed order number is echoed (no markup can come from the address).
  const order =
    orderNo && ORDER_NO.test(orderNo)
      ? `<p>Your deposit order <strong>${orderNo}</strong> is saved as pending. Nothing was charged.</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment page not available</title>
<style nonce="${nonce}">
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #111827; color: #f9fafb; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.5rem 1rem; }
  a { color: #93c5fd; }
</style>
</head>
<body>
<main>
  <h1>Payment page not available</h1>
  <p>This site has no online payment page yet, so an order cannot be paid here.</p>
  ${order}
  <p>A deposit is completed when the site operator's payment gateway confirms the payment. An order that is not paid within 30 minutes expires. Contact customer service if you have paid and your balance has not changed.</p>
  <p><a href="/m/voucherCenter">Back to the site</a></p>
</main>
</body>
</html>
`;
}

export function createDemoPayPage(options: { enabled: boolean }) {
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

  function handle(req: IncomingMessage, res: ServerResponse, url: URL, nonce: string): void {
    const page = FILES[url.pathname];
    const text = (status: number, message: string, headers: Record<string, string> = {}) =>
      sendBody(req, res, {
        status,
        contentType: 'text/plain; charset=utf-8',
        body: Buffer.from(message),
        headers: { 'Cache-Control': 'no-store', ...headers },
      });
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return text(405, 'E_METHOD: only GET and HEAD are served here', { Allow: 'GET, HEAD' });
    if (!page) return text(404, 'E_NOT_FOUND: no such page');
    if (!options.enabled || isProduction()) {
      if (page.file !== 'index.html') return text(404, 'E_NOT_FOUND: no such page');
      const body = Buffer.from(noPaymentPage(url.searchParams.get('order'), nonce));
      return sendBody(req, res, { status: 404, contentType: 'text/html; charset=utf-8', body, headers: { 'Cache-Control': 'no-store' } });
    }
    sendBody(req, res, { status: 200, contentType: page.type, body: read(page.file), headers: { 'Cache-Control': 'no-store' } });
  }

  return { owns, handle };
}
