/**
 * The tenant's own day (issue 27 item 4): days, weeks from Monday and months cut in the tenant's
 * IANA zone, on both sides of its midnight and across daylight-saving changes.
 */
import { describe, expect, it } from 'vitest';
import { countryTimeZone, dayStart, localDate, periodEnd, periodStart, tenantTimeZone } from '../../../server/time/zone.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('tenantTimeZone', () => {
  const config = (operations: Record<string, unknown>) =>
    ({ operations: { maintenance: false, restrictedCountries: [], ...operations } }) as never;

  it('uses the zone the tenant names', () => {
    expect(tenantTimeZone(config({ country: 'PH', timeZone: 'Asia/Tokyo' }))).toBe('Asia/Tokyo');
  });
  it("defaults to the country's zone", () => {
    expect(tenantTimeZone(config({ country: 'PH' }))).toBe('Asia/Manila');
    expect(tenantTimeZone(config({ country: 'VN' }))).toBe('Asia/Ho_Chi_Minh');
    expect(countryTimeZone('IS')).toBe('Atlantic/Reykjavik');
  });
  it('falls back to UTC without a country, for an unknown zone, or a country with no single zone', () => {
    expect(tenantTimeZone(config({}))).toBe('UTC');
    expect(tenantTimeZone(config({ timeZone: 'Mars/Olympus_Mons' }))).toBe('UTC');
    expect(countryTimeZone('ZZ')).toBe('UTC');
  });
});

describe('days in Manila (UTC+8, no DST)', () => {
  const zone = 'Asia/Manila';
  it('a bet at 23:30 and one at 00:30 Manila time fall on different days', () => {
    const late = at('2026-11-26T15:30:00Z'); // 23:30 on the 26th in Manila
    const early = at('2026-11-26T16:30:00Z'); // 00:30 on the 27th
    expect(localDate(late, zone)).toBe('2026-11-26');
    expect(localDate(early, zone)).toBe('2026-11-27');
    expect(iso(periodStart('day', late, zone))).toBe('2026-11-25T16:00:00.000Z');
    expect(iso(periodEnd('day', late, zone))).toBe('2026-11-26T16:00:00.000Z');
    expect(iso(periodStart('day', early, zone))).toBe('2026-11-26T16:00:00.000Z');
  });
  it('07:00 Manila time is today there while UTC still says yesterday', () => {
    const morning = at('2026-11-26T23:00:00Z');
    expect(localDate(morning, zone)).toBe('2026-11-27');
    expect(iso(periodStart('day', morning, zone))).toBe('2026-11-26T16:00:00.000Z');
  });
  it('weeks start on Monday and months on the first', () => {
    // Sunday 29 November 2026, 10:00 in Manila: its week began Monday the 23rd.
    const sunday = at('2026-11-29T02:00:00Z');
    expect(iso(periodStart('week', sunday, zone))).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(periodEnd('week', sunday, zone))).toBe('2026-11-29T16:00:00.000Z');
    // Monday 00:30 in Manila is in the new week.
    expect(iso(periodStart('week', at('2026-11-29T16:30:00Z'), zone))).toBe('2026-11-29T16:00:00.000Z');
    expect(iso(periodStart('month', sunday, zone))).toBe('2026-10-31T16:00:00.000Z');
    expect(iso(periodEnd('month', sunday, zone))).toBe('2026-11-30T16:00:00.000Z');
    expect(iso(periodEnd('month', at('2026-12-31T15:59:59Z'), zone))).toBe('2026-12-31T16:00:00.000Z');
    expect(iso(periodStart('month', at('2026-12-31T16:00:00Z'), zone))).toBe('2026-12-31T16:00:00.000Z');
  });
  it('a period contains its start and not its end', () => {
    const start = periodStart('day', at('2026-11-26T10:00:00Z'), zone);
    expect(iso(periodStart('day', start, zone))).toBe(iso(start));
    const end = periodEnd('day', start, zone);
    expect(iso(periodStart('day', end, zone))).toBe(iso(end));
    expect(iso(periodStart('day', new Date(end.getTime() - 1), zone))).toBe(iso(start));
  });
});

describe('daylight saving', () => {
  it('New York: the spring-forward day is 23 hours, the fall-back day 25', () => {
    const zone = 'America/New_York';
    const spring = at('2026-03-08T12:00:00Z');
    expect(iso(periodStart('day', spring, zone))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(periodEnd('day', spring, zone))).toBe('2026-03-09T04:00:00.000Z');
    const fall = at('2026-11-01T12:00:00Z');
    expect(iso(periodStart('day', fall, zone))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(periodEnd('day', fall, zone))).toBe('2026-11-02T05:00:00.000Z');
    // The week holding both: Monday 2 March 00:00 EST to Monday 9 March 00:00 EDT.
    expect(iso(periodStart('week', spring, zone))).toBe('2026-03-02T05:00:00.000Z');
    expect(iso(periodEnd('week', spring, zone))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(periodStart('month', spring, zone))).toBe('2026-03-01T05:00:00.000Z');
    expect(iso(periodEnd('month', spring, zone))).toBe('2026-04-01T04:00:00.000Z');
  });
  it('London: the month of the clock change', () => {
    const zone = 'Europe/London';
    expect(iso(periodStart('month', at('2026-03-31T12:00:00Z'), zone))).toBe('2026-03-01T00:00:00.000Z');
    expect(iso(periodEnd('month', at('2026-03-31T12:00:00Z'), zone))).toBe('2026-03-31T23:00:00.000Z');
    expect(localDate(at('2026-07-01T23:30:00Z'), zone)).toBe('2026-07-02');
  });
  it('Santiago: a day whose midnight is skipped begins when the clock jumps', () => {
    const zone = 'America/Santiago';
    // Clocks go from 00:00 to 01:00 on Sunday 6 September 2026 (UTC-4 to UTC-3).
    expect(iso(dayStart('2026-09-06', zone))).toBe('2026-09-06T04:00:00.000Z');
    expect(localDate(at('2026-09-06T04:00:00Z'), zone)).toBe('2026-09-06');
    expect(iso(periodEnd('day', at('2026-09-05T12:00:00Z'), zone))).toBe('2026-09-06T04:00:00.000Z');
  });
  it('Lord Howe: a half-hour change', () => {
    const zone = 'Australia/Lord_Howe';
    // 5 April 2026: 02:00 (+11) back to 01:30 (+10:30); the day is 24.5 hours.
    const start = periodStart('day', at('2026-04-05T05:00:00Z'), zone);
    const end = periodEnd('day', at('2026-04-05T05:00:00Z'), zone);
    expect(iso(start)).toBe('2026-04-04T13:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(24.5);
  });
});
