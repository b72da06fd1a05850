/**
 * A signed-in member's pages rendered on the server (issue 26): the member behind the page
 * request's session cookie, and the answers their first screen needs, computed by the same
 * handlers as the API would for that member's own calls. The account answers (member info,
 * balance, unread counts) always go with the page; the rest are the calls the first render asked
 * for (server/static/first-screen.ts gathers them). Nothing here writes: a GET that records
 * something (its handler's `preview: 'refused'`) is left to the browser.
 */
import type { IncomingMessage } from 'node:http';
import { firstDataKey } from '../../engine/api/first-data.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
import { HANDLERS } from './index.ts';
import { authenticate, type AuthedMember } from '../http/auth.ts';
import { countryCode } from '../http/client-info.ts';
import { sessionCookieToken } from '../http/session-cookie.ts';
import { validateInput } from '../http/validate.ts';
import { MEMBER_HINT_COOKIE } from '../http/session-cookie.ts';
import { readCookie } from '../http/tenant.ts';

/** What a page for a browser whose session ended carries: the browser forgets the session (engine/core/engine.ts). */
export const SESSION_ENDED: Readonly<Record<string, null>> = { [firstDataKey('memberInfo')]: null };

/** The routes a member's first response paints (by route id): home, member centre, wallet entries, agent home. */
export const MEMBER_RENDERED_ROUTES: readonly string[] = ['home', 'memberHome', 'voucherCenter', 'withdraw', 'transactionRecord', 'agent'];

/**
 * Who the page request is for: a member (the session cookie names a live session of this
 * tenant), "ended" (the browser holds a session cookie or says it is signed in, but no live
 * session stands behind it: the page tells the browser to forget it), or a guest.
 */
export async function pageVisitor(db: Db, req: IncomingMessage, tenantId: string, now: Date): Promise<AuthedMember | 'ended' | 'guest'> {
  const cookie = sessionCookieToken(req);
  if (cookie === undefined) return readCookie(req, MEMBER_HINT_COOKIE) === undefined ? 'guest' : 'ended';
  // a page is a browser's: the cookie is its session, whatever else the request carries
  const { authorization: _ignored, ...headers } = req.headers;
  const member = await authenticate(db, { headers } as IncomingMessage, tenantId, now);
  return member && !member.preview ? member : 'ended';
}

/** The route of the tenant's table that owns this path (its path or an alias), if the member's first response paints it. */
export function memberRenderedRoute(config: TenantConfig, pathname: string): string | undefined {
  const route = config.routes.find((r) => r.path === pathname || (r.aliases ?? []).includes(pathname));
  return route && MEMBER_RENDERED_ROUTES.includes(route.id) ? route.id : undefined;
}

interface AnswerContext {
  db: Db;
  req: IncomingMessage;
  tenantId: string;
  config: TenantConfig;
  now: Date;
}

/**
 * The answer of one GET call for the member of the request, as the API would give it (the query
 * checked against the call's schema, the same handler); undefined when the page should leave it
 * to the browser: no such read, one that writes, or one that failed.
 */
export async function memberAnswer(name: string, params: object | undefined, ctx: AnswerContext): Promise<{ value: unknown } | undefined> {
  const handler = HANDLERS[name];
  if (!handler || ctx.config.api.routes[name]?.method !== 'GET' || handler.preview === 'refused') return undefined;
  const { authorization: _ignored, ...headers } = ctx.req.headers;
  const req = { headers } as IncomingMessage;
  try {
    const member = handler.auth === 'none' ? null : await authenticate(ctx.db, req, ctx.tenantId, ctx.now, handler.withSession);
    if (handler.auth === 'required' && !member) return undefined;
    const asSent = Object.fromEntries(
      Object.entries(params ?? {})
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
    );
    const value = await handler.handle({
      db: ctx.db,
      req,
      tenantId: ctx.tenantId,
      tenant: ctx.config,
      member,
      query: validateInput(handler.query, 'query', asSent),
      body: undefined,
      params: {},
      address: '',
      countryCode: countryCode(ctx.req),
      now: ctx.now,
      https: false,
      cookies: [],
    });
    return { value: value ?? null };
  } catch {
    return undefined;
  }
}

/**
 * The account answers every member page starts from (engine/core/engine.ts takes them): member
 * info, balance, game wallets and the unread counts, with SPEC 6's rules (no inbox for a trial
 * account; chat only where the tenant and the member's labels allow it).
 */
export async function accountAnswers(ctx: AnswerContext): Promise<Record<string, unknown> | undefined> {
  const ask = (name: string) => memberAnswer(name, undefined, ctx);
  const [member, wallet, merchant, announcements] = await Promise.all([
    ask('memberInfo'),
    ask('wallet'),
    ask('merchantWallet'),
    ask('unreadAnnouncements'),
  ]);
  const info = member?.value as { type?: number; memberLabel?: { labelName: string }[] } | undefined;
  if (!info) return undefined;
  const trial = info.type === ctx.config.constants.memberTypes.trial;
  const chat = ctx.config.flags.CBS3 === true && !trial && !(info.memberLabel ?? []).some((l) => l.labelName === 'nochat');
  const [inbox, chatCount] = await Promise.all([trial ? undefined : ask('unreadInbox'), chat ? ask('unreadChat') : undefined]);
  const entries: Record<string, unknown> = {};
  for (const [name, found] of Object.entries({
    memberInfo: member,
    wallet,
    merchantWallet: merchant,
    unreadAnnouncements: announcements,
    unreadInbox: inbox,
    unreadChat: chatCount,
  }))
    if (found) entries[firstDataKey(name)] = found.value;
  return entries;
}
