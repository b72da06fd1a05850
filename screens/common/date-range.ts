/**
 * The date ranges of records and team figures: presets and custom ranges, as days of the tenant's
 * zone (the wallet records, the agent centre and the range picker share them).
 */
import { addDays, localDate, periodFirstDate } from '../../engine';

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
