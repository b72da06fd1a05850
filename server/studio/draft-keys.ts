/**
 * Names a studio draft may not use as keys: `prototype` and every member of Object.prototype
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, ...). Assigned with obj[key] = ...,
 * `__proto__` replaces an object's prototype; and any code that looks a key up with obj[key]
 * finds the inherited member when the key is absent: the translation lint read
 * messages.TY.constructor as present (Object's constructor), so a message key "constructor"
 * passed with no issue and would have been published. A draft holding one is refused at the key
 * (check: an issue; submit: 400 E_CONFIG_INVALID), before anything merges or writes it.
 * The walk is a loop with its own stack: the body's nesting is limited (server/http/json-shape.ts),
 * but nothing here relies on it.
 */
import type { TenantFiles } from '../../engine/config/merge.ts';
import { ApiError } from '../http/api-error.ts';
import { toPointer } from '../tenants/pointer.ts';
import type { ConfigIssue } from '../tenants/types.ts';

export const RESERVED_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** One issue per reserved key in the draft, at the key, with pointers into the merged config. */
export function reservedKeyIssues(draft: TenantFiles): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  // The merged config holds tenant.json's keys at its root, the screens and messages under their names.
  const stack: { value: unknown; path: (string | number)[] }[] = [
    { value: draft.tenant, path: [] },
    { value: draft.screens, path: ['screens'] },
    { value: draft.messages, path: ['messages'] },
  ];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (RESERVED_KEYS.has(key))
          issues.push({
            pointer: toPointer([...path, key]),
            code: 'E_RESERVED_KEY',
            message: `the name "${key}" is reserved (it names a member every object inherits); choose another`,
            atKey: true,
          });
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return issues.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}

/** A submit whose draft holds reserved keys: 400 E_CONFIG_INVALID with the issues, as for any invalid draft. */
export function reservedKeysRefused(issues: ConfigIssue[]): ApiError {
  const many = issues.length === 1 ? 'key' : 'keys';
  return new ApiError(400, 'E_CONFIG_INVALID', `The draft has ${issues.length} reserved ${many}; rename them first`, { issues });
}
