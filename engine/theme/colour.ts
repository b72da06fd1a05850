/**
 * Colour arithmetic for the contrast lint and the studio's theme editor: parsing the colour forms a tenant config or an SVG logo
 * uses, and the WCAG 2 contrast ratio. Pure.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const NAMED: Record<string, string> = { black: '#000000', white: '#ffffff' };

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() (and black, white); undefined for anything else. */
export function parseColour(text: string): Rgba | undefined {
  const value = (NAMED[text.trim().toLowerCase()] ?? text).trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const [r, g, b, a = 255] = (digits.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const fn = /^rgba?\(([^)]*)\)$/i.exec(value);
  if (!fn) return undefined;
  const parts = fn[1].split(/[\s,/]+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const channel = (p: string) => (p.endsWith('%') ? (parseFloat(p) / 100) * 255 : parseFloat(p));
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const a = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
  if ([r, g, b, a].some((n) => !Number.isFinite(n))) return undefined;
  return { r, g, b, a };
}

/** The colour seen when `top` (possibly translucent) is drawn over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people quote it: 2 decimals, rounded down so 4.499 never reads as 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

const TEXT_RATIO = 4.5;
export const LARGE_RATIO = 3;

/** Foreground on background, each a palette token, with the ratio the pair must reach. */
export const PALETTE_PAIRS: readonly [fg: string, bg: string, min: number, what: string][] = [
  ['text', 'background', TEXT_RATIO, 'text'],
  ['text', 'surface', TEXT_RATIO, 'text on cards'],
  ['textMuted', 'background', TEXT_RATIO, 'muted text'],
  ['textMuted', 'surface', TEXT_RATIO, 'muted text on cards'],
  ['onPrimary', 'primary', TEXT_RATIO, 'the label of primary buttons'],
];

/** A colour as seen where it is drawn: a translucent one over the opaque colour behind it; undefined when that cannot be judged. */
function opaque(colour: Rgba, behind: Rgba | undefined): Rgba | undefined {
  if (colour.a >= 1) return colour;
  return behind && behind.a >= 1 ? over(colour, behind) : undefined;
}

/**
 * The ratio of each pair of PALETTE_PAIRS whose colours a palette lets be judged (a colour it
 * cannot parse is not judged): a translucent background as drawn over the palette's background,
 * a translucent foreground over its background. What the contrast lint reports below `min`.
 */
export function paletteContrasts(
  palette: Readonly<Record<string, unknown>>,
): { fg: string; bg: string; min: number; what: string; ratio: number }[] {
  const colour = (token: string) => (typeof palette[token] === 'string' ? parseColour(palette[token]) : undefined);
  const background = colour('background');
  const out: { fg: string; bg: string; min: number; what: string; ratio: number }[] = [];
  for (const [fg, bg, min, what] of PALETTE_PAIRS) {
    const bgRaw = colour(bg);
    const back = bgRaw && opaque(bgRaw, background);
    const fgRaw = colour(fg);
    const front = fgRaw && back && opaque(fgRaw, back);
    if (front && back) out.push({ fg, bg, min, what, ratio: contrastRatio(front, back) });
  }
  return out;
}
