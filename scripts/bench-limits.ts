/**
 * What responsible-gaming limits cost on the money paths (issue 29: at most 10% more), on each
 * engine, for members without limits and members with loss, wager and deposit limits per day,
 * week and month (9 rows, none reached):
 * - bets per second through settleRound (what the spin and draw endpoints call), 16 concurrent
 *   clients of one member, so they queue on its wallet row as the money bench's transfers do;
 * - deposit orders per second as the deposit endpoint makes them (createDepositChecked
 *   in the order's transaction, with its idempotency key), 16 members, one a client;
 * - transfers per second into and out of a game wallet through transferChecked (what the
 *   transfer endpoint calls), 16 clients of one member.
 * Runs alternate without and with, 7 pairs of 1,000 after one pair to warm up; the cost is the
 * median of the pairs' differences, so a change in the machine's other load between pairs counts
 * less (2 cores shared here). Engines: PGlite, and PostgreSQL at DATABASE_URL or a throwaway
 * server (scripts/postgres.ts) when the binaries are installed.
 * `npx tsx scripts/bench-limits.ts` prints the figures (`--json`: as one JSON line).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../server/db/types.ts';
import { settleRound } from '../server/games/rounds.ts';
import { createMember } from '../server/members/accounts.ts';
import { transferChecked } from '../server/responsible-gaming/transfer.ts';
import { createDepositChecked } from '../server/responsible-gaming/deposit.ts';
import { withIdempotency } from '../server/wallet/idempotency.ts';
import type { Channel } from '../server/payments/rules.ts';
import { ensureWallet, postEntry } from '../server/wallet/ledger.ts';
import { median, onBothEngines, progressOf, runIfMain, startBenchServer } from './bench-runner.ts';

const OPERATIONS = 1_000;
const CLIENTS = 16;
const RUNS = 7;
const ZONE = 'Asia/Manila';

const progress = progressOf('limits');

/** A funded member of the bench tenant, with or without the six bet limits and three deposit limits. */
async function benchMember(db: Db, withLimits: boolean): Promise<number> {
  const memberId = await createMember(db, {
    tenantId: 'bench',
    account: `bench_${randomBytes(4).toString('hex')}`,
    password: 'bench-password',
    type: 1,
  });
  await db.transaction(async (tx) => {
    await postEntry(tx, { walletId: await ensureWallet(tx, memberId), amountCents: 1_000_000_000, kind: 'bonus', reference: 'bench' });
    await postEntry(tx, {
      walletId: await ensureWallet(tx, memberId, 'BV'),
      amountCents: 1_000_000_000,
      kind: 'bonus',
      reference: 'bench-vendor',
    });
  });
  if (withLimits) {
    await db.query(
      `INSERT INTO rg_limits (member_id, kind, period, amount_cents, period_start, updated_at)
       SELECT $1, k, p, 100000000000, NULL, now() FROM unnest('{loss,wager,deposit}'::text[]) k, unnest('{day,week,month}'::text[]) p`,
      [memberId],
    );
  }
  return memberId;
}

async function concurrently(work: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < OPERATIONS) await work(next++);
    }),
  );
  return OPERATIONS / ((performance.now() - started) / 1000);
}

function bets(db: Db, memberId: number): Promise<number> {
  const runId = randomBytes(4).toString('hex');
  return concurrently((i) =>
    settleRound(db, {
      memberId,
      gameId: null,
      kind: 'slot',
      idempotencyKey: `bench-${runId}-${i}`,
      betCents: 100,
      now: new Date(),
      timeZone: ZONE,
      play: () => ({ result: {}, winCents: i % 5 === 0 ? 400 : 0 }),
    }),
  );
}

const CHANNEL: Channel = { id: 'bench', name: 'Bench', kind: 'bank', minCents: 1, maxCents: 100_000_000 };

/**
 * Deposit orders as the deposit endpoint makes them, the limits checked in the order's
 * transaction, by 16 members at once (`members`, one per client): a member's page sends one order
 * at a time, and two orders of one member queue on its deposit limit rows by design (two racing
 * the last of a limit never pass it), which 16 clients of one member would measure instead.
 */
function deposits(db: Db, members: number[]): Promise<number> {
  const runId = randomBytes(4).toString('hex');
  return concurrently((i) => {
    const memberId = members[i % members.length];
    return withIdempotency(
      db,
      { memberId, key: `bench-${runId}-${i}`, scope: 'depositCreate', body: { amount: '10.00', i } },
      async (tx) => {
        const guard = { memberId, now: new Date(), timeZone: ZONE };
        return createDepositChecked(tx, guard, {
          tenantId: 'bench',
          memberId,
          channels: [CHANNEL],
          channelId: CHANNEL.id,
          amountCents: 1_000,
          now: guard.now,
        });
      },
    );
  });
}

function transfers(db: Db, memberId: number): Promise<number> {
  const runId = randomBytes(4).toString('hex');
  return concurrently((i) => {
    const [from, to] = i % 2 ? ['BV', 'MAIN'] : ['MAIN', 'BV'];
    return transferChecked(
      db,
      { memberId, key: `bench-${runId}-${i}`, scope: 'walletTransfer', body: { from, to, amount: '1.00' } },
      { tenantId: 'bench', memberId, from, to, amountCents: 100, now: new Date() },
      { timeZone: ZONE },
    );
  });
}

async function benchEngine(label: string, dataDir: string, databaseUrl: string | undefined): Promise<Record<string, string>> {
  progress(`${label}: starting the server`);
  const server = await startBenchServer({ dataDir, databaseUrl });
  const figures: Record<string, string> = {};
  try {
    const db = server.db;
    await db.query(
      "INSERT INTO vendors (tenant_id, game_category, vassalage, display_name, account_type_name, category_order, sort_order) VALUES ('bench', 'RNG', 'BV', 'Bench', 'BV', 0, 0) ON CONFLICT DO NOTHING",
    );
    const plain = await benchMember(db, false);
    const limited = await benchMember(db, true);
    const plainMany = await Promise.all(Array.from({ length: CLIENTS }, () => benchMember(db, false)));
    const limitedMany = await Promise.all(Array.from({ length: CLIENTS }, () => benchMember(db, true)));
    for (const [name, run] of [
      ['bets/s', (db: Db, limits: boolean) => bets(db, limits ? limited : plain)],
      ['deposits/s', (db: Db, limits: boolean) => deposits(db, limits ? limitedMany : plainMany)],
      ['transfers/s', (db: Db, limits: boolean) => transfers(db, limits ? limited : plain)],
    ] as const) {
      const without: number[] = [];
      const withLimits: number[] = [];
      const costs: number[] = [];
      for (let round = 0; round <= RUNS; round++) {
        const a = await run(db, false);
        const b = await run(db, true);
        if (round === 0) continue; // warm-up
        without.push(a);
        withLimits.push(b);
        costs.push((a - b) / a);
        progress(`${label}: ${name} round ${round}: ${a.toFixed(0)} without limits, ${b.toFixed(0)} with`);
      }
      figures[`ledger ${name} without limits, ${CLIENTS} clients (${label})`] = median(without).toFixed(0);
      figures[`ledger ${name} with 9 limits, ${CLIENTS} clients (${label})`] = median(withLimits).toFixed(0);
      figures[`ledger ${name} cost of limits (${label})`] = `${(median(costs) * 100).toFixed(1)}%`;
    }
  } finally {
    await server.close();
  }
  return figures;
}

export function benchLimits(): Promise<Record<string, string>> {
  return onBothEngines('limits', benchEngine, { progress });
}

await runIfMain(import.meta.url, benchLimits);
