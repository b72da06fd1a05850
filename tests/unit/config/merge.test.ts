import { describe, expect, it } from 'vitest';
import { mergeTenant, mergeTenantFiles, type JsonObject } from '../../../engine/config/merge';

describe('mergeTenant (the tenant merge rule)', () => {
  it('deep-merges objects key by key', () => {
    const base = { brand: { name: 'Engine', logo: '/a.svg', copyrightYear: 2021 } };
    const overlay = { brand: { name: 'Demo' } };
    expect(mergeTenant(base, overlay)).toEqual({ brand: { name: 'Demo', logo: '/a.svg', copyrightYear: 2021 } });
  });

  it('replaces arrays instead of concatenating them', () => {
    const base = { languages: { offered: ['EN', 'TY'], default: 'EN' } };
    expect(mergeTenant(base, { languages: { offered: ['TY'] } })).toEqual({ languages: { offered: ['TY'], default: 'EN' } });
  });

  it('replaces scalars, including with false and 0', () => {
    expect(mergeTenant({ flags: { CBS3: true }, n: 5 }, { flags: { CBS3: false }, n: 0 })).toEqual({ flags: { CBS3: false }, n: 0 });
  });

  it('removes a base key when the tenant sets it to null', () => {
    expect(mergeTenant({ social: { facebook: 'f', line: 'l' } }, { social: { line: null } })).toEqual({ social: { facebook: 'f' } });
  });

  it('drops null for a key the base does not have, also inside new objects', () => {
    expect(mergeTenant({ a: 1 }, { b: null, c: { d: null, e: 2 } })).toEqual({ a: 1, c: { e: 2 } });
  });

  it('lets an object replace a scalar and a scalar replace an object', () => {
    expect(mergeTenant({ x: 1, y: { z: 1 } }, { x: { k: true }, y: 'flat' })).toEqual({ x: { k: true }, y: 'flat' });
  });

  it('never modifies its inputs and shares no structure with them', () => {
    const base: JsonObject = { menus: { bottom: [{ id: 'home' }] }, flags: { A: true } };
    const overlay: JsonObject = { flags: { B: false }, hosts: ['h'] };
    const before = JSON.stringify([base, overlay]);
    const merged = mergeTenant<JsonObject>(base, overlay);
    ((merged.menus as JsonObject).bottom as JsonObject[])[0].id = 'changed';
    (merged.hosts as string[]).push('other');
    expect(JSON.stringify([base, overlay])).toBe(before);
  });
});

describe('mergeTenantFiles', () => {
  const base = {
    tenant: { version: 1, brand: { name: 'Engine' } },
    screens: { home: { nodes: [{ type: 'homeHeader' }, { type: 'marquee' }] }, help: { nodes: [{ type: 'comingSoon' }] } },
    messages: { EN: { 'a.b': 'A', 'c.d': 'C' }, TY: { 'a.b': 'A ty', 'c.d': 'C ty' } },
  };

  it('replaces a base screen by the tenant screen of the same name, keeping the others', () => {
    const merged = mergeTenantFiles('demo', base, {
      tenant: {},
      screens: { home: { nodes: [{ type: 'banner', group: 'x' }] } },
      messages: {},
    });
    expect(merged.screens.home).toEqual({ nodes: [{ type: 'banner', group: 'x' }] });
    expect(merged.screens.help).toEqual({ nodes: [{ type: 'comingSoon' }] });
  });

  it('deep-merges a tenant messages file key by key over the base language, null removing a key', () => {
    const merged = mergeTenantFiles('demo', base, {
      tenant: {},
      screens: {},
      messages: { TY: { 'a.b': 'Bago', 'c.d': null, 'e.f': 'E' } },
    });
    expect(merged.messages.TY).toEqual({ 'a.b': 'Bago', 'e.f': 'E' });
    expect(merged.messages.EN).toEqual({ 'a.b': 'A', 'c.d': 'C' });
  });

  it('adds id and merges tenant.json by the rule', () => {
    const merged = mergeTenantFiles('lucky', base, {
      tenant: { brand: { name: 'Lucky' } },
      screens: {},
      messages: { JA: { 'a.b': 'ja' } },
    });
    expect(merged.id).toBe('lucky');
    expect(merged.brand).toEqual({ name: 'Lucky' });
    expect(merged.version).toBe(1);
    expect(merged.messages.JA).toEqual({ 'a.b': 'ja' });
  });
});
