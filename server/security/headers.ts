/** Security headers sent on every response, HTML and API alike. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * A per-response nonce for the CSP's style-src (emotion reads it from <meta name="csp-nonce">) and
 * script-src (the inline entry loader of a server-rendered page, static/entry-loader.ts). API
 * answers get none: they run nothing, so their policy allows no inline script or style at all.
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy value for one response. `imageOrigins` are the resolved tenant's
 * image CDNs (settings.imageCDNs, https origins by the tenant schema), where its site-path images
 * load from (SPEC 9); no other tenant's CDN is allowed.
 */
function contentSecurityPolicy(nonce: string | undefined, imageOrigins: readonly string[] = []): string {
  const inline = nonce === undefined ? '' : ` 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    `style-src 'self'${inline}`,
    ["img-src 'self' data:", ...imageOrigins.map((origin) => new URL(origin).origin)].join(' '),
    "connect-src 'self'",
    "frame-src 'self'",
    // The site embeds its own pages (demo game, lottery, task) and nobody else may frame it.
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** HSTS: a year, subdomains included (tenants are often served on subdomains of one site). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client reached the site over HTTPS: its own TLS socket, or (only when the proxy is
 * trusted, since anyone can send the header) the first X-Forwarded-Proto value the proxy wrote.
 */
export function servedOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Every security header, keyed by header name. X-Frame-Options is SAMEORIGIN, not DENY, because
 * the site frames its own pages (the lottery and demo game pages, the jackpot panel, a task link
 * on the site's own origin); frame-ancestors 'self' says the same to browsers that read CSP.
 * HSTS goes only on HTTPS responses: browsers ignore it over plain HTTP, and a local
 * `npm start` must stay reachable at http://localhost.
 */
function securityHeaders(
  nonce: string | undefined,
  options: { https?: boolean; imageOrigins?: readonly string[] } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, options.imageOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Sets every security header on `res` (securityHeaders), replacing any set before. */
export function setSecurityHeaders(
  res: ServerResponse,
  nonce: string | undefined,
  options: { https?: boolean; imageOrigins?: readonly string[] } = {},
): void {
  for (const [name, value] of Object.entries(securityHeaders(nonce, options))) res.setHeader(name, value);
}
