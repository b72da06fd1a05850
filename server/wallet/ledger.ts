/**
 * The wallet ledger: a balance changes only by posting an entry. The cached wallets.balance_cents
 * moves with it in the same transaction, and its CHECK constraint refuses any negative balance,
 * so concurrent debits cannot overdraw. An entry's reference is its idempotency key: posting the
 * same reference to the same wallet twice applies it once.
 */
import type { Queryable } from '../db/types.ts';

export const MAIN_WALLET = 'MAIN';

export class LedgerError extends Error {
  constructor(
    readonly code: 'E_INSUFFICIENT_FUNDS',
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface LedgerEntry {
  walletId: number;
  amountCents: number;
  /** what moved the money, e.g. 'opening-balance', 'deposit', 'transfer' */
  kind: string;
  /** idempotency key, unique per wallet */
  reference: string;
}

/** The member's wallet for a purse (MAIN or a vendor code), created empty when missing. */
export async function ensureWallet(tx: Queryable, memberId: number, vendor = MAIN_WALLET, currencySymbol = '$'): Promise<number> {
  await tx.query(
    'INSERT INTO wallets (member_id, vendor, currency_symbol) VALUES ($1, $2, $3) ON CONFLICT (member_id, vendor) DO NOTHING',
    [memberId, vendor, currencySymbol],
  );
  const found = await tx.query<{ id: number }>('SELECT id FROM wallets WHERE member_id = $1 AND vendor = $2', [memberId, vendor]);
  return found.rows[0].id;
}

function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';
}

/**
 * Posts one entry; call it inside db.transaction. Returns whether it was applied (false for a
 * repeated reference) and the balance after it.
 */
export async function postEntry(tx: Queryable, entry: LedgerEntry): Promise<{ applied: boolean; balanceCents: number }> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference) VALUES ($1, $2, $3, $4)
     ON CONFLICT (wallet_id, reference) DO NOTHING RETURNING id`,
    [entry.walletId, entry.amountCents, entry.kind, entry.reference],
  );
  if (inserted.rows.length === 0) {
    const current = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM wallets WHERE id = $1', [entry.walletId]);
    return { applied: false, balanceCents: current.rows[0].balance_cents };
  }
  try {
    const updated = await tx.query<{ balance_cents: number }>(
      'UPDATE wallets SET balance_cents = balance_cents + $2 WHERE id = $1 RETURNING balance_cents',
      [entry.walletId, entry.amountCents],
    );
    return { applied: true, balanceCents: updated.rows[0].balance_cents };
  } catch (error) {
    if (isCheckViolation(error)) throw new LedgerError('E_INSUFFICIENT_FUNDS', 'The balance is not enough for this amount');
    throw error;
  }
}
