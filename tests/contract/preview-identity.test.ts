/**
 * The studio's preview identities through the real server, on PGlite or on the PostgreSQL of
 * DATABASE_URL (issue 25, item 5): the member and the agent the preview frames are signed in as
 * read what the screens need, every change is refused with 403 E_PREVIEW_READ_ONLY (every route of
 * the table that is not a GET, generated from the config, and the attacks of the issue with real
 * bodies) and no table changes; the token dies with the studio session; the identities cannot
 * sign in on the member site; a member's token is unaffected; and the accounts an earlier release
 * previewed with are retired by migration 016.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open.ts';
import type { Db } from '../../server/db/types.ts';
import { DEV_HANDLERS, HANDLERS } from '../../server/endpoints/index.ts';
import type { ApiHandler } from '../../server/http/handler.ts';
import { readBaseRoutes } from '../../server/main.ts';
import { insertMember } from '../../server/members/accounts.ts';
import { openSession } from '../../server/members/sessions.ts';
import { hashSessionToken } from '../../server/security/session-token.ts';
import { unusablePasswordHash, verifyPassword } from '../../server/security/password.ts';
import { smsCode, tenantHeader } from './account-support.ts';
import { call, expectError, expectOk, freshMember, loginToken, startContractServer, type ContractServer } from './support/server.ts';

/** A tenant with SMS login, for the preview identity's SMS login and forget-password attempts. */
const SMS_TENANT = 'previewsms';

let server: ContractServer;
const db = (): Db => server.server.db;

beforeAll(async () => {
  server = await startContractServer({
    tenants: { [SMS_TENANT]: { tenant: { version: 1, hosts: [`${SMS_TENANT}.test`], flags: { MOBILEVERCODELOGIN3: true } } } },
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

interface Preview {
  token: string;
  id: number;
  userName: string;
  type: number;
}

async function studioLogin(username = 'demo-editor', password = 'editor1234'): Promise<string> {
  const res = await call(server, '/studio/api/login', { method: 'POST', body: { username, password } });
  expect(res.status, res.text).toBe(200);
  return res.json.value.token;
}

async function previewOf(studioToken: string, role: 'member' | 'agent', tenant = 'demo'): Promise<Preview> {
  const res = await call(server, `/studio/api/tenants/${tenant}/preview-session`, { method: 'POST', body: { role }, token: studioToken });
  expect(res.status, res.text).toBe(200);
  return res.json.value;
}

/** The API as the preview frames call it. */
function api(method: string, path: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  return call(server, path, { method, token, body, headers: { 'idempotency-key': `k-${randomBytes(8).toString('hex')}`, ...headers } });
}

/** Every table's row count and the transaction id before which all its rows were written. */
interface TableMark {
  xid: string;
  counts: Map<string, number>;
}

async function tables(): Promise<string[]> {
  const found = await db().query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  return found.rows.map((r) => r.name);
}

async function markTables(): Promise<TableMark> {
  const xid = (await db().query<{ x: string }>('SELECT (pg_current_xact_id()::text::bigint % 4294967296)::text AS x')).rows[0].x;
  const counts = new Map<string, number>();
  for (const table of await tables()) {
    counts.set(table, Number((await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n));
  }
  return { xid, counts };
}

/**
 * The tables written since the mark: a row count that moved, or a row version of a later
 * transaction. A session's last_seen_at (presence, written at most once a minute) is the one
 * write a read makes; the sessions table is checked for its count only.
 */
async function changedSince(mark: TableMark): Promise<string[]> {
  const changed: string[] = [];
  for (const table of await tables()) {
    const row = (
      await db().query<{ n: number; fresh: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE xmin::text::bigint > $1::bigint)::int AS fresh FROM "${table}"`,
        [mark.xid],
      )
    ).rows[0];
    if (Number(row.n) !== mark.counts.get(table) || (table !== 'sessions' && Number(row.fresh) > 0)) changed.push(table);
  }
  return changed;
}

/** The routes the server mounts (the api.routes table of tenants/_base/tenant.json, the config route and the development helpers'). */
function mountedRoutes() {
  const handlers: Record<string, ApiHandler> = { ...HANDLERS, ...DEV_HANDLERS };
  return Object.entries(readBaseRoutes(server.tenantsDir, true)).map(([name, spec]) => ({
    name,
    method: spec.method.toUpperCase(),
    // a ":name" segment gets any value: the refusal comes before the handler looks at it
    path: spec.path.replace(/:[^/]+/g, '1'),
    preview: handlers[name]?.preview,
  }));
}

describe('preview identities', () => {
  let studio: string;
  let member: Preview;
  let agent: Preview;

  beforeAll(async () => {
    studio = await studioLogin();
    member = await previewOf(studio, 'member');
    agent = await previewOf(studio, 'agent');
  }, 60_000);

  it('are issued to the studio session as accounts no registration can make, in no team', async () => {
    expect(member).toMatchObject({ userName: 'preview:member', type: 0 });
    expect(agent).toMatchObject({ userName: 'preview:agent', type: 1 });
    const rows = await db().query<{ id: number; preview: boolean; parent_id: number | null; disabled: boolean }>(
      'SELECT id, preview, parent_id, disabled FROM members WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[member.id, agent.id]],
    );
    expect(rows.rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([
      { id: member.id, preview: true, parent_id: null, disabled: false },
      { id: agent.id, preview: true, parent_id: null, disabled: false },
    ]);
    // bound to the operator's studio session
    const bound = await db().query<{ operator_session_id: number }>(
      `SELECT s.operator_session_id FROM sessions s JOIN operator_sessions os ON os.id = s.operator_session_id
        WHERE s.token_hash = $1 AND os.token_hash = $2`,
      [hashSessionToken(member.token), hashSessionToken(studio)],
    );
    expect(bound.rows).toHaveLength(1);
    // the same identity each time, a new session each time
    const again = await previewOf(studio, 'member');
    expect(again.id).toBe(member.id);
    expect(again.token).not.toBe(member.token);
    // the registration grammar refuses the names
    for (const username of [member.userName, agent.userName])
      expectError(await api('GET', `/api/member/username/check?username=${encodeURIComponent(username)}`, undefined), 400, 'E_BAD_REQUEST');
  });

  it('reads what the screens show: wallet, member info, the agent centre', async () => {
    const mark = await markTables();
    for (const preview of [member, agent]) {
      expect(expectOk(await api('GET', '/api/wallet', preview.token), 'api/wallet.response')).toMatchObject({ sumBalance: '0.00' });
      expect(expectOk(await api('GET', '/api/member/info', preview.token), 'api/memberInfo.response')).toMatchObject({
        account: preview.userName,
      });
      expectOk(await api('GET', '/api/member/profile', preview.token), 'api/memberProfile.response');
      expectOk(await api('GET', '/api/records/account', preview.token), 'api/accountRecord.response');
    }
    for (const [path, schema] of [
      ['/api/agent/team/kpi', 'api/teamKpi.response'],
      ['/api/agent/team/members', 'api/teamMembers.response'],
      ['/api/agent/team/pnl', 'api/teamPnl.response'],
      ['/api/agent/team/bets', 'api/teamBetting.response'],
      ['/api/agent/team/rebate', 'api/teamRebate.response'],
      ['/api/agent/rebate', 'api/agentRebate.response'],
      ['/api/agent/dividends', 'api/agentDividends.response'],
      ['/api/agent/contracts?kind=salary', 'api/contracts.response'],
      ['/api/agent/contracts/requests', 'api/contractRequests.response'],
      ['/api/redrain', 'api/redRain.response'],
    ])
      expectOk(await api('GET', path, agent.token), schema);
    // an empty team: no real member is the preview agent's downline
    expect(expectOk(await api('GET', '/api/agent/team/members', agent.token), 'api/teamMembers.response').list).toEqual([]);
    expect(await changedSince(mark)).toEqual([]);
  }, 60_000);

  it('refuses every route of the table that is not a GET, to the preview member and the preview agent, and no table changes', async () => {
    const routes = mountedRoutes();
    const writes = routes.filter((r) => r.method !== 'GET' && r.preview !== 'allowed');
    // what a preview may still do that is not a GET: end its own session, nothing else
    expect(routes.filter((r) => r.method !== 'GET' && r.preview === 'allowed').map((r) => r.name)).toEqual(['logout']);
    // the table as the issue found it: money, red rain, register, contracts, profile, passwords
    expect(writes.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'depositCreate',
        'withdrawCreate',
        'walletTransfer',
        'paymentPassword',
        'paymentPasswordChange',
        'changePassword',
        'memberProfileUpdate',
        'redRainGrab',
        'agentRegister',
        'contractRespond',
        'teamRebateUpdate',
        'launchGame',
        'register',
        'login',
      ]),
    );
    const mark = await markTables();
    for (const preview of [member, agent]) {
      for (const route of writes) {
        const res = await api(route.method, route.path, preview.token, {});
        expect(`${route.name} ${res.status} ${res.json?.code}`).toBe(`${route.name} 403 E_PREVIEW_READ_ONLY`);
        expect(res.json.message).toBe('This is a studio preview: nothing can be changed from it');
      }
    }
    // the GETs that write say so and are refused too
    const writingReads = routes.filter((r) => r.method === 'GET' && r.preview === 'refused');
    expect(writingReads.map((r) => r.name).sort()).toEqual(['agentAffiliate', 'inviteInfo', 'recentAdd', 'verification']);
    for (const route of writingReads) expectError(await api('GET', route.path, agent.token), 403, 'E_PREVIEW_READ_ONLY');
    expect(await changedSince(mark)).toEqual([]);
  }, 120_000);

  it('refuses the attacks of issue 25 with real bodies: nothing is credited, registered, grabbed or set', async () => {
    const game = expectOk(await api('GET', '/api/games/list?gameType=RNG&pageSize=1', member.token), 'api/gameList.response').games[0];
    const rain = expectOk(await api('GET', '/api/redrain', agent.token), 'api/redRain.response').list.find(
      (e: { state: string }) => e.state === 'active',
    );
    expect(rain, 'the seed has an active red-envelope rain').toBeDefined();
    const contract = (await db().query<{ id: number }>('SELECT id FROM agent_contracts ORDER BY id LIMIT 1')).rows[0];
    const before = await db().query('SELECT * FROM members WHERE id = ANY($1::bigint[]) ORDER BY id', [[member.id, agent.id]]);
    const mark = await markTables();
    const kid = `pv${randomBytes(4).toString('hex')}`;
    const attacks: [string, string, unknown][] = [
      ['POST', '/api/redrain/grab', { eventId: rain.id }],
      ['POST', '/api/agent/register', { username: kid, password: 'pass1234', confirmPassword: 'pass1234', type: 2 }],
      ['POST', '/api/agent/contracts/respond', { id: Number(contract.id), accept: true }],
      ['POST', '/api/withdraw', { amount: '20', paymentPassword: '123456' }],
      ['POST', '/api/deposit', { channelId: 'bank', amount: '200' }],
      ['POST', '/api/wallet/transfer', { from: 'MAIN', to: game.vassalage, amount: '1' }],
      ['POST', '/api/member/paymentPassword', { password: '123456', loginPassword: 'anything1' }],
      ['POST', '/api/member/paymentPassword/change', { oldPassword: '123456', newPassword: '654321' }],
      ['POST', '/api/member/profile', { nickname: 'Taken over' }],
      ['POST', '/api/member/password/change', { oldPassword: 'anything1', newPassword: 'newpass12', confirmNewPassword: 'newpass12' }],
      ['POST', '/api/games/launch', { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId }],
      ['POST', '/api/member/security/mobile', { mobileNum: '9170000001', countryDialingCode: '63', messageCode: '123456' }],
      ['POST', '/api/games/favourites', { nodeId: game.nodeId }],
      ['PUT', '/api/member/register', { mode: 'username', method: 'H5', username: kid, password: 'pass1234', confirmPassword: 'pass1234' }],
    ];
    for (const preview of [agent, member])
      for (const [method, path, body] of attacks) {
        const res = await api(method, path, preview.token, body);
        expect(`${path} ${res.status} ${res.json?.code}`).toBe(`${path} 403 E_PREVIEW_READ_ONLY`);
      }
    expect(await changedSince(mark)).toEqual([]);
    for (const preview of [agent, member])
      expect(expectOk(await api('GET', '/api/wallet', preview.token), 'api/wallet.response').sumBalance).toBe('0.00');
    expect((await db().query('SELECT * FROM members WHERE id = ANY($1::bigint[]) ORDER BY id', [[member.id, agent.id]])).rows).toEqual(
      before.rows,
    );
    const traces = await db().query<{ downlines: number; grabs: number; named: number; money: number }>(
      `SELECT (SELECT count(*) FROM members WHERE parent_id = ANY($1::bigint[]))::int AS downlines,
              (SELECT count(*) FROM red_rain_grabs WHERE member_id = ANY($1::bigint[]))::int AS grabs,
              (SELECT count(*) FROM members WHERE lower(account) = $2)::int AS named,
              (SELECT count(*) FROM ledger_transactions WHERE member_id = ANY($1::bigint[]))::int AS money`,
      [[member.id, agent.id], kid],
    );
    expect(traces.rows[0]).toEqual({ downlines: 0, grabs: 0, named: 0, money: 0 });
  }, 120_000);

  it('keeps a preview identity out of every team, whatever writes the row', async () => {
    // the API refuses first; the database refuses anyway
    const account = `pv${randomBytes(4).toString('hex')}`;
    await expect(
      insertMember(db(), { tenantId: 'demo', account, password: '', type: 0, parentId: agent.id }, unusablePasswordHash()),
    ).rejects.toThrow(/preview identity has no team/);
    // nor is a preview identity anyone's downline
    const upline = (await db().query<{ id: number }>("SELECT id FROM members WHERE tenant_id = 'demo' AND account = 'agent'")).rows[0].id;
    await expect(
      insertMember(
        db(),
        { tenantId: 'demo', account, password: '', type: 0, parentId: Number(upline), preview: true },
        unusablePasswordHash(),
      ),
    ).rejects.toThrow(/members_preview_no_upline/);
  });

  it('cannot sign in on the member site: the answer is that of an unknown account of the same shape', async () => {
    const attempt = (username: string, portal?: string) =>
      call(server, '/api/member/login', {
        method: 'POST',
        body: { type: 'username', username, password: 'whatever1', ...(portal ? { portal } : {}) },
      });
    expectError(await attempt(`nobody${randomBytes(4).toString('hex')}`), 401, 'E_LOGIN_FAILED');
    // a preview name ("preview:member") is not one the username rule accepts (engine/grammar/username.ts):
    // refused before any account is looked up, exactly as a name of that shape no account has
    const stranger = await attempt(`nobody:${randomBytes(4).toString('hex')}`);
    expectError(stranger, 400, 'E_BAD_REQUEST');
    for (const [username, portal] of [
      [member.userName, undefined],
      [agent.userName, 'agent'],
      [agent.userName.toUpperCase(), undefined],
    ]) {
      const res = await attempt(username!, portal);
      expectError(res, 400, 'E_BAD_REQUEST');
      expect({ message: res.json.message, value: res.json.value }).toEqual({ message: stranger.json.message, value: stranger.json.value });
    }
    // and no password is theirs: the stored hash verifies nothing
    const hashes = await db().query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = ANY($1::bigint[])', [
      [member.id, agent.id],
    ]);
    for (const { password_hash } of hashes.rows) {
      expect(password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword('', password_hash)).toBe(false);
    }
  }, 60_000);

  it('cannot sign in by SMS or reset its password even with a number on file', async () => {
    const editor = (await db().query<{ id: number }>("SELECT id FROM operators WHERE username = 'demo-editor'")).rows[0].id;
    await db().query("INSERT INTO operator_roles (operator_id, tenant_id, role) VALUES ($1, $2, 'editor') ON CONFLICT DO NOTHING", [
      editor,
      SMS_TENANT,
    ]);
    const smsPreview = await previewOf(studio, 'member', SMS_TENANT);
    // a number on file, as an earlier release's full session could have bound one
    const number = `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
    await db().query('INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num) VALUES ($1, $2, $3, $4)', [
      smsPreview.id,
      SMS_TENANT,
      '63',
      number,
    ]);
    const headers = tenantHeader(SMS_TENANT);
    const login = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'sms', mobileNum: number, countryDialingCode: '63', messageCode: await smsCode(server, number, 'login', SMS_TENANT) },
      headers,
    });
    expectError(login, 401, 'E_LOGIN_FAILED');
    server.advanceClock(61_000); // one code a minute per number
    const forget = await call(server, '/api/member/password/forget', {
      method: 'POST',
      body: {
        mobileNum: number,
        countryDialingCode: '63',
        messageCode: await smsCode(server, number, 'forget', SMS_TENANT),
        newPassword: 'taken123',
      },
      headers,
    });
    expectError(forget, 404, 'E_NOT_FOUND');
  }, 60_000);

  it('writes nothing on any GET of the table', async () => {
    // a value for each required query parameter; a new GET that needs one must add it here
    const samples: Record<string, string> = {
      banners: 'groupName=home',
      chatLaunch: 'b2c=1&language=EN',
      gameList: 'gameType=RNG',
      usernameCheck: 'username=abcd1234',
      affiliateCheck: 'code=ABCD',
      teamMember: 'id=1',
      contracts: 'kind=salary',
      devSms: 'mobileNum=9171234567&countryDialingCode=63',
      devCaptcha: 'captchaId=none',
      devMail: 'email=nobody%40example.com',
      devPayOrder: `order=D202601010123456789&token=${'a'.repeat(32)}`,
      vendorGameTypes: 'typeId=RNG',
      lotteryNumero: 'gameCode=TCGLOTTOVN_LOTT_0001',
      vnNumero: 'region=north',
    };
    // GET /api/captcha stores the captcha it hands out to whoever asks, and counts the asking
    // address: a guest's call, which never looks at a token
    const reads = mountedRoutes().filter((r) => r.method === 'GET' && r.preview !== 'refused' && r.name !== 'captcha');
    const mark = await markTables();
    for (const preview of [member, agent])
      for (const route of reads) {
        const res = await api('GET', `${route.path}${samples[route.name] ? `?${samples[route.name]}` : ''}`, preview.token);
        expect(`${route.name} ${res.status}`).not.toMatch(/ (400|5\d\d)$/);
      }
    expect(await changedSince(mark)).toEqual([]);
  }, 120_000);

  it("leaves a member's token as it was", async () => {
    const real = await freshMember(server, 'demo', 0);
    const token = await loginToken(server, real.account, real.password);
    const game = expectOk(await api('GET', '/api/games/list?gameType=RNG&pageSize=1', token), 'api/gameList.response').games[0];
    expectOk(await api('POST', '/api/games/favourites', token, { nodeId: game.nodeId }), 'api/favouriteAdd.response');
    expectOk(await api('GET', `/api/games/recent/add?nodeId=${game.nodeId}`, token), 'api/recentAdd.response');
    expectOk(await api('POST', '/api/member/profile', token, { nickname: 'Still Mine' }), 'api/memberProfileUpdate.response');
    expect(expectOk(await api('GET', '/api/member/info', token), 'api/memberInfo.response').nickname).toBe('Still Mine');
    expectOk(await api('DELETE', '/api/member/logout', token, {}), 'api/logout.response');
    expectError(await api('GET', '/api/member/info', token), 401, 'E_UNAUTHORIZED');
  });

  it('ends with its own logout, and every preview token ends with the studio session', async () => {
    const own = await previewOf(studio, 'member');
    expectOk(await api('DELETE', '/api/member/logout', own.token, {}), 'api/logout.response');
    expectError(await api('GET', '/api/member/info', own.token), 401, 'E_UNAUTHORIZED');

    // an expired studio session ends its previews, though theirs have not expired
    const other = await studioLogin();
    const early = await previewOf(other, 'agent');
    expectOk(await api('GET', '/api/wallet', early.token), 'api/wallet.response');
    await db().query("UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashSessionToken(other),
    ]);
    expectError(await api('GET', '/api/wallet', early.token), 401, 'E_UNAUTHORIZED');
    expectError(await api('GET', '/api/agent/team/kpi', early.token), 401, 'E_UNAUTHORIZED');

    // signing out of the studio ends every preview it was given, and only those
    const keep = await previewOf(await studioLogin(), 'member');
    for (const preview of [member, agent]) expectOk(await api('GET', '/api/member/info', preview.token), 'api/memberInfo.response');
    const out = await call(server, '/studio/api/logout', { method: 'POST', token: studio });
    expect(out.status, out.text).toBe(200);
    for (const preview of [member, agent]) {
      expectError(await api('GET', '/api/member/info', preview.token), 401, 'E_UNAUTHORIZED');
      expectError(await api('GET', '/api/wallet', preview.token), 401, 'E_UNAUTHORIZED');
    }
    const revoked = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE token_hash = ANY($1::text[]) AND revoked_at IS NOT NULL',
      [[member.token, agent.token].map(hashSessionToken)],
    );
    expect(Number(revoked.rows[0].n)).toBe(2);
    expectOk(await api('GET', '/api/member/info', keep.token), 'api/memberInfo.response');
  });
});

describe('migration 016', () => {
  it('retires the accounts an earlier release previewed with: disabled, signed out, their invitation codes off', async () => {
    const scratch = await scratchDb();
    const before = mkdtempSync('/tmp/preview-migrations-');
    try {
      for (const m of readMigrations().filter((m) => m.version < 16)) {
        const file = `${String(m.version).padStart(3, '0')}_${m.name}.sql`;
        copyFileSync(join(MIGRATIONS_DIR, file), join(before, file));
      }
      await migrate(scratch.db, before);
      // what the old preview left behind: two accounts with live sessions, a downline registered
      // with the agent's session and an invitation code of it
      const old = await insertMember(
        scratch.db,
        { tenantId: 'demo', account: 'studio-preview', password: '', type: 0 },
        unusablePasswordHash(),
      );
      const oldAgent = await insertMember(
        scratch.db,
        { tenantId: 'demo', account: 'studio-preview-agent', password: '', type: 1 },
        unusablePasswordHash(),
      );
      const kid = await insertMember(
        scratch.db,
        { tenantId: 'demo', account: 'subby01', password: '', type: 2, parentId: oldAgent },
        unusablePasswordHash(),
      );
      const real = await insertMember(scratch.db, { tenantId: 'demo', account: 'realone', password: '', type: 0 }, unusablePasswordHash());
      for (const id of [old, oldAgent, kid, real]) await openSession(scratch.db, id, false, new Date());
      await scratch.db.query("INSERT INTO affiliate_codes (tenant_id, code, agent_member_id) VALUES ('demo', 'OLDPREVIEW', $1)", [
        oldAgent,
      ]);

      expect(await migrate(scratch.db)).toContain(16);
      const rows = await scratch.db.query<{ account: string; disabled: boolean; preview: boolean; parent_id: number | null; live: number }>(
        `SELECT m.account, m.disabled, m.preview, m.parent_id,
                (SELECT count(*) FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL)::int AS live
           FROM members m ORDER BY m.id`,
      );
      expect(rows.rows.map((r) => ({ ...r, parent_id: r.parent_id === null ? null : Number(r.parent_id), live: Number(r.live) }))).toEqual([
        { account: 'studio-preview', disabled: true, preview: false, parent_id: null, live: 0 },
        { account: 'studio-preview-agent', disabled: true, preview: false, parent_id: null, live: 0 },
        // a member the old preview registered stays, for an operator to review
        { account: 'subby01', disabled: false, preview: false, parent_id: Number(oldAgent), live: 1 },
        { account: 'realone', disabled: false, preview: false, parent_id: null, live: 1 },
      ]);
      const code = await scratch.db.query<{ active: boolean }>("SELECT active FROM affiliate_codes WHERE code = 'OLDPREVIEW'");
      expect(code.rows[0].active).toBe(false);
      expect(await migrate(scratch.db)).toEqual([]);
    } finally {
      await scratch.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});

/** An empty database of the engine under test: a PGlite folder, or a database of its own on DATABASE_URL's server. */
async function scratchDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync('/tmp/preview-db-');
    const scratch = await openDb({ dataDir });
    return {
      db: scratch,
      async close() {
        await scratch.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `preview_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const scratch = await openDb({ databaseUrl: url.toString(), dataDir: '' });
  return {
    db: scratch,
    async close() {
      await scratch.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
