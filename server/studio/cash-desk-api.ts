/**
 * The studio's cash-desk routes (mounted by server/studio/api.ts): a cashier of the tenant lists
 * its withdrawals, reads one with the member's context, and approves or rejects it
 * (server/payments/cash-desk.ts holds the rules). Only the cashier role reaches them: not an
 * editor, a publisher or a platform admin (operators.ts, requireRole 'cashier').
 */
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { checkCharacters } from '../http/validate.ts';
import {
  decideWithdrawal,
  listQueue,
  memberContext,
  QUEUE_STATUSES,
  queueItem,
  secondApproverAboveCents,
  type Decision,
  type QueueFilter,
  type QueueStatus,
} from '../payments/cash-desk.ts';
import { DAY_BOUNDS } from '../records/range.ts';
import { formatCents, parseCents } from '../wallet/money.ts';
import { breakDisplayEnd } from '../responsible-gaming/breaks.ts';
import { activeBreak, readMember } from '../responsible-gaming/state.ts';
import { requireRole } from './operators.ts';
import type { StudioRoute } from './route.ts';

/** A tenant's served config, of which the cash desk reads payments.cashDesk. */
export type CashDeskConfig = object;

const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 10_000;
const QUERY_KEYS = new Set(['status', 'member', 'minAmount', 'maxAmount', 'from', 'to', 'page', 'pageSize']);

/** W + the day (YYYYMMDD) + 10 hex digits, as newOrderNo writes them. */
const ORDER_NO = /^W\d{8}[0-9A-F]{10}$/;

function orderNoParam(params: Record<string, string>): string {
  const orderNo = params.orderNo;
  if (!ORDER_NO.test(orderNo)) throw apiErrors.badRequest('path.orderNo: not a withdrawal number (W, 8 digits, 10 hex digits)');
  return orderNo;
}

function whole(text: string | undefined, field: string, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^[1-9]\d{0,5}$/.test(text) || Number(text) > max) throw apiErrors.badRequest(`query.${field}: a whole number from 1 to ${max}`);
  return Number(text);
}

function amount(text: string | undefined, field: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const cents = parseCents(text);
  if (cents === undefined) throw apiErrors.badRequest(`query.${field}: an amount such as 100 or 100.50`);
  return cents;
}

/** Days of the date filters: YYYY-MM-DD, UTC, within the records' bounds; 400 naming the field. */
function dayParam(text: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== text || text < DAY_BOUNDS.first || text > DAY_BOUNDS.last)
    throw apiErrors.badRequest(`query.${field}: a day YYYY-MM-DD from ${DAY_BOUNDS.first} to ${DAY_BOUNDS.last}`);
  return date;
}

/** The queue's filter from the query string; 400 naming the field for anything else. */
function queueFilter(req: IncomingMessage): QueueFilter {
  const search = new URL(req.url ?? '/', 'http://studio').searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!QUERY_KEYS.has(key)) throw apiErrors.badRequest(`query.${key}: not a filter of the cash desk`);
    if (key in query) throw apiErrors.badRequest(`query.${key}: given twice`);
    query[key] = value;
  }
  checkCharacters('query', query);
  const status = (query.status ?? 'pending') as QueueStatus;
  if (!QUEUE_STATUSES.includes(status)) throw apiErrors.badRequest(`query.status: one of ${QUEUE_STATUSES.join(', ')}`);
  if (query.member !== undefined && query.member.length > 64) throw apiErrors.badRequest('query.member: at most 64 characters');
  const minCents = amount(query.minAmount, 'minAmount');
  const maxCents = amount(query.maxAmount, 'maxAmount');
  if (minCents !== undefined && maxCents !== undefined && maxCents < minCents)
    throw apiErrors.badRequest('query.maxAmount: must not be below minAmount');
  const from = dayParam(query.from, 'from');
  const to = dayParam(query.to, 'to');
  if (from && to && to < from) throw apiErrors.badRequest('query.to: must not be before from');
  return {
    status,
    member: query.member?.trim() || undefined,
    minCents,
    maxCents,
    from,
    until: to ? new Date(to.getTime() + 86_400_000) : undefined,
    page: whole(query.page, 'page', PAGE_MAX, 1),
    pageSize: whole(query.pageSize, 'pageSize', PAGE_SIZE_MAX, 20),
  };
}

/**
 * The member's responsible-gaming break in force (time-out or self-exclusion, server/responsible-gaming),
 * or null: a member on a break may still withdraw, and the cashier should know why they stopped playing.
 */
async function memberBreak(db: Db, tenantId: string, orderNo: string, now: Date) {
  const found = await db.query<{ member_id: number }>('SELECT member_id FROM withdrawals WHERE tenant_id = $1 AND order_no = $2', [
    tenantId,
    orderNo,
  ]);
  const memberId = found.rows[0]?.member_id;
  const current = memberId === undefined ? null : activeBreak(await readMember(db, Number(memberId)), now);
  if (!current) return null;
  const until = breakDisplayEnd(current);
  return { kind: current.kind, until: until ? until.toISOString() : null };
}

/** The cash desk's routes, in the shape of server/studio/api.ts's route table. */
export function cashDeskRoutes(tenantConfig: (id: string) => CashDeskConfig | undefined): StudioRoute[] {
  const threshold = (tenantId: string) => secondApproverAboveCents(tenantConfig(tenantId));
  const decide = (decision: Decision): StudioRoute => ({
    method: 'POST',
    path: `tenants/:id/cash-desk/withdrawals/:orderNo/${decision}`,
    body: 'studio/cash-desk-decision.request',
    handle: async ({ db, operator, params, body, now }) => {
      requireRole(operator, params.id, 'cashier');
      return decideWithdrawal(db, {
        tenantId: params.id,
        orderNo: orderNoParam(params),
        decision,
        reason: body.reason ?? '',
        reviewer: { operatorId: operator.id, username: operator.username },
        thresholdCents: threshold(params.id),
        now,
      });
    },
  });
  return [
    {
      method: 'GET',
      path: 'tenants/:id/cash-desk/withdrawals',
      async handle({ db, req, operator, params }) {
        requireRole(operator, params.id, 'cashier');
        const filter = queueFilter(req);
        const secondAbove = threshold(params.id);
        const page = await listQueue(db, params.id, filter, secondAbove);
        return { ...page, secondApproverAbove: secondAbove === null ? null : formatCents(secondAbove) };
      },
    },
    {
      method: 'GET',
      path: 'tenants/:id/cash-desk/withdrawals/:orderNo',
      async handle({ db, operator, params, now }) {
        requireRole(operator, params.id, 'cashier');
        const orderNo = orderNoParam(params);
        const withdrawal = await queueItem(db, params.id, orderNo, threshold(params.id));
        const member = await memberContext(db, params.id, orderNo, now);
        const onBreak = await memberBreak(db, params.id, orderNo, now);
        return { withdrawal, member: { ...member, flags: onBreak ? [...member.flags, 'ON_BREAK'] : member.flags, break: onBreak } };
      },
    },
    decide('approve'),
    decide('reject'),
  ];
}
