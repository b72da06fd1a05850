import type { SystemStatusResponse } from '../config/types.gen';

/** System status as the systemStatus call returns it. */
export type SystemStatus = SystemStatusResponse;

export type Gate = 'app' | 'maintenance' | 'restricted';

/** SPEC 2: 0 renders the app; maintenance wins over region restriction (1); restricted only is 2. */
export function gateFor(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): Gate {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'restricted';
  return 'app';
}
