/**
 * Seeds the live models (SPEC 7.36, migration 033): a few dealers at the LIVE tables of demo and
 * lucky, most streaming, one of each tenant off stream and one inactive, so the list's filters
 * have something to leave out. Each is found again by its name; one found again gets the table
 * name languages it lacks (seed-texts.ts), and its state (active, streaming, viewers) is left as
 * an operator set it. A model whose game the tenant does not have is not written.
 */
import type { LocalizedText } from '../content/localized-text.ts';
import type { Queryable } from '../db/types.ts';
import { addLanguages } from './seed-texts.ts';

interface SeedLiveModel {
  tenantId: string;
  name: string;
  /** the table's game (games.game_code, a LIVE game of the tenant) */
  gameCode: string;
  tableName: LocalizedText;
  avatar: string;
  active: boolean;
  streaming: boolean;
  viewers: number;
}

const dealer = (n: number) => `/assets/dealers/dealer-${n}.svg`;

/** In display order per tenant. Demo's Dragon Tiger table has no TY name: TY shows it in EN. */
const SEED_LIVE_MODELS: readonly SeedLiveModel[] = [
  {
    tenantId: 'demo',
    name: 'Sofia',
    gameCode: 'EVO_LIVE_0002',
    tableName: { EN: 'Speed Baccarat Lounge', TY: 'Silid ng Mabilisang Baccarat' },
    avatar: dealer(1),
    active: true,
    streaming: true,
    viewers: 1284,
  },
  {
    tenantId: 'demo',
    name: 'Mika',
    gameCode: 'SEXY_LIVE_0001',
    tableName: { EN: 'Classic Baccarat', TY: 'Klasikong Baccarat' },
    avatar: dealer(2),
    active: true,
    streaming: true,
    viewers: 936,
  },
  {
    tenantId: 'demo',
    name: 'Andrea',
    gameCode: 'EVO_LIVE_0004',
    tableName: { EN: 'Lightning Roulette', TY: 'Roulette ng Kidlat' },
    avatar: dealer(4),
    active: true,
    streaming: true,
    viewers: 2107,
  },
  {
    tenantId: 'demo',
    name: 'Jasmine',
    gameCode: 'DG_LIVE_0005',
    tableName: { EN: 'Dragon Tiger Hall' },
    avatar: dealer(3),
    active: true,
    streaming: true,
    viewers: 415,
  },
  {
    tenantId: 'demo',
    name: 'Bea',
    gameCode: 'EVO_LIVE_0006',
    tableName: { EN: 'Sic Bo Deluxe', TY: 'Sic Bo na Deluxe' },
    avatar: dealer(5),
    active: true,
    streaming: false,
    viewers: 0,
  },
  {
    tenantId: 'demo',
    name: 'Carla',
    gameCode: 'SEXY_LIVE_0007',
    tableName: { EN: 'VIP Blackjack', TY: 'VIP na Blackjack' },
    avatar: dealer(2),
    active: false,
    streaming: false,
    viewers: 0,
  },
  {
    tenantId: 'lucky',
    name: 'Lara',
    gameCode: 'EVO_LIVE_0001',
    tableName: { EN: 'Lucky Baccarat', TY: 'Baccarat ng Swerte' },
    avatar: dealer(4),
    active: true,
    streaming: true,
    viewers: 512,
  },
  {
    tenantId: 'lucky',
    name: 'Nina',
    gameCode: 'SEXY_LIVE_0003',
    tableName: { EN: 'Star Roulette', TY: 'Roulette ng mga Bituin' },
    avatar: dealer(1),
    active: true,
    streaming: true,
    viewers: 348,
  },
  {
    tenantId: 'lucky',
    name: 'Joy',
    gameCode: 'EVO_LIVE_0005',
    tableName: { EN: 'Dragon Tiger Garden', TY: 'Hardin ng Dragon at Tigre' },
    avatar: dealer(3),
    active: true,
    streaming: true,
    viewers: 201,
  },
  {
    tenantId: 'lucky',
    name: 'Ella',
    gameCode: 'SEXY_LIVE_0006',
    tableName: { EN: 'Sic Bo Corner', TY: 'Sulok ng Sic Bo' },
    avatar: dealer(2),
    active: true,
    streaming: false,
    viewers: 0,
  },
  {
    tenantId: 'lucky',
    name: 'Rica',
    gameCode: 'EVO_LIVE_0007',
    tableName: { EN: 'Blackjack Lounge', TY: 'Silid ng Blackjack' },
    avatar: dealer(5),
    active: false,
    streaming: false,
    viewers: 0,
  },
];

/** Writes the live models that are missing; call inside the seed's transaction, after the games. */
export async function seedLiveModels(tx: Queryable): Promise<void> {
  const order = new Map<string, number>();
  for (const model of SEED_LIVE_MODELS) {
    const sortOrder = (order.get(model.tenantId) ?? 0) + 1;
    order.set(model.tenantId, sortOrder);
    await tx.query(
      `INSERT INTO live_models (tenant_id, game_id, name, table_name, avatar_url, active, streaming, viewers, sort_order)
       SELECT $1, id, $3, $4::jsonb, $5, $6, $7, $8, $9 FROM games WHERE tenant_id = $1 AND game_code = $2 AND game_type = 'LIVE'
       ON CONFLICT (tenant_id, name) DO UPDATE SET ${addLanguages('live_models', 'table_name')}`,
      [
        model.tenantId,
        model.gameCode,
        model.name,
        JSON.stringify(model.tableName),
        model.avatar,
        model.active,
        model.streaming,
        model.viewers,
        sortOrder,
      ],
    );
  }
}
