import { describe, expect, it } from 'vitest';
import { compileRoutes, matchRoute, pathMatches, splitTarget } from '../../../engine/router/routes';
import base from '../../../tenants/_base/tenant.json';
import type { RouteDef } from '../../../engine/config/types';

const table = compileRoutes(base.routes as RouteDef[]);

describe('route table of the base tenant', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('maps the home alias %s to home', (path) => {
    expect(matchRoute(table, path)?.route.id).toBe('home');
  });

  it('maps register.html to the register route and the member pages to theirs', () => {
    expect(matchRoute(table, '/m/register.html')?.route.id).toBe('register');
    expect(matchRoute(table, '/m/member/home')?.route.id).toBe('memberHome');
    expect(matchRoute(table, '/m/transaction/record')?.route.id).toBe('transactionRecord');
    expect(matchRoute(table, '/m/set')?.route.id).toBe('settings');
  });

  it('extracts parameters of the lottery frame', () => {
    const match = matchRoute(table, '/m/lotto-h5/abc/Tradition/games/42');
    expect(match?.route.id).toBe('lottoFrame');
    expect(match?.params).toEqual({ mui: 'abc', playType: 'Tradition', gameId: '42' });
  });

  it('matches route paths segment by segment: characters a regular expression reads are literal, a huge path is no error', () => {
    expect(pathMatches('/m/a.b(c)*', '/m/a.b(c)*')).toBe(true);
    expect(pathMatches('/m/a.b', '/m/axb')).toBe(false);
    expect(pathMatches('/m/game/:id', '/m/game/')).toBe(false);
    expect(pathMatches('/m/game/:id', '/m/game/%E0')).toBe(true);
    const huge = `/${'y'.repeat(1_000_000)}`;
    expect(pathMatches(huge, huge)).toBe(true);
    expect(pathMatches(huge, '/m/home')).toBe(false);
    expect(matchRoute(compileRoutes([{ id: 'big', path: huge, screen: 'home' }]), '/m/home')).toBeUndefined();
  });

  it('returns nothing for unknown paths, so the shell can redirect home', () => {
    expect(matchRoute(table, '/m/nowhere')).toBeUndefined();
    expect(matchRoute(table, '/m/home/extra')).toBeUndefined();
    expect(matchRoute(table, '/m/index.htmlx')).toBeUndefined();
  });

  it('declares every route of SPEC section 2', () => {
    const paths = [
      '/m/startLottery',
      '/m/changePsw',
      '/m/agent',
      '/m/help',
      '/m/feedback',
      '/m/forget',
      '/m/notice',
      '/m/activity',
      '/m/message',
      '/m/messages',
      '/m/webEmail',
      '/m/task',
      '/m/rng',
      '/m/live',
      '/m/pvp',
      '/m/fish',
      '/m/sports',
      '/m/gameList',
      '/m/esports',
      '/m/lott',
      '/m/elott',
      '/m/hot',
      '/m/lottery',
      '/m/app',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/myAccount/index',
      '/m/inviteFriends',
      '/m/slotsCenter',
      '/m/gameCenter',
      '/m/trail',
      '/m/gameRecord',
      '/m/profitandloss',
      '/m/rewardCenter',
      '/m/securityCenter',
      '/m/mall/mallHome',
      '/m/member/benefits',
      '/m/agent/team/overview',
      '/m/member/team',
      '/m/redRain',
      '/m/agent/team/pnl',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ];
    expect(paths.filter((p) => !matchRoute(table, p))).toEqual([]);
  });
});

describe('splitTarget', () => {
  it('separates the query from the path', () => {
    const { path, query } = splitTarget('/m/gameList?gameType=RNG&type=hot');
    expect(path).toBe('/m/gameList');
    expect(query.get('gameType')).toBe('RNG');
    expect(query.get('type')).toBe('hot');
    expect(splitTarget('/m/home').query.toString()).toBe('');
  });
});
