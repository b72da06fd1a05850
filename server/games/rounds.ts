/**
 * Settling a game round through the wallet ledger, once: inside one transaction the member's
 * main wallet row is locked, a round already stored under the idempotency key is returned as it
 * was, the bet is refused when the balance cannot cover it or a responsible-gaming rule closes it
 * (a break, the session limit, a loss or wager limit: server/responsible-gaming/guard.ts, whose
 * limit rows are locked after the wallet row), and otherwise the bet and the win are posted as
 * ledger entries, the limits' counters move, and the round is stored with its result.
 */
import type { Db } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { BET_STATE_SQL, betCounters, betStateOf, betStateParams, checkBet, type BetStateRow } from '../responsible-gaming/guard.ts';
import { ensureWallet, LedgerError, postEntry } from '../wallet/ledger.ts';

export interface RoundRequest<Result> {
  memberId: number;
  gameId: number | null;
  /** 'slot' or 'lottery' */
  kind: string;
  idempotencyKey: string;
  betCents: number;
  now: Date;
  /** the tenant's time zone (tenantTimeZone), where limit periods are cut; UTC when absent */
  timeZone?: string;
  /** plays the round (called only when it is really played); the result is stored as JSON */
  play(): { result: Result; winCents: number };
}

export interface SettledRound<Result> {
  result: Result;
  winCents: number;
  balanceCents: number;
  /** false when the key had been settled before and the stored round was returned */
  fresh: boolean;
}

const insufficientFunds = () => new ApiError(400, 'E_INSUFFICIENT_FUNDS', 'The balance is not enough for this bet');

export async function settleRound<Result>(db: Db, round: RoundRequest<Result>): Promise<SettledRound<Result>> {
  return db.transaction(async (tx) => {
    const walletId = await ensureWallet(tx, round.memberId);
    const wallet = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM wallets WHERE id = $1 FOR UPDATE', [walletId]);
    // after the lock: a round stored under the key, and the member's responsible-gaming state
    const guard = { memberId: round.memberId, now: round.now, timeZone: round.timeZone ?? 'UTC' };
    const found = await tx.query<{ seen: { result: Result; win_cents: number; balance_after_cents: number } | null } & BetStateRow>(
      `SELECT (SELECT row_to_json(g) FROM (SELECT result, win_cents, balance_after_cents FROM game_rounds
                WHERE member_id = $1 AND idempotency_key = $2) g) AS seen, ${BET_STATE_SQL}`,
      [round.memberId, round.idempotencyKey, ...betStateParams(guard, round.betCents)],
    );
    const seen = found.rows[0].seen;
    if (seen)
      return { result: seen.result, winCents: Number(seen.win_cents), balanceCents: Number(seen.balance_after_cents), fresh: false };
    if (Number(wallet.rows[0].balance_cents) < round.betCents) throw insufficientFunds();
    const limits = await checkBet(tx, guard, betStateOf(found.rows[0]), round.betCents);
    const { result, winCents } = round.play();
    const reference = `round:${round.idempotencyKey}`;
    let balanceCents: number;
    try {
      balanceCents = (
        await postEntry(tx, {
          walletId,
          amountCents: -round.betCents,
          kind: `${round.kind}-bet`,
          reference: `${reference}:bet`,
          at: round.now,
        })
      ).balanceCents;
    } catch (error) {
      if (error instanceof LedgerError) throw insufficientFunds();
      throw error;
    }
    if (winCents > 0) {
      balanceCents = (
        await postEntry(tx, { walletId, amountCents: winCents, kind: `${round.kind}-win`, reference: `${reference}:win`, at: round.now })
      ).balanceCents;
    }
    // the limits' counters move in the statement that stores the round
    const counters = betCounters(limits, round.memberId, round.betCents, winCents, round.now, 10);
    await tx.query(
      `${counters ? `WITH ${counters.sql} ` : ''}INSERT INTO game_rounds (member_id, game_id, kind, idempotency_key, bet_cents, win_cents, balance_after_cents, result, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        round.memberId,
        round.gameId,
        round.kind,
        round.idempotencyKey,
        round.betCents,
        winCents,
        balanceCents,
        JSON.stringify(result),
        round.now,
        ...(counters?.params ?? []),
      ],
    );
    return { result, winCents, balanceCents, fresh: true };
  });
}
