import { evaluate, type ConditionContext } from '../config/conditions';
import type { TenantConfig } from '../config/types';

/** The local-storage key of the member's lasting language choice. */
export const LANGUAGE_KEY = 'language';

/** The language choices kept in the browser: this session's (sessionStorage) and the lasting one. */
export interface LanguageChoices {
  session: string | null;
  stored: string | null;
}

/**
 * The language at startup, first that applies (only languages the tenant offers count):
 * a choice made earlier in this browser session; the tenant's startup rules (SPEC 1: a browser
 * language containing ja or the country JP forces TY), which override a choice stored from an
 * earlier session; the stored choice; the tenant default.
 */
export function startupLanguage(
  languages: TenantConfig['languages'],
  choices: LanguageChoices,
  ctx: Pick<ConditionContext, 'browserLanguage' | 'countryCode'>,
): string {
  const offered = (code: string | null): code is string => code !== null && languages.offered.includes(code);
  if (offered(choices.session)) return choices.session;
  const full: ConditionContext = { flags: {}, signedIn: false, devices: [], links: [], ...ctx };
  const rule = languages.startup.find((r) => offered(r.language) && evaluate(r.when, full));
  if (rule) return rule.language;
  return offered(choices.stored) ? choices.stored : languages.default;
}

/** The BCP 47 locale react-intl formats with, for a tenant language code. */
export function localeOf(code: string): string {
  const locales: Record<string, string> = { EN: 'en', TY: 'fil', CN: 'zh-CN', JA: 'ja', TH: 'th', VI: 'vi' };
  return locales[code] ?? 'en';
}
