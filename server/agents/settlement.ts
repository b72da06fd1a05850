/**
 * Agent payouts: rebates and daily salary per day, hourly salary per hour and dividends per half
 * month, every period in the tenant's time zone (server/time/zone.ts), computed from the team's
 * bets and paid through the ledger (from the tenant's PROMOTIONS account to the agent's main wallet).
 *
 * Idempotent per member, kind and period: each payout is one database transaction that first
 * inserts its agent_payouts row (unique on member, kind and period) and then posts its ledger
 * transaction. Running a settlement twice, or on two servers at once, pays once: the second
 * insert finds the row (on PostgreSQL it waits for the first transaction and then finds it).
 * A crash mid-payout rolls the row and the money back together, so a period is paid in full or
 * not at all, and the next run pays what is missing.
 */
import type { Db, Queryable } from '../db/types.ts';
import { addDays, dayStart, localDate, localDateTime, periodEnd } from '../time/zone.ts';
import { ensureWallet, houseWallet, postTransaction } from '../wallet/ledger.ts';

export type PayoutKind = 'rebate' | 'salary' | 'hourly' | 'dividend';
export type ContractKind = 'salary' | 'dividend' | 'hourly';

export interface Period {
  /** the label stored with the payout: YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-H1/H2 */
  label: string;
  from: Date;
  until: Date;
}

const HOUR = 3_600_000;

/** The tenant's day `day` (YYYY-MM-DD) in its zone. */
export function dayPeriod(day: string, timeZone: string): Period {
  return { label: day, from: dayStart(day, timeZone), until: dayStart(addDays(day, 1), timeZone) };
}

/** The hour holding `at` on the zone's clock, labelled with the zone's date and hour. */
export function hourPeriod(at: Date, timeZone: string): Period {
  const [date, time] = localDateTime(at, timeZone);
  const from = new Date(Math.floor(at.getTime() / 1000) * 1000 - (time % HOUR));
  return { label: `${date}T${String(Math.floor(time / HOUR)).padStart(2, '0')}`, from, until: new Date(from.getTime() + HOUR) };
}

/** The half month holding `at` in the zone: the 1st to the 15th (H1) or the 16th to the month's end (H2). */
export function halfMonthPeriod(at: Date, timeZone: string): Period {
  const today = localDate(at, timeZone);
  const month = today.slice(0, 8);
  const second = today.slice(8) > '15';
  const from = dayStart(`${month}${second ? '16' : '01'}`, timeZone);
  const until = second ? periodEnd('month', at, timeZone) : dayStart(`${month}16`, timeZone);
  return { label: `${today.slice(0, 7)}-${second ? 'H2' : 'H1'}`, from, until };
}

/** The period of a kind that ended last before `now` in the zone (the one a scheduled settlement pays). */
export function lastClosedPeriod(kind: PayoutKind, now: Date, timeZone: string): Period {
  if (kind === 'hourly') return hourPeriod(new Date(hourPeriod(now, timeZone).from.getTime() - 1), timeZone);
  if (kind === 'dividend') return halfMonthPeriod(new Date(halfMonthPeriod(now, timeZone).from.getTime() - 1), timeZone);
  return dayPeriod(addDays(localDate(now, timeZone), -1), timeZone);
}

export interface Payout {
  tenantId: string;
  memberId: number;
  kind: PayoutKind;
  period: string;
  contractId?: number | null;
  teamBetCents: number;
  teamLossCents?: number;
  activeMembers: number;
  rateBp?: number | null;
  amountCents: number;
  at: Date;
}

/**
 * Pays one payout in its own transaction; returns false when that member, kind and period was
 * paid before (nothing moves). A payout of 0 is recorded (the period is settled) without money.
 */
async function pay(db: Db, payout: Payout): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO agent_payouts (tenant_id, member_id, kind, period, contract_id, team_bet_cents, team_loss_cents, active_members, rate_bp, amount_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (member_id, kind, period) DO NOTHING RETURNING id`,
      [
        payout.tenantId,
        payout.memberId,
        payout.kind,
        payout.period,
        payout.contractId ?? null,
        payout.teamBetCents,
        payout.teamLossCents ?? 0,
        payout.activeMembers,
        payout.rateBp ?? null,
        payout.amountCents,
        payout.at,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return false;
    if (payout.amountCents > 0) {
      const main = await ensureWallet(tx, payout.memberId);
      const promotions = await houseWallet(tx, payout.tenantId, 'PROMOTIONS');
      const txnId = await postTransaction(tx, {
        tenantId: payout.tenantId,
        memberId: payout.memberId,
        category: 'bonus',
        kind: `agent-${payout.kind}`,
        amountCents: payout.amountCents,
        mainDeltaCents: payout.amountCents,
        orderNo: `${payout.kind}:${payout.period}`,
        detail: { payoutId: id, period: payout.period },
        legs: [
          { walletId: main, amountCents: payout.amountCents, reference: `payout:${payout.kind}:${payout.period}` },
          { walletId: promotions, amountCents: -payout.amountCents, reference: `payout:${id}` },
        ],
        at: payout.at,
      });
      await tx.query('UPDATE agent_payouts SET txn_id = $2 WHERE id = $1', [id, txnId]);
    }
    return true;
  });
}

export interface TeamPeriodFigures {
  betCents: number;
  winCents: number;
  bonusCents: number;
  activeMembers: number;
}

/** The team's (downlines') bets, wins, bonuses and betting members in [from, until), from the ledger. */
export async function teamPeriodFigures(db: Queryable, agentId: number, period: Period): Promise<TeamPeriodFigures> {
  const found = await db.query<{ bet: number; win: number; bonus: number; active: number }>(
    `SELECT coalesce(sum(l.amount_cents) FILTER (WHERE l.category = 'bet'), 0)::bigint AS bet,
            coalesce(sum(l.amount_cents) FILTER (WHERE l.category = 'win'), 0)::bigint AS win,
            coalesce(sum(l.main_delta_cents) FILTER (WHERE l.category = 'bonus' AND l.main_delta_cents > 0), 0)::bigint AS bonus,
            count(DISTINCT l.member_id) FILTER (WHERE l.category = 'bet')::int AS active
       FROM member_tree t JOIN ledger_transactions l ON l.member_id = t.member_id
      WHERE t.ancestor_id = $1 AND t.depth >= 1 AND l.created_at >= $2 AND l.created_at < $3 AND l.category IN ('bet', 'win', 'bonus')`,
    [agentId, period.from, period.until],
  );
  const r = found.rows[0];
  return { betCents: r.bet, winCents: r.win, bonusCents: r.bonus, activeMembers: r.active };
}

export interface Tier {
  teamBetCents: number;
  activeMembers: number;
  amountCents?: number;
  rateBp?: number;
}

/** The highest tier the figures reach (tiers are checked from the largest team bet down). */
export function reachedTier(tiers: readonly Tier[], betCents: number, activeMembers: number): Tier | null {
  const sorted = [...tiers].sort((a, b) => b.teamBetCents - a.teamBetCents || b.activeMembers - a.activeMembers);
  return sorted.find((t) => betCents >= t.teamBetCents && activeMembers >= t.activeMembers) ?? null;
}

const CONTRACT_PERIOD: Record<ContractKind, PayoutKind> = { salary: 'salary', hourly: 'hourly', dividend: 'dividend' };

/**
 * Pays every contract of a kind that was accepted before the period ended: the reached tier's
 * amount (salary, hourly) or its rate of the team's loss (dividend, nothing when the team won).
 * Returns how many payouts this call made (0 when the period was settled before).
 */
export async function settleContracts(db: Db, tenantId: string, kind: ContractKind, period: Period, now = new Date()): Promise<number> {
  const contracts = await db.query<{ id: number; member_id: number; terms: { tiers: Tier[] } }>(
    `SELECT c.id, c.member_id, c.terms FROM agent_contracts c
      WHERE c.tenant_id = $1 AND c.kind = $2 AND c.state = 'accepted' AND c.responded_at < $3
        AND NOT EXISTS (SELECT 1 FROM agent_payouts p WHERE p.member_id = c.member_id AND p.kind = $4 AND p.period = $5)`,
    [tenantId, kind, period.until, CONTRACT_PERIOD[kind], period.label],
  );
  let paid = 0;
  for (const contract of contracts.rows) {
    const figures = await teamPeriodFigures(db, contract.member_id, period);
    const tier = reachedTier(contract.terms.tiers, figures.betCents, figures.activeMembers);
    const lossCents = Math.max(0, figures.betCents - figures.winCents - figures.bonusCents);
    const amountCents = !tier ? 0 : kind === 'dividend' ? Math.floor((lossCents * (tier.rateBp ?? 0)) / 10_000) : (tier.amountCents ?? 0);
    const done = await pay(db, {
      tenantId,
      memberId: contract.member_id,
      kind: CONTRACT_PERIOD[kind],
      period: period.label,
      contractId: contract.id,
      teamBetCents: figures.betCents,
      teamLossCents: lossCents,
      activeMembers: figures.activeMembers,
      rateBp: tier?.rateBp ?? null,
      amountCents,
      at: now,
    });
    if (done) paid += 1;
  }
  return paid;
}

/**
 * Rebates of one day of the tenant, by level difference: an agent earns, on every bet of its team, its own
 * rate for the bet's game category minus the rate of its direct downline on the way to the
 * bettor (that downline's own rate, which covers the downline's team; 0 when the bettor is the
 * direct downline and has no rate), never below 0. Returns how many payouts this call made.
 */
export async function settleRebates(db: Db, tenantId: string, period: Period, now = new Date()): Promise<number> {
  const earned = await db.query<{ agent_id: number; bet: number; amount: number; active: number }>(
    `WITH bets AS (
       SELECT l.member_id, coalesce(l.detail->>'gameCategory', v.game_category, 'RNG') AS category, sum(l.amount_cents)::bigint AS cents
         FROM ledger_transactions l
         LEFT JOIN game_rounds r ON r.member_id = l.member_id AND r.idempotency_key = substr(l.round_ref, 7)
         LEFT JOIN games g ON g.id = r.game_id
         LEFT JOIN vendors v ON v.id = g.vendor_id
        WHERE l.tenant_id = $1 AND l.category = 'bet' AND l.created_at >= $2 AND l.created_at < $3
        GROUP BY 1, 2
     )
     SELECT a.ancestor_id AS agent_id, sum(b.cents)::bigint AS bet, count(DISTINCT b.member_id)::int AS active,
            sum(floor(b.cents * greatest(ra.rate_bp - coalesce(rc.rate_bp, 0), 0) / 10000.0))::bigint AS amount
       FROM bets b
       JOIN member_tree a ON a.member_id = b.member_id AND a.depth >= 1
       JOIN rebate_rates ra ON ra.member_id = a.ancestor_id AND ra.category = b.category
       JOIN member_tree c ON c.member_id = b.member_id AND c.depth = a.depth - 1
       LEFT JOIN rebate_rates rc ON rc.member_id = c.ancestor_id AND rc.category = b.category
      WHERE NOT EXISTS (SELECT 1 FROM agent_payouts p WHERE p.member_id = a.ancestor_id AND p.kind = 'rebate' AND p.period = $4)
      GROUP BY a.ancestor_id`,
    [tenantId, period.from, period.until, period.label],
  );
  let paid = 0;
  for (const row of earned.rows) {
    const done = await pay(db, {
      tenantId,
      memberId: row.agent_id,
      kind: 'rebate',
      period: period.label,
      teamBetCents: row.bet,
      activeMembers: row.active,
      amountCents: row.amount,
      at: now,
    });
    if (done) paid += 1;
  }
  return paid;
}

/** Offers whose time ran out become expired. */
export async function expireOffers(db: Queryable, now: Date): Promise<void> {
  await db.query("UPDATE agent_contracts SET state = 'expired' WHERE state = 'pending' AND expires_at <= $1", [now]);
}

/** Settles every closed period due at `now` for a tenant, in its zone: yesterday's rebates and salaries, the last hour, the last half month. */
export async function settleDue(db: Db, tenantId: string, now: Date, timeZone: string): Promise<number> {
  await expireOffers(db, now);
  let paid = await settleRebates(db, tenantId, lastClosedPeriod('rebate', now, timeZone), now);
  paid += await settleContracts(db, tenantId, 'salary', lastClosedPeriod('salary', now, timeZone), now);
  paid += await settleContracts(db, tenantId, 'hourly', lastClosedPeriod('hourly', now, timeZone), now);
  paid += await settleContracts(db, tenantId, 'dividend', lastClosedPeriod('dividend', now, timeZone), now);
  return paid;
}
