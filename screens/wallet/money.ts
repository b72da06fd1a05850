/**
 * Money rules shared by the wallet screens: the amount a member typed. The amount grammar is the
 * server's (engine/grammar/money.ts); the money-moving call itself is screens/common/money-call.ts,
 * and the records' date ranges are screens/common/date-range.ts.
 */
import { parseCents } from '../../engine';

/** What the form sends for what the member typed: the spaces around it removed (SPEC 5). */
export const amountText = (typed: string) => typed.trim();

/** An amount typed by the member, in cents, or null when it is not an amount. */
const toCents = (typed: string): number | null => parseCents(amountText(typed)) ?? null;

export type AmountProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance' | null;

/** Why an amount cannot be sent, checked in order: format (above 0), min, max, balance. */
export function checkAmount(text: string, limits: { min: string; max: string; balance?: string }): AmountProblem {
  const cents = toCents(text);
  if (cents === null || cents <= 0) return 'invalid';
  if (cents < (parseCents(limits.min) ?? 0)) return 'belowMin';
  if (cents > (parseCents(limits.max) ?? Infinity)) return 'aboveMax';
  if (limits.balance !== undefined && cents > (parseCents(limits.balance) ?? 0)) return 'aboveBalance';
  return null;
}

/** base or new: a node's explicit template wins, else the mobileTemplate setting (1 = new, SPEC 8). */
export function templateOf(setting: number | undefined, override?: 'auto' | 'base' | 'new'): 'base' | 'new' {
  if (override && override !== 'auto') return override;
  return setting === 1 ? 'new' : 'base';
}
