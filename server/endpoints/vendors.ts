/** vendors: game vendors per category in display order, and the number of games per category. */
import type { GameCategory } from '../../engine/config/types.gen.ts';
import { defineEndpoint, type AnswerOf } from '../http/handler.ts';

export const vendors = defineEndpoint('vendors', {
  auth: 'none',
  async handle({ db, tenantId }) {
    const rows = await db.query<{ game_category: GameCategory; vassalage: string; display_name: string; account_type_name: string }>(
      `SELECT game_category, vassalage, display_name, account_type_name FROM vendors
        WHERE tenant_id = $1 ORDER BY category_order, sort_order, vassalage`,
      [tenantId],
    );
    const counts = await db.query<{ game_category: GameCategory; n: number }>(
      `SELECT v.game_category, count(g.id) AS n FROM vendors v JOIN games g ON g.vendor_id = v.id
        WHERE v.tenant_id = $1 GROUP BY v.game_category`,
      [tenantId],
    );
    const sorting: AnswerOf<'vendors'>['sorting'] = [];
    for (const row of rows.rows) {
      let category = sorting[sorting.length - 1];
      if (category?.gameCategory !== row.game_category) {
        category = { gameCategory: row.game_category, vendorNames: [] };
        sorting.push(category);
      }
      category.vendorNames.push({ vassalage: row.vassalage, displayName: row.display_name, accountTypeName: row.account_type_name });
    }
    const mapping: Record<string, number> = {};
    for (const category of sorting) mapping[category.gameCategory] = 0;
    for (const row of counts.rows) mapping[row.game_category] = row.n;
    return { sorting, mapping };
  },
});
