import type { TenantConfig, ThemeName } from '../config/types';

type BrandLogo = TenantConfig['brand']['logo'];

/**
 * The logo address for a theme: a single address serves every theme; a per-theme map gives the
 * theme's own entry, else the default theme's, else the first listed (a tenant may draw only some).
 */
export function logoFor(logo: BrandLogo, theme: ThemeName, defaultTheme: ThemeName): string {
  if (typeof logo === 'string') return logo;
  return logo[theme] ?? logo[defaultTheme] ?? Object.values(logo)[0] ?? '';
}
