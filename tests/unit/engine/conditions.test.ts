import { describe, expect, it } from 'vitest';
import { evaluate, type ConditionContext } from '../../../engine/config/conditions';

const ctx = (patch: Partial<ConditionContext> = {}): ConditionContext => ({
  flags: { CBS3: true, REFERRAL: false },
  signedIn: true,
  memberType: 1,
  routeId: 'home',
  devices: ['android'],
  links: ['TASK'],
  member: { vip: true, labels: ['nochat'] },
  browserLanguage: 'ja-JP',
  countryCode: 'jp',
  ...patch,
});

describe('evaluate', () => {
  it('treats a missing condition as true', () => {
    expect(evaluate(undefined, ctx())).toBe(true);
  });

  it('reads flags, missing flags being off', () => {
    expect(evaluate({ flag: 'CBS3' }, ctx())).toBe(true);
    expect(evaluate({ flag: 'REFERRAL' }, ctx())).toBe(false);
    expect(evaluate({ flag: 'UNKNOWN' }, ctx())).toBe(false);
  });

  it('compares session, member type and route', () => {
    expect(evaluate({ signedIn: false }, ctx())).toBe(false);
    expect(evaluate({ signedIn: false }, ctx({ signedIn: false }))).toBe(true);
    expect(evaluate({ memberType: { in: [0, 1, 2] } }, ctx())).toBe(true);
    expect(evaluate({ memberType: { in: [4] } }, ctx())).toBe(false);
    expect(evaluate({ memberType: { in: [0] } }, ctx({ memberType: undefined }))).toBe(false);
    expect(evaluate({ route: { in: ['login', 'home'] } }, ctx())).toBe(true);
    expect(evaluate({ route: { in: ['login'] } }, ctx())).toBe(false);
  });

  it('checks device kinds, links and member properties', () => {
    expect(evaluate({ device: { in: ['app', 'standalone'] } }, ctx())).toBe(false);
    expect(evaluate({ device: { in: ['android'] } }, ctx())).toBe(true);
    expect(evaluate({ hasLink: 'TASK' }, ctx())).toBe(true);
    expect(evaluate({ hasLink: 'BLOG' }, ctx())).toBe(false);
    expect(evaluate({ memberHas: 'vip' }, ctx())).toBe(true);
    expect(evaluate({ memberHas: 'nochat' }, ctx({ member: { labels: [] } }))).toBe(false);
    // a member on a break (memberInfo.onBreak): the menus hide the deposit entries
    expect(evaluate({ memberHas: 'break' }, ctx({ member: { onBreak: true } }))).toBe(true);
    expect(evaluate({ memberHas: 'break' }, ctx())).toBe(false);
    expect(evaluate({ not: { memberHas: 'break' } }, ctx({ signedIn: false, member: undefined }))).toBe(true);
  });

  it('matches browser language by substring and country case-insensitively', () => {
    expect(evaluate({ browserLanguage: { contains: 'ja' } }, ctx())).toBe(true);
    expect(evaluate({ browserLanguage: { contains: 'ja' } }, ctx({ browserLanguage: 'en-US' }))).toBe(false);
    expect(evaluate({ countryCode: { in: ['JP'] } }, ctx())).toBe(true);
    expect(evaluate({ countryCode: { in: ['JP'] } }, ctx({ countryCode: undefined }))).toBe(false);
  });

  it('combines with all, any and not', () => {
    expect(evaluate({ all: [{ flag: 'CBS3' }, { signedIn: true }] }, ctx())).toBe(true);
    expect(evaluate({ all: [{ flag: 'CBS3' }, { signedIn: false }] }, ctx())).toBe(false);
    expect(evaluate({ any: [{ flag: 'REFERRAL' }, { signedIn: true }] }, ctx())).toBe(true);
    expect(evaluate({ any: [] }, ctx())).toBe(false);
    expect(evaluate({ not: { route: { in: ['home'] } } }, ctx())).toBe(false);
  });
});
