/**
 * The refusals of the responsible-gaming rules: each names what was refused and, for a limit,
 * which one and when it resets (value.limit, period, amount, used, left, resetsAt).
 */
import { ApiError } from '../http/api-error.ts';
import { formatCents } from '../wallet/money.ts';
import type { BreakKind, LimitKind, LimitPeriod } from './settings.ts';

/** What a member on a break is refused, each with its own code. */
export type BreakRefusal = 'deposit' | 'bet' | 'launch' | 'transfer' | 'promotion' | 'redRain';

const BREAK_CODES: Record<BreakRefusal, { code: string; what: string }> = {
  deposit: { code: 'E_RG_BREAK_DEPOSIT', what: 'Deposits are' },
  bet: { code: 'E_RG_BREAK_BET', what: 'Bets are' },
  launch: { code: 'E_RG_BREAK_LAUNCH', what: 'Games are' },
  transfer: { code: 'E_RG_BREAK_TRANSFER', what: 'Transfers into game wallets are' },
  promotion: { code: 'E_RG_BREAK_PROMOTION', what: 'Promotions are' },
  redRain: { code: 'E_RG_BREAK_RED_RAIN', what: 'Red envelopes are' },
};

export function onBreak(refused: BreakRefusal, kind: BreakKind, endsAt: Date | null): ApiError {
  const { code, what } = BREAK_CODES[refused];
  const name = kind === 'timeOut' ? 'a time-out' : 'a self-exclusion';
  const until = endsAt ? ` until ${endsAt.toISOString()}` : '';
  return new ApiError(403, code, `${what} closed during ${name}${until}; you can still see your statements and withdraw`, {
    kind,
    endsAt: endsAt ? endsAt.toISOString() : null,
  });
}

const LIMIT_CODES: Record<LimitKind, string> = { deposit: 'E_RG_DEPOSIT_LIMIT', loss: 'E_RG_LOSS_LIMIT', wager: 'E_RG_WAGER_LIMIT' };
const PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

export function limitReached(kind: LimitKind, period: LimitPeriod, amountCents: number, usedCents: number, resetsAt: Date): ApiError {
  const left = Math.max(0, amountCents - usedCents);
  return new ApiError(
    403,
    LIMIT_CODES[kind],
    `This would pass your ${PERIOD_WORDS[period]} ${kind} limit of ${formatCents(amountCents)} (${formatCents(left)} left); it resets at ${resetsAt.toISOString()}`,
    {
      limit: kind,
      period,
      amount: formatCents(amountCents),
      used: formatCents(usedCents),
      left: formatCents(left),
      resetsAt: resetsAt.toISOString(),
    },
  );
}

export function sessionLimitReached(minutes: number, startedAt: Date): ApiError {
  const endedAt = new Date(startedAt.getTime() + minutes * 60_000);
  return new ApiError(
    403,
    'E_RG_SESSION_LIMIT',
    `Your session limit of ${minutes} minutes was reached at ${endedAt.toISOString()}; sign in again later to play`,
    { minutes, sessionStartedAt: startedAt.toISOString(), endedAt: endedAt.toISOString() },
  );
}

export const notOffered = (field: string, what: string) =>
  new ApiError(400, 'E_RG_NOT_OFFERED', `${field}: ${what} is not offered here`, { field });
export const breakActive = (kind: BreakKind, endsAt: Date | null) =>
  new ApiError(409, 'E_RG_BREAK_ACTIVE', 'You are already on a break that ends later; a new break may only make it longer', {
    kind,
    endsAt: endsAt ? endsAt.toISOString() : null,
  });
export const noBreak = () => new ApiError(409, 'E_RG_NO_BREAK', 'You have no self-exclusion to end');
export const breakNotOver = (endsAt: Date | null) =>
  new ApiError(
    409,
    'E_RG_BREAK_NOT_OVER',
    endsAt ? `This break cannot be ended before ${endsAt.toISOString()}` : 'A permanent self-exclusion cannot be ended',
    { endsAt: endsAt ? endsAt.toISOString() : null },
  );
export const noPending = () => new ApiError(409, 'E_RG_NO_PENDING', 'This limit has no pending change');
