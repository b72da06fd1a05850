/** The shape limits of request bodies (server/http/json-shape.ts), on raw JSON text. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/api-error.ts';
import { assertJsonShape, JSON_LIMITS } from '../../../server/http/json-shape.ts';

function refusal(text: string): { status: number; code: string; message: string } | null {
  try {
    assertJsonShape(text);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
}

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

describe('nesting', () => {
  it('takes 64 levels of arrays or objects and refuses 65 with 400 E_TOO_DEEP', () => {
    expect(refusal(nested(64))).toBeNull();
    expect(refusal(objects(64))).toBeNull();
    expect(refusal(nested(65))).toMatchObject({ status: 400, code: 'E_TOO_DEEP' });
    expect(refusal(objects(65))).toMatchObject({ status: 400, code: 'E_TOO_DEEP', message: expect.stringMatching(/64 levels/) });
  });

  it('refuses 1,000,000 levels at once, without recursion', () => {
    expect(refusal(nested(1_000_000))).toMatchObject({ code: 'E_TOO_DEEP' });
    expect(refusal('['.repeat(1_000_000))).toMatchObject({ code: 'E_TOO_DEEP' });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(refusal(JSON.stringify({ a: '['.repeat(100), b: '"{{{{'.repeat(100), c: '\\'.repeat(7) + '['.repeat(80) }))).toBeNull();
    expect(refusal(`[${JSON.stringify('\\"')},${nested(63)}]`)).toBeNull();
    expect(refusal(`[${JSON.stringify('\\"')},${nested(64)}]`)).toMatchObject({ code: 'E_TOO_DEEP' });
  });

  it('leaves closing brackets without an opening one to JSON.parse', () => {
    expect(refusal(']]]}}}[1]')).toBeNull();
  });
});

describe('entries and values', () => {
  it('takes 5,000 entries in one array or object and refuses 5,001 with 413', () => {
    expect(refusal(JSON.stringify(Array(JSON_LIMITS.entries).fill(0)))).toBeNull();
    expect(refusal(JSON.stringify(Array(JSON_LIMITS.entries + 1).fill(0)))).toMatchObject({ status: 413, code: 'E_TOO_LARGE' });
    const keys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    expect(refusal(keys(JSON_LIMITS.entries))).toBeNull();
    expect(refusal(keys(JSON_LIMITS.entries + 1))).toMatchObject({ status: 413, code: 'E_TOO_LARGE' });
  });

  it('refuses more than 50,000 values in all with 413, however they are spread', () => {
    const spread = (lists: number) => JSON.stringify(Array.from({ length: lists }, () => Array(4_999).fill(1)));
    expect(refusal(spread(9))).toBeNull();
    expect(refusal(spread(11))).toMatchObject({ status: 413, code: 'E_TOO_LARGE', message: expect.stringMatching(/50000 values/) });
  });

  it('counts empty containers and commas inside strings as nothing', () => {
    expect(refusal(JSON.stringify([[], {}, ','.repeat(20_000)]))).toBeNull();
  });
});

describe('text', () => {
  it('refuses a lone surrogate escape, high or low, and takes a pair', () => {
    expect(refusal('["\\ud800"]')).toMatchObject({ status: 400, code: 'E_BAD_CHARACTER' });
    expect(refusal('["\\udc00"]')).toMatchObject({ code: 'E_BAD_CHARACTER' });
    expect(refusal('{"\\uD83D x":1}')).toMatchObject({ code: 'E_BAD_CHARACTER' });
    expect(refusal('["\\ud83d\\ude00", "\\u00e9", "\\\\ud800"]')).toBeNull();
  });
});
