/**
 * The member's responsible-gaming endpoints (issue 29): the status page, limits, the session
 * limit, the reality check, breaks and the activity statement. The rules live in
 * server/responsible-gaming/; the checks on the money paths in its guard.ts.
 */
import { defineHandler, type ApiContext } from '../http/handler.ts';
import type { AuthedMember } from '../http/auth.ts';
import { parseCents } from '../wallet/money.ts';
import { activityStatement, DEFAULT_COUNTS, realityCheck } from '../responsible-gaming/activity.ts';
import { activeBreak, readMember, sessionStart } from '../responsible-gaming/state.ts';
import { breakView, lockMemberRow, requestBreakEnd, startBreak } from '../responsible-gaming/breaks.ts';
import { cancelPending, limitViews, sessionLimitView, setLimit, setSessionLimit } from '../responsible-gaming/limits.ts';
import { notOffered } from '../responsible-gaming/errors.ts';
import { rgSettingsOf, type BreakDuration, type BreakKind, type LimitKind, type LimitPeriod } from '../responsible-gaming/settings.ts';
import { apiErrors } from '../http/api-error.ts';

type Ctx<Body, Query = Record<string, string | undefined>> = ApiContext<Body, Query, AuthedMember>;

export const rgStatus = defineHandler({
  query: 'api/rgStatus.query',
  auth: 'required',
  async handle({ db, tenant, member, now }: Ctx<undefined>) {
    const settings = rgSettingsOf(tenant);
    const row = await readMember(db, member.memberId);
    const current = activeBreak(row, now);
    return {
      timeZone: settings.timeZone,
      coolingHours: settings.coolingMs / 3_600_000,
      limits: await limitViews(db, settings, member.memberId, now),
      sessionLimit: await sessionLimitView(db, row, member.memberId, now, member.sessionId),
      realityCheck: { intervalMinutes: row?.reality_minutes ?? settings.realityDefaultMinutes, chosen: row?.reality_minutes != null },
      break: current ? breakView(current, now) : null,
    };
  },
});

/** An amount of the request in cents ("100", "100.5", "100.50"); the schema has checked its shape. */
function centsOf(amount: string): number {
  const cents = parseCents(amount);
  if (cents === undefined || !Number.isSafeInteger(cents)) throw apiErrors.badRequest('amount: not an amount');
  return cents;
}

export const rgLimitSet = defineHandler({
  query: 'api/rgLimitSet.query',
  body: 'api/rgLimitSet.request',
  auth: 'required',
  async handle({ db, tenant, member, body, now }: Ctx<{ kind: LimitKind; period: LimitPeriod; amount: string | null }>) {
    const cents = body.amount === null ? null : centsOf(body.amount);
    return setLimit(db, rgSettingsOf(tenant), member.memberId, body.kind, body.period, cents, now);
  },
});

export const rgLimitCancel = defineHandler({
  query: 'api/rgLimitCancel.query',
  body: 'api/rgLimitCancel.request',
  auth: 'required',
  async handle({ db, tenant, member, body, now }: Ctx<{ kind: LimitKind; period: LimitPeriod }>) {
    return cancelPending(db, rgSettingsOf(tenant), member.memberId, body.kind, body.period, now);
  },
});

export const rgSessionLimitSet = defineHandler({
  query: 'api/rgSessionLimitSet.query',
  body: 'api/rgSessionLimitSet.request',
  auth: 'required',
  async handle({ db, tenant, member, body, now }: Ctx<{ minutes: number | null }>) {
    return setSessionLimit(db, rgSettingsOf(tenant), member.memberId, body.minutes, now, member.sessionId);
  },
});

export const rgRealityCheck = defineHandler({
  query: 'api/rgRealityCheck.query',
  auth: 'required',
  async handle({ db, tenant, member, now }: Ctx<undefined>) {
    const settings = rgSettingsOf(tenant);
    const row = await readMember(db, member.memberId);
    const startedAt = (await sessionStart(db, member.memberId, now, member.sessionId)) ?? now;
    return realityCheck(db, member.memberId, startedAt, row?.reality_minutes ?? settings.realityDefaultMinutes, now);
  },
});

export const rgRealityCheckSet = defineHandler({
  query: 'api/rgRealityCheckSet.query',
  body: 'api/rgRealityCheckSet.request',
  auth: 'required',
  async handle({ db, tenant, member, body, now }: Ctx<{ intervalMinutes: number }>) {
    const settings = rgSettingsOf(tenant);
    if (!settings.tools.has('realityCheck')) throw notOffered('intervalMinutes', 'the reality check');
    if (!settings.realityChoices.includes(body.intervalMinutes)) {
      throw notOffered('intervalMinutes', `an interval of ${body.intervalMinutes} minutes (${settings.realityChoices.join(', ')})`);
    }
    await db.transaction(async (tx) => {
      await lockMemberRow(tx, member.memberId, now);
      await tx.query('UPDATE rg_members SET reality_minutes = $2, updated_at = $3 WHERE member_id = $1', [
        member.memberId,
        body.intervalMinutes,
        now,
      ]);
    });
    return { intervalMinutes: body.intervalMinutes };
  },
});

export const rgBreakStart = defineHandler({
  query: 'api/rgBreakStart.query',
  body: 'api/rgBreakStart.request',
  auth: 'required',
  async handle({ db, tenant, member, body, now }: Ctx<{ kind: BreakKind; duration: BreakDuration }>) {
    return { break: await startBreak(db, rgSettingsOf(tenant), member.memberId, body.kind, body.duration, now) };
  },
});

export const rgBreakEndRequest = defineHandler({
  query: 'api/rgBreakEndRequest.query',
  body: 'api/rgBreakEndRequest.request',
  auth: 'required',
  async handle({ db, tenant, member, now }: Ctx<Record<string, never>>) {
    return { break: await requestBreakEnd(db, rgSettingsOf(tenant), member.memberId, now) };
  },
});

export const rgActivity = defineHandler({
  query: 'api/rgActivity.query',
  auth: 'required',
  async handle({ db, tenant, member, query, now }: Ctx<undefined, { period?: LimitPeriod; count?: string }>) {
    const period = query.period ?? 'day';
    const count = query.count ? Number(query.count) : DEFAULT_COUNTS[period];
    return activityStatement(db, member.memberId, period, count, now, rgSettingsOf(tenant).timeZone);
  },
});

export const RG_HANDLERS = {
  rgStatus,
  rgLimitSet,
  rgLimitCancel,
  rgSessionLimitSet,
  rgRealityCheck,
  rgRealityCheckSet,
  rgBreakStart,
  rgBreakEndRequest,
  rgActivity,
};
