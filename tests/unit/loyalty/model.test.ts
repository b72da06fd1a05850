/** The loyalty rules without I/O: levels from turnover, progress, points, ISO weeks. */
import { describe, expect, it } from 'vitest';
import { isoWeek, levelIndexFor, nextWeekStart, pointsEarned, progressFor, type Level } from '../../../server/loyalty/model.ts';

const level = (id: string, minCents: number): Level => ({
  id,
  name: `loyalty.level.${id}`,
  minCents,
  upgradeCents: 0,
  weeklyCents: 0,
  benefits: [],
});
const LEVELS = [level('bronze', 0), level('silver', 100_000), level('gold', 500_000)];

describe('levels', () => {
  it('takes the highest level whose minimum the turnover reaches', () => {
    expect(levelIndexFor(LEVELS, 0)).toBe(0);
    expect(levelIndexFor(LEVELS, 99_999)).toBe(0);
    expect(levelIndexFor(LEVELS, 100_000)).toBe(1);
    expect(levelIndexFor(LEVELS, 10_000_000)).toBe(2);
  });

  it('measures the way to the next level in cents and whole percent, 100 at the top', () => {
    expect(progressFor(LEVELS, 0)).toMatchObject({ next: { id: 'silver' }, toNextCents: 100_000, percent: 0 });
    expect(progressFor(LEVELS, 99_999)).toMatchObject({ level: { id: 'bronze' }, toNextCents: 1, percent: 99 });
    expect(progressFor(LEVELS, 300_000)).toMatchObject({
      level: { id: 'silver' },
      next: { id: 'gold' },
      toNextCents: 200_000,
      percent: 50,
    });
    expect(progressFor(LEVELS, 500_000)).toMatchObject({ level: { id: 'gold' }, next: null, toNextCents: 0, percent: 100 });
  });

  it('earns points for each whole amount wagered', () => {
    expect(pointsEarned(999, { earn: 1, perCents: 1_000 })).toBe(0);
    expect(pointsEarned(734_000, { earn: 1, perCents: 1_000 })).toBe(734);
    expect(pointsEarned(6_050, { earn: 2, perCents: 100 })).toBe(120);
  });
});

describe('ISO weeks (a UTC tenant)', () => {
  it('names the week a moment falls in, across year ends', () => {
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'), 'UTC')).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-03T23:59:59Z'), 'UTC')).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'), 'UTC')).toBe('2025-W01');
    expect(isoWeek(new Date('2026-11-23T02:00:00Z'), 'UTC')).toBe('2026-W48');
  });

  it('starts the next week on Monday 00:00 UTC', () => {
    expect(nextWeekStart(new Date('2026-11-22T23:59:00Z'), 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextWeekStart(new Date('2026-11-23T00:00:00Z'), 'UTC').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextWeekStart(new Date('2026-11-26T10:00:00Z'), 'UTC').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe("ISO weeks in the tenant's zone (Manila, UTC+8)", () => {
  it('Sunday 23:00 UTC is Monday 07:00 in Manila: already the next week there', () => {
    expect(isoWeek(new Date('2026-11-22T23:00:00Z'), 'UTC')).toBe('2026-W47');
    expect(isoWeek(new Date('2026-11-22T23:00:00Z'), 'Asia/Manila')).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-22T15:59:59Z'), 'Asia/Manila')).toBe('2026-W47');
  });

  it('starts the next week at Monday 00:00 in Manila (16:00 UTC on Sunday)', () => {
    expect(nextWeekStart(new Date('2026-11-26T10:00:00Z'), 'Asia/Manila').toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(nextWeekStart(new Date('2026-11-29T16:00:00Z'), 'Asia/Manila').toISOString()).toBe('2026-12-06T16:00:00.000Z');
  });
});
