/** The answers a page carries for its first screen (engine/api/first-data.ts): one use each, for exactly the call they answer. */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/client';
import { bannerParams, createFirstData, firstDataKey, noticesParams } from '../../../engine/api/first-data';

const routes = {
  banners: { method: 'GET', path: '/api/banners' },
  systemStatus: { method: 'GET', path: '/api/system/status' },
} as const;

function fetchAnswering(value: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, code: 'OK', message: 'Success', value }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

/** An API client over `routes` whose page carried `entries`, and the network it falls back to (answering [{ id: 9 }]). */
function clientWith(entries: Record<string, unknown>, extraRoutes: Record<string, { method: string; path: string }> = {}) {
  const fetch = fetchAnswering([{ id: 9 }]);
  const api = createApiClient({
    routes: { ...routes, ...extraRoutes },
    tenantId: 'demo',
    sessionKey: () => undefined,
    fetch,
    firstData: createFirstData(entries),
  });
  return { api, fetch };
}

describe('first data', () => {
  it('answers the first call with exactly those params, once; other params and later calls go to the network', async () => {
    const params = bannerParams('m_home', 'EN');
    const { api, fetch } = clientWith({ [firstDataKey('banners', params)]: [{ id: 1 }] });
    expect(await api.call('banners', params)).toEqual([{ id: 1 }]);
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.call('banners', params)).toEqual([{ id: 9 }]);
    expect(await api.call('banners', bannerParams('m_reg', 'EN'))).toEqual([{ id: 9 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets a first render read an answer without using it up; the first call then takes it, and a POST route has none', async () => {
    const params = bannerParams('m_home', 'EN');
    const { api, fetch } = clientWith(
      { [firstDataKey('banners', params)]: [{ id: 1 }], [firstDataKey('login')]: { token: 'x' } },
      { login: { method: 'POST', path: '/api/member/login' } },
    );
    expect(api.firstAnswer('banners', params)).toEqual([{ id: 1 }]);
    expect(api.firstAnswer('banners', params)).toEqual([{ id: 1 }]);
    expect(api.firstAnswer('banners', bannerParams('m_reg', 'EN'))).toBeUndefined();
    expect(api.firstAnswer('login' as never)).toBeUndefined();
    expect(await api.call('banners', params)).toEqual([{ id: 1 }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps an answer readable by first renders after a call used it, until the first screen is left', async () => {
    const params = bannerParams('m_home', 'EN');
    const { api, fetch } = clientWith({ [firstDataKey('banners', params)]: [{ id: 1 }], [firstDataKey('systemStatus')]: { status: 0 } });
    // a watcher of the shell takes the answer before a part of the screen that hydrates late reads it
    expect(await api.call('banners', params)).toEqual([{ id: 1 }]);
    expect(api.firstAnswer('banners', params)).toEqual([{ id: 1 }]);
    expect(await api.call('banners', params)).toEqual([{ id: 9 }]);
    api.settleFirstAnswers();
    expect(api.firstAnswer('banners', params)).toBeUndefined();
    // an answer no call has used yet is still there for its first call
    expect(api.firstAnswer('systemStatus')).toEqual({ status: 0 });
    expect(await api.call('systemStatus')).toEqual({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keys calls by name and params in the order the caller writes them, as the server does', () => {
    expect(firstDataKey('systemStatus')).toBe('systemStatus?{}');
    expect(firstDataKey('banners', bannerParams('m_home', 'EN'))).toBe(
      'banners?{"types":"B,PL,PU,H","groupName":"m_home","platform":"M","language":"EN"}',
    );
    expect(firstDataKey('banners', bannerParams('m_home', 'TY', 'A'))).toBe(
      'banners?{"types":"A","groupName":"m_home","platform":"M","language":"TY"}',
    );
    expect(firstDataKey('notices', noticesParams('TY'))).toBe('notices?{"language":"TY"}');
  });
});
