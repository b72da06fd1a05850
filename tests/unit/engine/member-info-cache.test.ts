/**
 * SPEC 7.16 "member info (renew, optional forced): the result is cached in storage": the engine
 * keeps the last member info answer in session storage, starts a page without the server's
 * answer from it, renews it on load unless it is fresh, always asks on a forced load, and logout
 * clears it with the rest of the session's storage.
 */
import { describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../../engine/core/engine';
import { createFirstData, firstDataKey } from '../../../engine/api/first-data';
import type { TenantConfig } from '../../../engine/config/types';
import { MEMBER_INFO_FRESH_MS, MEMBER_INFO_KEY } from '../../../engine/stores/member-info-cache';
import { SESSION_KEY } from '../../../engine/stores/session';
import { memoryStorage } from '../../../engine/stores/storage';
import base from '../../../tenants/_base/tenant.json';

const config = { ...base, id: 'demo', messages: {}, screens: {} } as unknown as TenantConfig;
const member = (nickname: string, id = 7) => ({ id, account: 'demo', nickname, type: 0, clubLabel: null, memberLabel: [], vip: false });
const signedIn = (id = 7) => JSON.stringify({ signedIn: true, merchantCode: 'demo', id, userName: 'demo', type: 0 });

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { headers: { 'content-type': 'application/json' } });

/** An engine on memory storage whose server answers member info with `server.member`; `clock.now` is its time. */
function setUp(options: { session?: ReturnType<typeof memoryStorage>; firstData?: Record<string, unknown> } = {}) {
  const session = options.session ?? memoryStorage();
  const server = { member: member('Server Name') };
  const clock = { now: 1_000_000 };
  const infoCalls: string[] = [];
  const fetch = vi.fn(async (request: string | Request, init?: RequestInit) => {
    const path = new URL(typeof request === 'string' ? request : request.url, 'http://site.test').pathname;
    if (path === '/api/member/info') {
      infoCalls.push(path);
      return envelope(server.member);
    }
    if (path === '/api/member/logout') return envelope({});
    if (path === '/api/wallet') return envelope({ sumBalance: '10.00', currencySymbol: '$' });
    if (path.includes('merchant')) return envelope({ list: [] });
    return envelope({ count: 0, unReadCount: 0, method: init?.method });
  });
  const make = () =>
    createEngine({
      config,
      local: memoryStorage(),
      session,
      language: 'EN',
      theme: 'dark',
      devices: [],
      navigate: vi.fn(),
      openUrl: vi.fn(),
      fetch: fetch as never,
      now: () => clock.now,
      firstData: options.firstData ? createFirstData(options.firstData) : undefined,
    });
  return { session, server, clock, infoCalls, make };
}

const kept = (session: ReturnType<typeof memoryStorage>) => JSON.parse(session.getItem(MEMBER_INFO_KEY) ?? 'null');

describe('SPEC 7.16 member info renew, cached in storage', () => {
  it('keeps the answer of a load in session storage, with its member and time', async () => {
    const { session, make, infoCalls } = setUp();
    session.setItem(SESSION_KEY, signedIn());
    const engine = make();
    await engine.services.loadAccount();
    expect(infoCalls).toHaveLength(1);
    expect(kept(session)).toEqual({ id: 7, savedAt: 1_000_000, info: member('Server Name') });
  });

  it('a page without the server answer starts from the kept info; a fresh one is not asked again, a stale one is renewed', async () => {
    const { session, make, infoCalls, server, clock } = setUp();
    session.setItem(SESSION_KEY, signedIn());
    await make().services.loadAccount();
    server.member = member('Renamed');

    // the next page, 10 s later: the name shows at once and no second call is made
    clock.now += 10_000;
    const second = make();
    expect(second.account.getState().member?.nickname).toBe('Server Name');
    await second.services.loadAccount();
    expect(infoCalls).toHaveLength(1);
    expect(second.account.getState().wallet?.sumBalance).toBe('10.00');

    // past the fresh window: the page still starts from it, and the load renews it
    clock.now += MEMBER_INFO_FRESH_MS;
    const third = make();
    expect(third.account.getState().member?.nickname).toBe('Server Name');
    await third.services.loadAccount();
    expect(infoCalls).toHaveLength(2);
    expect(third.account.getState().member?.nickname).toBe('Renamed');
    expect(kept(session)).toMatchObject({ savedAt: clock.now, info: { nickname: 'Renamed' } });
  });

  it('a forced load always asks (the member changed something it shows)', async () => {
    const { session, make, infoCalls, server } = setUp();
    session.setItem(SESSION_KEY, signedIn());
    const engine = make();
    await engine.services.loadAccount();
    server.member = member('New Nickname');
    await engine.services.loadAccount({ forced: true });
    expect(infoCalls).toHaveLength(2);
    expect(engine.account.getState().member?.nickname).toBe('New Nickname');
    expect(kept(session).info.nickname).toBe('New Nickname');
  });

  it("never uses another member's kept info, nor an unreadable one", async () => {
    const { session, make, infoCalls } = setUp();
    session.setItem(SESSION_KEY, signedIn(8));
    session.setItem(MEMBER_INFO_KEY, JSON.stringify({ id: 7, savedAt: 1_000_000, info: member('Someone Else') }));
    const engine = make();
    expect(engine.account.getState().member).toBeNull();
    await engine.services.loadAccount();
    expect(infoCalls).toHaveLength(1);

    session.setItem(MEMBER_INFO_KEY, '{not json');
    const again = make();
    expect(again.account.getState().member).toBeNull();
    expect(session.getItem(MEMBER_INFO_KEY)).toBeNull();
  });

  it("a page that brought the server's answer takes it and keeps it, asking nothing", async () => {
    const session = memoryStorage();
    session.setItem(MEMBER_INFO_KEY, JSON.stringify({ id: 7, savedAt: 999_999, info: member('Old') }));
    const { make, infoCalls } = setUp({ session, firstData: { [firstDataKey('memberInfo')]: member('From Page') } });
    const engine = make();
    expect(engine.account.getState().member?.nickname).toBe('From Page');
    await engine.services.loadAccount();
    expect(infoCalls).toHaveLength(0);
    expect(kept(session)).toMatchObject({ savedAt: 1_000_000, info: { nickname: 'From Page' } });
  });

  it('follows changes the page makes to the member, keeping their age', async () => {
    const { session, make } = setUp();
    session.setItem(SESSION_KEY, signedIn());
    const engine = make();
    await engine.services.loadAccount();
    engine.account.setState((s) => void (s.member!.onBreak = true));
    expect(kept(session)).toMatchObject({ savedAt: 1_000_000, info: { onBreak: true } });
  });

  it('logout clears it with the rest of the session storage', async () => {
    const { session, make } = setUp();
    session.setItem(SESSION_KEY, signedIn());
    const engine = make();
    await engine.services.loadAccount();
    expect(session.getItem(MEMBER_INFO_KEY)).not.toBeNull();
    engine.ui.confirm = async () => true;
    await engine.services.logout();
    expect(session.getItem(MEMBER_INFO_KEY)).toBeNull();
    expect(engine.account.getState().member).toBeNull();
  });
});
