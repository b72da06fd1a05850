/**
 * The team versions of the member records: the account record of every member of the team
 * (the agent included, each row naming its member), the team's bets per game round, and profit
 * and loss per team member. Same paging as the member records: keyset cursors, totals of the
 * whole range from the per-day roll-up.
 */
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { keysetPage, txnEntry, type Paging, type TxnRow } from '../records/queries.ts';
import type { DayRange } from '../records/range.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { gameResult } from './figures.ts';
import { MONEY_SQL, showMoney, type Money } from './team.ts';

/** `member_tree` rows of the team: the agent's downlines, plus the agent itself when withSelf. */
function teamScope(withSelf: boolean, agentParam: string, memberParam: string | null): string {
  const member = memberParam ? ` AND tt.member_id = ${memberParam}` : '';
  return `SELECT tt.member_id FROM member_tree tt WHERE tt.ancestor_id = ${agentParam} AND tt.depth >= ${withSelf ? 0 : 1}${member}`;
}

/** The team's account record: the agent's and every downline's transactions, newest first. */
export async function teamAccountRecords(
  db: Queryable,
  agentId: number,
  memberId: number | null,
  range: DayRange,
  types: readonly string[],
  paging: Paging,
) {
  const totals = await db.query<{ n: number; credit: number; debit: number }>(
    `SELECT coalesce(sum(d.tx_count), 0)::bigint AS n, coalesce(sum(d.credit_cents), 0)::bigint AS credit, coalesce(sum(d.debit_cents), 0)::bigint AS debit
       FROM member_daily d WHERE d.member_id IN (${teamScope(true, '$1', memberId ? '$5' : null)})
        AND d.day >= $2::date AND d.day <= $3::date AND d.category = ANY($4::text[])`,
    memberId ? [agentId, range.startDate, range.endDate, types, memberId] : [agentId, range.startDate, range.endDate, types],
  );
  const t = totals.rows[0];
  const params: unknown[] = [agentId, range.from, range.until, types];
  if (memberId) params.push(memberId);
  const { rows, page } = await keysetPage<TxnRow & { account: string }>(
    db,
    paging,
    t.n,
    't',
    params,
    ({ keyset, order }) =>
      `SELECT t.id, t.created_at::text AS at, t.created_at, t.category, t.kind, t.amount_cents, t.main_delta_cents, t.order_no, m.account,
              CASE WHEN t.kind = 'withdraw-hold' THEN (SELECT w.status FROM withdrawals w WHERE w.order_no = t.order_no) END AS withdrawal_status
         FROM ledger_transactions t JOIN members m ON m.id = t.member_id
        WHERE t.member_id IN (${teamScope(true, '$1', memberId ? '$5' : null)})
          AND t.created_at >= $2 AND t.created_at < $3 AND t.category = ANY($4::text[]) ${keyset}
        ${order}`,
  );
  return {
    list: rows.map((r) => ({ ...txnEntry(r), account: r.account })),
    ...page,
    totals: { count: t.n, credit: formatCents(t.credit), debit: formatCents(t.debit), net: formatCents(t.credit - t.debit) },
  };
}

interface BetRow {
  id: number;
  at: string;
  created_at: Date;
  account: string;
  bet_cents: number;
  win_cents: number;
  round_ref: string;
  category: string | null;
  game_name: string | null;
  vendor: string | null;
}

/** The team's bets (downlines only), one row per game round, newest first. */
export async function teamBets(db: Queryable, agentId: number, memberId: number | null, range: DayRange, paging: Paging) {
  const scopeParams = memberId ? [agentId, range.startDate, range.endDate, memberId] : [agentId, range.startDate, range.endDate];
  const totals = await db.query<{ n: number; bet: number; win: number }>(
    `SELECT coalesce(sum(d.tx_count) FILTER (WHERE d.category = 'bet'), 0)::bigint AS n,
            coalesce(sum(d.amount_cents) FILTER (WHERE d.category = 'bet'), 0)::bigint AS bet,
            coalesce(sum(d.amount_cents) FILTER (WHERE d.category = 'win'), 0)::bigint AS win
       FROM member_daily d WHERE d.member_id IN (${teamScope(false, '$1', memberId ? '$4' : null)})
        AND d.day >= $2::date AND d.day <= $3::date AND d.category IN ('bet', 'win')`,
    scopeParams,
  );
  const t = totals.rows[0];
  const params: unknown[] = [agentId, range.from, range.until];
  if (memberId) params.push(memberId);
  const { rows, page } = await keysetPage<BetRow>(
    db,
    paging,
    t.n,
    'b',
    params,
    ({ keyset, order }) =>
      `SELECT b.id, b.created_at::text AS at, b.created_at, m.account, b.amount_cents AS bet_cents, b.round_ref,
              coalesce((SELECT sum(w.amount_cents) FROM ledger_transactions w
                         WHERE w.member_id = b.member_id AND w.round_ref = b.round_ref AND w.category = 'win'), 0)::bigint AS win_cents,
              coalesce(b.detail->>'gameCategory', v.game_category) AS category, g.game_name, v.vassalage AS vendor
         FROM ledger_transactions b JOIN members m ON m.id = b.member_id
         LEFT JOIN game_rounds r ON r.member_id = b.member_id AND r.idempotency_key = substr(b.round_ref, 7)
         LEFT JOIN games g ON g.id = r.game_id
         LEFT JOIN vendors v ON v.id = g.vendor_id
        WHERE b.member_id IN (${teamScope(false, '$1', memberId ? '$4' : null)}) AND b.category = 'bet' AND b.round_ref IS NOT NULL
          AND b.created_at >= $2 AND b.created_at < $3 ${keyset}
        ${order}`,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      roundId: r.round_ref.slice('round:'.length),
      account: r.account,
      createdAt: new Date(r.created_at).toISOString(),
      category: r.category,
      gameName: r.game_name,
      vendor: r.vendor,
      bet: formatCents(r.bet_cents),
      win: formatCents(r.win_cents),
      gameResult: formatCents(gameResult({ win: r.win_cents, bet: r.bet_cents })),
    })),
    ...page,
    totals: { count: t.n, bet: formatCents(t.bet), win: formatCents(t.win), gameResult: formatCents(gameResult(t)) },
  };
}

/** Control characters and lone surrogates: no account name holds them, and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const UNSTORABLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function decodeAccountCursor(text: string): [string, number] {
  try {
    const [account, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof account === 'string' && account.length <= 64 && !UNSTORABLE.test(account) && Number.isSafeInteger(id))
      return [account, id as number];
  } catch {
    // falls through
  }
  throw apiErrors.badRequest('cursor: is not a cursor this server returned');
}

/** Profit and loss per team member with activity in the range, by username, and the team's totals. */
export async function teamPnl(db: Queryable, agentId: number, memberId: number | null, range: DayRange, paging: Paging) {
  const scope = teamScope(false, '$1', memberId ? '$4' : null);
  const base = memberId ? [agentId, range.startDate, range.endDate, memberId] : [agentId, range.startDate, range.endDate];
  const totals = await db.query<Money & { n: number }>(
    `SELECT ${MONEY_SQL}, count(DISTINCT d.member_id)::int AS n
       FROM member_daily d WHERE d.member_id IN (${scope}) AND d.day >= $2::date AND d.day <= $3::date`,
    base,
  );
  const values: unknown[] = [...base, paging.pageSize];
  const limit = `$${values.length}`;
  let keyset = '';
  let offset = 0;
  if (paging.cursor) {
    const [account, id] = decodeAccountCursor(paging.cursor);
    values.push(account.toLowerCase(), id);
    keyset = `AND (lower(m.account), m.id) > ($${values.length - 1}::text, $${values.length}::bigint)`;
  } else {
    offset = (paging.pageNo - 1) * paging.pageSize;
  }
  const rows = await db.query<Money & { member_id: number; account: string; level: number }>(
    `SELECT m.id AS member_id, m.account, t.depth AS level, ${MONEY_SQL}
       FROM member_tree t JOIN members m ON m.id = t.member_id JOIN member_daily d ON d.member_id = t.member_id
      WHERE t.ancestor_id = $1 AND t.member_id IN (${scope}) AND d.day >= $2::date AND d.day <= $3::date ${keyset}
      GROUP BY m.id, m.account, t.depth
      ORDER BY lower(m.account), m.id LIMIT ${limit} OFFSET ${offset}`,
    values,
  );
  const total = totals.rows[0];
  const last = rows.rows[rows.rows.length - 1];
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    list: rows.rows.map((r) => ({ memberId: r.member_id, account: r.account, level: r.level, ...showMoney(r) })),
    totals: showMoney(total),
    pageNum: paging.pageNo,
    totalPages: Math.ceil(total.n / paging.pageSize),
    total: total.n,
    nextCursor:
      last && rows.rows.length === paging.pageSize
        ? Buffer.from(JSON.stringify([last.account, last.member_id])).toString('base64url')
        : null,
  };
}
