/**
 * The parts of a tenant config that belong to the platform, not to the tenant's operators: the
 * host names the site answers on and the URL policy's allow-lists (what a config link may point
 * to, and which origins may receive a member's session). An editor or publisher of the tenant
 * cannot change them in a draft; a platform admin changes them through the platform settings
 * (studio or `scripts/platform.ts`), audited. Four-eyes and operator roles live in the database
 * and have the same owner.
 */
import { isJsonObject, type JsonValue } from '../../engine/config/merge.ts';
import type { ConfigIssue } from '../tenants/types.ts';

/** Top-level keys of tenant.json owned by the platform, with what the check says of each. */
const PLATFORM_FIELDS = {
  hosts: 'the host names this site answers on',
  security: 'the URL policy (allowed and trusted origins)',
} as const satisfies Record<string, string>;

export type PlatformField = keyof typeof PLATFORM_FIELDS;

const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One issue per platform field that `draft` changes from `served`, at that field. */
export function platformFieldIssues(served: JsonValue, draft: JsonValue): ConfigIssue[] {
  const before = isJsonObject(served) ? served : {};
  const after = isJsonObject(draft) ? draft : {};
  return (Object.keys(PLATFORM_FIELDS) as PlatformField[])
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({
      pointer: `/${field}`,
      code: 'E_PLATFORM_FIELD',
      message: `${field} (${PLATFORM_FIELDS[field]}) is set by the platform, not in a tenant's draft: ask a platform admin to change it`,
    }));
}
