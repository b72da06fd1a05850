/**
 * The cash desk: the withdrawal review queue of a tenant, the member's context, and the decision
 * (approve or reject, with a reason). The studio (server/studio/cash-desk-api.ts) and the
 * operators' command line (scripts/operator.ts) both decide through decideWithdrawal, so every
 * decision takes the same path: the withdrawal row locked, the rules checked under that lock,
 * the money moved by reviewWithdrawal (server/payments/withdraw.ts: the ledger), the decision
 * recorded (withdrawal_decisions) and audited (studio_audit), all in one transaction.
 *
 * Two approvers: a withdrawal of more than the tenant's payments.cashDesk.secondApproverAbove is
 * paid only when a second reviewer, not the first, approves it too; until then it stays pending,
 * held in WITHDRAW_PENDING. Any reviewer may reject it at any point (the money returns).
 */
import type { CashDeskMemberFlag, CashDeskWithdrawal } from '../../engine/config/types.gen.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { formatCents, parseCents } from '../wallet/money.ts';
import { orderSettled, reviewWithdrawal, type WithdrawalStatus } from './withdraw.ts';

export type Decision = 'approve' | 'reject';

/** Who decides: a studio operator, or the command line (operatorId null) unless it names one. */
export interface Reviewer {
  operatorId: number | null;
  username: string;
}

/** The queue's status filter: pending covers both steps; awaiting-second only the first-approved. */
export const QUEUE_STATUSES = ['pending', 'awaiting-second', 'approved', 'rejected', 'cancelled', 'all'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export interface QueueFilter {
  status: QueueStatus;
  /** part of the member's account name, any case */
  member?: string;
  minCents?: number;
  maxCents?: number;
  /** created at or after (UTC) */
  from?: Date;
  /** created before (UTC) */
  until?: Date;
  page: number;
  pageSize: number;
}

/** A withdrawal in the queue (schemas/studio/cash-desk.json). */
export type QueueItem = CashDeskWithdrawal;

/** A tenant's cash-desk settings in cents; null when every withdrawal needs one approval. */
export function secondApproverAboveCents(config: object | undefined): number | null {
  const payments = (config as { payments?: { cashDesk?: { secondApproverAbove?: unknown } } } | undefined)?.payments;
  const text = payments?.cashDesk?.secondApproverAbove;
  if (text === undefined) return null;
  const cents = typeof text === 'string' ? parseCents(text) : undefined;
  // The schema allows only amounts; a value that is not one fails closed: every withdrawal needs two.
  return cents === undefined ? 0 : cents;
}

const approvalsNeeded = (amountCents: number, thresholdCents: number | null): 1 | 2 =>
  thresholdCents !== null && amountCents > thresholdCents ? 2 : 1;

interface QueueRow {
  id: number;
  order_no: string;
  account: string;
  nickname: string | null;
  amount_cents: number;
  status: WithdrawalStatus;
  created_at: Date;
  completed_at: Date | null;
  decisions: { decision: Decision; operator: string | null; reason: string; at: string }[] | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The label of a decision made from the command line without --as. */
export const COMMAND_LINE = 'command line';

function item(row: QueueRow, thresholdCents: number | null): QueueItem {
  return {
    orderNo: row.order_no,
    account: row.account,
    nickname: row.nickname,
    amount: formatCents(row.amount_cents),
    status: row.status,
    approvalsNeeded: approvalsNeeded(row.amount_cents, thresholdCents),
    decisions: (row.decisions ?? []).map((d) => ({
      decision: d.decision,
      operator: d.operator ?? COMMAND_LINE,
      reason: d.reason,
      at: iso(d.at),
    })),
    createdAt: iso(row.created_at),
    completedAt: row.completed_at ? iso(row.completed_at) : null,
  };
}

const QUEUE_SELECT = `
  SELECT w.id, w.order_no, m.account, m.nickname, w.amount_cents, w.status, w.created_at, w.completed_at,
         (SELECT json_agg(json_build_object('decision', d.decision, 'operator', o.username, 'reason', d.reason, 'at', d.created_at) ORDER BY d.id)
            FROM withdrawal_decisions d LEFT JOIN operators o ON o.id = d.operator_id WHERE d.withdrawal_id = w.id) AS decisions
    FROM withdrawals w JOIN members m ON m.id = w.member_id`;

/** One page of a tenant's withdrawals matching the filter, newest first, with the total. */
export async function listQueue(db: Queryable, tenantId: string, filter: QueueFilter, thresholdCents: number | null) {
  const where = ['w.tenant_id = $1'];
  const args: unknown[] = [tenantId];
  const arg = (value: unknown) => {
    args.push(value);
    return `$${args.length}`;
  };
  if (filter.status === 'awaiting-second') {
    where.push(
      `w.status = 'pending' AND EXISTS (SELECT 1 FROM withdrawal_decisions d WHERE d.withdrawal_id = w.id AND d.decision = 'approve')`,
    );
  } else if (filter.status !== 'all') where.push(`w.status = ${arg(filter.status)}`);
  if (filter.member) where.push(`lower(m.account) LIKE ${arg(`%${filter.member.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (filter.minCents !== undefined) where.push(`w.amount_cents >= ${arg(filter.minCents)}`);
  if (filter.maxCents !== undefined) where.push(`w.amount_cents <= ${arg(filter.maxCents)}`);
  if (filter.from) where.push(`w.created_at >= ${arg(filter.from)}`);
  if (filter.until) where.push(`w.created_at < ${arg(filter.until)}`);
  const clause = where.join(' AND ');
  const total = (
    await db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE ${clause}`,
      args,
    )
  ).rows[0].n;
  const rows = await db.query<QueueRow>(
    `${QUEUE_SELECT} WHERE ${clause} ORDER BY w.created_at DESC, w.id DESC LIMIT ${arg(filter.pageSize)} OFFSET ${arg((filter.page - 1) * filter.pageSize)}`,
    args,
  );
  return {
    list: rows.rows.map((r) => item(r, thresholdCents)),
    page: filter.page,
    totalPages: Math.ceil(Number(total) / filter.pageSize),
    total: Number(total),
  };
}

const notFound = () => apiErrors.notFound('No withdrawal of this site has this number');

/** One withdrawal of the tenant; 404 for another tenant's or an unknown number. */
export async function queueItem(db: Queryable, tenantId: string, orderNo: string, thresholdCents: number | null): Promise<QueueItem> {
  const found = await db.query<QueueRow>(`${QUEUE_SELECT} WHERE w.tenant_id = $1 AND w.order_no = $2`, [tenantId, orderNo]);
  if (!found.rows[0]) throw notFound();
  return item(found.rows[0], thresholdCents);
}

/**
 * Member flags the reviewer should weigh; each a code the studio names in words. ON_BREAK (a
 * responsible-gaming break in force) is added by the studio's route, which may read server/responsible-gaming.
 */
export type MemberFlag = CashDeskMemberFlag;

/** Days an account counts as new. */
const NEW_ACCOUNT_DAYS = 7;

/**
 * The member behind a withdrawal: balance, the last deposits and bets, 30-day totals and flags.
 * LOW_TURNOVER: less was bet than deposited in the last 30 days (money in and out unplayed).
 */
export async function memberContext(db: Queryable, tenantId: string, orderNo: string, now: Date) {
  const found = await db.query<{
    member_id: number;
    account: string;
    nickname: string | null;
    type: number;
    vip: boolean;
    disabled: boolean;
    created_at: Date;
    balance_cents: number | null;
  }>(
    `SELECT m.id AS member_id, m.account, m.nickname, m.type, m.vip, m.disabled, m.created_at,
            (SELECT balance_cents FROM wallets WHERE member_id = m.id AND vendor = 'MAIN') AS balance_cents
       FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE w.tenant_id = $1 AND w.order_no = $2`,
    [tenantId, orderNo],
  );
  const member = found.rows[0];
  if (!member) throw notFound();
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [deposits, bets, totals, pending] = await Promise.all([
    db.query<{ order_no: string; channel_id: string; amount_cents: number; completed_at: Date }>(
      `SELECT order_no, channel_id, amount_cents, completed_at FROM deposit_orders WHERE member_id = $1 AND status = 'paid'
        ORDER BY completed_at DESC, id DESC LIMIT 5`,
      [member.member_id],
    ),
    db.query<{ kind: string; amount_cents: number; created_at: Date }>(
      `SELECT kind, amount_cents, created_at FROM ledger_transactions WHERE member_id = $1 AND category = 'bet'
        ORDER BY created_at DESC, id DESC LIMIT 10`,
      [member.member_id],
    ),
    db.query<{ category: string; cents: number }>(
      `SELECT category, sum(amount_cents)::bigint AS cents FROM ledger_transactions
        WHERE member_id = $1 AND created_at >= $2 AND category IN ('deposit', 'bet', 'win') GROUP BY category`,
      [member.member_id, since],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1 AND status = 'pending' AND order_no <> $2`, [
      member.member_id,
      orderNo,
    ]),
  ]);
  const total = (category: string) => Number(totals.rows.find((r) => r.category === category)?.cents ?? 0);
  const flags: MemberFlag[] = [];
  if (member.disabled) flags.push('DISABLED');
  if (now.getTime() - new Date(member.created_at).getTime() < NEW_ACCOUNT_DAYS * 86_400_000) flags.push('NEW_ACCOUNT');
  if (total('bet') < total('deposit')) flags.push('LOW_TURNOVER');
  if (pending.rows[0].n > 0) flags.push('OTHER_PENDING');
  return {
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    vip: member.vip,
    memberSince: iso(member.created_at),
    balance: formatCents(Number(member.balance_cents ?? 0)),
    flags,
    last30Days: { deposits: formatCents(total('deposit')), bets: formatCents(total('bet')), wins: formatCents(total('win')) },
    recentDeposits: deposits.rows.map((d) => ({
      orderNo: d.order_no,
      channel: d.channel_id,
      amount: formatCents(d.amount_cents),
      at: iso(d.completed_at),
    })),
    recentBets: bets.rows.map((b) => ({ kind: b.kind, amount: formatCents(b.amount_cents), at: iso(b.created_at) })),
  };
}

export interface DecideInput {
  tenantId: string;
  orderNo: string;
  decision: Decision;
  reason: string;
  reviewer: Reviewer;
  thresholdCents: number | null;
  now: Date;
}

/** The longest reason kept (the table's CHECK says the same). */
const REASON_MAX = 500;

/** Records one audit line of the cash desk (the studio's audit log, read by its Audit page). */
async function audit(tx: Queryable, input: DecideInput, action: string, detail: object): Promise<void> {
  await tx.query('INSERT INTO studio_audit (tenant_id, operator_id, action, detail, created_at) VALUES ($1, $2, $3, $4, $5)', [
    input.tenantId,
    input.reviewer.operatorId,
    action,
    JSON.stringify({ ...detail, by: input.reviewer.operatorId === null ? 'cli' : 'studio' }),
    input.now,
  ]);
}

/**
 * Approves or rejects a withdrawal, in one transaction under the withdrawal's row lock, so two
 * reviewers racing are taken one after the other. Refused: another tenant's or an unknown number
 * (404), a settled one (409 E_ORDER_SETTLED, also a replay), a second decision by the same
 * reviewer (409 E_ALREADY_DECIDED), the reviewer's own withdrawal (403 E_OWN_WITHDRAWAL: the
 * member account of the reviewer's username), a reject without a reason (400 E_REASON_REQUIRED).
 */
export async function decideWithdrawal(db: Db, input: DecideInput): Promise<QueueItem> {
  const reason = input.reason.trim();
  if (input.decision === 'reject' && reason === '')
    throw new ApiError(400, 'E_REASON_REQUIRED', 'reason: say why the withdrawal is rejected');
  if (reason.length > REASON_MAX) throw apiErrors.badRequest(`reason: at most ${REASON_MAX} characters`);
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: number; amount_cents: number; status: WithdrawalStatus; account: string }>(
      `SELECT w.id, w.amount_cents, w.status, m.account FROM withdrawals w JOIN members m ON m.id = w.member_id
        WHERE w.tenant_id = $1 AND w.order_no = $2 FOR UPDATE OF w`,
      [input.tenantId, input.orderNo],
    );
    const row = found.rows[0];
    if (!row) throw notFound();
    if (row.status !== 'pending') throw orderSettled(row.status);
    if (input.reviewer.operatorId !== null && row.account.toLowerCase() === input.reviewer.username.toLowerCase())
      throw new ApiError(403, 'E_OWN_WITHDRAWAL', 'A reviewer cannot decide on a withdrawal of their own account');
    const earlier = await tx.query<{ operator_id: number | null }>(
      'SELECT operator_id FROM withdrawal_decisions WHERE withdrawal_id = $1',
      [row.id],
    );
    if (earlier.rows.some((d) => (d.operator_id === null ? null : Number(d.operator_id)) === input.reviewer.operatorId))
      throw new ApiError(
        409,
        'E_ALREADY_DECIDED',
        'You decided on this withdrawal already; the next decision (the second approval, or a reject) must come from another cashier',
      );
    await tx.query(
      'INSERT INTO withdrawal_decisions (withdrawal_id, operator_id, decision, reason, created_at) VALUES ($1, $2, $3, $4, $5)',
      [row.id, input.reviewer.operatorId, input.decision, reason, input.now],
    );
    const needed = approvalsNeeded(Number(row.amount_cents), input.thresholdCents);
    const approvals = earlier.rows.length + 1;
    const detail = { orderNo: input.orderNo, amount: formatCents(Number(row.amount_cents)), reason };
    if (input.decision === 'approve' && approvals < needed) {
      await audit(tx, input, 'cashdesk.approve.first', { ...detail, approvals, needed });
    } else {
      await reviewWithdrawal(tx, input.tenantId, input.orderNo, input.decision, input.now);
      await audit(tx, input, input.decision === 'approve' ? 'cashdesk.approve' : 'cashdesk.reject', { ...detail, approvals, needed });
    }
    return queueItem(tx, input.tenantId, input.orderNo, input.thresholdCents);
  });
}
