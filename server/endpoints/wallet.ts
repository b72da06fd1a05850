/** wallet (total balance) and merchantWallet (balance per game vendor). */
import { defineHandler } from '../http/handler.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { formatCents } from '../wallet/money.ts';

export const wallet = defineHandler({
  query: 'api/wallet.query',
  auth: 'required',
  async handle({ db, member }) {
    const found = await db.query<{ cents: number; symbol: string | null }>(
      `SELECT coalesce(sum(balance_cents), 0)::bigint AS cents,
              (SELECT currency_symbol FROM wallets WHERE member_id = $1 AND vendor = $2) AS symbol
         FROM wallets WHERE member_id = $1`,
      [member.memberId, MAIN_WALLET],
    );
    const row = found.rows[0];
    return { sumBalance: formatCents(row.cents), currencySymbol: row.symbol ?? '$' };
  },
});

export const merchantWallet = defineHandler({
  query: 'api/merchantWallet.query',
  auth: 'required',
  async handle({ db, member, tenantId }) {
    const found = await db.query<{ vendor: string; cents: number }>(
      `SELECT v.vassalage AS vendor, coalesce(w.balance_cents, 0) AS cents
         FROM (SELECT vassalage, min(category_order * 1000 + sort_order) AS position
                 FROM vendors WHERE tenant_id = $1 GROUP BY vassalage) v
         LEFT JOIN wallets w ON w.member_id = $2 AND w.vendor = v.vassalage
        ORDER BY v.position, v.vassalage`,
      [tenantId, member.memberId],
    );
    return { list: found.rows.map((r) => ({ vendor: r.vendor, balance: formatCents(r.cents) })) };
  },
});
