/** GET /api/tenant: the merged config of the request's tenant as the page carries it (server/http/served-config.ts). */
import { servedConfig } from '../http/served-config.ts';
import { defineEndpoint } from '../http/handler.ts';

export const TENANT_CONFIG_ROUTE = { method: 'GET', path: '/api/tenant' } as const;

export const tenantConfig = defineEndpoint('tenant', {
  auth: 'none',
  handle: async ({ tenant }) => servedConfig(tenant),
});
