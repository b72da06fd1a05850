/** Security headers sent on every response, HTML and API alike. */
import { randomBytes } from 'node:crypto';

/** A per-request nonce for the CSP style-src (emotion reads it from <meta name="csp-nonce">). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy value for one response. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    // The site embeds its own pages (demo game, lottery, task) and nobody else may frame it.
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Every security header, keyed by header name. */
export function securityHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
