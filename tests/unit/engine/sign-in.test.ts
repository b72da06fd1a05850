/**
 * The one sign-in path (issue 28 item 3): login, SMS login, registration and the free trial all
 * go through engine.services.signIn, which stores the session, drops cached calls and loads the
 * account the same way; the remembered username lives in the engine's injected storage.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/api/errors';
import { createEngine } from '../../../engine/core/engine';
import type { TenantConfig } from '../../../engine/config/types';
import { SESSION_KEY } from '../../../engine/stores/session';
import { memoryStorage } from '../../../engine/stores/storage';
import { readRememberedUsername, rememberUsername } from '../../../screens/account/session';
import base from '../../../tenants/_base/tenant.json';

const config = { ...base, id: 'demo', messages: {}, screens: {} } as unknown as TenantConfig;
const member = { id: 7, account: 'demo', nickname: null, type: 0, clubLabel: null, memberLabel: [], vip: false };

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { headers: { 'content-type': 'application/json' } });

/** An engine on memory storage; `signInAnswer` is what the login, register and trial endpoints answer. */
function engineAnswering(signInAnswer: Record<string, unknown>) {
  const local = memoryStorage();
  const session = memoryStorage();
  const paths: string[] = [];
  const fetch = vi.fn(async (request: string | Request, init?: RequestInit) => {
    const path = new URL(typeof request === 'string' ? request : request.url, 'http://site.test').pathname;
    paths.push(`${init?.method ?? 'GET'} ${path}`);
    if (/login|register|trial/.test(path)) return envelope(signInAnswer);
    if (path.includes('member/info')) return envelope(member);
    if (path === '/api/wallet') return envelope({ sumBalance: '1250.00', currencySymbol: '$' });
    if (path.includes('merchant')) return envelope({ list: [] });
    return envelope({ count: 0, unReadCount: 0 });
  });
  const engine = createEngine({
    config,
    local,
    session,
    language: 'EN',
    theme: 'dark',
    devices: [],
    navigate: vi.fn(),
    openUrl: vi.fn(),
    fetch: fetch as never,
  });
  return { engine, local, session, paths };
}

const memberAnswer = { merchantCode: 'demo', id: 7, userName: 'demo', type: 0, firstTimeLogin: false };
const trialAnswer = { userName: 'guest_ab12', customerType: 4 };

describe('engine.services.signIn: one path for login, register and the free trial', () => {
  it('login with remember: the session in both storages, the account loaded', async () => {
    const { engine, local, session, paths } = engineAnswering(memberAnswer);
    await engine.services.signIn('login', { type: 'username', username: 'demo', password: 'demo1234', remember: true }, true);
    expect(engine.session.getState().info).toMatchObject({ signedIn: true, id: 7, userName: 'demo', type: 0 });
    expect(JSON.parse(local.getItem(SESSION_KEY)!)).toMatchObject({ id: 7 });
    expect(JSON.parse(session.getItem(SESSION_KEY)!)).toMatchObject({ id: 7 });
    await vi.waitFor(() => expect(engine.account.getState().wallet?.sumBalance).toBe('1250.00'));
    expect(paths[0]).toMatch(/^POST .*login/);
  });

  it('registration signs in the same way, not remembered', async () => {
    const { engine, local, session } = engineAnswering({ ...memberAnswer, firstTimeLogin: true });
    await engine.services.signIn('register', {
      mode: 'username',
      username: 'newbie1',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      method: 'H5',
    });
    expect(engine.session.getState().info).toMatchObject({ signedIn: true, id: 7, firstTimeLogin: true });
    expect(session.getItem(SESSION_KEY)).not.toBeNull();
    expect(local.getItem(SESSION_KEY)).toBeNull();
    await vi.waitFor(() => expect(engine.account.getState().member?.id).toBe(7));
  });

  it('the free trial starts a trial session, typed from customerType', async () => {
    const { engine } = engineAnswering(trialAnswer);
    await engine.services.signIn('trialLogin', {});
    expect(engine.session.getState().info).toMatchObject({ signedIn: true, userName: 'guest_ab12', type: 4 });
  });

  it('the member login refuses a trial account and keeps no session (SPEC 6)', async () => {
    const { engine, session } = engineAnswering(trialAnswer);
    const refused = engine.services.signIn('login', { type: 'username', username: 'guest_ab12', password: 'whatever1' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'E_NOT_MEMBER', message: 'error.E_NOT_MEMBER' });
    expect(engine.session.getState().info).toBeNull();
    expect(session.getItem(SESSION_KEY)).toBeNull();
  });

  it('the free trial refuses an answer that is not a trial account', async () => {
    const { engine } = engineAnswering(memberAnswer);
    await expect(engine.services.signIn('trialLogin', {})).rejects.toMatchObject({ message: 'free_reject' });
    expect(engine.session.getState().info).toBeNull();
  });

  it('the remembered username is kept in and forgotten from the injected storage', () => {
    const { engine, local } = engineAnswering(memberAnswer);
    expect(readRememberedUsername(engine)).toBeNull();
    rememberUsername(engine, 'demo');
    expect(local.getItem('rememberedUsername')).toBe('demo');
    expect(readRememberedUsername(engine)).toBe('demo');
    rememberUsername(engine, null);
    expect(readRememberedUsername(engine)).toBeNull();
  });
});
