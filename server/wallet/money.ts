/** Money is integer cents everywhere on the server; the API shows decimal strings with 2 places. */

/** 125000 -> "1250.00", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1250.00" or "12.5" or "7" -> cents; undefined for anything else (negative, 3 places, text). */
export function parseCents(text: string): number | undefined {
  const match = /^(0|[1-9][0-9]{0,11})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
