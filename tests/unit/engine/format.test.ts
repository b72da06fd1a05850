import { describe, expect, it } from 'vitest';
import { badgeText, formatBalance, greetingKey } from '../../../engine/format';
import base from '../../../tenants/_base/tenant.json';

describe('formatBalance (#,##0.00)', () => {
  it.each([
    ['1250', '1,250.00'],
    ['1250.5', '1,250.50'],
    [0, '0.00'],
    [1234567.891, '1,234,567.89'],
    ['-42.1', '-42.10'],
    ['not a number', '0.00'],
    [undefined, '0.00'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });
});

describe('badgeText', () => {
  it('hides zero and negative counts, caps above 99', () => {
    expect(badgeText(0, 99)).toBeNull();
    expect(badgeText(undefined, 99)).toBeNull();
    expect(badgeText(1, 99)).toBe('1');
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
  });
});

describe('greetingKey', () => {
  const bands = base.constants.greeting;
  it.each([
    [0, 'greeting.morning'],
    [10, 'greeting.morning'],
    [11, 'greeting.earlyAfternoon'],
    [14, 'greeting.earlyAfternoon'],
    [15, 'greeting.lateAfternoon'],
    [18, 'greeting.lateAfternoon'],
    [19, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('hour %i greets with %s', (hour, key) => {
    expect(greetingKey(hour, bands)).toBe(key);
  });
});
