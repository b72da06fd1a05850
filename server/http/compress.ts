/** Response compression: brotli or gzip for text types, chosen from Accept-Encoding. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;

/** True for content types worth compressing (text, JSON, JavaScript, SVG). */
function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** The best encoding the client accepts (brotli first), or null. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Brotli quality per effort: see compressBody. */
const BROTLI_QUALITY = { high: 11, page: 10, low: 5 } as const;

/**
 * Compresses body; `effort` high is for static files compressed once and cached, low for
 * per-request responses. A page (the HTML document) is per request too, but it should fit the
 * first round trip of a slow network (14,600 bytes, tests/e2e/messages.spec.ts): quality 10 makes
 * the demo home some 8% smaller than 5 (13.5 KB against 14.7), for about 30 ms of one core.
 */
export function compressBody(body: Buffer, encoding: Encoding, effort: 'high' | 'page' | 'low'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: effort === 'low' ? 6 : 9 });
}

/**
 * `body` compressed with effort high, per encoding, on first use and then kept: for a file computed
 * once and served many times (built files, message files, the config file).
 */
export function compressedOnce(body: Buffer): (encoding: Encoding) => Buffer {
  const variants = new Map<Encoding, Buffer>();
  return (encoding) => {
    let variant = variants.get(encoding);
    if (!variant) variants.set(encoding, (variant = compressBody(body, encoding, 'high')));
    return variant;
  };
}

/** Whether a body of this type and size should be compressed at all. */
export function shouldCompress(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && isCompressible(contentType);
}
