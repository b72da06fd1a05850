/** The cash desk's calls (server/studio/cash-desk-api.ts): the queue, one withdrawal with its member, and the decisions. */
import { call } from '../api';

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type QueueStatus = 'pending' | 'awaiting-second' | 'approved' | 'rejected' | 'cancelled' | 'all';
export type MemberFlag = 'DISABLED' | 'NEW_ACCOUNT' | 'LOW_TURNOVER' | 'OTHER_PENDING' | 'ON_BREAK';

export interface Decision {
  decision: 'approve' | 'reject';
  operator: string;
  reason: string;
  at: string;
}

export interface QueueItem {
  orderNo: string;
  account: string;
  nickname: string | null;
  amount: string;
  status: WithdrawalStatus;
  approvalsNeeded: 1 | 2;
  decisions: Decision[];
  createdAt: string;
  completedAt: string | null;
}

export interface QueuePage {
  list: QueueItem[];
  page: number;
  totalPages: number;
  total: number;
  /** null: one approval is always enough */
  secondApproverAbove: string | null;
}

export interface MemberContext {
  account: string;
  nickname: string | null;
  type: number;
  vip: boolean;
  memberSince: string;
  balance: string;
  flags: MemberFlag[];
  /** a responsible-gaming break in force */
  break: { kind: 'timeOut' | 'selfExclusion'; until: string | null } | null;
  last30Days: { deposits: string; bets: string; wins: string };
  recentDeposits: { orderNo: string; channel: string; amount: string; at: string }[];
  recentBets: { kind: string; amount: string; at: string }[];
}

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
    call<{ withdrawal: QueueItem; member: MemberContext }>('GET', `tenants/${t(tenantId)}/cash-desk/withdrawals/${t(orderNo)}`),
  decide: (tenantId: string, orderNo: string, decision: 'approve' | 'reject', reason: string) =>
    call<QueueItem>('POST', `tenants/${t(tenantId)}/cash-desk/withdrawals/${t(orderNo)}/${decision}`, { reason }),
};
