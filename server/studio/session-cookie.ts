/**
 * The studio's browser session (issue 30, item 1): the operator's token in a cookie page script
 * cannot read, so a studio link opened in a new tab is still signed in.
 *
 * `wl_studio` is HttpOnly, SameSite=Strict, Path=/studio (the studio's pages and its API, nothing
 * of the member site), host-only, Secure when the request came over HTTPS, and lives until the
 * browser closes (no Max-Age; the server's session ends sooner, SESSION_TTL_MS). Studio sign-in
 * sets it, sign-out and a session the server no longer knows clear it. Scripts and tests send the
 * same token as `Authorization: Bearer` instead; a call the cookie authenticates is checked for
 * cross-site forgery like the member site's (server/http/csrf.ts: Origin, Sec-Fetch-Site and
 * `X-Requested-With: wl`, which the studio's own calls send, screens/studio/api.ts).
 */
import type { IncomingMessage } from 'node:http';
import { bearerToken } from '../http/auth.ts';
import { readCookie } from '../http/tenant.ts';

export const STUDIO_SESSION_COOKIE = 'wl_studio';

const tail = (secure: boolean) => `; HttpOnly; Path=/studio; SameSite=Strict${secure ? '; Secure' : ''}`;

/** How the request is authenticated: a Bearer header (wins), the studio cookie, or neither; with its token. */
export function studioCredential(req: IncomingMessage): { via: 'bearer' | 'cookie' | null; token: string | null } {
  const bearer = bearerToken(req);
  if (bearer !== null) return { via: 'bearer', token: bearer };
  const cookie = readCookie(req, STUDIO_SESSION_COOKIE);
  return cookie ? { via: 'cookie', token: cookie } : { via: null, token: null };
}

/** The Set-Cookie line that starts the studio session in this browser. */
export function studioSessionCookie(token: string, secure: boolean): string {
  return `${STUDIO_SESSION_COOKIE}=${token}${tail(secure)}`;
}

/** The Set-Cookie line that ends it. */
export function clearedStudioSessionCookie(secure: boolean): string {
  return `${STUDIO_SESSION_COOKIE}=; Max-Age=0${tail(secure)}`;
}
