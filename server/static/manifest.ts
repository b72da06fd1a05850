/**
 * The tenant's web app manifest (/manifest.webmanifest) and the head links that point at it, from
 * the tenant config: name and short name from the brand, the app icon, colours from the default
 * theme's palette, standalone display from /m/home. Pure: the server answers with it per tenant.
 */
import { localeOf } from '../../engine/i18n/language.ts';
import { themeColour } from '../../engine/theme/theme.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

export interface ManifestConfig {
  id?: string;
  brand: { name: string; shortName?: string; appIcon?: string; appIconPng?: { '192': string; '512': string } };
  languages: { default: string };
  themes: { default: string; palettes: Record<string, { background?: string; primary?: string; surface?: string } | undefined> };
  routes: { id: string; path: string }[];
}

/** The app icon (SVG for any size, or a PNG of 512), then its PNG renditions when the tenant has them. */
function iconOf(config: ManifestConfig) {
  const { appIcon: src, appIconPng: png } = config.brand;
  const icons = !src
    ? []
    : src.endsWith('.svg')
      ? [{ src, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]
      : [{ src, sizes: '512x512', type: 'image/png', purpose: 'any' }];
  if (png) {
    for (const size of ['192', '512'] as const) {
      if (png[size] !== src) icons.push({ src: png[size], sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
    }
  }
  return icons;
}

export function webManifest(config: ManifestConfig) {
  const palette = config.themes.palettes[config.themes.default] ?? {};
  const home = config.routes.find((r) => r.id === 'home')?.path ?? '/';
  return {
    id: `/?tenant=${config.id ?? ''}`,
    name: config.brand.name,
    short_name: config.brand.shortName ?? config.brand.name,
    lang: localeOf(config.languages.default),
    start_url: home,
    scope: '/',
    display: 'standalone',
    background_color: palette.background ?? '#000000',
    theme_color: palette.background ?? palette.primary ?? '#000000',
    icons: iconOf(config),
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * <link rel="manifest">, the favicon and the theme colour of the page's head: that of the theme the
 * page is painted in (`theme`, when the server knows it), by the rule the browser's applyTheme
 * (engine/theme/theme.ts themeColour) uses once the scripts run, so a light page's browser bar is not dark
 * until then; else the manifest's.
 */
export function manifestHead(config: ManifestConfig, theme?: string): string {
  const manifest = webManifest(config);
  const pageColour = theme === undefined ? undefined : themeColour(config.themes.palettes[theme]);
  const icon = config.brand.appIcon;
  // iOS takes no SVG for the home screen: the PNG rendition when there is one
  const touchIcon = config.brand.appIconPng?.['192'] ?? icon ?? '';
  return (
    `<link rel="manifest" href="${MANIFEST_PATH}">` +
    (icon
      ? `<link rel="icon" href="${escapeAttribute(icon)}"><link rel="apple-touch-icon" href="${escapeAttribute(touchIcon)}">`
      : // no icon of its own: an empty one, so the browser asks for no /favicon.ico
        '<link rel="icon" href="data:,">') +
    `<meta name="theme-color" content="${escapeAttribute(pageColour ?? manifest.theme_color)}">`
  );
}
