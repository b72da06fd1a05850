/**
 * Issue 27 item 5, TY content from the server: announcements, agent notices, banners, inbox and
 * chat messages, red-rain events, jackpots, help articles and activities answer in the language a
 * request asks for, each field falling back on its own to the tenant's default language, then EN
 * (server/content/localized-text.ts, migration 028); the seed writes every text in the languages
 * its tenant offers. Runs on PGlite and, in npm test's postgres step, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
let demoAgent: string;
let luckyAgent: string;
let demoMember: string;

beforeAll(async () => {
  server = await startContractServer();
  [demoAgent, luckyAgent, demoMember] = await Promise.all([
    loginToken(server, 'agent', 'agent1234'),
    loginToken(server, 'agent', 'agent1234', {}, 'lucky'),
    loginToken(server, 'demo', 'demo1234'),
  ]);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const db = () => server.server.db;

/** A GET of a tenant (demo unless named), as the member of `token` when given. */
const get = (path: string, tenant = 'demo', token?: string) => call(server, path, { token, headers: { 'x-tenant': tenant } });

const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('issue 27 item 5: TY content from the server', () => {
  // first, before the tests below add rows of their own
  it('the seed writes every text members read in every language its tenant offers', async () => {
    const offered: Record<string, string[]> = {};
    for (const tenant of ['demo', 'lucky']) {
      const config = await get('/api/tenant', tenant);
      expect(config.status).toBe(200);
      offered[tenant] = config.json.value.languages.offered;
      expect(offered[tenant]).toEqual(expect.arrayContaining(['EN', 'TY']));
    }
    const fields: [table: string, field: string, tenant: string][] = [
      ['notices', 'title', 'n.tenant_id'],
      ['notices', 'content', 'n.tenant_id'],
      ['banners', 'title', 'n.tenant_id'],
      ['red_rain_events', 'title', 'n.tenant_id'],
      ['jackpots', 'name', 'n.tenant_id'],
      ['help_articles', 'title', 'n.tenant_id'],
      ['help_articles', 'content', 'n.tenant_id'],
      ['activities', 'title', 'n.tenant_id'],
      ['activities', 'summary', 'n.tenant_id'],
      ['inbox_messages', 'title', '(SELECT tenant_id FROM members m WHERE m.id = n.member_id)'],
      ['inbox_messages', 'content', '(SELECT tenant_id FROM members m WHERE m.id = n.member_id)'],
      ['chat_messages', 'body', '(SELECT tenant_id FROM members m WHERE m.id = n.member_id)'],
    ];
    let checked = 0;
    for (const [table, field, tenant] of fields) {
      const rows = await db().query<{ tenant: string; text: Record<string, string> }>(
        `SELECT ${tenant} AS tenant, n.${field} AS text FROM ${table} n`,
      );
      for (const row of rows.rows.filter((r) => r.tenant in offered)) {
        for (const language of offered[row.tenant])
          expect(row.text[language], `${table}.${field} ${JSON.stringify(row.text)}`).toBeTruthy();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
  it('answers agent notices, red-rain events and announcements in TY to a TY request and in EN to an EN one', async () => {
    const notices = (language: string) => get(`/api/notices?types=A&language=${language}`, 'demo', demoAgent);
    expect(titles(expectOk(await notices('TY'), 'api/notices.response').list)).toEqual([
      'Mga bagong antas ng komisyon ng ahente',
      'Mga kontrata ng sahod ng ahente',
    ]);
    const en = expectOk(await notices('EN'), 'api/notices.response').list;
    expect(titles(en)).toEqual(['New agent commission tiers', 'Agent salary contracts']);
    expect(en[0].content).toBe('From next month, rebate rates for live casino rise by 0.10%.');

    const rains = (language: string) => get(`/api/redrain?language=${language}`, 'demo', demoAgent);
    expect(titles(expectOk(await rains('TY'), 'api/redRain.response').list)).toEqual([
      'Masuwerteng ulan ng pulang sobre',
      'Ulan ng pulang sobre sa katapusan ng linggo',
    ]);
    expect(titles(expectOk(await rains('EN'), 'api/redRain.response').list)).toEqual(['Lucky red rain', 'Weekend red rain']);

    const marquee = expectOk(await get('/api/notices?language=TY'), 'api/notices.response').list;
    expect(marquee[0]).toMatchObject({
      title: 'Maligayang pagdating sa Demo Play',
      content: expect.stringMatching(/^Salamat sa paglalaro/),
    });
  });

  it('answers banners, inbox and chat messages, jackpots, help articles and activities in the asked language', async () => {
    const banners = (language: string) => get(`/api/banners?groupName=m_home&types=B&platform=M&language=${language}`);
    expect(titles(expectOk(await banners('TY'), 'api/banners.response'))).toEqual([
      '100% bonus para sa bagong miyembro',
      'Mga gabi ng live casino',
      'Lingguhang cashback sa sports',
    ]);
    expect(titles(expectOk(await banners('EN'), 'api/banners.response'))[1]).toBe('Live casino nights');

    const inbox = expectOk(await get('/api/inbox?language=TY', 'demo', demoMember), 'api/inbox.response').list;
    expect(inbox.find((m: { title: string }) => m.title === 'Paalala sa seguridad')?.content).toBe(
      'Huwag kailanman ibahagi ang iyong password kaninuman.',
    );

    const chat = expectOk(await get('/api/chat/messages?language=TY', 'demo', demoMember), 'api/chatMessages.response').list;
    expect(chat.map((m: { body: string }) => m.body)).toEqual(['Kumusta! Paano ka namin matutulungan ngayon?']);

    const jackpots = expectOk(await get('/api/games/jackpots?language=TY'), 'api/jackpots.response').list;
    expect(jackpots.map((j: { name: string }) => j.name)).toContain('Kayamanan ng Karagatan');

    const help = expectOk(await get('/api/help?lang=TY&device=MOBILE', 'lucky'), 'api/help.response');
    expect(help[0]).toMatchObject({ title: 'Tungkol sa amin', content: expect.stringContaining('Tungkol sa Lucky Star') });

    const activities = expectOk(await get('/api/activities?lang=TY'), 'api/activities.response').list;
    expect(titles(activities)[1]).toBe('Araw-araw na cashback');
    expect(Buffer.from(activities[0].imageUrl.split(',')[1], 'base64').toString()).toContain('100% bonus para sa bagong miyembro');
  });

  it("answers a request without a language, or in one the tenant does not offer, in the tenant's default", async () => {
    // lucky's default is TY, demo's EN
    expect(titles(expectOk(await get('/api/notices?types=A', 'lucky', luckyAgent), 'api/notices.response').list)).toEqual([
      'Maligayang pagdating, mga ahente ng Lucky Star',
      'Ulan ng pulang sobre para sa mga ahente',
    ]);
    expect(titles(expectOk(await get('/api/redrain', 'lucky', luckyAgent), 'api/redRain.response').list)).toEqual([
      'Ulan ng pulang sobre ng Lucky Star',
    ]);
    expect(titles(expectOk(await get('/api/redrain?language=JA', 'lucky', luckyAgent), 'api/redRain.response').list)).toEqual([
      'Ulan ng pulang sobre ng Lucky Star',
    ]);
    expect(titles(expectOk(await get('/api/redrain?language=en-US', 'lucky', luckyAgent), 'api/redRain.response').list)).toEqual([
      'Lucky Star red rain',
    ]);
    expect(titles(expectOk(await get('/api/redrain', 'demo', demoAgent), 'api/redRain.response').list)[0]).toBe('Lucky red rain');
    expectError(await get('/api/notices?language=%3Cb%3E'), 400, 'E_BAD_REQUEST');
  });

  it("falls back field by field: a field missing in the asked language is in the tenant's default, then EN", async () => {
    // lucky (default TY): one notice with a title only in EN and TY, a content only in EN
    await db().query(
      `INSERT INTO notices (tenant_id, audience, title, content) VALUES
         ('lucky', 'A', '{"EN": "Team contest", "TY": "Paligsahan ng team"}', '{"EN": "Top teams win a bonus."}'),
         ('lucky', 'A', '{"TY": "Bagong rate ng rebate"}', '{"EN": "Rates rise on Monday.", "TY": "Tataas ang mga rate sa Lunes."}')`,
    );
    const notices = async (language: string) =>
      expectOk(await get(`/api/notices?types=A&language=${language}`, 'lucky', luckyAgent), 'api/notices.response').list;
    const ty = await notices('TY');
    expect(ty.find((n: { title: string }) => n.title === 'Paligsahan ng team')?.content).toBe('Top teams win a bonus.');
    expect(ty.find((n: { title: string }) => n.title === 'Bagong rate ng rebate')?.content).toBe('Tataas ang mga rate sa Lunes.');
    const en = await notices('EN');
    expect(en.find((n: { title: string }) => n.title === 'Team contest')?.content).toBe('Top teams win a bonus.');
    // no EN title: the tenant's default (TY) before anything else; the content has its EN
    expect(en.find((n: { title: string }) => n.title === 'Bagong rate ng rebate')?.content).toBe('Rates rise on Monday.');

    // demo (default EN): a red rain named only in EN is in EN on a TY screen, and an empty TY text counts as missing
    await db().query(
      `INSERT INTO red_rain_events (tenant_id, title, starts_at, ends_at, min_cents, max_cents, budget_cents) VALUES
         ('demo', '{"EN": "Midnight rain"}', now(), now() + interval '1 day', 100, 200, 10000),
         ('demo', '{"EN": "Dawn rain", "TY": ""}', now(), now() + interval '1 day', 100, 200, 10000)`,
    );
    const rains = titles(expectOk(await get('/api/redrain?language=TY', 'demo', demoAgent), 'api/redRain.response').list);
    expect(rains).toEqual(expect.arrayContaining(['Midnight rain', 'Dawn rain', 'Masuwerteng ulan ng pulang sobre']));
  });

  it('keeps a sign-up for an activity whatever language the list was read in', async () => {
    const member = await freshMember(server);
    const token = await loginToken(server, member.account, member.password);
    const list = async (lang: string) => expectOk(await get(`/api/activities?lang=${lang}`, 'demo', token), 'api/activities.response').list;
    const [first] = await list('TY');
    expectOk(
      await call(server, '/api/activities/signup', { method: 'POST', token, body: { activityId: first.id } }),
      'api/activitySignUp.response',
    );
    expect((await list('EN'))[0]).toMatchObject({ id: first.id, title: 'Welcome bonus 100%', status: 'signedUp' });
    expect((await list('TY'))[0].status).toBe('signedUp');
  });

  it('stores texts as language objects: a text that is not one is refused by the database', async () => {
    await expect(db().query(`INSERT INTO notices (tenant_id, title, content) VALUES ('demo', '"plain"', '{"EN": "x"}')`)).rejects.toThrow();
    await expect(
      db().query(`INSERT INTO notices (tenant_id, title, content) VALUES ('demo', '{"english": "x"}', '{"EN": "x"}')`),
    ).rejects.toThrow();
    await expect(
      db().query(
        `INSERT INTO banners (tenant_id, group_name, title, image_url, sort_order) VALUES ('demo', 'g', '{"EN": 1}', '/x.svg', 1)`,
      ),
    ).rejects.toThrow();
  });
});
