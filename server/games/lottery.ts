/**
 * The demo lottery's rules, pure: the player picks 3 different numbers from 1 to 20, the draw
 * takes 5; 2 matches pay 4 times the bet and 3 matches 50 times (about 97% returned).
 */

const LOTTERY_MAX = 20;
const LOTTERY_PAYOUT = [0, 0, 4, 50];
export const LOTTERY_BETS_CENTS = [100, 200, 500, 1000];

/** A draw: five numbers. */
export type LotteryDraw = [number, number, number, number, number];

/** Five different numbers from 1 to 20 in ascending order; randomInt(n) returns [0, n). */
export function drawNumbers(randomInt: (n: number) => number): LotteryDraw {
  const pool = Array.from({ length: LOTTERY_MAX }, (_, i) => i + 1);
  const take = () => pool.splice(randomInt(pool.length), 1)[0];
  const drawn: LotteryDraw = [take(), take(), take(), take(), take()];
  return drawn.sort((a, b) => a - b);
}

/** The picks that were drawn and the win in cents. */
export function lotteryResult(picks: number[], drawn: number[], betCents: number): { matches: number[]; winCents: number } {
  const matches = picks.filter((p) => drawn.includes(p)).sort((a, b) => a - b);
  return { matches, winCents: betCents * LOTTERY_PAYOUT[matches.length] };
}
