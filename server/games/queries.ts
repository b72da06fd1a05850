/**
 * Reading games: the one SELECT every list uses, the row -> Game mapping, the category rule
 * (ESPORTS read as SPORTS; the cockfight vendor's games split from SPORTS into COCKFIGHT) and paging.
 */
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { artworkUrl } from './artwork.ts';

/** The Game object of the API contract (SPEC section 3), generated from schemas/api/game.json. */
export type { Game } from '../../engine/config/types.gen.ts';
import type { Game } from '../../engine/config/types.gen.ts';

export interface GameRow {
  id: number;
  game_name: string;
  display_name: string;
  vassalage: string;
  show_icon: boolean;
  room_id: string | null;
  support_play: boolean;
  game_type: string;
  game_id: string;
  game_code: string;
  is_game_h5: boolean;
  freeplay: boolean;
  lotto_mode: string | null;
  account_type_name: string;
}

/** Columns of GameRow, for `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.id = g.vendor_id`. */
export const GAME_COLUMNS = `g.id, g.game_name, v.display_name, g.vassalage, g.show_icon, g.room_id, g.support_play, g.game_type,
  g.game_id, g.game_code, g.is_game_h5, g.freeplay, g.lotto_mode, g.account_type_name`;
export const GAME_FROM = 'games g JOIN vendors v ON v.id = g.vendor_id';

export function toGame(row: GameRow): Game {
  const icon = artworkUrl(row.game_code);
  return {
    nodeId: row.id,
    nodeName: row.game_name,
    gameName: row.game_name,
    displayName: row.display_name,
    vassalage: row.vassalage,
    showIcon: row.show_icon,
    iconUrl: icon,
    roomId: row.room_id,
    supportPlay: row.support_play,
    gameType: row.game_type,
    gameId: row.game_id,
    gameCode: row.game_code,
    isGameH5: row.is_game_h5,
    freeplay: row.freeplay,
    lottoMode: row.lotto_mode,
    accountTypeName: row.account_type_name,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
  };
}

/** A WHERE clause under construction: conditions joined by AND, with numbered parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a condition; each `?` in it becomes the next $n, bound to the next value. */
  add(condition: string, ...values: unknown[]): this {
    let i = 0;
    this.parts.push(
      condition.replace(/\?/g, () => {
        this.params.push(values[i++]);
        return `$${this.params.length}`;
      }),
    );
    return this;
  }

  /** A placeholder for one more parameter (LIMIT, OFFSET). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The clause to put in the SQL text ('' when there is no condition). */
  get sql(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/**
 * Restricts games (alias g) of tenant to a category as the lists show it: ESPORTS is SPORTS;
 * SPORTS holds the games whose account type is one of the tenant's sports vendors' but not the
 * cockfight vendor's; COCKFIGHT adds the cockfight vendor's games found under sports.
 */
export function addCategory(where: Where, tenantId: string, gameType: string, cockfightVendor: string): void {
  const category = gameType === 'ESPORTS' ? 'SPORTS' : gameType;
  if (category === 'SPORTS') {
    where.add(
      `g.game_type IN ('SPORTS', 'ESPORTS') AND g.account_type_name <> ?
       AND g.account_type_name IN (SELECT account_type_name FROM vendors WHERE tenant_id = ? AND game_category IN ('SPORTS', 'ESPORTS'))`,
      cockfightVendor,
      tenantId,
    );
  } else if (category === 'COCKFIGHT') {
    where.add(`(g.game_type = 'COCKFIGHT' OR (g.game_type IN ('SPORTS', 'ESPORTS') AND g.account_type_name = ?))`, cockfightVendor);
  } else {
    where.add('g.game_type = ?', category);
  }
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** Page number and size from the query (validated strings), with defaults. */
export function paging(pageNo: string | undefined, pageSize: string | undefined, defaultSize: number): Paging {
  return { pageNo: pageNo ? Number(pageNo) : 1, pageSize: pageSize ? Number(pageSize) : defaultSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** One game of the tenant by node id, or 404 E_NOT_FOUND. */
export async function gameByNodeId(db: Queryable, tenantId: string, nodeId: number): Promise<GameRow> {
  const found = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.tenant_id = $1 AND g.id = $2`, [
    tenantId,
    nodeId,
  ]);
  if (!found.rows[0]) throw apiErrors.notFound(`No game with nodeId ${nodeId}`);
  return found.rows[0];
}

/** A decimal amount ("1.5", "0.20") as cents. */
export function decimalToCents(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
