/**
 * Operator actions that are not part of the member API, run against the server's database:
 *
 *   npx tsx scripts/operator.ts withdraw-review <orderNo> approve|reject [reason] [--as <operator>]
 *
 * The decision goes through the studio's cash desk (server/payments/cash-desk.ts): the same
 * ledger moves, the same two-approver rule above the tenant's payments.cashDesk.secondApproverAbove,
 * and the same audit log. Without --as the command line is one reviewer of its own ("command
 * line"); with --as it decides as that cashier of the withdrawal's tenant. A reject needs a reason.
 *
 * Environment: DATABASE_URL (PostgreSQL), else the embedded PGlite folder DATA_DIR (default
 * .data/pglite), TENANTS_DIR (default tenants/) and TENANT_SOURCE, as scripts/studio-cli.ts
 * opens them (with PostgreSQL the threshold is the live version's, as on the servers). PGlite allows one process per data folder:
 * stop the server before running this against it; with PostgreSQL it runs beside any number of servers.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../server/db/types.ts';
import { ApiError } from '../server/http/api-error.ts';
import { COMMAND_LINE, decideWithdrawal, secondApproverAboveCents, type QueueItem, type Reviewer } from '../server/payments/cash-desk.ts';
import { loadTenant } from '../server/tenants/load.ts';
import { openStudioCli, type StudioCli } from './studio-cli.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const USAGE = 'usage: npx tsx scripts/operator.ts withdraw-review <orderNo> approve|reject [reason] [--as <operator>]';

export interface WithdrawReviewOptions {
  reason?: string;
  /** the cashier the command line decides as (a username with the cashier role on the withdrawal's tenant) */
  as?: string;
  /** the tenants folder the threshold is read from; default TENANTS_DIR, else tenants/ */
  tenantsDir?: string;
  /** the tenant's served config, when the caller has the server's sources open (the command line: scripts/studio-cli.ts) */
  config?: (tenantId: string) => object | undefined;
}

/** The tenant's second-approver threshold; a tenant that does not load fails closed (two approvers for everything). */
function thresholdOf(options: WithdrawReviewOptions, tenantId: string): number | null {
  if (options.config) {
    const config = options.config(tenantId);
    return config ? secondApproverAboveCents(config) : 0;
  }
  const loaded = loadTenant(options.tenantsDir ?? (process.env.TENANTS_DIR || join(ROOT, 'tenants')), tenantId);
  return loaded.ok ? secondApproverAboveCents(loaded.config) : 0;
}

async function reviewerOf(db: Db, tenantId: string, as: string | undefined): Promise<Reviewer> {
  if (as === undefined) return { operatorId: null, username: COMMAND_LINE };
  const found = await db.query<{ id: number; username: string }>(
    `SELECT o.id, o.username FROM operators o JOIN operator_roles r ON r.operator_id = o.id
      WHERE lower(o.username) = lower($1) AND NOT o.disabled AND r.tenant_id = $2 AND r.role = 'cashier'`,
    [as, tenantId],
  );
  const row = found.rows[0];
  if (!row) throw new ApiError(403, 'E_FORBIDDEN', `${as} is not a cashier of ${tenantId}`);
  return { operatorId: Number(row.id), username: row.username };
}

/** Approves (pays out, or records the first of two approvals) or rejects (returns the held amount) a pending withdrawal. */
export async function withdrawReview(
  db: Db,
  orderNo: string,
  decision: 'approve' | 'reject',
  now: Date,
  options: WithdrawReviewOptions = {},
): Promise<QueueItem> {
  const found = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM withdrawals WHERE order_no = $1', [orderNo]);
  const tenantId = found.rows[0]?.tenant_id;
  if (tenantId === undefined) throw new ApiError(404, 'E_NOT_FOUND', `No withdrawal has the number ${orderNo}`);
  return decideWithdrawal(db, {
    tenantId,
    orderNo,
    decision,
    reason: options.reason ?? '',
    reviewer: await reviewerOf(db, tenantId, options.as),
    thresholdCents: thresholdOf(options, tenantId),
    now,
  });
}

function parseArgs(args: string[]): { orderNo: string; decision: 'approve' | 'reject'; options: WithdrawReviewOptions } | null {
  const rest = [...args];
  let as: string | undefined;
  const at = rest.indexOf('--as');
  if (at >= 0) {
    as = rest[at + 1];
    if (!as) return null;
    rest.splice(at, 2);
  }
  const [command, orderNo, decision, ...reason] = rest;
  if (command !== 'withdraw-review' || !orderNo || (decision !== 'approve' && decision !== 'reject')) return null;
  return { orderNo, decision, options: { reason: reason.join(' '), as } };
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  let cli: StudioCli | undefined;
  try {
    // the server's sources: with DATABASE_URL the tenants' live versions are the database's, not the folder
    cli = await openStudioCli();
    const registry = cli.registry;
    const item = await withdrawReview(cli.db, parsed.orderNo, parsed.decision, new Date(), {
      ...parsed.options,
      config: (id) => registry.get(id),
    });
    const waiting = item.status === 'pending' ? ` (approval 1 of ${item.approvalsNeeded}: a second cashier must approve it)` : '';
    console.log(`${item.orderNo}: ${item.status} (${item.amount})${waiting}`);
    return 0;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    console.error(`${e.code ?? 'E_OPERATOR'}: ${e.message ?? String(error)}`);
    return 1;
  } finally {
    await cli?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
