import { describe, expect, it, vi } from 'vitest';
import { AUTO_LOGIN_KEY, createSessionStore, SESSION_KEY } from '../../../engine/stores/session';
import { memoryStorage } from '../../../engine/stores/storage';
import { createUiStore } from '../../../engine/stores/ui';

const info = { signedIn: true as const, merchantCode: 'demo', id: 1, userName: 'demo', type: 1 };

describe('session store', () => {
  it('keeps the session in sessionStorage, and in localStorage only when remembered', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSessionStore(local, session);
    store.signIn(info, false);
    expect(JSON.parse(session.getItem(SESSION_KEY)!)).toEqual(info);
    expect(local.getItem(SESSION_KEY)).toBeNull();
    store.signIn(info, true);
    expect(JSON.parse(local.getItem(SESSION_KEY)!)).toEqual(info);
    expect(store.signedIn()).toBe(true);
  });

  it("never stores a credential: a token in the answer is dropped, and an earlier release's stored token is forgotten", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSessionStore(local, session);
    const { signedIn: _, ...answer } = info;
    store.signIn({ ...answer, token: 'secret-token' }, true);
    expect(session.getItem(SESSION_KEY)).not.toContain('secret-token');
    expect(local.getItem(SESSION_KEY)).not.toContain('secret-token');
    expect(store.getState().info).toEqual(info);
    const old = memoryStorage();
    old.setItem(SESSION_KEY, JSON.stringify({ ...answer, token: 'old-token' }));
    expect(createSessionStore(old, memoryStorage()).getState().info).toBeNull();
    expect(old.getItem(SESSION_KEY)).toBeNull();
  });

  it('restores a session from storage and ignores a corrupt one', () => {
    const local = memoryStorage();
    local.setItem(SESSION_KEY, JSON.stringify(info));
    expect(createSessionStore(local, memoryStorage()).getState().info).toEqual(info);
    const broken = memoryStorage();
    broken.setItem(SESSION_KEY, '{not json');
    expect(createSessionStore(memoryStorage(), broken).getState().info).toBeNull();
    expect(broken.getItem(SESSION_KEY)).toBeNull();
  });

  it('clears everything at logout and records autoLogin 0', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSessionStore(local, session);
    store.signIn(info, true);
    store.clear();
    expect(store.getState().info).toBeNull();
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(session.getItem(SESSION_KEY)).toBeNull();
    expect(local.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });
});

describe('ui store', () => {
  it('shows a toast for its duration, and a new loading toast replaces the old one', () => {
    vi.useFakeTimers();
    const ui = createUiStore({ language: 'EN', theme: 'dark' });
    ui.toast('loading', 'a', 9999);
    ui.toast('loading', 'b', 9999);
    expect(ui.getState().toasts.map((t) => t.message)).toEqual(['a', 'b']);
    ui.toast('info', 'c', 1000);
    expect(ui.getState().toasts.map((t) => t.message)).toEqual(['c']);
    vi.advanceTimersByTime(1000);
    expect(ui.getState().toasts).toEqual([]);
    vi.useRealTimers();
  });

  it('resolves a confirmation with the choice and closes it', async () => {
    const ui = createUiStore({ language: 'EN', theme: 'dark' });
    const answer = ui.confirm({ message: 'in_sure_logout' });
    expect(ui.getState().dialog?.message).toBe('in_sure_logout');
    ui.getState().dialog!.resolve('confirm');
    await expect(answer).resolves.toBe(true);
    expect(ui.getState().dialog).toBeNull();
  });

  it('shows one dialog at a time: one asked for while another is open waits for it, in order', async () => {
    const ui = createUiStore({ language: 'EN', theme: 'dark' });
    const first = ui.confirm({ message: 'popups.noticesTitle' });
    const second = ui.choose({ message: 'contract.prompt.salary', laterLabel: 'popups.later' });
    const third = ui.confirm({ message: 'in_sure_logout' });
    expect(ui.getState().dialog?.message).toBe('popups.noticesTitle');
    ui.getState().dialog!.resolve('cancel');
    await expect(first).resolves.toBe(false);
    expect(ui.getState().dialog).toMatchObject({ message: 'contract.prompt.salary', laterLabel: 'popups.later' });
    ui.getState().dialog!.resolve('later');
    await expect(second).resolves.toBe('later');
    expect(ui.getState().dialog?.message).toBe('in_sure_logout');
    ui.getState().dialog!.resolve('confirm');
    await expect(third).resolves.toBe(true);
    expect(ui.getState().dialog).toBeNull();
  });
});
