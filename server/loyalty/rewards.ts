/**
 * Reward centre: the upgrade bonus of every level reached (once per level) and the weekly bonus
 * of the current level (once per ISO week). A claim is one database transaction: the claim row
 * (unique per member and reward, so concurrent claims credit once) and a balanced ledger bonus
 * from the tenant's PROMOTIONS account to the member's main wallet.
 */
import type { Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { ensureWallet, houseWallet, postTransaction } from '../wallet/ledger.ts';
import type { LoyaltyClaimView, LoyaltyRewardView } from '../../engine/config/types.gen.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { isoWeek, nextWeekStart, progressFor, type Level, type Loyalty } from './model.ts';
import { turnoverCents } from './status.ts';

/** The reward centre's shapes, generated from schemas/api/loyaltyRewards.response.json and loyaltyClaim.response.json. */
export type RewardView = LoyaltyRewardView;
export type ClaimView = LoyaltyClaimView;

const alreadyClaimed = () =>
  new ApiError(409, 'E_ALREADY_CLAIMED', 'This reward has already been claimed', { messageKey: 'error.E_ALREADY_CLAIMED' });
const rewardLocked = () => new ApiError(403, 'E_REWARD_LOCKED', 'This reward is not unlocked yet', { messageKey: 'error.E_REWARD_LOCKED' });

interface ClaimRow {
  reward_id: string;
  kind: 'upgrade' | 'weekly';
  level_id: string;
  amount_cents: number;
  created_at: Date;
}

async function claimsOf(q: Queryable, memberId: number): Promise<ClaimRow[]> {
  const found = await q.query<ClaimRow>(
    'SELECT reward_id, kind, level_id, amount_cents, created_at FROM loyalty_claims WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100',
    [memberId],
  );
  return found.rows;
}

/** Every reward of the member with its status, plus the claim history (newest first). */
export async function listRewards(
  q: Queryable,
  loyalty: Loyalty,
  memberId: number,
  now: Date,
  timeZone: string,
): Promise<{ week: string; rewards: RewardView[]; history: ClaimView[] }> {
  const turnover = await turnoverCents(q, memberId);
  const { level } = progressFor(loyalty.levels, turnover);
  const claims = await claimsOf(q, memberId);
  const claimed = new Set(claims.map((c) => c.reward_id));
  const week = isoWeek(now, timeZone);
  const nameOf = (id: string) => loyalty.levels.find((l) => l.id === id)?.name ?? id;
  const rewards: RewardView[] = [];
  for (const l of loyalty.levels) {
    if (l.upgradeCents <= 0) continue;
    const id = `upgrade:${l.id}`;
    const status = claimed.has(id) ? 'claimed' : turnover >= l.minCents ? 'available' : 'locked';
    rewards.push({
      id,
      kind: 'upgrade',
      levelId: l.id,
      levelName: l.name,
      amount: formatCents(l.upgradeCents),
      status,
      ...(status === 'locked' ? { unlockTurnover: formatCents(l.minCents) } : {}),
    });
  }
  const weeklyId = `weekly:${week}`;
  const weeklyClaim = claims.find((c) => c.reward_id === weeklyId);
  const firstWeekly = loyalty.levels.find((l) => l.weeklyCents > 0);
  if (weeklyClaim) {
    rewards.push({
      id: weeklyId,
      kind: 'weekly',
      levelId: weeklyClaim.level_id,
      levelName: nameOf(weeklyClaim.level_id),
      amount: formatCents(weeklyClaim.amount_cents),
      status: 'claimed',
      nextClaimAt: nextWeekStart(now, timeZone).toISOString(),
    });
  } else if (level.weeklyCents > 0) {
    rewards.push({
      id: weeklyId,
      kind: 'weekly',
      levelId: level.id,
      levelName: level.name,
      amount: formatCents(level.weeklyCents),
      status: 'available',
    });
  } else if (firstWeekly) {
    rewards.push({
      id: weeklyId,
      kind: 'weekly',
      levelId: firstWeekly.id,
      levelName: firstWeekly.name,
      amount: formatCents(firstWeekly.weeklyCents),
      status: 'locked',
      unlockTurnover: formatCents(firstWeekly.minCents),
    });
  }
  const history = claims.map((c) => ({
    id: c.reward_id,
    kind: c.kind,
    levelId: c.level_id,
    levelName: nameOf(c.level_id),
    amount: formatCents(Number(c.amount_cents)),
    claimedAt: new Date(c.created_at).toISOString(),
  }));
  return { week, rewards, history };
}

/** Which level's bonus a reward id pays, checked against the turnover and the current week. */
function resolveReward(
  loyalty: Loyalty,
  rewardId: string,
  turnover: number,
  now: Date,
  timeZone: string,
): { kind: 'upgrade' | 'weekly'; level: Level; amountCents: number } {
  const [kind, rest] = rewardId.split(':') as ['upgrade' | 'weekly', string];
  if (kind === 'upgrade') {
    const level = loyalty.levels.find((l) => l.id === rest);
    if (!level || level.upgradeCents <= 0) throw apiErrors.notFound('No such reward');
    if (turnover < level.minCents) throw rewardLocked();
    return { kind, level, amountCents: level.upgradeCents };
  }
  if (rest !== isoWeek(now, timeZone)) throw apiErrors.notFound('No such reward this week');
  const { level } = progressFor(loyalty.levels, turnover);
  if (level.weeklyCents <= 0) throw rewardLocked();
  return { kind, level, amountCents: level.weeklyCents };
}

export interface ClaimRequest {
  tenantId: string;
  memberId: number;
  rewardId: string;
  now: Date;
  /** the tenant's IANA zone: the weekly reward's week is its week */
  timeZone: string;
}

/** Claims one reward inside the caller's transaction; 409 when it was claimed before. */
export async function claimReward(tx: Queryable, loyalty: Loyalty, request: ClaimRequest): Promise<{ reward: ClaimView; balance: string }> {
  const { tenantId, memberId, rewardId, now, timeZone } = request;
  const turnover = await turnoverCents(tx, memberId);
  const { kind, level, amountCents } = resolveReward(loyalty, rewardId, turnover, now, timeZone);
  const main = await ensureWallet(tx, memberId);
  const promotions = await houseWallet(tx, tenantId, 'PROMOTIONS');
  // The main wallet's reference is unique per wallet: a second claim of the same reward (even
  // one racing this one) posts nothing, and the claim row's unique key says so again.
  const txnId = await postTransaction(tx, {
    tenantId,
    memberId,
    category: 'bonus',
    kind: `loyalty-${kind}`,
    amountCents,
    mainDeltaCents: amountCents,
    orderNo: rewardId,
    detail: { rewardId, levelId: level.id },
    legs: [
      { walletId: main, amountCents, reference: `loyalty:${rewardId}` },
      { walletId: promotions, amountCents: -amountCents, reference: `loyalty:${memberId}:${rewardId}` },
    ],
    at: now,
  });
  if (txnId === null) throw alreadyClaimed();
  const inserted = await tx.query(
    `INSERT INTO loyalty_claims (tenant_id, member_id, reward_id, kind, level_id, amount_cents, txn_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (member_id, reward_id) DO NOTHING RETURNING id`,
    [tenantId, memberId, rewardId, kind, level.id, amountCents, txnId, now],
  );
  if (inserted.rows.length === 0) throw alreadyClaimed();
  const balance = await tx.query<{ cents: number }>('SELECT balance_cents AS cents FROM wallets WHERE id = $1', [main]);
  return {
    reward: {
      id: rewardId,
      kind,
      levelId: level.id,
      levelName: level.name,
      amount: formatCents(amountCents),
      claimedAt: now.toISOString(),
    },
    balance: formatCents(Number(balance.rows[0].cents)),
  };
}
