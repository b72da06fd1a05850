/**
 * Transfers between the main wallet and a game vendor's wallet of the same member (merchant
 * wallet). One side is always MAIN, the other a vendor (vassalage) the tenant offers. Both rows
 * are locked in id order before the source balance is checked. One statement in the usual case
 * (lock, check, post), so the rows stay locked for as short a time as possible.
 */
import { randomUUID } from 'node:crypto';
import type { WalletTransferResponse } from '../../engine/config/types.gen.ts';
import { isConcurrencyConflict, type Db, type Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { ensureWallet, LedgerError, lockWallets, MAIN_WALLET, postTransaction } from '../wallet/ledger.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { requestHash, storedResponse, withIdempotency, type IdempotentRequest } from '../wallet/idempotency.ts';
import { insufficientFunds } from './withdraw.ts';

export interface TransferRequest {
  tenantId: string;
  memberId: number;
  from: string;
  to: string;
  amountCents: number;
  now: Date;
}

/** The transfer as walletTransfer answers it, with both balances after the move. */
export type TransferResult = WalletTransferResponse;

/**
 * The transfer as one statement, for when both purses exist: lock both rows (in id order), check
 * the vendor and the balance, post the ledger transaction (as postTransaction does). With `once`,
 * the same statement also stores the request's idempotency key and its response ($13 key, $14
 * request hash), and posts only when it stored the key: then it needs no transaction around it.
 */
function transferStatement(once: boolean): string {
  const onlyIfClaimed = once ? ', claimed' : '';
  return `WITH locked AS (
            SELECT id, vendor, balance_cents FROM wallets WHERE member_id = $3 AND vendor = ANY($4::text[]) ORDER BY id FOR UPDATE),
          known AS (SELECT EXISTS (SELECT 1 FROM vendors v WHERE v.tenant_id = $1 AND v.vassalage = $2) AS known),
          txn AS (
            SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id, f.id AS from_id, d.id AS to_id,
                   f.balance_cents AS from_before, d.balance_cents AS to_before
              FROM locked f, locked d, known
             WHERE f.vendor = $5 AND d.vendor = $6 AND f.balance_cents >= $7::bigint AND known.known),${
               once
                 ? `
          claimed AS (
            INSERT INTO idempotency_keys (member_id, key, request_hash, response)
            SELECT $3::bigint, $13::text, $14::text,
                   jsonb_build_object('from', $5::text, 'to', $6::text, 'amount', money_text($7::bigint),
                                      'fromBalance', money_text(from_before - $7::bigint), 'toBalance', money_text(to_before + $7::bigint))
              FROM txn
            ON CONFLICT (member_id, key) DO NOTHING RETURNING key),`
                 : ''
             }
          debit AS (
            INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
            SELECT from_id, -$7::bigint, $8::text, $9::text, $10::timestamptz, id FROM txn${onlyIfClaimed} RETURNING txn_id),
          credit AS (
            INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
            SELECT to_id, $7::bigint, $8::text, $9::text, $10::timestamptz, id FROM txn${onlyIfClaimed} RETURNING txn_id),
          posted AS (
            INSERT INTO ledger_transactions (id, tenant_id, member_id, category, kind, amount_cents, main_delta_cents, detail, created_at)
            SELECT id, $1::text, $3::bigint, 'transfer', $8::text, $7::bigint, $11::bigint, $12::jsonb, $10::timestamptz FROM txn${onlyIfClaimed}
            RETURNING id)
     SELECT l.id, l.vendor, l.balance_cents, known.known, (SELECT count(*) FROM txn) > 0 AS ready,
            (SELECT id FROM posted) AS txn_id, (SELECT count(*) FROM debit) + (SELECT count(*) FROM credit) AS entries
       FROM locked l, known`;
}

const TRANSFER = transferStatement(false);
const TRANSFER_ONCE = transferStatement(true);

interface StatementRow {
  id: number;
  vendor: string;
  balance_cents: number;
  known: boolean;
  /** both purses there, the vendor known, the money there */
  ready: boolean;
  txn_id: number | null;
}

/** What the statement needs besides its SQL: the request checked and its parameters in order. */
function plan(t: TransferRequest) {
  if ((t.from === MAIN_WALLET) === (t.to === MAIN_WALLET))
    throw apiErrors.badRequest('from, to: one side must be MAIN and the other a game vendor');
  const vendor = t.from === MAIN_WALLET ? t.to : t.from;
  const kind = t.from === MAIN_WALLET ? 'transfer-out' : 'transfer-in';
  const mainDeltaCents = t.from === MAIN_WALLET ? -t.amountCents : t.amountCents;
  const reference = `transfer:${randomUUID()}`;
  const params = [
    t.tenantId,
    vendor,
    t.memberId,
    [t.from, t.to],
    t.from,
    t.to,
    t.amountCents,
    kind,
    reference,
    t.now,
    mainDeltaCents,
    JSON.stringify({ from: t.from, to: t.to }),
  ];
  const unknownVendor = () => apiErrors.badRequest(`${t.from === MAIN_WALLET ? 'to' : 'from'}: no game vendor "${vendor}"`);
  return { vendor, kind, mainDeltaCents, reference, params, unknownVendor };
}

/** The answer of a posted transfer, from the balances the statement locked. */
function posted(t: TransferRequest, rows: StatementRow[]): TransferResult {
  const before = new Map(rows.map((row) => [row.vendor, row.balance_cents]));
  return {
    from: t.from,
    to: t.to,
    amount: formatCents(t.amountCents),
    fromBalance: formatCents(before.get(t.from)! - t.amountCents),
    toBalance: formatCents(before.get(t.to)! + t.amountCents),
  };
}

/**
 * The transfer endpoint's path: the transfer and its idempotency key in one statement that
 * commits on its own, so the two wallet rows stay locked for that statement only (with BEGIN and
 * COMMIT around it they stayed locked until the COMMIT's round trip came back, and under 16
 * concurrent transfers of one member that wait was most of a transfer's time;
 * scripts/bench-money.ts). A retry with the key gets the stored response; the same key with
 * another request is 409. A first transfer to a vendor, whose purse is made first, runs in a
 * transaction through withIdempotency.
 */
export async function transferOnce(db: Db, request: IdempotentRequest, t: TransferRequest): Promise<TransferResult> {
  const { params, unknownVendor } = plan(t);
  const hash = requestHash(request);
  const inTransaction = () => withIdempotency(db, request, (tx) => transfer(tx, t));
  let done: StatementRow[];
  try {
    done = (await db.query<StatementRow>(TRANSFER_ONCE, [...params, request.key, hash])).rows;
  } catch (error) {
    // a deadlock or serialization failure: the transaction path runs it again
    if (!isConcurrencyConflict(error)) throw error;
    return inTransaction();
  }
  if (done.length !== 2) return inTransaction();
  if (done[0].txn_id !== null) return posted(t, done);
  // Nothing moved: an earlier request with this key answers first (one that committed while this
  // statement waited for the wallet rows is seen here too), then the reason.
  const seen = await storedResponse<TransferResult>(db, request, hash);
  if (seen) return seen.response;
  if (!done[0].known) throw unknownVendor();
  if (!done[0].ready) throw insufficientFunds();
  return inTransaction();
}

/** Transfers inside the caller's transaction (withIdempotency's, or a test's). */
export async function transfer(tx: Queryable, t: TransferRequest): Promise<TransferResult> {
  const { vendor, kind, mainDeltaCents, reference, params, unknownVendor } = plan(t);
  const done = await tx.query<StatementRow>(TRANSFER, params);
  if (done.rows.length === 2) {
    if (!done.rows[0].known) throw unknownVendor();
    if (done.rows[0].txn_id === null) throw insufficientFunds();
    return posted(t, done.rows);
  }
  // A first transfer to this vendor: its purse is made first (never for a vendor the tenant lacks).
  const known = await tx.query('SELECT 1 FROM vendors WHERE tenant_id = $1 AND vassalage = $2 LIMIT 1', [t.tenantId, vendor]);
  if (known.rows.length === 0) throw unknownVendor();
  const fromId = await ensureWallet(tx, t.memberId, t.from);
  const toId = await ensureWallet(tx, t.memberId, t.to);
  const balances = await lockWallets(tx, [fromId, toId]);
  const fromBalance = balances.get(fromId) ?? 0;
  if (fromBalance < t.amountCents) throw insufficientFunds();
  try {
    await postTransaction(tx, {
      tenantId: t.tenantId,
      memberId: t.memberId,
      category: 'transfer',
      kind,
      amountCents: t.amountCents,
      mainDeltaCents,
      detail: { from: t.from, to: t.to },
      legs: [
        { walletId: fromId, amountCents: -t.amountCents, reference },
        { walletId: toId, amountCents: t.amountCents, reference },
      ],
      at: t.now,
    });
  } catch (error) {
    if (error instanceof LedgerError) throw insufficientFunds();
    throw error;
  }
  return {
    from: t.from,
    to: t.to,
    amount: formatCents(t.amountCents),
    fromBalance: formatCents(fromBalance - t.amountCents),
    toBalance: formatCents((balances.get(toId) ?? 0) + t.amountCents),
  };
}
