/**
 * The tenant's own day: which IANA time zone a tenant lives in, and where its days, weeks
 * (Monday first) and months begin and end as instants. Plain Intl, no I/O, no React: the server
 * and the lazily loaded screens share it (issue 27 item 4).
 */
import type { TenantConfig } from '../config/types';

export type PeriodKind = 'day' | 'week' | 'month';

/**
 * The zone of each country the product sells in, where Intl alone cannot pick one (several zones)
 * or where a runtime might lack Intl.Locale's zone list. Other countries use that list when it
 * names exactly one zone, else UTC.
 */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  PH: 'Asia/Manila',
  VN: 'Asia/Ho_Chi_Minh',
  TH: 'Asia/Bangkok',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  KH: 'Asia/Phnom_Penh',
  MM: 'Asia/Yangon',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  MO: 'Asia/Macau',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  IN: 'Asia/Kolkata',
  BD: 'Asia/Dhaka',
  PK: 'Asia/Karachi',
  NP: 'Asia/Kathmandu',
  LK: 'Asia/Colombo',
  AE: 'Asia/Dubai',
  TR: 'Europe/Istanbul',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  ZA: 'Africa/Johannesburg',
  EG: 'Africa/Cairo',
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  PE: 'America/Lima',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

/** The IANA zone a country's tenants keep their days in (UTC when the country has no single zone). */
export function countryTimeZone(country: string): string {
  const listed = COUNTRY_ZONES[country];
  if (listed) return listed;
  try {
    const zones = (new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[] }).timeZones;
    if (zones?.length === 1) return zones[0];
  } catch {
    // Not a region code Intl knows: UTC below.
  }
  return 'UTC';
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The tenant's IANA zone: its own, else its country's, else UTC. */
export function tenantTimeZone(config: Pick<TenantConfig, 'operations'>): string {
  const { timeZone, country } = config.operations;
  if (timeZone && isTimeZone(timeZone)) return timeZone;
  return country ? countryTimeZone(country) : 'UTC';
}

// ---- Wall clock <-> instant ----------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in the zone at an instant, as if that clock were UTC (ms since epoch). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
}

function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

const HOUR = 3_600_000;

/**
 * The first instant at which the zone's clock shows `wall` (a wall time written as UTC ms): the
 * earlier one when the clock shows it twice, and the moment the clock jumps when it skips it.
 */
function instantOfWall(wall: number, timeZone: string): number {
  const early = offsetAt(wall - 24 * HOUR, timeZone);
  const late = offsetAt(wall + 24 * HOUR, timeZone);
  const valid = [wall - early, wall - late].filter((t) => wallClock(t, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);
  // Skipped (spring forward over midnight): the day begins when the new offset takes over.
  let before = wall - late;
  let after = wall - early;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === late) after = middle;
    else before = middle;
  }
  return after;
}

// ---- Calendar dates in the zone -------------------------------------------------------------

/** The zone's calendar date at an instant, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  return new Date(wallClock(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The zone's calendar date (YYYY-MM-DD) and its clock's time of day (ms since midnight) at an instant. */
export function localDateTime(at: Date, timeZone: string): [date: string, timeOfDay: number] {
  const wall = wallClock(at.getTime(), timeZone);
  return [new Date(wall).toISOString().slice(0, 10), wall % (24 * HOUR)];
}

/** An instant as the zone's clock shows it, "YYYY-MM-DD HH:MM" (record rows). */
export function localMinute(at: Date, timeZone: string): string {
  return new Date(wallClock(at.getTime(), timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant the zone's day `date` (YYYY-MM-DD) begins. */
export function dayStart(date: string, timeZone: string): Date {
  return new Date(instantOfWall(Date.parse(`${date}T00:00:00Z`), timeZone));
}

/** A YYYY-MM-DD date moved by whole days (plain calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
}

/** The first calendar date (YYYY-MM-DD) of the period holding the zone's day `date`. */
export function periodFirstDate(kind: PeriodKind, date: string): string {
  if (kind === 'day') return date;
  if (kind === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function nextPeriodFirstDate(kind: PeriodKind, first: string): string {
  if (kind === 'day') return addDays(first, 1);
  if (kind === 'week') return addDays(first, 7);
  const [year, month] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The instant the zone's day, week (from Monday) or month holding `at` began. */
export function periodStart(kind: PeriodKind, at: Date, timeZone: string): Date {
  return dayStart(periodFirstDate(kind, localDate(at, timeZone)), timeZone);
}

/** The instant the zone's day, week or month holding `at` ends (exclusive: the next one's start). */
export function periodEnd(kind: PeriodKind, at: Date, timeZone: string): Date {
  return dayStart(nextPeriodFirstDate(kind, periodFirstDate(kind, localDate(at, timeZone))), timeZone);
}
