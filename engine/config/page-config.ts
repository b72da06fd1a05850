/**
 * The config as the page carries it to the browser (server/static/index-html.ts) and GET
 * /api/tenant answers it: the merged config without the parts only the server reads.
 */
import type { TenantConfig } from './types';

/**
 * The parts of the config only the server reads: the hosts it answers for, the payment rules it
 * enforces (limits, the cash desk's second-approver threshold), the loyalty rules it computes
 * levels and points by (the screens show what the loyalty calls answer), and the content it
 * schedules and targets (banners and announcements reach a member through their calls, so a
 * banner for tomorrow or for agents is not in everyone's page).
 */
export const SERVER_ONLY_KEYS = ['hosts', 'payments', 'loyalty', 'content'] as const;

/**
 * The config without the server's parts, which keeps the page within one round trip of a slow
 * network and the operator's rules out of the member's browser. The engine is typed by it, so no
 * screen can come to rely on a part the page does not carry.
 */
export type PageConfig = Omit<TenantConfig, (typeof SERVER_ONLY_KEYS)[number]>;

/** `config` without its server-only parts. */
export function pageConfig<T extends object>(config: T): Omit<T, (typeof SERVER_ONLY_KEYS)[number]> {
  const copy = { ...config } as Record<string, unknown>;
  for (const key of SERVER_ONLY_KEYS) delete copy[key];
  return copy as Omit<T, (typeof SERVER_ONLY_KEYS)[number]>;
}
