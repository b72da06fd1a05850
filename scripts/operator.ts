/**
 * Operator actions that are not part of the member API, run against the server's database:
 *
 *   npx tsx scripts/operator.ts withdraw-review <orderNo> approve|reject
 *
 * Environment: DATABASE_URL (PostgreSQL), else the embedded PGlite folder DATA_DIR (default
 * .data/pglite). PGlite allows one process per data folder: stop the server before running this
 * against it; with PostgreSQL it runs beside any number of servers.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDb } from '../server/db/open.ts';
import type { Db } from '../server/db/types.ts';
import { ApiError } from '../server/http/api-error.ts';
import { reviewWithdrawal, type WithdrawalView } from '../server/payments/withdraw.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const USAGE = 'usage: npx tsx scripts/operator.ts withdraw-review <orderNo> approve|reject';

/** Approves (pays out) or rejects (returns the held amount) a pending withdrawal, in one transaction. */
export async function withdrawReview(db: Db, orderNo: string, decision: 'approve' | 'reject', now: Date): Promise<WithdrawalView> {
  const found = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM withdrawals WHERE order_no = $1', [orderNo]);
  const tenantId = found.rows[0]?.tenant_id;
  if (tenantId === undefined) throw new ApiError(404, 'E_NOT_FOUND', `No withdrawal has the number ${orderNo}`);
  return db.transaction((tx) => reviewWithdrawal(tx, tenantId, orderNo, decision, now));
}

async function main(args: string[]): Promise<number> {
  const [command, orderNo, decision] = args;
  if (command !== 'withdraw-review' || !orderNo || (decision !== 'approve' && decision !== 'reject')) {
    console.error(USAGE);
    return 2;
  }
  let db: Db | undefined;
  try {
    db = await openDb({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || join(ROOT, '.data', 'pglite'),
    });
    const view = await withdrawReview(db, orderNo, decision, new Date());
    console.log(`${view.orderNo}: ${view.status} (${view.amount})`);
    return 0;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    console.error(`${e.code ?? 'E_OPERATOR'}: ${e.message ?? String(error)}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
