import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/api/errors';
import type { Engine } from '../../../engine/core/engine';
import { formatCents, parseCents } from '../../../engine/grammar/money';
import { orderedRange, presetRange } from '../../../screens/common/date-range';
import { amountText, checkAmount, templateOf } from '../../../screens/wallet/money';
import { createAttemptKeys, isRetryable, moneyCall } from '../../../screens/common/money-call';

describe('amounts', () => {
  it('reads decimal strings as cents and writes them back', () => {
    expect(parseCents('100')).toBe(10000);
    expect(parseCents('100.5')).toBe(10050);
    expect(parseCents(amountText(' 0.07 '))).toBe(7);
    expect(parseCents(' 0.07 ')).toBeUndefined();
    expect(parseCents('1.234')).toBeUndefined();
    expect(parseCents('01')).toBeUndefined();
    expect(parseCents('-5')).toBeUndefined();
    expect(parseCents('1e3')).toBeUndefined();
    expect(formatCents(10050)).toBe('100.50');
    expect(formatCents(7)).toBe('0.07');
    expect(formatCents(-5)).toBe('-0.05');
  });

  it('checks format, min, max and balance in that order', () => {
    const limits = { min: '100.00', max: '50000.00', balance: '1250.00' };
    expect(checkAmount('', limits)).toBe('invalid');
    expect(checkAmount('0', limits)).toBe('invalid');
    expect(checkAmount('abc', limits)).toBe('invalid');
    expect(checkAmount('99.99', limits)).toBe('belowMin');
    expect(checkAmount('100', limits)).toBeNull();
    expect(checkAmount('1250.00', limits)).toBeNull();
    expect(checkAmount('1250.01', limits)).toBe('aboveBalance');
    expect(checkAmount('50000.01', limits)).toBe('aboveMax');
    expect(checkAmount('60000', { min: '100', max: '50000' })).toBe('aboveMax');
  });
});

describe('date ranges', () => {
  const now = Date.UTC(2026, 10, 23, 0, 30);
  it("gives the days of the tenant's zone for the presets (UTC here)", () => {
    expect(presetRange('today', now, 'UTC')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', now, 'UTC')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(presetRange('last7', now, 'UTC')).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(presetRange('last30', now, 'UTC')).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
  });
  it('in Manila, 07:00 on the 23rd is "today" while UTC still says the 22nd', () => {
    const morning = Date.UTC(2026, 10, 22, 23); // 07:00 on the 23rd in Manila
    expect(presetRange('today', morning, 'Asia/Manila')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', morning, 'Asia/Manila')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(presetRange('last7', morning, 'Asia/Manila')).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    // 23:30 on the 22nd in Manila (15:30 UTC) is still the 22nd; 00:30 (16:30 UTC) the 23rd
    expect(presetRange('today', Date.UTC(2026, 10, 22, 15, 30), 'Asia/Manila').startDate).toBe('2026-11-22');
    expect(presetRange('today', Date.UTC(2026, 10, 22, 16, 30), 'Asia/Manila').startDate).toBe('2026-11-23');
  });
  it('in New York, the evening is still the same day though UTC has moved on', () => {
    expect(presetRange('today', Date.UTC(2026, 10, 23, 2), 'America/New_York')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
  });
  it('puts a custom range in order', () => {
    expect(orderedRange('2026-11-20', '2026-11-10')).toEqual({ startDate: '2026-11-10', endDate: '2026-11-20' });
    expect(orderedRange('2026-11-01', '2026-11-02')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-02' });
  });
});

describe('idempotency keys', () => {
  it('reuses the key for a retry of the same body and takes a new one after settling or for another body', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    const first = keys.keyFor({ amount: '10' });
    expect(keys.keyFor({ amount: '10' })).toBe(first);
    const other = keys.keyFor({ amount: '11' });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: '11' })).not.toBe(other);
  });

  it('sends the key through the shared API client; refusals are final, network loss is retryable', async () => {
    const call = vi.fn(async () => ({ orderNo: 'W1' }));
    const engine = { api: { call } } as unknown as Engine;
    await expect(moneyCall(engine, 'withdrawCreate', { amount: '10', paymentPassword: '123456' }, 'key-1')).resolves.toEqual({
      orderNo: 'W1',
    });
    expect(call).toHaveBeenCalledWith('withdrawCreate', { amount: '10', paymentPassword: '123456' }, { idempotencyKey: 'key-1' });
    expect(isRetryable(new ApiError('E_INSUFFICIENT_FUNDS', 'no', 400))).toBe(false);
    expect(isRetryable(new ApiError('E_NETWORK', 'error.network'))).toBe(true);
  });
});

describe('templates', () => {
  it('is new only for the setting 1, unless the node forces one', () => {
    expect(templateOf(1)).toBe('new');
    expect(templateOf(0)).toBe('base');
    expect(templateOf(undefined)).toBe('base');
    expect(templateOf(1, 'auto')).toBe('new');
    expect(templateOf(1, 'base')).toBe('base');
    expect(templateOf(0, 'new')).toBe('new');
  });
});
