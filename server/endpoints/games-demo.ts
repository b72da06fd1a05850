/**
 * The built-in demo games' API: opening a game session with a launch ticket (the slot's, or the
 * lottery frame's), spins, and lottery draws. Every round settles through the wallet ledger
 * (server/games/rounds.ts).
 */
import { randomInt } from 'node:crypto';
import { apiErrors } from '../http/api-error.ts';
import { nonEmpty } from '../http/non-empty.ts';
import { defineEndpoint } from '../http/handler.ts';
import { findGameSession, openGameSession, redeemTicket } from '../games/launch-tickets.ts';
import { drawNumbers, LOTTERY_BETS_CENTS, lotteryResult } from '../games/lottery.ts';
import { gameByNodeId, decimalToCents, toGame } from '../games/queries.ts';
import { settleRound } from '../games/rounds.ts';
import { checkPlay } from '../responsible-gaming/guard.ts';
import { tenantTimeZone } from '../time/zone.ts';
import { SLOT_BETS_CENTS, slotWinCents, spinReels } from '../games/slot.ts';
import { ensureWallet } from '../wallet/ledger.ts';
import { formatCents } from '../wallet/money.ts';

function betCents(bet: string, allowed: number[]): number {
  const cents = decimalToCents(bet);
  if (!allowed.includes(cents)) throw apiErrors.badRequest(`body.bet: must be one of ${allowed.map(formatCents).join(', ')}`);
  return cents;
}

export const demoGameSession = defineEndpoint('demoGameSession', {
  // the frame's own session, when it has one, must be the ticket's member
  auth: 'optional',
  async handle({ db, tenantId, tenant, member, body, now }) {
    const expected = { tenantId, kinds: ['game', 'lottery'] as const, memberId: member?.memberId, gameId: body.nodeId };
    const ticket = await redeemTicket(db, body.launch, expected, now);
    await checkPlay(db, { memberId: ticket.memberId, now, timeZone: tenantTimeZone(tenant) }, 'launch', 0);
    const gameId = ticket.gameId!; // a game or lottery ticket names its game (migration 019)
    const session = await openGameSession(db, ticket.memberId, gameId, now);
    const game = await gameByNodeId(db, tenantId, gameId);
    const walletId = await ensureWallet(db, ticket.memberId);
    const wallet = await db.query<{ balance_cents: number }>('SELECT balance_cents FROM wallets WHERE id = $1', [walletId]);
    const bets = ticket.kind === 'lottery' ? LOTTERY_BETS_CENTS : SLOT_BETS_CENTS;
    return {
      session,
      balance: formatCents(wallet.rows[0].balance_cents),
      game: toGame(game),
      bets: nonEmpty(bets.map(formatCents), 'bets'),
    };
  },
});

export const demoGameSpin = defineEndpoint('demoGameSpin', {
  auth: 'none',
  async handle({ db, tenantId, tenant, body, now }) {
    const { memberId, gameId } = await findGameSession(db, body.session, tenantId, now);
    const bet = betCents(body.bet, SLOT_BETS_CENTS);
    const round = await settleRound(db, {
      memberId,
      gameId,
      kind: 'slot',
      idempotencyKey: body.idempotencyKey,
      betCents: bet,
      now,
      timeZone: tenantTimeZone(tenant),
      play() {
        const reels = spinReels(randomInt);
        return { result: { reels }, winCents: slotWinCents(reels, bet) };
      },
    });
    return { reels: round.result.reels, win: formatCents(round.winCents), balance: formatCents(round.balanceCents) };
  },
});

export const lotteryDraw = defineEndpoint('lotteryDraw', {
  // the lottery frame plays in the game session its ticket opened; an API client as the member
  auth: 'optional',
  async handle({ db, tenantId, tenant, member, body, now }) {
    const played = body.session ? await findGameSession(db, body.session, tenantId, now) : undefined;
    const memberId = played?.memberId ?? member?.memberId;
    if (memberId === undefined) throw apiErrors.unauthorized();
    const bet = betCents(body.bet, LOTTERY_BETS_CENTS);
    const round = await settleRound(db, {
      memberId,
      gameId: played?.gameId ?? null,
      kind: 'lottery',
      idempotencyKey: body.idempotencyKey,
      betCents: bet,
      now,
      timeZone: tenantTimeZone(tenant),
      play() {
        const drawn = drawNumbers(randomInt);
        const { matches, winCents } = lotteryResult(body.picks, drawn, bet);
        return { result: { drawn, matches }, winCents };
      },
    });
    return {
      drawn: round.result.drawn,
      matches: round.result.matches,
      win: formatCents(round.winCents),
      balance: formatCents(round.balanceCents),
    };
  },
});
