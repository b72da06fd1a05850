/**
 * A transfer between the main wallet and a game wallet, with the responsible-gaming check of a
 * transfer into a game wallet. The member's rules are read in the one statement that a member
 * without any needs anyway, judged here, and the money then moves on the one-statement path
 * (server/payments/transfer.ts), whose speed the money bench measures: so limits cost a transfer
 * about nothing (scripts/bench-limits.ts). The check reads without a lock, as it did inside a
 * transaction: a transfer into a game wallet spends nothing, and the bets that spend are
 * serialised on the wallet row (guard.ts). A transfer out of a game wallet is never refused, and
 * a retry of a transfer that went through answers as it did even if a limit closed since.
 */
import type { Db } from '../db/types.ts';
import { transferOnce, type TransferRequest, type TransferResult } from '../payments/transfer.ts';
import { requestHash, storedResponse, type IdempotentRequest } from '../wallet/idempotency.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { checkPlayOn, hasPlayRules, playState, type GuardContext } from './guard.ts';

export async function transferChecked(
  db: Db,
  request: IdempotentRequest,
  move: TransferRequest,
  guard: Omit<GuardContext, 'memberId' | 'now'>,
): Promise<TransferResult> {
  if (move.to === MAIN_WALLET) return transferOnce(db, request, move);
  const state = await playState(db, move.memberId);
  if (hasPlayRules(state)) {
    try {
      await checkPlayOn(db, { ...guard, memberId: move.memberId, now: move.now }, state, 'transfer', move.amountCents);
    } catch (refusal) {
      const seen = await storedResponse<TransferResult>(db, request, requestHash(request));
      if (seen) return seen.response;
      throw refusal;
    }
  }
  return transferOnce(db, request, move);
}
