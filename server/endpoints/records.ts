/** Member records: account record (transactions), betting record (game rounds), profit and loss. */
import { apiErrors } from '../http/api-error.ts';
import type { AuthedMember } from '../http/auth.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';
import { accountRecords, bettingRecords, profitAndLoss, RECORD_TYPES } from '../records/queries.ts';
import { dayRange } from '../records/range.ts';
import { isAgentType } from '../members/member-types.ts';
import { paging } from './money.ts';

type RangeQuery = { startDate?: string; endDate?: string; pageNo?: string; pageSize?: string; cursor?: string; types?: string };
type Ctx = ApiContext<undefined, RangeQuery, AuthedMember>;

export const accountRecord = defineHandler({
  query: 'api/accountRecord.query',
  auth: 'required',
  async handle({ db, tenant, member, query, now }: Ctx) {
    const range = dayRange(query.startDate, query.endDate, now);
    const team = query.types === 'A';
    if (team && !isAgentType(tenant, member.type)) throw apiErrors.forbidden();
    const types = !query.types || team ? RECORD_TYPES : [...new Set(query.types.split(','))];
    const page = await accountRecords(db, member.memberId, range, types, { ...paging(query), cursor: query.cursor });
    return page;
  },
});

export const bettingRecord = defineHandler({
  query: 'api/bettingRecord.query',
  auth: 'required',
  async handle({ db, member, query, now }: Ctx) {
    const range = dayRange(query.startDate, query.endDate, now);
    return bettingRecords(db, member.memberId, range, { ...paging(query), cursor: query.cursor });
  },
});

export const profitLoss = defineHandler({
  query: 'api/profitLoss.query',
  auth: 'required',
  async handle({ db, member, query, now }: Ctx) {
    return profitAndLoss(db, member.memberId, dayRange(query.startDate, query.endDate, now));
  },
});
