/** SPEC 9.27's query limits (engine/grammar/query.ts): 1,000 parameters, names 5 brackets deep, 20 values for one name. */
import { describe, expect, it } from 'vitest';
import { nameDepth, QUERY_LIMITS, readQuery } from '../../../engine/grammar/query';

const read = (search: string) => readQuery(new URLSearchParams(search));

describe('readQuery', () => {
  it('reads names once as strings and repeated as arrays, in order', () => {
    expect(read('a=1&b=2&a=3')).toEqual({ query: { a: ['1', '3'], b: '2' } });
    expect(read('')).toEqual({ query: {} });
  });

  it('takes 1,000 parameters and refuses the 1,001st', () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&');
    expect(Object.keys((read(params(QUERY_LIMITS.parameters)) as { query: object }).query)).toHaveLength(1_000);
    expect(read(params(1_001))).toEqual({ over: 'parameters' });
  });

  it('takes names 5 brackets deep and refuses a 6th', () => {
    expect(nameDepth('a')).toBe(0);
    expect(nameDepth('a[b][]')).toBe(2);
    expect(read('a[1][2][3][4][5]=x')).toEqual({ query: { 'a[1][2][3][4][5]': 'x' } });
    expect(read('a[1][2][3][4][5][6]=x')).toEqual({ over: 'depth', name: 'a[1][2][3][4][5][6]' });
  });

  it('takes 20 values for one name and refuses a 21st', () => {
    expect((read('t=1&'.repeat(20)) as { query: { t: string[] } }).query.t).toHaveLength(20);
    expect(read('t=1&'.repeat(21))).toEqual({ over: 'values', name: 't' });
  });

  it('keeps __proto__ as an own key, never as the prototype', () => {
    const result = read('__proto__=x&constructor=y') as { query: Record<string, string> };
    expect(Object.keys(result.query)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(result.query)).toBe(Object.prototype);
  });
});
