/** The response envelope of every API call: { success, code, message, value }. */
import type { ApiEnvelope } from '../../engine/config/types.gen.ts';

/** The generated envelope, its value typed by the caller. */
export type Envelope<T = unknown> = ApiEnvelope & { value: T };

/** A success envelope around value. */
export function okEnvelope<T>(value: T): Envelope<T> {
  return { success: true, code: 'OK', message: 'Success', value };
}

/** A failure envelope. */
export function errorEnvelope(code: string, message: string, value: unknown = null): Envelope {
  return { success: false, code, message, value };
}
