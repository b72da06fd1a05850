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
 * The policy of a response that runs nothing (an API answer: no nonce), made once per list of image
 * origins (a tenant's config keeps its list until it is reloaded) instead of on every call.
 */
const policiesWithoutNonce = new WeakMap<readonly string[], string>();
const NO_IMAGE_ORIGINS: readonly string[] = [];
function policyWithoutNonce(imageOrigins: readonly string[] = NO_IMAGE_ORIGINS): string {
  let policy = policiesWithoutNonce.get(imageOrigins);
  if (policy === undefined) {
    policy = contentSecurityPolicy(undefined, imageOrigins);
    policiesWithoutNonce.set(imageOrigins, policy);
  }
  return policy;
}

/**
 * Sets every security header on `res`, replacing any set before. X-Frame-Options is SAMEORIGIN,
 * not DENY, because the site frames its own pages (the lottery and demo game pages, the jackpot
 * panel, a task link on the site's own origin); frame-ancestors 'self' says the same to browsers
 * that read CSP. HSTS goes only on HTTPS responses: browsers ignore it over plain HTTP, and a
 * local `npm start` must stay reachable at http://localhost.
 */
export function setSecurityHeaders(
  res: ServerResponse,
  nonce: string | undefined,
  options: { https?: boolean; imageOrigins?: readonly string[] } = {},
): void {
  res.setHeader(
    'Content-Security-Policy',
    nonce === undefined ? policyWithoutNonce(options.imageOrigins) : contentSecurityPolicy(nonce, options.imageOrigins),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (options.https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
