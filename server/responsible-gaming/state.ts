/**
 * A member's responsible-gaming rows (migration 020) and what they mean at a given time: a
 * pending raise or removal applied once its time has come, the break in force, and what counts
 * against each limit in its period (the tenant's day, week from Monday, or month).
 */
import type { Queryable } from '../db/types.ts';
import { DEPOSIT_PAY_WINDOW_MS } from '../payments/deposit.ts';
import { periodEnd, periodStart } from '../time/zone.ts';
import type { BreakDuration, BreakKind, LimitKind, LimitPeriod } from './settings.ts';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount_cents: number | null;
  pending_cents: number | null;
  pending_at: Date | null;
  period_start: Date | null;
  wagered_cents: number;
  won_cents: number;
}

export interface MemberRow {
  session_minutes: number | null;
  session_pending_minutes: number | null;
  session_pending_at: Date | null;
  reality_minutes: number | null;
  break_kind: BreakKind | null;
  break_duration: BreakDuration | null;
  break_started_at: Date | null;
  break_ends_at: Date | null;
  break_end_requested_at: Date | null;
  break_end_effective_at: Date | null;
}

export const LIMIT_COLUMNS = 'kind, period, amount_cents, pending_cents, pending_at, period_start, wagered_cents, won_cents';
export const MEMBER_COLUMNS =
  'session_minutes, session_pending_minutes, session_pending_at, reality_minutes, break_kind, break_duration, break_started_at, break_ends_at, break_end_requested_at, break_end_effective_at';

const dateOf = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/** A limit row read as JSON (json_agg): timestamps come as text. */
export function limitFromJson(row: Record<string, unknown>): LimitRow {
  return {
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
    pending_cents: row.pending_cents === null ? null : Number(row.pending_cents),
    pending_at: dateOf(row.pending_at),
    period_start: dateOf(row.period_start),
    wagered_cents: Number(row.wagered_cents),
    won_cents: Number(row.won_cents),
  };
}

export function memberFromJson(row: Record<string, unknown> | null): MemberRow | null {
  if (!row) return null;
  return {
    session_minutes: (row.session_minutes as number | null) ?? null,
    session_pending_minutes: (row.session_pending_minutes as number | null) ?? null,
    session_pending_at: dateOf(row.session_pending_at),
    reality_minutes: (row.reality_minutes as number | null) ?? null,
    break_kind: (row.break_kind as BreakKind | null) ?? null,
    break_duration: (row.break_duration as BreakDuration | null) ?? null,
    break_started_at: dateOf(row.break_started_at),
    break_ends_at: dateOf(row.break_ends_at),
    break_end_requested_at: dateOf(row.break_end_requested_at),
    break_end_effective_at: dateOf(row.break_end_effective_at),
  };
}

/** The limit as it stands at `now`: a pending change whose time has come is applied; null when it is gone. */
export function settledLimit(row: LimitRow, now: Date): LimitRow | null {
  if (!row.pending_at || row.pending_at > now) return row;
  if (row.pending_cents === null) return null;
  return { ...row, amount_cents: row.pending_cents, pending_cents: null, pending_at: null };
}

/** The session limit at `now`, with a due pending change applied. */
export function settledSession(row: MemberRow, now: Date): MemberRow {
  if (!row.session_pending_at || row.session_pending_at > now) return row;
  return { ...row, session_minutes: row.session_pending_minutes, session_pending_minutes: null, session_pending_at: null };
}

export interface ActiveBreak {
  kind: BreakKind;
  duration: BreakDuration;
  startedAt: Date;
  endsAt: Date | null;
  endRequest: { requestedAt: Date; effectiveAt: Date } | null;
}

/**
 * The break in force at `now`, or null. A time-out ends by itself at its end; a self-exclusion
 * holds until the end its member asked for, after its term, has come.
 */
export function activeBreak(row: MemberRow | null, now: Date): ActiveBreak | null {
  if (!row?.break_kind || !row.break_started_at || !row.break_duration) return null;
  if (row.break_kind === 'timeOut' && row.break_ends_at && row.break_ends_at <= now) return null;
  if (row.break_kind === 'selfExclusion' && row.break_end_effective_at && row.break_end_effective_at <= now) return null;
  const endRequest =
    row.break_end_requested_at && row.break_end_effective_at
      ? { requestedAt: row.break_end_requested_at, effectiveAt: row.break_end_effective_at }
      : null;
  return { kind: row.break_kind, duration: row.break_duration, startedAt: row.break_started_at, endsAt: row.break_ends_at, endRequest };
}

/** The SQL condition "member `alias` is on a break at $now" (for the agent's team lists: a flag, no details). */
export function onBreakSql(memberIdColumn: string, nowParam: string): string {
  return `EXISTS (SELECT 1 FROM rg_members rg WHERE rg.member_id = ${memberIdColumn} AND rg.break_kind IS NOT NULL
            AND NOT (rg.break_kind = 'timeOut' AND rg.break_ends_at <= ${nowParam})
            AND NOT (rg.break_kind = 'selfExclusion' AND rg.break_end_effective_at IS NOT NULL AND rg.break_end_effective_at <= ${nowParam}))`;
}

/** Whether the member is on a break at `now`: it then gets no marketing (promotional messages and announcements, promotions, red rain). */
export async function isOnBreak(db: Queryable, memberId: number, now: Date): Promise<boolean> {
  return activeBreak(await readMember(db, memberId), now) !== null;
}

export async function readMember(db: Queryable, memberId: number): Promise<MemberRow | null> {
  const found = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM rg_members WHERE member_id = $1`, [memberId]);
  return found.rows[0] ?? null;
}

/** Bets and wins of the member from each start on (one statement for all the starts). */
export async function betTotalsSince(db: Queryable, memberId: number, starts: Date[]): Promise<{ wagered: number; won: number }[]> {
  const found = await db.query<{ i: number; wagered: number; won: number }>(
    `SELECT s.i, coalesce(sum(t.amount_cents) FILTER (WHERE t.category = 'bet'), 0)::bigint AS wagered,
            coalesce(sum(t.amount_cents) FILTER (WHERE t.category = 'win'), 0)::bigint AS won
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS s (start, i)
       LEFT JOIN ledger_transactions t ON t.member_id = $1 AND t.category IN ('bet', 'win') AND t.created_at >= s.start
      GROUP BY s.i ORDER BY s.i`,
    [memberId, starts],
  );
  return found.rows.map((row) => ({ wagered: Number(row.wagered), won: Number(row.won) }));
}

/** Pending orders made after this still count against a deposit limit (their payment page is open). */
export function depositCountedSince(now: Date): Date {
  return new Date(now.getTime() - DEPOSIT_PAY_WINDOW_MS);
}

/** The counter columns of a deposit limit row (migration 044), read beside LIMIT_COLUMNS. */
export const DEPOSIT_COUNTER_COLUMNS = 'deposited_cents, counted_until, expiring_at';

export interface DepositCounter {
  deposited_cents: number;
  counted_until: Date | null;
  expiring_at: Date | null;
}

export function depositCounterFromJson(row: Record<string, unknown>): DepositCounter {
  return { deposited_cents: Number(row.deposited_cents), counted_until: dateOf(row.counted_until), expiring_at: dateOf(row.expiring_at) };
}

/**
 * Counts these deposit limit rows (locked by the caller) again as of `countedSince`, each from its
 * period's start: a row counted in this period takes out the pending orders whose payment window
 * closed since it was counted; any other row (new, changed, a new period, a clock set back) sums
 * the period's orders once. The rows count the order being made (`order`: checkDeposit's statement
 * has added it to the counters already) and then go on counting from there.
 * Answers what counted against each row before that order, in the order given.
 */
export async function recountDeposits(
  tx: Queryable,
  memberId: number,
  rows: { period: string; start: Date }[],
  countedSince: Date,
  order: { cents: number; now: Date },
): Promise<number[]> {
  const found = await tx.query<{ period: string; cents: number }>(
    `WITH used AS (
       SELECT u.period, u.start,
              CASE WHEN r.period_start = u.start AND r.counted_until <= $2
              THEN r.deposited_cents - $5 - (SELECT coalesce(sum(o.amount_cents), 0) FROM deposit_orders o
                    WHERE o.member_id = $1 AND o.status = 'pending' AND o.created_at >= u.start
                      AND o.created_at > r.counted_until AND o.created_at <= $2)
              ELSE (SELECT coalesce(sum(o.amount_cents), 0) FROM deposit_orders o
                    WHERE o.member_id = $1 AND o.created_at >= u.start AND (o.status = 'paid' OR (o.status = 'pending' AND o.created_at > $2)))
              END AS cents
         FROM unnest($3::text[], $4::timestamptz[]) AS u (period, start)
         JOIN rg_limits r ON r.member_id = $1 AND r.kind = 'deposit' AND r.period = u.period)
     UPDATE rg_limits r SET deposited_cents = used.cents + $5, counted_until = $2, period_start = used.start,
            expiring_at = LEAST(coalesce((SELECT min(o.created_at) FROM deposit_orders o
                                           WHERE o.member_id = $1 AND o.status = 'pending' AND o.created_at > $2), $6), $6)
       FROM used WHERE r.member_id = $1 AND r.kind = 'deposit' AND r.period = used.period
     RETURNING r.period, used.cents`,
    [memberId, countedSince, rows.map((r) => r.period), rows.map((r) => r.start), order.cents, order.now],
  );
  return rows.map((r) => Number(found.rows.find((f) => f.period === r.period)?.cents ?? 0));
}

/**
 * Deposits that count against a deposit limit from each start on: paid orders and pending ones
 * whose payment page is still open, by the time the order was made (what the status page shows).
 */
export async function depositTotalsSince(db: Queryable, memberId: number, starts: Date[], now: Date): Promise<number[]> {
  const found = await db.query<{ i: number; total: number }>(
    `SELECT s.i, coalesce(sum(o.amount_cents), 0)::bigint AS total
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS s (start, i)
       LEFT JOIN deposit_orders o ON o.member_id = $1 AND o.created_at >= s.start
            AND (o.status = 'paid' OR (o.status = 'pending' AND o.created_at > $3))
      GROUP BY s.i ORDER BY s.i`,
    [memberId, starts, depositCountedSince(now)],
  );
  return found.rows.map((row) => Number(row.total));
}

/** What counts against a loss limit: wagers minus wins, never below zero. */
export function lossOf(wagered: number, won: number): number {
  return Math.max(0, wagered - won);
}

/** The last period computed for each zone and kind: a bet checks up to six limits, and each cut costs about 0.35 ms of Intl. */
const periods = new Map<string, { start: Date; end: Date }>();

/** The period of the tenant's zone holding `now`. */
export function periodBounds(period: LimitPeriod, now: Date, timeZone: string): { start: Date; end: Date } {
  const key = `${timeZone}|${period}`;
  const known = periods.get(key);
  if (known && known.start <= now && now < known.end) return known;
  const bounds = { start: periodStart(period, now, timeZone), end: periodEnd(period, now, timeZone) };
  periods.set(key, bounds);
  return bounds;
}

/** The start of the member's current sign-in session: the request's, else the newest live one. */
export async function sessionStart(db: Queryable, memberId: number, now: Date, sessionId?: number): Promise<Date | null> {
  const found =
    sessionId !== undefined
      ? await db.query<{ at: Date }>('SELECT created_at AS at FROM sessions WHERE id = $1 AND member_id = $2', [sessionId, memberId])
      : await db.query<{ at: Date | null }>(
          'SELECT max(created_at) AS at FROM sessions WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > $2',
          [memberId, now],
        );
  const at = found.rows[0]?.at;
  return at ? new Date(at) : null;
}
