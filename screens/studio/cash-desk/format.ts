/** Amounts and times as the cashier reads them, in the desk's language. */
import { locale } from '../words';
import type { DeskLanguage } from './messages';

export { when } from '../words';

/** "6000.00" -> "6,000.00" */
export function money(language: DeskLanguage, amount: string): string {
  return new Intl.NumberFormat(locale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));
}

export function day(language: DeskLanguage, iso: string): string {
  return new Date(iso).toLocaleDateString(locale(language), { dateStyle: 'medium' });
}
