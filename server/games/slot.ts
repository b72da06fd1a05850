/**
 * The demo slot's rules, pure: a 3x3 window of weighted symbols, five pay lines (three rows and
 * two diagonals); a line of three equal symbols pays the bet times the symbol's multiplier.
 * With these weights the slot returns about 87% of stakes and wins on about one spin in five.
 */

const SLOT_SYMBOLS = [
  { symbol: 'CHERRY', weight: 6, multiplier: 2 },
  { symbol: 'LEMON', weight: 5, multiplier: 3 },
  { symbol: 'BELL', weight: 4, multiplier: 5 },
  { symbol: 'STAR', weight: 3, multiplier: 10 },
  { symbol: 'BAR', weight: 2, multiplier: 20 },
  { symbol: 'SEVEN', weight: 1, multiplier: 50 },
] as const;

/** Stakes the demo slot offers, in cents. */
export const SLOT_BETS_CENTS = [20, 50, 100, 200, 500, 1000];

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);

/** Cells of each pay line as [row, column]. */
const PAY_LINES: [number, number][][] = [
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  [
    [2, 0],
    [2, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [2, 0],
    [1, 1],
    [0, 2],
  ],
];

/** A spin's window: three rows of three symbols. */
export type SlotWindow = [SlotRow, SlotRow, SlotRow];
type SlotRow = [string, string, string];

/** Three rows of three symbols; randomInt(n) returns a whole number in [0, n). */
export function spinReels(randomInt: (n: number) => number): SlotWindow {
  const draw = (): string => {
    let r = randomInt(TOTAL_WEIGHT);
    for (const s of SLOT_SYMBOLS) {
      if (r < s.weight) return s.symbol;
      r -= s.weight;
    }
    return SLOT_SYMBOLS[0].symbol;
  };
  const row = (): SlotRow => [draw(), draw(), draw()];
  return [row(), row(), row()];
}

/** The win of a window, in cents. */
export function slotWinCents(reels: string[][], betCents: number): number {
  let win = 0;
  for (const line of PAY_LINES) {
    const [first, ...rest] = line.map(([row, col]) => reels[row][col]);
    if (rest.every((s) => s === first)) {
      win += betCents * (SLOT_SYMBOLS.find((s) => s.symbol === first)?.multiplier ?? 0);
    }
  }
  return win;
}
