/**
 * Withdrawals: the money is held at once (main wallet to the tenant's WITHDRAW_PENDING account)
 * and the withdrawal waits for review. Cancelling (the member) or rejecting (review) returns it;
 * approving pays it out (WITHDRAW_PENDING to WITHDRAW_PAID). The main wallet row is locked
 * while the balance and the day's total are checked, so concurrent requests cannot overdraw or
 * pass the daily limit together.
 */
import type { WithdrawCancelResponse } from '../../engine/config/types.gen.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { ensureWallet, houseWallet, LedgerError, lockWallets, postTransaction } from '../wallet/ledger.ts';
import { formatCents } from '../wallet/money.ts';
import { newOrderNo } from './orders.ts';
import { periodStart } from '../time/zone.ts';
import { outOfLimits } from './rules.ts';

/** A withdrawal as the API shows it (withdrawCancel's answer; the list and create answers hold the same fields). */
export type WithdrawalView = WithdrawCancelResponse;

export type WithdrawalStatus = WithdrawalView['status'];

interface WithdrawalRow {
  id: number;
  tenant_id: string;
  member_id: number;
  order_no: string;
  amount_cents: number;
  status: WithdrawalStatus;
  created_at: Date;
  completed_at: Date | null;
}

function view(row: WithdrawalRow): WithdrawalView {
  return {
    orderNo: row.order_no,
    amount: formatCents(row.amount_cents),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
}

export const insufficientFunds = () => new ApiError(400, 'E_INSUFFICIENT_FUNDS', 'The balance is not enough for this amount');

export interface WithdrawLimits {
  minCents: number;
  maxCents: number;
  dailyMaxCents: number;
}

/** What the member withdrew today, the tenant's day in its zone: pending and approved withdrawals. */
export async function withdrawnToday(tx: Queryable, memberId: number, now: Date, timeZone: string): Promise<number> {
  const row = await tx.query<{ cents: number }>(
    "SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM withdrawals WHERE member_id = $1 AND status IN ('pending', 'approved') AND created_at >= $2",
    [memberId, periodStart('day', now, timeZone)],
  );
  return row.rows[0].cents;
}

export interface NewWithdrawal {
  tenantId: string;
  memberId: number;
  amountCents: number;
  limits: WithdrawLimits;
  now: Date;
  /** the tenant's IANA zone: the daily limit counts its day */
  timeZone: string;
}

/** Holds the amount and records a pending withdrawal (the payment password is checked before). */
export async function createWithdrawal(tx: Queryable, w: NewWithdrawal): Promise<WithdrawalView & { balance: string }> {
  if (w.amountCents < w.limits.minCents || w.amountCents > w.limits.maxCents) {
    throw outOfLimits('amount', formatCents(w.limits.minCents), formatCents(w.limits.maxCents));
  }
  const main = await ensureWallet(tx, w.memberId);
  const balance = (await lockWallets(tx, [main])).get(main) ?? 0;
  const today = await withdrawnToday(tx, w.memberId, w.now, w.timeZone);
  if (today + w.amountCents > w.limits.dailyMaxCents) {
    throw new ApiError(400, 'E_DAILY_LIMIT', `amount: the daily withdrawal limit is ${formatCents(w.limits.dailyMaxCents)}`, {
      remaining: formatCents(Math.max(0, w.limits.dailyMaxCents - today)),
    });
  }
  if (balance < w.amountCents) throw insufficientFunds();
  const orderNo = newOrderNo('W', w.now);
  const inserted = await tx.query<WithdrawalRow>(
    "INSERT INTO withdrawals (tenant_id, member_id, order_no, amount_cents, status, created_at) VALUES ($1, $2, $3, $4, 'pending', $5) RETURNING *",
    [w.tenantId, w.memberId, orderNo, w.amountCents, w.now],
  );
  const pending = await houseWallet(tx, w.tenantId, 'WITHDRAW_PENDING');
  try {
    await postTransaction(tx, {
      tenantId: w.tenantId,
      memberId: w.memberId,
      category: 'withdraw',
      kind: 'withdraw-hold',
      amountCents: w.amountCents,
      mainDeltaCents: -w.amountCents,
      orderNo,
      legs: [
        { walletId: main, amountCents: -w.amountCents, reference: `withdraw:${orderNo}` },
        { walletId: pending, amountCents: w.amountCents, reference: `withdraw:${orderNo}` },
      ],
      at: w.now,
    });
  } catch (error) {
    if (error instanceof LedgerError) throw insufficientFunds();
    throw error;
  }
  return { ...view(inserted.rows[0]), balance: formatCents(balance - w.amountCents) };
}

async function lockWithdrawal(tx: Queryable, tenantId: string, orderNo: string, memberId?: number): Promise<WithdrawalRow> {
  const found = await tx.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE tenant_id = $1 AND order_no = $2 FOR UPDATE', [
    tenantId,
    orderNo,
  ]);
  const row = found.rows[0];
  if (!row || (memberId !== undefined && row.member_id !== memberId)) throw apiErrors.notFound('No withdrawal has this number');
  return row;
}

async function returnHeld(tx: Queryable, row: WithdrawalRow, kind: 'withdraw-cancel' | 'withdraw-reject', now: Date): Promise<void> {
  const main = await ensureWallet(tx, row.member_id);
  const pending = await houseWallet(tx, row.tenant_id, 'WITHDRAW_PENDING');
  await postTransaction(tx, {
    tenantId: row.tenant_id,
    memberId: row.member_id,
    category: 'withdraw',
    kind,
    amountCents: row.amount_cents,
    mainDeltaCents: row.amount_cents,
    orderNo: row.order_no,
    legs: [
      { walletId: main, amountCents: row.amount_cents, reference: `withdraw:${row.order_no}:return` },
      { walletId: pending, amountCents: -row.amount_cents, reference: `withdraw:${row.order_no}:return` },
    ],
    at: now,
  });
}

async function close(tx: Queryable, row: WithdrawalRow, status: WithdrawalStatus, now: Date): Promise<WithdrawalView> {
  const updated = await tx.query<WithdrawalRow>('UPDATE withdrawals SET status = $2, completed_at = $3 WHERE id = $1 RETURNING *', [
    row.id,
    status,
    now,
  ]);
  return view(updated.rows[0]);
}

export const orderSettled = (status: string) => new ApiError(409, 'E_ORDER_SETTLED', `This withdrawal is already ${status}`, { status });

/** The member cancels a pending withdrawal: the held money returns to the main wallet. */
export async function cancelWithdrawal(
  tx: Queryable,
  tenantId: string,
  memberId: number,
  orderNo: string,
  now: Date,
): Promise<WithdrawalView> {
  const row = await lockWithdrawal(tx, tenantId, orderNo, memberId);
  if (row.status === 'cancelled') return view(row);
  if (row.status !== 'pending') throw orderSettled(row.status);
  await returnHeld(tx, row, 'withdraw-cancel', now);
  return close(tx, row, 'cancelled', now);
}

/** The ledger side of a review decision (called by the cash desk, server/payments/cash-desk.ts, under its rules): approve pays out, reject returns the money. */
export async function reviewWithdrawal(
  tx: Queryable,
  tenantId: string,
  orderNo: string,
  decision: 'approve' | 'reject',
  now: Date,
): Promise<WithdrawalView> {
  const row = await lockWithdrawal(tx, tenantId, orderNo);
  const target: WithdrawalStatus = decision === 'approve' ? 'approved' : 'rejected';
  if (row.status === target) return view(row);
  if (row.status !== 'pending') throw orderSettled(row.status);
  if (decision === 'reject') {
    await returnHeld(tx, row, 'withdraw-reject', now);
  } else {
    const pending = await houseWallet(tx, tenantId, 'WITHDRAW_PENDING');
    const paid = await houseWallet(tx, tenantId, 'WITHDRAW_PAID');
    // A house-to-house move: the member's main wallet does not change, so it is not in the
    // member's records (member_id null); detail names the member for the tenant's books.
    await postTransaction(tx, {
      tenantId,
      memberId: null,
      category: 'withdraw',
      kind: 'withdraw-paid',
      amountCents: row.amount_cents,
      mainDeltaCents: 0,
      orderNo: row.order_no,
      detail: { memberId: row.member_id },
      legs: [
        { walletId: paid, amountCents: row.amount_cents, reference: `withdraw:${row.order_no}:paid` },
        { walletId: pending, amountCents: -row.amount_cents, reference: `withdraw:${row.order_no}:paid` },
      ],
      at: now,
    });
  }
  return close(tx, row, target, now);
}

export async function listWithdrawals(db: Queryable, memberId: number, pageNo: number, pageSize: number) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM withdrawals WHERE member_id = $1', [memberId])).rows[0].n;
  const rows = await db.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return { list: rows.rows.map(view), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}
