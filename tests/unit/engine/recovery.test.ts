import { describe, expect, it, vi } from 'vitest';
import { runAction } from '../../../engine/actions/registry';
import { createEngine } from '../../../engine/core/engine';
import type { TenantConfig } from '../../../engine/config/types';
import { SESSION_KEY, SESSION_LANGUAGE_KEY } from '../../../engine/stores/session';
import { memoryStorage } from '../../../engine/stores/storage';
import base from '../../../tenants/_base/tenant.json';

const config = { ...base, id: 'demo', messages: {}, screens: {} } as unknown as TenantConfig;
const session = { signedIn: true, merchantCode: 'demo', id: 1, userName: 'demo', type: 1 };

function envelope(value: unknown, success = true) {
  const body = success
    ? { success, code: 'OK', message: '', value }
    : { success, code: 'E_INTERNAL', message: 'error.unknown', value: null };
  return new Response(JSON.stringify(body), { status: success ? 200 : 500, headers: { 'content-type': 'application/json' } });
}

/** An engine on memory storage whose calls answer from `answer(path)`; a thrown TypeError is a lost network. */
function engineWith(answer: (path: string) => Response, extra: Partial<TenantConfig> = {}) {
  const local = memoryStorage();
  const store = memoryStorage();
  store.setItem(SESSION_KEY, JSON.stringify(session));
  const fetch = vi.fn(async (request: string | Request) =>
    answer(new URL(typeof request === 'string' ? request : request.url, 'http://site.test').pathname),
  );
  const navigate = vi.fn();
  const openUrl = vi.fn();
  const engine = createEngine({
    config: { ...config, ...extra },
    local,
    session: store,
    language: 'EN',
    theme: 'dark',
    devices: [],
    navigate,
    openUrl,
    fetch: fetch as never,
  });
  return { engine, local, store, fetch, navigate, openUrl };
}

const member = { id: 1, account: 'demo', nickname: null, type: 1, clubLabel: null, memberLabel: [], vip: false };
const wallet = { sumBalance: '1250.00', currencySymbol: '$' };

function answers(walletUp: () => boolean) {
  return (path: string) => {
    if (path === '/api/wallet') {
      if (!walletUp()) throw new TypeError('Failed to fetch');
      return envelope(wallet);
    }
    if (path.endsWith('/info') || path.includes('member/info')) return envelope(member);
    if (path.includes('merchant')) return envelope({ list: [] });
    return envelope({ count: 0, unReadCount: 0 });
  };
}

describe('a failed wallet load (issue 8, item 9)', () => {
  it('leaves no figure, marks the balance unavailable and says so with the offline toast', async () => {
    const { engine } = engineWith(answers(() => false));
    await engine.services.loadAccount();
    expect(engine.account.getState().wallet).toBeNull();
    expect(engine.account.getState().walletFailed).toBe(true);
    expect(engine.ui.getState().toasts.map((t) => [t.kind, t.message])).toContainEqual(['offline', 'error.network']);
  });

  it('a retry that succeeds shows the figure; a later failure keeps the figure already known', async () => {
    let up = false;
    const { engine } = engineWith(answers(() => up));
    await engine.services.refreshWallet();
    expect(engine.account.getState().walletFailed).toBe(true);
    up = true;
    await engine.services.refreshWallet();
    expect(engine.account.getState()).toMatchObject({ wallet, walletFailed: false });
    up = false;
    await engine.services.refreshWallet();
    expect(engine.account.getState()).toMatchObject({ wallet, walletFailed: false });
  });

  it('coming back online reloads what failed', async () => {
    let up = false;
    const { engine } = engineWith(answers(() => up));
    engine.services.setOnline(false);
    await engine.services.loadAccount();
    expect(engine.account.getState().walletFailed).toBe(true);
    up = true;
    engine.services.setOnline(true);
    expect(engine.ui.getState().online).toBe(true);
    await vi.waitFor(() => expect(engine.account.getState().wallet).toEqual(wallet));
    expect(engine.account.getState().walletFailed).toBe(false);
  });
});

describe('logout (issue 8, item 21; SPEC 4)', () => {
  it('clears all session storage but this session language choice, the remembered session and the member', async () => {
    const { engine, local, store, navigate } = engineWith(answers(() => true));
    store.setItem('TRIAL_USER', '{"userName":"guest1"}');
    store.setItem(SESSION_LANGUAGE_KEY, 'TY');
    local.setItem(SESSION_KEY, JSON.stringify(session));
    await engine.services.loadAccount();
    engine.ui.set({ balanceHidden: true });
    const done = engine.services.logout();
    engine.ui.getState().dialog!.resolve('confirm');
    await done;
    expect(store.getItem(SESSION_KEY)).toBeNull();
    expect(store.getItem('TRIAL_USER')).toBeNull();
    expect(store.getItem(SESSION_LANGUAGE_KEY)).toBe('TY');
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(local.getItem('autoLogin')).toBe('0');
    expect(engine.session.getState().info).toBeNull();
    expect(engine.account.getState()).toMatchObject({ member: null, wallet: null, walletFailed: false });
    expect(engine.ui.getState().balanceHidden).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/m/home');
  });
});

describe('empty addresses (SPEC 8, "The requested url is empty")', () => {
  it('openUrl with an address that comes out empty shows the message and opens nothing', () => {
    const { engine, openUrl } = engineWith(answers(() => true));
    engine.session.clear();
    void runAction({ action: 'openUrl', url: '{token}' }, engine);
    expect(openUrl).not.toHaveBeenCalled();
    expect(engine.ui.getState().toasts.map((t) => t.message)).toEqual(['error.emptyUrl']);
  });

  it('openLink to a download link with an empty url shows the message; a missing link is coming soon', () => {
    const { engine, openUrl } = engineWith(
      answers(() => true),
      { downloadLinks: [{ resourceType: 'android', url: ' ' }] as unknown as TenantConfig['downloadLinks'] },
    );
    void runAction({ action: 'openLink', resourceType: 'android' } as never, engine);
    void runAction({ action: 'openLink', resourceType: 'ios' } as never, engine);
    expect(openUrl).not.toHaveBeenCalled();
    expect(engine.ui.getState().toasts.map((t) => t.message)).toEqual(['error.emptyUrl', 'coming_soon']);
  });
});

describe('toast durations (SPEC 8: 3 s short by default, 8 s long)', () => {
  it('the toast action shows for constants.toast.shortMs, or longMs when asked', () => {
    vi.useFakeTimers();
    const { engine } = engineWith(answers(() => true));
    const { shortMs, longMs } = config.constants.toast;
    expect([shortMs, longMs]).toEqual([3000, 8000]);
    void runAction({ action: 'toast', message: 'a' }, engine);
    void runAction({ action: 'toast', message: 'b', duration: 'long' }, engine);
    vi.advanceTimersByTime(shortMs);
    expect(engine.ui.getState().toasts.map((t) => t.message)).toEqual(['b']);
    vi.advanceTimersByTime(longMs - shortMs);
    expect(engine.ui.getState().toasts).toEqual([]);
    vi.useRealTimers();
  });
});
