/**
 * The messages between the server's thread and the database thread (server/db/worker-db.ts, the
 * server's side; server/db/pglite-worker.ts, the database's). Parameters and rows cross by
 * structured clone, which keeps what the engines return: numbers, strings, null, Date, arrays,
 * plain objects and Uint8Array. Errors cross as plain objects and are rebuilt on arrival.
 */
import { DbError } from './types.ts';

/** What the server's thread asks. A transaction's statements carry its tx number. */
export type Ask =
  | { op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  /** opens transaction tx; answered when it has ended, with the COMMIT's error if it failed */
  | { op: 'begin'; tx: number }
  /** closes the database after the work queued before it */
  | { op: 'close' };

/** An Ask as sent, numbered so that its answer finds it. */
export type Request = Ask & { id: number };

/** The end of a transaction: sent once its callback has returned (commit) or thrown (rollback). */
export type TransactionEnd = { op: 'commit'; tx: number } | { op: 'rollback'; tx: number };

/** What the database thread says. */
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SentError }
  | { op: 'ready' }
  | { op: 'failed'; error: SentError }
  | { op: 'log'; line: string };

/** An error as plain data: its name, message, cause, and its own scalar fields (PostgreSQL's code, constraint, detail...). */
export interface SentError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
  cause?: SentError;
}

/** The error as plain data, for postMessage (which would keep a message but drop code and the other fields). */
export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(error as object) as [string, unknown][]) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  const cause: unknown = error.cause;
  return { name: error.name, message: error.message, fields, ...(cause === undefined ? {} : { cause: sendableError(cause) }) };
}

/** The error again, with the same name, message and fields; a DbError is a DbError again. */
export function rebuiltError(sent: SentError): Error {
  const options = sent.cause ? { cause: rebuiltError(sent.cause) } : undefined;
  const error = sent.name === 'DbError' ? new DbError(String(sent.fields.code), sent.message, options) : new Error(sent.message, options);
  Object.assign(error, sent.fields);
  error.name = sent.name;
  return error;
}
