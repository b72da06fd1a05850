/**
 * A fuzz test of the studio's draft API (POST /studio/api/tenants/demo/check and .../changes),
 * through the real server on PGlite or on the PostgreSQL of DATABASE_URL, signed in as
 * demo-editor. A few hundred drafts are made from demo's own by a seeded generator: nesting 10,
 * 63, 64, 65 and 100,000 deep, 1 MB strings, wide arrays, numbers JSON cannot carry safely,
 * `__proto__`, `constructor` and `prototype` keys at every level, control characters and lone
 * surrogates in keys and values, wrong types at each top-level key, and drafts that are not
 * objects; then random mixtures of them. Every answer is 200 (check) or a 4xx with a code, never
 * a 5xx; each family gets the answer its limit documents; Object.prototype is untouched; and the
 * server answers a normal check the same afterwards.
 *
 * The generator is mulberry32 (a dozen lines, below) rather than a fuzzing library: the inputs
 * are hand-made families over one known draft, so a library's shrinking and arbitraries would add
 * a dependency without finding more. FUZZ_SEED=<n> replays a run; a failure prints its seed.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { toPointer } from '../../server/tenants/pointer.ts';
import { call, startContractServer, type CallResult, type ContractServer } from './support/server.ts';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit number. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[below(items.length)];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];
type Draft = { tenant: Record<string, Json>; screens: Record<string, Json>; messages: Record<string, Record<string, string>> };
type Endpoint = 'check' | 'changes';

let server: ContractServer;
let token = '';
let baseVersion = 0;
let draft: Draft;
/** the answer to demo's own draft before the fuzz, to compare with the one after */
let baseline: unknown;

beforeAll(async () => {
  server = await startContractServer();
  const login = await call(server, '/studio/api/login', { method: 'POST', body: { username: 'demo-editor', password: 'editor1234' } });
  expect(login.status, login.text).toBe(200);
  token = login.json.value.token;
  const tenant = await call(server, '/studio/api/tenants/demo', { token });
  expect(tenant.status, tenant.text).toBe(200);
  baseVersion = tenant.json.value.version;
  draft = tenant.json.value.merged;
  baseline = (await post('check', JSON.stringify({ draft }))).json;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

function post(endpoint: Endpoint, body: string): Promise<CallResult> {
  return call(server, `/studio/api/tenants/demo/${endpoint}`, { method: 'POST', body, token });
}

/** A marker that JSON.stringify writes as a string, replaced by raw JSON text afterwards. */
const marker = (n: number) => `@@fuzz-${n}@@`;

/**
 * The request body for the endpoint, with the draft as JSON text (markers spliced in). A marker
 * may be missing only when `overwritten` allows it (a later mixture step replaced its parent).
 */
function body(endpoint: Endpoint, draftValue: unknown, splices: [string, string][] = [], overwritten = false): string {
  let text = JSON.stringify(endpoint === 'check' ? { draft: draftValue } : { baseVersion, title: 'Fuzz', draft: draftValue });
  for (const [mark, raw] of splices) {
    const quoted = JSON.stringify(mark);
    const at = text.indexOf(quoted);
    if (at < 0 && overwritten) continue;
    expect(at, `marker ${mark}`).toBeGreaterThanOrEqual(0);
    text = text.slice(0, at) + raw + text.slice(at + quoted.length);
  }
  return text;
}

function children(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((item, i) => [i, item]);
  if (value !== null && typeof value === 'object') return Object.entries(value);
  return [];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A random path into the draft to a value of the kind asked for (never the draft itself). */
function randomPath(kind: 'any' | 'string' | 'object' | 'leaf'): Path {
  const fits = (value: unknown) =>
    kind === 'any' ||
    (kind === 'string' && typeof value === 'string') ||
    (kind === 'object' && isObject(value)) ||
    (kind === 'leaf' && children(value).length === 0);
  for (;;) {
    let value: unknown = draft;
    const path: Path = [];
    for (;;) {
      const next = children(value);
      if (path.length > 0 && fits(value) && (next.length === 0 || random() < 0.25)) return path;
      if (next.length === 0) break;
      const [key, child] = pick(next);
      path.push(key);
      value = child;
    }
  }
}

function valueAt(path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], draft);
}

/** A copy of the draft with `raw` JSON text at `path` (the draft itself when path is empty). */
function withRaw(endpoint: Endpoint, path: Path, raw: string): string {
  if (path.length === 0) return body(endpoint, marker(0), [[marker(0), raw]]);
  const copy = structuredClone(draft) as unknown as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((v, k) => v[k] as Record<string | number, unknown>, copy);
  parent[path[path.length - 1]] = marker(0);
  return body(endpoint, copy, [[marker(0), raw]]);
}

/** A copy of the draft with an extra key (raw JSON string text) holding raw `value` in the object at `path`. */
function withKey(endpoint: Endpoint, path: Path, rawKey: string, rawValue: string): string {
  const copy = structuredClone(draft) as unknown as Record<string | number, unknown>;
  const target = path.reduce<Record<string | number, unknown>>((v, k) => v[k] as Record<string | number, unknown>, copy);
  target[marker(1)] = marker(2);
  return body(endpoint, copy, [
    [marker(1), rawKey],
    [marker(2), rawValue],
  ]);
}

/** Arrays and objects nested `levels` deep, as text (built without recursion). */
function nested(levels: number, style: 'array' | 'object' | 'mixed'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < levels; i++) {
    const object = style === 'object' || (style === 'mixed' && i % 2 === 1);
    open += object ? '{"k":' : '[';
    close = (object ? '}' : ']') + close;
  }
  return `${open}0${close}`;
}

/** Where the merged config holds a draft path: tenant.json's keys at its root. */
function configPointer(path: Path): string {
  return toPointer(path[0] === 'tenant' ? path.slice(1) : path);
}

const CONTROL = [...Array.from({ length: 32 }, (_, i) => i), 0x7f, ...Array.from({ length: 32 }, (_, i) => 0x80 + i)];
const escaped = (unit: number) => `\\u${unit.toString(16).padStart(4, '0')}`;
const WRONG_TYPES = ['[]', '{}', '"text"', '0', '-1.5', 'true', 'null', '[{}]', '[null]', '"NaN"'];
const NUMBERS_REFUSED = ['1e308', '-1e308', '9007199254740993', '123456789012345678901234567890'];
const NUMBERS_TAKEN = ['-0', '0.1', '1e-320', '-9007199254740991', '"NaN"', '"Infinity"', '"1e308"', '"-0"'];
const RESERVED = ['__proto__', 'constructor', 'prototype'];
const RESERVED_VALUES = ['{"polluted":"yes"}', '"yes"', '[]', '1', 'null', '{"__proto__":{"polluted":"yes"}}'];

interface Answer {
  res: CallResult;
  endpoint: Endpoint;
  what: string;
}

/** The rules every answer keeps: an envelope, 200 with issues (check) or a 4xx with a code, never 5xx. */
function expectSane({ res, endpoint, what }: Answer): void {
  const where = `seed ${SEED}, ${endpoint}: ${what}: ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(res.json, where).toBeTypeOf('object');
  expect(res.json.code, where).toMatch(/^(OK|E_[A-Z_]+)$/);
  if (res.status === 200) {
    expect(res.json.success, where).toBe(true);
    if (endpoint === 'check') expect(Array.isArray(res.json.value.issues), where).toBe(true);
  } else {
    expect(res.status, where).toBeGreaterThanOrEqual(400);
    expect(res.json.success, where).toBe(false);
    expect(res.json.message.length, where).toBeGreaterThan(0);
  }
}

function expectRefused(answer: Answer, status: number, code: string): void {
  expectSane(answer);
  const where = `seed ${SEED}, ${answer.endpoint}: ${answer.what}: ${answer.res.text.slice(0, 300)}`;
  expect(answer.res.status, where).toBe(status);
  expect(answer.res.json.code, where).toBe(code);
}

async function both(what: string, make: (endpoint: Endpoint) => string): Promise<[Answer, Answer]> {
  const answers: Answer[] = [];
  for (const endpoint of ['check', 'changes'] as const) answers.push({ res: await post(endpoint, make(endpoint)), endpoint, what });
  return answers as [Answer, Answer];
}

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
function expectPrototypesClean(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), `seed ${SEED}`).toEqual(prototypeNames);
  expect(({} as Record<string, unknown>).polluted, `seed ${SEED}`).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted, `seed ${SEED}`).toBeUndefined();
}

describe(`studio draft API fuzz (seed ${SEED})`, () => {
  it('nesting: 10, 63 and 64 levels are checked; 65 and 100,000 are 400 E_TOO_DEEP', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    for (const levels of [10, 63, 64, 65, 100_000]) {
      for (let i = 0; i < 6; i++) {
        const path = randomPath('any');
        // the body, the draft and every container on the path enclose the value
        const around = path.length + 1;
        if (levels - around < 1) continue;
        const raw = nested(levels - around, pick(['array', 'object', 'mixed'] as const));
        for (const answer of await both(`${levels} deep at ${configPointer(path)}`, (e) => withRaw(e, path, raw))) {
          if (levels > 64) expectRefused(answer, 400, 'E_TOO_DEEP');
          else {
            expectSane(answer);
            expect(answer.res.json.code, `seed ${SEED}: ${answer.what}`).not.toBe('E_TOO_DEEP');
          }
        }
      }
    }
  }, 300_000);

  it('huge values: 1 MB strings are checked, 5,001 entries or 50,000 values are 413, more than 4 MB is 413', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    const label = ['messages', 'EN', pick(Object.keys(draft.messages.EN))];
    for (const path of [label, randomPath('string'), randomPath('string')]) {
      const text = JSON.stringify(
        pick(['x', 'é', '\u20ac', '\ud83d\ude00', 'ab '])
          .repeat(1 << 20)
          .slice(0, 1 << 20),
      );
      const [check, change] = await both(`1 MB string at ${configPointer(path)}`, (e) => withRaw(e, path, text));
      expectSane(change);
      expectSane(check);
      expect(check.res.status, `seed ${SEED}: ${check.what}`).toBe(200);
    }
    const longKey = JSON.stringify('k'.repeat(100_000));
    for (const answer of await both('a 100,000-character key', (e) => withKey(e, randomPath('object'), longKey, '"v"'))) expectSane(answer);
    for (let i = 0; i < 4; i++) {
      const path = randomPath('any');
      const item = pick(['0', '"x"', '{}', '[]', 'null', '{"id":"x"}']);
      const wide = (n: number) => `[${Array(n).fill(item).join(',')}]`;
      for (const answer of await both(`5,000 × ${item} at ${configPointer(path)}`, (e) => withRaw(e, path, wide(5_000)))) {
        expectSane(answer);
        expect(answer.res.status, `seed ${SEED}: ${answer.what}`).not.toBe(413);
      }
      for (const answer of await both(`5,001 × ${item} at ${configPointer(path)}`, (e) => withRaw(e, path, wide(5_001))))
        expectRefused(answer, 413, 'E_TOO_LARGE');
      const many = `[${Array(11).fill(wide(4_999)).join(',')}]`;
      for (const answer of await both(`11 × 4,999 at ${configPointer(path)}`, (e) => withRaw(e, path, many)))
        expectRefused(answer, 413, 'E_TOO_LARGE');
    }
    const oversize = JSON.stringify('x'.repeat(5 * 1024 * 1024));
    for (const answer of await both('a 5 MB string', (e) => withRaw(e, randomPath('string'), oversize)))
      expectRefused(answer, 413, 'E_TOO_LARGE');
  }, 300_000);

  it('numbers: beyond 2^53 - 1 is 400 naming the field; -0, tiny numbers and numbers as strings are checked', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    for (let i = 0; i < 12; i++) {
      const path = randomPath('leaf');
      const refused = pick(NUMBERS_REFUSED);
      for (const answer of await both(`${refused} at ${configPointer(path)}`, (e) => withRaw(e, path, refused))) {
        expectRefused(answer, 400, 'E_BAD_REQUEST');
        expect(answer.res.json.message, `seed ${SEED}: ${answer.what}`).toMatch(/^body\.draft\./);
      }
      const taken = pick(NUMBERS_TAKEN);
      for (const answer of await both(`${taken} at ${configPointer(path)}`, (e) => withRaw(e, path, taken))) expectSane(answer);
    }
  }, 300_000);

  it('__proto__, constructor and prototype keys at every level: refused at the key, Object.prototype untouched', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    for (let round = 0; round < 4; round++) {
      const leaf = randomPath('leaf');
      for (let depth = 0; depth < leaf.length; depth++) {
        const path = leaf.slice(0, depth);
        if (path.length > 0 && !isObject(valueAt(path))) continue;
        const key = pick(RESERVED);
        const value = pick(RESERVED_VALUES);
        const where = [...path, key];
        const [check, change] = await both(`"${key}": ${value} at ${configPointer(path)}`, (e) =>
          path.length === 0
            ? body(e, JSON.parse(`{"${key}":${value},${JSON.stringify(draft).slice(1)}`))
            : withKey(e, path, JSON.stringify(key), value),
        );
        expectPrototypesClean();
        // a key beside tenant, screens and messages, or a screen or language that is not an object:
        // the request's schema (studio/draft) refuses it before the config check
        if (path.length === 0 || (path.length === 1 && path[0] !== 'tenant' && !value.startsWith('{'))) {
          expectRefused(check, 400, 'E_BAD_REQUEST');
          expectRefused(change, 400, 'E_BAD_REQUEST');
          continue;
        }
        expectSane(check);
        expect(check.res.status, `seed ${SEED}: ${check.what}: ${check.res.text.slice(0, 300)}`).toBe(200);
        const issue = { pointer: configPointer(where), code: 'E_RESERVED_KEY' };
        expect(check.res.json.value.issues, `seed ${SEED}: ${check.what}`).toContainEqual(expect.objectContaining(issue));
        expect(check.res.json.value.previewMessages, `seed ${SEED}: ${check.what}`).toBeNull();
        expectRefused(change, 400, 'E_CONFIG_INVALID');
        expect(change.res.json.value.issues, `seed ${SEED}: ${change.what}`).toContainEqual(expect.objectContaining(issue));
      }
    }
  }, 300_000);

  it('control characters and lone surrogates in keys and values are 400 E_BAD_CHARACTER; pairs and bidi marks are checked', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    for (let i = 0; i < 10; i++) {
      const control = escaped(pick(CONTROL));
      const lone = escaped(pick([0xd800, 0xdbff, 0xdc00, 0xdfff, 0xd83d]));
      const path = randomPath('string');
      const text = valueAt(path) as string;
      const at = below(text.length + 1);
      const spliced = (insert: string) =>
        `${JSON.stringify(text.slice(0, at)).slice(0, -1)}${insert}${JSON.stringify(text.slice(at)).slice(1)}`;
      const object = randomPath('object');
      const cases: [string, (e: Endpoint) => string, number, string | null][] = [
        [`${control} in ${configPointer(path)}`, (e) => withRaw(e, path, spliced(control)), 400, 'E_BAD_CHARACTER'],
        [`${lone} in ${configPointer(path)}`, (e) => withRaw(e, path, spliced(lone)), 400, 'E_BAD_CHARACTER'],
        [`key with ${control} in ${configPointer(object)}`, (e) => withKey(e, object, `"a${control}b"`, '"v"'), 400, 'E_BAD_CHARACTER'],
        [`key with ${lone} in ${configPointer(object)}`, (e) => withKey(e, object, `"${lone}"`, '"v"'), 400, 'E_BAD_CHARACTER'],
        [`an emoji pair in ${configPointer(path)}`, (e) => withRaw(e, path, spliced('\\ud83d\\ude00')), 0, null],
        [`a bidi override in ${configPointer(path)}`, (e) => withRaw(e, path, spliced('\\u202e')), 0, null],
      ];
      for (const [what, make, status, code] of cases)
        for (const answer of await both(what, make)) {
          if (code) expectRefused(answer, status, code);
          else expectSane(answer);
        }
    }
  }, 300_000);

  it('wrong types: at tenant, screens and messages 400 E_BAD_REQUEST; at each key of the tenant an issue; a draft that is not an object 400', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    for (const top of ['tenant', 'screens', 'messages'])
      for (const wrong of ['[]', '"text"', '0', 'true', 'null', '[{}]'])
        for (const answer of await both(`draft.${top} = ${wrong}`, (e) => withRaw(e, [top], wrong)))
          expectRefused(answer, 400, 'E_BAD_REQUEST');
    for (const [top, names] of [
      ['screens', Object.keys(draft.screens)],
      ['messages', Object.keys(draft.messages)],
    ] as const)
      for (const name of names.slice(0, 3))
        for (const answer of await both(`draft.${top}.${name} = "x"`, (e) => withRaw(e, [top, name], '"x"')))
          expectRefused(answer, 400, 'E_BAD_REQUEST');
    for (const key of Object.keys(draft.tenant)) {
      const original = JSON.stringify(draft.tenant[key]);
      const wrong = pick(WRONG_TYPES.filter((w) => w !== original && typeof JSON.parse(w) !== typeof draft.tenant[key]));
      const [check, change] = await both(`tenant.${key} = ${wrong}`, (e) => withRaw(e, ['tenant', key], wrong));
      expectSane(check);
      expect(check.res.status, `seed ${SEED}: ${check.what}: ${check.res.text.slice(0, 300)}`).toBe(200);
      expect(check.res.json.value.issues.length, `seed ${SEED}: ${check.what}`).toBeGreaterThan(0);
      expectSane(change);
      expect(change.res.status, `seed ${SEED}: ${change.what}`).toBeGreaterThanOrEqual(400);
    }
    for (const notObject of ['[]', 'null', '"draft"', '0', 'true', '{}', '[{"tenant":{}}]'])
      for (const answer of await both(`draft = ${notObject}`, (e) => withRaw(e, [], notObject)))
        expectRefused(answer, 400, 'E_BAD_REQUEST');
    for (const bodyText of ['[]', 'null', '"x"', '{}', '{"draft":{"tenant":{},"screens":{},"messages":{}},"extra":1}'])
      for (const endpoint of ['check', 'changes'] as const)
        expectRefused({ res: await post(endpoint, bodyText), endpoint, what: `body ${bodyText}` }, 400, 'E_BAD_REQUEST');
  }, 300_000);

  it('random mixtures of all of the above: never a 5xx, Object.prototype untouched, and a normal check answers as before', async () => {
    onTestFailed(() => console.error(`studio-fuzz: replay with FUZZ_SEED=${SEED}`));
    const ingredients: (() => { raw: string; path: Path } | { key: string; value: string; path: Path })[] = [
      () => ({ path: randomPath('any'), raw: nested(1 + below(70), pick(['array', 'object', 'mixed'] as const)) }),
      () => ({ path: randomPath('any'), raw: pick([...WRONG_TYPES, ...NUMBERS_TAKEN, ...NUMBERS_REFUSED]) }),
      () => ({ path: randomPath('any'), raw: JSON.stringify('y'.repeat(below(200_000))) }),
      () => ({
        path: randomPath('any'),
        raw: `[${Array(below(6_000))
          .fill(pick(['1', '"s"', '{}']))
          .join(',')}]`,
      }),
      () => ({ path: randomPath('string'), raw: `"a${escaped(pick([...CONTROL, 0xd800, 0xdc00, 0x202e, 0xfeff, 0xfffe]))}b"` }),
      () => ({
        path: randomPath('object'),
        key: JSON.stringify(pick([...RESERVED, '', ' ', 'toString', 'valueOf', 'a/b', '~0', '$remove'])),
        value: pick(RESERVED_VALUES),
      }),
      () => ({ path: randomPath('object'), key: `"${escaped(pick([0, 0x1f, 0xd800, 0xdfff, 0x200e]))}"`, value: '"v"' }),
    ];
    for (let i = 0; i < 150; i++) {
      const copy = structuredClone(draft) as unknown as Record<string | number, unknown>;
      const splices: [string, string][] = [];
      const steps: string[] = [];
      for (let n = 1 + below(4); n > 0; n--) {
        const step = pick(ingredients)();
        // a path may run through a value an earlier step replaced: then this step is skipped
        let target: unknown = copy;
        for (const key of step.path)
          target = isObject(target) || Array.isArray(target) ? (target as Record<string | number, unknown>)[key] : undefined;
        const parentPath = step.path.slice(0, -1);
        let parent: unknown = copy;
        for (const key of parentPath)
          parent = isObject(parent) || Array.isArray(parent) ? (parent as Record<string | number, unknown>)[key] : undefined;
        const mark = marker(10 + splices.length);
        if ('raw' in step) {
          if (!(isObject(parent) || Array.isArray(parent)) || target === undefined) continue;
          (parent as Record<string | number, unknown>)[step.path[step.path.length - 1]] = mark;
          splices.push([mark, step.raw]);
          steps.push(`${step.raw.slice(0, 40)} at ${configPointer(step.path)}`);
        } else {
          if (!isObject(target)) continue;
          const keyMark = marker(1000 + splices.length);
          target[keyMark] = mark;
          splices.push([keyMark, step.key], [mark, step.value]);
          steps.push(`key ${step.key.slice(0, 20)} at ${configPointer(step.path)}`);
        }
      }
      for (const endpoint of ['check', 'changes'] as const)
        expectSane({ res: await post(endpoint, body(endpoint, copy, splices, true)), endpoint, what: `mixture ${i}: ${steps.join('; ')}` });
      expectPrototypesClean();
    }
    const after = await post('check', JSON.stringify({ draft }));
    expect(after.status, after.text.slice(0, 300)).toBe(200);
    expect(after.json).toEqual(baseline);
    expect((await call(server, '/studio/api/me', { token })).status).toBe(200);
  }, 600_000);
});
