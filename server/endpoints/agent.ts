/**
 * The agent centre's endpoints. Every one is for agents only (SPEC 6: types other than the
 * tenant's non-agent types; others get 403 with SPEC's message), and every one reads only the
 * asking agent's own team (server/agents/team.ts checks each member id against the tree).
 */
import { affiliateLink, registerDownline } from '../agents/register.ts';
import { contractRequests, contractsOf, dividendStatements, respondToContract } from '../agents/contracts.ts';
import { grabRedEnvelope, redRainEvents } from '../agents/red-rain.ts';
import { agentRebate, teamRebate, updateTeamRebate } from '../agents/rebates.ts';
import { requireAgent, teamKpi, teamMember, teamMemberByAccount, teamMembers } from '../agents/team.ts';
import { teamAccountRecords, teamBets, teamPnl } from '../agents/team-records.ts';
import { contentLanguages } from '../content/localized-text.ts';
import { defineEndpoint, type AnswerOf, type ApiHandler, type EndpointContext, type EndpointName } from '../http/handler.ts';
import { dayRange } from '../records/range.ts';
import { checkPromotion } from '../responsible-gaming/guard.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';
import { configTimeZone } from '../time/tenant-zones.ts';
import { paging } from './money.ts';

/** An endpoint for agents only: signed in (401 otherwise) and of an agent type (403 otherwise). */
function agentEndpoint<N extends EndpointName>(
  name: N,
  spec: Pick<ApiHandler, 'preview'> & { handle: (ctx: EndpointContext<N, 'required'>) => Promise<AnswerOf<N>> },
): ApiHandler<N> {
  return defineEndpoint(name, {
    preview: spec.preview,
    auth: 'required',
    async handle(ctx) {
      requireAgent(ctx.tenant, ctx.member.type);
      return spec.handle(ctx);
    },
  });
}

/** The member a filter names (by username, within the team), or null for the whole team. */
async function filterMember({ db, member, query }: EndpointContext<'teamPnl' | 'teamBetting', 'required'>): Promise<number | null> {
  return query.account === undefined ? null : teamMemberByAccount(db, member.memberId, query.account);
}

export const teamKpiHandler = agentEndpoint('teamKpi', {
  async handle({ db, member, query, now, tenant }) {
    return teamKpi(
      db,
      member.memberId,
      dayRange(query.startDate, query.endDate, now, configTimeZone(tenant)),
      Number(query.size ?? 0),
      now,
    );
  },
});

export const teamMembersHandler = agentEndpoint('teamMembers', {
  async handle({ db, member, query, now }) {
    const { pageNo, pageSize } = paging(query);
    return teamMembers(
      db,
      member.memberId,
      { parentId: query.parentId === undefined ? undefined : Number(query.parentId), account: query.account, pageNo, pageSize },
      now,
    );
  },
});

export const teamMemberHandler = agentEndpoint('teamMember', {
  async handle({ db, member, query, now }) {
    return teamMember(db, member.memberId, Number(query.id), now);
  },
});

/** A team list (P&L per member, or bets) for the query's member filter, the tenant's days and the page asked for. */
async function teamList<T>(
  ctx: EndpointContext<'teamPnl' | 'teamBetting', 'required'>,
  list: (...args: Parameters<typeof teamBets>) => Promise<T>,
) {
  const { db, member, query, now } = ctx;
  return list(db, member.memberId, await filterMember(ctx), dayRange(query.startDate, query.endDate, now, configTimeZone(ctx.tenant)), {
    ...paging(query),
    cursor: query.cursor,
  });
}

export const teamPnlHandler = agentEndpoint('teamPnl', {
  async handle(ctx) {
    return teamList(ctx, teamPnl);
  },
});

export const teamBettingHandler = agentEndpoint('teamBetting', {
  async handle(ctx) {
    return teamList(ctx, teamBets);
  },
});

/** accountRecord with types=A (server/endpoints/records.ts delegates here). */
export async function teamAccountRecord(ctx: EndpointContext<'accountRecord', 'required'>, types: readonly string[]) {
  const { db, member, query, now } = ctx;
  requireAgent(ctx.tenant, member.type);
  const range = dayRange(query.startDate, query.endDate, now, configTimeZone(ctx.tenant));
  const filtered = query.account === undefined ? null : await teamMemberByAccount(db, member.memberId, query.account);
  return teamAccountRecords(db, member.memberId, filtered, range, types, { ...paging(query), cursor: query.cursor });
}

export const agentRebateHandler = agentEndpoint('agentRebate', {
  async handle({ db, member, query }) {
    const { pageNo, pageSize } = paging(query);
    return agentRebate(db, member.memberId, pageNo, pageSize);
  },
});

export const teamRebateHandler = agentEndpoint('teamRebate', {
  async handle({ db, member, query }) {
    const { pageNo, pageSize } = paging(query);
    return teamRebate(db, member.memberId, query.account, pageNo, pageSize);
  },
});

export const teamRebateUpdateHandler = agentEndpoint('teamRebateUpdate', {
  async handle({ db, member, body, now }) {
    return updateTeamRebate(db, member.memberId, body.memberId, body.rates, now);
  },
});

export const agentRegisterHandler = agentEndpoint('agentRegister', {
  async handle({ db, tenantId, tenant, member, body, now }) {
    return registerDownline(db, tenantId, tenant, member.memberId, body, now);
  },
});

export const agentAffiliateHandler = agentEndpoint('agentAffiliate', {
  // creates the code on first ask, and a code would make whoever registers with it the preview's downline
  preview: 'refused',
  async handle({ db, tenantId, member, req }) {
    // The link points at the address the agent uses the site on (Host is the tenant's host).
    const host = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
    const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    return affiliateLink(db, tenantId, member.memberId, `${secure ? 'https' : 'http'}://${host}`);
  },
});

export const agentDividendsHandler = agentEndpoint('agentDividends', {
  async handle({ db, member, query }) {
    const { pageNo, pageSize } = paging(query);
    return dividendStatements(db, member.memberId, pageNo, pageSize);
  },
});

export const contractsHandler = agentEndpoint('contracts', {
  async handle({ db, member, query, now }) {
    return contractsOf(db, member.memberId, query.kind, now);
  },
});

export const contractRespondHandler = agentEndpoint('contractRespond', {
  async handle({ db, member, body, now }) {
    return respondToContract(db, member.memberId, body.id, body.accept, now);
  },
});

export const contractRequestsHandler = agentEndpoint('contractRequests', {
  async handle({ db, member, now }) {
    return contractRequests(db, member.memberId, now);
  },
});

export const redRainHandler = agentEndpoint('redRain', {
  async handle({ db, tenantId, tenant, member, query, now }) {
    // red rain is marketing: none for a member on a break (issue 29); a grab is refused all the same
    if (await isOnBreak(db, member.memberId, now)) return { serverTime: now.toISOString(), list: [] };
    return redRainEvents(db, tenantId, member.memberId, now, contentLanguages(tenant.languages, query.language));
  },
});

export const redRainGrabHandler = agentEndpoint('redRainGrab', {
  async handle({ db, tenantId, member, body, now }) {
    await checkPromotion(db, member.memberId, 'redRain', now);
    return grabRedEnvelope(db, tenantId, member.memberId, body.eventId, now);
  },
});

export const AGENT_HANDLERS = {
  teamKpi: teamKpiHandler,
  teamMembers: teamMembersHandler,
  teamMember: teamMemberHandler,
  teamPnl: teamPnlHandler,
  teamBetting: teamBettingHandler,
  agentRebate: agentRebateHandler,
  teamRebate: teamRebateHandler,
  teamRebateUpdate: teamRebateUpdateHandler,
  agentRegister: agentRegisterHandler,
  agentAffiliate: agentAffiliateHandler,
  agentDividends: agentDividendsHandler,
  contracts: contractsHandler,
  contractRespond: contractRespondHandler,
  contractRequests: contractRequestsHandler,
  redRain: redRainHandler,
  redRainGrab: redRainGrabHandler,
};
