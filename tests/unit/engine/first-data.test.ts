/** The answers a page carries for its first screen (engine/api/first-data.ts): one use each, for exactly the call they answer. */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/client';
import { bannerParams, createFirstData, firstDataKey } from '../../../engine/api/first-data';

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

describe('first data', () => {
  it('answers the first call with exactly those params, once; other params and later calls go to the network', async () => {
    const params = bannerParams('m_home');
    const fetch = fetchAnswering([{ id: 9 }]);
    const api = createApiClient({
      routes,
      tenantId: 'demo',
      getToken: () => undefined,
      fetch,
      firstData: createFirstData({ [firstDataKey('banners', params)]: [{ id: 1 }] }),
    });
    expect(await api.call('banners', params)).toEqual([{ id: 1 }]);
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.call('banners', params)).toEqual([{ id: 9 }]);
    expect(await api.call('banners', bannerParams('m_reg'))).toEqual([{ id: 9 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keys calls by name and params in the order the caller writes them, as the server does', () => {
    expect(firstDataKey('systemStatus')).toBe('systemStatus?{}');
    expect(firstDataKey('banners', bannerParams('m_home'))).toBe('banners?{"types":"B,PL,PU,H","groupName":"m_home","platform":"M"}');
    expect(firstDataKey('banners', bannerParams('m_home', 'A'))).toBe('banners?{"types":"A","groupName":"m_home","platform":"M"}');
  });
});
