/**
 * An upload made ready to store (issue 30): its size checked, its type read from its bytes and
 * held to the type it was sent as, a raster image re-encoded (raster.ts) and an SVG rebuilt
 * (svg-sanitize.ts), and its name made from the sha256 of what is stored, so the same image
 * uploaded twice has one name.
 */
import { createHash } from 'node:crypto';
import type { SchemaTypes } from '../../engine/config/types.gen.ts';
import { UPLOAD_MAX_BYTES, uploadErrors } from './errors.ts';
import { rasterKindOf, type RasterKind } from './image-type.ts';
import { reencodeRaster } from './raster.ts';
import { sanitiseSvg } from './svg-sanitize.ts';

export type UploadContentType = SchemaTypes['studio/upload.request']['contentType'];

/** What is stored and served: the bytes and their facts. */
export interface PreparedUpload {
  /** `<first 32 hex digits of the bytes' sha256>.<extension>` */
  name: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** A stored upload's name: what GET /uploads/<name> answers to. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|svg)$/;

const DECLARED: Record<Exclude<UploadContentType, 'image/svg+xml'>, RasterKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A re-encoded image may come out larger than it went in; past this it is not stored. */
const STORED_MAX_BYTES = 4 * UPLOAD_MAX_BYTES;

const nameOf = (bytes: Buffer, extension: string) => `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;

/** The upload's bytes as they will be stored; E_UPLOAD_TOO_LARGE, E_UPLOAD_TYPE or E_UPLOAD_DIMENSIONS when they will not be. */
export async function prepareUpload(contentType: UploadContentType, base64: string): Promise<PreparedUpload> {
  // the schema holds `data` to the base64 alphabet; its length says the decoded size before decoding
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = Math.floor((base64.length * 3) / 4) - padding;
  if (size > UPLOAD_MAX_BYTES) throw uploadErrors.tooLarge(size);
  const sent = Buffer.from(base64, 'base64');
  const found = rasterKindOf(sent);
  if (contentType === 'image/svg+xml') {
    if (found) throw uploadErrors.type(`The file was sent as an SVG but is a ${found.toUpperCase()} image`);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(sent);
    } catch {
      throw uploadErrors.type('The file was sent as an SVG but is not UTF-8 text');
    }
    const svg = sanitiseSvg(text);
    if ('refused' in svg) throw uploadErrors.type(svg.refused);
    const bytes = Buffer.from(svg.text, 'utf8');
    return { name: nameOf(bytes, 'svg'), contentType, bytes, width: svg.width, height: svg.height };
  }
  const declared = DECLARED[contentType];
  if (found !== declared)
    throw uploadErrors.type(
      `The file was sent as ${contentType} but ${found ? `is a ${found.toUpperCase()} image` : 'its bytes are not an image of that type'}`,
    );
  const image = await reencodeRaster(sent, declared);
  if (image.bytes.length > STORED_MAX_BYTES) throw uploadErrors.reencodedTooLarge(image.bytes.length, STORED_MAX_BYTES);
  return {
    name: nameOf(image.bytes, image.extension),
    contentType: image.contentType,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
  };
}
