/**
 * The server's side of the database thread: a Db whose statements run in a worker that speaks
 * server/db/thread-messages.ts (server/db/pglite-worker.ts). Each call is one message and one
 * answer; a transaction's callback runs here, its statements there, on the session the worker's
 * own transaction holds until this side says commit or rollback.
 */
import type { Worker } from 'node:worker_threads';
import { rebuiltError, type Ask, type Reply, type Request, type TransactionEnd } from './thread-messages.ts';
import { DbError, type Db, type Queryable, type QueryResult } from './types.ts';

export interface PgliteThreadOptions {
  log?: (line: string) => void;
  /** runs once the thread has closed the database and stopped, or failed to */
  afterClose?: () => void;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Resolves with the Db once the worker says it is ready; rejects with the worker's error when it
 * cannot open the database, or E_DB_THREAD when the thread stops first. A thread that stops later
 * (a crash) fails every waiting and later call with E_DB_THREAD instead of leaving it unanswered.
 * The worker keeps the process alive only while a call waits on it.
 */
export function connectPgliteThread(worker: Worker, options: PgliteThreadOptions = {}): Promise<Db> {
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let lastTx = 0;
  /** set once the thread has stopped or closed: every call fails with it */
  let stopped: Error | undefined;
  let closing: Promise<void> | undefined;
  let opened: Waiting | undefined;

  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    opened?.reject(error);
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    worker.unref();
  };

  const call = <T>(ask: Ask): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    try {
      worker.postMessage({ ...ask, id } satisfies Request);
    } catch (cause) {
      // structured clone refuses a parameter it cannot copy, such as a function
      return Promise.reject(new DbError('E_DB_PARAMS', `The statement's parameters cannot be sent to the database thread`, { cause }));
    }
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => waiting.set(id, { resolve, reject }));
  };

  const end = (message: TransactionEnd) => worker.postMessage(message);

  worker.on('message', (reply: Reply) => {
    if ('id' in reply) {
      const found = waiting.get(reply.id);
      if (!found) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) worker.unref();
      if (reply.ok) found.resolve(reply.value);
      else found.reject(rebuiltError(reply.error));
    } else if (reply.op === 'log') options.log?.(reply.line);
    else if (reply.op === 'ready') opened?.resolve(undefined);
    else {
      opened?.reject(rebuiltError(reply.error));
      void worker.terminate();
    }
  });
  worker.on('error', (error) => stop(new DbError('E_DB_THREAD', `The database thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => stop(new DbError('E_DB_THREAD', `The database thread stopped (exit code ${code})`)));

  const db: Db = {
    engine: 'pglite',
    query: <Row>(sql: string, params: readonly unknown[] = []) => call<QueryResult<Row>>({ op: 'query', sql, params }),
    exec: (sql: string) => call<void>({ op: 'exec', sql }),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = ++lastTx;
      const ended = call<void>({ op: 'begin', tx });
      // awaited below; until then a BEGIN that failed also fails the transaction's statements
      ended.catch(() => undefined);
      const inTransaction: Queryable = {
        query: <Row>(sql: string, params: readonly unknown[] = []) => call<QueryResult<Row>>({ op: 'query', sql, params, tx }),
        exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
      };
      let result: T;
      try {
        result = await fn(inTransaction);
      } catch (error) {
        end({ op: 'rollback', tx });
        await ended.catch(() => undefined);
        throw error;
      }
      end({ op: 'commit', tx });
      await ended;
      return result;
    },
    close: () => {
      closing ??= (async () => {
        try {
          if (!stopped) await call<void>({ op: 'close' });
        } finally {
          stop(new DbError('E_DB_CLOSED', 'The database is closed'));
          await worker.terminate();
          options.afterClose?.();
        }
      })();
      return closing;
    },
  };

  return new Promise<Db>((resolve, reject) => {
    opened = {
      resolve: () => {
        opened = undefined;
        if (waiting.size === 0) worker.unref();
        resolve(db);
      },
      reject: (error) => {
        opened = undefined;
        reject(error);
      },
    };
  });
}
