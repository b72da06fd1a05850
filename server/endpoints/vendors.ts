/** vendors: game vendors per category in display order, and the number of games per category. */
import { defineHandler } from '../http/handler.ts';

export interface VendorsValue {
  sorting: { gameCategory: string; vendorNames: { vassalage: string; displayName: string; accountTypeName: string }[] }[];
  mapping: Record<string, number>;
}

export const vendors = defineHandler({
  query: 'api/vendors.query',
  auth: 'none',
  async handle({ db, tenantId }): Promise<VendorsValue> {
    const rows = await db.query<{ game_category: string; vassalage: string; display_name: string; account_type_name: string }>(
      `SELECT game_category, vassalage, display_name, account_type_name FROM vendors
        WHERE tenant_id = $1 ORDER BY category_order, sort_order, vassalage`,
      [tenantId],
    );
    const counts = await db.query<{ game_category: string; n: number }>(
      `SELECT v.game_category, count(g.id) AS n FROM vendors v JOIN games g ON g.vendor_id = v.id
        WHERE v.tenant_id = $1 GROUP BY v.game_category`,
      [tenantId],
    );
    const sorting: VendorsValue['sorting'] = [];
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
