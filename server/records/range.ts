/**
 * Date ranges of the record queries (member records, the agent's team figures and records):
 * YYYY-MM-DD, days of the tenant's time zone (server/time/zone.ts), end inclusive, at most 93 days, every day within DAY_BOUNDS. The bounds
 * are the one rule for every date a client sends: no record is older than the platform, and a
 * day past 2099 is a typo or a probe, not a question (9999-12-31 used to reach the database and
 * fail there with a 500). Out of bounds, impossible dates (2024-02-30) and anything not a date
 * are 400 E_BAD_REQUEST naming the field.
 */
import { ApiError } from '../http/api-error.ts';
import { addDays, dayStart, localDate } from '../time/zone.ts';

const MAX_RANGE_DAYS = 93;

/** The first and last day a date parameter may name. */
export const DAY_BOUNDS = { first: '2000-01-01', last: '2099-12-31' } as const;

export interface DayRange {
  startDate: string;
  endDate: string;
  /** the instant startDate begins in the tenant's zone */
  from: Date;
  /** the instant the day after endDate begins in the tenant's zone */
  until: Date;
  /** the tenant's IANA zone the days are in */
  timeZone: string;
}

const badDay = (field: string, message: string) => new ApiError(400, 'E_BAD_REQUEST', `${field}: ${message}`, { field });

function parseDay(text: string, field: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== text) throw badDay(field, 'must be a date YYYY-MM-DD');
  if (text < DAY_BOUNDS.first || text > DAY_BOUNDS.last)
    throw badDay(field, `must be a day from ${DAY_BOUNDS.first} to ${DAY_BOUNDS.last}`);
  return date;
}

/** The days a query names, as days of the tenant's zone; without dates, today there. */
export function dayRange(startDate: string | undefined, endDate: string | undefined, now: Date, timeZone: string): DayRange {
  const today = localDate(now, timeZone);
  const start = startDate ?? endDate ?? today;
  const end = endDate ?? startDate ?? today;
  const first = parseDay(start, 'startDate');
  const last = parseDay(end, 'endDate');
  if (last < first) throw badDay('endDate', 'must not be before startDate');
  const days = (last.getTime() - first.getTime()) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) throw badDay('endDate', `a range covers at most ${MAX_RANGE_DAYS} days`);
  return { startDate: start, endDate: end, from: dayStart(start, timeZone), until: dayStart(addDays(end, 1), timeZone), timeZone };
}

/**
 * Whether a timestamp text of a keyset cursor ("2024-05-01 12:00:00.123+00", as PostgreSQL's
 * timestamptz::text writes it) is a real instant within DAY_BOUNDS: a forged cursor must be a 400,
 * not a cast error in the database.
 */
export function isCursorTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/.exec(text);
  if (!match) return false;
  const [, day, hours, minutes, seconds, , , offsetHours, offsetMinutes] = match;
  const date = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === day &&
    day >= DAY_BOUNDS.first &&
    day <= DAY_BOUNDS.last &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    Number(offsetHours ?? 0) <= 15 &&
    Number(offsetMinutes ?? 0) < 60
  );
}
