/** GET /api/tenant: the merged config of the request's tenant (what index.html also embeds). */
import { defineHandler } from '../http/handler.ts';

export const TENANT_CONFIG_ROUTE = { method: 'GET', path: '/api/tenant' } as const;

export const tenantConfig = defineHandler({
  query: 'api/tenant.query',
  auth: 'none',
  handle: async ({ tenant }) => tenant,
});
