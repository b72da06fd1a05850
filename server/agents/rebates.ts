/**
 * Rebate rates (basis points per game category) of agents and their direct downlines: an agent
 * sets a direct downline's rates, each at most its own rate for the category (the level
 * difference is what the agent earns, see settlement.ts).
 */
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import type { RebateRate } from '../../engine/config/types.gen.ts';
import { formatCents } from '../../engine/grammar/money.ts';

const CATEGORIES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;

/** A category's rate as the answers and the requests carry it. */
export type RateView = RebateRate;

/** '0.80' (percent, two places) -> 80 basis points; undefined when not such a number. */
export function parseRate(text: string): number | undefined {
  const match = /^(\d{1,2})\.(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 100 + Number(match[2]) : undefined;
}

export function showRate(bp: number): string {
  return (bp / 100).toFixed(2);
}

export async function ratesOf(db: Queryable, memberId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ category: string; rate_bp: number }>('SELECT category, rate_bp FROM rebate_rates WHERE member_id = $1', [
    memberId,
  ]);
  return new Map(rows.rows.map((r) => [r.category, r.rate_bp]));
}

function showRates(rates: Map<string, number>): RateView[] {
  return CATEGORIES.filter((c) => rates.has(c)).map((category) => ({ category, rate: showRate(rates.get(category)!) }));
}

/** The agent's rates and a page of its rebate payouts. */
export async function agentRebate(db: Queryable, memberId: number, pageNo: number, pageSize: number) {
  const total = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM agent_payouts WHERE member_id = $1 AND kind = 'rebate'", [
    memberId,
  ]);
  const rows = await db.query<{ period: string; team_bet_cents: number; amount_cents: number; created_at: Date }>(
    `SELECT period, team_bet_cents, amount_cents, created_at FROM agent_payouts
      WHERE member_id = $1 AND kind = 'rebate' ORDER BY period DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const n = total.rows[0].n;
  return {
    rates: showRates(await ratesOf(db, memberId)),
    list: rows.rows.map((r) => ({
      day: r.period,
      bet: formatCents(r.team_bet_cents),
      amount: formatCents(r.amount_cents),
      paidAt: new Date(r.created_at).toISOString(),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(n / pageSize),
    total: n,
  };
}

/** The agent's own rates and a page of its direct downlines with theirs, by username. */
export async function teamRebate(db: Queryable, agentId: number, account: string | undefined, pageNo: number, pageSize: number) {
  const search = account === undefined ? '' : 'AND strpos(lower(m.account), lower($2)) > 0';
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members m WHERE m.parent_id = $1 ${search}`,
    account === undefined ? [agentId] : [agentId, account],
  );
  const rows = await db.query<{ id: number; account: string; type: number; rates: { category: string; rate_bp: number }[] | null }>(
    `SELECT m.id, m.account, m.type,
            (SELECT json_agg(json_build_object('category', r.category, 'rate_bp', r.rate_bp)) FROM rebate_rates r WHERE r.member_id = m.id) AS rates
       FROM members m WHERE m.parent_id = $1 ${search.replace('$2', '$4')}
      ORDER BY lower(m.account), m.id LIMIT $2 OFFSET $3`,
    [agentId, pageSize, (pageNo - 1) * pageSize, ...(account === undefined ? [] : [account])],
  );
  const n = total.rows[0].n;
  return {
    myRates: showRates(await ratesOf(db, agentId)),
    list: rows.rows.map((r) => ({
      memberId: r.id,
      account: r.account,
      type: r.type,
      rates: showRates(new Map((r.rates ?? []).map((x) => [x.category, x.rate_bp]))),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(n / pageSize),
    total: n,
  };
}

/** Checks rates against the agent's own; 400 E_REBATE_LIMIT naming the first one above. */
export function checkRates(rates: readonly RateView[], ceiling: Map<string, number>): Map<string, number> {
  const checked = new Map<string, number>();
  for (const { category, rate } of rates) {
    const bp = parseRate(rate);
    if (bp === undefined) throw apiErrors.badRequest(`body.rates: ${rate} is not a rate with two decimals`);
    if (checked.has(category)) throw apiErrors.badRequest(`body.rates: ${category} is given twice`);
    const limit = ceiling.get(category) ?? 0;
    if (bp > limit) {
      throw new ApiError(400, 'E_REBATE_LIMIT', `The rebate rate for ${category} may be at most your own rate, ${showRate(limit)}%`, {
        category,
        max: showRate(limit),
      });
    }
    checked.set(category, bp);
  }
  return checked;
}

export async function writeRates(tx: Queryable, memberId: number, rates: Map<string, number>, now: Date): Promise<void> {
  for (const [category, bp] of rates) {
    await tx.query(
      `INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, category) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = EXCLUDED.updated_at`,
      [memberId, category, bp, now],
    );
  }
}

/**
 * Sets rates of a direct downline (404 for anyone else). A rate may not go below what the
 * downline already gave its own downlines, or they would earn more than their upline.
 */
export async function updateTeamRebate(db: Db, agentId: number, memberId: number, rates: readonly RateView[], now: Date) {
  return db.transaction(async (tx) => {
    const child = await tx.query('SELECT 1 FROM members WHERE id = $1 AND parent_id = $2 FOR UPDATE', [memberId, agentId]);
    if (child.rows.length === 0) throw apiErrors.notFound('Sorry, the user does not exist or is disabled');
    const checked = checkRates(rates, await ratesOf(tx, agentId));
    for (const [category, bp] of checked) {
      const below = await tx.query<{ max: number | null }>(
        'SELECT max(r.rate_bp)::int AS max FROM members c JOIN rebate_rates r ON r.member_id = c.id AND r.category = $2 WHERE c.parent_id = $1',
        [memberId, category],
      );
      const floor = below.rows[0].max;
      if (floor !== null && bp < floor) {
        throw new ApiError(
          400,
          'E_REBATE_FLOOR',
          `The rebate rate for ${category} may not be below what this member gives its downlines, ${showRate(floor)}%`,
          {
            category,
            min: showRate(floor),
          },
        );
      }
    }
    await writeRates(tx, memberId, checked, now);
    return { memberId, rates: showRates(await ratesOf(tx, memberId)) };
  });
}
