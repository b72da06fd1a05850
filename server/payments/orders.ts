/** Order numbers and payment-page tokens. */
import { createHash, randomBytes } from 'node:crypto';

function stamp(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/** D20261123 + 10 random hex digits (deposits), W... (withdrawals). */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  return `${prefix}${stamp(now)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
