/**
 * What the server sends with a page so its first screen paints with no API round trip (issue 11):
 * the system status the boot waits for, and for the home route the banners of its banner nodes
 * (with the first image preloaded). Keyed as the browser's data sources ask for them
 * (engine/api/first-data.ts), and used once each there.
 */
import type { IncomingMessage } from 'node:http';
import { bannerParams, firstDataKey } from '../../engine/api/first-data.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Queryable } from '../db/types.ts';
import { countryCode } from '../http/client-info.ts';
import { bannersOf } from './banners.ts';
import { systemStatusOf } from './system-status.ts';

export interface FirstScreenData {
  entries: Record<string, unknown>;
  /** same-origin images to preload with high priority (the likely LCP element) */
  preloadImages: string[];
}

interface NodeLike {
  type?: string;
  group?: string;
  types?: string;
  when?: unknown;
}

/** The route table's home route owns this path (its path or an alias). */
function isHome(config: TenantConfig, pathname: string): boolean {
  const home = config.routes.find((r) => r.id === 'home');
  return !!home && (home.path === pathname || (home.aliases ?? []).includes(pathname));
}

export async function firstScreenData(
  db: Queryable,
  tenantId: string,
  config: TenantConfig,
  pathname: string,
  req: IncomingMessage,
): Promise<FirstScreenData> {
  // The address is not sent: the page may sit in a cache, and the browser only reads the country.
  const status = systemStatusOf(config.operations, '', countryCode(req));
  const entries: Record<string, unknown> = { [firstDataKey('systemStatus')]: status };
  const preloadImages: string[] = [];
  if (status.status !== 0 || !isHome(config, pathname)) return { entries, preloadImages };
  const home = config.routes.find((r) => r.id === 'home')!;
  const nodes = ((config.screens as Record<string, { nodes?: NodeLike[] }>)[home.screen]?.nodes ?? []).filter(
    // a banner shown to everyone (a conditional one is left to the browser)
    (n) => n.type === 'banner' && typeof n.group === 'string' && n.when === undefined,
  );
  for (const node of nodes) {
    const params = bannerParams(node.group!, node.types);
    const list = await bannersOf(db, tenantId, params);
    entries[firstDataKey('banners', params)] = list;
    const cdns = config.settings?.imageCDNs ?? [];
    // with several CDNs the browser picks one at random: no preload it could miss
    if (preloadImages.length === 0 && list[0] && cdns.length <= 1) {
      preloadImages.push(cdns.length === 1 && list[0].url.startsWith('/') ? cdns[0].replace(/\/+$/, '') + list[0].url : list[0].url);
    }
  }
  return { entries, preloadImages };
}
