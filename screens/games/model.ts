/**
 * The game list's state rules (SPEC 2 "Game list screen", SPEC 4 "Game list data mode"), as pure
 * functions: where a list starts from its route, what each choice resets, and which call loads
 * a page. No React and no I/O, so the rules are tested on their own.
 */
import type { ApiName, Game } from '../../engine';

/** What the list shows: the category's games, its hot games, recent games, favourites or a search. */
export type ListMode = 'all' | 'hot' | 'recent' | 'fav' | 'filter';

export interface GameFilter {
  gameName: string;
  gameClassify: string;
  minBet: string;
  minLine: string;
}

export interface ListState extends GameFilter {
  /** The category: RNG, LIVE, ... or HOT (the hot entry of the menu bar). */
  gameType: string;
  /** The vendor, '' for all vendors. */
  vassalage: string;
  mode: ListMode;
  pageNo: number;
}

/** A game as the list endpoints return it (the contract's Game object, schemas/api/game.json). */
export type { Game };

/** A page of games, whichever endpoint answered. */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export interface PageSizes {
  gameList: number;
  gameListFiltered: number;
  recent: number;
  favourites: number;
}

/** Categories a list can show; ESPORTS is shown as SPORTS (SPEC 2). */
export const LIST_CATEGORIES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'HOT'] as const;

const STARTING_TABS: Record<string, ListMode> = { all: 'all', hot: 'hot', fav: 'fav', favourites: 'fav', recent: 'recent' };

export const EMPTY_FILTER: GameFilter = { gameName: '', gameClassify: '', minBet: '', minLine: '' };

/** Normalises a category name: upper case, ESPORTS as SPORTS; anything unknown is undefined. */
export function categoryOf(value: string | null | undefined): string | undefined {
  const upper = (value ?? '').trim().toUpperCase();
  const category = upper === 'ESPORTS' ? 'SPORTS' : upper;
  return (LIST_CATEGORIES as readonly string[]).includes(category) ? category : undefined;
}

/**
 * Where a list starts: the route's params win over the page query (gameType, vassalage, type);
 * malformed or missing values fall back to the default category and the 'all' tab.
 */
export function initialState(routeParams: Record<string, string | undefined>, query: URLSearchParams, defaultGameType = 'RNG'): ListState {
  const gameType = categoryOf(routeParams.gameType) ?? categoryOf(query.get('gameType')) ?? categoryOf(defaultGameType) ?? 'RNG';
  const tab = (routeParams.type ?? query.get('type') ?? '').trim().toLowerCase();
  const vendor = (query.get('vassalage') ?? '').trim();
  const mode = STARTING_TABS[tab] ?? (gameType === 'HOT' ? 'hot' : 'all');
  return {
    gameType,
    vassalage: /^[A-Za-z0-9_-]{1,40}$/.test(vendor) ? vendor : '',
    mode,
    pageNo: 1,
    ...EMPTY_FILTER,
  };
}

/** Choosing a vendor or a tab resets the list to page 1 and clears gameName, gameClassify and minBet (SPEC 4). */
function reset(state: ListState): ListState {
  return { ...state, pageNo: 1, gameName: '', gameClassify: '', minBet: '' };
}

export function chooseVendor(state: ListState, vassalage: string): ListState {
  const next = { ...reset(state), vassalage };
  // Only minLine survives the reset; a filter left with nothing to filter is the plain list.
  return { ...next, mode: next.mode === 'filter' && next.minLine === '' ? 'all' : next.mode };
}

/** A category of the menu bar: its games from page 1, all vendors. */
export function chooseCategory(state: ListState, gameType: string): ListState {
  return { ...reset(state), gameType, vassalage: '', mode: gameType === 'HOT' ? 'hot' : 'all' };
}

/** One of the buttons all, hot, favourites, recent. Favourites and recent need a session (the caller checks). */
export function chooseTab(state: ListState, mode: Exclude<ListMode, 'filter'>): ListState {
  return { ...reset(state), mode };
}

/** Applying the filter panel: filter mode on page 1 with the trimmed fields; all fields empty means all. */
export function applyFilter(state: ListState, filter: GameFilter): ListState {
  const trimmed = trimFilter(filter);
  const empty = Object.values(trimmed).every((v) => v === '');
  return { ...state, ...trimmed, pageNo: 1, mode: empty ? 'all' : 'filter' };
}

/** Clearing one filter field; clearing the last one returns to all (SPEC 4). */
export function clearFilterField(state: ListState, field: keyof GameFilter): ListState {
  const next = { ...state, [field]: '', pageNo: 1 };
  const empty = next.gameName === '' && next.gameClassify === '' && next.minBet === '' && next.minLine === '';
  return { ...next, mode: empty ? 'all' : state.mode };
}

/** Trims the fields (SPEC 5: the game name search is trimmed); a class is a lower-case slug like "video-slot". */
function trimFilter(filter: GameFilter): GameFilter {
  return {
    gameName: filter.gameName.trim(),
    gameClassify: filter.gameClassify.trim().toLowerCase().replace(/\s+/g, '-'),
    minBet: filter.minBet.trim(),
    minLine: filter.minLine.trim(),
  };
}

/** The page size of a mode (SPEC 9: 30 default, 25 filtered, 25 recent, 25 favourites). */
export function pageSizeOf(mode: ListMode, sizes: PageSizes): number {
  if (mode === 'filter') return sizes.gameListFiltered;
  if (mode === 'recent') return sizes.recent;
  if (mode === 'fav') return sizes.favourites;
  return sizes.gameList;
}

/** The data source and params that load page `pageNo` of the list (SPEC 7 "Games"). */
export function requestFor(
  state: ListState,
  pageNo: number,
  language: string,
  sizes: PageSizes,
): { name: ApiName; params: Record<string, string | number> } {
  const pageSize = pageSizeOf(state.mode, sizes);
  // HOT and FAV (the menu bar's hot and favourites entries) span every category.
  const gameType = state.gameType === 'HOT' || state.gameType === 'FAV' ? undefined : state.gameType;
  const optional = (params: Record<string, string | number | undefined>) =>
    Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  switch (state.mode) {
    case 'hot':
      return {
        name: 'hotGames',
        params: optional({ gameType, vendor: state.vassalage, language, isPlatform: 2, platform: 'html5', pageNo, pageSize }),
      };
    case 'recent':
      return { name: 'recentGames', params: optional({ page: pageNo, pageSize, gameType, language, clientType: 2 }) };
    case 'fav':
      return { name: 'favouriteList', params: optional({ pageNo, pageSize, gameType, language }) };
    case 'filter':
      return {
        name: 'gameList',
        params: optional({
          gameType: gameType ?? 'RNG',
          vassalage: state.vassalage,
          gameName: state.gameName.trim(),
          gameClassify: state.gameClassify,
          minBet: state.minBet,
          minLine: state.minLine,
          pageNo,
          pageSize,
          language,
          platform: 'html5',
          clientType: 2,
        }),
      };
    default:
      return {
        name: 'gameList',
        params: optional({
          gameType: gameType ?? 'RNG',
          vassalage: state.vassalage,
          pageNo,
          pageSize,
          language,
          platform: 'html5',
          clientType: 2,
        }),
      };
  }
}

/** Reads any of the list endpoints' answers as one page shape. */
export function toPage(value: unknown, pageNo: number): GamePage {
  const v = (value ?? {}) as { games?: Game[]; list?: Game[]; content?: Game[]; pageNum?: number; totalPages?: number };
  const games = v.games ?? v.list ?? v.content ?? [];
  return {
    games: Array.isArray(games) ? games : [],
    pageNum: typeof v.pageNum === 'number' ? v.pageNum : pageNo,
    totalPages: typeof v.totalPages === 'number' ? v.totalPages : 0,
  };
}

/** Appends a page, leaving out games already listed (a page boundary may shift while scrolling). */
export function appendPage(games: Game[], page: Game[]): Game[] {
  const seen = new Set(games.map((g) => g.nodeId));
  return [...games, ...page.filter((g) => !seen.has(g.nodeId))];
}

/** Whether another page may be loaded: more pages exist and none is loading. */
export function hasMore(pageNum: number, totalPages: number): boolean {
  return pageNum < totalPages;
}
