/**
 * One API request from start to finish: route by method and path, tenant, auth, query and body
 * validation, the handler, and the envelope. Errors become their envelope; anything unexpected
 * is logged with its stack and answered 500 E_INTERNAL without it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantConfig } from '../../engine/config/types.ts';
import { QUERY_LIMITS, queryLimitMessage, readQuery } from '../../engine/grammar/query.ts';
import type { Db } from '../db/types.ts';
import { ApiError, apiErrors } from './api-error.ts';
import { authenticate, bearerToken, carriesPreviewToken } from './auth.ts';
import { hasBody, readBody } from './body.ts';
import { clientAddress, countryCode } from './client-info.ts';
import { changesState, checkCsrf } from './csrf.ts';
import { okEnvelope } from './envelope.ts';
import { previewReadOnly, refusesPreview } from './preview-guard.ts';
import { sendApiError, sendEnvelope } from './respond.ts';
import type { ApiRouter } from './router.ts';
import { clearedSessionCookies, sessionCookieToken } from './session-cookie.ts';
import { checkCharacters, validateInput } from './validate.ts';
import { servedOverHttps } from '../security/headers.ts';

export interface ApiDeps {
  db: Db;
  router: ApiRouter;
  trustProxy: boolean;
  clock: () => Date;
  log: (line: string) => void;
}

export interface ApiRequest {
  url: URL;
  tenantId: string;
  tenant: TenantConfig | undefined;
}

/**
 * The query string as an object; a repeated name becomes an array (which the schemas refuse).
 * Past SPEC 9's limits (engine/grammar/query.ts) it is 400 E_QUERY_LIMIT naming the limit.
 */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const read = readQuery(params);
  if ('query' in read) return read.query;
  const { message, field } = queryLimitMessage(read.over, read.name, 'query');
  throw new ApiError(400, 'E_QUERY_LIMIT', message, { limit: read.over, max: QUERY_LIMITS[read.over], ...(field ? { field } : {}) });
}

export function createApi(deps: ApiDeps) {
  async function run(req: IncomingMessage, res: ServerResponse, request: ApiRequest, https: boolean): Promise<void> {
    const method = req.method ?? 'GET';
    const match = deps.router.match(method, request.url.pathname);
    if (match.kind === 'none') throw apiErrors.notFound(`No API endpoint at ${request.url.pathname}`);
    if (match.kind === 'method') throw apiErrors.method(match.allowed);
    if (match.kind === 'unimplemented') throw apiErrors.notFound(`The ${match.name} endpoint is not available yet`);
    if (!request.tenant) {
      deps.log(`tenant "${request.tenantId}" has no valid config; answering ${match.name} with E_INTERNAL`);
      throw apiErrors.internal();
    }
    const { handler } = match;
    const now = deps.clock();
    const member = handler.auth === 'none' ? null : await authenticate(deps.db, req, request.tenantId, now, handler.withSession);
    if (handler.auth === 'required' && !member) throw apiErrors.unauthorized();
    if (changesState(method, handler)) checkCsrf(req, bearerToken(req) !== null ? 'bearer' : (member?.via ?? null), https);
    // A studio preview only reads; a call that ignores the session still refuses a preview's token.
    if (
      refusesPreview(method, handler) &&
      (member ? member.preview : handler.auth === 'none' && (await carriesPreviewToken(deps.db, req, request.tenantId, now)))
    )
      throw previewReadOnly();
    checkCharacters('path', match.params);
    const query = validateInput(handler.query, 'query', queryObject(request.url.searchParams));
    let body: unknown;
    if (handler.body) {
      // An absent body is checked as {}, so a schema's required fields still name what is missing.
      const encoding = request.tenant.api.routes[match.name]?.encoding ?? 'json';
      const read = hasBody(req) ? await readBody(req, encoding, handler.maxBodyBytes) : {};
      body = validateInput(handler.body, 'body', handler.decodeBody ? await handler.decodeBody(read, { db: deps.db, req }) : read);
    } else if (hasBody(req)) {
      req.resume();
      throw apiErrors.badRequest('body: this call takes no body');
    }
    const cookies: string[] = [];
    const value = await handler.handle({
      db: deps.db,
      req,
      tenantId: request.tenantId,
      tenant: request.tenant,
      member,
      query,
      body,
      params: match.params,
      address: clientAddress(req, deps.trustProxy),
      countryCode: countryCode(req),
      now,
      https,
      cookies,
    });
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    sendEnvelope(req, res, 200, okEnvelope(value ?? null));
  }

  /** Answers one request under /api. */
  async function handle(req: IncomingMessage, res: ServerResponse, request: ApiRequest): Promise<void> {
    const https = servedOverHttps(req, deps.trustProxy);
    try {
      await run(req, res, request, https);
    } catch (error) {
      if (error instanceof ApiError) {
        // A session cookie that got a member's call refused names no live session: the browser forgets it.
        if (error.status === 401 && sessionCookieToken(req) !== undefined && bearerToken(req) === null) {
          res.setHeader('Set-Cookie', clearedSessionCookies(https));
        }
        sendApiError(req, res, error);
        return;
      }
      deps.log(`E_INTERNAL ${req.method} ${request.url.pathname}: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) sendApiError(req, res, apiErrors.internal());
      else res.destroy();
    }
  }

  return { handle };
}
