/**
 * The database thread: opens the PGlite session (server/db/pglite-session.ts) on workerData's
 * folder and answers the server's thread (server/db/thread-messages.ts). PGlite's WebAssembly then
 * runs beside the HTTP server instead of between its requests.
 *
 * A transaction is the session's own: `begin` starts db.transaction, whose callback hands its
 * Queryable to the statements tagged with the transaction's number and then waits for `commit`
 * (returns, so the session commits) or `rollback` (throws, so it rolls back). The answer to
 * `begin` is the transaction's outcome, a failed COMMIT's E_TX_ABORTED included.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteSession } from './pglite-session.ts';
import { sendableError, type Reply, type Request, type TransactionEnd } from './thread-messages.ts';
import { DbError, type Db, type Queryable } from './types.ts';

interface OpenTransaction {
  /** the session's Queryable, once the transaction has the session */
  session: Promise<Queryable>;
  end(how: TransactionEnd['op']): void;
}

/** Thrown inside the session's transaction to roll it back: the server's side already has its error. */
const ROLLBACK = new Error('rolled back by the caller');

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const post = (reply: Reply) => port.postMessage(reply);

function begin(db: Db, tx: number, transactions: Map<number, OpenTransaction>): Promise<void> {
  let started!: (session: Queryable) => void;
  let notStarted!: (error: unknown) => void;
  const session = new Promise<Queryable>((resolve, reject) => {
    started = resolve;
    notStarted = reject;
  });
  session.catch(() => undefined); // the statements waiting on it report the error
  let ended!: (how: TransactionEnd['op']) => void;
  const end = new Promise<TransactionEnd['op']>((resolve) => (ended = resolve));
  transactions.set(tx, { session, end: ended });
  return db
    .transaction(async (queryable) => {
      started(queryable);
      if ((await end) === 'rollback') throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => {
      transactions.delete(tx);
      notStarted(new DbError('E_TX_ENDED', `Transaction ${tx} has ended`));
    });
}

async function answer(db: Db, request: Request, transactions: Map<number, OpenTransaction>): Promise<unknown> {
  if (request.op === 'begin') return begin(db, request.tx, transactions);
  if (request.op === 'close') return db.close();
  let on: Queryable = db;
  if (request.tx !== undefined) {
    const open = transactions.get(request.tx);
    if (!open) throw new DbError('E_TX_ENDED', `Transaction ${request.tx} has ended`);
    on = await open.session;
  }
  return request.op === 'query' ? on.query(request.sql, request.params) : on.exec(request.sql);
}

try {
  const db = await openPgliteSession(dataDir, (line) => post({ op: 'log', line }));
  const transactions = new Map<number, OpenTransaction>();
  port.on('message', (message: Request | TransactionEnd) => {
    if (message.op === 'commit' || message.op === 'rollback') {
      transactions.get(message.tx)?.end(message.op);
      return;
    }
    answer(db, message, transactions)
      .then((value) => post({ id: message.id, ok: true, value }))
      // a failed statement, or an answer that cannot be cloned
      .catch((error) => post({ id: message.id, ok: false, error: sendableError(error) }));
  });
  post({ op: 'ready' });
} catch (error) {
  post({ op: 'failed', error: sendableError(error) });
}
