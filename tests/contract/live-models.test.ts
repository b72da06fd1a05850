/**
 * SPEC 7.36 "Live model list (active, streaming): GET silent", end to end against the running
 * server: the seeded dealers of demo and lucky (server/seed/seed-live-models.ts), the filters,
 * the table names per language, what the database refuses, and hostile queries. Runs on PGlite
 * and, with scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, startContractServer, type ContractServer } from './support/server.ts';
import type { LiveModel } from '../../engine/config/types.gen.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The list a query answers on a tenant, checked against the response schema. */
async function models(query = '', tenant = 'demo'): Promise<LiveModel[]> {
  const result = await call(server, `/api/live/models${query ? `?${query}` : ''}`, { headers: { 'x-tenant': tenant } });
  return expectOk(result, 'api/liveModels.response').list as LiveModel[];
}
const names = (list: LiveModel[]) => list.map((m) => m.name);

describe('SPEC 7.36 live model list: GET, active and streaming', () => {
  it('SPEC 7.36 live model list: by default the active models streaming now, in order, each at a LIVE game of the tenant that launches', async () => {
    const list = await models();
    expect(names(list)).toEqual(['Sofia', 'Mika', 'Andrea', 'Jasmine']);
    expect(list.every((m) => m.active && m.streaming)).toBe(true);
    expect(list.map((m) => m.tableName)).toEqual(['Speed Baccarat Lounge', 'Classic Baccarat', 'Lightning Roulette', 'Dragon Tiger Hall']);
    expect(list.map((m) => [m.vendor, m.vendorName])).toEqual([
      ['EVO', 'Evolution'],
      ['SEXY', 'Sexy Baccarat'],
      ['EVO', 'Evolution'],
      ['DG', 'Dream Gaming'],
    ]);
    expect(list.map((m) => m.viewers)).toEqual([1284, 936, 2107, 415]);
    // the explicit defaults are the same query
    expect(await models('active=1&streaming=1')).toEqual(list);
    for (const model of list) {
      // the node id and game id name one LIVE game of demo's, at the model's vendor: what its tile launches
      const game = await server.server.db.query<{ game_type: string; vassalage: string; game_id: string; tenant_id: string }>(
        'SELECT game_type, vassalage, game_id, tenant_id FROM games WHERE id = $1',
        [model.nodeId],
      );
      expect(game.rows[0], model.name).toEqual({ game_type: 'LIVE', vassalage: model.vendor, game_id: model.gameId, tenant_id: 'demo' });
      const asset = await call(server, model.avatar);
      expect(asset.status, model.avatar).toBe(200);
      expect(String(asset.headers['content-type'])).toContain('image/svg+xml');
    }
  });

  it('SPEC 7.36 live model list: streaming=0 adds the ones off stream, active=0 the inactive ones, both every model', async () => {
    expect(names(await models('streaming=0'))).toEqual(['Sofia', 'Mika', 'Andrea', 'Jasmine', 'Bea']);
    const all = await models('active=0&streaming=0');
    expect(names(all)).toEqual(['Sofia', 'Mika', 'Andrea', 'Jasmine', 'Bea', 'Carla']);
    expect(all.find((m) => m.name === 'Bea')).toMatchObject({ active: true, streaming: false, viewers: 0 });
    expect(all.find((m) => m.name === 'Carla')).toMatchObject({ active: false, streaming: false });
    // an inactive model that streams is left out unless active=0 asks for it
    const db = server.server.db;
    await db.query(`UPDATE live_models SET streaming = TRUE WHERE tenant_id = 'demo' AND name = 'Carla'`);
    try {
      expect(names(await models())).not.toContain('Carla');
      expect(names(await models('active=0'))).toEqual(['Sofia', 'Mika', 'Andrea', 'Jasmine', 'Carla']);
    } finally {
      await db.query(`UPDATE live_models SET streaming = FALSE WHERE tenant_id = 'demo' AND name = 'Carla'`);
    }
  });

  it("SPEC 7.36 live model list: vendor keeps one vendor's tables, with the other filters", async () => {
    expect(names(await models('vendor=EVO'))).toEqual(['Sofia', 'Andrea']);
    expect(names(await models('vendor=EVO&streaming=0'))).toEqual(['Sofia', 'Andrea', 'Bea']);
    expect(names(await models('vendor=DG'))).toEqual(['Jasmine']);
    expect(names(await models('vendor=SEXY&active=0&streaming=0'))).toEqual(['Mika', 'Carla']);
    expect(await models('vendor=NOSUCH')).toEqual([]);
    // a vendor code is matched as it is written
    expect(await models('vendor=evo')).toEqual([]);
  });

  it("SPEC 7.36 live model list: each tenant sees its own models only, and the database keeps a model at its own tenant's LIVE game", async () => {
    const lucky = await models('active=0&streaming=0', 'lucky');
    expect(names(lucky)).toEqual(['Lara', 'Nina', 'Joy', 'Ella', 'Rica']);
    expect(names(await models('', 'lucky'))).toEqual(['Lara', 'Nina', 'Joy']);
    const demo = await models('active=0&streaming=0');
    const demoIds = new Set(demo.map((m) => m.id));
    const demoNodes = new Set(demo.map((m) => m.nodeId));
    expect(lucky.some((m) => demoIds.has(m.id) || demoNodes.has(m.nodeId))).toBe(false);
    // the tenant is chosen as for every call: the query's tenant without the header, the header over it
    const byQuery = await call(server, '/api/live/models?tenant=lucky&active=0&streaming=0');
    expect(names(expectOk(byQuery, 'api/liveModels.response').list)).toEqual(names(lucky));
    expect(names(await models('tenant=lucky&active=0&streaming=0', 'demo'))).toEqual(names(demo));

    const db = server.server.db;
    const insert = (tenant: string, gameId: number) =>
      db.query(
        `INSERT INTO live_models (tenant_id, game_id, name, table_name, avatar_url, sort_order)
         VALUES ($1, $2, 'Intruder', '{"EN": "Stray table"}', '/assets/dealers/dealer-1.svg', 99)`,
        [tenant, gameId],
      );
    // a lucky model at a demo game, and a model at a game that is not LIVE, are refused
    await expect(insert('lucky', demo[0].nodeId)).rejects.toThrow();
    const slot = await db.query<{ id: number }>(`SELECT id FROM games WHERE tenant_id = 'demo' AND game_type = 'RNG' LIMIT 1`);
    await expect(insert('demo', slot.rows[0].id)).rejects.toThrow();
    expect(names(await models('active=0&streaming=0', 'lucky'))).toEqual(names(lucky));
  });

  it('SPEC 7.36 live model list: table names in the asked language, field by field falling back to the default, then EN', async () => {
    const ty = await models('language=TY');
    expect(ty.map((m) => m.tableName)).toEqual([
      'Silid ng Mabilisang Baccarat',
      'Klasikong Baccarat',
      'Roulette ng Kidlat',
      // written in EN only
      'Dragon Tiger Hall',
    ]);
    // the dealer's name and everything else is the same in every language
    const en = await models('language=EN');
    expect(ty.map(({ tableName: _, ...rest }) => rest)).toEqual(en.map(({ tableName: _, ...rest }) => rest));
    // a browser tag counts as its language; a language the tenant does not offer gets its default
    expect(await models('language=ty-PH')).toEqual(ty);
    expect(await models('language=FR')).toEqual(en);
    expect(await models()).toEqual(en);
    // lucky's default is TY
    expect((await models('', 'lucky')).map((m) => m.tableName)).toEqual([
      'Baccarat ng Swerte',
      'Roulette ng mga Bituin',
      'Hardin ng Dragon at Tigre',
    ]);
    expect((await models('language=EN', 'lucky')).map((m) => m.tableName)).toEqual([
      'Lucky Baccarat',
      'Star Roulette',
      'Dragon Tiger Garden',
    ]);

    // a table named in lucky's default only shows that name in EN too; one with no text in either shows the one it has
    const db = server.server.db;
    await db.query(`UPDATE live_models SET table_name = '{"TY": "Tanging TY"}' WHERE tenant_id = 'lucky' AND name = 'Nina'`);
    await db.query(`UPDATE live_models SET table_name = '{"XX": "Other only"}' WHERE tenant_id = 'lucky' AND name = 'Joy'`);
    try {
      expect((await models('language=EN', 'lucky')).map((m) => m.tableName)).toEqual(['Lucky Baccarat', 'Tanging TY', 'Other only']);
    } finally {
      await db.query(
        `UPDATE live_models SET table_name = '{"EN": "Star Roulette", "TY": "Roulette ng mga Bituin"}' WHERE tenant_id = 'lucky' AND name = 'Nina'`,
      );
      await db.query(
        `UPDATE live_models SET table_name = '{"EN": "Dragon Tiger Garden", "TY": "Hardin ng Dragon at Tigre"}' WHERE tenant_id = 'lucky' AND name = 'Joy'`,
      );
    }
  });

  it('SPEC 7.36 live model list: hostile query values are 400 with a code naming the field, never a 500', async () => {
    const get = (query: string) => call(server, `/api/live/models?${query}`);
    for (const [query, field] of [
      ['vendor=EVO%00', 'query.vendor'],
      ['language=E%07N', 'query.language'],
      ['active=1%C2%85', 'query.active'],
      ['streaming=%7F', 'query.streaming'],
    ]) {
      const result = await get(query);
      expectError(result, 400, 'E_BAD_CHARACTER');
      expect(result.json.value, query).toEqual({ field });
    }
    for (const [query, message] of [
      ['active=2', /^query\.active: must be one of/],
      ['streaming=true', /^query\.streaming: must be one of/],
      ['active=', /^query\.active: must be one of/],
      ["vendor=EVO'--", /^query\.vendor: /],
      ['vendor=', /^query\.vendor: /],
      [`vendor=${'A'.repeat(6000)}`, /^query\.vendor: /],
      [`language=${'e'.repeat(6000)}`, /^query\.language: /],
      ['language=english!', /^query\.language: /],
      ['admin=1', /^query\.admin: is not allowed$/],
      ['__proto__=1', /^query\.__proto__: /],
      ['active=1&active=0', /^query\.active: /],
      ['vendor=EVO&vendor=DG', /^query\.vendor: /],
      ['tenant=LUCKY', /^query\.tenant: /],
    ] as const) {
      expect(expectError(await get(query), 400, 'E_BAD_REQUEST'), query).toMatch(message);
    }
    const repeated = await get(Array.from({ length: 21 }, () => 'vendor=EVO').join('&'));
    expect(expectError(repeated, 400, 'E_QUERY_LIMIT')).toBe('query.vendor: given more than 20 times');
    const many = await get(Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&'));
    expect(expectError(many, 400, 'E_QUERY_LIMIT')).toBe('query: more than 1000 parameters');
    // a read takes no body, and the list answers GET only
    expect(expectError(await call(server, '/api/live/models', { body: {} }), 400, 'E_BAD_REQUEST')).toBe('body: this call takes no body');
    expectError(await call(server, '/api/live/models', { method: 'POST', body: {} }), 405, 'E_METHOD');
    // none of it changed what a well-formed call answers
    expect(names(await models())).toEqual(['Sofia', 'Mika', 'Andrea', 'Jasmine']);
  });
});
