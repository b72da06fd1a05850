/**
 * The team's result figures, each defined once and named for what it counts. Every endpoint and
 * screen that shows one uses these, so two screens never show two numbers under one label:
 * - game result: what the members won minus what they bet (win - bet), as the betting record sums it;
 * - net result: the game result plus the bonuses paid to them (payouts, red envelopes, rewards).
 */
export interface ResultInputs {
  bet: number;
  win: number;
  bonus: number;
}

/** Members' game result, in cents: win - bet. */
export const gameResult = (m: Pick<ResultInputs, 'bet' | 'win'>): number => m.win - m.bet;

/** Members' net result, in cents: the game result plus bonuses. */
export const netResult = (m: ResultInputs): number => gameResult(m) + m.bonus;
