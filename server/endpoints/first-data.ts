/**
 * What the server sends with a page so its first screen paints with no API round trip (issue 11):
 * the system status the boot waits for, and for the home route the banners of its banner nodes
 * (with the first image preloaded). Keyed as the browser's data sources ask for them
 * (engine/api/first-data.ts), and used once each there.
 */
import type { IncomingMessage } from 'node:http';
import { bannerParams, firstDataKey, hotGamesParams, noticesParams } from '../../engine/api/first-data.ts';
import type { TenantConfig } from '../../engine/config/types.ts';
import { gateFor } from '../../engine/status/status.ts';
import type { Db } from '../db/types.ts';
import type { AuthedMember } from '../http/auth.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';
import { countryCode } from '../http/client-info.ts';
import { bannersOf } from './banners.ts';
import { viewerOf } from '../content/visibility.ts';
import type { ApiHandler } from '../http/handler.ts';
import { answerAs } from './answer-as.ts';
import { notices } from './notices.ts';
import { vendors } from './vendors.ts';
import { hotGames } from './games.ts';
import { systemStatusOf } from './system-status.ts';

export interface FirstScreenData {
  entries: Record<string, unknown>;
  /** same-origin images to preload with high priority (the likely LCP element) */
  preloadImages: string[];
  /** the page is the home and the site shows the app (no maintenance or region gate): it may be server-rendered */
  home: boolean;
  /** the site shows the app (no maintenance or region gate): a member's page may be server-rendered */
  app: boolean;
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
  db: Db,
  tenantId: string,
  config: TenantConfig,
  pathname: string,
  req: IncomingMessage,
  /** the language the page starts in (server/static/first-screen.ts), for language-dependent calls */
  language: string = config.languages.default,
  /** the member of the page's session (server/endpoints/member-screen.ts); none for a guest */
  member?: AuthedMember,
): Promise<FirstScreenData> {
  const guest = member === undefined;
  // The address is not sent: the page may sit in a cache, and the browser only reads the country.
  const status = systemStatusOf(config.operations, '', countryCode(req));
  const entries: Record<string, unknown> = { [firstDataKey('systemStatus')]: status };
  const preloadImages: string[] = [];
  const app = status.status === 0 && gateFor(status) === 'app';
  if (!app || !isHome(config, pathname)) return { entries, preloadImages, home: false, app };
  const home = config.routes.find((r) => r.id === 'home')!;
  // nodes shown to everyone (a conditional one is left to the browser)
  const shown = ((config.screens as Record<string, { nodes?: NodeLike[] }>)[home.screen]?.nodes ?? []).filter((n) => n.when === undefined);
  const context = { db, tenantId, config, req, now: new Date() };
  const guestAnswer = (handler: ApiHandler, params: object) => answerAs(handler, params, context, null);
  // The marquee's announcements and the game entry's first section (vendors and hot games).
  // (A member's announcements carry read flags: theirs are left to the browser's own call.)
  if (guest && shown.some((n) => n.type === 'marquee')) {
    entries[firstDataKey('notices', noticesParams(language))] = await guestAnswer(notices, noticesParams(language));
  }
  if (shown.some((n) => n.type === 'gameEntry')) {
    const params = hotGamesParams(language, config.constants.pageSizes.gridChunk);
    const [vendorList, hot] = await Promise.all([guestAnswer(vendors, {}), guestAnswer(hotGames, params)]);
    entries[firstDataKey('vendors')] = vendorList;
    entries[firstDataKey('hotGames', params)] = hot;
  }
  const bannerNodes = shown.filter((n) => n.type === 'banner' && typeof n.group === 'string');
  // a member on a break gets the service banners only (issue 29), as the banners call would answer
  const serviceOnly = member !== undefined && bannerNodes.length > 0 && (await isOnBreak(db, member.memberId, context.now));
  for (const node of bannerNodes) {
    const params = bannerParams(node.group!, language, node.types);
    const list = await bannersOf(db, tenantId, config, params, { viewer: viewerOf(config, member), now: context.now, serviceOnly });
    entries[firstDataKey('banners', params)] = list;
    const cdns = config.settings?.imageCDNs ?? [];
    // with several CDNs the browser picks one at random: no preload it could miss
    if (preloadImages.length === 0 && list[0] && cdns.length <= 1) {
      preloadImages.push(cdns.length === 1 && list[0].url.startsWith('/') ? cdns[0].replace(/\/+$/, '') + list[0].url : list[0].url);
    }
  }
  return { entries, preloadImages, home: true, app };
}
