/**
 * The studio's HTTP API under /studio/api: the same envelope, body limits, character checks and
 * precompiled schemas as the member API, with operator sessions instead of member ones. The
 * routes are fixed here (they are the engine's, not a tenant's).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantFiles } from '../../engine/config/merge.ts';
import type { SchemaTypes, StudioDraft } from '../../engine/config/types.gen.ts';
import { withCompiledMessages } from '../static/compiled-messages.ts';
import type { Db } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { hasBody, readJsonBody } from '../http/body.ts';
import { clientAddress } from '../http/client-info.ts';
import { checkCsrf, fromSite } from '../http/csrf.ts';
import { okEnvelope } from '../http/envelope.ts';
import { sendApiError, sendEnvelope } from '../http/respond.ts';
import { checkCharacters, multilineFieldsOf, validateInput } from '../http/validate.ts';
import { servedOverHttps } from '../security/headers.ts';
import { cashDeskRoutes, type CashDeskConfig } from './cash-desk-api.ts';
import type { StudioCtx, StudioRoute } from './route.ts';
import { draftConfig } from './check.ts';
import { authenticateOperator, issueStudioCaptcha, operatorLogin, operatorLogout, requireRole, type Operator } from './operators.ts';
import { previewSession } from './preview-session.ts';
import { markAbsent, markPresent } from './presence.ts';
import { uploadImage } from './uploads.ts';
import { clearedStudioSessionCookie, studioCredential, studioSessionCookie } from './session-cookie.ts';
import type { Reviews } from './reviews.ts';
import type { Studio } from './service.ts';

export const STUDIO_API_PREFIX = '/studio/api/';

/** A whole tenant config fits with room to spare; the largest today is about 300 KB. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

/** An upload's 2 MB in base64 (4 characters for each 3 bytes) and the rest of its JSON. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * A draft's files as the config code reads them: studio/draft.json types each part as an open
 * object, and the config schema and lint (studio.check) judge what is inside.
 */
const filesOf = (draft: StudioDraft): TenantFiles => draft as TenantFiles;

/** The request bodies that carry a whole draft. */
type DraftBodyId = 'studio/check.request' | 'studio/change.request' | 'studio/merge.request';

/** A POST that carries a whole draft (check, change request, merge): the draft's body limit, its files handed to `handle`. */
function draftRoute<Id extends DraftBodyId>(
  path: string,
  body: Id,
  handle: (ctx: StudioCtx<SchemaTypes[Id]>, draft: TenantFiles) => Promise<unknown>,
): StudioRoute {
  const route = {
    method: 'POST' as const,
    path,
    body,
    maxBodyBytes: DRAFT_BODY_LIMIT,
    handle: (ctx: StudioCtx<SchemaTypes[Id]>) => handle(ctx, filesOf(ctx.body.draft)),
  };
  return route as StudioRoute;
}

const int = (value: string, name: string): number => {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw apiErrors.badRequest(`path.${name}: must be a positive whole number`);
  return Number(value);
};

function routes(
  studio: Studio,
  reviews: Reviews,
  servedTenants: () => string[],
  tenantConfig: (id: string) => CashDeskConfig | undefined,
): StudioRoute[] {
  /** The tenants an operator works on: a platform admin publishes on every served tenant. */
  const tenantsOf = (operator: Operator) =>
    (operator.platformAdmin
      ? servedTenants().map((id) => ({ id, role: 'publisher' as const }))
      : Object.entries(operator.roles).map(([id, role]) => ({ id, role }))
    ).sort((a, b) => a.id.localeCompare(b.id));

  /** A tenant the operator may edit and the server serves (a platform admin's role covers any name). */
  const editedTenant = (operator: Operator, tenantId: string): string => {
    requireRole(operator, tenantId);
    if (!servedTenants().includes(tenantId)) throw apiErrors.notFound(`No tenant ${tenantId}`);
    return tenantId;
  };

  return [
    {
      method: 'POST',
      path: 'login',
      body: 'studio/login.request',
      auth: false,
      async handle({ db, req, body, now, address, https, cookies }) {
        const captcha = { captchaId: body.captchaId, identifying: body.identifying };
        const { token, operator } = await operatorLogin(db, body.username, body.password, address, now, captcha);
        await studio.audit(db, operator, null, 'login', {}, now);
        cookies.push(studioSessionCookie(token, https));
        const who = { username: operator.username, platformAdmin: operator.platformAdmin, tenants: tenantsOf(operator) };
        // The studio's own page gets the cookie alone, so its script never sees the token; a script gets it to send as Bearer.
        return fromSite(req) ? who : { token, ...who };
      },
    },
    { method: 'GET', path: 'captcha', auth: false, handle: ({ db, now, address }) => issueStudioCaptcha(db, address, now) },
    {
      method: 'POST',
      path: 'logout',
      async handle({ db, operator, now, https, cookies }) {
        await operatorLogout(db, operator, now);
        cookies.push(clearedStudioSessionCookie(https));
        await studio.audit(db, operator, null, 'logout', {}, now);
        return null;
      },
    },
    {
      method: 'GET',
      path: 'me',
      handle: async ({ operator }) => ({
        username: operator.username,
        platformAdmin: operator.platformAdmin,
        tenants: tenantsOf(operator),
      }),
    },
    { method: 'GET', path: 'tenants/:id', handle: ({ operator, params, now }) => studio.tenant(operator, params.id, now) },
    draftRoute('tenants/:id/check', 'studio/check.request', async ({ operator, params, now }, draft) => {
      // Reserved keys are among the issues: checkConfig reports them, as npm run validate does.
      const result = await studio.check(operator, params.id, draft, now);
      // The preview frames render the draft only when it would be served; until then they keep the last good one.
      const preview = result.issues.length === 0 ? withCompiledMessages(draftConfig(params.id, draft)).messages : null;
      return { ...result, previewMessages: preview };
    }),
    { method: 'GET', path: 'tenants/:id/changes', handle: ({ operator, params }) => studio.changes(operator, params.id) },
    draftRoute('tenants/:id/changes', 'studio/change.request', ({ operator, params, body, now }, draft) =>
      studio.createChange(operator, params.id, { baseVersion: body.baseVersion, title: body.title, draft, publishAt: body.publishAt }, now),
    ),
    draftRoute('tenants/:id/merge', 'studio/merge.request', ({ operator, params, body, now }, draft) =>
      studio.merge(operator, params.id, { baseVersion: body.baseVersion, draft, version: body.version, choices: body.choices }, now),
    ),
    { method: 'GET', path: 'changes/:cr', handle: ({ operator, params }) => studio.change(operator, int(params.cr, 'cr')) },
    {
      method: 'POST',
      path: 'changes/:cr/approve',
      body: 'studio/review.request',
      handle: ({ operator, params, body, now }) => studio.approve(operator, int(params.cr, 'cr'), body.comment ?? '', now),
    },
    {
      method: 'POST',
      path: 'changes/:cr/reject',
      body: 'studio/review.request',
      handle: ({ operator, params, body, now }) => studio.reject(operator, int(params.cr, 'cr'), body.comment ?? '', now),
    },
    { method: 'GET', path: 'tenants/:id/versions', handle: ({ operator, params }) => studio.versions(operator, params.id) },
    {
      method: 'POST',
      path: 'tenants/:id/versions/:version/rollback',
      body: 'studio/rollback.request',
      handle: ({ operator, params, body, now }) =>
        studio.rollback(operator, params.id, int(params.version, 'version'), body.message ?? '', now),
    },
    { method: 'GET', path: 'tenants/:id/audit', handle: ({ operator, params }) => studio.auditLog(operator, params.id) },
    {
      method: 'POST',
      path: 'tenants/:id/settings',
      body: 'studio/settings.request',
      handle: ({ operator, params, body, now }) => studio.setFourEyes(operator, params.id, body.fourEyes, now),
    },
    { method: 'GET', path: 'platform', handle: ({ operator }) => studio.platform(operator) },
    {
      method: 'POST',
      path: 'platform/tenants/:id',
      body: 'studio/platform-settings.request',
      handle: ({ operator, params, body, now }) =>
        studio.setPlatformSettings(
          operator,
          params.id,
          {
            hosts: body.hosts,
            allowedOrigins: body.allowedOrigins,
            trustedOrigins: body.trustedOrigins,
          },
          now,
        ),
    },
    {
      method: 'POST',
      path: 'platform/roles',
      body: 'studio/role.request',
      handle: ({ operator, body, now }) => studio.setRole(operator, body.username, body.tenantId, body.role, now),
    },
    {
      method: 'POST',
      path: 'tenants/:id/preview-session',
      body: 'studio/preview-session.request',
      async handle({ db, operator, params, body, now }) {
        requireRole(operator, params.id);
        return previewSession(db, params.id, body.role, operator.sessionId, now);
      },
    },
    // who else has this tenant's editor open (presence.ts): the editor beats, and says when it closes
    {
      method: 'POST',
      path: 'tenants/:id/presence',
      handle: ({ db, operator, params, now }) => markPresent(db, editedTenant(operator, params.id), operator, now),
    },
    {
      method: 'POST',
      path: 'tenants/:id/presence/leave',
      async handle({ db, operator, params }) {
        await markAbsent(db, editedTenant(operator, params.id), operator);
        return null;
      },
    },
    // an image for the tenant's content (uploads.ts), served at /uploads/<name> on its site
    {
      method: 'POST',
      path: 'tenants/:id/uploads',
      body: 'studio/upload.request',
      maxBodyBytes: UPLOAD_BODY_LIMIT,
      handle: ({ db, operator, params, body, now }) =>
        uploadImage(db, studio.audit, operator, editedTenant(operator, params.id), body, now),
    },
    // reviews that reach people (reviews.ts): the inbox, notifications, comment threads and the webhook
    { method: 'GET', path: 'inbox', handle: ({ operator }) => reviews.inbox(operator) },
    { method: 'GET', path: 'inbox/counts', handle: ({ operator }) => reviews.counts(operator) },
    { method: 'GET', path: 'notifications', handle: ({ operator }) => reviews.notifications(operator) },
    {
      method: 'POST',
      path: 'notifications/read',
      body: 'studio/notifications-read.request',
      handle: ({ operator, body, now }) => reviews.markRead(operator, { ids: body.ids, all: body.all === true }, now),
    },
    { method: 'GET', path: 'changes/:cr/comments', handle: ({ operator, params }) => reviews.comments(operator, int(params.cr, 'cr')) },
    {
      method: 'POST',
      path: 'changes/:cr/comments',
      body: 'studio/comment.request',
      handle: ({ operator, params, body, now }) => reviews.addComment(operator, int(params.cr, 'cr'), body.body, now),
    },
    { method: 'GET', path: 'tenants/:id/webhook', handle: ({ operator, params }) => reviews.webhook(operator, params.id) },
    {
      method: 'POST',
      path: 'tenants/:id/webhook',
      body: 'studio/webhook.request',
      handle: ({ operator, params, body, now }) => reviews.setWebhook(operator, params.id, { url: body.url, secret: body.secret }, now),
    },
    ...cashDeskRoutes(tenantConfig),
  ];
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (got[i] === '') return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The studio API over one database and studio service. */
export function createStudioApi(deps: {
  db: Db;
  studio: Studio;
  reviews: Reviews;
  servedTenants: () => string[];
  /** a served tenant's config (the cash desk reads its threshold) */
  tenantConfig: (id: string) => CashDeskConfig | undefined;
  trustProxy: boolean;
  clock: () => Date;
  log: (line: string) => void;
}) {
  const table = routes(deps.studio, deps.reviews, deps.servedTenants, deps.tenantConfig);

  async function run(req: IncomingMessage, res: ServerResponse, url: URL, https: boolean): Promise<void> {
    const rest = url.pathname.slice(STUDIO_API_PREFIX.length);
    const found = table.map((route) => ({ route, params: match(route.path, rest) })).filter((m) => m.params !== null);
    if (found.length === 0) throw apiErrors.notFound(`No studio endpoint at ${url.pathname}`);
    const hit = found.find((m) => m.route.method === req.method);
    if (!hit) throw apiErrors.method([...new Set(found.map((m) => m.route.method))]);
    const { route } = hit;
    const params = hit.params as Record<string, string>;
    checkCharacters('path', params);
    const now = deps.clock();
    // Every studio POST changes something; sign-in is checked too (a forged one would put the victim in the attacker's session).
    if (route.method === 'POST') checkCsrf(req, route.auth === false ? null : studioCredential(req).via, https);
    const operator = route.auth === false ? (null as unknown as Operator) : await authenticateOperator(deps.db, req, now);
    let body: Record<string, unknown> = {};
    if (route.body) {
      const raw = hasBody(req) ? await readJsonBody(req, route.maxBodyBytes) : {};
      // The draft is config, checked by the config schema and lint; the other fields are request text.
      const { draft: _draft, ...fields } = (raw ?? {}) as Record<string, unknown>;
      checkCharacters('body', fields, multilineFieldsOf(route.body));
      body = validateInput<Record<string, unknown>>(route.body, 'body', raw);
    } else if (hasBody(req)) {
      req.resume();
      throw apiErrors.badRequest('body: this call takes no body');
    }
    const address = clientAddress(req, deps.trustProxy);
    const cookies: string[] = [];
    // validateInput has checked the body against the route's schema, whose type its handler takes
    const handle = route.handle as (ctx: StudioCtx<unknown>) => Promise<unknown>;
    const value = await handle({ db: deps.db, req, operator, params, body, now, address, https, cookies });
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    sendEnvelope(req, res, 200, okEnvelope(value ?? null));
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      const https = servedOverHttps(req, deps.trustProxy);
      try {
        await run(req, res, url, https);
      } catch (error) {
        if (error instanceof ApiError) {
          // a session cookie the server no longer knows is dropped, so the page does not send it again
          if (error.status === 401 && studioCredential(req).via === 'cookie' && !res.headersSent)
            res.setHeader('Set-Cookie', clearedStudioSessionCookie(https));
          sendApiError(req, res, error);
          return;
        }
        deps.log(`E_INTERNAL ${req.method} ${url.pathname}: ${(error as Error)?.stack ?? String(error)}`);
        if (!res.headersSent) sendApiError(req, res, apiErrors.internal());
        else res.destroy();
      }
    },
  };
}
