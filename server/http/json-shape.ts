/**
 * The shape limits of every JSON request body, checked on the raw text in one loop before
 * JSON.parse, so nothing downstream (character and number checks, the schema validators, the
 * studio's merge, diff and lints) ever recurses deeper than `depth` or meets a container that
 * makes the validators' error lists grow quadratically:
 *
 * - nesting: at most 64 levels of objects and arrays (a tenant config is 9 deep, a studio
 *   draft body 12): 400 E_TOO_DEEP;
 * - one array or object: at most 5,000 entries (the largest today is a language's messages,
 *   about 700 keys): 413 E_TOO_LARGE;
 * - the whole body: at most 50,000 values (a tenant config holds about 3,100): 413 E_TOO_LARGE;
 * - text: no lone UTF-16 surrogate in a \u escape (PostgreSQL refuses them in json and jsonb,
 *   and they are not text): 400 E_BAD_CHARACTER.
 *
 * The scan does not validate the JSON: JSON.parse does that afterwards.
 */
import { ApiError } from './api-error.ts';

export const JSON_LIMITS = { depth: 64, entries: 5_000, values: 50_000 } as const;

export interface JsonShapeLimits {
  depth: number;
  entries: number;
  values: number;
}

const tooDeep = (depth: number) =>
  new ApiError(400, 'E_TOO_DEEP', `body: objects and arrays are nested deeper than ${depth} levels`, { limit: depth });

const tooManyEntries = (entries: number) =>
  new ApiError(413, 'E_TOO_LARGE', `body: an array or object holds more than ${entries} entries`, { limit: entries });

const tooManyValues = (values: number) => new ApiError(413, 'E_TOO_LARGE', `body: holds more than ${values} values`, { limit: values });

const loneSurrogate = () =>
  new ApiError(400, 'E_BAD_CHARACTER', 'body: must not contain a lone surrogate (a \\uD800-\\uDFFF escape without its pair)', {
    field: 'body',
  });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** The code unit of a \uXXXX escape whose backslash is at `at`, or -1 when it is not one. */
function escapedUnit(text: string, at: number): number {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== 0x75) return -1;
  for (let i = at + 2; i < at + 6; i++) if (!isHex(text.charCodeAt(i))) return -1;
  return parseInt(text.slice(at + 2, at + 6), 16);
}

/** Throws the ApiError of the first limit the JSON text breaks; one pass, no recursion. */
export function assertJsonShape(text: string, limits: JsonShapeLimits = JSON_LIMITS): void {
  // Per open container: its commas so far, and whether anything stands in it yet.
  const commas: number[] = [];
  const filled: boolean[] = [];
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === QUOTE) inString = false;
      else if (c === BACKSLASH) {
        const unit = escapedUnit(text, i);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          const next = escapedUnit(text, i + 6);
          if (!(next >= 0xdc00 && next <= 0xdfff)) throw loneSurrogate();
          i += 11;
        } else if (unit >= 0xdc00 && unit <= 0xdfff) {
          throw loneSurrogate();
        } else {
          i += 1;
        }
      }
      continue;
    }
    if (isSpace(c)) continue;
    const top = commas.length - 1;
    if (c === 0x5d || c === 0x7d) {
      // ] or }: an unbalanced one is left for JSON.parse to refuse
      commas.pop();
      filled.pop();
      continue;
    }
    if (c === 0x2c) {
      // ,
      if (top >= 0) {
        commas[top] += 1;
        if (commas[top] + 1 > limits.entries) throw tooManyEntries(limits.entries);
        if (++values > limits.values) throw tooManyValues(limits.values);
      }
      continue;
    }
    if (c === 0x3a) continue; // :
    if (top >= 0 && !filled[top]) {
      filled[top] = true;
      if (++values > limits.values) throw tooManyValues(limits.values);
    }
    if (c === QUOTE) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      // [ or {
      if (commas.length >= limits.depth) throw tooDeep(limits.depth);
      commas.push(0);
      filled.push(false);
    }
  }
}
