/** Writing responses: JSON envelopes and other bodies, compressed when the client accepts it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressBody, negotiateEncoding, shouldCompress, type Encoding } from './compress.ts';
import { errorEnvelope, type Envelope } from './envelope.ts';
import type { ApiError } from './api-error.ts';

export interface Body {
  status: number;
  contentType: string;
  body: Buffer;
  headers?: Record<string, string>;
  /**
   * Precompressed variants (static files cache them); when absent a compressible body is
   * compressed on the fly.
   */
  compressed?: (encoding: Encoding) => Buffer;
  /** how hard to compress when there is no precompressed variant (compressBody); low unless said */
  effort?: 'page' | 'low';
}

/** Sends body with its headers; security headers were set when the request began. */
export function sendBody(req: IncomingMessage, res: ServerResponse, out: Body): void {
  res.statusCode = out.status;
  for (const [name, value] of Object.entries(out.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Content-Type', out.contentType);
  let payload = out.body;
  if (shouldCompress(out.contentType, out.body.length)) {
    res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Accept-Encoding'));
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding) {
      payload = out.compressed ? out.compressed(encoding) : compressBody(out.body, encoding, out.effort ?? 'low');
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Sends a plain text answer that no cache keeps (unless `headers` says otherwise). */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  sendBody(req, res, {
    status,
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(text),
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

function appendVary(current: number | string | string[] | undefined, name: string): string {
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

/** Sends an envelope as JSON; API responses are never cached by browsers or proxies. */
export function sendEnvelope(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  envelope: Envelope,
  headers: Record<string, string> = {},
): void {
  sendBody(req, res, {
    status,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(envelope)),
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

/** Sends an ApiError as its envelope with its status and headers. */
export function sendApiError(req: IncomingMessage, res: ServerResponse, error: ApiError): void {
  sendEnvelope(req, res, error.status, errorEnvelope(error.code, error.message, error.value), error.headers);
}

/**
 * A 303 to `location` (a site path or the provider's address), never kept by a cache, with the
 * cookies to set; the Referer stays behind, as an address may carry a one-time parameter.
 */
export function sendRedirect(res: ServerResponse, location: string, cookies: string[] = []): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Length', '0');
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end();
}
