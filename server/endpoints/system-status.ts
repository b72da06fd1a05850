/** systemStatus: maintenance and region restriction of the tenant for this caller. */
import type { SystemStatusResponse } from '../../engine/config/types.gen.ts';
import { defineEndpoint } from '../http/handler.ts';

/** Status 1 when in maintenance (even if also restricted), 2 when only restricted, else 0. */
export function systemStatusOf(
  operations: { maintenance: boolean; restrictedCountries: string[] },
  ip: string,
  countryCode: string,
): SystemStatusResponse {
  const maintenance = operations.maintenance;
  const regionRestriction = countryCode !== '' && operations.restrictedCountries.includes(countryCode);
  return { status: maintenance ? 1 : regionRestriction ? 2 : 0, maintenance, regionRestriction, location: { ip, countryCode } };
}

export const systemStatus = defineEndpoint('systemStatus', {
  auth: 'none',
  handle: async ({ tenant, address, countryCode }) => systemStatusOf(tenant.operations, address, countryCode),
});
