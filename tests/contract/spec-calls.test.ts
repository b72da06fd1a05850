/**
 * SPEC 7's calls built in issue 27 ("Calls and data"): set and get head icon (Account; set is
 * form encoded), popular announcements (7.20) and vendor game types (7.24), each checked end to
 * end against the running server: schema, auth, the data it keeps and hostile input. Runs on
 * PGlite and, with scripts/postgres.ts, on PostgreSQL.
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

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A signed-in fresh member of a tenant. */
async function member(tenant = 'demo', type = 0): Promise<string> {
  const m = await freshMember(server, tenant, type);
  return loginToken(server, m.account, m.password, {}, tenant === 'demo' ? undefined : tenant);
}

const getHeadIcon = (token?: string, tenant = 'demo') => call(server, '/api/member/headIcon', { token, headers: { 'x-tenant': tenant } });
/** Set head icon with a raw form-encoded body (or another type, when headers say so). */
const setHeadIcon = (token: string | undefined, body: string | undefined, headers: Record<string, string> = FORM, tenant = 'demo') =>
  call(server, '/api/member/headIcon', { method: 'POST', token, body, headers: { ...headers, 'x-tenant': tenant } });

describe('SPEC 7 head icon: set (POST form encoded) and get (GET)', () => {
  it('needs a session for both', async () => {
    expectError(await getHeadIcon(), 401, 'E_UNAUTHORIZED');
    expectError(await setHeadIcon(undefined, 'headIcon=fox'), 401, 'E_UNAUTHORIZED');
  });

  it('a new member has none and is offered the shipped avatars, each served as an SVG', async () => {
    const token = await member();
    const value = expectOk(await getHeadIcon(token), 'api/headIcon.response');
    expect(value.headIcon).toBeNull();
    expect(value.icons.map((i: { id: string }) => i.id)).toEqual(['fox', 'owl', 'cat', 'panda', 'robot', 'tiger']);
    for (const icon of value.icons as { id: string; url: string }[]) {
      expect(icon.url).toBe(`/assets/avatars/${icon.id}.svg`);
      const asset = await call(server, icon.url);
      expect(asset.status, icon.url).toBe(200);
      expect(String(asset.headers['content-type'])).toContain('image/svg+xml');
    }
  });

  it('sets the avatar from a form-encoded body; get answers it, per member and on both tenants', async () => {
    const [demo, other, lucky] = await Promise.all([member(), member(), member('lucky')]);
    const set = expectOk(await setHeadIcon(demo, 'headIcon=owl'), 'api/headIconSet.response');
    expect(set.headIcon).toEqual({ id: 'owl', url: '/assets/avatars/owl.svg' });
    expect(expectOk(await getHeadIcon(demo), 'api/headIcon.response').headIcon.id).toBe('owl');
    // a charset parameter is the same media type
    expectOk(
      await setHeadIcon(demo, 'headIcon=panda', { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }),
      'api/headIconSet.response',
    );
    expect(expectOk(await getHeadIcon(demo), 'api/headIcon.response').headIcon.id).toBe('panda');
    expect(expectOk(await getHeadIcon(other), 'api/headIcon.response').headIcon).toBeNull();
    expectOk(await setHeadIcon(lucky, 'headIcon=tiger', FORM, 'lucky'), 'api/headIconSet.response');
    expect(expectOk(await getHeadIcon(lucky, 'lucky'), 'api/headIcon.response').headIcon.id).toBe('tiger');
  });

  it('refuses a JSON body (the route is form encoded), an avatar the site does not ship and a malformed form, naming the field', async () => {
    const token = await member();
    const json = await setHeadIcon(token, JSON.stringify({ headIcon: 'fox' }), { 'content-type': 'application/json' });
    expect(expectError(json, 400, 'E_BAD_REQUEST')).toBe('body: must be sent as application/x-www-form-urlencoded');
    for (const body of ['headIcon=dragon', 'headIcon=..%2F..%2Fetc%2Fpasswd', 'headIcon=FOX', 'headIcon=']) {
      expect(expectError(await setHeadIcon(token, body), 400, 'E_BAD_REQUEST'), body).toMatch(/^body\.headIcon: /);
    }
    expect(expectError(await setHeadIcon(token, 'headIcon=fox&admin=1'), 400, 'E_BAD_REQUEST')).toBe('body.admin: is not allowed');
    expect(expectError(await setHeadIcon(token, 'headIcon=fox&headIcon=owl'), 400, 'E_BAD_REQUEST')).toMatch(/^body\.headIcon: /);
    expect(expectError(await setHeadIcon(token, undefined), 400, 'E_BAD_REQUEST')).toBe('body.headIcon: is required');
    expect(expectError(await setHeadIcon(token, '__proto__=fox'), 400, 'E_BAD_REQUEST')).toMatch(/^body\.(headIcon|__proto__): /);
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
    expect(expectError(await setHeadIcon(token, `${many}&headIcon=fox`), 400, 'E_BAD_REQUEST')).toBe('body: more than 1000 fields');
    expect(expectError(await setHeadIcon(token, `${'a=1&'.repeat(21)}headIcon=fox`), 400, 'E_BAD_REQUEST')).toBe(
      'body.a: given more than 20 times',
    );
    expectError(await setHeadIcon(token, `headIcon=${'x'.repeat(70 * 1024)}`), 413, 'E_TOO_LARGE');
    expect(expectOk(await getHeadIcon(token), 'api/headIcon.response').headIcon).toBeNull();
  });

  it('control characters, in a value or a field name, are 400 E_BAD_CHARACTER naming the field', async () => {
    const token = await member();
    for (const [body, field] of [
      ['headIcon=fox%00', 'body.headIcon'],
      ['headIcon=f%07ox', 'body.headIcon'],
      ['headIcon=fox%C2%85', 'body.headIcon'],
      ['headIcon=fox%7F', 'body.headIcon'],
      ['head%01Icon=fox', 'body'],
    ]) {
      const result = await setHeadIcon(token, body);
      expectError(result, 400, 'E_BAD_CHARACTER');
      expect(result.json.value, body).toEqual({ field });
    }
    expect(expectOk(await getHeadIcon(token), 'api/headIcon.response').headIcon).toBeNull();
  });

  it('a trial account may not set one (403 E_FREE_REJECT)', async () => {
    const trial = await member('demo', 4);
    expectError(await setHeadIcon(trial, 'headIcon=fox'), 403, 'E_FREE_REJECT');
    expect(expectOk(await getHeadIcon(trial), 'api/headIcon.response').headIcon).toBeNull();
  });

  it('a change made with the session cookie needs the site header, as every change does (403 E_CSRF)', async () => {
    const m = await freshMember(server);
    const login = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: m.account, password: m.password },
      headers: { 'x-requested-with': 'wl' },
    });
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    expect(cookie).toMatch(/=/);
    expectError(await setHeadIcon(undefined, 'headIcon=fox', { ...FORM, cookie }), 403, 'E_CSRF');
    expectOk(await setHeadIcon(undefined, 'headIcon=fox', { ...FORM, cookie, 'x-requested-with': 'wl' }), 'api/headIconSet.response');
  });
});

describe('SPEC 7.20 popular announcements: GET', () => {
  const popular = (language: string, token?: string, tenant = 'demo') =>
    call(server, `/api/notices/popular?language=${language}`, { token, headers: { 'x-tenant': tenant } });
  const titles = (value: { list: { title: string }[] }) => value.list.map((n) => n.title);

  it('lists the announcements marked popular, newest first, in the asked language; guests have read none', async () => {
    expect(titles(expectOk(await popular('EN'), 'api/popularNotices.response'))).toEqual([
      'Scheduled maintenance on Sunday 02:00',
      'New live casino tables',
    ]);
    const ty = expectOk(await popular('TY'), 'api/popularNotices.response');
    expect(titles(ty)).toEqual(['Nakatakdang maintenance sa Linggo, 02:00', 'Mga bagong mesa sa live casino']);
    expect(ty.list.every((n: { read: boolean }) => !n.read)).toBe(true);
    // each one is one of the notices call's, with the same id and text
    const all = expectOk(await call(server, '/api/notices?language=TY'), 'api/notices.response').list as { id: number }[];
    for (const item of ty.list) expect(all).toContainEqual(item);
    // lucky marks none (and has no member announcements); agents' notices are never listed
    expect(expectOk(await popular('TY', undefined, 'lucky'), 'api/popularNotices.response').list).toEqual([]);
  });

  it("carries the member's read flag, set by mark read", async () => {
    const token = await member();
    const before = expectOk(await popular('EN', token), 'api/popularNotices.response');
    expect(before.list.map((n: { read: boolean }) => n.read)).toEqual([false, false]);
    expectOk(
      await call(server, '/api/notices/read', { method: 'POST', token, body: { announcementId: before.list[0].id, read: true } }),
      'api/markRead.response',
    );
    expect(expectOk(await popular('EN', token), 'api/popularNotices.response').list.map((n: { read: boolean }) => n.read)).toEqual([
      true,
      false,
    ]);
  });

  it('an operator marking one popular adds it; a member on a break gets no marketing one', async () => {
    const db = server.server.db;
    const added = await db.query<{ id: number }>(
      `INSERT INTO notices (tenant_id, title, content, created_at, audience, kind, popular)
       VALUES ('demo', $1::jsonb, $2::jsonb, now(), 'M', 'service', true) RETURNING id`,
      [JSON.stringify({ EN: 'Popular test notice', TY: 'Sikat na pansubok na anunsyo' }), JSON.stringify({ EN: 'Body', TY: 'Nilalaman' })],
    );
    try {
      expect(titles(expectOk(await popular('EN'), 'api/popularNotices.response'))[0]).toBe('Popular test notice');
      const m = await freshMember(server);
      const token = await loginToken(server, m.account, m.password);
      expectOk(
        await call(server, '/api/rg/break', { method: 'POST', token, body: { kind: 'timeOut', duration: '1w' } }),
        'api/rgBreakStart.response',
      );
      // the marketing one (live casino tables) is left out during the break
      expect(titles(expectOk(await popular('EN', token), 'api/popularNotices.response'))).toEqual([
        'Popular test notice',
        'Scheduled maintenance on Sunday 02:00',
      ]);
    } finally {
      await db.query('DELETE FROM notices WHERE id = $1', [added.rows[0].id]);
    }
  });

  it('refuses a hostile language (400) and takes no body', async () => {
    expectError(await call(server, '/api/notices/popular?language=%00'), 400, 'E_BAD_CHARACTER');
    expectError(await call(server, '/api/notices/popular?language=english!'), 400, 'E_BAD_REQUEST');
  });
});

describe('SPEC 7.24 vendor game types: GET with typeId and merchant_code', () => {
  const types = (query: string, tenant = 'demo') => call(server, `/api/games/types?${query}`, { headers: { 'x-tenant': tenant } });
  /** The classes and counts of the game list, read page by page (the filter's truth). */
  async function classesOfList(query: string, tenant = 'demo'): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (let page = 1; ; page++) {
      const value = expectOk(
        await call(server, `/api/games/list?${query}&pageSize=100&pageNo=${page}`, { headers: { 'x-tenant': tenant } }),
        'api/gameList.response',
      );
      for (const game of value.games as { gameId: string; vassalage: string }[]) {
        const row = await server.server.db.query<{ game_classify: string }>(
          'SELECT game_classify FROM games WHERE tenant_id = $1 AND vassalage = $2 AND game_id = $3',
          [tenant, game.vassalage, game.gameId],
        );
        counts[row.rows[0].game_classify] = (counts[row.rows[0].game_classify] ?? 0) + 1;
      }
      if (page >= value.totalPages) return counts;
    }
  }

  it("answers a category's game classes with their counts, which the game list's gameClassify filter finds", async () => {
    const rng = expectOk(await types('typeId=RNG&merchant_code=demo'), 'api/vendorGameTypes.response').list as {
      gameClassify: string;
      count: number;
    }[];
    expect(rng.map((t) => t.gameClassify).sort()).toEqual(['classic', 'hold-and-win', 'megaways', 'video-slot']);
    for (const { gameClassify, count } of rng) {
      const list = expectOk(
        await call(server, `/api/games/list?gameType=RNG&gameClassify=${gameClassify}&pageSize=1`),
        'api/gameList.response',
      );
      expect(list.total, gameClassify).toBe(count);
    }
    const live = expectOk(await types('typeId=LIVE&merchant_code=demo'), 'api/vendorGameTypes.response').list;
    expect(live.map((t: { gameClassify: string }) => t.gameClassify)).toContain('baccarat');
  });

  it("one vendor's classes (vassalage), on both tenants; ESPORTS is SPORTS and the cockfight vendor is not in SPORTS", async () => {
    const vendors = expectOk(await call(server, '/api/games/vendors', { headers: { 'x-tenant': 'lucky' } }), 'api/vendors.response');
    const vendor = vendors.sorting.find((c: { gameCategory: string }) => c.gameCategory === 'LIVE').vendorNames[0].vassalage;
    const one = expectOk(await types(`typeId=LIVE&merchant_code=lucky&vassalage=${vendor}`, 'lucky'), 'api/vendorGameTypes.response');
    expect(Object.fromEntries(one.list.map((t: { gameClassify: string; count: number }) => [t.gameClassify, t.count]))).toEqual(
      await classesOfList(`gameType=LIVE&vassalage=${vendor}`, 'lucky'),
    );
    const sports = expectOk(await types('typeId=SPORTS&merchant_code=demo'), 'api/vendorGameTypes.response');
    expect(expectOk(await types('typeId=ESPORTS&merchant_code=demo'), 'api/vendorGameTypes.response')).toEqual(sports);
    expect(sports.list.map((t: { gameClassify: string }) => t.gameClassify)).not.toContain('cockfight');
    expect(expectOk(await types('typeId=COCKFIGHT&merchant_code=demo'), 'api/vendorGameTypes.response').list).toEqual([
      expect.objectContaining({ gameClassify: 'cockfight' }),
    ]);
    expect(expectOk(await types('typeId=RNG&merchant_code=demo&vassalage=NOSUCH'), 'api/vendorGameTypes.response').list).toEqual([]);
  });

  it('refuses a missing or unknown typeId and hostile input (400)', async () => {
    expect(expectError(await types('merchant_code=demo'), 400, 'E_BAD_REQUEST')).toBe('query.typeId: is required');
    expect(expectError(await types('typeId=HOT'), 400, 'E_BAD_REQUEST')).toMatch(/^query\.typeId: must be one of/);
    expect(expectError(await types("typeId=RNG&vassalage=x'--"), 400, 'E_BAD_REQUEST')).toMatch(/^query\.vassalage: /);
    const nul = await types('typeId=RNG&merchant_code=%00');
    expectError(nul, 400, 'E_BAD_CHARACTER');
    expect(nul.json.value).toEqual({ field: 'query.merchant_code' });
  });
});
