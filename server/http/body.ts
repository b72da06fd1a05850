/**
 * Reads a JSON request body, refusing more than limitBytes (413), a shape beyond JSON_LIMITS
 * (nesting 400 E_TOO_DEEP, entries and values 413, lone surrogates 400: json-shape.ts) and
 * anything not JSON (400).
 */
import type { IncomingMessage } from 'node:http';
import { apiErrors } from './api-error.ts';
import { assertJsonShape } from './json-shape.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** True when the request announces or carries a body. */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** The parsed JSON body; rejects with ApiError on size, shape, type or syntax problems. */
export async function readJsonBody(req: IncomingMessage, limitBytes = BODY_LIMIT_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    req.resume();
    throw apiErrors.tooLarge(limitBytes);
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    throw apiErrors.badRequest('body: must be sent as application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) {
      req.resume();
      throw apiErrors.tooLarge(limitBytes);
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  assertJsonShape(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiErrors.badRequest('body: is not valid JSON');
  }
}
