/**
 * Transfers between the main wallet and a game vendor's wallet of the same member (merchant
 * wallet). One side is always MAIN, the other a vendor (vassalage) the tenant offers. Both rows
 * are locked in id order before the source balance is checked. Two statements in the usual case
 * (check and lock, then post), so the rows stay locked for as short a time as possible.
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
  // Usually both purses exist: one statement checks the vendor and locks both rows (in id order).
  const locked = await tx.query<{ id: number; vendor: string; balance_cents: number; known: boolean }>(
    `SELECT w.id, w.vendor, w.balance_cents, EXISTS (SELECT 1 FROM vendors v WHERE v.tenant_id = $1 AND v.vassalage = $2) AS known
       FROM wallets w WHERE w.member_id = $3 AND w.vendor = ANY($4::text[]) ORDER BY w.id FOR UPDATE OF w`,
    [t.tenantId, vendor, t.memberId, [t.from, t.to]],
  );
  let fromId: number;
  let toId: number;
  let balances: Map<number, number>;
  if (locked.rows.length === 2) {
    if (!locked.rows[0].known) throw unknownVendor();
    const byVendor = new Map(locked.rows.map((row) => [row.vendor, row]));
    fromId = byVendor.get(t.from)!.id;
    toId = byVendor.get(t.to)!.id;
    balances = new Map(locked.rows.map((row) => [row.id, row.balance_cents]));
  } else {
    // A first transfer to this vendor: its purse is made first (never for a vendor the tenant lacks).
    const known = await tx.query('SELECT 1 FROM vendors WHERE tenant_id = $1 AND vassalage = $2 LIMIT 1', [t.tenantId, vendor]);
    if (known.rows.length === 0) throw unknownVendor();
    fromId = await ensureWallet(tx, t.memberId, t.from);
    toId = await ensureWallet(tx, t.memberId, t.to);
    balances = await lockWallets(tx, [fromId, toId]);
  }
  const fromBalance = balances.get(fromId) ?? 0;
  if (fromBalance < t.amountCents) throw insufficientFunds();
  const reference = `transfer:${randomUUID()}`;
  try {
    await postTransaction(tx, {
      tenantId: t.tenantId,
      memberId: t.memberId,
      category: 'transfer',
      kind: t.from === MAIN_WALLET ? 'transfer-out' : 'transfer-in',
      amountCents: t.amountCents,
      mainDeltaCents: t.from === MAIN_WALLET ? -t.amountCents : t.amountCents,
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
