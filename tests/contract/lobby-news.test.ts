/**
 * SPEC 7.21 lobby news (issue 27, "Calls and data"): GET /api/lobby/news against the running
 * server: what is published now, newest first, in the asked language field by field, per tenant,
 * the limit, a member on a break, and hostile queries. Runs on PGlite and, with
 * scripts/postgres.ts, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface NewsItem {
  id: number;
  title: string;
  summary: string;
  link: string | null;
  publishedAt: string;
}

const news = (query = '', options: { token?: string; tenant?: string } = {}) =>
  call(server, `/api/lobby/news${query}`, { token: options.token, headers: { 'x-tenant': options.tenant ?? 'demo' } });
const list = async (query = '', options: { token?: string; tenant?: string } = {}): Promise<NewsItem[]> =>
  expectOk(await news(query, options), 'api/lobbyNews.response').list;

/** Adds a news row for one test; returns its id. */
async function addNews(row: { title: object; summary: object; publishedAt: Date; expiresAt?: Date; link?: string; tenant?: string }) {
  const added = await server.server.db.query<{ id: number }>(
    `INSERT INTO lobby_news (tenant_id, title, summary, link, marketing, published_at, expires_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, true, $5, $6) RETURNING id`,
    [
      row.tenant ?? 'demo',
      JSON.stringify(row.title),
      JSON.stringify(row.summary),
      row.link ?? null,
      row.publishedAt,
      row.expiresAt ?? null,
    ],
  );
  return Number(added.rows[0].id);
}

const removeNews = (id: number) => server.server.db.query('DELETE FROM lobby_news WHERE id = $1', [id]);

describe('SPEC 7.21 lobby news: GET', () => {
  it('lists the news published now, newest first, with in-site links; an expired item is left out', async () => {
    const items = await list('?language=EN');
    expect(items.map((n) => n.title)).toEqual(['Lucky Dragon joins the slots', 'Weekend baccarat tournament', 'Faster withdrawals']);
    expect(items.map((n) => n.link)).toEqual(['/m/rng', '/m/live', null]);
    const times = items.map((n) => Date.parse(n.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0].summary).toBe('Spin the new five-reel slot with free spins on every dragon.');
  });

  it('answers in TY, each field falling back on its own to the tenant default', async () => {
    const ty = await list('?language=TY');
    expect(ty.map((n) => n.title)).toEqual([
      'Sumali na ang Lucky Dragon sa mga slot',
      'Torneo ng baccarat ngayong katapusan ng linggo',
      'Mas mabilis na pag-withdraw',
    ]);
    // a browser tag counts as its language
    expect((await list('?language=ty-PH'))[0].title).toBe('Sumali na ang Lucky Dragon sa mga slot');
    const id = await addNews({
      title: { EN: 'Only in English', TY: 'Sa Tagalog lamang ang pamagat' },
      summary: { EN: 'English summary' },
      publishedAt: new Date(Date.now() - 1000),
    });
    try {
      const first = (await list('?language=TY'))[0];
      expect(first).toMatchObject({ id, title: 'Sa Tagalog lamang ang pamagat', summary: 'English summary' });
    } finally {
      await removeNews(id);
    }
  });

  it("keeps each tenant's news to itself", async () => {
    expect((await list('?language=EN', { tenant: 'lucky' })).map((n) => n.title)).toEqual([
      'New fishing hall',
      'Cockfight nights are back',
    ]);
    expect((await list('?language=TY', { tenant: 'lucky' }))[0].title).toBe('Bagong bulwagan ng pangingisda');
  });

  it('takes limitNum 1 to 20 (10 when not set) and leaves out news not yet published', async () => {
    expect((await list('?limitNum=1')).map((n) => n.title)).toEqual(['Lucky Dragon joins the slots']);
    const later = await addNews({ title: { EN: 'Tomorrow' }, summary: { EN: 'Not yet' }, publishedAt: new Date(Date.now() + 86_400_000) });
    const extra: number[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        extra.push(await addNews({ title: { EN: `Bulk ${i}` }, summary: { EN: 'x' }, publishedAt: new Date(Date.now() - 60_000 - i) }));
      }
      const all = await list();
      expect(all).toHaveLength(10);
      expect(all.map((n) => n.title)).not.toContain('Tomorrow');
      expect(await list('?limitNum=20')).toHaveLength(15);
    } finally {
      for (const id of [later, ...extra]) await removeNews(id);
    }
  });

  it('gives a member on a break the service news only (issue 29)', async () => {
    const m = await freshMember(server);
    const token = await loginToken(server, m.account, m.password);
    expect(await list('?language=EN', { token })).toHaveLength(3);
    expectOk(
      await call(server, '/api/rg/break', { method: 'POST', token, body: { kind: 'timeOut', duration: '24h' } }),
      'api/rgBreakStart.response',
    );
    expect((await list('?language=EN', { token })).map((n) => n.title)).toEqual(['Faster withdrawals']);
  });

  it('refuses hostile queries with 400 and a code, never 500', async () => {
    for (const bad of [
      '?limitNum=0',
      '?limitNum=21',
      '?limitNum=1e1',
      '?limitNum=-1',
      '?language=english!',
      `?language=${'a'.repeat(5000)}`,
      '?x=1',
    ]) {
      expectError(await news(bad), 400, 'E_BAD_REQUEST');
    }
    expectError(await news('?language=%00'), 400, 'E_BAD_CHARACTER');
    expectError(await news('?limitNum=1&limitNum=2'), 400, 'E_BAD_REQUEST');
  });

  it('refuses a link off the site in the table itself', async () => {
    for (const link of ['https://evil.example/m/x', '//evil.example', 'javascript:alert(1)', '/m/a b']) {
      await expect(addNews({ title: { EN: `Bad ${link}` }, summary: { EN: 'x' }, publishedAt: new Date(), link })).rejects.toThrow();
    }
  });
});
