/**
 * vendorGameTypes (SPEC 7.24 "Vendor game types: GET with typeId and merchant_code"): the game
 * classes a category's games have (typeId, as the game list's gameType), of all its vendors or of
 * one (vassalage), in the catalogue's order with their counts. These are the values the game
 * list's gameClassify filter takes, so the filter panel offers them instead of a free text field.
 */
import { defineEndpoint } from '../http/handler.ts';
import { addCategory, Where } from '../games/queries.ts';
import { cockfightVendorOf } from './games.ts';

export const vendorGameTypes = defineEndpoint('vendorGameTypes', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const where = new Where().add('g.tenant_id = ?', tenantId);
    addCategory(where, tenantId, query.typeId, cockfightVendorOf(tenant));
    if (query.vassalage) where.add('g.vassalage = ?', query.vassalage);
    const found = await db.query<{ game_classify: string; n: number }>(
      `SELECT g.game_classify, count(*)::int AS n FROM games g ${where.sql}
        GROUP BY g.game_classify ORDER BY min(g.sort_order), g.game_classify`,
      where.params,
    );
    return { list: found.rows.map((r) => ({ gameClassify: r.game_classify, count: r.n })) };
  },
});
