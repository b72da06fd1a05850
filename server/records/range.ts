/** Date ranges of the record queries: YYYY-MM-DD, UTC days, end inclusive, at most 93 days. */
import { apiErrors } from '../http/api-error.ts';

export const MAX_RANGE_DAYS = 93;

export interface DayRange {
  startDate: string;
  endDate: string;
  /** start of startDate, UTC */
  from: Date;
  /** start of the day after endDate, UTC */
  until: Date;
}

function parseDay(text: string, field: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== text) throw apiErrors.badRequest(`${field}: must be a date YYYY-MM-DD`);
  return date;
}

export function dayRange(startDate: string | undefined, endDate: string | undefined, now: Date): DayRange {
  const today = now.toISOString().slice(0, 10);
  const start = startDate ?? endDate ?? today;
  const end = endDate ?? startDate ?? today;
  const from = parseDay(start, 'startDate');
  const last = parseDay(end, 'endDate');
  if (last < from) throw apiErrors.badRequest('endDate: must not be before startDate');
  const days = (last.getTime() - from.getTime()) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) throw apiErrors.badRequest(`endDate: a range covers at most ${MAX_RANGE_DAYS} days`);
  return { startDate: start, endDate: end, from, until: new Date(last.getTime() + 86_400_000) };
}
