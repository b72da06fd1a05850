/**
 * The responsible-gaming page as data: what a change to a limit is (a lower one applies at once,
 * a raise or a removal waits the cooling delay), the reminder's schedule, the tools a tenant
 * offers and the help lines for a country. No React here.
 */
import type { ResponsibleGaming, RgLimit, RgStatusResponse } from '../../../engine';

/** The API's amount grammar (schemas/api/rgLimitSet.request.json): at most 12 whole digits and 2 decimals. */
const AMOUNT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** An amount typed by the member (spaces around it dropped) in cents, or null when it is not one. */
export function toCents(text: string): number | null {
  const value = text.trim();
  if (!AMOUNT.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type LimitKind = RgLimit['kind'];
export type LimitPeriod = RgLimit['period'];
export type BreakKind = 'timeOut' | 'selfExclusion';
export type BreakDuration = ResponsibleGaming['timeOuts'][number] | ResponsibleGaming['selfExclusions'][number];

/** What saving a new value does: `set` and `lower` apply at once, `raise` and `remove` after the cooling delay. */
export type LimitChange = 'set' | 'lower' | 'raise' | 'remove' | 'same';

/** The kinds of money limit, each with the tool that offers it, in the order the page shows them. */
export const LIMIT_TOOLS: { kind: LimitKind; tool: ResponsibleGaming['tools'][number] }[] = [
  { kind: 'deposit', tool: 'depositLimit' },
  { kind: 'loss', tool: 'lossLimit' },
  { kind: 'wager', tool: 'wagerLimit' },
];

const PERIOD_ORDER: LimitPeriod[] = ['day', 'week', 'month'];

/** How a change from `current` to `next` applies (amounts as decimal strings, minutes as numbers; null: no limit). */
export function limitChange(current: string | number | null, next: string | number | null): LimitChange {
  if (next === null) return current === null ? 'same' : 'remove';
  if (current === null) return 'set';
  const [from, to] = typeof next === 'number' ? [Number(current), next] : [toCents(String(current)) ?? 0, toCents(next) ?? 0];
  if (to === from) return 'same';
  return to < from ? 'lower' : 'raise';
}

/** True for the changes that wait the cooling delay. */
export const waitsCooling = (change: LimitChange) => change === 'raise' || change === 'remove';

/** The limits of one kind, in the tenant's period order (day, week, month). */
export function limitsOf(status: RgStatusResponse, kind: LimitKind): RgLimit[] {
  return status.limits.filter((l) => l.kind === kind).sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
}

/** The tool is offered by the tenant. */
export const offers = (settings: ResponsibleGaming, tool: ResponsibleGaming['tools'][number]) =>
  tool === 'selfExclusion' || settings.tools.includes(tool);

/**
 * The help lines in the order a member in `country` (where the edge located it, else the tenant's
 * own country) needs them: that country's first, then those for every country, then the others
 * (a traveller, or a member the edge could not place, still finds a line).
 */
export function helpLinesFor(
  lines: ResponsibleGaming['helpLines'],
  country: string | undefined,
  tenantCountry?: string,
): ResponsibleGaming['helpLines'] {
  const home = (country || tenantCountry || '').toUpperCase();
  const rank = (line: ResponsibleGaming['helpLines'][number]) => (line.country === home ? 0 : line.country === '*' ? 1 : 2);
  return [...lines].sort((a, b) => rank(a) - rank(b));
}

/**
 * When the next reminder is due, in ms: sign-in plus the first whole number of intervals after
 * `now` (the server's rule for nextAt), so a reload or a second tab keeps the same rhythm.
 */
export function nextReminderAt(sessionStartedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const passed = Math.max(0, now - sessionStartedAt);
  return sessionStartedAt + (Math.floor(passed / interval) + 1) * interval;
}

/** Seconds as whole hours and minutes, for the duration messages. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A session limit typed by the member: whole minutes within the tenant's range, else null. */
export function parseMinutes(text: string, range: { min: number; max: number }): number | null {
  if (!/^[0-9]{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= range.min && minutes <= range.max ? minutes : null;
}

/** When a break started now with this duration would end (the confirmation says it), or null when permanent. */
export function breakEnd(duration: BreakDuration, now: number): number | null {
  const date = new Date(now);
  switch (duration) {
    case '24h':
      return now + 24 * 3_600_000;
    case '1w':
      return now + 7 * 86_400_000;
    case '6w':
      return now + 42 * 86_400_000;
    case '6m':
      return date.setUTCMonth(date.getUTCMonth() + 6);
    case '1y':
      return date.setUTCFullYear(date.getUTCFullYear() + 1);
    case '5y':
      return date.setUTCFullYear(date.getUTCFullYear() + 5);
    default:
      return null;
  }
}
