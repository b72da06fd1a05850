/**
 * Member records, read from the ledger: the account record (every transaction that concerns the
 * member), the betting record (bets and wins grouped per game round) and profit and loss per
 * day. Lists are paged on the server (offset by pageNo, or keyset by the cursor a page returns)
 * over the (member_id, created_at, id) indexes; totals and page counts come from the per-day
 * roll-up member_daily, so a member with a long history still answers in milliseconds.
 */
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import type { AnswerOf } from '../http/handler.ts';
import type { Category } from '../wallet/ledger.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { isCursorTime, type DayRange } from './range.ts';

export const RECORD_TYPES: readonly Category[] = ['deposit', 'withdraw', 'transfer', 'bet', 'win', 'bonus', 'adjust'];

export interface Paging {
  pageNo: number;
  pageSize: number;
  /** keyset cursor from a previous page's nextCursor; when set, pageNo only labels the page */
  cursor?: string;
}

interface Cursor {
  at: string;
  id: number;
}

function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && isCursorTime(at) && Number.isSafeInteger(id)) return { at, id: id as number };
  } catch {
    // falls through
  }
  throw apiErrors.badRequest('cursor: is not a cursor this server returned');
}

/**
 * One page of a record list, newest first by (created_at, id) of the table aliased `alias`: after
 * the keyset cursor when there is one, else by offset. `select` gets the keyset condition (to
 * AND into its WHERE) and the ORDER BY, LIMIT and OFFSET clause; `params` are its own $1... values.
 * Also returns the paging fields of the response, with the next page's cursor when this one is full.
 */
export async function keysetPage<Row extends { id: number; at: string }>(
  db: Queryable,
  paging: Paging,
  total: number,
  alias: string,
  params: unknown[],
  select: (clauses: { keyset: string; order: string }) => string,
) {
  const values = [...params, paging.pageSize];
  const limit = `$${values.length}`;
  let keyset = '';
  let offset = 0;
  if (paging.cursor) {
    const cursor = decodeCursor(paging.cursor);
    values.push(cursor.at, cursor.id);
    keyset = `AND (${alias}.created_at, ${alias}.id) < ($${values.length - 1}::timestamptz, $${values.length})`;
  } else {
    offset = (paging.pageNo - 1) * paging.pageSize;
  }
  const order = `ORDER BY ${alias}.created_at DESC, ${alias}.id DESC LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await db.query<Row>(select({ keyset, order }), values);
  const last = rows[rows.length - 1];
  return {
    rows,
    page: {
      pageNum: paging.pageNo,
      totalPages: Math.ceil(total / paging.pageSize),
      total,
      nextCursor: last && rows.length === paging.pageSize ? encodeCursor(last.at, last.id) : null,
    },
  };
}

interface Totals {
  count: number;
  credit: number;
  debit: number;
  amount: number;
}

async function dailyTotals(db: Queryable, memberId: number, range: DayRange, types: readonly string[]): Promise<Map<string, Totals>> {
  const rows = await db.query<{ category: string; n: number; credit: number; debit: number; amount: number }>(
    `SELECT category, sum(tx_count)::bigint AS n, sum(credit_cents)::bigint AS credit, sum(debit_cents)::bigint AS debit, sum(amount_cents)::bigint AS amount
       FROM member_daily WHERE member_id = $1 AND day >= $2::date AND day <= $3::date AND category = ANY($4::text[])
      GROUP BY category`,
    [memberId, range.startDate, range.endDate, types],
  );
  return new Map(rows.rows.map((r) => [r.category, { count: r.n, credit: r.credit, debit: r.debit, amount: r.amount }]));
}

function sumTotals(values: Iterable<Totals>): Totals {
  const total = { count: 0, credit: 0, debit: 0, amount: 0 };
  for (const t of values) {
    total.count += t.count;
    total.credit += t.credit;
    total.debit += t.debit;
    total.amount += t.amount;
  }
  return total;
}

/** A ledger transaction as the account records read it, with a withdrawal's own status (the member's and the team's). */
export interface TxnRow {
  id: number;
  at: string;
  created_at: Date;
  category: Category;
  kind: string;
  amount_cents: number;
  main_delta_cents: number;
  order_no: string | null;
  withdrawal_status: Exclude<AnswerOf<'accountRecord'>['list'][number]['status'], 'success'> | null;
}

/** A transaction's entry in an account record. */
export function txnEntry(r: TxnRow) {
  return {
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    type: r.category,
    kind: r.kind,
    amount: formatCents(r.amount_cents),
    change: formatCents(r.main_delta_cents),
    orderNo: r.order_no,
    status: r.withdrawal_status ?? ('success' as const),
  };
}

export async function accountRecords(db: Queryable, memberId: number, range: DayRange, types: readonly string[], paging: Paging) {
  const totals = sumTotals((await dailyTotals(db, memberId, range, types)).values());
  const { rows, page } = await keysetPage<TxnRow & { detail: Record<string, unknown> }>(
    db,
    paging,
    totals.count,
    't',
    [memberId, range.from, range.until, types],
    ({ keyset, order }) =>
      `SELECT t.id, t.created_at::text AS at, t.created_at, t.category, t.kind, t.amount_cents, t.main_delta_cents, t.order_no, t.detail,
            CASE WHEN t.kind = 'withdraw-hold' THEN (SELECT w.status FROM withdrawals w WHERE w.order_no = t.order_no) END AS withdrawal_status
       FROM ledger_transactions t
      WHERE t.member_id = $1 AND t.created_at >= $2 AND t.created_at < $3 AND t.category = ANY($4::text[]) ${keyset}
      ${order}`,
  );
  const list = rows.map((r) => ({
    ...txnEntry(r),
    ...(typeof r.detail.from === 'string' ? { from: r.detail.from } : {}),
    ...(typeof r.detail.to === 'string' ? { to: r.detail.to } : {}),
  }));
  return {
    list,
    ...page,
    totals: {
      count: totals.count,
      credit: formatCents(totals.credit),
      debit: formatCents(totals.debit),
      net: formatCents(totals.credit - totals.debit),
    },
  };
}

interface BetRow {
  id: number;
  at: string;
  created_at: Date;
  bet_cents: number;
  win_cents: number;
  round_ref: string;
  round_kind: string | null;
  game_name: string | null;
  vendor: string | null;
}

export async function bettingRecords(db: Queryable, memberId: number, range: DayRange, paging: Paging) {
  const daily = await dailyTotals(db, memberId, range, ['bet', 'win']);
  const bets = daily.get('bet') ?? { count: 0, credit: 0, debit: 0, amount: 0 };
  const wins = daily.get('win') ?? { count: 0, credit: 0, debit: 0, amount: 0 };
  const { rows, page } = await keysetPage<BetRow>(
    db,
    paging,
    bets.count,
    'b',
    [memberId, range.from, range.until],
    ({ keyset, order }) =>
      `SELECT b.id, b.created_at::text AS at, b.created_at, b.amount_cents AS bet_cents, b.round_ref,
            coalesce((SELECT sum(w.amount_cents) FROM ledger_transactions w
                       WHERE w.member_id = b.member_id AND w.round_ref = b.round_ref AND w.category = 'win'), 0)::bigint AS win_cents,
            r.kind AS round_kind, g.game_name, g.vassalage AS vendor
       FROM ledger_transactions b
       LEFT JOIN game_rounds r ON r.member_id = b.member_id AND r.idempotency_key = substr(b.round_ref, 7)
       LEFT JOIN games g ON g.id = r.game_id
      WHERE b.member_id = $1 AND b.category = 'bet' AND b.round_ref IS NOT NULL
        AND b.created_at >= $2 AND b.created_at < $3 ${keyset}
      ${order}`,
  );
  return {
    list: rows.map((r) => ({
      roundId: r.round_ref.slice('round:'.length),
      createdAt: new Date(r.created_at).toISOString(),
      gameKind: r.round_kind,
      gameName: r.game_name,
      vendor: r.vendor,
      bet: formatCents(r.bet_cents),
      win: formatCents(r.win_cents),
      profit: formatCents(r.win_cents - r.bet_cents),
    })),
    ...page,
    totals: {
      count: bets.count,
      bet: formatCents(bets.amount),
      win: formatCents(wins.amount),
      profit: formatCents(wins.amount - bets.amount),
    },
  };
}

interface DayFigures {
  deposit: number;
  withdraw: number;
  bet: number;
  win: number;
  bonus: number;
}

export async function profitAndLoss(db: Queryable, memberId: number, range: DayRange) {
  const rows = await db.query<{ day: string; category: string; credit: number; debit: number; amount: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, category, credit_cents AS credit, debit_cents AS debit, amount_cents AS amount
       FROM member_daily WHERE member_id = $1 AND day >= $2::date AND day <= $3::date ORDER BY day DESC`,
    [memberId, range.startDate, range.endDate],
  );
  const days = new Map<string, DayFigures>();
  const total: DayFigures = { deposit: 0, withdraw: 0, bet: 0, win: 0, bonus: 0 };
  for (const r of rows.rows) {
    const figures = days.get(r.day) ?? { deposit: 0, withdraw: 0, bet: 0, win: 0, bonus: 0 };
    days.set(r.day, figures);
    const add: Partial<DayFigures> =
      r.category === 'deposit'
        ? { deposit: r.credit }
        : r.category === 'withdraw'
          ? { withdraw: r.debit - r.credit }
          : r.category === 'bet'
            ? { bet: r.amount }
            : r.category === 'win'
              ? { win: r.amount }
              : r.category === 'bonus'
                ? { bonus: r.credit }
                : {};
    for (const [key, value] of Object.entries(add) as [keyof DayFigures, number][]) {
      figures[key] += value;
      total[key] += value;
    }
  }
  const show = (f: DayFigures) => ({
    deposit: formatCents(f.deposit),
    withdraw: formatCents(f.withdraw),
    bet: formatCents(f.bet),
    win: formatCents(f.win),
    bonus: formatCents(f.bonus),
    profit: formatCents(f.win - f.bet + f.bonus),
  });
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    days: [...days.entries()].map(([date, f]) => ({ date, ...show(f) })),
    totals: show(total),
  };
}
