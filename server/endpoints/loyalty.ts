/**
 * Loyalty endpoints: member level (loyaltyStatus), reward centre (loyaltyRewards, loyaltyClaim)
 * and points mall (mallItems, mallRedeem). Claims and redemptions move money, so they take an
 * Idempotency-Key like the money endpoints, and only member types 0, 1 and 2 may use them
 * (SPEC section 6: 403 E_FREE_REJECT, value.messageKey "free_reject", for trial and the rest).
 */
import type { Queryable } from '../db/types.ts';
import { defineEndpoint, type EndpointContext } from '../http/handler.ts';
import { claimReward, listRewards } from '../loyalty/rewards.ts';
import { mallView, redeemItem } from '../loyalty/mall.ts';
import { loyaltyOf } from '../loyalty/model.ts';
import { standingOf, standingView } from '../loyalty/status.ts';
import { assertMayDeposit } from '../payments/rules.ts';
import { checkPromotion } from '../responsible-gaming/guard.ts';
import { idempotencyKeyOf, withIdempotency } from '../wallet/idempotency.ts';
import { formatCents } from '../wallet/money.ts';
import { configTimeZone } from '../time/tenant-zones.ts';

/**
 * A claim or a redemption: for the types that may deposit, once per Idempotency-Key (scoped by
 * the endpoint's name), and refused during a break (checkPromotion).
 */
async function loyaltyChange<N extends 'loyaltyClaim' | 'mallRedeem', T>(
  { db, req, tenant, member, body, now }: EndpointContext<N, 'required'>,
  scope: N,
  change: (tx: Queryable, loyalty: ReturnType<typeof loyaltyOf>) => Promise<T>,
): Promise<T> {
  assertMayDeposit(member.type);
  const key = idempotencyKeyOf(req);
  const loyalty = loyaltyOf(tenant);
  return withIdempotency(db, { memberId: member.memberId, key, scope, body }, async (tx) => {
    await checkPromotion(tx, member.memberId, 'promotion', now);
    return change(tx, loyalty);
  });
}

export const loyaltyStatus = defineEndpoint('loyaltyStatus', {
  auth: 'optional',
  async handle({ db, tenant, member }) {
    const loyalty = loyaltyOf(tenant);
    return {
      levels: loyalty.levels.map((l) => ({
        id: l.id,
        name: l.name,
        minTurnover: formatCents(l.minCents),
        upgradeBonus: formatCents(l.upgradeCents),
        weeklyBonus: formatCents(l.weeklyCents),
        benefits: l.benefits,
      })),
      points: { earn: loyalty.points.earn, per: formatCents(loyalty.points.perCents) },
      member: member ? standingView(loyalty, await standingOf(db, loyalty, member.memberId)) : null,
    };
  },
});

export const loyaltyRewards = defineEndpoint('loyaltyRewards', {
  auth: 'required',
  async handle({ db, tenant, member, now }) {
    return listRewards(db, loyaltyOf(tenant), member.memberId, now, configTimeZone(tenant));
  },
});

export const loyaltyClaim = defineEndpoint('loyaltyClaim', {
  auth: 'required',
  async handle(ctx) {
    const { tenant, tenantId, member, body, now } = ctx;
    return loyaltyChange(ctx, 'loyaltyClaim', (tx, loyalty) =>
      claimReward(tx, loyalty, {
        tenantId,
        memberId: member.memberId,
        rewardId: body.rewardId,
        now,
        timeZone: configTimeZone(tenant),
      }),
    );
  },
});

export const mallItems = defineEndpoint('mallItems', {
  auth: 'optional',
  async handle({ db, tenant, member }) {
    return mallView(db, loyaltyOf(tenant), member?.memberId ?? null);
  },
});

export const mallRedeem = defineEndpoint('mallRedeem', {
  auth: 'required',
  async handle(ctx) {
    const { tenantId, member, body, now } = ctx;
    return loyaltyChange(ctx, 'mallRedeem', (tx, loyalty) =>
      redeemItem(tx, loyalty, { tenantId, memberId: member.memberId, itemId: body.itemId, now }),
    );
  },
});
