/**
 * The amount grammar of the whole product, one copy for the wallet forms and the server: a
 * decimal string of at most 12 whole digits without a leading zero and at most 2 decimals
 * ("7", "100.5", "0.01"). Nothing else is an amount: no sign, spaces, exponent, separators or
 * other digits than 0-9. Everywhere past the edge, money is an integer of cents.
 */

/** The grammar as a JavaScript RegExp source (the request schemas carry the same pattern). */
const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$';
const AMOUNT = new RegExp(AMOUNT_PATTERN);

/** The largest amount the grammar allows. */
export const MAX_AMOUNT = '999999999999.99';

/** "1250.00", "12.5" or "7" as cents; undefined for anything else. */
export function parseCents(text: string): number | undefined {
  if (!AMOUNT.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the API's decimal string with 2 places: 125000 -> "1250.00", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
