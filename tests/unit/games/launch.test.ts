import { describe, expect, it } from 'vitest';
import { isLotteryLaunch, launchRequestFor, lottoFramePath, prizeModeFor, sameOriginPath } from '../../../engine/actions/launch';

const sorting = (elott: string[]) => [
  { gameCategory: 'LOTT', vendorNames: [{ vassalage: 'TCG_SEA' }, { vassalage: 'LOTT' }] },
  { gameCategory: 'ELOTT', vendorNames: elott.map((vassalage) => ({ vassalage })) },
];

describe('launch rules', () => {
  it('prize mode: SEA for TCG_SEA, ELOTT when the mapping has ELOTT with TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeFor('TCG_SEA', sorting(['TCG_LOTTO_VN']))).toBe('SEA');
    expect(prizeModeFor('LOTT', sorting(['TCG_LOTTO_VN']))).toBe('ELOTT');
    expect(prizeModeFor('ELOTT', sorting(['LOTT']))).toBe('ELOTT');
    expect(prizeModeFor('LOTT', sorting(['ELOTT']))).toBe('LOTT');
    expect(prizeModeFor('LOTT', [])).toBe('LOTT');
  });
  it('lottery categories and lottery vendors go through the lottery frame', () => {
    expect(isLotteryLaunch('LOTT', 'X')).toBe(true);
    expect(isLotteryLaunch('ELOTT', undefined)).toBe(true);
    expect(isLotteryLaunch('RNG', 'TCG_LOTTO_VN')).toBe(true);
    expect(isLotteryLaunch('RNG', 'PG')).toBe(false);
  });
  it('builds the lottery frame route with prize_mode and pageBack only from home', () => {
    expect(lottoFramePath({ mui: 'm 1', playType: 'trad', gameId: 7, prizeMode: 'ELOTT' }, false)).toBe(
      '/m/lotto-h5/m%201/trad/games/7?prize_mode=ELOTT',
    );
    expect(lottoFramePath({ mui: 'abc', playType: 'ent', gameId: 'g', prizeMode: 'LOTT' }, true)).toBe(
      '/m/lotto-h5/abc/ent/games/g?prize_mode=LOTT&pageBack=1',
    );
  });
  it('follows only same-origin launch URLs', () => {
    expect(sameOriginPath('/demo-game/?launch=abc', 'http://site.test')).toBe('/demo-game/?launch=abc');
    expect(sameOriginPath('http://site.test/demo-game/?launch=abc', 'http://site.test')).toBe('/demo-game/?launch=abc');
    expect(sameOriginPath('https://evil.example/x', 'http://site.test')).toBeUndefined();
    expect(sameOriginPath('//evil.example/x', 'http://site.test')).toBeUndefined();
  });

  it('a game of any list launches by its type (or the list category), vendor, ids, code and lottery mode', () => {
    const game = { gameType: 'LOTT', vassalage: 'TCG_SEA', gameId: 'L-1', nodeId: 42, gameCode: 'SEA_5D', lottoMode: 'ent' };
    expect(launchRequestFor(game)).toEqual({
      gameCategory: 'LOTT',
      vendor: 'TCG_SEA',
      gameId: 'L-1',
      nodeId: 42,
      gameCode: 'SEA_5D',
      playType: 'ent',
    });
    expect(launchRequestFor({ ...game, gameType: '', lottoMode: null }, 'ELOTT')).toMatchObject({
      gameCategory: 'ELOTT',
      playType: 'trad',
    });
    // A winner's game names its category and vendor in those words.
    expect(launchRequestFor({ gameCategory: 'RNG', vendor: 'PG', gameId: 'R-1', nodeId: '7' })).toMatchObject({
      gameCategory: 'RNG',
      vendor: 'PG',
      nodeId: '7',
    });
  });
});
