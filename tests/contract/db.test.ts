/** The database layer under the server: migrations, the idempotent seed and the wallet ledger. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrate.ts';
import { seed, seedFingerprint, seedOnStart } from '../../server/seed/seed.ts';
import { SEED_BANNERS, SEED_MEMBERS } from '../../server/seed/seed-data.ts';
import { ensureWallet, LedgerError, postEntry } from '../../server/wallet/ledger.ts';
import { freshMember, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const db = () => server.server.db;

/** Rows the seed writes (other test files may add members and entries of their own meanwhile). */
async function seededCounts(): Promise<Record<string, number>> {
  const seeded =
    "SELECT id FROM members WHERE tenant_id IN ('demo', 'lucky') AND account IN ('demo', 'member0', 'agent', 'agent2', 'lucky')";
  const queries: Record<string, string> = {
    members: seeded,
    wallets: `SELECT id FROM wallets WHERE member_id IN (${seeded})`,
    entries: "SELECT id FROM wallet_entries WHERE reference = 'seed:opening-balance'",
    banners: "SELECT id FROM banners WHERE tenant_id IN ('demo', 'lucky')",
    notices: "SELECT id FROM notices WHERE tenant_id IN ('demo', 'lucky')",
    vendors: "SELECT id FROM vendors WHERE tenant_id IN ('demo', 'lucky')",
    games: "SELECT id FROM games WHERE tenant_id IN ('demo', 'lucky')",
    hotGames: "SELECT game_id FROM hot_games WHERE tenant_id IN ('demo', 'lucky')",
    winners: "SELECT id FROM winners WHERE tenant_id IN ('demo', 'lucky')",
    jackpots: "SELECT id FROM jackpots WHERE tenant_id IN ('demo', 'lucky')",
    inbox: `SELECT id FROM inbox_messages WHERE member_id IN (${seeded})`,
    chat: `SELECT id FROM chat_messages WHERE member_id IN (${seeded})`,
    team: "SELECT t.member_id FROM member_tree t JOIN members a ON a.id = t.ancestor_id WHERE a.tenant_id = 'demo' AND a.account = 'agent' AND t.depth >= 1",
    ledger: 'SELECT id FROM ledger_transactions',
    contracts: 'SELECT id FROM agent_contracts',
    payouts: 'SELECT id FROM agent_payouts',
    redRain: 'SELECT id FROM red_rain_events',
    rates: 'SELECT member_id FROM rebate_rates',
  };
  const result: Record<string, number> = {};
  for (const [name, sql] of Object.entries(queries)) {
    const rows = await db().query<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) AS seeded`);
    result[name] = rows.rows[0].n;
  }
  return result;
}

describe('migrations', () => {
  it('records every migration once and applies nothing on a second run', async () => {
    const recorded = await db().query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(db())).toEqual([]);
  });
});

describe('seed', () => {
  it('is idempotent', async () => {
    const before = await seededCounts();
    expect(before).toMatchObject({
      members: 6,
      wallets: 6,
      entries: 6,
      banners: 10,
      notices: 7,
      team: 205,
      contracts: 6,
      redRain: 3,
      vendors: 45,
      hotGames: 40,
      winners: 60,
      jackpots: 8,
    });
    expect(before.games).toBeGreaterThanOrEqual(3000);
    await seed(db());
    expect(await seededCounts()).toEqual(before);
  });

  it('runs on a start once per version of the seed', async () => {
    const fingerprint = seedFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint()).toBe(fingerprint);
    const recorded = async () =>
      (await db().query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state')).rows.map((r) => r.fingerprint);
    // the server's start ran it and recorded it, so a restart skips it
    expect(await recorded()).toEqual([fingerprint]);
    const before = await seededCounts();
    expect(await seedOnStart(db())).toBe(false);
    // a database that has not had this version (another fingerprint recorded) gets it, once
    await db().query('UPDATE seed_state SET fingerprint = $1', ['0'.repeat(64)]);
    expect(await seedOnStart(db())).toBe(true);
    expect(await seededCounts()).toEqual(before);
    expect((await recorded()).sort()).toEqual(['0'.repeat(64), fingerprint].sort());
    expect(await seedOnStart(db())).toBe(false);
  });

  it('holds the accounts and banners of the contract', async () => {
    for (const member of SEED_MEMBERS) {
      const rows = await db().query<{ type: number; nickname: string | null }>(
        'SELECT type, nickname FROM members WHERE tenant_id = $1 AND account = $2',
        [member.tenantId, member.account],
      );
      expect(rows.rows).toEqual([{ type: member.type, nickname: member.nickname ?? null }]);
    }
    const banners = await db().query<{ tenant_id: string; group_name: string; n: number }>(
      "SELECT tenant_id, group_name, count(*) AS n FROM banners WHERE tenant_id IN ('demo', 'lucky') GROUP BY tenant_id, group_name ORDER BY tenant_id, group_name",
    );
    expect(banners.rows).toEqual([
      { tenant_id: 'demo', group_name: 'm_home', n: 4 },
      { tenant_id: 'demo', group_name: 'm_reg', n: 2 },
      { tenant_id: 'demo', group_name: 'm_video', n: 1 },
      { tenant_id: 'lucky', group_name: 'm_home', n: 1 },
      { tenant_id: 'lucky', group_name: 'm_reg', n: 2 },
    ]);
    expect(SEED_BANNERS).toHaveLength(10);
  });
});

describe('ledger', () => {
  it('applies an entry once per reference and keeps the balance equal to the sum of entries', async () => {
    const member = await freshMember(server);
    const walletId = await db().transaction((tx) => ensureWallet(tx, member.id));
    const credit = { walletId, amountCents: 10_000, kind: 'deposit', reference: 'contract:credit-1' };
    expect(await db().transaction((tx) => postEntry(tx, credit))).toEqual({ applied: true, balanceCents: 10_000 });
    expect(await db().transaction((tx) => postEntry(tx, credit))).toEqual({ applied: false, balanceCents: 10_000 });
    await db().transaction((tx) => postEntry(tx, { walletId, amountCents: -2_550, kind: 'withdraw', reference: 'contract:debit-1' }));
    const rows = await db().query<{ cached: number; ledger: number }>(
      'SELECT balance_cents AS cached, (SELECT sum(amount_cents)::bigint FROM wallet_entries WHERE wallet_id = $1) AS ledger FROM wallets WHERE id = $1',
      [walletId],
    );
    expect(rows.rows[0]).toEqual({ cached: 7_450, ledger: 7_450 });
  });

  it('refuses to go negative, also under concurrent debits, and rolls the entry back', async () => {
    const member = await freshMember(server);
    const walletId = await db().transaction((tx) => ensureWallet(tx, member.id));
    await db().transaction((tx) => postEntry(tx, { walletId, amountCents: 1_000, kind: 'deposit', reference: 'contract:credit' }));
    await expect(
      db().transaction((tx) => postEntry(tx, { walletId, amountCents: -1_001, kind: 'withdraw', reference: 'contract:too-much' })),
    ).rejects.toBeInstanceOf(LedgerError);

    const debits = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        db().transaction((tx) => postEntry(tx, { walletId, amountCents: -300, kind: 'withdraw', reference: `contract:debit-${i}` })),
      ),
    );
    expect(debits.filter((d) => d.status === 'fulfilled')).toHaveLength(3);
    for (const failed of debits.filter((d) => d.status === 'rejected')) {
      expect(failed.reason).toMatchObject({ code: 'E_INSUFFICIENT_FUNDS' });
    }
    const rows = await db().query<{ cached: number; entries: number }>(
      'SELECT balance_cents AS cached, (SELECT count(*) FROM wallet_entries WHERE wallet_id = $1) AS entries FROM wallets WHERE id = $1',
      [walletId],
    );
    expect(rows.rows[0]).toEqual({ cached: 100, entries: 4 });
  });
});
