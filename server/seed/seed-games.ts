/**
 * Seeds the game catalogue of every tenant that has vendors, plus hot games, winners and
 * jackpots. Idempotent and fast: it reads the codes a tenant already has and inserts only the
 * missing games, in one statement per tenant (unnest of column arrays).
 * SEED_BIG_CATEGORY=5000 gives RNG 5,000 games per tenant (the benchmark's long list).
 */
import { SEED_VENDORS } from './seed-data.ts';
import { gamesPerVendor, vendorGames, WINNER_NAMES, type CatalogueGame, type CatalogueVendor } from '../games/catalogue.ts';
import type { LocalizedText } from '../content/localized-text.ts';
import type { Queryable } from '../db/types.ts';
import { addLanguages } from './seed-texts.ts';

/** Vendors the contract names that the base vendor seed does not carry (demo only). */
const EXTRA_VENDORS = [
  { tenantId: 'demo', gameCategory: 'ESPORTS', vassalage: 'AV', displayName: 'AV Esports', accountTypeName: 'AV' },
  { tenantId: 'demo', gameCategory: 'ESPORTS', vassalage: 'AI', displayName: 'AI Esports', accountTypeName: 'AI' },
  { tenantId: 'demo', gameCategory: 'ESPORTS', vassalage: 'IMES', displayName: 'IM Esports', accountTypeName: 'IMES' },
];

/** Hot games per tenant: the first games of these categories, in this order. */
const HOT_PICKS: [string, number][] = [
  ['RNG', 10],
  ['LIVE', 4],
  ['FISH', 3],
  ['PVP', 3],
];

const JACKPOTS: { category: string; position: number; name: LocalizedText; amountCents: number }[] = [
  { category: 'RNG', position: 0, name: { EN: 'Grand Jackpot', TY: 'Engrandeng Jackpot' }, amountCents: 123_456_789 },
  { category: 'RNG', position: 1, name: { EN: 'Mega Jackpot', TY: 'Napakalaking Jackpot' }, amountCents: 45_678_912 },
  { category: 'LIVE', position: 0, name: { EN: 'Lightning Pot', TY: 'Pot ng Kidlat' }, amountCents: 8_765_432 },
  { category: 'FISH', position: 0, name: { EN: 'Ocean Treasure', TY: 'Kayamanan ng Karagatan' }, amountCents: 2_345_678 },
];

function bigCategory(): number | undefined {
  const raw = process.env.SEED_BIG_CATEGORY;
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new Error(`SEED_BIG_CATEGORY must be a whole number from 1 to 100000, not "${raw}"`);
  return n;
}

async function addExtraVendors(tx: Queryable): Promise<void> {
  for (const vendor of EXTRA_VENDORS) {
    const categoryOrder = SEED_VENDORS.findIndex((c) => c.gameCategory === vendor.gameCategory);
    await tx.query(
      `INSERT INTO vendors (tenant_id, game_category, vassalage, display_name, account_type_name, category_order, sort_order)
       SELECT $1, $2, $3, $4, $5, $6, coalesce(max(sort_order), -1) + 1 FROM vendors WHERE tenant_id = $1 AND game_category = $2
       ON CONFLICT (tenant_id, game_category, vassalage) DO NOTHING`,
      [vendor.tenantId, vendor.gameCategory, vendor.vassalage, vendor.displayName, vendor.accountTypeName, categoryOrder],
    );
  }
}

async function insertGames(tx: Queryable, games: CatalogueGame[]): Promise<void> {
  if (games.length === 0) return;
  const column = <K extends keyof CatalogueGame>(key: K) => games.map((g) => g[key]);
  await tx.query(
    `INSERT INTO games (vendor_id, tenant_id, game_type, vassalage, account_type_name, game_code, game_id, game_name,
                        game_classify, min_bet_cents, min_line, room_id, support_play, freeplay, lotto_mode, sort_order)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                          $9::text[], $10::bigint[], $11::int[], $12::text[], $13::boolean[], $14::boolean[], $15::text[], $16::int[])
     ON CONFLICT DO NOTHING`,
    [
      column('vendorId'),
      column('tenantId'),
      column('gameType'),
      column('vassalage'),
      column('accountTypeName'),
      column('gameCode'),
      column('gameId'),
      column('gameName'),
      column('gameClassify'),
      column('minBetCents'),
      column('minLine'),
      column('roomId'),
      column('supportPlay'),
      column('freeplay'),
      column('lottoMode'),
      column('sortOrder'),
    ],
  );
}

async function seedCatalogue(tx: Queryable, tenantId: string, big: number | undefined): Promise<void> {
  const vendors = await tx.query<{ id: number; game_category: string; vassalage: string; account_type_name: string }>(
    'SELECT id, game_category, vassalage, account_type_name FROM vendors WHERE tenant_id = $1 ORDER BY category_order, sort_order',
    [tenantId],
  );
  const existing = await tx.query<{ game_code: string }>('SELECT game_code FROM games WHERE tenant_id = $1', [tenantId]);
  const have = new Set(existing.rows.map((r) => r.game_code));
  const perCategory = new Map<string, number>();
  for (const v of vendors.rows) perCategory.set(v.game_category, (perCategory.get(v.game_category) ?? 0) + 1);
  const missing: CatalogueGame[] = [];
  for (const v of vendors.rows) {
    const vendor: CatalogueVendor = {
      vendorId: v.id,
      tenantId,
      gameCategory: v.game_category,
      vassalage: v.vassalage,
      accountTypeName: v.account_type_name,
    };
    const count = gamesPerVendor(v.game_category, perCategory.get(v.game_category) ?? 1, big);
    for (const game of vendorGames(vendor, count)) if (!have.has(game.gameCode)) missing.push(game);
  }
  await insertGames(tx, missing);
}

async function seedHotGames(tx: Queryable, tenantId: string): Promise<void> {
  let rank = 0;
  for (const [category, count] of HOT_PICKS) {
    await tx.query(
      `INSERT INTO hot_games (tenant_id, game_id, rank)
       SELECT $1, id, $3 + row_number() OVER (ORDER BY sort_order, id) FROM
         (SELECT id, sort_order FROM games WHERE tenant_id = $1 AND game_type = $2 ORDER BY sort_order, id LIMIT $4) first
       ON CONFLICT DO NOTHING`,
      [tenantId, category, rank, count],
    );
    rank += count;
  }
}

async function seedWinners(tx: Queryable, tenantId: string, now: Date): Promise<void> {
  const games = await tx.query<{ id: number }>(
    `SELECT id FROM games WHERE tenant_id = $1 AND game_type IN ('RNG', 'LIVE', 'FISH', 'PVP') AND sort_order < 40 ORDER BY id`,
    [tenantId],
  );
  if (games.rows.length === 0) return;
  const rows = WINNER_NAMES.map((name, i) => ({
    gameId: games.rows[(i * 17) % games.rows.length].id,
    name,
    // from 58.00 up to a few tens of thousands, varied but fixed
    winCents: 5_800 + ((i * 7_919_113) % 2_500_000),
    wonAt: new Date(now.getTime() - (i + 1) * 7 * 60_000),
    key: `seed-${i}`,
  }));
  await tx.query(
    `INSERT INTO winners (tenant_id, game_id, customer_name, win_cents, won_at, seed_key)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::timestamptz[], $6::text[])
     ON CONFLICT (tenant_id, seed_key) DO NOTHING`,
    [
      tenantId,
      rows.map((r) => r.gameId),
      rows.map((r) => r.name),
      rows.map((r) => r.winCents),
      rows.map((r) => r.wonAt),
      rows.map((r) => r.key),
    ],
  );
}

async function seedJackpots(tx: Queryable, tenantId: string): Promise<void> {
  for (const [sortOrder, jackpot] of JACKPOTS.entries()) {
    await tx.query(
      `INSERT INTO jackpots (tenant_id, vendor, name, amount_cents, sort_order)
       SELECT $1, vassalage, $3::jsonb, $4, $5 FROM vendors WHERE tenant_id = $1 AND game_category = $2 ORDER BY sort_order OFFSET $6 LIMIT 1
       ON CONFLICT (tenant_id, vendor, (name ->> 'EN')) DO UPDATE SET ${addLanguages('jackpots', 'name')}`,
      [tenantId, jackpot.category, JSON.stringify(jackpot.name), jackpot.amountCents, sortOrder, jackpot.position],
    );
  }
}

/** Seeds games for every tenant with vendors; call inside the seed's transaction. */
export async function seedGames(tx: Queryable, now: Date): Promise<void> {
  const big = bigCategory();
  await addExtraVendors(tx);
  const tenants = await tx.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM vendors ORDER BY tenant_id');
  for (const { tenant_id: tenantId } of tenants.rows) {
    await seedCatalogue(tx, tenantId, big);
    await seedHotGames(tx, tenantId);
    await seedWinners(tx, tenantId, now);
    await seedJackpots(tx, tenantId);
  }
}
