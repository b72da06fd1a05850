import { evaluate, type ConditionContext } from '../conditions';
import type { TenantConfig } from '../config/types';

/**
 * The language at startup: a stored choice the tenant still offers wins (the choice persists);
 * otherwise the tenant's startup rules (SPEC 1: browser language containing ja or country JP
 * forces TY); otherwise the tenant default.
 */
export function startupLanguage(
  languages: TenantConfig['languages'],
  stored: string | null,
  ctx: Pick<ConditionContext, 'browserLanguage' | 'countryCode'>,
): string {
  if (stored && languages.offered.includes(stored)) return stored;
  const full: ConditionContext = { flags: {}, signedIn: false, devices: [], links: [], ...ctx };
  const rule = languages.startup.find((r) => languages.offered.includes(r.language) && evaluate(r.when, full));
  return rule ? rule.language : languages.default;
}

/** The BCP 47 locale react-intl formats with, for a tenant language code. */
export function localeOf(code: string): string {
  const locales: Record<string, string> = { EN: 'en', TY: 'fil', CN: 'zh-CN', JA: 'ja', TH: 'th', VI: 'vi' };
  return locales[code] ?? 'en';
}
