/**
 * Game launch (SPEC 2, 6, 9): a session is needed (else /m/login); a loading toast shows for the
 * game-load time; lottery games open the lottery frame route, every other game navigates the
 * window to the launch URL the server returns, which carries the site's language and theme.
 */
import { prizeModeOf, type PrizeMode } from '../config/prize-mode';
import { ApiError } from '../api/errors';
import type { ParamsOf } from '../api/sources';
import type { Engine } from '../core/engine';
import type { GameCategory, LaunchGameAction } from '../config/types.gen';
import { siteGateway } from '../config/gateway';

/** What a launch needs: the launchGame action's params; a tile passes its game, a configured action its params. */
export type LaunchRequest = Omit<LaunchGameAction, 'action'>;

/** The game fields a launch reads (SPEC 3, Game), as any list has them: game list, home blocks, winners. */
export interface LaunchableGame {
  gameType?: string;
  gameCategory?: string;
  vassalage?: string;
  vendor?: string;
  gameId: string | number;
  nodeId: string | number;
  gameCode?: string;
  lottoMode?: string | null;
}

/** The launch of a game from a list; `category` stands in for a game without a type (a one-category list). */
export function launchRequestFor(game: LaunchableGame, category?: string): LaunchRequest {
  return {
    // A game's type is its category (SPEC 3).
    gameCategory: (game.gameCategory ?? (game.gameType || category || '')) as GameCategory,
    vendor: game.vendor ?? game.vassalage,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    playType: game.lottoMode === 'ent' ? 'ent' : 'trad',
  };
}

interface VendorSorting {
  sorting: { gameCategory: string; vendorNames: { vassalage: string }[] }[];
}

/** Lottery vendors (SPEC 9). */
const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];
const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'];

/** True when the game opens in the lottery frame: a lottery category or a lottery vendor. */
export function isLotteryLaunch(gameCategory: string, vendor: string | undefined): boolean {
  return LOTTERY_CATEGORIES.includes(gameCategory) || (vendor !== undefined && LOTTERY_VENDORS.includes(vendor));
}

/** The prize mode (SPEC 9, engine/config/prize-mode.ts) of a vendor, read from the vendor mapping. */
export function prizeModeFor(vendor: string | undefined, sorting: VendorSorting['sorting']): PrizeMode {
  const elott = sorting.find((entry) => entry.gameCategory === 'ELOTT');
  return prizeModeOf(vendor, elott?.vendorNames.map((v) => v.vassalage) ?? []);
}

/** The lottery frame route for a lottery launch's answer. */
export function lottoFramePath(
  launch: { mui: string; playType: string; gameId: string | number; prizeMode: string },
  pageBack: boolean,
): string {
  const query = new URLSearchParams({ prize_mode: launch.prizeMode });
  if (pageBack) query.set('pageBack', '1');
  const segment = (value: string | number) => encodeURIComponent(String(value));
  return `/m/lotto-h5/${segment(launch.mui)}/${segment(launch.playType)}/games/${segment(launch.gameId)}?${query}`;
}

/** A launch URL is followed only when it stays on this site (the contract promises same-origin URLs). */
export function sameOriginPath(url: string, origin: string): string | undefined {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.pathname + target.search + target.hash : undefined;
  } catch {
    return undefined;
  }
}

/** The message key to show for a failed launch: error.<code> when the tenant has it, else the server's message. */
function failureMessage(engine: Engine, error: unknown): string {
  const failure = error instanceof ApiError ? error : new ApiError('E_UNKNOWN', 'error.unknown');
  const messages = (engine.config.messages[engine.ui.getState().language] ?? {}) as Record<string, string>;
  if (messages[`error.${failure.code}`]) return `error.${failure.code}`;
  if (messages[failure.message]) return failure.message;
  return failure.isNetwork ? 'error.network' : 'game.launchFailed';
}

/** Launches a game; resolves once the browser has been sent on its way (or the failure shown). */
export async function launchGame(request: LaunchRequest, engine: Engine): Promise<void> {
  if (!engine.session.signedIn()) {
    engine.navigate(engine.pathTo('login'));
    return;
  }
  const hide = engine.ui.toast('loading', 'game.loading', engine.config.constants.toast.gameLoadMs);
  try {
    const gameCategory = request.gameCategory === 'ESPORTS' ? 'SPORTS' : request.gameCategory;
    const needsSorting = !request.vendor || isLotteryLaunch(gameCategory, request.vendor);
    const sorting = needsSorting ? (await engine.api.call('vendors')).sorting : [];
    // Without a vendor (COCKFIGHT and ELOTT in the side menu) the category's first vendor is launched.
    const vendor = request.vendor ?? sorting.find((entry) => entry.gameCategory === gameCategory)?.vendorNames[0]?.vassalage;
    if (!vendor) throw new ApiError('E_NOT_FOUND', 'game.launchFailed');

    if (isLotteryLaunch(gameCategory, vendor)) {
      const gameCode = request.gameCode ?? (await firstGameCode(engine, gameCategory as ParamsOf<'gameList'>['gameType'], vendor));
      const launch = await engine.api.call('lotteryLaunch', {
        vendor: vendor as ParamsOf<'lotteryLaunch'>['vendor'], // isLotteryLaunch accepted it
        gameCode,
        prizeMode: prizeModeFor(vendor, sorting),
        playType: request.playType ?? 'trad',
      });
      hide();
      engine.navigate(lottoFramePath(launch, request.pageBack === true));
      return;
    }

    const { language, theme } = engine.ui.getState();
    const { url } = await engine.api.call('launchGame', {
      // A tile or action launches a game of a real category; HOT, JACKPOT and PROMO only group
      // games in menus, and the server refuses them (400) should a config ever send one.
      gameCategory: gameCategory as ParamsOf<'launchGame'>['gameCategory'],
      vendor,
      gameId: request.gameId,
      // The API takes the node id as a number; a configured action or a tile may hold it as text.
      nodeId: request.nodeId === undefined ? undefined : Number(request.nodeId),
      supportFreePlay: request.supportFreePlay,
      language,
      theme,
      gateway: siteGateway(engine.config),
    });
    const path = sameOriginPath(url, window.location.origin);
    if (!path) throw new ApiError('E_BAD_RESPONSE', 'game.launchFailed');
    engine.openUrl(path, '_self');
  } catch (error) {
    hide();
    engine.ui.toast(
      error instanceof ApiError && error.isNetwork ? 'offline' : 'fail',
      failureMessage(engine, error),
      engine.config.constants.toast.shortMs,
    );
  }
}

/** A lottery vendor launched without a game (from a menu): its first game's code. */
async function firstGameCode(engine: Engine, gameType: ParamsOf<'gameList'>['gameType'], vendor: string): Promise<string> {
  const page = await engine.api.call('gameList', {
    gameType,
    vassalage: vendor,
    pageNo: 1,
    pageSize: 1,
    language: engine.ui.getState().language,
    platform: 'html5',
    clientType: 2,
  });
  const code = page.games[0]?.gameCode;
  if (!code) throw new ApiError('E_NOT_FOUND', 'game.launchFailed');
  return code;
}
