/**
 * SPEC 9.19's gateway codes (the tenant's `platform.gateway`: WEB 1, MOBILE 3). The client says
 * which gateway it is on the calls that open a game or a deposit, and the server keeps the code
 * with the launch and the order (migration 039). The mobile site always sends MOBILE: it is the
 * mobile gateway on any screen, as SPEC's platform 'mobile' says.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import { apiErrors } from '../http/api-error.ts';

/**
 * The gateway code to keep: the one sent when it is one of the tenant's, null when none was sent
 * (an API client, or a page cached before the field: not reported). Any other code is 400.
 */
export function reportedGateway(tenant: TenantConfig, gateway: number | undefined): number | null {
  if (gateway === undefined) return null;
  const codes = Object.entries(tenant.platform.gateway);
  if (codes.some(([, code]) => code === gateway)) return gateway;
  const known = codes.map(([name, code]) => `${name} ${code}`).join(', ');
  throw apiErrors.badRequest(`body.gateway: ${gateway} is not one of this site's gateway codes (${known})`);
}
