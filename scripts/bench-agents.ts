/**
 * Agent benchmark, on each engine: an agent with 10,000 downlines (100 sub-agents with 99 members
 * each) and 1,000,000 bets over 30 days, then p50 and p95 of the agent's team figures (today, as
 * the agent home asks, and a month with its daily series, as the team overview asks) and of a
 * downline search by part of a username (the team screen), each through the functions the
 * endpoints call. Engines: PGlite always; PostgreSQL at DATABASE_URL when set, else a throwaway
 * server (scripts/postgres.ts) when the PostgreSQL binaries are installed, else skipped.
 * `npx tsx scripts/bench-agents.ts` prints the figures; benchAgents() returns them.
 */
import { teamKpi, teamMembers } from '../server/agents/team.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDb } from '../server/db/open.ts';
import type { Db } from '../server/db/types.ts';
import { dayRange } from '../server/records/range.ts';
import { addDays, localDate } from '../server/time/zone.ts';
import { onBothEngines, percentile, progressOf, runIfMain } from './bench-runner.ts';

const SUB_AGENTS = 100;
const MEMBERS_EACH = 99;
const BETS = 1_000_000;
const RUNS = 40;

const progress = progressOf('agents');

/** The team and its history, bulk-loaded (bench only: triggers off, then the roll-up written in one statement). */
async function load(db: Db): Promise<number> {
  const tenant = 'bench';
  const hash = 'scrypt$bench';
  const top = (
    await db.query<{ id: number }>(
      `INSERT INTO members (tenant_id, account, type, password_hash) VALUES ($1, 'boss', 1, $2) RETURNING id`,
      [tenant, hash],
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO members (tenant_id, account, type, password_hash, parent_id, created_at)
     SELECT $1, 'sub' || g, 2, $2, $3, now() - (g % 60) * interval '1 day' FROM generate_series(1, $4::int) g`,
    [tenant, hash, top, SUB_AGENTS],
  );
  await db.query(
    `INSERT INTO members (tenant_id, account, type, password_hash, parent_id, created_at)
     SELECT $1, s.account || 'm' || g, 0, $2, s.id, now() - ((s.id + g) % 45) * interval '1 day'
       FROM members s CROSS JOIN generate_series(1, $4::int) g WHERE s.parent_id = $3`,
    [tenant, hash, top, MEMBERS_EACH],
  );
  const team = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = $1 AND depth >= 1', [top]))
    .rows[0].n;
  progress(`team of ${team}; writing ${BETS} bets`);
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO ledger_transactions (tenant_id, member_id, category, kind, amount_cents, main_delta_cents, round_ref, detail, created_at)
       SELECT $1, ids.list[1 + g % $4::int], 'bet', 'bench-bet', 100 + g % 5000, -(100 + g % 5000), 'round:b' || g, '{"gameCategory":"RNG"}'::jsonb,
              now() - (g % 30) * interval '1 day' - (g % 86000) * interval '1 second'
         FROM generate_series(1, $2::int) g,
              (SELECT array_agg(member_id ORDER BY member_id) AS list FROM member_tree WHERE ancestor_id = $3 AND depth = 2) ids`,
      [tenant, BETS, top, SUB_AGENTS * MEMBERS_EACH],
    );
    await tx.query(
      `INSERT INTO member_daily (member_id, day, category, tx_count, amount_cents, credit_cents, debit_cents)
       SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, category, count(*), sum(amount_cents), 0, sum(amount_cents)
         FROM ledger_transactions WHERE tenant_id = $1 GROUP BY 1, 2, 3`,
      [tenant],
    );
    await tx.query(
      `INSERT INTO sessions (member_id, token_hash, remember, created_at, expires_at, last_seen_at)
       SELECT d.member_id, md5(d.member_id || ':' || d.day) || md5(d.day || ':' || d.member_id), false, d.day, d.day + interval '1 hour', d.day + interval '10 minutes'
         FROM member_daily d JOIN members m ON m.id = d.member_id WHERE m.tenant_id = $1`,
      [tenant],
    );
  });
  await db.exec('ANALYZE');
  return top;
}

async function timed(run: () => Promise<unknown>): Promise<string> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
}

async function benchEngine(label: string, dataDir: string, databaseUrl: string | undefined): Promise<Record<string, string>> {
  const db = await openDb({ dataDir, databaseUrl });
  try {
    await migrate(db);
    const started = performance.now();
    const top = await load(db);
    progress(`${label}: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const now = new Date();
    // The demo tenant's days (tenants/demo/tenant.json), as the agent centre asks for them.
    const zone = 'Asia/Manila';
    const today = localDate(now, zone);
    const monthAgo = addDays(today, -29);
    let n = 0;
    return {
      [`agent home team figures, 10,000 downlines (${label})`]: await timed(() =>
        teamKpi(db, top, dayRange(today, today, now, zone), 0, now),
      ),
      [`team overview, 30 days with series (${label})`]: await timed(() => teamKpi(db, top, dayRange(monthAgo, today, now, zone), 30, now)),
      [`downline search by part of a name (${label})`]: await timed(() =>
        teamMembers(db, top, { account: `sub${(n++ % 100) + 1}m5`, pageNo: 1, pageSize: 20 }, now),
      ),
      [`direct downlines page (${label})`]: await timed(() => teamMembers(db, top, { pageNo: 1 + (n++ % 5), pageSize: 20 }, now)),
    };
  } finally {
    await db.close();
  }
}

export function benchAgents(): Promise<Record<string, string>> {
  return onBothEngines('agent', benchEngine, {
    progress,
    notOnDatabaseUrl: 'this bench loads 1,000,000 rows, so it runs only on a throwaway server',
  });
}

await runIfMain(import.meta.url, benchAgents);
