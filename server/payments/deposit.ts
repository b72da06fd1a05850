/**
 * Deposits (voucher centre): a pending order within the channel's limits, then a signed payment
 * callback settles it once: "paid" credits the main wallet against the tenant's
 * DEPOSIT_CLEARING account, "failed" closes it. A second delivery of the same outcome changes
 * nothing and answers the same; a different outcome for a settled order is refused.
 * A pending order's payment page stays open for DEPOSIT_PAY_WINDOW_MS; the order list offers it
 * again until then, and shows the order as "expired" after.
 */
import type { PaymentCallbackRequest, PaymentCallbackResponse } from '../../engine/config/types.gen.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { ensureWallet, houseWallet, postTransaction } from '../wallet/ledger.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { hashToken, newOrderNo } from './orders.ts';
import { payTokenFor } from './signature.ts';
import { outOfLimits, type Channel } from './rules.ts';

/** A deposit order as the API shows it: the payment callback's answer (devPay and devPayOrder answer the same shape). */
export type DepositOrderView = PaymentCallbackResponse;

/** How long a pending order's payment page may be used. */
export const DEPOSIT_PAY_WINDOW_MS = 30 * 60_000;

/** An order in the member's list: "expired" for a pending order past its window; payUrl while it can still be paid. */
export interface DepositListItem extends Omit<DepositOrderView, 'status'> {
  status: DepositOrderView['status'] | 'expired';
  payUrl?: string;
}

interface OrderRow {
  id: number;
  tenant_id: string;
  member_id: number;
  order_no: string;
  channel_id: string;
  amount_cents: number;
  status: DepositOrderView['status'];
  pay_token_hash: string;
  created_at: Date;
  completed_at: Date | null;
}

export function orderView(row: OrderRow): DepositOrderView {
  return {
    orderNo: row.order_no,
    channelId: row.channel_id,
    amount: formatCents(row.amount_cents),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
}

export interface NewDeposit {
  tenantId: string;
  memberId: number;
  channels: Channel[];
  channelId: string;
  amountCents: number;
  /** the gateway the client reported (SPEC 9.19, server/endpoints/gateway.ts); none: not reported */
  gateway?: number | null;
  now: Date;
}

type NewOrder = DepositOrderView & { payUrl: string };

/** The deposit's channel, refusing one the tenant does not offer or an amount outside its limits. */
export function depositChannel(deposit: Pick<NewDeposit, 'channels' | 'channelId' | 'amountCents'>): Channel {
  const channel = deposit.channels.find((c) => c.id === deposit.channelId);
  if (!channel) throw apiErrors.badRequest(`channelId: no deposit channel "${deposit.channelId}"`);
  if (deposit.amountCents < channel.minCents || deposit.amountCents > channel.maxCents) {
    throw outOfLimits('amount', formatCents(channel.minCents), formatCents(channel.maxCents));
  }
  return channel;
}

/** Inserts a pending order; returns it with the demo payment page address. */
export async function createDeposit(tx: Queryable, deposit: NewDeposit): Promise<NewOrder> {
  const channel = depositChannel(deposit);
  const orderNo = newOrderNo('D', deposit.now);
  const token = payTokenFor(orderNo);
  const inserted = await tx.query<OrderRow>(
    `INSERT INTO deposit_orders (tenant_id, member_id, order_no, channel_id, amount_cents, status, pay_token_hash, gateway, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8) RETURNING *`,
    [deposit.tenantId, deposit.memberId, orderNo, channel.id, deposit.amountCents, hashToken(token), deposit.gateway ?? null, deposit.now],
  );
  return { ...orderView(inserted.rows[0]), payUrl: `/demo-pay/?order=${orderNo}&token=${token}` };
}

/** The order a payment-page token opens (404 when the pair does not match). */
export async function orderForPayPage(db: Queryable, tenantId: string, orderNo: string, token: string): Promise<OrderRow> {
  const found = await db.query<OrderRow>('SELECT * FROM deposit_orders WHERE tenant_id = $1 AND order_no = $2', [tenantId, orderNo]);
  const row = found.rows[0];
  if (!row || row.pay_token_hash !== hashToken(token)) throw apiErrors.notFound('No deposit order has this number and token');
  return row;
}

/** A pending order whose payment window has closed. */
export function isExpired(row: Pick<OrderRow, 'status' | 'created_at'>, now: Date): boolean {
  return row.status === 'pending' && now.getTime() - new Date(row.created_at).getTime() > DEPOSIT_PAY_WINDOW_MS;
}

export const orderExpired = () => new ApiError(409, 'E_ORDER_EXPIRED', 'The payment window of this order has closed; make a new deposit');

function listItem(row: OrderRow, now: Date): DepositListItem {
  const view = orderView(row);
  if (isExpired(row, now)) return { ...view, status: 'expired' };
  if (row.status !== 'pending') return view;
  // Orders made before the token was derived (or under another secret) get no address.
  const token = payTokenFor(row.order_no);
  return hashToken(token) === row.pay_token_hash ? { ...view, payUrl: `/demo-pay/?order=${row.order_no}&token=${token}` } : view;
}

export type CallbackPayload = PaymentCallbackRequest;

/**
 * A settled order moves the counters of the member's deposit limit rows (migration 044) whose
 * period it was made in: paid after its window was counted as closed, it counts again; failed
 * while still counted, it stops counting. Rows not yet counted (NULL) are summed at the next order.
 */
function moveDepositCounters(tx: Queryable, order: OrderRow, status: 'paid' | 'failed') {
  return tx.query(
    `UPDATE rg_limits SET deposited_cents = deposited_cents + CASE WHEN $3 = 'paid' THEN $4::bigint ELSE -$4::bigint END
      WHERE member_id = $1 AND kind = 'deposit' AND $2 >= period_start
        AND CASE WHEN $3 = 'paid' THEN $2 <= counted_until ELSE $2 > counted_until END`,
    [order.member_id, order.created_at, status, order.amount_cents],
  );
}

const orderSettled = (status: string) => new ApiError(409, 'E_ORDER_SETTLED', `This order is already ${status}`, { status });

/** Applies a verified callback once. */
export async function settleDeposit(db: Db, tenantId: string, payload: CallbackPayload, now: Date): Promise<DepositOrderView> {
  return db.transaction(async (tx) => {
    const found = await tx.query<OrderRow>('SELECT * FROM deposit_orders WHERE tenant_id = $1 AND order_no = $2 FOR UPDATE', [
      tenantId,
      payload.orderNo,
    ]);
    const order = found.rows[0];
    if (!order) throw apiErrors.notFound('No deposit order has this number');
    if (formatCents(order.amount_cents) !== payload.amount) {
      throw new ApiError(400, 'E_AMOUNT_MISMATCH', 'amount: does not match the order');
    }
    if (order.status !== 'pending') {
      if (order.status === payload.status) return orderView(order);
      throw orderSettled(order.status);
    }
    let txnId: number | null = null;
    if (payload.status === 'paid') {
      const main = await ensureWallet(tx, order.member_id);
      const clearing = await houseWallet(tx, tenantId, 'DEPOSIT_CLEARING');
      txnId = await postTransaction(tx, {
        tenantId,
        memberId: order.member_id,
        category: 'deposit',
        kind: 'deposit',
        amountCents: order.amount_cents,
        mainDeltaCents: order.amount_cents,
        orderNo: order.order_no,
        detail: { channelId: order.channel_id, gatewayRef: payload.gatewayRef },
        legs: [
          { walletId: main, amountCents: order.amount_cents, reference: `deposit:${order.order_no}` },
          { walletId: clearing, amountCents: -order.amount_cents, reference: `deposit:${order.order_no}` },
        ],
        at: now,
      });
    }
    const updated = await tx.query<OrderRow>(
      'UPDATE deposit_orders SET status = $2, txn_id = $3, completed_at = $4 WHERE id = $1 RETURNING *',
      [order.id, payload.status, txnId, now],
    );
    await moveDepositCounters(tx, order, payload.status);
    return orderView(updated.rows[0]);
  });
}

export async function listDeposits(db: Queryable, memberId: number, pageNo: number, pageSize: number, now: Date) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM deposit_orders WHERE member_id = $1', [memberId])).rows[0]
    .n;
  const rows = await db.query<OrderRow>(
    'SELECT * FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return { list: rows.rows.map((row) => listItem(row, now)), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}
