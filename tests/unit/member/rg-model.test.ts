/** The responsible-gaming page's rules: what a change to a limit does, the reminder's rhythm, help lines, the age gate. */
import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../engine/account/age';
import {
  breakEnd,
  helpLinesFor,
  hoursAndMinutes,
  limitChange,
  nextReminderAt,
  parseMinutes,
  toCents,
  waitsCooling,
} from '../../../screens/member/responsible/rg-model';

describe('limitChange', () => {
  it('a first limit and a lower one apply at once; a raise and a removal wait', () => {
    expect(limitChange(null, '100')).toBe('set');
    expect(limitChange('500.00', '300.50')).toBe('lower');
    expect(limitChange('500.00', '500.01')).toBe('raise');
    expect(limitChange('500.00', null)).toBe('remove');
    expect(limitChange('500.00', '500')).toBe('same');
    expect(limitChange(null, null)).toBe('same');
    expect(waitsCooling('raise') && waitsCooling('remove')).toBe(true);
    expect(waitsCooling('set') || waitsCooling('lower')).toBe(false);
  });
  it('compares session minutes as numbers', () => {
    expect(limitChange(60, 120)).toBe('raise');
    expect(limitChange(120, 60)).toBe('lower');
    expect(limitChange(null, 30)).toBe('set');
  });
});

describe('amounts and minutes typed by the member', () => {
  it('takes the API grammar only', () => {
    expect(toCents(' 100.5 ')).toBe(10050);
    expect(toCents('0.01')).toBe(1);
    for (const bad of ['', '-1', '1e3', '12.345', '01', '1,000', '１００', '9999999999999']) expect(toCents(bad)).toBeNull();
  });
  it('session minutes within the tenant range', () => {
    expect(parseMinutes('60', { min: 15, max: 720 })).toBe(60);
    expect(parseMinutes('14', { min: 15, max: 720 })).toBeNull();
    expect(parseMinutes('721', { min: 15, max: 720 })).toBeNull();
    expect(parseMinutes('1.5', { min: 1, max: 720 })).toBeNull();
  });
});

describe('the reality check rhythm', () => {
  const start = Date.UTC(2026, 0, 1, 10, 0, 0);
  it('is sign-in plus a whole number of intervals, the first after now', () => {
    expect(nextReminderAt(start, 15, start)).toBe(start + 15 * 60_000);
    expect(nextReminderAt(start, 15, start + 16 * 60_000)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 15, start + 30 * 60_000)).toBe(start + 45 * 60_000);
    expect(nextReminderAt(start, 60, start - 5_000)).toBe(start + 60 * 60_000);
  });
  it('time played in hours and minutes', () => {
    expect(hoursAndMinutes(3_725)).toEqual({ hours: 1, minutes: 2 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('breaks', () => {
  const now = Date.UTC(2026, 0, 31, 12, 0, 0);
  it('ends each length at its time, and never when permanent', () => {
    expect(breakEnd('24h', now)).toBe(now + 86_400_000);
    expect(breakEnd('6w', now)).toBe(now + 42 * 86_400_000);
    expect(new Date(breakEnd('6m', now)!).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(new Date(breakEnd('5y', now)!).toISOString()).toBe('2031-01-31T12:00:00.000Z');
    expect(breakEnd('permanent', now)).toBeNull();
  });
});

describe('help lines and the age gate', () => {
  const lines = [
    { country: '*', name: 'Everywhere' },
    { country: 'PH', name: 'Manila line' },
    { country: 'GB', name: 'GamCare' },
  ];
  it("lists the member's country first, then those for every country, then the others", () => {
    expect(helpLinesFor(lines, 'ph').map((l) => l.name)).toEqual(['Manila line', 'Everywhere', 'GamCare']);
    expect(helpLinesFor(lines, 'GB', 'PH').map((l) => l.name)).toEqual(['GamCare', 'Everywhere', 'Manila line']);
    // not located: the tenant's own country first
    expect(helpLinesFor(lines, undefined, 'PH').map((l) => l.name)).toEqual(['Manila line', 'Everywhere', 'GamCare']);
    expect(helpLinesFor(lines, '', undefined).map((l) => l.name)).toEqual(['Everywhere', 'Manila line', 'GamCare']);
  });
  it('counts whole years, a birthday today included', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(ageOn('2005-02-29', '2026-11-26')).toBeNull();
    expect(ageOn('2030-01-01', '2026-11-26')).toBeNull();
    expect(ageOn('26/11/2008', '2026-11-26')).toBeNull();
  });
});
