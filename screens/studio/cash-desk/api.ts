/** The cash desk's calls (server/studio/cash-desk-api.ts): the queue, one withdrawal with its member, and the decisions. */
import { call } from '../api';
import type { CashDeskDecided, CashDeskMember, CashDeskQueue, CashDeskWithdrawal, CashDeskWithdrawalDetail } from '../../../engine';

export type QueueStatus = 'pending' | 'awaiting-second' | 'approved' | 'rejected' | 'cancelled' | 'all';
/** The answers' shapes, generated from schemas/studio/cash-desk*.json (the server returns the same types). */
export type QueueItem = CashDeskWithdrawal;
export type QueuePage = CashDeskQueue;
export type MemberContext = CashDeskMember;

export interface QueueFilter {
  status: QueueStatus;
  member: string;
  minAmount: string;
  maxAmount: string;
  from: string;
  to: string;
  page: number;
}

const t = encodeURIComponent;

function query(filter: QueueFilter): string {
  const params = new URLSearchParams({ status: filter.status });
  for (const key of ['member', 'minAmount', 'maxAmount', 'from', 'to'] as const)
    if (filter[key].trim()) params.set(key, filter[key].trim());
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

export const cashDeskApi = {
  queue: (tenantId: string, filter: QueueFilter) => call<QueuePage>('GET', `tenants/${t(tenantId)}/cash-desk/withdrawals?${query(filter)}`),
  withdrawal: (tenantId: string, orderNo: string) =>
    call<CashDeskWithdrawalDetail>('GET', `tenants/${t(tenantId)}/cash-desk/withdrawals/${t(orderNo)}`),
  decide: (tenantId: string, orderNo: string, decision: 'approve' | 'reject', reason: string) =>
    call<CashDeskDecided>('POST', `tenants/${t(tenantId)}/cash-desk/withdrawals/${t(orderNo)}/${decision}`, { reason }),
};
