/**
 * Money rules shared by the wallet screens: the amount a member typed, the records' date ranges in
 * the tenant's zone. The amount grammar is the server's (engine/grammar/money.ts); the money-moving call
 * itself is screens/common/money-call.ts.
 */
import { addDays, localDate, parseCents, periodFirstDate } from '../../engine';

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

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisWeek' | 'thisMonth';
export const RANGE_PRESETS: RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];

/** The start and end days (inclusive) of a preset at time `now`, as days of the tenant's zone (weeks from Monday). */
export function presetRange(preset: RangePreset, now: number, timeZone: string): { startDate: string; endDate: string } {
  const today = localDate(new Date(now), timeZone);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'thisWeek':
      return { startDate: periodFirstDate('week', today), endDate: today };
    case 'thisMonth':
      return { startDate: periodFirstDate('month', today), endDate: today };
  }
}

/** A custom range put in order (a start after the end is swapped). */
export function orderedRange(startDate: string, endDate: string): { startDate: string; endDate: string } {
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}

/** base or new: a node's explicit template wins, else the mobileTemplate setting (1 = new, SPEC 8). */
export function templateOf(setting: number | undefined, override?: 'auto' | 'base' | 'new'): 'base' | 'new' {
  if (override && override !== 'auto') return override;
  return setting === 1 ? 'new' : 'base';
}
