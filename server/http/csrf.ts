/**
 * Cross-site request forgery (issue 26). The session cookie goes with every request the browser
 * makes to the site, so a call that changes something must show it came from the site's own pages:
 *
 * - `Origin`, when sent, is the request's own origin (its Host; https when the request is known
 *   to have come over HTTPS);
 * - `Sec-Fetch-Site`, when sent, is `same-origin` or `none` (typed in the address bar);
 * - and a call the cookie authenticates carries `X-Requested-With: wl`, a header the site's API
 *   client sends (engine/api/client.ts) and a cross-site form cannot (a page of another origin
 *   would need a CORS preflight, which the site never answers).
 *
 * The first two apply to every such call (a forged sign-in or free trial would put the victim in
 * the attacker's session), the third to the cookie's. A call with a Bearer header carries no
 * ambient credential and is not checked. Refused: 403 E_CSRF.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.ts';
import type { ApiHandler } from './handler.ts';

const SITE_HEADER = 'x-requested-with';
const SITE_HEADER_VALUE = 'wl';

const refused = (why: string) => new ApiError(403, 'E_CSRF', `Refused: ${why}. Changes are accepted only from the site's own pages`);

/** True when the call changes something: every method but GET and HEAD, and the GETs that write (their `preview: 'refused'`). */
export function changesState(method: string, handler: Pick<ApiHandler, 'preview'>): boolean {
  return (method !== 'GET' && method !== 'HEAD') || handler.preview === 'refused';
}

/** True when the request carries the site's own header (the browser engine's calls). */
export function fromSite(req: IncomingMessage): boolean {
  return req.headers[SITE_HEADER] === SITE_HEADER_VALUE;
}

function sameOrigin(origin: string, host: string | undefined, https: boolean): boolean {
  try {
    const url = new URL(origin);
    return url.host === (host ?? '').toLowerCase() && (url.protocol === 'https:' || (!https && url.protocol === 'http:'));
  } catch {
    return false;
  }
}

/**
 * Refuses a state-changing call made from another site. `credential`: how the request is
 * authenticated (a Bearer header, the session cookie, or neither).
 */
export function checkCsrf(req: IncomingMessage, credential: 'bearer' | 'cookie' | null, https: boolean): void {
  if (credential === 'bearer') return;
  const origin = req.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, req.headers.host, https)) throw refused(`the request came from ${origin}`);
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refused(`the request came from a ${site} page`);
  if (credential === 'cookie' && !fromSite(req)) throw refused(`the ${SITE_HEADER_VALUE} header (X-Requested-With) is missing`);
}
