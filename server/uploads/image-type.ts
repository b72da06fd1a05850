/**
 * What an uploaded file is, from its first bytes (its magic number), whatever type it was sent
 * as. Only the raster formats the studio accepts are told apart; an SVG is text, and whether it
 * is one is for the sanitiser's parser to say (svg-sanitize.ts).
 */

export type RasterKind = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, at: number, magic: readonly number[]) =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The raster format the bytes begin as, or undefined when they are none of the four. */
export function rasterKindOf(bytes: Uint8Array): RasterKind | undefined {
  if (startsWith(bytes, 0, PNG)) return 'png';
  if (startsWith(bytes, 0, JPEG)) return 'jpeg';
  if (startsWith(bytes, 0, GIF87) || startsWith(bytes, 0, GIF89)) return 'gif';
  if (startsWith(bytes, 0, RIFF) && startsWith(bytes, 8, WEBP)) return 'webp';
  return undefined;
}
