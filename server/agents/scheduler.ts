/**
 * Runs the agent settlements on a timer: at start and then every few minutes, every tenant's
 * closed periods, in its own time zone, are settled (settlement.ts pays each member, kind and period once, so several
 * servers on one database, or a restart, never pay twice).
 */
import type { Db } from '../db/types.ts';
import { syncTenantTimeZone } from '../time/tenant-zones.ts';
import { settleDue } from './settlement.ts';

export interface SettlementScheduler {
  /** one run now (the timer's work); resolves when it is done */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startSettlement(options: {
  db: Db;
  tenantIds: () => string[];
  /** a tenant's IANA time zone (server/time/zone.ts tenantTimeZone); its periods are cut in it */
  timeZone: (tenantId: string) => string;
  clock: () => Date;
  log: (line: string) => void;
  /** 0 turns the timer off (runOnce still works) */
  everyMs: number;
}): SettlementScheduler {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= (async () => {
      for (const tenantId of options.tenantIds()) {
        try {
          const timeZone = options.timeZone(tenantId);
          // A zone changed by a publish reaches the daily roll-up before anything is paid by it.
          await syncTenantTimeZone(options.db, tenantId, timeZone);
          const paid = await settleDue(options.db, tenantId, options.clock(), timeZone);
          if (paid > 0) options.log(`[settlement] ${tenantId}: ${paid} payout(s)`);
        } catch (error) {
          options.log(`[settlement] ${tenantId} failed, retried next run: ${(error as Error)?.message ?? String(error)}`);
        }
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = options.everyMs > 0 ? setInterval(() => void runOnce(), options.everyMs) : undefined;
  timer?.unref();
  if (options.everyMs > 0) void runOnce();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
