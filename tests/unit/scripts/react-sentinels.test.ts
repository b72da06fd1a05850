/**
 * The build's rewrite of React DOM's sentinel errors (scripts/react-sentinels.ts, issue 11): it
 * finds all of them in the installed React DOM, and the rewritten module creates no Error while it
 * evaluates (where DevTools is attached, each would re-parse the module for its stack trace).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileFunction } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { rewriteSentinels, SENTINELS } from '../../../scripts/react-sentinels.ts';

const require = createRequire(import.meta.url);
// The file Vite bundles for the browser (the package's exports do not name it)
const CLIENT = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
const original = readFileSync(CLIENT, 'utf8');

/** Evaluates React DOM's client as CommonJS with a counting Error; how many Errors it made, and its exports. */
function evaluate(code: string): { errors: number; exports: Record<string, unknown> } {
  let errors = 0;
  const CountingError = new Proxy(Error, {
    apply: (target, self, args: [string?]) => ((errors += 1), Reflect.apply(target, self, args)),
    construct: (target, args: [string?]) => ((errors += 1), Reflect.construct(target, args)),
  });
  const module = { exports: {} as Record<string, unknown> };
  compileFunction(code, ['exports', 'require', 'module', 'Error'])(module.exports, createRequire(CLIENT), module, CountingError);
  return { errors, exports: module.exports };
}

describe('React DOM sentinel errors', () => {
  it('finds every sentinel of the installed React DOM', () => {
    const { code, count } = rewriteSentinels(original);
    expect(count).toBe(SENTINELS.length);
    for (const name of SENTINELS) expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
  });

  it('keeps every line of React DOM where it was', () => {
    const { code } = rewriteSentinels(original);
    const before = original.split('\n');
    const after = code.split('\n');
    // Each sentinel is on a line of its own; the helper comes after the last line.
    expect(after.slice(0, before.length).filter((line, i) => line !== before[i])).toHaveLength(SENTINELS.length);
  });

  it('evaluates the rewritten module without creating an Error, with the same API', () => {
    const before = evaluate(original);
    const after = evaluate(rewriteSentinels(original).code);
    expect(before.errors).toBe(SENTINELS.length);
    expect(after.errors).toBe(0);
    expect(Object.keys(after.exports).sort()).toEqual(Object.keys(before.exports).sort());
    expect(typeof after.exports.hydrateRoot).toBe('function');
  });

  it('makes a sentinel that is an Error with the message, without a stack', () => {
    const { code } = rewriteSentinels('var SuspenseException = Error(formatProdErrorMessage(460));\nmodule.exports = SuspenseException;');
    const module = { exports: {} as unknown };
    compileFunction(code, ['module', 'formatProdErrorMessage'])(module, (n: number) => `Minified React error #${n}`);
    const sentinel = module.exports as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(sentinel.stack).toBeUndefined();
  });

  it('leaves code without the sentinels untouched', () => {
    expect(rewriteSentinels('var x = Error(formatProdErrorMessage(1));')).toEqual({
      code: 'var x = Error(formatProdErrorMessage(1));',
      count: 0,
    });
  });
});
