/**
 * Code names routes by id and the tenant's route table gives the path (issue 9 item 7): a tenant
 * that moves its login page is followed; an id the table lacks goes home with a logged error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../../engine/actions/registry';
import type { TenantConfig } from '../../../engine/config/types';
import { createEngine } from '../../../engine/core/engine';
import { pathOf } from '../../../engine/router/routes';
import { memoryStorage } from '../../../engine/stores/storage';
import base from '../../../tenants/_base/tenant.json';

const config = { ...base, id: 'demo', messages: {}, screens: {} } as unknown as TenantConfig;

/** A guest's engine on a route table where login lives at /m/signin. */
function movedLogin() {
  const navigate = vi.fn();
  const routes = config.routes.map((route) => (route.id === 'login' ? { ...route, path: '/m/signin' } : route)) as TenantConfig['routes'];
  const engine = createEngine({
    config: { ...config, routes },
    local: memoryStorage(),
    session: memoryStorage(),
    language: 'EN',
    theme: 'dark',
    devices: [],
    navigate,
    openUrl: vi.fn(),
    fetch: vi.fn() as never,
  });
  return { engine, navigate };
}

describe('route paths by id', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pathOf finds a route by id and answers undefined for an unknown id', () => {
    expect(pathOf(config.routes, 'login')).toBe('/m/login');
    expect(pathOf(config.routes, 'lottoFrame')).toBe('/m/lotto-h5/:mui/:playType/games/:gameId');
    expect(pathOf(config.routes, 'nope')).toBeUndefined();
  });

  it("follows a tenant that moved its login page: a guest's game launch goes to the new path", async () => {
    const { engine, navigate } = movedLogin();
    expect(engine.pathTo('login')).toBe('/m/signin');
    await runAction({ action: 'launchGame', gameCategory: 'RNG', vendor: 'demo', gameId: 1 } as never, engine);
    expect(navigate).toHaveBeenCalledWith('/m/signin');
  });

  it('an id the table lacks is logged and goes home', () => {
    const { engine } = movedLogin();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(engine.pathTo('nope')).toBe(config.shell.homePath);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no route with id "nope"'));
  });
});
