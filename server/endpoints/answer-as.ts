/**
 * A read answered inside a page's own response (issues 11 and 26): the handler the API would run
 * for the call, given the query as the browser would send it, for a guest or for the member of
 * the page request. Used for the first screen's data (first-data.ts) and a member's pages
 * (member-screen.ts), so a page carries exactly what the API would have answered.
 */
import type { IncomingMessage } from 'node:http';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
import type { AuthedMember } from '../http/auth.ts';
import { countryCode } from '../http/client-info.ts';
import type { ApiHandler } from '../http/handler.ts';
import { validateInput } from '../http/validate.ts';

export interface AnswerContext {
  db: Db;
  req: IncomingMessage;
  tenantId: string;
  config: TenantConfig;
  now: Date;
}

/**
 * The page request as a browser's: its cookies are its session, whatever Authorization header it
 * also carries (a page is never an API client's call).
 */
export function browserRequest(req: IncomingMessage): IncomingMessage {
  const { authorization: _ignored, ...headers } = req.headers;
  return { headers } as IncomingMessage;
}

/** Params as a query string carries them: text, objects as JSON, empty values left out. */
function queryAsSent(params: object | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
  );
}

/**
 * The handler's answer for `member` (null: a guest), as the API would give it: the query checked
 * against the call's schema (and coerced the same way), then the same handler. A page's answer
 * sets no cookie and records no address (the page may be cached; the browser reads the country).
 */
export function answerAs(
  handler: ApiHandler,
  params: object | undefined,
  ctx: AnswerContext,
  member: AuthedMember | null,
): Promise<unknown> {
  return handler.handle({
    db: ctx.db,
    req: ctx.req,
    tenantId: ctx.tenantId,
    tenant: ctx.config,
    member,
    query: validateInput(handler.query, 'query', queryAsSent(params)),
    body: undefined,
    params: {},
    address: '',
    countryCode: countryCode(ctx.req),
    now: ctx.now,
    https: false,
    cookies: [],
  });
}
