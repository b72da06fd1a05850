/**
 * The double-entry wallet ledger (schema: server/db/migrations/004_money.sql).
 *
 * A balance changes only by posting a ledger transaction: two or more entries that sum to zero,
 * typically a member wallet against a house account of the member's tenant (DEPOSIT_CLEARING,
 * WITHDRAW_PENDING, WITHDRAW_PAID, GAME, PROMOTIONS, ADJUSTMENTS), or a member's main wallet
 * against one of the member's vendor wallets. The database enforces the rules, whatever the
 * caller does: a trigger moves a member wallet's cached balance with every entry (so it always
 * equals the sum of its entries), the wallets CHECK refuses a negative balance, a deferred
 * trigger refuses a transaction whose entries do not sum to zero at COMMIT, and entries can be
 * neither updated nor deleted.
 *
 * Call everything here inside db.transaction. Callers that check a balance before debiting lock
 * the wallet rows first (lockWallets, in id order, so two requests never deadlock).
 */
import type { Queryable } from '../db/types.ts';

export const MAIN_WALLET = 'MAIN';

export type HouseAccount = 'DEPOSIT_CLEARING' | 'WITHDRAW_PENDING' | 'WITHDRAW_PAID' | 'GAME' | 'PROMOTIONS' | 'ADJUSTMENTS';

export type Category = 'deposit' | 'withdraw' | 'transfer' | 'bet' | 'win' | 'bonus' | 'adjust';

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
  /** what moved the money, e.g. 'opening-balance', 'slot-bet', 'slot-win', 'trial-credit' */
  kind: string;
  /** idempotency key, unique per wallet */
  reference: string;
  /** when it happened (default: now) */
  at?: Date;
}

/** The member's wallet for a purse (MAIN or a vendor code), created empty when missing. */
export async function ensureWallet(tx: Queryable, memberId: number, vendor = MAIN_WALLET, currencySymbol = '$'): Promise<number> {
  // One round trip in the usual cases (the wallet exists, or nobody else is creating it)
  const found = await tx.query<{ id: number }>(
    `WITH found AS (SELECT id FROM wallets WHERE member_id = $1 AND vendor = $2),
          made AS (INSERT INTO wallets (member_id, vendor, currency_symbol) SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM found)
                   ON CONFLICT (member_id, vendor) DO NOTHING RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM made`,
    [memberId, vendor, currencySymbol],
  );
  if (found.rows[0]) return found.rows[0].id;
  // Another transaction created it after this statement's snapshot: read it now that it is committed
  const again = await tx.query<{ id: number }>('SELECT id FROM wallets WHERE member_id = $1 AND vendor = $2', [memberId, vendor]);
  return again.rows[0].id;
}

/** A tenant's house account, created on first use. */
export async function houseWallet(tx: Queryable, tenantId: string, house: HouseAccount): Promise<number> {
  const found = await tx.query<{ id: number }>('SELECT id FROM wallets WHERE tenant_id = $1 AND house = $2', [tenantId, house]);
  if (found.rows[0]) return found.rows[0].id;
  await tx.query(
    `INSERT INTO wallets (member_id, tenant_id, house, vendor) VALUES (NULL, $1, $2, $2)
     ON CONFLICT (tenant_id, house) WHERE house IS NOT NULL DO NOTHING`,
    [tenantId, house],
  );
  const again = await tx.query<{ id: number }>('SELECT id FROM wallets WHERE tenant_id = $1 AND house = $2', [tenantId, house]);
  return again.rows[0].id;
}

/** Locks member wallet rows (FOR UPDATE, in id order); returns their balances by id. */
export async function lockWallets(tx: Queryable, walletIds: number[]): Promise<Map<number, number>> {
  // One statement: the rows are locked as the sort hands them over, so in id order
  const rows = await tx.query<{ id: number; balance_cents: number }>(
    'SELECT id, balance_cents FROM wallets WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [[...new Set(walletIds)]],
  );
  return new Map(rows.rows.map((row) => [row.id, row.balance_cents]));
}

function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';
}

function categoryOfKind(kind: string): Category {
  if (kind.endsWith('-bet')) return 'bet';
  if (kind.endsWith('-win')) return 'win';
  if (kind === 'opening-balance' || kind === 'trial-credit' || kind === 'bonus') return 'bonus';
  return 'adjust';
}

function houseOfCategory(category: Category): HouseAccount {
  if (category === 'bet' || category === 'win') return 'GAME';
  if (category === 'bonus') return 'PROMOTIONS';
  return 'ADJUSTMENTS';
}

export interface Leg {
  walletId: number;
  amountCents: number;
  /** unique per wallet; a leg whose reference exists in its wallet makes the whole post a no-op */
  reference: string;
}

export interface LedgerTransaction {
  tenantId: string;
  /** the member this transaction concerns (records, totals); null for none */
  memberId: number | null;
  category: Category;
  kind: string;
  /** positive size of the move, as records show it */
  amountCents: number;
  /** how much the member's main wallet moves (signed) */
  mainDeltaCents: number;
  roundRef?: string | null;
  orderNo?: string | null;
  detail?: Record<string, unknown>;
  /** the first leg's reference decides idempotency: when it exists nothing is posted */
  legs: Leg[];
  at?: Date;
}

/**
 * Posts one balanced transaction; returns its id, or null when the first leg's reference was
 * posted before (then nothing moves). Throws LedgerError when a member wallet would go negative.
 */
export async function postTransaction(tx: Queryable, txn: LedgerTransaction): Promise<number | null> {
  const sum = txn.legs.reduce((total, leg) => total + leg.amountCents, 0);
  if (txn.legs.length < 2 || sum !== 0) throw new Error(`A ledger transaction needs two or more legs summing to zero (got ${sum})`);
  if (txn.legs.some((leg) => !Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0)) {
    throw new Error('Every leg moves a whole, non-zero number of cents');
  }
  const at = txn.at ?? new Date();
  const [first, ...rest] = txn.legs;
  try {
    // One statement, one round trip (issue 11, money path): the id, the first entry (a repeated
    // reference inserts nothing, and then nothing else is inserted), the other entries and the
    // transaction row, whose foreign key is checked at COMMIT like the entries' sum. The entries'
    // trigger moves the cached balances within the statement; a negative one fails it (23514).
    const posted = await tx.query<{ id: number | null }>(
      `WITH txn AS (SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id),
            first AS (
              INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
              SELECT $1::bigint, $2::bigint, $3::text, $4::text, $5::timestamptz, txn.id FROM txn
              ON CONFLICT (wallet_id, reference) DO NOTHING RETURNING txn_id),
            rest AS (
              INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
              SELECT l.wallet_id, l.amount_cents, $3::text, l.reference, $5::timestamptz, first.txn_id
                FROM first, unnest($6::bigint[], $7::bigint[], $8::text[]) AS l (wallet_id, amount_cents, reference)
              RETURNING 1),
            posted AS (
              INSERT INTO ledger_transactions (id, tenant_id, member_id, category, kind, amount_cents, main_delta_cents, round_ref, order_no, detail, created_at)
              SELECT first.txn_id, $9::text, $10::bigint, $11::text, $3::text, $12::bigint, $13::bigint, $14::text, $15::text, $16::jsonb, $5::timestamptz
                FROM first
              RETURNING id)
       SELECT (SELECT id FROM posted) AS id, (SELECT count(*) FROM rest) AS legs`,
      [
        first.walletId,
        first.amountCents,
        txn.kind,
        first.reference,
        at,
        rest.map((leg) => leg.walletId),
        rest.map((leg) => leg.amountCents),
        rest.map((leg) => leg.reference),
        txn.tenantId,
        txn.memberId,
        txn.category,
        txn.amountCents,
        txn.mainDeltaCents,
        txn.roundRef ?? null,
        txn.orderNo ?? null,
        JSON.stringify(txn.detail ?? {}),
      ],
    );
    const id = posted.rows[0]?.id;
    return id === null || id === undefined ? null : Number(id);
  } catch (error) {
    if (isCheckViolation(error)) throw new LedgerError('E_INSUFFICIENT_FUNDS', 'The balance is not enough for this amount');
    throw error;
  }
}

/**
 * Posts one entry to a member wallet against the tenant's house account for its kind (bets and
 * wins against GAME, opening balances and trial credits against PROMOTIONS, anything else
 * against ADJUSTMENTS). Returns whether it was applied (false for a repeated reference) and the
 * wallet's balance after it.
 */
export async function postEntry(tx: Queryable, entry: LedgerEntry): Promise<{ applied: boolean; balanceCents: number }> {
  const owner = await tx.query<{ member_id: number; vendor: string; tenant_id: string }>(
    'SELECT w.member_id, w.vendor, m.tenant_id FROM wallets w JOIN members m ON m.id = w.member_id WHERE w.id = $1',
    [entry.walletId],
  );
  const wallet = owner.rows[0];
  if (!wallet) throw new Error(`No member wallet ${entry.walletId}`);
  const category = categoryOfKind(entry.kind);
  const house = await houseWallet(tx, wallet.tenant_id, houseOfCategory(category));
  const round = /^(round:.+):(bet|win)$/.exec(entry.reference);
  const txnId = await postTransaction(tx, {
    tenantId: wallet.tenant_id,
    memberId: wallet.member_id,
    category,
    kind: entry.kind,
    amountCents: Math.abs(entry.amountCents),
    mainDeltaCents: wallet.vendor === MAIN_WALLET ? entry.amountCents : 0,
    roundRef: round ? round[1] : null,
    legs: [
      { walletId: entry.walletId, amountCents: entry.amountCents, reference: entry.reference },
      { walletId: house, amountCents: -entry.amountCents, reference: `w${entry.walletId}:${entry.reference}` },
    ],
    at: entry.at,
  });
  const current = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM wallets WHERE id = $1', [entry.walletId]);
  return { applied: txnId !== null, balanceCents: current.rows[0].balance_cents };
}
