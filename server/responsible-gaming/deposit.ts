/**
 * A deposit order with the member's deposit limits, in the transaction that makes it (as
 * transfer.ts is for transfers): the channel and amount first, then checkDeposit (break, session,
 * limits: it counts the order into the limit rows), then the order. The deposit endpoint and
 * scripts/bench-limits.ts make orders this way.
 */
import type { Queryable } from '../db/types.ts';
import { createDeposit, depositChannel, type NewDeposit } from '../payments/deposit.ts';
import { checkDeposit, type GuardContext } from './guard.ts';

export async function createDepositChecked(tx: Queryable, guard: GuardContext, order: NewDeposit) {
  depositChannel(order);
  await checkDeposit(tx, guard, order.amountCents);
  return createDeposit(tx, order);
}
