/** Formats an amount as #,##0.00 (SPEC section 9); accepts decimal strings from the API. */
export function formatBalance(amount: string | number | undefined | null): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const [whole, cents] = Math.abs(safe).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${safe < 0 ? '-' : ''}${grouped}.${cents}`;
}

/** The masked form of a hidden balance. */
export const HIDDEN_BALANCE = '******';

/** Badge text for an unread count: nothing at 0, the number up to the cap, then "cap+". */
export function badgeText(count: number | undefined, cap: number): string | null {
  if (!count || count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

/** The greeting message key for a local hour (0-23). */
export function greetingKey(hour: number, bands: { from: number; to: number; message: string }[]): string {
  const band = bands.find((b) => hour >= b.from && hour <= b.to);
  return (band ?? bands[bands.length - 1]).message;
}
