/**
 * The age gate of registration (issue 29): with a tenant minimum age (responsibleGaming.minimumAge,
 * 18 or 21) the date of birth is required, must be a real day from 1900 on and not after today,
 * and the member must have had that birthday by today in the tenant's time zone.
 */
import { ageOn } from '../../engine/account/age.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import { ApiError } from '../http/api-error.ts';
import { localDate, tenantTimeZone } from '../time/zone.ts';
import { fieldError } from './errors.ts';

const underAge = (minimumAge: number) =>
  new ApiError(400, 'E_UNDER_AGE', `body.birthDate: you must be at least ${minimumAge} to register`, { minimumAge, field: 'birthDate' });

/** The tenant's minimum age: 18 or 21, else 0 (no gate); a config value is input. */
export function minimumAgeOf(tenant: TenantConfig): number {
  const age = tenant.responsibleGaming?.minimumAge;
  return age === 18 || age === 21 ? age : 0;
}

/** The tenant's checked date of birth for a registration, or null when none was given and none is needed. */
export function birthDateFor(tenant: TenantConfig, birthDate: string | undefined, now: Date): string | null {
  return checkBirthDate(minimumAgeOf(tenant), birthDate, now, tenantTimeZone(tenant));
}

/** The checked date of birth (YYYY-MM-DD), or null when none was given and none is needed. */
function checkBirthDate(minimumAge: number, birthDate: string | undefined, now: Date, timeZone: string): string | null {
  if (birthDate === undefined) {
    if (minimumAge > 0) throw fieldError('birthDate', `is required (you must be at least ${minimumAge})`, 'rg.age.required');
    return null;
  }
  // a real day (on the last day there is, so only the date itself is checked here) from 1900 on
  if (ageOn(birthDate, '9999-12-31') === null || birthDate < '1900-01-01') {
    throw fieldError('birthDate', 'is not a date (YYYY-MM-DD from 1900-01-01)', 'rg.age.invalid');
  }
  const age = ageOn(birthDate, localDate(now, timeZone));
  if (age === null) throw fieldError('birthDate', 'is in the future', 'rg.age.future');
  if (age < minimumAge) throw underAge(minimumAge);
  return birthDate;
}
