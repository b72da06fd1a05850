/**
 * What a studio preview lets into its styles from a palette. A palette's values become CSS custom
 * properties (--c-<token>, engine/theme/theme.ts) that the site's styles read, so a value that
 * is not a colour could carry CSS: `url(https://evil.example/track)` would be fetched by every
 * `background: var(--c-…)`. A config from the studio is hostile input, so the preview frame
 * (engine/studio-preview.tsx) applies a palette only when every value is one of the colour forms
 * the schema allows (schemas/tenant.json, $defs.colour), and the studio posts a palette ahead of
 * the server's check only when, in addition, its text pairs reach their contrast (as the
 * validator's contrast lint judges them). Loaded by the preview and the studio, not by the site.
 */
import type { Palette } from '../config/types';
import { paletteContrasts } from './colour';

/** The colour forms of schemas/tenant.json ($defs.colour): #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() of digits. */
export const COLOUR_PATTERN = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\([0-9.,% ]+\))$/;
/** A palette token as the schema names them (background, onPrimary, …): the name of a custom property. */
const TOKEN_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** The palette when every entry is a token name and a colour, else undefined (nothing of it is applied). */
export function safePalette(palette: unknown): Palette | undefined {
  if (typeof palette !== 'object' || palette === null || Array.isArray(palette)) return undefined;
  const entries = Object.entries(palette as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  for (const [token, value] of entries)
    if (!TOKEN_PATTERN.test(token) || typeof value !== 'string' || !COLOUR_PATTERN.test(value)) return undefined;
  return palette as Palette;
}

/** True when every palette is safe (safePalette) and each of its text pairs reaches its contrast. */
export function palettesReadyForPreview(palettes: unknown): boolean {
  if (typeof palettes !== 'object' || palettes === null || Array.isArray(palettes)) return false;
  return Object.values(palettes).every((palette) => {
    const safe = safePalette(palette);
    return safe !== undefined && paletteContrasts(safe as unknown as Record<string, unknown>).every(({ ratio, min }) => ratio >= min);
  });
}
