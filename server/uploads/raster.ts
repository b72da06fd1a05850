/**
 * Raster uploads are decoded and encoded again by sharp (libvips), so what is stored is pixels
 * and nothing else: EXIF (a phone's location), comments, colour profiles (converted to sRGB) and
 * anything appended to the file are gone, and a file that only looks like an image does not get
 * through. The format stays (a GIF becomes a PNG of its first frame, as the site shows banners
 * still; an animated WebP keeps its first frame too). A photo is turned upright by its EXIF
 * orientation first, since that tag goes.
 */
import sharp, { type Sharp } from 'sharp';
import type { RasterKind } from './image-type.ts';
import { UPLOAD_MAX_SIDE, uploadErrors } from './errors.ts';

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

/** A decode that takes longer than this is a crafted file, not a banner. */
const DECODE_SECONDS = 15;

const ENCODERS: Record<
  RasterKind,
  { encode: (image: Sharp) => Sharp; contentType: EncodedImage['contentType']; extension: EncodedImage['extension'] }
> = {
  png: { encode: (image) => image.png(), contentType: 'image/png', extension: 'png' },
  jpeg: { encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }), contentType: 'image/jpeg', extension: 'jpg' },
  webp: { encode: (image) => image.webp({ quality: 85 }), contentType: 'image/webp', extension: 'webp' },
  gif: { encode: (image) => image.png(), contentType: 'image/png', extension: 'png' },
};

const NAMES: Record<RasterKind, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF' };

/** `bytes` (which begin as a `kind` image) decoded and encoded again; E_UPLOAD_TYPE or E_UPLOAD_DIMENSIONS when it cannot be. */
export async function reencodeRaster(bytes: Buffer, kind: RasterKind): Promise<EncodedImage> {
  const unreadable = () => uploadErrors.type(`The file begins as a ${NAMES[kind]} image but cannot be read as one`);
  // The header alone first: an oversized image is refused before its pixels are decoded.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const sameFormat = header?.format === kind || (kind === 'jpeg' && header?.format === 'jpg');
  if (!header || !sameFormat || !header.width || !header.height) throw unreadable();
  if (header.width > UPLOAD_MAX_SIDE || header.height > UPLOAD_MAX_SIDE) throw uploadErrors.dimensions(header.width, header.height);
  const { encode, contentType, extension } = ENCODERS[kind];
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE })
    .autoOrient()
    .timeout({ seconds: DECODE_SECONDS });
  const out = await encode(image)
    .toBuffer({ resolveWithObject: true })
    .catch(() => undefined);
  if (!out) throw unreadable();
  return { bytes: out.data, contentType, extension, width: out.info.width, height: out.info.height };
}
