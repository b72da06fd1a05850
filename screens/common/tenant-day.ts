/** The tenant's own day in the screens: its IANA zone, in which "Today" and every date preset are cut. */
import { tenantTimeZone, useEngine } from '../../engine';

/** The tenant's time zone (its config's operations.timeZone, else its country's, else UTC). */
export function useTenantTimeZone(): string {
  return tenantTimeZone(useEngine().config);
}
