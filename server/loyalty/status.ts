/**
 * A member's loyalty standing read from the database: turnover (the bets of the member_daily
 * roll-up), level and progress, and points (earned from turnover minus redeemed in the mall).
 */
import type { Queryable } from '../db/types.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { pointsEarned, progressFor, type Loyalty } from './model.ts';

/** Cumulative valid-bet turnover in cents. */
export async function turnoverCents(q: Queryable, memberId: number): Promise<number> {
  const found = await q.query<{ cents: number }>(
    "SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM member_daily WHERE member_id = $1 AND category = 'bet'",
    [memberId],
  );
  return Number(found.rows[0].cents);
}

export async function pointsRedeemed(q: Queryable, memberId: number): Promise<number> {
  const found = await q.query<{ points: number }>(
    'SELECT coalesce(sum(cost_points), 0)::bigint AS points FROM mall_redemptions WHERE member_id = $1',
    [memberId],
  );
  return Number(found.rows[0].points);
}

export interface Standing {
  turnoverCents: number;
  levelIndex: number;
  pointsEarned: number;
  pointsRedeemed: number;
  pointsBalance: number;
}

export async function standingOf(q: Queryable, loyalty: Loyalty, memberId: number): Promise<Standing> {
  const turnover = await turnoverCents(q, memberId);
  const earned = pointsEarned(turnover, loyalty.points);
  const redeemed = await pointsRedeemed(q, memberId);
  const { level } = progressFor(loyalty.levels, turnover);
  return {
    turnoverCents: turnover,
    levelIndex: loyalty.levels.indexOf(level),
    pointsEarned: earned,
    pointsRedeemed: redeemed,
    pointsBalance: earned - redeemed,
  };
}

/** The API view of a member's standing (loyaltyStatus.response `member`). */
export function standingView(loyalty: Loyalty, standing: Standing) {
  const progress = progressFor(loyalty.levels, standing.turnoverCents);
  return {
    turnover: formatCents(standing.turnoverCents),
    levelId: progress.level.id,
    nextLevelId: progress.next?.id ?? null,
    toNext: progress.next ? formatCents(progress.toNextCents) : null,
    percent: progress.percent,
    pointsEarned: standing.pointsEarned,
    pointsRedeemed: standing.pointsRedeemed,
    pointsBalance: standing.pointsBalance,
  };
}

/** The member's level as memberInfo shows it (id and message key). */
export async function levelOf(q: Queryable, loyalty: Loyalty, memberId: number): Promise<{ id: string; name: string }> {
  const { level } = progressFor(loyalty.levels, await turnoverCents(q, memberId));
  return { id: level.id, name: level.name };
}
