/** Who may move money, and the tenant's payment limits in cents. */
import type { TenantConfig } from '../../engine/config/types.ts';
import { ApiError } from '../http/api-error.ts';
import { parseCents } from '../../engine/grammar/money.ts';

/** Member types that may deposit (SPEC section 6: 0, 1 and 2). */
const DEPOSIT_TYPES: readonly number[] = [0, 1, 2];
/** The trial (guest) type: no deposit, withdrawal or transfer. */
export const TRIAL_TYPE = 4 as const;

/** 403 E_FREE_REJECT; value.messageKey is the message the browser shows (free_reject). */
export const freeReject = () =>
  new ApiError(403, 'E_FREE_REJECT', 'Please login an actual account to use this function', { messageKey: 'free_reject' });

export function mayDeposit(type: number): boolean {
  return DEPOSIT_TYPES.includes(type);
}

export function assertMayDeposit(type: number): void {
  if (!mayDeposit(type)) throw freeReject();
}

/** Withdrawals and transfers: every type but trial. */
export function assertNotTrial(type: number): void {
  if (type === TRIAL_TYPE) throw freeReject();
}

export interface Channel {
  id: string;
  name: string;
  kind: TenantConfig['payments']['depositChannels'][number]['kind'];
  minCents: number;
  maxCents: number;
}

function cents(text: string): number {
  const value = parseCents(text);
  if (value === undefined) throw new Error(`Not an amount: ${text}`);
  return value;
}

export function channelsOf(tenant: TenantConfig): Channel[] {
  return tenant.payments.depositChannels.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    minCents: cents(c.min),
    maxCents: cents(c.max),
  }));
}

export function withdrawLimitsOf(tenant: TenantConfig): { minCents: number; maxCents: number; dailyMaxCents: number } {
  const w = tenant.payments.withdraw;
  return { minCents: cents(w.min), maxCents: cents(w.max), dailyMaxCents: cents(w.dailyMax) };
}

/** An amount field of a request in cents; 400 naming the field when it is not a positive amount. */
export function amountField(text: string, field = 'amount'): number {
  const value = parseCents(text);
  if (value === undefined || value <= 0)
    throw new ApiError(400, 'E_BAD_REQUEST', `${field}: must be a positive amount with at most 2 decimals`);
  return value;
}

export const outOfLimits = (field: string, min: string, max: string) =>
  new ApiError(400, 'E_AMOUNT_LIMIT', `${field}: must be between ${min} and ${max}`, { min, max });

/** Development-only pieces (demo payment page, review endpoint) are off when NODE_ENV is "production". */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}
