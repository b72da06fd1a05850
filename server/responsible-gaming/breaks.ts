/**
 * Breaks: a time-out (24 h, 1 week, 6 weeks) ends by itself; a self-exclusion (6 months, 1 year,
 * 5 years, permanent) never ends by itself: after its term the member asks, and it ends a delay
 * later (the tenant's selfExclusionEndDelayHours, at least 24). Neither can be ended or shortened
 * early: during a break, a new one is taken only when it ends later (a self-exclusion may follow
 * a time-out; a time-out never replaces a self-exclusion).
 */
import type { RgBreak } from '../../engine/config/types.gen.ts';
import type { Db } from '../db/types.ts';
import { breakActive, breakNotOver, noBreak, notOffered } from './errors.ts';
import { breakEnd, type BreakDuration, type BreakKind, type RgSettings } from './settings.ts';
import { activeBreak, MEMBER_COLUMNS, type ActiveBreak, type MemberRow } from './state.ts';

/** A break as the API shows it (rgStatus, rgBreakStart, rgBreakEndRequest). */
export type BreakView = RgBreak;

/** The earliest a break can be over: a time-out's end; a self-exclusion's requested end, else its term. */
export function breakDisplayEnd(current: ActiveBreak): Date | null {
  if (current.kind === 'selfExclusion' && current.endRequest) return current.endRequest.effectiveAt;
  return current.endsAt;
}

export function breakView(current: ActiveBreak, now: Date): BreakView {
  return {
    kind: current.kind,
    duration: current.duration,
    startedAt: current.startedAt.toISOString(),
    endsAt: current.endsAt ? current.endsAt.toISOString() : null,
    endRequest: current.endRequest
      ? { requestedAt: current.endRequest.requestedAt.toISOString(), effectiveAt: current.endRequest.effectiveAt.toISOString() }
      : null,
    canRequestEnd: current.kind === 'selfExclusion' && current.endsAt !== null && current.endsAt <= now && current.endRequest === null,
  };
}

/** The member's row, created when missing, locked for the rest of the transaction. */
export async function lockMemberRow(tx: Pick<Db, 'query'>, memberId: number, now: Date): Promise<MemberRow> {
  await tx.query('INSERT INTO rg_members (member_id, updated_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING', [memberId, now]);
  const found = await tx.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM rg_members WHERE member_id = $1 FOR UPDATE`, [memberId]);
  return found.rows[0];
}

const FOREVER = Number.POSITIVE_INFINITY;

export async function startBreak(
  db: Db,
  settings: RgSettings,
  memberId: number,
  kind: BreakKind,
  duration: BreakDuration,
  now: Date,
): Promise<BreakView> {
  const offered = kind === 'timeOut' ? settings.timeOuts : settings.selfExclusions;
  if (!settings.tools.has(kind)) throw notOffered('kind', kind);
  if (!offered.includes(duration)) throw notOffered('duration', `${duration} for ${kind}`);
  const endsAt = breakEnd(duration, now);
  return db.transaction(async (tx) => {
    const row = await lockMemberRow(tx, memberId, now);
    const current = activeBreak(row, now);
    if (current) {
      // a self-exclusion past its term lasts until its end is asked for and comes
      const currentEnd =
        current.kind === 'selfExclusion' ? (current.endRequest?.effectiveAt.getTime() ?? FOREVER) : current.endsAt!.getTime();
      const newEnd = endsAt ? endsAt.getTime() : FOREVER;
      const weaker = current.kind === 'selfExclusion' && kind === 'timeOut';
      if (weaker || newEnd <= currentEnd) throw breakActive(current.kind, breakDisplayEnd(current));
    }
    await tx.query(
      `UPDATE rg_members SET break_kind = $2, break_duration = $3, break_started_at = $4, break_ends_at = $5,
              break_end_requested_at = NULL, break_end_effective_at = NULL, updated_at = $4 WHERE member_id = $1`,
      [memberId, kind, duration, now, endsAt],
    );
    return breakView({ kind, duration, startedAt: now, endsAt, endRequest: null }, now);
  });
}

export async function requestBreakEnd(db: Db, settings: RgSettings, memberId: number, now: Date): Promise<BreakView> {
  return db.transaction(async (tx) => {
    const row = await lockMemberRow(tx, memberId, now);
    const current = activeBreak(row, now);
    if (!current) throw noBreak();
    if (current.kind === 'timeOut') throw breakNotOver(current.endsAt);
    if (current.endsAt === null || current.endsAt > now) throw breakNotOver(current.endsAt);
    if (current.endRequest) return breakView(current, now);
    const effectiveAt = new Date(now.getTime() + settings.endDelayMs);
    await tx.query('UPDATE rg_members SET break_end_requested_at = $2, break_end_effective_at = $3, updated_at = $2 WHERE member_id = $1', [
      memberId,
      now,
      effectiveAt,
    ]);
    return breakView({ ...current, endRequest: { requestedAt: now, effectiveAt } }, now);
  });
}
