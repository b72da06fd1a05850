import type { Palette, TenantConfig, ThemeName } from '../config/types';

export const THEME_KEY = 'theme';

/** The theme at startup: a stored choice the tenant offers, else the tenant default. */
export function startupTheme(themes: TenantConfig['themes'], stored: string | null): ThemeName {
  return stored && themes.offered.includes(stored) ? stored : themes.default;
}

/** Publishes a palette as CSS custom properties (--c-<token>) on the root element. */
export function applyTheme(root: HTMLElement, name: ThemeName, palette: Palette | undefined) {
  root.dataset.theme = name;
  root.style.colorScheme = name;
  if (!palette) return;
  for (const [token, value] of Object.entries(palette)) root.style.setProperty(`--c-${token}`, value as string);
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  if (meta && palette.surface) meta.setAttribute('content', palette.surface);
}
