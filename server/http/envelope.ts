/** The response envelope of every API call: { success, code, message, value }. */

export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** A success envelope around value. */
export function okEnvelope<T>(value: T): Envelope<T> {
  return { success: true, code: 'OK', message: 'Success', value };
}

/** A failure envelope. */
export function errorEnvelope(code: string, message: string, value: unknown = null): Envelope {
  return { success: false, code, message, value };
}
