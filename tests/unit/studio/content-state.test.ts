/** The Content tab's reckoning (screens/studio/editors/content-state.ts): states, times with the browser's offset, names, audience. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  audienceOf,
  audienceToStore,
  isoFromLocalInput,
  localInputValue,
  newItem,
  scheduleState,
  suggestName,
  textIn,
} from '../../../screens/studio/editors/content-state';

const NOW = new Date('2026-12-01T12:00:00Z');

describe('an item’s state from its schedule', () => {
  it('is showing inside it, starting before it, ended after it (until exclusive)', () => {
    expect(scheduleState(undefined, undefined, NOW)).toEqual({ state: 'now' });
    expect(scheduleState('2026-12-01T11:00:00Z', '2026-12-01T13:00:00Z', NOW)).toEqual({ state: 'now' });
    expect(scheduleState('2026-12-12T10:00:00+08:00', undefined, NOW)).toEqual({ state: 'starts', at: new Date('2026-12-12T02:00:00Z') });
    expect(scheduleState(undefined, '2026-12-01T12:00:00Z', NOW)).toEqual({ state: 'ended' });
  });
});

describe('datetime-local values and ISO with the browser’s offset', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'Asia/Manila';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('stores the local time with its offset and reads it back', () => {
    expect(isoFromLocalInput('2026-12-12T10:00')).toBe('2026-12-12T10:00:00+08:00');
    expect(isoFromLocalInput('')).toBeUndefined();
    expect(localInputValue('2026-12-12T02:00:00Z')).toBe('2026-12-12T10:00');
    expect(localInputValue('not a time')).toBe('');
  });
});

describe('names, texts and audience', () => {
  it('suggests a lower-case name with dashes, free among the others', () => {
    expect(suggestName('Summer Sale: 50% off!', new Set(), 'banner')).toBe('summer-sale-50-off');
    expect(suggestName('Summer sale', new Set(['summer-sale', 'summer-sale-2']), 'banner')).toBe('summer-sale-3');
    expect(suggestName('  ', new Set(['banner']), 'banner')).toBe('banner-2');
    expect(newItem('announcements', new Set(['announcement']), NOW)).toEqual({ id: 'announcement-2', title: {}, body: {} });
  });

  it('reads a text as members do: their language, else the default, else EN', () => {
    expect(textIn({ EN: 'Hi', TY: 'Kumusta' }, 'TY', 'EN')).toBe('Kumusta');
    expect(textIn({ EN: 'Hi' }, 'TY', 'EN')).toBe('Hi');
    expect(textIn({ TY: 'Kumusta' }, 'EN', 'TY')).toBe('Kumusta');
  });

  it('leaves the audience out when it is everyone', () => {
    expect(audienceOf({ id: 'a', title: {}, body: {} })).toEqual(['guest', 'member', 'agent']);
    expect(audienceToStore(['agent', 'guest', 'member'])).toBeUndefined();
    expect(audienceToStore(['member', 'guest'])).toEqual(['guest', 'member']);
  });
});
