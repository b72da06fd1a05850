/**
 * Game artwork drawn on the fly as SVG: a gradient whose colours come from a hash of the game
 * code, the game's initials and its vendor. No image is fetched from anywhere.
 */
import { createHash } from 'node:crypto';

const ARTWORK_PREFIX = '/assets/games/';
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a game's artwork is served. */
export function artworkUrl(gameCode: string): string {
  return `${ARTWORK_PREFIX}${gameCode}.svg`;
}

/** The game code named by an artwork path, or null when the path is not one. */
export function gameCodeOfArtworkPath(pathname: string): string | null {
  if (!pathname.startsWith(ARTWORK_PREFIX) || !pathname.endsWith('.svg')) return null;
  const code = pathname.slice(ARTWORK_PREFIX.length, -'.svg'.length);
  return CODE_PATTERN.test(code) ? code : null;
}

/** Up to two initials: the first letter or digit of the first two words ("Golden Panda" -> "GP"). */
function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = words.slice(0, 2).map((w) => [...w][0].toUpperCase());
  return initials.join('') || '?';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** The SVG of one game; the same code always gives the same picture. */
export function renderArtwork(game: { gameCode: string; gameName: string; vendor: string }): string {
  const hash = createHash('sha256').update(game.gameCode).digest();
  const hue = (hash[0] * 256 + hash[1]) % 360;
  const hue2 = (hue + 30 + (hash[2] % 90)) % 360;
  const ring = 40 + (hash[3] % 30);
  const name = escapeXml(game.gameName);
  const vendor = escapeXml(game.vendor.replace(/_/g, ' '));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 24%)"/>`,
    '</linearGradient></defs>',
    '<rect width="200" height="200" rx="28" fill="url(#bg)"/>',
    `<circle cx="${150 - (hash[4] % 40)}" cy="${50 + (hash[5] % 40)}" r="${ring}" fill="#fff" fill-opacity="0.12"/>`,
    `<circle cx="${40 + (hash[6] % 40)}" cy="${150 - (hash[7] % 30)}" r="${ring / 2}" fill="#fff" fill-opacity="0.08"/>`,
    `<text x="100" y="118" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="68" font-weight="700" fill="#fff">${escapeXml(initialsOf(game.gameName))}</text>`,
    `<text x="100" y="168" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="600" fill="#fff" fill-opacity="0.85" letter-spacing="1">${vendor}</text>`,
    '</svg>',
  ].join('');
}
