/**
 * The demo agent's team: `agent` (type 1) with three levels of downlines (sub-agents of type 2
 * and plain members of type 0, 205 in all), a month of bets, wins, deposits and withdrawals in
 * the ledger, sessions (logins, some online now), rebate rates, contract offers of all three
 * kinds and a dividend statement; and `agent2`, a second top agent with a small team (the other
 * side of the subtree isolation tests). The tenants' red-envelope rains are written here too (the
 * agents' notices are in seed-data.ts).
 *
 * Written with a few set-based statements (not one call per row), so a first start stays fast;
 * it runs once: when `agent` has downlines, the team part is skipped. The downlines share one
 * password hash (the demo password team1234), hashed once.
 */
import type { LocalizedText } from '../content/localized-text.ts';
import type { Db, Queryable } from '../db/types.ts';
import { settleContracts, settleRebates, dayPeriod, lastClosedPeriod } from '../agents/settlement.ts';
import { addDays, localDate, periodStart } from '../time/zone.ts';
import { ensureWallet, houseWallet } from '../wallet/ledger.ts';
import { findMemberByAccount } from '../members/accounts.ts';
import { addLanguages } from './seed-texts.ts';

export const TEAM_PASSWORD = 'team1234';
const TENANT = 'demo';
const DAY_MS = 86_400_000;
/** The demo tenant's zone (tenants/demo/tenant.json operations.timeZone): the seed's days are its days. */
const TIME_ZONE = 'Asia/Manila';

interface Downline {
  account: string;
  parent: string;
  type: number;
  /** days before the seed it registered (0 = today) */
  age: number;
}

/** agent -> suba..sube (type 2) and 15 members; each sub-agent -> 2 sub-agents and 15 members; those -> 10 members each. */
function agentTeamPlan(): Downline[][] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const levels: Downline[][] = [[], [], []];
  let n = 0;
  const age = () => (n++ * 7) % 60;
  for (const s of ['a', 'b', 'c', 'd', 'e']) levels[0].push({ account: `sub${s}`, parent: 'agent', type: 2, age: 59 - age() });
  for (let i = 1; i <= 15; i += 1) levels[0].push({ account: `agentm${pad(i)}`, parent: 'agent', type: 0, age: age() });
  for (const s of ['a', 'b', 'c', 'd', 'e']) {
    for (const t of ['a', 'b']) levels[1].push({ account: `sub${s}${t}`, parent: `sub${s}`, type: 2, age: 45 - (age() % 40) });
    for (let i = 1; i <= 15; i += 1) levels[1].push({ account: `sub${s}m${pad(i)}`, parent: `sub${s}`, type: 0, age: age() });
    for (const t of ['a', 'b']) {
      for (let i = 1; i <= 10; i += 1) levels[2].push({ account: `sub${s}${t}m${pad(i)}`, parent: `sub${s}${t}`, type: 0, age: age() });
    }
  }
  return levels;
}

const AGENT_RATES: Record<string, number> = {
  RNG: 120,
  LIVE: 80,
  PVP: 60,
  FISH: 100,
  SPORTS: 90,
  ESPORTS: 70,
  LOTT: 150,
  ELOTT: 150,
  COCKFIGHT: 50,
};
const CATEGORY_LIST = Object.keys(AGENT_RATES);

async function insertLevel(tx: Queryable, rows: Downline[], passwordHash: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO members (tenant_id, account, type, password_hash, parent_id, created_at)
     SELECT $1, v.account, v.type, $2, p.id, v.created_at
       FROM unnest($3::text[], $4::text[], $5::int[], $6::timestamptz[]) AS v(account, parent, type, created_at)
       JOIN members p ON p.tenant_id = $1 AND lower(p.account) = lower(v.parent)
     ON CONFLICT DO NOTHING`,
    [
      TENANT,
      passwordHash,
      rows.map((r) => r.account),
      rows.map((r) => r.parent),
      rows.map((r) => r.type),
      rows.map((r) => new Date(now.getTime() - r.age * DAY_MS - 3_600_000)),
    ],
  );
}

/** Posts many member-vs-house transactions of one kind at once: `plan` is a SELECT of (member_id, cents, at, round_ref, detail). */
async function postMany(
  tx: Queryable,
  plan: string,
  params: unknown[],
  t: { category: string; kind: string; house: number; credit: boolean },
) {
  const n = params.length;
  await tx.query(
    `WITH plan AS (${plan}),
     txn AS (
       INSERT INTO ledger_transactions (tenant_id, member_id, category, kind, amount_cents, main_delta_cents, round_ref, detail, created_at)
       SELECT '${TENANT}', p.member_id, $${n + 1}, $${n + 2}, p.cents, ${t.credit ? 'p.cents' : '-p.cents'}, p.round_ref, p.detail, p.at FROM plan p
       RETURNING id, member_id, amount_cents, created_at
     )
     INSERT INTO wallet_entries (wallet_id, amount_cents, kind, reference, created_at, txn_id)
     SELECT w.id, ${t.credit ? 'txn.amount_cents' : '-txn.amount_cents'}, $${n + 2}, 'seed:' || txn.id, txn.created_at, txn.id
       FROM txn JOIN wallets w ON w.member_id = txn.member_id AND w.vendor = 'MAIN'
     UNION ALL
     SELECT $${n + 3}::bigint, ${t.credit ? '-txn.amount_cents' : 'txn.amount_cents'}, $${n + 2}, 'seed:' || txn.id || ':house', txn.created_at, txn.id FROM txn`,
    [...params, t.category, t.kind, t.house],
  );
}

async function seedTeamHistory(tx: Queryable, agentId: number, now: Date): Promise<void> {
  const game = await houseWallet(tx, TENANT, 'GAME');
  const clearing = await houseWallet(tx, TENANT, 'DEPOSIT_CLEARING');
  const paid = await houseWallet(tx, TENANT, 'WITHDRAW_PAID');
  await tx.query(
    `INSERT INTO wallets (member_id) SELECT t.member_id FROM member_tree t WHERE t.ancestor_id = $1 AND t.depth >= 1 ON CONFLICT DO NOTHING`,
    [agentId],
  );
  const team = `SELECT m.id, m.created_at FROM member_tree t JOIN members m ON m.id = t.member_id WHERE t.ancestor_id = $1 AND t.depth >= 1`;
  const today = periodStart('day', now, TIME_ZONE);
  // A random-looking but fixed number in [0, 1) per key.
  const h = (key: string) => `((hashtext(${key}) & 2147483647) / 2147483648.0)`;
  // When on day n (0 = today) a thing keyed k happens: a point of that day, before now.
  const at = (n: string, k: string) =>
    `least($2::timestamptz - (${n}) * interval '1 day' + ${h(k)} * (CASE WHEN ${n} = 0 THEN extract(epoch FROM $3::timestamptz - $2::timestamptz) ELSE 86400 END) * interval '1 second', $3::timestamptz - interval '1 minute')`;
  // Opening deposit when the member registered, then one every ~5 days.
  await postMany(
    tx,
    `SELECT m.id AS member_id, 2000000::bigint AS cents, m.created_at AS at, NULL::text AS round_ref, '{}'::jsonb AS detail FROM (${team}) m
     UNION ALL
     SELECT m.id, (10000 + floor(${h("m.id || ':dep:' || d.n")} * 90000))::bigint, ${at('d.n', "m.id || ':dep-at:' || d.n")}, NULL, '{}'::jsonb
       FROM (${team}) m CROSS JOIN generate_series(0, 29) AS d(n)
      WHERE ${h("m.id || ':dep?:' || d.n")} < 0.2 AND m.created_at < $2::timestamptz - d.n * interval '1 day'`,
    [agentId, today, now],
    { category: 'deposit', kind: 'deposit', house: clearing, credit: true },
  );
  // Bets: on about half the days a member bets 1 to 3 times, 10.00 to 200.00, in a category.
  const bets = `SELECT m.id AS member_id, d.n, b.k, (1000 + floor(${h("m.id || ':bet:' || d.n || ':' || b.k")} * 19000))::bigint AS cents,
        ${at('d.n', "m.id || ':at:' || d.n || ':' || b.k")} AS at,
        'round:seed-' || m.id || '-' || d.n || '-' || b.k AS round_ref,
        jsonb_build_object('gameCategory', (ARRAY['${CATEGORY_LIST.join("','")}'])[1 + floor(${h("m.id || ':cat:' || d.n || ':' || b.k")} * ${CATEGORY_LIST.length})::int]) AS detail
      FROM (${team}) m CROSS JOIN generate_series(0, 29) AS d(n) CROSS JOIN generate_series(1, 3) AS b(k)
     WHERE ${h("m.id || ':day:' || d.n")} < 0.5 AND b.k <= 1 + floor(${h("m.id || ':n:' || d.n")} * 3)
       AND m.created_at < $2::timestamptz - d.n * interval '1 day'`;
  await postMany(tx, `SELECT member_id, cents, at, round_ref, detail FROM (${bets}) b`, [agentId, today, now], {
    category: 'bet',
    kind: 'seed-bet',
    house: game,
    credit: false,
  });
  // Wins: about 45% of rounds pay 0.2x to 2.7x the bet, half a minute later.
  await postMany(
    tx,
    `SELECT member_id, (cents * (20 + floor(${h("round_ref || ':x'")} * 250)) / 100)::bigint AS cents,
            least(at + interval '30 seconds', $3::timestamptz) AS at, round_ref, detail
       FROM (${bets}) b WHERE ${h("round_ref || ':win'")} < 0.45`,
    [agentId, today, now],
    { category: 'win', kind: 'seed-win', house: game, credit: true },
  );
  // A withdrawal now and then.
  await postMany(
    tx,
    `SELECT m.id AS member_id, (5000 + floor(${h("m.id || ':wd:' || d.n")} * 45000))::bigint AS cents,
            ${at('d.n', "m.id || ':wd-at:' || d.n")} AS at, NULL::text AS round_ref, '{}'::jsonb AS detail
       FROM (${team}) m CROSS JOIN generate_series(0, 29) AS d(n)
      WHERE ${h("m.id || ':wd?:' || d.n")} < 0.06 AND m.created_at < $2::timestamptz - d.n * interval '1 day'`,
    [agentId, today, now],
    { category: 'withdraw', kind: 'seed-withdraw', house: paid, credit: false },
  );
  // A login session on each day a member bet; a dozen members online now.
  await tx.query(
    `INSERT INTO sessions (member_id, token_hash, remember, created_at, expires_at, last_seen_at, revoked_at)
     SELECT l.member_id, md5('seed' || l.member_id || ':' || l.day) || md5('session' || l.member_id || ':' || l.day), false,
            l.first_at - interval '5 minutes', l.first_at + interval '1 day', l.first_at + interval '20 minutes', l.first_at + interval '2 hours'
       FROM (SELECT member_id, (created_at AT TIME ZONE $2)::date AS day, min(created_at) AS first_at FROM ledger_transactions
              WHERE category = 'bet' AND member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = $1 AND depth >= 1)
              GROUP BY 1, 2) l`,
    [agentId, TIME_ZONE],
  );
  await tx.query(
    `INSERT INTO sessions (member_id, token_hash, remember, created_at, expires_at, last_seen_at)
     SELECT m.id, md5('online' || m.id) || md5('now' || m.id), false, $2::timestamptz - interval '20 minutes', $2::timestamptz + interval '1 day', $2::timestamptz - interval '1 minute'
       FROM (${team} ORDER BY m.id LIMIT 12) m`,
    [agentId, now],
  );
  await tx.query(
    `UPDATE members m SET last_login_at = s.last FROM (SELECT member_id, max(created_at) AS last FROM sessions GROUP BY 1) s
      WHERE s.member_id = m.id AND m.id IN (SELECT member_id FROM member_tree WHERE ancestor_id = $1 AND depth >= 1)`,
    [agentId],
  );
}

async function seedRates(tx: Queryable, agentId: number): Promise<void> {
  // the agent's rates; its sub-agents get half, theirs a quarter
  await tx.query(
    `INSERT INTO rebate_rates (member_id, category, rate_bp)
     SELECT t.member_id, r.category, (r.bp / power(2, t.depth))::int
       FROM member_tree t JOIN members m ON m.id = t.member_id
       CROSS JOIN unnest($2::text[], $3::int[]) AS r(category, bp)
      WHERE t.ancestor_id = $1 AND (t.depth = 0 OR m.type = 2)
     ON CONFLICT DO NOTHING`,
    [agentId, CATEGORY_LIST, CATEGORY_LIST.map((c) => AGENT_RATES[c])],
  );
}

const SALARY_TIERS = [
  { teamBetCents: 100_000, activeMembers: 5, amountCents: 5_000 },
  { teamBetCents: 500_000, activeMembers: 15, amountCents: 20_000 },
  { teamBetCents: 2_000_000, activeMembers: 40, amountCents: 80_000 },
];
const HOURLY_TIERS = [
  { teamBetCents: 20_000, activeMembers: 2, amountCents: 500 },
  { teamBetCents: 100_000, activeMembers: 5, amountCents: 2_000 },
];
const DIVIDEND_TIERS = [
  { teamBetCents: 1_000_000, activeMembers: 10, rateBp: 1_000 },
  { teamBetCents: 5_000_000, activeMembers: 30, rateBp: 2_000 },
  { teamBetCents: 10_000_000, activeMembers: 60, rateBp: 3_000 },
];

async function seedContracts(tx: Queryable, agentId: number, subId: number, now: Date): Promise<void> {
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const offer = (
    memberId: number,
    kind: string,
    offeredBy: number | null,
    tiers: unknown,
    state: string,
    offeredAt: Date,
    expiresAt: Date,
    respondedAt: Date | null,
  ) =>
    tx.query(
      `INSERT INTO agent_contracts (tenant_id, member_id, kind, offered_by, terms, state, offered_at, expires_at, responded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [TENANT, memberId, kind, offeredBy, JSON.stringify({ tiers }), state, offeredAt, expiresAt, respondedAt],
    );
  // history: an offer that ran out, and the dividend contract in force (its statement is paid below)
  await offer(agentId, 'salary', null, SALARY_TIERS.slice(0, 2), 'expired', day(-50), day(-43), null);
  await offer(agentId, 'dividend', null, DIVIDEND_TIERS.slice(0, 2), 'accepted', day(-45), day(-38), day(-44));
  // pending offers of all three kinds (the prompts on home and the agent home)
  await offer(agentId, 'salary', null, SALARY_TIERS, 'pending', day(-1), day(30), null);
  await offer(agentId, 'dividend', null, DIVIDEND_TIERS, 'pending', day(-1), day(30), null);
  await offer(agentId, 'hourly', null, HOURLY_TIERS, 'pending', day(-1), day(30), null);
  // the agent offers its first sub-agent a daily salary
  await offer(subId, 'salary', agentId, SALARY_TIERS.slice(0, 2), 'pending', day(-1), day(30), null);
}

async function seedAgent2(tx: Queryable, agent2Id: number, passwordHash: string, now: Date): Promise<void> {
  await insertLevel(
    tx,
    [1, 2, 3].map((i) => ({ account: `agent2m0${i}`, parent: 'agent2', type: 0, age: i })),
    passwordHash,
    now,
  );
  await tx.query(
    `INSERT INTO wallets (member_id) SELECT member_id FROM member_tree WHERE ancestor_id = $1 AND depth >= 1 ON CONFLICT DO NOTHING`,
    [agent2Id],
  );
  await tx.query(
    `INSERT INTO rebate_rates (member_id, category, rate_bp) VALUES ($1, 'RNG', 100), ($1, 'LIVE', 60) ON CONFLICT DO NOTHING`,
    [agent2Id],
  );
}

/** Whether the team still has to be written (then the caller hashes TEAM_PASSWORD for it). */
export async function agentTeamMissing(db: Queryable): Promise<boolean> {
  const found = await db.query("SELECT 1 FROM members WHERE tenant_id = $1 AND lower(account) = 'suba'", [TENANT]);
  return found.rows.length === 0;
}

/**
 * Writes the teams, inside the seed's transaction (under its lock); teamHash is set when
 * agentTeamMissing said so before the lock. Returns whether this call wrote the team: another
 * server starting on the same database may have written it meanwhile.
 */
export async function seedAgentTeams(tx: Queryable, teamHash: string | undefined, now: Date): Promise<boolean> {
  const agent = await findMemberByAccount(tx, TENANT, 'agent');
  const agent2 = await findMemberByAccount(tx, TENANT, 'agent2');
  if (!agent || !agent2) return false;
  if (teamHash === undefined || !(await agentTeamMissing(tx))) return false;
  for (const level of agentTeamPlan()) await insertLevel(tx, level, teamHash, now);
  await ensureWallet(tx, agent.id);
  await seedTeamHistory(tx, agent.id, now);
  await seedRates(tx, agent.id);
  const sub = await findMemberByAccount(tx, TENANT, 'suba');
  await seedContracts(tx, agent.id, sub!.id, now);
  await seedAgent2(tx, agent2.id, teamHash, now);
  return true;
}

/** After the seed's transaction: the payouts of the history (last week's rebates, the last half month's dividend). */
export async function seedAgentPayouts(db: Db, now: Date): Promise<void> {
  for (let n = 7; n >= 1; n -= 1) {
    await settleRebates(db, TENANT, dayPeriod(addDays(localDate(now, TIME_ZONE), -n), TIME_ZONE), now);
  }
  await settleContracts(db, TENANT, 'dividend', lastClosedPeriod('dividend', now, TIME_ZONE), now);
}

/** The tenants' red-envelope rains: one on now for a month in each, and demo's weekend rain ahead. */
export async function seedRedRains(tx: Queryable, now: Date): Promise<void> {
  // The weekend rain is scheduled on the tenant's clock: Saturday 20:00 to 22:00 in Manila, about a month ahead.
  const weekendRain = new Date(periodStart('week', new Date(now.getTime() + 30 * DAY_MS), TIME_ZONE).getTime() + (5 * 24 + 20) * 3_600_000);
  const onNow = { startsAt: new Date(now.getTime() - 3_600_000), endsAt: new Date(now.getTime() + 30 * DAY_MS) };
  const rains: { tenantId: string; title: LocalizedText; startsAt: Date; endsAt: Date; maxCents: number }[] = [
    { tenantId: TENANT, title: { EN: 'Lucky red rain', TY: 'Masuwerteng ulan ng pulang sobre' }, ...onNow, maxCents: 8800 },
    {
      tenantId: TENANT,
      title: { EN: 'Weekend red rain', TY: 'Ulan ng pulang sobre sa katapusan ng linggo' },
      startsAt: weekendRain,
      endsAt: new Date(weekendRain.getTime() + 2 * 3_600_000),
      maxCents: 18800,
    },
    { tenantId: 'lucky', title: { EN: 'Lucky Star red rain', TY: 'Ulan ng pulang sobre ng Lucky Star' }, ...onNow, maxCents: 6600 },
  ];
  for (const rain of rains) {
    await tx.query(
      `INSERT INTO red_rain_events (tenant_id, title, starts_at, ends_at, min_cents, max_cents, budget_cents)
       VALUES ($1, $2::jsonb, $3, $4, 100, $5, 10000000)
       ON CONFLICT (tenant_id, (title ->> 'EN')) WHERE content_key IS NULL DO UPDATE SET ${addLanguages('red_rain_events', 'title')}`,
      [rain.tenantId, JSON.stringify(rain.title), rain.startsAt, rain.endsAt, rain.maxCents],
    );
  }
}
