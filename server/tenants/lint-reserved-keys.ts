/**
 * Names a tenant config may not use as keys: `prototype` and every member of Object.prototype
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, ...). Code that looks a key up with
 * obj[key] finds the inherited member when the key is absent (the translation lint read
 * messages.TY.constructor as present), and `__proto__` assigned with obj[key] = ... replaces an
 * object's prototype. Each one is an error at its key (E_RESERVED_KEY), in npm run validate and
 * the studio alike. The walk is a loop with its own stack: no input depth can overflow it.
 */
import { toPointer } from './pointer.ts';
import type { ConfigIssue } from './types.ts';

const RESERVED_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** One issue per reserved key under `root`, at the key; `path` is root's place in the merged config. */
export function reservedKeyIssues(root: unknown, path: (string | number)[] = []): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path }];
  while (stack.length > 0) {
    const { value, path: at } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...at, i] }));
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (RESERVED_KEYS.has(key))
          issues.push({
            pointer: toPointer([...at, key]),
            code: 'E_RESERVED_KEY',
            message: `the name "${key}" is reserved (it names a member every object inherits); choose another`,
            atKey: true,
          });
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...at, key] });
      }
    }
  }
  return issues.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}
