/** The merged config of tenants/_base alone, as the config checks see a tenant: the unit tests' starting point. */
import { readFileSync } from 'node:fs';
import type { JsonObject } from '../../../engine/config/merge';

const read = (path: string): JsonObject => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as JsonObject;

/** _base with one comingSoon screen per route and both language files; `parts` replace top-level parts (security, customerService, ...). */
export function baseConfig(parts: JsonObject = {}): JsonObject {
  const tenant = read('../../../tenants/_base/tenant.json');
  const screens: JsonObject = {};
  for (const route of tenant.routes as { screen: string }[]) screens[route.screen] = { nodes: [{ type: 'comingSoon' }] };
  return {
    ...tenant,
    id: 'base',
    screens,
    messages: { EN: read('../../../tenants/_base/messages/EN.json'), TY: read('../../../tenants/_base/messages/TY.json') },
    ...parts,
  };
}
