/**
 * A transfer between the main wallet and a game wallet, with the responsible-gaming check of a
 * transfer into a game wallet in the transaction that moves the money. A member with no limit,
 * break or session limit keeps the one-statement path (server/payments/transfer.ts), whose
 * speed the money bench measures; a transfer out of a game wallet is never refused.
 */
import type { Db } from '../db/types.ts';
import { transfer, transferOnce, type TransferRequest, type TransferResult } from '../payments/transfer.ts';
import { withIdempotency, type IdempotentRequest } from '../wallet/idempotency.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { checkPlay, hasPlayRules, type GuardContext } from './guard.ts';

export async function transferChecked(
  db: Db,
  request: IdempotentRequest,
  move: TransferRequest,
  guard: Omit<GuardContext, 'memberId' | 'now'>,
): Promise<TransferResult> {
  if (move.to === MAIN_WALLET || !(await hasPlayRules(db, move.memberId))) return transferOnce(db, request, move);
  return withIdempotency(db, request, async (tx) => {
    await checkPlay(tx, { ...guard, memberId: move.memberId, now: move.now }, 'transfer', move.amountCents);
    return transfer(tx, move);
  });
}
