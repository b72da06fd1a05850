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
import { HANDLERS_BY_NAME } from './index.ts';
import { answerAs, browserRequest, type AnswerContext } from './answer-as.ts';
import { authenticate, type AuthedMember } from '../http/auth.ts';
import { sessionCookieToken } from '../http/session-cookie.ts';
import { MEMBER_HINT_COOKIE } from '../http/session-cookie.ts';
import { readCookie } from '../http/tenant.ts';

/** What a page for a browser whose session ended carries: the browser forgets the session (engine/core/engine.ts). */
export const SESSION_ENDED: Readonly<Record<string, null>> = { [firstDataKey('memberInfo')]: null };

/**
 * Who the page request is for: a member (the session cookie names a live session of this
 * tenant), "ended" (the browser holds a session cookie or says it is signed in, but no live
 * session stands behind it: the page tells the browser to forget it), or a guest.
 */
export async function pageVisitor(db: Db, req: IncomingMessage, tenantId: string, now: Date): Promise<AuthedMember | 'ended' | 'guest'> {
  const cookie = sessionCookieToken(req);
  if (cookie === undefined) return readCookie(req, MEMBER_HINT_COOKIE) === undefined ? 'guest' : 'ended';
  const member = await authenticate(db, browserRequest(req), tenantId, now);
  return member && !member.preview ? member : 'ended';
}

/**
 * The route of the tenant's table that owns this path (its path or an alias), if the member's
 * first response paints it (the route's `renderForMembers`: home, member centre, wallet entries
 * and agent home in the base table).
 */
export function memberRenderedRoute(config: Pick<TenantConfig, 'routes'>, pathname: string): string | undefined {
  const route = config.routes.find((r) => r.path === pathname || (r.aliases ?? []).includes(pathname));
  return route?.renderForMembers ? route.id : undefined;
}

/**
 * The answer of one GET call for the member of the request, as the API would give it (the query
 * checked against the call's schema, the same handler); undefined when the page should leave it
 * to the browser: no such read, one that writes, or one that failed.
 */
export async function memberAnswer(name: string, params: object | undefined, ctx: AnswerContext): Promise<{ value: unknown } | undefined> {
  const handler = HANDLERS_BY_NAME[name];
  if (!handler || ctx.config.api.routes[name]?.method !== 'GET' || handler.preview === 'refused') return undefined;
  const page = { ...ctx, req: browserRequest(ctx.req) };
  try {
    const member = handler.auth === 'none' ? null : await authenticate(page.db, page.req, page.tenantId, page.now, handler.withSession);
    if (handler.auth === 'required' && !member) return undefined;
    return { value: (await answerAs(handler, params, page, member)) ?? null };
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
