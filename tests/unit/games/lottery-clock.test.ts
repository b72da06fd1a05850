/** SPEC 7.29, the lottery centre's countdowns (screens/games/lottery/clock.ts): on the server's clock, never below zero. */
import { describe, expect, it } from 'vitest';
import { clockOffset, countdownDuration, countdownText, secondsLeft } from '../../../screens/games/lottery/clock';

describe('SPEC 7.29 lottery countdown', () => {
  it("counts down on the server's clock, whatever the phone's says", () => {
    const arrived = Date.parse('2026-11-27T02:00:00.000Z');
    // the phone is 90 s behind the server
    const offset = clockOffset('2026-11-27T02:01:30.000Z', arrived);
    expect(offset).toBe(90_000);
    expect(secondsLeft('2026-11-27T02:03:00.000Z', offset, arrived)).toBe(90);
    expect(secondsLeft('2026-11-27T02:03:00.000Z', offset, arrived + 89_001)).toBe(1);
    expect(secondsLeft('2026-11-27T02:03:00.000Z', offset, arrived + 90_000)).toBe(0);
    expect(secondsLeft('2026-11-27T02:03:00.000Z', offset, arrived + 500_000)).toBe(0);
    expect(clockOffset('not a time', arrived)).toBe(0);
  });

  it('shows minutes and seconds, hours from an hour up, and the same as an ISO duration', () => {
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(249)).toBe('04:09');
    expect(countdownText(3600 * 5 + 249)).toBe('5:04:09');
    expect(countdownDuration(249)).toBe('PT4M9S');
    expect(countdownDuration(3600 * 5 + 9)).toBe('PT5H9S');
  });
});
