/**
 * The limits a member sets: deposit, loss and wager per day, week or month, and the session time
 * limit. A first or lower limit applies at once; a higher one or a removal waits the cooling
 * delay, as a pending change with its time (applied by whoever reads the row after that time).
 */
import type { RgLimit, RgSessionLimit } from '../../engine/config/types.gen.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ensureWallet } from '../wallet/ledger.ts';
import { formatCents } from '../wallet/money.ts';
import { lockMemberRow } from './breaks.ts';
import { noPending, notOffered } from './errors.ts';
import { toolOfKind, type LimitKind, type LimitPeriod, type RgSettings } from './settings.ts';
import {
  betTotalsSince,
  depositTotalsSince,
  LIMIT_COLUMNS,
  lossOf,
  periodBounds,
  sessionStart,
  settledLimit,
  settledSession,
  type LimitRow,
  type MemberRow,
} from './state.ts';

export type Applied = 'now' | 'pending' | 'unchanged';

/** A limit as the API shows it (rgStatus, rgLimitSet, rgLimitCancel). */
export type LimitView = RgLimit;

/** The session time limit as the API shows it (rgStatus, rgSessionLimitSet). */
export type SessionLimitView = RgSessionLimit;

function limitView(kind: LimitKind, period: LimitPeriod, row: LimitRow | null, usedCents: number, start: Date, end: Date): LimitView {
  const amount = row?.amount_cents ?? null;
  return {
    kind,
    period,
    amount: amount === null ? null : formatCents(amount),
    used: formatCents(usedCents),
    left: amount === null ? null : formatCents(Math.max(0, amount - usedCents)),
    periodStart: start.toISOString(),
    resetsAt: end.toISOString(),
    pending:
      row?.pending_at && row.pending_at
        ? { amount: row.pending_cents === null ? null : formatCents(row.pending_cents), effectiveAt: row.pending_at.toISOString() }
        : null,
  };
}

/** What counts against each (kind, period) now, from the ledger and the deposit orders. */
async function usedNow(
  db: Queryable,
  memberId: number,
  pairs: { kind: LimitKind; period: LimitPeriod }[],
  settings: RgSettings,
  now: Date,
) {
  const starts = pairs.map((p) => periodBounds(p.period, now, settings.timeZone).start);
  const bets = await betTotalsSince(db, memberId, starts);
  const deposits = pairs.some((p) => p.kind === 'deposit') ? await depositTotalsSince(db, memberId, starts, now) : [];
  return pairs.map((p, i) => {
    if (p.kind === 'deposit') return deposits[i];
    return p.kind === 'loss' ? lossOf(bets[i].wagered, bets[i].won) : bets[i].wagered;
  });
}

/** Every offered kind and period, set or not, as the status page shows them. */
export async function limitViews(db: Queryable, settings: RgSettings, memberId: number, now: Date): Promise<LimitView[]> {
  const kinds = (['deposit', 'loss', 'wager'] as LimitKind[]).filter((k) => settings.tools.has(toolOfKind(k)));
  const pairs = kinds.flatMap((kind) => settings.periods.map((period) => ({ kind, period })));
  if (pairs.length === 0) return [];
  const stored = await db.query<LimitRow>(`SELECT ${LIMIT_COLUMNS} FROM rg_limits WHERE member_id = $1`, [memberId]);
  const used = await usedNow(db, memberId, pairs, settings, now);
  return pairs.map((p, i) => {
    const row = stored.rows.find((r) => r.kind === p.kind && r.period === p.period);
    const { start, end } = periodBounds(p.period, now, settings.timeZone);
    return limitView(p.kind, p.period, row ? settledLimit(row, now) : null, used[i], start, end);
  });
}

function checkOffered(settings: RgSettings, kind: LimitKind, period: LimitPeriod): void {
  if (!settings.tools.has(toolOfKind(kind))) throw notOffered('kind', `a ${kind} limit`);
  if (!settings.periods.includes(period)) throw notOffered('period', `a ${period} limit`);
}

/**
 * Locks the limit row (and, for the bet limits, the main wallet row first, as a bet does, so no
 * bet slips between the ledger's sum and the new row); returns it with a due change applied.
 */
async function lockLimit(tx: Queryable, memberId: number, kind: LimitKind, period: LimitPeriod, now: Date): Promise<LimitRow | null> {
  if (kind !== 'deposit') {
    const walletId = await ensureWallet(tx, memberId);
    await tx.query('SELECT 1 FROM wallets WHERE id = $1 FOR UPDATE', [walletId]);
  }
  const found = await tx.query<LimitRow>(
    `SELECT ${LIMIT_COLUMNS} FROM rg_limits WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [memberId, kind, period],
  );
  return found.rows[0] ? settledLimit(found.rows[0], now) : null;
}

/** One limit of one member, as a change addresses it. */
interface LimitSlot {
  settings: RgSettings;
  memberId: number;
  kind: LimitKind;
  period: LimitPeriod;
  now: Date;
}

/**
 * Writes the row (counters of the current period taken from the ledger), or deletes it for null;
 * answers the limit as the page shows it.
 */
async function saveLimit(tx: Queryable, { settings, memberId, kind, period, now }: LimitSlot, row: LimitRow | null): Promise<LimitView> {
  const { start, end } = periodBounds(period, now, settings.timeZone);
  if (!row) {
    await tx.query('DELETE FROM rg_limits WHERE member_id = $1 AND kind = $2 AND period = $3', [memberId, kind, period]);
  } else {
    const [totals] = await betTotalsSince(tx, memberId, [start]);
    await tx.query(
      `INSERT INTO rg_limits (member_id, kind, period, amount_cents, pending_cents, pending_at, period_start, wagered_cents, won_cents, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount_cents = $4, pending_cents = $5, pending_at = $6, period_start = $7,
         wagered_cents = $8, won_cents = $9, counted_until = NULL, updated_at = $10`,
      [memberId, kind, period, row.amount_cents, row.pending_cents, row.pending_at, start, totals.wagered, totals.won, now],
    );
  }
  const [used] = await usedNow(tx, memberId, [{ kind, period }], settings, now);
  return limitView(kind, period, row, used, start, end);
}

/** Sets, lowers, raises or removes (null) one limit. */
export async function setLimit(
  db: Db,
  settings: RgSettings,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  amountCents: number | null,
  now: Date,
): Promise<{ applied: Applied; limit: LimitView }> {
  checkOffered(settings, kind, period);
  return db.transaction(async (tx) => {
    const row = await lockLimit(tx, memberId, kind, period, now);
    const inForce = row?.amount_cents ?? null;
    const later = new Date(now.getTime() + settings.coolingMs);
    const blank: LimitRow = {
      kind,
      period,
      amount_cents: null,
      pending_cents: null,
      pending_at: null,
      period_start: null,
      wagered_cents: 0,
      won_cents: 0,
    };
    let next: LimitRow | null;
    let applied: Applied;
    if (amountCents === null) {
      if (inForce === null) [next, applied] = [null, row ? 'now' : 'unchanged'];
      else if (row!.pending_at && row!.pending_cents === null) [next, applied] = [row, 'unchanged'];
      else [next, applied] = [{ ...row!, pending_cents: null, pending_at: later }, 'pending'];
    } else if (inForce === null || amountCents < inForce) {
      [next, applied] = [{ ...(row ?? blank), amount_cents: amountCents, pending_cents: null, pending_at: null }, 'now'];
    } else if (amountCents === inForce) {
      // asking for the limit in force again withdraws a pending raise or removal
      [next, applied] = [{ ...row!, pending_cents: null, pending_at: null }, 'unchanged'];
    } else {
      [next, applied] = [{ ...row!, pending_cents: amountCents, pending_at: later }, 'pending'];
    }
    return { applied, limit: await saveLimit(tx, { settings, memberId, kind, period, now }, next) };
  });
}

/** Withdraws a pending raise or removal; the limit in force stays. */
export async function cancelPending(db: Db, settings: RgSettings, memberId: number, kind: LimitKind, period: LimitPeriod, now: Date) {
  checkOffered(settings, kind, period);
  return db.transaction(async (tx) => {
    const row = await lockLimit(tx, memberId, kind, period, now);
    if (!row?.pending_at) throw noPending();
    const next = { ...row, pending_cents: null, pending_at: null };
    return { limit: await saveLimit(tx, { settings, memberId, kind, period, now }, next) };
  });
}

export async function sessionLimitView(
  db: Queryable,
  row: MemberRow | null,
  memberId: number,
  now: Date,
  sessionId?: number,
): Promise<SessionLimitView> {
  const settled = row ? settledSession(row, now) : null;
  const minutes = settled?.session_minutes ?? null;
  const started = await sessionStart(db, memberId, now, sessionId);
  const usedMinutes = started ? Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000)) : 0;
  return {
    minutes,
    pending: settled?.session_pending_at
      ? { minutes: settled.session_pending_minutes, effectiveAt: settled.session_pending_at.toISOString() }
      : null,
    sessionStartedAt: started ? started.toISOString() : null,
    usedMinutes,
    leftMinutes: minutes === null ? null : Math.max(0, minutes - usedMinutes),
  };
}

/** Sets, lowers, raises or removes (null) the session time limit. */
export async function setSessionLimit(
  db: Db,
  settings: RgSettings,
  memberId: number,
  minutes: number | null,
  now: Date,
  sessionId?: number,
): Promise<{ applied: Applied; sessionLimit: SessionLimitView }> {
  if (!settings.tools.has('sessionLimit')) throw notOffered('minutes', 'a session limit');
  if (minutes !== null && (minutes < settings.sessionMinutes.min || minutes > settings.sessionMinutes.max)) {
    throw notOffered('minutes', `a session limit of ${minutes} minutes (${settings.sessionMinutes.min} to ${settings.sessionMinutes.max})`);
  }
  return db.transaction(async (tx) => {
    const row = settledSession(await lockMemberRow(tx, memberId, now), now);
    const inForce = row.session_minutes;
    const later = new Date(now.getTime() + settings.coolingMs);
    let next: MemberRow;
    let applied: Applied;
    if (minutes === null) {
      if (inForce === null) [next, applied] = [{ ...row, session_pending_minutes: null, session_pending_at: null }, 'unchanged'];
      else if (row.session_pending_at && row.session_pending_minutes === null) [next, applied] = [row, 'unchanged'];
      else [next, applied] = [{ ...row, session_pending_minutes: null, session_pending_at: later }, 'pending'];
    } else if (inForce === null || minutes < inForce) {
      [next, applied] = [{ ...row, session_minutes: minutes, session_pending_minutes: null, session_pending_at: null }, 'now'];
    } else if (minutes === inForce) {
      [next, applied] = [{ ...row, session_pending_minutes: null, session_pending_at: null }, 'unchanged'];
    } else {
      [next, applied] = [{ ...row, session_pending_minutes: minutes, session_pending_at: later }, 'pending'];
    }
    await tx.query(
      'UPDATE rg_members SET session_minutes = $2, session_pending_minutes = $3, session_pending_at = $4, updated_at = $5 WHERE member_id = $1',
      [memberId, next.session_minutes, next.session_pending_minutes, next.session_pending_at, now],
    );
    return { applied, sessionLimit: await sessionLimitView(tx, next, memberId, now, sessionId) };
  });
}
