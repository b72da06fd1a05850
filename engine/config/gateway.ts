import type { TenantConfig } from './types';

/**
 * SPEC 9.19: the gateway code the site reports with a game launch and a deposit order. This is the
 * mobile site (SPEC 3's platform 'mobile'), so it is the tenant's MOBILE code on any screen; the
 * server keeps it and accepts only the tenant's codes (server/endpoints/gateway.ts).
 */
export function siteGateway(config: Pick<TenantConfig, 'platform'>): number {
  return config.platform.gateway.MOBILE;
}
