/** GET /api/tenant: the merged config of the request's tenant (what index.html also embeds). */
import { defineEndpoint } from '../http/handler.ts';

export const TENANT_CONFIG_ROUTE = { method: 'GET', path: '/api/tenant' } as const;

export const tenantConfig = defineEndpoint('tenant', {
  auth: 'none',
  handle: async ({ tenant }) => tenant,
});
