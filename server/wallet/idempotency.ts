/**
 * Idempotency keys for money-moving requests. The key comes in the Idempotency-Key header and is
 * stored per member with a hash of the request (endpoint name and canonical JSON body) and the
 * response, in the same database transaction as the money it moves. So:
 * - a retry with the same key and body returns the stored response and moves nothing;
 * - concurrent retries queue on the key's row (PostgreSQL's unique index; PGlite runs one
 *   transaction at a time) and all see the first one's response;
 * - the same key with another body or endpoint is 409 E_IDEMPOTENCY_MISMATCH;
 * - a request that failed (an error rolls its transaction back) stored nothing, so a retry runs
 *   again;
 * - a retry of a key that has its response is answered before any check that guards a new
 *   request (withIdempotency's guard: the withdrawal's payment password), so it counts as no guess.
 * The transfer endpoint keeps the same rules in one statement: it stores its key in the statement
 * that moves the money (transferOnce, server/payments/transfer.ts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** JSON with object keys sorted, so equal values hash equally whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request's Idempotency-Key: 1 to 100 characters of [A-Za-z0-9._:-]; 400 when missing or malformed. */
export function idempotencyKeyOf(req: IncomingMessage): string {
  const header = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '')
    throw apiErrors.badRequest('Idempotency-Key: this header is required for a request that moves money');
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(key))
    throw apiErrors.badRequest('Idempotency-Key: must be 1 to 100 characters of letters, digits, . _ : -');
  return key;
}

const idempotencyMismatch = () =>
  new ApiError(409, 'E_IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different request');

export interface IdempotentRequest {
  memberId: number;
  key: string;
  /** the endpoint name */
  scope: string;
  body: unknown;
}

/** What a key is stored with: the endpoint and the canonical body, hashed. */
export function requestHash(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${request.scope}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * The stored response of an earlier request with this key, `{ response }`; undefined when the key
 * is unused; 409 E_IDEMPOTENCY_MISMATCH when it was used for another request.
 */
export async function storedResponse<T>(db: Queryable, request: IdempotentRequest, hash: string): Promise<{ response: T } | undefined> {
  const seen = await db.query<{ request_hash: string; response: T | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND key = $2',
    [request.memberId, request.key],
  );
  const row = seen.rows[0];
  if (!row) return undefined;
  if (row.request_hash !== hash) throw idempotencyMismatch();
  return { response: row.response as T };
}

/**
 * Runs fn once per (member, key) inside one transaction; a repeat returns the first result.
 * `guard` holds the checks of a new request that must not run for a repeat (a payment password,
 * with its count of guesses): a key that already has a stored response is answered from it
 * first, so a retry is never refused by a limit its first try already passed, and is never
 * counted as a guess. The guard runs outside the transaction (password hashing is slow on purpose).
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  fn: (tx: Queryable) => Promise<T>,
  guard?: () => Promise<void>,
): Promise<T> {
  const hash = requestHash(request);
  if (guard) {
    const answered = await storedResponse<T>(db, request, hash);
    if (answered) return answered.response;
    await guard();
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT (member_id, key) DO NOTHING RETURNING key',
      [request.memberId, request.key, hash],
    );
    if (claimed.rows.length === 0) {
      // the row is there: the conflict waited for its transaction to commit
      const seen = await storedResponse<T>(tx, request, hash);
      if (!seen) throw idempotencyMismatch();
      return seen.response;
    }
    const result = await fn(tx);
    await tx.query('UPDATE idempotency_keys SET response = $3 WHERE member_id = $1 AND key = $2', [
      request.memberId,
      request.key,
      JSON.stringify(result ?? null),
    ]);
    return result;
  });
}
