/**
 * Transfers between the main wallet and a game vendor's wallet of the same member (merchant
 * wallet). One side is always MAIN, the other a vendor (vassalage) the tenant offers. Both rows
 * are locked in id order before the source balance is checked. One statement in the usual case
 * (lock, check, post), so the rows stay locked for as short a time as possible.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { ensureWallet, LedgerError, lockWallets, MAIN_WALLET, postTransaction } from '../wallet/ledger.ts';
import { formatCents } from '../wallet/money.ts';
import { insufficientFunds } from './withdraw.ts';

export interface TransferRequest {
  tenantId: string;
  memberId: number;
  from: string;
  to: string;
  amountCents: number;
  now: Date;
}

export interface TransferResult {
  from: string;
  to: string;
  amount: string;
  /** balances after the move */
  fromBalance: string;
  toBalance: string;
}

export async function transfer(tx: Queryable, t: TransferRequest): Promise<TransferResult> {
  if ((t.from === MAIN_WALLET) === (t.to === MAIN_WALLET))
    throw apiErrors.badRequest('from, to: one side must be MAIN and the other a game vendor');
  const vendor = t.from === MAIN_WALLET ? t.to : t.from;
  const unknownVendor = () => apiErrors.badRequest(`${t.from === MAIN_WALLET ? 'to' : 'from'}: no game vendor "${vendor}"`);
  const kind = t.from === MAIN_WALLET ? 'transfer-out' : 'transfer-in';
  const mainDeltaCents = t.from === MAIN_WALLET ? -t.amountCents : t.amountCents;
  const reference = `transfer:${randomUUID()}`;
  // Usually both purses exist: one statement locks both rows (in id order), checks the vendor and
  // the balance, and posts the ledger transaction (as postTransaction does), so the rows stay
  // locked for that statement and the COMMIT only.
  const done = await tx.query<{ id: number; vendor: string; balance_cents: number; known: boolean; txn_id: number | null }>(
    `WITH locked AS (
            SELECT id, vendor, balance_cents FROM wallets WHERE member_id = $3 AND vendor = ANY($4::text[]) ORDER BY id FOR UPDATE),
          known AS (SELECT EXISTS (SELECT 1 FROM vendors v WHERE v.tenant_id = $1 AND v.vassalage = $2) AS known),
          txn AS (
            SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id, f.id AS from_id, d.id AS to_id
              FROM locked f, locked d, known
             WHERE f.vendor = $5 AND d.vendor = $6 AND f.balance_cents >= $7::bigint AND known.known),
          debit AS (
            INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
            SELECT from_id, -$7::bigint, $8::text, $9::text, $10::timestamptz, id FROM txn RETURNING txn_id),
          credit AS (
            INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
            SELECT to_id, $7::bigint, $8::text, $9::text, $10::timestamptz, id FROM txn RETURNING txn_id),
          posted AS (
            INSERT INTO ledger_transactions (id, tenant_id, member_id, category, kind, amount_cents, main_delta_cents, detail, created_at)
            SELECT id, $1::text, $3::bigint, 'transfer', $8::text, $7::bigint, $11::bigint, $12::jsonb, $10::timestamptz FROM txn
            RETURNING id)
     SELECT l.id, l.vendor, l.balance_cents, known.known,
            (SELECT id FROM posted) AS txn_id, (SELECT count(*) FROM debit) + (SELECT count(*) FROM credit) AS entries
       FROM locked l, known`,
    [
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
    ],
  );
  if (done.rows.length === 2) {
    if (!done.rows[0].known) throw unknownVendor();
    const before = new Map(done.rows.map((row) => [row.vendor, row.balance_cents]));
    if (done.rows[0].txn_id === null) throw insufficientFunds();
    return {
      from: t.from,
      to: t.to,
      amount: formatCents(t.amountCents),
      fromBalance: formatCents(before.get(t.from)! - t.amountCents),
      toBalance: formatCents(before.get(t.to)! + t.amountCents),
    };
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
