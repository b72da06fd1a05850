/**
 * Names a studio draft may not use as keys: `prototype` and every member of Object.prototype
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, ...). Assigned with obj[key] = ...,
 * `__proto__` replaces an object's prototype; and any code that looks a key up with obj[key]
 * finds the inherited member when the key is absent: the translation lint read
 * messages.TY.constructor as present (Object's constructor), so a message key "constructor"
 * passed with no issue and would have been published. A submitted draft holding one is refused
 * at the key (400 E_CONFIG_INVALID) before anything merges or writes it; the check reports the
 * same issues through the one check (server/tenants/lint-reserved-keys.ts, run by checkConfig).
 */
import type { TenantFiles } from '../../engine/config/merge.ts';
import { ApiError } from '../http/api-error.ts';
import { reservedKeyIssues as reservedIn } from '../tenants/lint-reserved-keys.ts';
import type { ConfigIssue } from '../tenants/types.ts';

/** One issue per reserved key in the draft, at the key, with pointers into the merged config. */
export function reservedKeyIssues(draft: TenantFiles): ConfigIssue[] {
  // The merged config holds tenant.json's keys at its root, the screens and messages under their names.
  return [...reservedIn(draft.tenant), ...reservedIn(draft.screens, ['screens']), ...reservedIn(draft.messages, ['messages'])].sort(
    (a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0),
  );
}

/** A submit whose draft holds reserved keys: 400 E_CONFIG_INVALID with the issues, as for any invalid draft. */
export function reservedKeysRefused(issues: ConfigIssue[]): ApiError {
  const many = issues.length === 1 ? 'key' : 'keys';
  return new ApiError(400, 'E_CONFIG_INVALID', `The draft has ${issues.length} reserved ${many}; rename them first`, { issues });
}
