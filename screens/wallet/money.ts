/**
 * Money rules shared by the wallet screens: amounts as decimal strings in cents, UTC date
 * ranges for the records. The money-moving call itself is screens/common/money-call.ts.
 */

const AMOUNT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** An amount typed by the member, in cents, or null when it is not a valid amount. */
export function toCents(text: string): number | null {
  const value = text.trim();
  if (!AMOUNT.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the API's decimal string ("100.50"). */
export function fromCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export type AmountProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance' | null;

/** Why an amount cannot be sent, checked in order: format (above 0), min, max, balance. */
export function checkAmount(text: string, limits: { min: string; max: string; balance?: string }): AmountProblem {
  const cents = toCents(text);
  if (cents === null || cents <= 0) return 'invalid';
  if (cents < (toCents(limits.min) ?? 0)) return 'belowMin';
  if (cents > (toCents(limits.max) ?? Infinity)) return 'aboveMax';
  if (limits.balance !== undefined && cents > (toCents(limits.balance) ?? 0)) return 'aboveBalance';
  return null;
}

/** A UTC day as YYYY-MM-DD. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisWeek' | 'thisMonth';
export const RANGE_PRESETS: RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];

/** The start and end days (inclusive, UTC) of a preset at time `now`. */
export function presetRange(preset: RangePreset, now: number): { startDate: string; endDate: string } {
  const day = 86_400_000;
  switch (preset) {
    case 'today':
      return { startDate: utcDay(now), endDate: utcDay(now) };
    case 'yesterday':
      return { startDate: utcDay(now - day), endDate: utcDay(now - day) };
    case 'last7':
      return { startDate: utcDay(now - 6 * day), endDate: utcDay(now) };
    case 'last30':
      return { startDate: utcDay(now - 29 * day), endDate: utcDay(now) };
    case 'thisWeek':
      // from Monday (UTC)
      return { startDate: utcDay(now - ((new Date(now).getUTCDay() + 6) % 7) * day), endDate: utcDay(now) };
    case 'thisMonth':
      return { startDate: `${utcDay(now).slice(0, 8)}01`, endDate: utcDay(now) };
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
