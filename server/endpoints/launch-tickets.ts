/**
 * Launch tickets for the frames and links SPEC gives the member's token (issue 26): launchTicket
 * issues one to the signed-in member for a lottery frame, the task frame or a configured `{token}`
 * link; launchRedeem is where a task or link provider exchanges one, server to server, for who the
 * member is. The demo slot's ticket comes with launchGame and the games exchange theirs at
 * demoGameSession (server/endpoints/games-demo.ts).
 */
import { checkUrl, urlPolicyOf, urlTarget } from '../../engine/config/url-policy.ts';
import type { LaunchTicketRequest } from '../../engine/config/types.gen.ts';
import { issueTicket, redeemTicket, TICKET_TTL_MS, type TicketLaunch } from '../games/launch-tickets.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Queryable } from '../db/types.ts';
import { checkPlay, checkPromotion } from '../responsible-gaming/guard.ts';
import { tenantTimeZone } from '../time/zone.ts';

/** The origin a task or link ticket is for: '' for a page of the site, else the https origin the URL policy lets receive the session. */
function trustedTarget(tenant: TenantConfig, url: string, where: string): string {
  const target = urlTarget(url);
  if (typeof target !== 'string' || checkUrl(url, urlPolicyOf(tenant), '') !== undefined) {
    throw new ApiError(403, 'E_URL_TOKEN', `${where} may not receive a member's ticket: its origin is not in security.trustedOrigins`);
  }
  return target;
}

async function launchOf(db: Queryable, tenantId: string, tenant: TenantConfig, body: LaunchTicketRequest): Promise<TicketLaunch> {
  if (body.kind === 'lottery') {
    if (body.gameId === undefined) throw apiErrors.badRequest('body.gameId: is required for a lottery ticket');
    const found = await db.query<{ id: number }>(
      `SELECT id FROM games WHERE tenant_id = $1 AND game_id = $2 AND game_type IN ('LOTT', 'ELOTT') ORDER BY id LIMIT 1`,
      [tenantId, body.gameId],
    );
    if (!found.rows[0]) throw apiErrors.notFound(`No lottery game ${body.gameId}`);
    return { kind: 'lottery', gameId: Number(found.rows[0].id) };
  }
  if (body.kind === 'task') {
    const link = tenant.downloadLinks.find((l) => l.resourceType === 'TASK' && l.url.trim())?.url;
    if (!link) throw apiErrors.notFound('The site has no TASK link');
    return { kind: 'task', target: trustedTarget(tenant, link, 'The TASK link') };
  }
  if (body.url === undefined) throw apiErrors.badRequest('body.url: is required for a link ticket');
  // a site path never takes the session (the lint's E_URL_TOKEN): only a trusted https origin does
  const target = trustedTarget(tenant, body.url, 'This address');
  if (!target) throw new ApiError(403, 'E_URL_TOKEN', 'Only an address on an origin of security.trustedOrigins takes a ticket for {token}');
  return { kind: 'link', target };
}

export const launchTicket = defineEndpoint('launchTicket', {
  auth: 'required',
  async handle({ db, tenantId, tenant, member, body, now }) {
    const launch = await launchOf(db, tenantId, tenant, body);
    // a lottery frame is a game; the task frame, a promotion (server/responsible-gaming/guard.ts)
    const guard = { memberId: member.memberId, now, timeZone: tenantTimeZone(tenant), sessionId: member.sessionId };
    if (launch.kind === 'lottery') await checkPlay(db, guard, 'launch', 0);
    if (launch.kind === 'task') await checkPromotion(db, member.memberId, 'promotion', now);
    const ticket = await issueTicket(db, member.memberId, launch, now);
    return { ticket, expiresIn: TICKET_TTL_MS / 1000 };
  },
});

export const launchRedeem = defineEndpoint('launchRedeem', {
  auth: 'none',
  async handle({ db, tenantId, body, now }) {
    const ticket = await redeemTicket(db, body.ticket, { tenantId, kinds: [body.kind] }, now);
    const found = await db.query<{ account: string; type: number }>('SELECT account, type FROM members WHERE id = $1', [ticket.memberId]);
    const member = found.rows[0];
    return { merchantCode: tenantId, id: ticket.memberId, userName: member.account, type: member.type, origin: ticket.target ?? '' };
  },
});
