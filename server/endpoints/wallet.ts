/** wallet (total balance) and merchantWallet (balance per game vendor). */
import { defineEndpoint } from '../http/handler.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { formatCents } from '../../engine/grammar/money.ts';

export const wallet = defineEndpoint('wallet', {
  auth: 'required',
  // The busiest read of the site: the balance comes with the session check, in one statement
  withSession: `(SELECT coalesce(sum(balance_cents), 0) FROM wallets WHERE member_id = m.id)::bigint AS cents,
    (SELECT currency_symbol FROM wallets WHERE member_id = m.id AND vendor = '${MAIN_WALLET}') AS symbol`,
  async handle({ member }) {
    const { cents, symbol } = member.read as { cents: number; symbol: string | null };
    return { sumBalance: formatCents(cents), currencySymbol: symbol ?? '$' };
  },
});

export const merchantWallet = defineEndpoint('merchantWallet', {
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
