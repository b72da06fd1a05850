/**
 * Reads a request body as its route's encoding says (api.routes, `encoding`): JSON by default,
 * refusing more than limitBytes (413), a shape beyond JSON_LIMITS (nesting 400 E_TOO_DEEP, entries
 * and values 413, lone surrogates 400: json-shape.ts) and anything not JSON (400); or form encoded
 * (application/x-www-form-urlencoded, SPEC 7's set head icon), with the same size limit and the
 * query string's limits (engine/grammar/query.ts). Either way the result then goes through the
 * same character and schema checks (validate.ts).
 */
import type { IncomingMessage } from 'node:http';
import { queryLimitMessage, readQuery } from '../../engine/grammar/query.ts';
import { apiErrors } from './api-error.ts';
import { assertJsonShape } from './json-shape.ts';

/** How a route's body is sent: its `encoding` in api.routes (tenants/_base/tenant.json). */
export type BodyEncoding = 'json' | 'form';

const MEDIA_TYPES: Record<BodyEncoding, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

const BODY_LIMIT_BYTES = 64 * 1024;

/** True when the request announces or carries a body. */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** The body as text, in the media type of `encoding`; rejects with ApiError on size or type. */
async function readBodyText(req: IncomingMessage, encoding: BodyEncoding, limitBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    req.resume();
    throw apiErrors.tooLarge(limitBytes);
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== MEDIA_TYPES[encoding]) {
    req.resume();
    throw apiErrors.badRequest(`body: must be sent as ${MEDIA_TYPES[encoding]}`);
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
  return Buffer.concat(chunks).toString('utf8');
}

/** The parsed JSON body; rejects with ApiError on size, shape, type or syntax problems. */
export async function readJsonBody(req: IncomingMessage, limitBytes = BODY_LIMIT_BYTES): Promise<unknown> {
  const text = await readBodyText(req, 'json', limitBytes);
  assertJsonShape(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiErrors.badRequest('body: is not valid JSON');
  }
}

/**
 * A form-encoded body as an object of its fields (a repeated field becomes an array, which the
 * schemas refuse); past the query string's limits it is 400 naming the limit and the field.
 */
async function readFormBody(req: IncomingMessage, limitBytes = BODY_LIMIT_BYTES): Promise<Record<string, string | string[]>> {
  const read = readQuery(new URLSearchParams(await readBodyText(req, 'form', limitBytes)));
  if ('query' in read) return read.query;
  throw apiErrors.badRequest(queryLimitMessage(read.over, read.name, 'body').message);
}

/** The body in its route's encoding. */
export function readBody(req: IncomingMessage, encoding: BodyEncoding, limitBytes = BODY_LIMIT_BYTES): Promise<unknown> {
  return encoding === 'form' ? readFormBody(req, limitBytes) : readJsonBody(req, limitBytes);
}
