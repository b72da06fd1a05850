/**
 * The loyalty rules as plain functions (no I/O): a tenant's loyalty config in cents, the level a
 * turnover reaches and the progress to the next, points earned from turnover, and ISO weeks.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import { parseCents } from '../../engine/grammar/money.ts';
import { localDate, periodEnd } from '../time/zone.ts';

export interface Level {
  id: string;
  /** message key */
  name: string;
  minCents: number;
  upgradeCents: number;
  weeklyCents: number;
  benefits: string[];
}

export interface MallItem {
  id: string;
  title: string;
  image: string;
  cost: number;
  reward: { kind: 'bonus'; amountCents: number } | { kind: 'goods' };
  limit: number | null;
}

export interface Loyalty {
  /** ascending by minCents (the tenant lint checks it; sorted again here) */
  levels: Level[];
  points: { earn: number; perCents: number };
  items: MallItem[];
}

function cents(text: string): number {
  const value = parseCents(text);
  if (value === undefined) throw new Error(`Not an amount: ${text}`);
  return value;
}

/** The tenant's loyalty section with amounts in cents. */
export function loyaltyOf(tenant: TenantConfig): Loyalty {
  const { levels, points, mall } = tenant.loyalty;
  return {
    levels: levels
      .map((l) => ({
        id: l.id,
        name: l.name,
        minCents: cents(l.minTurnover),
        upgradeCents: cents(l.upgradeBonus),
        weeklyCents: cents(l.weeklyBonus),
        benefits: l.benefits,
      }))
      .sort((a, b) => a.minCents - b.minCents),
    points: { earn: points.earn, perCents: cents(points.per) },
    items: mall.items.map((i) => ({
      id: i.id,
      title: i.title,
      image: i.image,
      cost: i.cost,
      reward: i.reward.kind === 'bonus' ? { kind: 'bonus', amountCents: cents(i.reward.amount) } : { kind: 'goods' },
      limit: i.limit ?? null,
    })),
  };
}

/** The highest level whose minimum the turnover reaches (the first level when none does). */
export function levelIndexFor(levels: Level[], turnoverCents: number): number {
  let index = 0;
  levels.forEach((level, i) => {
    if (turnoverCents >= level.minCents) index = i;
  });
  return index;
}

export interface Progress {
  level: Level;
  next: Level | null;
  /** cents still to wager to reach `next` (0 at the top level) */
  toNextCents: number;
  /** 0 to 100, whole percent of the way from this level's minimum to the next one's */
  percent: number;
}

export function progressFor(levels: Level[], turnoverCents: number): Progress {
  const index = levelIndexFor(levels, turnoverCents);
  const level = levels[index];
  const next = levels[index + 1] ?? null;
  if (!next) return { level, next, toNextCents: 0, percent: 100 };
  const span = next.minCents - level.minCents;
  const done = Math.max(0, turnoverCents - level.minCents);
  return { level, next, toNextCents: next.minCents - turnoverCents, percent: Math.min(99, Math.floor((done * 100) / span)) };
}

/** Points earned by a turnover: `earn` for every whole `per` wagered. */
export function pointsEarned(turnoverCents: number, rule: Loyalty['points']): number {
  return Math.floor(turnoverCents / rule.perCents) * rule.earn;
}

/** The ISO 8601 week of a moment in the tenant's zone, as "2026-W47". */
export function isoWeek(at: Date, timeZone: string): string {
  const day = new Date(`${localDate(at, timeZone)}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Monday 00:00 in the tenant's zone after `at`: when the next ISO week starts there. */
export function nextWeekStart(at: Date, timeZone: string): Date {
  return periodEnd('week', at, timeZone);
}
