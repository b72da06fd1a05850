/** Countries offered by the dialling-code picker (SMS login, mobile registration, forget password). */
import type { SystemCountry } from '../../engine/config/types.gen.ts';

export const COUNTRIES: readonly SystemCountry[] = [
  { code: 'PH', dialingCode: '63', name: 'Philippines' },
  { code: 'ID', dialingCode: '62', name: 'Indonesia' },
  { code: 'MY', dialingCode: '60', name: 'Malaysia' },
  { code: 'TH', dialingCode: '66', name: 'Thailand' },
  { code: 'VN', dialingCode: '84', name: 'Vietnam' },
  { code: 'SG', dialingCode: '65', name: 'Singapore' },
  { code: 'KH', dialingCode: '855', name: 'Cambodia' },
  { code: 'IN', dialingCode: '91', name: 'India' },
  { code: 'JP', dialingCode: '81', name: 'Japan' },
  { code: 'US', dialingCode: '1', name: 'United States' },
];

export function isKnownDialingCode(dialingCode: string): boolean {
  return COUNTRIES.some((c) => c.dialingCode === dialingCode);
}
