import type { ApiEnvelope } from '../config/types.gen';

/** An API failure with the envelope's code and message, or a client-side code. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never got an answer (offline, DNS, reset, timeout). */
  get isNetwork(): boolean {
    return this.code === 'E_NETWORK' || this.code === 'E_TIMEOUT';
  }
}

/** The `{ success, code, message, value }` envelope every endpoint answers with, its value typed by the caller. */
export type Envelope<T = unknown> = ApiEnvelope & { value: T };

/** Returns the envelope's value, or throws an ApiError for a failure or a malformed body. */
export function unwrapEnvelope<T>(body: unknown, status: number): T {
  if (!body || typeof body !== 'object' || typeof (body as Envelope).success !== 'boolean') {
    throw new ApiError('E_BAD_RESPONSE', 'error.unknown', status);
  }
  const envelope = body as Envelope<T>;
  if (!envelope.success) {
    throw new ApiError(envelope.code || 'E_UNKNOWN', envelope.message || 'error.unknown', status, envelope.value);
  }
  return envelope.value;
}
