import { describe, expect, it } from 'vitest';
import {
  appendPage,
  applyFilter,
  categoryOf,
  chooseCategory,
  chooseTab,
  chooseVendor,
  clearFilterField,
  initialState,
  pageSizeOf,
  requestFor,
  toPage,
  type Game,
  type ListState,
} from '../../../screens/games/model';

const sizes = { gameList: 30, gameListFiltered: 25, recent: 25, favourites: 25 };
const q = (text: string) => new URLSearchParams(text);
const game = (nodeId: number): Game => ({
  nodeId,
  nodeName: `n${nodeId}`,
  gameName: `g${nodeId}`,
  displayName: 'V',
  vassalage: 'PG',
  showIcon: true,
  iconUrl: '',
  roomId: null,
  supportPlay: true,
  gameType: 'RNG',
  gameId: String(nodeId),
  gameCode: `c${nodeId}`,
  isGameH5: true,
  freeplay: false,
  lottoMode: null,
  accountTypeName: 'PG',
  mobileLargeIcon: '',
  mobileSmallIcon: '',
});
const filtered: ListState = {
  gameType: 'RNG',
  vassalage: 'PG',
  mode: 'filter',
  pageNo: 3,
  gameName: 'dragon',
  gameClassify: 'classic',
  minBet: '1',
  minLine: '20',
};

describe('initialState: where a game list starts', () => {
  it('takes the category from the route params before the query', () => {
    expect(initialState({ gameType: 'LIVE' }, q('gameType=FISH'), 'RNG').gameType).toBe('LIVE');
    expect(initialState({}, q('gameType=FISH&vassalage=JDB'), 'RNG')).toMatchObject({
      gameType: 'FISH',
      vassalage: 'JDB',
      mode: 'all',
      pageNo: 1,
    });
  });
  it('treats ESPORTS as SPORTS, case-insensitively', () => {
    expect(initialState({}, q('gameType=esports'), 'RNG').gameType).toBe('SPORTS');
    expect(categoryOf('ESPORTS')).toBe('SPORTS');
  });
  it('falls back to the default category and the all tab for malformed or missing values', () => {
    expect(initialState({}, q(''), 'RNG')).toMatchObject({ gameType: 'RNG', vassalage: '', mode: 'all' });
    expect(initialState({}, q('gameType=%3Cscript%3E&type=bogus&vassalage=a%20b%22'), 'RNG')).toMatchObject({
      gameType: 'RNG',
      vassalage: '',
      mode: 'all',
    });
    expect(initialState({}, q('gameType=&gameType=LIVE'), 'LIVE').gameType).toBe('LIVE');
  });
  it('opens the starting tab from type (hot, fav, recent) and hot mode for the HOT route', () => {
    expect(initialState({}, q('gameType=RNG&type=hot'), 'RNG').mode).toBe('hot');
    expect(initialState({}, q('type=fav'), 'RNG').mode).toBe('fav');
    expect(initialState({}, q('type=recent'), 'RNG').mode).toBe('recent');
    expect(initialState({ gameType: 'HOT', type: 'hot' }, q(''), 'RNG')).toMatchObject({ gameType: 'HOT', mode: 'hot' });
  });
});

describe('reset rules of SPEC 4', () => {
  it('choosing a vendor resets to page 1 and clears gameName, gameClassify and minBet', () => {
    const next = chooseVendor(filtered, 'JILI');
    expect(next).toMatchObject({ vassalage: 'JILI', pageNo: 1, gameName: '', gameClassify: '', minBet: '', minLine: '20', mode: 'filter' });
    expect(chooseVendor({ ...filtered, minLine: '' }, 'JILI').mode).toBe('all');
    expect(chooseVendor({ ...filtered, mode: 'hot' }, '').mode).toBe('hot');
  });
  it('choosing a tab resets to page 1 and clears gameName, gameClassify and minBet', () => {
    expect(chooseTab(filtered, 'hot')).toMatchObject({
      mode: 'hot',
      pageNo: 1,
      gameName: '',
      gameClassify: '',
      minBet: '',
      vassalage: 'PG',
    });
    expect(chooseTab(filtered, 'all').mode).toBe('all');
  });
  it('choosing a category lists all its vendors from page 1; HOT opens hot mode', () => {
    expect(chooseCategory(filtered, 'LIVE')).toMatchObject({ gameType: 'LIVE', vassalage: '', mode: 'all', pageNo: 1, gameName: '' });
    expect(chooseCategory(filtered, 'HOT').mode).toBe('hot');
  });
  it('applying a filter sets filter mode on page 1 with trimmed values; an empty filter is all', () => {
    const state = initialState({}, q(''), 'RNG');
    expect(applyFilter({ ...state, pageNo: 4 }, { gameName: '  fortune ', gameClassify: '', minBet: '', minLine: '' })).toMatchObject({
      mode: 'filter',
      gameName: 'fortune',
      pageNo: 1,
    });
    expect(applyFilter(state, { gameName: '   ', gameClassify: '', minBet: '', minLine: '' }).mode).toBe('all');
  });
  it('clearing the last filter field returns to all, clearing another keeps filter mode', () => {
    const one = clearFilterField(filtered, 'gameName');
    expect(one).toMatchObject({ mode: 'filter', gameName: '', pageNo: 1 });
    const last = clearFilterField(clearFilterField(clearFilterField(one, 'gameClassify'), 'minBet'), 'minLine');
    expect(last.mode).toBe('all');
  });
});

describe('requestFor: the call that loads a page', () => {
  const base = initialState({}, q('gameType=RNG&vassalage=PG'), 'RNG');
  it('all: gameList with the default page size 30, platform html5 and clientType 2', () => {
    expect(requestFor(base, 2, 'EN', sizes)).toEqual({
      name: 'gameList',
      params: { gameType: 'RNG', vassalage: 'PG', pageNo: 2, pageSize: 30, language: 'EN', platform: 'html5', clientType: 2 },
    });
  });
  it('filter: gameList with the filter fields and page size 25', () => {
    expect(applyFilter(filtered, { gameName: ' a ', gameClassify: ' Video Slot ', minBet: '1', minLine: '' }).gameClassify).toBe(
      'video-slot',
    );
    expect(requestFor(filtered, 1, 'TY', sizes).params).toMatchObject({
      gameName: 'dragon',
      gameClassify: 'classic',
      minBet: '1',
      minLine: '20',
      pageSize: 25,
      language: 'TY',
    });
  });
  it('hot, recent and favourites use their own calls and sizes; HOT spans every category', () => {
    expect(requestFor({ ...base, mode: 'hot' }, 1, 'EN', sizes)).toEqual({
      name: 'hotGames',
      params: { gameType: 'RNG', vendor: 'PG', language: 'EN', isPlatform: 2, platform: 'html5', pageNo: 1, pageSize: 30 },
    });
    expect(requestFor({ ...base, gameType: 'HOT', vassalage: '', mode: 'hot' }, 1, 'EN', sizes).params).not.toHaveProperty('gameType');
    expect(requestFor({ ...base, mode: 'recent' }, 3, 'EN', sizes)).toEqual({
      name: 'recentGames',
      params: { page: 3, pageSize: 25, gameType: 'RNG', language: 'EN', clientType: 2 },
    });
    expect(requestFor({ ...base, mode: 'fav' }, 1, 'EN', sizes)).toEqual({
      name: 'favouriteList',
      params: { pageNo: 1, pageSize: 25, gameType: 'RNG', language: 'EN' },
    });
    expect(pageSizeOf('fav', { ...sizes, favourites: 15 })).toBe(15);
  });
});

describe('pages', () => {
  it('reads games, list and content answers as one page shape', () => {
    expect(toPage({ games: [game(1)], pageNum: 1, totalPages: 4 }, 1)).toEqual({ games: [game(1)], pageNum: 1, totalPages: 4 });
    expect(toPage({ list: [game(2)], totalPages: 2 }, 2)).toEqual({ games: [game(2)], pageNum: 2, totalPages: 2 });
    expect(toPage({ content: [game(3)], pageNum: 1, totalPages: 1 }, 1).games).toHaveLength(1);
    expect(toPage(null, 1)).toEqual({ games: [], pageNum: 1, totalPages: 0 });
  });
  it('appends a page without repeating games already listed', () => {
    expect(appendPage([game(1), game(2)], [game(2), game(3)]).map((g) => g.nodeId)).toEqual([1, 2, 3]);
  });
});
