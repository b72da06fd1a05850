/**
 * A token on the page address (SPEC 4: "a token query parameter on the page address is stored and
 * triggers session renewal"), exchanged on the server before any page is sent. A live member
 * session of this tenant becomes the browser's session cookie (with the `wl_member` hint, on which
 * the browser renews its session info: engine/boot.tsx), and the browser is sent to the same
 * address without the token (303), so the token stays neither in the address bar nor in the
 * history. A token that names no live session only leaves the address, and the browser keeps the
 * session it had.
 */
import type { ServerResponse } from 'node:http';
import type { Queryable } from '../db/types.ts';
import { hashSessionToken, isWellFormedToken } from '../security/session-token.ts';
import { sendRedirect } from './respond.ts';
import { sessionCookies } from './session-cookie.ts';

export const PAGE_TOKEN_PARAM = 'token';

/** Answers a page request whose address carries a token: the cookie when the token is live, and the address without it. */
export async function exchangePageToken(
  db: Queryable,
  res: ServerResponse,
  request: { url: URL; tenantId: string; now: Date; https: boolean },
): Promise<void> {
  const { url, now } = request;
  const token = url.searchParams.get(PAGE_TOKEN_PARAM) ?? '';
  const cookies: string[] = [];
  if (isWellFormedToken(token)) {
    // A studio preview's token never becomes a browser's session.
    const found = await db.query<{ remember: boolean; expires_at: Date }>(
      `SELECT s.remember, s.expires_at FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND m.tenant_id = $3 AND NOT m.disabled AND NOT m.preview`,
      [hashSessionToken(token), now, request.tenantId],
    );
    const session = found.rows[0];
    if (session) {
      const maxAgeMs = session.remember ? new Date(session.expires_at).getTime() - now.getTime() : undefined;
      cookies.push(...sessionCookies(token, { secure: request.https, maxAgeMs }));
    }
  }
  const rest = new URLSearchParams(url.searchParams);
  rest.delete(PAGE_TOKEN_PARAM);
  const query = rest.toString();
  // one leading slash: "//host" would send the browser to another site
  sendRedirect(res, `/${url.pathname.replace(/^\/+/, '')}${query ? `?${query}` : ''}`, cookies);
}
