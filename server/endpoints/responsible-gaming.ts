/**
 * The member's responsible-gaming endpoints (issue 29): the status page, limits, the session
 * limit, the reality check, breaks and the activity statement. The rules live in
 * server/responsible-gaming/; the checks on the money paths in its guard.ts.
 */
import { defineEndpoint } from '../http/handler.ts';
import { parseCents } from '../wallet/money.ts';
import { activityStatement, DEFAULT_COUNTS, realityCheck } from '../responsible-gaming/activity.ts';
import { activeBreak, readMember, sessionStart } from '../responsible-gaming/state.ts';
import { breakView, lockMemberRow, requestBreakEnd, startBreak } from '../responsible-gaming/breaks.ts';
import { cancelPending, limitViews, sessionLimitView, setLimit, setSessionLimit } from '../responsible-gaming/limits.ts';
import { notOffered } from '../responsible-gaming/errors.ts';
import { rgSettingsOf } from '../responsible-gaming/settings.ts';
import { apiErrors } from '../http/api-error.ts';

export const rgStatus = defineEndpoint('rgStatus', {
  auth: 'required',
  async handle({ db, tenant, member, now }) {
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

export const rgLimitSet = defineEndpoint('rgLimitSet', {
  auth: 'required',
  async handle({ db, tenant, member, body, now }) {
    const cents = body.amount === null ? null : centsOf(body.amount);
    return setLimit(db, rgSettingsOf(tenant), member.memberId, body.kind, body.period, cents, now);
  },
});

export const rgLimitCancel = defineEndpoint('rgLimitCancel', {
  auth: 'required',
  async handle({ db, tenant, member, body, now }) {
    return cancelPending(db, rgSettingsOf(tenant), member.memberId, body.kind, body.period, now);
  },
});

export const rgSessionLimitSet = defineEndpoint('rgSessionLimitSet', {
  auth: 'required',
  async handle({ db, tenant, member, body, now }) {
    return setSessionLimit(db, rgSettingsOf(tenant), member.memberId, body.minutes, now, member.sessionId);
  },
});

export const rgRealityCheck = defineEndpoint('rgRealityCheck', {
  auth: 'required',
  async handle({ db, tenant, member, now }) {
    const settings = rgSettingsOf(tenant);
    const row = await readMember(db, member.memberId);
    const startedAt = (await sessionStart(db, member.memberId, now, member.sessionId)) ?? now;
    return realityCheck(db, member.memberId, startedAt, row?.reality_minutes ?? settings.realityDefaultMinutes, now);
  },
});

export const rgRealityCheckSet = defineEndpoint('rgRealityCheckSet', {
  auth: 'required',
  async handle({ db, tenant, member, body, now }) {
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

export const rgBreakStart = defineEndpoint('rgBreakStart', {
  auth: 'required',
  async handle({ db, tenant, member, body, now }) {
    return { break: await startBreak(db, rgSettingsOf(tenant), member.memberId, body.kind, body.duration, now) };
  },
});

export const rgBreakEndRequest = defineEndpoint('rgBreakEndRequest', {
  auth: 'required',
  async handle({ db, tenant, member, now }) {
    return { break: await requestBreakEnd(db, rgSettingsOf(tenant), member.memberId, now) };
  },
});

export const rgActivity = defineEndpoint('rgActivity', {
  auth: 'required',
  async handle({ db, tenant, member, query, now }) {
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
