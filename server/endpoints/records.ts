/** Member records: account record (transactions), betting record (game rounds), profit and loss. */
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { accountRecords, bettingRecords, profitAndLoss, RECORD_TYPES } from '../records/queries.ts';
import { dayRange } from '../records/range.ts';
import { configTimeZone } from '../time/tenant-zones.ts';
import { teamAccountRecord } from './agent.ts';
import { paging } from './money.ts';

export const accountRecord = defineEndpoint('accountRecord', {
  auth: 'required',
  async handle(ctx) {
    const { db, member, query, now, tenant } = ctx;
    // types A: an agent's team record (agents only)
    if (query.types === 'A') return teamAccountRecord(ctx, RECORD_TYPES);
    const range = dayRange(query.startDate, query.endDate, now, configTimeZone(tenant));
    if (query.account !== undefined) throw apiErrors.badRequest('account: only with types A (a team member of an agent)');
    const types = !query.types ? RECORD_TYPES : [...new Set(query.types.split(','))];
    return accountRecords(db, member.memberId, range, types, { ...paging(query), cursor: query.cursor });
  },
});

export const bettingRecord = defineEndpoint('bettingRecord', {
  auth: 'required',
  async handle({ db, member, query, now, tenant }) {
    const range = dayRange(query.startDate, query.endDate, now, configTimeZone(tenant));
    return bettingRecords(db, member.memberId, range, { ...paging(query), cursor: query.cursor });
  },
});

export const profitLoss = defineEndpoint('profitLoss', {
  auth: 'required',
  async handle({ db, member, query, now, tenant }) {
    return profitAndLoss(db, member.memberId, dayRange(query.startDate, query.endDate, now, configTimeZone(tenant)));
  },
});
