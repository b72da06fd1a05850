/**
 * The member's activity statement (deposits, withdrawals, wagers, wins and the net result per
 * day, week or month of the tenant's zone) and the reality check (play since sign-in).
 */
import type { Queryable } from '../db/types.ts';
import { formatCents } from '../wallet/money.ts';
import { localDate, periodEnd, periodStart } from '../time/zone.ts';
import type { LimitPeriod } from './settings.ts';
import { betTotalsSince } from './state.ts';

export const DEFAULT_COUNTS: Record<LimitPeriod, number> = { day: 7, week: 8, month: 6 };

interface Bucket {
  start: Date;
  end: Date;
}

/** The `count` periods up to and including the current one, oldest first. */
function buckets(period: LimitPeriod, count: number, now: Date, timeZone: string): Bucket[] {
  const list: Bucket[] = [];
  let at = now;
  for (let i = 0; i < count; i++) {
    const start = periodStart(period, at, timeZone);
    list.unshift({ start, end: periodEnd(period, start, timeZone) });
    at = new Date(start.getTime() - 1);
  }
  return list;
}

export async function activityStatement(db: Queryable, memberId: number, period: LimitPeriod, count: number, now: Date, timeZone: string) {
  const list = buckets(period, count, now, timeZone);
  const starts = list.map((b) => b.start);
  const ends = list.map((b) => b.end);
  // one statement: each bucket's sums from the ledger (bets, wins), paid deposit orders and
  // withdrawals not rejected or cancelled
  const found = await db.query<{ i: number; deposits: number; withdrawals: number; wagers: number; wins: number }>(
    `SELECT b.i,
            (SELECT coalesce(sum(amount_cents), 0) FROM deposit_orders WHERE member_id = $1 AND status = 'paid'
                AND completed_at >= b.start AND completed_at < b.stop)::bigint AS deposits,
            (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE member_id = $1 AND status IN ('pending', 'approved')
                AND created_at >= b.start AND created_at < b.stop)::bigint AS withdrawals,
            (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transactions WHERE member_id = $1 AND category = 'bet'
                AND created_at >= b.start AND created_at < b.stop)::bigint AS wagers,
            (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transactions WHERE member_id = $1 AND category = 'win'
                AND created_at >= b.start AND created_at < b.stop)::bigint AS wins
       FROM unnest($2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS b (start, stop, i)
      ORDER BY b.i`,
    [memberId, starts, ends],
  );
  const totals = { deposits: 0, withdrawals: 0, wagers: 0, wins: 0 };
  const rows = found.rows.map((row, i) => {
    const figures = {
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      wagers: Number(row.wagers),
      wins: Number(row.wins),
    };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += figures[key];
    return {
      start: localDate(list[i].start, timeZone),
      periodStart: list[i].start.toISOString(),
      periodEnd: list[i].end.toISOString(),
      deposits: formatCents(figures.deposits),
      withdrawals: formatCents(figures.withdrawals),
      wagers: formatCents(figures.wagers),
      wins: formatCents(figures.wins),
      net: formatCents(figures.wins - figures.wagers),
    };
  });
  return {
    period,
    timeZone,
    rows,
    totals: {
      deposits: formatCents(totals.deposits),
      withdrawals: formatCents(totals.withdrawals),
      wagers: formatCents(totals.wagers),
      wins: formatCents(totals.wins),
      net: formatCents(totals.wins - totals.wagers),
    },
  };
}

export async function realityCheck(db: Queryable, memberId: number, startedAt: Date, intervalMinutes: number, now: Date) {
  const [totals] = await betTotalsSince(db, memberId, [startedAt]);
  const playedMs = Math.max(0, now.getTime() - startedAt.getTime());
  const intervalMs = intervalMinutes * 60_000;
  const nextAt = new Date(startedAt.getTime() + (Math.floor(playedMs / intervalMs) + 1) * intervalMs);
  return {
    intervalMinutes,
    sessionStartedAt: startedAt.toISOString(),
    playedSeconds: Math.floor(playedMs / 1000),
    wagered: formatCents(totals.wagered),
    won: formatCents(totals.won),
    net: formatCents(totals.won - totals.wagered),
    nextAt: nextAt.toISOString(),
  };
}
