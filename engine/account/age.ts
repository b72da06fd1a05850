/**
 * The age rule of registration's age gate (issue 29): the register form says it as the member
 * types, and the server enforces it (server/account/age.ts), with this one copy.
 */

/** Age in whole years on `today` of someone born on `birth` (both YYYY-MM-DD), or null for a date that is not one or is after `today`. */
export function ageOn(birth: string, today: string): number | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(birth);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const [ty, tm, td] = today.split('-').map(Number);
  if (birth > today) return null;
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}
