/** Facts about the caller: its address and the country the edge proxy located it in. */
import type { IncomingMessage } from 'node:http';

/**
 * The client address. X-Forwarded-For is believed only when the server is told it sits behind
 * a proxy (TRUST_PROXY=1); otherwise anyone could pick an address to dodge the login limits.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  const remote = req.socket.remoteAddress ?? '';
  return remote.startsWith('::ffff:') ? remote.slice(7) : remote;
}

/** ISO country code from the edge proxy's x-country-code header; empty when absent or malformed. */
export function countryCode(req: IncomingMessage): string {
  const value = req.headers['x-country-code'];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : '';
}
