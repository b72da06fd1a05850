/**
 * The responsible-gaming checks on the money paths, each run inside the transaction that moves
 * the money (both engines, same SQL):
 *
 * - a bet (server/games/rounds.ts): once the member's main wallet row is locked (FOR UPDATE), the
 *   limit rows are read in the statement that looks for a repeated round (BET_STATE_SQL); every
 *   writer of those rows takes that lock first, so two bets racing the last of a limit are
 *   serialised and never overshoot it. The bet is refused
 *   when it would pass one (counted as lost for a loss limit), and the bet and its win then move
 *   the rows' counters in the statement that stores the round;
 * - a deposit order: the statement that reads the member's state counts the order into the
 *   deposit limit rows' counters, which locks them, and the order is refused when a counter would
 *   pass its limit;
 * - a transfer into a game wallet, a launch: refused on a break, past the session limit, or when
 *   a loss or wager limit has less left than the amount (nothing left, for a launch);
 * - promotions and red rain: refused on a break.
 *
 * Locks are taken in one order everywhere: the main wallet row, then the member's limit rows.
 */
import type { Queryable } from '../db/types.ts';
import { breakDisplayEnd } from './breaks.ts';
import { limitReached, onBreak, sessionLimitReached, type BreakRefusal } from './errors.ts';
import type { LimitKind } from './settings.ts';
import {
  activeBreak,
  DEPOSIT_COUNTER_COLUMNS,
  depositCountedSince,
  depositCounterFromJson,
  LIMIT_COLUMNS,
  limitFromJson,
  lossOf,
  MEMBER_COLUMNS,
  memberFromJson,
  periodBounds,
  recountDeposits,
  sessionStart,
  settledLimit,
  settledSession,
  type LimitRow,
  type MemberRow,
} from './state.ts';

export interface Snapshot {
  member: MemberRow | null;
  limits: LimitRow[];
}

/** The member's row as JSON ($1: the member's id), for a select list. */
const MEMBER_JSON_SQL = `(SELECT row_to_json(m) FROM (SELECT ${MEMBER_COLUMNS} FROM rg_members WHERE member_id = $1) m)`;

/** The member's row and limit rows of these kinds in one statement, the limit rows locked when asked. */
async function snapshot(tx: Queryable, memberId: number, kinds: LimitKind[], lock: boolean): Promise<Snapshot> {
  const found = await tx.query<{ member: Record<string, unknown> | null; limits: Record<string, unknown>[] }>(
    `WITH l AS (SELECT ${LIMIT_COLUMNS} FROM rg_limits WHERE member_id = $1 AND kind = ANY($2::text[]) ORDER BY kind, period${lock ? ' FOR UPDATE' : ''})
     SELECT ${MEMBER_JSON_SQL} AS member, (SELECT coalesce(json_agg(l), '[]'::json) FROM l) AS limits`,
    [memberId, kinds],
  );
  const row = found.rows[0];
  return { member: memberFromJson(row.member), limits: row.limits.map(limitFromJson) };
}

export interface GuardContext {
  memberId: number;
  now: Date;
  timeZone: string;
  /** the request's sign-in session, when the request has one (else the member's newest live one) */
  sessionId?: number;
}

function refuseBreak(member: MemberRow | null, refused: BreakRefusal, now: Date): void {
  const current = activeBreak(member, now);
  if (current) throw onBreak(refused, current.kind, breakDisplayEnd(current));
}

async function refuseSessionOver(tx: Queryable, member: MemberRow | null, ctx: GuardContext): Promise<void> {
  if (!member) return;
  const minutes = settledSession(member, ctx.now).session_minutes;
  if (minutes === null) return;
  const started = await sessionStart(tx, ctx.memberId, ctx.now, ctx.sessionId);
  if (started && ctx.now.getTime() - started.getTime() >= minutes * 60_000) throw sessionLimitReached(minutes, started);
}

/** A limit row brought to `now`: a due pending change applied, counters of an ended period back to zero. */
function current(row: LimitRow, ctx: GuardContext): { row: LimitRow | null; start: Date; end: Date } {
  const { start, end } = periodBounds(row.period, ctx.now, ctx.timeZone);
  const settled = settledLimit(row, ctx.now);
  if (!settled) return { row: null, start, end };
  // Every bet moves the counters while the row exists, so a row still on an older period has
  // seen no bet in this one.
  if (settled.period_start === null || settled.period_start.getTime() !== start.getTime()) {
    return { row: { ...settled, period_start: start, wagered_cents: 0, won_cents: 0 }, start, end };
  }
  return { row: settled, start, end };
}

function usedOf(row: LimitRow): number {
  return row.kind === 'loss' ? lossOf(row.wagered_cents, row.won_cents) : row.wagered_cents;
}

/** The bet's rows, checked and locked; betCounters moves them once the round is played. */
export interface BetCheck {
  rows: LimitRow[];
  removed: LimitRow[];
  /** a row whose period ended or whose pending change came due: written whole, not only counted */
  changed: boolean;
  /** rows BET_STATE_SQL judged in SQL (they all hold the bet) and did not hand back: counted all the same */
  holding: number;
}

/** The start of a limit row's current period, when $5-$7 are currentStarts. */
const CURRENT_PERIOD_START = `CASE period WHEN 'day' THEN $5::timestamptz WHEN 'week' THEN $6::timestamptz ELSE $7::timestamptz END`;

/** The current day's, week's and month's start in the tenant's zone. */
function currentStarts(ctx: GuardContext): Date[] {
  return (['day', 'week', 'month'] as const).map((period) => periodBounds(period, ctx.now, ctx.timeZone).start);
}

/**
 * A loss or wager row of BET_STATE_SQL ($3: the bet, $4: now, $5-$7: currentStarts) that needs no
 * look: on its current period, no pending change due, and the bet (counted as lost for a loss
 * limit) within its limit, or no limit in force. NULL anywhere is a look.
 */
const BET_ROW_HOLDS = `coalesce(
  period_start = ${CURRENT_PERIOD_START}
  AND (pending_at IS NULL OR pending_at > $4::timestamptz)
  AND coalesce(CASE kind WHEN 'loss' THEN wagered_cents - won_cents ELSE wagered_cents END + $3::bigint <= amount_cents, true),
  false)`;

/**
 * Select-list items reading the member's break, session limit and loss and wager rows ($1: the
 * member's id, $3-$7: betStateParams), for a statement of the bet's transaction run after the main
 * wallet row is locked: its snapshot then sees the last committed rows, since every writer of a
 * loss or wager row (a bet, setLimit, cancelPending) takes that lock first. So bets racing the
 * last of a limit are serialised on the wallet row, and a bet without limits runs no statement
 * more than before. When every row holds the bet (BET_ROW_HOLDS) only their number comes back,
 * not the rows: the usual bet of a member with limits then reads as little as one without
 * (scripts/bench-limits.ts); otherwise all of them, for checkBet to judge and write.
 */
export const BET_STATE_SQL = `${MEMBER_JSON_SQL} AS rg_member,
  (SELECT CASE WHEN bool_and(${BET_ROW_HOLDS}) THEN to_json(count(*)) ELSE json_agg(l) END
     FROM (SELECT ${LIMIT_COLUMNS} FROM rg_limits WHERE member_id = $1 AND kind <> 'deposit' ORDER BY kind, period) l) AS rg_limits`;

/** The parameters $3-$7 of BET_STATE_SQL. */
export function betStateParams(ctx: GuardContext, betCents: number): unknown[] {
  return [betCents, ctx.now, ...currentStarts(ctx)];
}

/** The columns BET_STATE_SQL adds to a row. */
export interface BetStateRow {
  rg_member: Record<string, unknown> | null;
  /** the rows, or how many there are when they all hold the bet, or null for none */
  rg_limits: Record<string, unknown>[] | number | null;
}

/** What BET_STATE_SQL read: `holding` rows judged in SQL besides `limits`. */
export interface BetState extends Snapshot {
  holding: number;
}

/** The state BET_STATE_SQL read. */
export function betStateOf(row: BetStateRow): BetState {
  const member = memberFromJson(row.rg_member);
  if (typeof row.rg_limits === 'number') return { member, limits: [], holding: row.rg_limits };
  return { member, limits: (row.rg_limits ?? []).map(limitFromJson), holding: 0 };
}

/** Checks a bet inside the round's transaction, on the state BET_STATE_SQL read. */
export async function checkBet(tx: Queryable, ctx: GuardContext, state: BetState, betCents: number): Promise<BetCheck> {
  refuseBreak(state.member, 'bet', ctx.now);
  await refuseSessionOver(tx, state.member, ctx);
  const rows: LimitRow[] = [];
  const removed: LimitRow[] = [];
  let changed = false;
  for (const stored of state.limits) {
    const { row, end } = current(stored, ctx);
    if (!row) {
      removed.push(stored);
      continue;
    }
    rows.push(row);
    if (row !== stored) changed = true;
    if (row.amount_cents === null) continue;
    // A loss limit counts the stake as lost: the worst the round can do
    const after = row.kind === 'loss' ? row.wagered_cents - row.won_cents + betCents : row.wagered_cents + betCents;
    if (after > row.amount_cents) throw limitReached(row.kind, row.period, row.amount_cents, usedOf(row), end);
  }
  if (removed.length > 0) {
    await tx.query('DELETE FROM rg_limits WHERE member_id = $1 AND (kind, period) IN (SELECT * FROM unnest($2::text[], $3::text[]))', [
      ctx.memberId,
      removed.map((r) => r.kind),
      removed.map((r) => r.period),
    ]);
  }
  return { rows, removed, changed, holding: state.holding };
}

/**
 * The played round's move of the checked rows, as a data-modifying WITH item (`rg_counters AS
 * (UPDATE ...)`) for the statement that stores the round, with its parameters numbered from
 * `first`; null when the member has no limit rows.
 */
export function betCounters(
  check: BetCheck,
  memberId: number,
  betCents: number,
  winCents: number,
  now: Date,
  first: number,
): { sql: string; params: unknown[] } | null {
  const rows = check.rows;
  if (rows.length === 0 && check.holding === 0) return null;
  const $ = (i: number) => `$${first + i}`;
  if (!check.changed) {
    // the usual bet: every row on its current period with nothing due, so only the counters move
    return {
      sql: `rg_counters AS (
              UPDATE rg_limits SET wagered_cents = wagered_cents + ${$(1)}::bigint, won_cents = won_cents + ${$(2)}::bigint, updated_at = ${$(3)}
               WHERE member_id = ${$(0)} AND kind <> 'deposit' RETURNING 1)`,
      params: [memberId, betCents, winCents, now],
    };
  }
  return {
    sql: `rg_counters AS (
            UPDATE rg_limits r SET amount_cents = u.amount, pending_cents = u.pending, pending_at = u.pending_at, period_start = u.start,
                   wagered_cents = u.wagered + ${$(1)}::bigint, won_cents = u.won + ${$(2)}::bigint, updated_at = ${$(3)}
              FROM unnest(${$(4)}::text[], ${$(5)}::text[], ${$(6)}::bigint[], ${$(7)}::bigint[], ${$(8)}::timestamptz[], ${$(9)}::timestamptz[],
                          ${$(10)}::bigint[], ${$(11)}::bigint[]) AS u (kind, period, amount, pending, pending_at, start, wagered, won)
             WHERE r.member_id = ${$(0)} AND r.kind = u.kind AND r.period = u.period RETURNING 1)`,
    params: [
      memberId,
      betCents,
      winCents,
      now,
      rows.map((r) => r.kind),
      rows.map((r) => r.period),
      rows.map((r) => r.amount_cents),
      rows.map((r) => r.pending_cents),
      rows.map((r) => r.pending_at),
      rows.map((r) => r.period_start),
      rows.map((r) => r.wagered_cents),
      rows.map((r) => r.won_cents),
    ],
  };
}

/**
 * A deposit limit row of checkDeposit's statement ($3: now, $4: depositCountedSince(now), $5-$7:
 * currentStarts) that holds the order already counted into it, with
 * nothing to count again: on its current period, counted (counted_until) and no pending order it
 * counts past its payment window (expiring_at), and within the limit in force (a due pending
 * change applied; none in force: within). NULL anywhere is a look, not a pass.
 */
const DEPOSIT_ROW_HOLDS = `coalesce(
  period_start = ${CURRENT_PERIOD_START}
  AND counted_until <= $4::timestamptz AND (expiring_at IS NULL OR expiring_at > $4::timestamptz)
  AND coalesce(deposited_cents <= CASE WHEN pending_at IS NULL OR pending_at > $3 THEN amount_cents ELSE pending_cents END, true),
  false)`;

/**
 * Checks a deposit order inside the transaction that inserts it: refused on a break or past the
 * session limit; refused when it would pass a deposit limit, with the limit, what is used and when
 * it resets. The statement that reads the member's state also counts the order into the member's
 * deposit limit rows (migration 044), which locks them: two orders racing the last of a limit are
 * serialised there and never both pass, and a refusal rolls the count back with the transaction.
 * A row is counted again from the orders (state.ts recountDeposits, one statement more) only when
 * it is new or changed, its period ended, or a pending order it counts may have passed its
 * payment window. So a member with limits runs the same two statements as one without.
 *
 * The statement hands back only the rows that need a look: a row counted in its current period,
 * with no pending order past its window, whose limit in force (a due pending change applied)
 * still holds the order, passes in SQL (DEPOSIT_ROW_HOLDS). The usual order of a member with
 * limits then reads no row, as for a member without (scripts/bench-limits.ts, PostgreSQL: an
 * order with limits cost 12.9% more than one without when the rows came back, 2.0% now). Any
 * other row is judged below as before, so the SQL only ever spares work: a row it lets through is
 * one the code below would pass too.
 */
export async function checkDeposit(tx: Queryable, ctx: GuardContext, amountCents: number): Promise<void> {
  const countedSince = depositCountedSince(ctx.now);
  const found = await tx.query<{ member: Record<string, unknown> | null; limits: Record<string, unknown>[] }>(
    `WITH l AS (UPDATE rg_limits SET deposited_cents = deposited_cents + $2, expiring_at = LEAST(coalesce(expiring_at, $3), $3)
                 WHERE member_id = $1 AND kind = 'deposit' RETURNING ${LIMIT_COLUMNS}, ${DEPOSIT_COUNTER_COLUMNS})
     SELECT ${MEMBER_JSON_SQL} AS member, (SELECT coalesce(json_agg(l), '[]'::json) FROM l WHERE NOT ${DEPOSIT_ROW_HOLDS}) AS limits`,
    [ctx.memberId, amountCents, ctx.now, countedSince, ...currentStarts(ctx)],
  );
  const member = memberFromJson(found.rows[0].member);
  refuseBreak(member, 'deposit', ctx.now);
  await refuseSessionOver(tx, member, ctx);
  const rows = found.rows[0].limits.map((json) => {
    const stored = limitFromJson(json);
    const counter = depositCounterFromJson(json);
    const { row, start, end } = current(stored, ctx);
    const counted =
      stored.period_start?.getTime() === start.getTime() &&
      counter.counted_until !== null &&
      counter.counted_until <= countedSince &&
      (counter.expiring_at === null || counter.expiring_at > countedSince);
    const limitCents = row?.amount_cents ?? null;
    return { period: stored.period, start, end, counted, limitCents, usedCents: counter.deposited_cents - amountCents };
  });
  const stale = rows.filter((r) => !r.counted);
  if (stale.length > 0) {
    const used = await recountDeposits(tx, ctx.memberId, stale, countedSince, { cents: amountCents, now: ctx.now });
    stale.forEach((r, i) => (r.usedCents = used[i]));
  }
  const passed = rows.find((r) => r.limitCents !== null && r.usedCents + amountCents > r.limitCents);
  if (passed) throw limitReached('deposit', passed.period, passed.limitCents!, passed.usedCents, passed.end);
}

/** The member's break, session limit and loss and wager rows, unlocked: what checkPlayOn judges. */
export function playState(db: Queryable, memberId: number): Promise<Snapshot> {
  return snapshot(db, memberId, ['loss', 'wager'], false);
}

/** Whether `state` holds anything a transfer into a game wallet or a launch must be judged by. */
export function hasPlayRules(state: Snapshot): boolean {
  return state.member !== null || state.limits.length > 0;
}

/** Refuses, on `state` (playState), a transfer into a game wallet (or, with amount 0, a launch) that the rules close. */
export async function checkPlayOn(
  db: Queryable,
  ctx: GuardContext,
  state: Snapshot,
  refused: 'transfer' | 'launch',
  amountCents: number,
): Promise<void> {
  refuseBreak(state.member, refused, ctx.now);
  await refuseSessionOver(db, state.member, ctx);
  for (const stored of state.limits) {
    const { row, end } = current(stored, ctx);
    if (!row || row.amount_cents === null) continue;
    const used = usedOf(row);
    const left = row.amount_cents - (row.kind === 'loss' ? row.wagered_cents - row.won_cents : row.wagered_cents);
    if (left <= 0 || amountCents > left) throw limitReached(row.kind, row.period, row.amount_cents, used, end);
  }
}

/** Refuses a transfer into a game wallet (or, with amount 0, a launch) that the rules close. */
export async function checkPlay(db: Queryable, ctx: GuardContext, refused: 'transfer' | 'launch', amountCents: number): Promise<void> {
  await checkPlayOn(db, ctx, await playState(db, ctx.memberId), refused, amountCents);
}

/** Refuses promotions and red rain during a break. */
export async function checkPromotion(db: Queryable, memberId: number, refused: 'promotion' | 'redRain', now: Date): Promise<void> {
  const found = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM rg_members WHERE member_id = $1`, [memberId]);
  refuseBreak(found.rows[0] ?? null, refused, now);
}
