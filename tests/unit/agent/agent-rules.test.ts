/**
 * The agent centre's pure rules: the type labels and the agent condition (SPEC 3 and 6), the
 * range presets of the team screens, rate checks, and the settlement's periods and tiers. (The
 * agent home greets as the side menu does, by the tenant's hour bands: tests/unit/engine/format.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { evaluate, type ConditionContext } from '../../../engine/config/conditions';
import { rateProblems, ratesProblem, readRatesFailure, typedRates } from '../../../screens/agent/RatesInputs';
import { ApiError } from '../../../engine/api/errors';
import { memberTypeKey } from '../../../screens/member/MyAccount';
import { presetRange } from '../../../screens/common/date-range';
import { parseRate, showRate } from '../../../server/agents/rebates';
import { dayPeriod, halfMonthPeriod, hourPeriod, lastClosedPeriod, reachedTier } from '../../../server/agents/settlement';

describe('member types', () => {
  const types = { trial: 4, nonAgent: [0, 4, 40] };
  it('labels by the tenant table: trial, the non-agent types members, any other type an agent', () => {
    expect(memberTypeKey(4, types)).toBe('profile.type.trial');
    expect(memberTypeKey(0, types)).toBe('profile.type.member');
    expect(memberTypeKey(40, types)).toBe('profile.type.member');
    for (const agent of [1, 2, 3, 41]) expect(memberTypeKey(agent, types)).toBe('profile.type.agent');
    // another tenant's table moves the line
    expect(memberTypeKey(1, { trial: 9, nonAgent: [0, 1] })).toBe('profile.type.member');
  });

  it('the agent condition is true only for a signed-in agent', () => {
    const ctx: ConditionContext = { flags: {}, signedIn: true, devices: [], links: [] };
    expect(evaluate({ agent: true }, { ...ctx, agent: true })).toBe(true);
    expect(evaluate({ agent: true }, { ...ctx, agent: false })).toBe(false);
    expect(evaluate({ agent: true }, ctx)).toBe(false);
    expect(evaluate({ agent: false }, { ...ctx, signedIn: false })).toBe(true);
  });
});

describe("team range presets (the tenant's days)", () => {
  // Thursday 2026-11-26 15:00 UTC
  const now = Date.UTC(2026, 10, 26, 15);
  it('this week starts on Monday, this month on the 1st, both end today', () => {
    expect(presetRange('thisWeek', now, 'UTC')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-26' });
    expect(presetRange('thisMonth', now, 'UTC')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-26' });
    // on a Monday the week is that day; on a Sunday it began six days before
    expect(presetRange('thisWeek', Date.UTC(2026, 10, 23, 1), 'UTC')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('thisWeek', Date.UTC(2026, 10, 29, 23), 'UTC')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });
  it("in Manila, Sunday 23:00 UTC is Monday 07:00: a new week, and the 30th's month ends at Manila's midnight", () => {
    expect(presetRange('thisWeek', Date.UTC(2026, 10, 29, 23), 'Asia/Manila')).toEqual({ startDate: '2026-11-30', endDate: '2026-11-30' });
    expect(presetRange('thisMonth', Date.UTC(2026, 10, 30, 16, 30), 'Asia/Manila')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
    expect(presetRange('thisMonth', Date.UTC(2026, 10, 30, 15, 30), 'Asia/Manila')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });
});

describe('rebate rates', () => {
  const ceiling = [
    { category: 'RNG', rate: '1.20' },
    { category: 'LIVE', rate: '0.80' },
  ];
  it('checks typed rates in the browser: a percent with two places at most, within the agent’s own', () => {
    expect(ratesProblem({}, ceiling)).toBeNull();
    expect(ratesProblem({ RNG: '1.2', LIVE: '' }, ceiling)).toBeNull();
    expect(ratesProblem({ RNG: '1.21' }, ceiling)).toBe('agent.rateAbove');
    expect(ratesProblem({ LIVE: 'abc' }, ceiling)).toBe('agent.rateInvalid');
    expect(ratesProblem({ LIVE: '0.555' }, ceiling)).toBe('agent.rateInvalid');
  });

  it('names every input in trouble with its limit, and sends the others with two places', () => {
    expect(rateProblems({ RNG: '1.21', LIVE: 'x' }, ceiling)).toEqual([
      { category: 'RNG', key: 'agent.rateAboveOf', rate: '1.20' },
      { category: 'LIVE', key: 'agent.rateInvalidOf' },
    ]);
    expect(rateProblems({ RNG: '1.20', LIVE: '0' }, ceiling)).toEqual([]);
    expect(typedRates({ RNG: '0.5', LIVE: ' ', FISH: '1' })).toEqual([
      { category: 'RNG', rate: '0.50' },
      { category: 'FISH', rate: '1.00' },
    ]);
  });

  it("puts the server's refusal of a rate on its input; other refusals stay one message", () => {
    const catalogue = { 'error.E_REBATE_LIMIT': 'x', 'error.E_CONFLICT': 'y' };
    const limit = new ApiError('E_REBATE_LIMIT', 'The rebate rate for RNG may be at most your own rate, 1.20%', 400, {
      category: 'RNG',
      max: '1.20',
    });
    expect(readRatesFailure(limit, catalogue)).toEqual({
      problems: [{ category: 'RNG', key: 'agent.rateAboveOf', rate: '1.20' }],
      message: null,
    });
    const floor = new ApiError('E_REBATE_FLOOR', 'below', 400, { category: 'LIVE', min: '0.30' });
    expect(readRatesFailure(floor, catalogue).problems).toEqual([{ category: 'LIVE', key: 'agent.rateBelowOf', rate: '0.30' }]);
    expect(readRatesFailure(new ApiError('E_CONFLICT', 'Sorry, the username already exists', 409), catalogue)).toEqual({
      problems: [],
      message: 'error.E_CONFLICT',
    });
  });

  it('reads and shows rates as the API carries them (percent, two places) in basis points', () => {
    expect(parseRate('0.80')).toBe(80);
    expect(parseRate('12.34')).toBe(1234);
    expect(parseRate('1.2')).toBeUndefined();
    expect(parseRate('100.00')).toBeUndefined();
    expect(showRate(5)).toBe('0.05');
  });
});

describe('settlement periods and tiers', () => {
  it('names periods by day, hour and half month', () => {
    expect(dayPeriod('2026-11-24', 'UTC')).toMatchObject({
      label: '2026-11-24',
      from: new Date('2026-11-24T00:00:00Z'),
      until: new Date('2026-11-25T00:00:00Z'),
    });
    expect(hourPeriod(new Date('2026-11-24T07:59:59Z'), 'UTC')).toMatchObject({
      label: '2026-11-24T07',
      until: new Date('2026-11-24T08:00:00Z'),
    });
    expect(halfMonthPeriod(new Date('2026-11-15T23:00:00Z'), 'UTC')).toMatchObject({
      label: '2026-11-H1',
      until: new Date('2026-11-16T00:00:00Z'),
    });
    expect(halfMonthPeriod(new Date('2026-02-20T00:00:00Z'), 'UTC')).toMatchObject({
      label: '2026-02-H2',
      until: new Date('2026-03-01T00:00:00Z'),
    });
  });

  it("cuts periods in the tenant's zone: Manila's day, hour and half month", () => {
    expect(dayPeriod('2026-11-24', 'Asia/Manila')).toMatchObject({
      from: new Date('2026-11-23T16:00:00Z'),
      until: new Date('2026-11-24T16:00:00Z'),
    });
    // 23:00 UTC on the 15th is 07:00 on the 16th in Manila: the second half, from Manila's midnight.
    expect(halfMonthPeriod(new Date('2026-11-15T23:00:00Z'), 'Asia/Manila')).toMatchObject({
      label: '2026-11-H2',
      from: new Date('2026-11-15T16:00:00Z'),
      until: new Date('2026-11-30T16:00:00Z'),
    });
    expect(hourPeriod(new Date('2026-11-24T16:30:00Z'), 'Asia/Manila')).toMatchObject({
      label: '2026-11-25T00',
      from: new Date('2026-11-24T16:00:00Z'),
    });
    // Kathmandu is UTC+5:45: its hours start at a quarter to the UTC hour.
    expect(hourPeriod(new Date('2026-11-24T10:00:00Z'), 'Asia/Kathmandu')).toMatchObject({
      label: '2026-11-24T15',
      from: new Date('2026-11-24T09:15:00Z'),
      until: new Date('2026-11-24T10:15:00Z'),
    });
  });

  it('settles the periods that ended last', () => {
    const now = new Date('2026-12-03T00:30:00Z');
    expect(lastClosedPeriod('salary', now, 'UTC').label).toBe('2026-12-02');
    expect(lastClosedPeriod('rebate', now, 'UTC').label).toBe('2026-12-02');
    expect(lastClosedPeriod('hourly', now, 'UTC').label).toBe('2026-12-02T23');
    expect(lastClosedPeriod('dividend', now, 'UTC').label).toBe('2026-11-H2');
    // 08:30 on 3 December in Manila: yesterday there is the 2nd, the last hour 07:00.
    expect(lastClosedPeriod('rebate', now, 'Asia/Manila').label).toBe('2026-12-02');
    expect(lastClosedPeriod('hourly', now, 'Asia/Manila').label).toBe('2026-12-03T07');
    // 23:30 UTC on 30 November is 07:30 on 1 December in Manila: November's second half is closed.
    expect(lastClosedPeriod('dividend', new Date('2026-11-30T23:30:00Z'), 'Asia/Manila').label).toBe('2026-11-H2');
    expect(lastClosedPeriod('dividend', new Date('2026-11-30T15:30:00Z'), 'Asia/Manila').label).toBe('2026-11-H1');
  });

  it('pays the highest tier whose team bet and active members are both reached', () => {
    const tiers = [
      { teamBetCents: 100_000, activeMembers: 5, amountCents: 5_000 },
      { teamBetCents: 500_000, activeMembers: 15, amountCents: 20_000 },
    ];
    expect(reachedTier(tiers, 99_999, 50)).toBeNull();
    expect(reachedTier(tiers, 100_000, 5)?.amountCents).toBe(5_000);
    // a big bet with too few members stays on the lower tier
    expect(reachedTier(tiers, 900_000, 10)?.amountCents).toBe(5_000);
    expect(reachedTier(tiers, 900_000, 15)?.amountCents).toBe(20_000);
  });
});

describe('red rain countdown', () => {
  it('counts whole days, then h:mm:ss', async () => {
    const { countdown } = await import('../../../screens/agent/RedRain');
    const now = Date.parse('2026-11-24T07:00:00Z');
    expect(countdown('2026-11-24T08:01:05Z', now)).toEqual({ days: 0, time: '1:01:05' });
    expect(countdown('2026-11-26T07:00:09Z', now)).toEqual({ days: 2, time: '0:00:09' });
    expect(countdown('2026-11-24T06:00:00Z', now)).toEqual({ days: 0, time: '0:00:00' });
  });
});
