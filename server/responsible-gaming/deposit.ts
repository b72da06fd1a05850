/**
 * A deposit order with the member's deposit limits, in the transaction that makes it (as
 * transfer.ts is for transfers): checkDeposit locks the limit rows and returns the cap, the order's
 * insert keeps to it (server/payments/deposit.ts), and only an order the cap kept out is worded as
 * the limit it would pass. The deposit endpoint and scripts/bench-limits.ts make orders this way.
 */
import type { Queryable } from '../db/types.ts';
import { createDeposit, type NewDeposit } from '../payments/deposit.ts';
import { checkDeposit, refuseDeposit, type GuardContext } from './guard.ts';

export async function createDepositChecked(tx: Queryable, guard: GuardContext, order: NewDeposit) {
  const made = await createDeposit(tx, order, await checkDeposit(tx, guard));
  return made ?? refuseDeposit(tx, guard, order.amountCents);
}
