/**
 * Points mall: items from the tenant's config, each member's points balance and redemptions. A
 * redemption locks the member's row before reading the balance, so concurrent redemptions queue
 * and the balance never goes below zero; a bonus item posts its ledger bonus (PROMOTIONS to the
 * main wallet) in the same database transaction.
 */
import type { MallRedemptionView } from '../../engine/config/types.gen.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { ensureWallet, houseWallet, postTransaction } from '../wallet/ledger.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import type { Loyalty, MallItem } from './model.ts';
import { pointsRedeemed, turnoverCents } from './status.ts';
import { pointsEarned } from './model.ts';

const notEnoughPoints = (balance: number, cost: number) =>
  new ApiError(409, 'E_NOT_ENOUGH_POINTS', 'Not enough points for this item', {
    messageKey: 'error.E_NOT_ENOUGH_POINTS',
    pointsBalance: balance,
    cost,
  });
const limitReached = (limit: number) =>
  new ApiError(409, 'E_LIMIT_REACHED', 'You have reached the limit for this item', { messageKey: 'error.E_LIMIT_REACHED', limit });

/** A redemption as the API shows it (mallItems' history, mallRedeem's answer). */
type RedemptionView = MallRedemptionView;

interface RedemptionRow {
  id: number;
  item_id: string;
  title: string;
  cost_points: number;
  reward_kind: 'bonus' | 'goods';
  amount_cents: number | null;
  status: 'credited' | 'pending';
  created_at: Date;
}

const rewardView = (item: MallItem) =>
  item.reward.kind === 'bonus' ? { kind: 'bonus' as const, amount: formatCents(item.reward.amountCents) } : { kind: 'goods' as const };

function redemptionView(row: RedemptionRow): RedemptionView {
  return {
    id: Number(row.id),
    itemId: row.item_id,
    title: row.title,
    cost: Number(row.cost_points),
    reward: row.reward_kind === 'bonus' ? { kind: 'bonus', amount: formatCents(Number(row.amount_cents)) } : { kind: 'goods' },
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The items (with the member's count and what is left of each limit) and, for a member, points and history. */
export async function mallView(q: Queryable, loyalty: Loyalty, memberId: number | null) {
  let member: { pointsBalance: number; history: RedemptionView[] } | null = null;
  const counts = new Map<string, number>();
  if (memberId !== null) {
    const earned = pointsEarned(await turnoverCents(q, memberId), loyalty.points);
    const redeemed = await pointsRedeemed(q, memberId);
    const byItem = await q.query<{ item_id: string; n: number }>(
      'SELECT item_id, count(*)::int AS n FROM mall_redemptions WHERE member_id = $1 GROUP BY item_id',
      [memberId],
    );
    for (const row of byItem.rows) counts.set(row.item_id, Number(row.n));
    const history = await q.query<RedemptionRow>(
      'SELECT * FROM mall_redemptions WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50',
      [memberId],
    );
    member = { pointsBalance: earned - redeemed, history: history.rows.map(redemptionView) };
  }
  return {
    points: { earn: loyalty.points.earn, per: formatCents(loyalty.points.perCents) },
    items: loyalty.items.map((item) => ({
      id: item.id,
      title: item.title,
      image: item.image,
      cost: item.cost,
      reward: rewardView(item),
      limit: item.limit,
      redeemed: counts.get(item.id) ?? 0,
    })),
    member,
  };
}

export interface RedeemRequest {
  tenantId: string;
  memberId: number;
  itemId: string;
  now: Date;
}

/** Redeems one item inside the caller's transaction. */
export async function redeemItem(
  tx: Queryable,
  loyalty: Loyalty,
  request: RedeemRequest,
): Promise<{ redemption: RedemptionView; pointsBalance: number; balance: string | null }> {
  const { tenantId, memberId, itemId, now } = request;
  const item = loyalty.items.find((i) => i.id === itemId);
  if (!item) throw apiErrors.notFound('No such item in the mall');
  // Every redemption of this member queues here, so the balance read below stays true until COMMIT.
  // NO KEY UPDATE: rows that only reference the member (this transaction's idempotency key, for
  // one) take KEY SHARE locks on it, which FOR UPDATE would wait on, so two requests deadlock.
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
  const earned = pointsEarned(await turnoverCents(tx, memberId), loyalty.points);
  const balance = earned - (await pointsRedeemed(tx, memberId));
  if (balance < item.cost) throw notEnoughPoints(balance, item.cost);
  if (item.limit !== null) {
    const taken = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM mall_redemptions WHERE member_id = $1 AND item_id = $2', [
      memberId,
      item.id,
    ]);
    if (Number(taken.rows[0].n) >= item.limit) throw limitReached(item.limit);
  }
  const amountCents = item.reward.kind === 'bonus' ? item.reward.amountCents : null;
  const inserted = await tx.query<RedemptionRow>(
    `INSERT INTO mall_redemptions (tenant_id, member_id, item_id, title, cost_points, reward_kind, amount_cents, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [tenantId, memberId, item.id, item.title, item.cost, item.reward.kind, amountCents, amountCents === null ? 'pending' : 'credited', now],
  );
  let row = inserted.rows[0];
  let mainBalance: string | null = null;
  if (amountCents !== null) {
    const main = await ensureWallet(tx, memberId);
    const promotions = await houseWallet(tx, tenantId, 'PROMOTIONS');
    const reference = `mall:${row.id}`;
    const txnId = await postTransaction(tx, {
      tenantId,
      memberId,
      category: 'bonus',
      kind: 'mall-bonus',
      amountCents,
      mainDeltaCents: amountCents,
      orderNo: reference,
      detail: { itemId: item.id, points: item.cost },
      legs: [
        { walletId: main, amountCents, reference },
        { walletId: promotions, amountCents: -amountCents, reference: `${memberId}:${reference}` },
      ],
      at: now,
    });
    row = (await tx.query<RedemptionRow>('UPDATE mall_redemptions SET txn_id = $2 WHERE id = $1 RETURNING *', [row.id, txnId])).rows[0];
    mainBalance = formatCents(
      Number((await tx.query<{ cents: number }>('SELECT balance_cents AS cents FROM wallets WHERE id = $1', [main])).rows[0].cents),
    );
  }
  return { redemption: redemptionView(row), pointsBalance: balance - item.cost, balance: mainBalance };
}
