/**
 * Contrast of the brand colours the validator can compute (WCAG 2 ratios), for every offered theme:
 * body and muted text on the background and on surfaces (4.5:1, normal text), the on-primary colour
 * on primary buttons (4.5:1), and the text of an SVG logo on the background (3:1, large text). A
 * translucent colour is judged as drawn over the colour behind it; a colour it cannot parse, a
 * logo that is not SVG or one on another site is not judged. A logo under /assets/ must exist.
 */
import { isJsonObject, type JsonObject } from '../../engine/config/merge.ts';
import { contrastRatio, formatRatio, LARGE_RATIO, over, paletteContrasts, parseColour } from '../../engine/theme/colour.ts';
import { svgTextFills } from './svg-text-fills.ts';

type Path = (string | number)[];
type Add = (path: Path, code: string, message: string) => void;

/** A tenant asset by its site address: its file (for messages) and text; undefined when absent. */
export type ReadAsset = (url: string) => { file: string; text: string } | undefined;

export function lintContrast(config: JsonObject, readAsset: ReadAsset, add: Add): void {
  const themes = isJsonObject(config.themes) ? config.themes : {};
  const palettes = isJsonObject(themes.palettes) ? themes.palettes : {};
  const offered = Array.isArray(themes.offered) ? themes.offered.filter((t): t is string => typeof t === 'string') : [];
  const defaultTheme = typeof themes.default === 'string' ? themes.default : '';
  const brand = isJsonObject(config.brand) ? config.brand : {};
  // Issues are reported once per pointer: one issue per token or logo entry lists all its failures.
  const problems = new Map<string, { path: Path; texts: string[] }>();
  const problem = (path: Path, text: string) => {
    const entry = problems.get(path.join('/')) ?? { path, texts: [] };
    problems.set(path.join('/'), entry);
    entry.texts.push(text);
  };

  const logoEntries: [unknown, Path][] = isJsonObject(brand.logo)
    ? Object.entries(brand.logo).map(([t, u]) => [u, ['brand', 'logo', t]])
    : [[brand.logo, ['brand', 'logo']]];
  for (const [url, path] of logoEntries) {
    if (typeof url === 'string' && url.startsWith('/assets/') && !readAsset(url))
      add(path, 'E_MISSING_ASSET', `logo "${url}" is not in the tenant's assets/ nor in _base/assets/`);
  }
  const iconEntries: [unknown, Path][] = [
    [brand.appIcon, ['brand', 'appIcon']],
    ...(isJsonObject(brand.appIconPng)
      ? Object.entries(brand.appIconPng).map(([size, u]): [unknown, Path] => [u, ['brand', 'appIconPng', size]])
      : []),
  ];
  for (const [url, path] of iconEntries) {
    if (typeof url === 'string' && url.startsWith('/assets/') && !readAsset(url))
      add(
        path,
        'E_MISSING_ASSET',
        `app icon "${url}" is not in the tenant's assets/ nor in _base/assets/ (npm run icons renders the PNGs)`,
      );
  }

  for (const theme of offered) {
    const palette = palettes[theme];
    if (!isJsonObject(palette)) continue;
    const colour = (token: string) => (typeof palette[token] === 'string' ? parseColour(palette[token]) : undefined);
    const background = colour('background');
    for (const { fg: fgToken, bg: bgToken, min, what, ratio } of paletteContrasts(palette)) {
      if (ratio < min) {
        problem(
          ['themes', 'palettes', theme, fgToken],
          `${what} (${fgToken} ${palette[fgToken] as string} on ${bgToken} ${palette[bgToken] as string}) has contrast ${formatRatio(ratio)} in the ${theme} theme; at least ${min}:1`,
        );
      }
    }
    if (!background || background.a < 1) continue;
    const logo = brand.logo;
    const [url, path]: [unknown, Path] = isJsonObject(logo)
      ? logo[theme] !== undefined
        ? [logo[theme], ['brand', 'logo', theme]]
        : logo[defaultTheme] !== undefined
          ? [logo[defaultTheme], ['brand', 'logo', defaultTheme]]
          : [Object.values(logo)[0], ['brand', 'logo', Object.keys(logo)[0]]]
      : [logo, ['brand', 'logo']];
    if (typeof url !== 'string' || !/\.svg(\?|#|$)/i.test(url)) continue;
    const asset = readAsset(url);
    if (!asset) continue;
    for (const fill of svgTextFills(asset.text)) {
      const parsed = parseColour(fill.colour);
      if (!parsed) continue;
      const seen = over({ ...parsed, a: parsed.a * fill.opacity }, background);
      const ratio = contrastRatio(seen, background);
      if (ratio < LARGE_RATIO) {
        problem(
          path,
          `logo text "${fill.text}" (${asset.file}:${fill.line}:${fill.column}) is filled with ${fill.colour}: contrast ${formatRatio(ratio)} on the ${theme} theme background ${palette.background as string}; at least ${LARGE_RATIO}:1`,
        );
      }
    }
  }
  for (const { path, texts } of problems.values()) {
    const hint =
      path[0] === 'brand' && path.length === 2 ? ' (a theme can have its own logo: "logo": { "dark": "...", "light": "..." })' : '';
    add(path, 'E_CONTRAST', texts.join('; ') + hint);
  }
}
