/**
 * Which pages a signed-in member gets painted by the server (issue 26): the routes the tenant's
 * route table marks `renderForMembers`, by path or alias; in the base table the pages members open
 * first (home, member centre, deposit, withdraw, account record, agent home).
 */
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../engine/config/types';
import { memberRenderedRoute } from '../../../server/endpoints/member-screen';
import { loadTenant } from '../../../server/tenants/load';
import { fileURLToPath } from 'node:url';

const TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));

function tenant(id: string): TenantConfig {
  const result = loadTenant(TENANTS, id);
  if (!result.ok) throw new Error(`${id} invalid`);
  // loaded and validated against the tenant schema
  return result.config as unknown as TenantConfig;
}

describe('the pages painted for a member', () => {
  it.each(['demo', 'lucky'])('%s: the base table marks home, member centre, deposit, withdraw, account record and agent home', (id) => {
    const config = tenant(id);
    expect(config.routes.filter((route) => route.renderForMembers).map((route) => route.id)).toEqual(
      expect.arrayContaining(['home', 'memberHome', 'voucherCenter', 'withdraw', 'transactionRecord', 'agent']),
    );
    expect(memberRenderedRoute(config, '/m/voucherCenter')).toBe('voucherCenter');
    // an alias of home is home
    expect(memberRenderedRoute(config, '/')).toBe('home');
    expect(memberRenderedRoute(config, '/m/gameList')).toBeUndefined();
    expect(memberRenderedRoute(config, '/m/nowhere')).toBeUndefined();
  });

  it("follows the tenant's route table: a route it marks is painted, one it leaves unmarked is not", () => {
    const config = tenant('demo');
    const routes = config.routes.map((route) =>
      route.id === 'gameRecord'
        ? { ...route, renderForMembers: true }
        : route.id === 'withdraw'
          ? { ...route, renderForMembers: false }
          : route,
    );
    const edited = { routes: routes as TenantConfig['routes'] };
    expect(memberRenderedRoute(edited, '/m/gameRecord')).toBe('gameRecord');
    expect(memberRenderedRoute(edited, '/m/withdraw')).toBeUndefined();
  });
});
