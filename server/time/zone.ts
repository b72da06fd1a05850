/**
 * The tenant's own day on the server: the zone logic lives in the engine (the browser's screens
 * share it); every period the server reports or pays is cut with these.
 */
export {
  addDays,
  countryTimeZone,
  dayStart,
  isTimeZone,
  localDate,
  localDateTime,
  localMinute,
  periodEnd,
  periodFirstDate,
  periodStart,
  tenantTimeZone,
  type PeriodKind,
} from '../../engine/time/zone.ts';
