/**
 * liveModels (SPEC 7.36 "Live model list (active, streaming): GET silent"): the live casino's
 * dealers (migration 033), by default only the active ones streaming now; active=0 and
 * streaming=0 take the others in too, vendor keeps one vendor's tables. In the operator's order,
 * each with its table's name in the asked language (field by field, as every localized text) and
 * the game the live game list launches from its card, as from the game's tile.
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { defineEndpoint } from '../http/handler.ts';
import { Where } from '../games/queries.ts';

interface LiveModelRow {
  id: number;
  name: string;
  table_name: LocalizedText;
  avatar_url: string;
  active: boolean;
  streaming: boolean;
  viewers: number;
  node_id: number;
  game_id: string;
  vassalage: string;
  display_name: string;
}

export const liveModels = defineEndpoint('liveModels', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const where = new Where().add('m.tenant_id = ?', tenantId);
    if (query.active !== '0') where.add('m.active');
    if (query.streaming !== '0') where.add('m.streaming');
    if (query.vendor) where.add('g.vassalage = ?', query.vendor);
    const found = await db.query<LiveModelRow>(
      `SELECT m.id, m.name, m.table_name, m.avatar_url, m.active, m.streaming, m.viewers,
              g.id AS node_id, g.game_id, g.vassalage, v.display_name
         FROM live_models m JOIN games g ON g.id = m.game_id JOIN vendors v ON v.id = g.vendor_id
       ${where.sql} ORDER BY m.sort_order, m.id`,
      where.params,
    );
    const languages = contentLanguages(tenant.languages, query.language);
    return {
      list: found.rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        tableName: textIn(r.table_name, languages),
        vendor: r.vassalage,
        vendorName: r.display_name,
        nodeId: Number(r.node_id),
        gameId: r.game_id,
        avatar: r.avatar_url,
        viewers: r.viewers,
        active: r.active,
        streaming: r.streaming,
      })),
    };
  },
});
