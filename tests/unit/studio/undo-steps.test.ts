/** The studio editor's undo steps (screens/studio/store.ts): typing in one field within a moment is one step, until the field is left. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../../../screens/studio/types';

const merged: Draft = { tenant: { name: 'Demo' }, screens: {}, messages: { EN: { 'menu.promotion': 'Promotion' } } };

vi.mock('../../../screens/studio/api', () => ({
  StudioError: class extends Error {},
  studioApi: {
    tenant: async (id: string) => ({ id, role: 'editor', version: 1, base: merged, merged, fourEyes: true }),
    check: async () => ({ issues: [], diff: [] }),
  },
}));

const { setAt, useStudio } = await import('../../../screens/studio/store');

const label = () => useStudio.getState().draft!.messages.EN['menu.promotion'];

beforeEach(async () => {
  const kept = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    },
  });
  await useStudio.getState().load('demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('undo steps', () => {
  it('typing the same field in quick succession is undone in one step', () => {
    setAt(['messages', 'EN', 'menu.promotion'], 'Offers');
    setAt(['messages', 'EN', 'menu.promotion'], 'Offers E2E');
    useStudio.getState().undo();
    expect(label()).toBe('Promotion');
  });

  it('once the field is left, the next edit of it is a step of its own', () => {
    setAt(['messages', 'EN', 'menu.promotion'], 'Offers E2E');
    useStudio.getState().endStep();
    setAt(['messages', 'EN', 'menu.promotion'], '');
    useStudio.getState().undo();
    expect(label()).toBe('Offers E2E');
    useStudio.getState().undo();
    expect(label()).toBe('Promotion');
  });

  it('a pause of more than a moment also ends the step, and another field is always its own step', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    setAt(['messages', 'EN', 'menu.promotion'], 'Offers');
    vi.advanceTimersByTime(1_000);
    setAt(['messages', 'EN', 'menu.promotion'], 'Offers E2E');
    setAt(['name'], 'Demo Play');
    useStudio.getState().undo();
    expect(useStudio.getState().draft!.tenant.name).toBe('Demo');
    useStudio.getState().undo();
    expect(label()).toBe('Offers');
  });
});
