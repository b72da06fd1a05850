/** The studio's three-way merge by JSON pointer (server/studio/merge.ts): what merges on its own, what conflicts, and the choices. */
import { describe, expect, it } from 'vitest';
import { mergeThreeWay, MergeChoiceError, resolveMerge } from '../../../server/studio/merge.ts';

const base = {
  tenant: { brand: { name: 'Demo', colour: '#111' }, flags: { chat: true }, hosts: ['a.test', 'b.test'] },
  messages: { TY: { 'menu.home': 'Bahay', 'menu.promo': 'Promo' } },
};
type Config = typeof base;
const edit = (change: (c: Config) => void): Config => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

describe('mergeThreeWay', () => {
  it('merges edits of different keys, additions and removals, with no conflict', () => {
    const ours = edit((c) => {
      c.tenant.brand.name = 'Demo Plus';
      (c.tenant.flags as Record<string, boolean>).wallet = true;
    });
    const theirs = edit((c) => {
      c.messages.TY['menu.home'] = 'Tahanan';
      delete (c.tenant.brand as Partial<Config['tenant']['brand']>).colour;
    });
    const { merged, conflicts } = mergeThreeWay(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({
      tenant: { brand: { name: 'Demo Plus' }, flags: { chat: true, wallet: true }, hosts: ['a.test', 'b.test'] },
      messages: { TY: { 'menu.home': 'Tahanan', 'menu.promo': 'Promo' } },
    });
  });

  it('takes a change both sides made the same way, and keeps theirs when only they changed', () => {
    const both = edit((c) => (c.tenant.brand.name = 'Same'));
    expect(mergeThreeWay(base, both, both)).toEqual({ merged: both, conflicts: [] });
    expect(mergeThreeWay(base, base, both)).toEqual({ merged: both, conflicts: [] });
  });

  it('reports the same value changed differently as one conflict with base, ours and theirs', () => {
    const ours = edit((c) => (c.messages.TY['menu.promo'] = 'Promo A'));
    const theirs = edit((c) => (c.messages.TY['menu.promo'] = 'Promo B'));
    const { merged, conflicts } = mergeThreeWay(base, ours, theirs);
    expect(conflicts).toEqual([{ pointer: '/messages/TY/menu.promo', base: 'Promo', ours: 'Promo A', theirs: 'Promo B' }]);
    expect(merged).toEqual(theirs);
  });

  it('reports a change against a removal, leaving the removed side out', () => {
    const ours = edit((c) => (c.tenant.brand.colour = '#222'));
    const theirs = edit((c) => delete (c.tenant as Partial<Config['tenant']>).brand);
    expect(mergeThreeWay(base, ours, theirs).conflicts).toEqual([
      { pointer: '/tenant/brand', base: base.tenant.brand, ours: ours.tenant.brand },
    ]);
  });

  it('merges different items of an array of the same length, item by item', () => {
    const ours = edit((c) => (c.tenant.hosts[0] = 'x.test'));
    const theirs = edit((c) => (c.tenant.hosts[1] = 'y.test'));
    expect(mergeThreeWay(base, ours, theirs)).toEqual({ merged: edit((c) => (c.tenant.hosts = ['x.test', 'y.test'])), conflicts: [] });
  });

  it('treats an array as one value when the same item changed, or its length did', () => {
    const ours = edit((c) => (c.tenant.hosts[0] = 'x.test'));
    const theirs = edit((c) => (c.tenant.hosts[0] = 'z.test'));
    expect(mergeThreeWay(base, ours, theirs).conflicts.map((c) => c.pointer)).toEqual(['/tenant/hosts']);
    const longer = edit((c) => c.tenant.hosts.push('c.test'));
    expect(mergeThreeWay(base, longer, theirs).conflicts).toEqual([
      { pointer: '/tenant/hosts', base: base.tenant.hosts, ours: longer.tenant.hosts, theirs: theirs.tenant.hosts },
    ]);
  });

  it('escapes ~ and / in a conflict pointer (RFC 6901)', () => {
    const key = 'a/b~c';
    const at = (text: string) => ({ messages: { TY: { [key]: text } } });
    expect(mergeThreeWay(at('0'), at('1'), at('2')).conflicts[0].pointer).toBe('/messages/TY/a~1b~0c');
  });
});

describe('resolveMerge', () => {
  const ours = edit((c) => {
    c.messages.TY['menu.promo'] = 'Promo A';
    c.tenant.brand.name = 'Ours';
  });
  const theirs = edit((c) => {
    c.messages.TY['menu.promo'] = 'Promo B';
    c.tenant.brand.name = 'Theirs';
    c.tenant.flags.chat = false;
  });

  it('applies one choice per conflict over the merge', () => {
    const merged = resolveMerge(base, ours, theirs, [
      { pointer: '/messages/TY/menu.promo', take: 'ours' },
      { pointer: '/tenant/brand/name', take: 'theirs' },
    ]);
    expect(merged).toEqual(
      edit((c) => {
        c.messages.TY['menu.promo'] = 'Promo A';
        c.tenant.brand.name = 'Theirs';
        c.tenant.flags.chat = false;
      }),
    );
  });

  it('removes the value when the chosen side removed it', () => {
    const removed = edit((c) => delete (c.messages.TY as Partial<Config['messages']['TY']>)['menu.promo']);
    const merged = resolveMerge(base, removed, theirs, [{ pointer: '/messages/TY/menu.promo', take: 'ours' }]);
    expect(merged.messages.TY).toEqual({ 'menu.home': 'Bahay' });
  });

  it('refuses a choice of a pointer not in conflict, two choices for one, and a conflict left without one', () => {
    const refusal = (choices: Parameters<typeof resolveMerge>[3]) => {
      try {
        resolveMerge(base, ours, theirs, choices);
      } catch (error) {
        return error instanceof MergeChoiceError ? error.code : 'other';
      }
      return 'none';
    };
    const promo = { pointer: '/messages/TY/menu.promo', take: 'ours' } as const;
    const name = { pointer: '/tenant/brand/name', take: 'ours' } as const;
    expect(refusal([promo, name, { pointer: '/tenant/flags/chat', take: 'ours' }])).toBe('E_MERGE_CHOICE');
    expect(refusal([promo, name, { ...promo, take: 'theirs' }])).toBe('E_MERGE_CHOICE');
    expect(refusal([promo])).toBe('E_MERGE_UNRESOLVED');
    expect(refusal([promo, name])).toBe('none');
  });
});
