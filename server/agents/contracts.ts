/**
 * Contracts offered to an agent (daily salary, dividend, hourly salary): the pending offer, the
 * accepted one, earlier ones and what was paid under them; answering an offer; and the pending
 * offers the site prompts about (SPEC 3 Contract info).
 */
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { nonEmpty } from '../http/non-empty.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { expireOffers, type ContractKind, type Tier } from './settlement.ts';

interface ContractRow {
  id: number;
  kind: ContractKind;
  state: 'pending' | 'accepted' | 'rejected' | 'expired' | 'replaced';
  offered_by_account: string | null;
  offered_at: Date;
  responded_at: Date | null;
  expires_at: Date;
  terms: { tiers: Tier[] };
}

const CONTRACT_SQL = `SELECT c.id, c.kind, c.state, o.account AS offered_by_account, c.offered_at, c.responded_at, c.expires_at, c.terms
  FROM agent_contracts c LEFT JOIN members o ON o.id = c.offered_by`;

function showRate(bp: number): string {
  return (bp / 100).toFixed(2);
}

function showContract(r: ContractRow) {
  return {
    id: r.id,
    kind: r.kind,
    // a contract replaced by a newer accepted one has run its course
    state: r.state === 'replaced' ? ('expired' as const) : r.state,
    offeredBy: r.offered_by_account ?? '',
    offeredAt: new Date(r.offered_at).toISOString(),
    respondedAt: r.responded_at ? new Date(r.responded_at).toISOString() : null,
    expiresAt: new Date(r.expires_at).toISOString(),
    tiers: nonEmpty(
      r.terms.tiers.map((t) => ({
        teamBet: formatCents(t.teamBetCents),
        activeMembers: t.activeMembers,
        amount: t.amountCents === undefined ? null : formatCents(t.amountCents),
        rate: t.rateBp === undefined ? null : showRate(t.rateBp),
      })),
      'contract tiers',
    ),
  };
}

const PAYOUT_KIND: Record<ContractKind, string> = { salary: 'salary', hourly: 'hourly', dividend: 'dividend' };

export async function contractsOf(db: Queryable, memberId: number, kind: ContractKind, now: Date) {
  await expireOffers(db, now);
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SQL} WHERE c.member_id = $1 AND c.kind = $2 ORDER BY c.offered_at DESC, c.id DESC LIMIT 50`,
    [memberId, kind],
  );
  const current = rows.rows.find((r) => r.state === 'pending') ?? rows.rows.find((r) => r.state === 'accepted') ?? null;
  const payouts = await db.query<{
    period: string;
    team_bet_cents: number;
    active_members: number;
    amount_cents: number;
    created_at: Date;
  }>(
    `SELECT period, team_bet_cents, active_members, amount_cents, created_at FROM agent_payouts
      WHERE member_id = $1 AND kind = $2 ORDER BY created_at DESC, id DESC LIMIT 50`,
    [memberId, PAYOUT_KIND[kind]],
  );
  return {
    kind,
    current: current ? showContract(current) : null,
    history: rows.rows.filter((r) => r !== current).map(showContract),
    settlements: payouts.rows.map((p) => ({
      period: p.period,
      teamBet: formatCents(p.team_bet_cents),
      activeMembers: p.active_members,
      amount: formatCents(p.amount_cents),
      paidAt: new Date(p.created_at).toISOString(),
    })),
  };
}

/** Accepts (replacing the accepted contract of the kind) or rejects a pending offer of the member's. */
export async function respondToContract(db: Db, memberId: number, id: number, accept: boolean, now: Date) {
  return db.transaction(async (tx) => {
    await expireOffers(tx, now);
    const found = await tx.query<{ kind: ContractKind; state: string }>(
      'SELECT kind, state FROM agent_contracts WHERE id = $1 AND member_id = $2 FOR UPDATE',
      [id, memberId],
    );
    const contract = found.rows[0];
    if (!contract) throw apiErrors.notFound('Sorry, this contract does not exist');
    if (contract.state !== 'pending') throw new ApiError(409, 'E_CONTRACT_STATE', 'This contract is no longer pending');
    if (accept) {
      await tx.query("UPDATE agent_contracts SET state = 'replaced' WHERE member_id = $1 AND kind = $2 AND state = 'accepted'", [
        memberId,
        contract.kind,
      ]);
    }
    await tx.query('UPDATE agent_contracts SET state = $2, responded_at = $3 WHERE id = $1', [id, accept ? 'accepted' : 'rejected', now]);
    const row = await tx.query<ContractRow>(`${CONTRACT_SQL} WHERE c.id = $1`, [id]);
    return showContract(row.rows[0]);
  });
}

/** SPEC 3 Contract info: the id of the pending offer of each kind, or '' when none. */
export async function contractRequests(db: Queryable, memberId: number, now: Date) {
  const rows = await db.query<{ kind: ContractKind; id: number }>(
    `SELECT DISTINCT ON (kind) kind, id FROM agent_contracts
      WHERE member_id = $1 AND state = 'pending' AND expires_at > $2 ORDER BY kind, offered_at DESC`,
    [memberId, now],
  );
  const pending = new Map(rows.rows.map((r) => [r.kind, String(r.id)]));
  return {
    dailysalreqtype: pending.get('salary') ?? '',
    divtypecompperiodreq: pending.get('dividend') ?? '',
    contracthoursalreq: pending.get('hourly') ?? '',
  };
}

/** Dividend statements: the dividend payouts, newest first. */
export async function dividendStatements(db: Queryable, memberId: number, pageNo: number, pageSize: number) {
  const total = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM agent_payouts WHERE member_id = $1 AND kind = 'dividend'", [
    memberId,
  ]);
  const rows = await db.query<{
    id: number;
    period: string;
    team_bet_cents: number;
    team_loss_cents: number;
    active_members: number;
    rate_bp: number | null;
    amount_cents: number;
    created_at: Date;
  }>(
    `SELECT id, period, team_bet_cents, team_loss_cents, active_members, rate_bp, amount_cents, created_at FROM agent_payouts
      WHERE member_id = $1 AND kind = 'dividend' ORDER BY period DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const n = total.rows[0].n;
  return {
    list: rows.rows.map((r) => {
      const [y, m, half] = r.period.split('-');
      const lastDay = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
      return {
        id: r.id,
        period: r.period,
        startDate: `${y}-${m}-${half === 'H1' ? '01' : '16'}`,
        endDate: `${y}-${m}-${half === 'H1' ? '15' : String(lastDay)}`,
        teamBet: formatCents(r.team_bet_cents),
        teamLoss: formatCents(r.team_loss_cents),
        activeMembers: r.active_members,
        rate: showRate(r.rate_bp ?? 0),
        amount: formatCents(r.amount_cents),
        paidAt: new Date(r.created_at).toISOString(),
      };
    }),
    pageNum: pageNo,
    totalPages: Math.ceil(n / pageSize),
    total: n,
  };
}
