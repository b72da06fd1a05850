import type { Palette, TenantConfig, ThemeName } from '../config/types';

export const THEME_KEY = 'theme';

/** The theme at startup: a stored choice the tenant offers, else the tenant default. */
export function startupTheme(themes: TenantConfig['themes'], stored: string | null): ThemeName {
  return stored && themes.offered.includes(stored) ? stored : themes.default;
}

/** The colour a page in this palette gives the browser's bar (theme-color), here and in the server's page head. */
export function themeColour(palette: Partial<Palette> | undefined): string | undefined {
  return palette?.surface;
}

/** Publishes a palette as CSS custom properties (--c-<token>) on the root element. */
export function applyTheme(root: HTMLElement, name: ThemeName, palette: Palette | undefined) {
  root.dataset.theme = name;
  root.style.colorScheme = name;
  if (!palette) return;
  for (const [token, value] of Object.entries(palette)) root.style.setProperty(`--c-${token}`, value as string);
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  const colour = themeColour(palette);
  if (meta && colour) meta.setAttribute('content', colour);
}
