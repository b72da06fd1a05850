/**
 * The browser's session (issue 26): the session token in a cookie page script cannot read.
 *
 * `wl_session` is HttpOnly, SameSite=Lax, Path=/ and host-only (no Domain attribute, so each
 * tenant's host has its own), Secure when the request came over HTTPS, and lives as long as the
 * session with "remember me" (Max-Age), else until the browser closes (no Max-Age). The server
 * sets it with every sign-in and when it exchanges a token on the page address, and clears it at
 * logout. The `wl_member` hint (engine/core/first-screen.ts: no credential, only "this browser
 * holds a session") is set and cleared with it, in the form the browser writes it: until the
 * browser closes, or a year for a remembered session. API clients
 * send the same token as `Authorization: Bearer` instead (server/http/auth.ts).
 */
import type { IncomingMessage } from 'node:http';
import { fromSite } from './csrf.ts';
import type { ApiContext } from './handler.ts';
import { readCookie } from './tenant.ts';

export const SESSION_COOKIE = 'wl_session';

/** HINT_COOKIES.member of engine/core/first-screen.ts, which this layer may not import (tests/contract/session-cookie.test.ts checks they agree). */
export const MEMBER_HINT_COOKIE = 'wl_member';

/** A remembered session's hint lifetime, as the browser writes it (engine/core/first-screen.ts hintCookieWrites). */
const HINT_MAX_AGE_S = 365 * 24 * 3600;

/** The session cookie's value, undefined when the request has none. */
export function sessionCookieToken(req: IncomingMessage): string | undefined {
  return readCookie(req, SESSION_COOKIE) || undefined;
}

/** Set-Cookie lines that start the browser's session: `maxAgeMs` for a remembered session, none for one that ends with the browser. */
export function sessionCookies(token: string, options: { secure: boolean; maxAgeMs?: number }): string[] {
  const tail = `; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const maxAge = options.maxAgeMs === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(options.maxAgeMs / 1000))}`;
  // the hint as long as the session: until the browser closes, unless remembered
  const hintAge = options.maxAgeMs === undefined ? '' : `; Max-Age=${HINT_MAX_AGE_S}`;
  return [`${SESSION_COOKIE}=${token}${maxAge}; HttpOnly${tail}`, `${MEMBER_HINT_COOKIE}=1${hintAge}${tail}`];
}

/** Set-Cookie lines that end it (logout, a session the server no longer knows). */
export function clearedSessionCookies(secure: boolean): string[] {
  const tail = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=; Max-Age=0; HttpOnly${tail}`, `${MEMBER_HINT_COOKIE}=; Max-Age=0${tail}`];
}

/**
 * The answer to a sign-in (login, SMS login, register, free trial, test play): the session cookie
 * on the response (long-lived with "remember me"), and the token in the value only for an API
 * client; the site's own calls (X-Requested-With: wl) get the cookie alone, so page script never
 * sees the token.
 */
export function answerSignIn<Value extends { token: string }>(
  ctx: Pick<ApiContext, 'req' | 'https' | 'cookies'>,
  value: Value,
  rememberMs?: number,
): Value | Omit<Value, 'token'> {
  ctx.cookies.push(...sessionCookies(value.token, { secure: ctx.https, maxAgeMs: rememberMs }));
  if (!fromSite(ctx.req)) return value;
  const { token: _token, ...info } = value;
  return info;
}
