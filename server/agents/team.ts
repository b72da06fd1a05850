/**
 * An agent's team: its downlines at every level (member_tree rows with ancestor_id = the agent and
 * depth >= 1; the agent itself is not in its team), the team's figures for a range of UTC days
 * (from the per-day ledger roll-up member_daily, sessions and registrations) and the downline
 * lists. Every function that takes another member's id first checks that the member is in the
 * asking agent's team, so an agent never reads outside its own subtree.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { onBreakSql } from '../responsible-gaming/state.ts';
import { isAgentType } from '../members/member-types.ts';
import type { DayRange } from '../records/range.ts';
import { addDays } from '../time/zone.ts';
import { formatCents } from '../wallet/money.ts';
import { gameResult, netResult } from './figures.ts';

/** A session seen this recently counts as online. */
const ONLINE_WINDOW_MS = 5 * 60_000;

/** SPEC 6: only agents (types other than the tenant's non-agent types) use the agent centre. */
export function requireAgent(tenant: TenantConfig, type: number): void {
  if (!isAgentType(tenant, type)) throw apiErrors.forbidden();
}

/** How far below the agent a member is (1 = direct downline); 404 when it is not in the agent's team. */
async function levelInTeam(db: Queryable, agentId: number, memberId: number): Promise<number> {
  const found = await db.query<{ depth: number }>(
    'SELECT depth FROM member_tree WHERE ancestor_id = $1 AND member_id = $2 AND depth >= 1',
    [agentId, memberId],
  );
  if (!found.rows[0]) throw apiErrors.notFound('Sorry, the user does not exist or is disabled');
  return found.rows[0].depth;
}

/** The team member with this exact username (case-insensitive), or 404. */
export async function teamMemberByAccount(db: Queryable, agentId: number, account: string): Promise<number> {
  const found = await db.query<{ id: number }>(
    `SELECT m.id FROM member_tree t JOIN members m ON m.id = t.member_id
      WHERE t.ancestor_id = $1 AND t.depth >= 1 AND lower(m.account) = lower($2)`,
    [agentId, account],
  );
  if (!found.rows[0]) throw apiErrors.notFound('Sorry, the user does not exist or is disabled');
  return found.rows[0].id;
}

export interface Money {
  deposit: number;
  withdraw: number;
  bet: number;
  win: number;
  bonus: number;
}

/** The money columns of member_daily rows, as the member records define them (profitAndLoss). */
export const MONEY_SQL = `
  coalesce(sum(d.credit_cents) FILTER (WHERE d.category = 'deposit'), 0)::bigint AS deposit,
  coalesce(sum(d.debit_cents - d.credit_cents) FILTER (WHERE d.category = 'withdraw'), 0)::bigint AS withdraw,
  coalesce(sum(d.amount_cents) FILTER (WHERE d.category = 'bet'), 0)::bigint AS bet,
  coalesce(sum(d.amount_cents) FILTER (WHERE d.category = 'win'), 0)::bigint AS win,
  coalesce(sum(d.credit_cents) FILTER (WHERE d.category = 'bonus'), 0)::bigint AS bonus`;

export function showMoney(m: Money) {
  return {
    deposit: formatCents(m.deposit),
    withdraw: formatCents(m.withdraw),
    bet: formatCents(m.bet),
    win: formatCents(m.win),
    bonus: formatCents(m.bonus),
    gameResult: formatCents(gameResult(m)),
    netResult: formatCents(netResult(m)),
  };
}

const ZERO: Money = { deposit: 0, withdraw: 0, bet: 0, win: 0, bonus: 0 };

/** Team figures for the range and, newest first, up to `days` days of the daily series. */
export async function teamKpi(db: Queryable, agentId: number, range: DayRange, days: number, now: Date) {
  const money = await db.query<Money & { day: string | null; bet_members: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${MONEY_SQL},
            count(DISTINCT d.member_id) FILTER (WHERE d.category = 'bet')::int AS bet_members
       FROM member_tree t JOIN member_daily d ON d.member_id = t.member_id
      WHERE t.ancestor_id = $1 AND t.depth >= 1 AND d.day >= $2::date AND d.day <= $3::date
      GROUP BY GROUPING SETS ((d.day), ())`,
    [agentId, range.startDate, range.endDate],
  );
  const registered = await db.query<{ day: string | null; n: number }>(
    `SELECT to_char((m.created_at AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
       FROM member_tree t JOIN members m ON m.id = t.member_id
      WHERE t.ancestor_id = $1 AND t.depth >= 1 AND m.created_at >= $2 AND m.created_at < $3
      GROUP BY GROUPING SETS (((m.created_at AT TIME ZONE $4)::date), ())`,
    [agentId, range.from, range.until, range.timeZone],
  );
  const counts = await db.query<{ members: number; logins: number; online: number }>(
    `SELECT (SELECT count(*) FROM member_tree t WHERE t.ancestor_id = $1 AND t.depth >= 1)::int AS members,
            (SELECT count(DISTINCT s.member_id) FROM member_tree t JOIN sessions s ON s.member_id = t.member_id
              WHERE t.ancestor_id = $1 AND t.depth >= 1 AND s.created_at >= $2 AND s.created_at < $3)::int AS logins,
            (SELECT count(DISTINCT s.member_id) FROM member_tree t JOIN sessions s ON s.member_id = t.member_id
              WHERE t.ancestor_id = $1 AND t.depth >= 1 AND s.revoked_at IS NULL AND s.expires_at > $4 AND s.last_seen_at > $5)::int AS online`,
    [agentId, range.from, range.until, now, new Date(now.getTime() - ONLINE_WINDOW_MS)],
  );
  const total = money.rows.find((r) => r.day === null) ?? { ...ZERO, bet_members: 0 };
  const registeredByDay = new Map(registered.rows.filter((r) => r.day !== null).map((r) => [r.day, r.n]));
  const moneyByDay = new Map(money.rows.filter((r) => r.day !== null).map((r) => [r.day, r]));
  const list = [];
  for (let date = range.endDate; date >= range.startDate && list.length < days; date = addDays(date, -1)) {
    const m = moneyByDay.get(date);
    list.push({
      date,
      registerCount: registeredByDay.get(date) ?? 0,
      betMemberCount: m?.bet_members ?? 0,
      ...showMoney(m ?? ZERO),
    });
  }
  const c = counts.rows[0];
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    footer: {
      teamMemberCount: c.members,
      teamLoginMemberCount: c.logins,
      teamBetMemberCount: total.bet_members,
      teamRegisterMemberCount: registered.rows.find((r) => r.day === null)?.n ?? 0,
      teamOnlineCount: c.online,
      ...showMoney(total),
    },
    list,
  };
}

interface MemberRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  level: number;
  created_at: Date;
  last_login_at: Date | null;
  balance: number;
  direct_count: number;
  online: boolean;
  on_break: boolean;
}

const MEMBER_COLUMNS = `m.id, m.account, m.nickname, m.type, t.depth AS level, m.created_at, m.last_login_at,
  coalesce((SELECT w.balance_cents FROM wallets w WHERE w.member_id = m.id AND w.vendor = 'MAIN'), 0)::bigint AS balance,
  (SELECT count(*) FROM members c WHERE c.parent_id = m.id)::int AS direct_count,
  EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3) AS online,
  ${onBreakSql('m.id', '$2')} AS on_break`;

function showMember(r: MemberRow) {
  return {
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    level: r.level,
    registeredAt: new Date(r.created_at).toISOString(),
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    balance: formatCents(r.balance),
    directCount: r.direct_count,
    online: r.online,
    // that a downline is on a break, and nothing of its kind, dates or means to lift it (issue 29)
    onBreak: r.on_break,
  };
}

export interface TeamListQuery {
  parentId?: number;
  account?: string;
  pageNo: number;
  pageSize: number;
}

/** Direct downlines of a team member (or the agent), or a search of the whole team by username, ordered by username. */
export async function teamMembers(db: Queryable, agentId: number, query: TeamListQuery, now: Date) {
  const seenAfter = new Date(now.getTime() - ONLINE_WINDOW_MS);
  const offset = (query.pageNo - 1) * query.pageSize;
  let where: string;
  let param: unknown;
  let path: { id: number; account: string; level: number }[] = [];
  if (query.account !== undefined) {
    where = `t.ancestor_id = $1 AND t.depth >= 1 AND strpos(lower(m.account), lower($4)) > 0`;
    param = query.account;
  } else {
    const parentId = query.parentId ?? agentId;
    if (parentId !== agentId) await levelInTeam(db, agentId, parentId);
    const crumbs = await db.query<{ id: number; account: string; level: number }>(
      `SELECT m.id, m.account, a.depth AS level
         FROM member_tree p JOIN member_tree a ON a.member_id = p.ancestor_id AND a.ancestor_id = $1
         JOIN members m ON m.id = p.ancestor_id
        WHERE p.member_id = $2 ORDER BY a.depth`,
      [agentId, parentId],
    );
    path = crumbs.rows;
    where = `t.ancestor_id = $1 AND m.parent_id = $4`;
    param = parentId;
  }
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM member_tree t JOIN members m ON m.id = t.member_id WHERE ${where.replace('$4', '$2')}`,
    [agentId, param],
  );
  const rows = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM member_tree t JOIN members m ON m.id = t.member_id
      WHERE ${where} ORDER BY lower(m.account), m.id LIMIT $5 OFFSET $6`,
    [agentId, now, seenAfter, param, query.pageSize, offset],
  );
  const count = total.rows[0].n;
  return {
    path,
    list: rows.rows.map(showMember),
    pageNum: query.pageNo,
    totalPages: Math.ceil(count / query.pageSize),
    total: count,
  };
}

/** One team member with its all-time money figures and team size. */
export async function teamMember(db: Queryable, agentId: number, memberId: number, now: Date) {
  await levelInTeam(db, agentId, memberId);
  const found = await db.query<MemberRow & { parent_account: string; register_url: string | null; register_method: string | null }>(
    `SELECT ${MEMBER_COLUMNS}, p.account AS parent_account, c.register_url, c.register_method
       FROM member_tree t JOIN members m ON m.id = t.member_id JOIN members p ON p.id = m.parent_id
       LEFT JOIN member_contacts c ON c.member_id = m.id
      WHERE t.ancestor_id = $1 AND t.member_id = $4`,
    [agentId, now, new Date(now.getTime() - ONLINE_WINDOW_MS), memberId],
  );
  const money = await db.query<Money>(`SELECT ${MONEY_SQL} FROM member_daily d WHERE d.member_id = $1`, [memberId]);
  const team = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = $1 AND depth >= 1', [
    memberId,
  ]);
  const { online: _online, ...row } = showMember(found.rows[0]);
  const m = money.rows[0];
  return {
    ...row,
    parentAccount: found.rows[0].parent_account,
    // where and how it registered (SPEC 3 registerUrl and registerMethod); null for members made otherwise
    registerUrl: found.rows[0].register_url,
    registerMethod: found.rows[0].register_method,
    deposit: formatCents(m.deposit),
    withdraw: formatCents(m.withdraw),
    bet: formatCents(m.bet),
    win: formatCents(m.win),
    teamCount: team.rows[0].n,
  };
}
