import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/client';
import { ApiError } from '../../../engine/api/errors';
import { previewFetch } from '../../../engine/api/preview-fetch';
import type { ApiRouteDef } from '../../../engine/config/types';

const routes: Record<string, ApiRouteDef> = {
  wallet: { method: 'GET', path: '/api/wallet' },
  login: { method: 'POST', path: '/api/member/login' },
  banners: { method: 'GET', path: '/api/banners', policy: { cacheMs: 1000 } },
  unreadInbox: { method: 'GET', path: '/api/inbox/unread', policy: { throttleMs: 250, silent: true } },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function client(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ routes, tenantId: 'demo', sessionKey: () => 1, fetch, baseURL: 'http://site.test', ...extra });
}

describe('API client', () => {
  it('takes method and path from the route table and sends the tenant, the site header and the cookie, never a token', async () => {
    const fetch = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: { sumBalance: '1.00' } }));
    const value = await client(fetch as never).call('wallet', { a: 1, empty: '' } as never); // any params: the query string is what is tested
    expect(value).toEqual({ sumBalance: '1.00' });
    const [request, init] = fetch.mock.calls[0] as unknown as [string | Request, RequestInit];
    const url = typeof request === 'string' ? request : request.url;
    expect(url).toBe('http://site.test/api/wallet?a=1');
    const headers = new Headers(init.headers);
    expect(headers.get('x-tenant')).toBe('demo');
    expect(headers.get('x-requested-with')).toBe('wl');
    expect(headers.get('authorization')).toBeNull();
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('GET');
  });

  it("a studio preview frame's client sends its in-memory Bearer token and no cookie", async () => {
    const fetch = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: { sumBalance: '0.00' } }));
    await client(previewFetch('preview-token', fetch as never)).call('wallet');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer preview-token');
    expect(new Headers(init.headers).get('x-tenant')).toBe('demo');
    expect(init.credentials).toBe('omit');
    // a guest preview: no token, and still no cookie
    await client(previewFetch(undefined, fetch as never)).call('wallet');
    const [, guest] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(guest.headers).get('authorization')).toBeNull();
    expect(guest.credentials).toBe('omit');
  });

  it('sends an idempotency key as the Idempotency-Key header, bypassing any cache', async () => {
    const fetch = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: { orderNo: 'W1' } }));
    const api = client(fetch, { now: () => 0 });
    await api.call('login', { type: 'username', username: 'demo', password: 'x' }, { idempotencyKey: 'key-1' });
    await api.call('login', { type: 'username', username: 'demo', password: 'x' }, { idempotencyKey: 'key-1' });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('idempotency-key')).toBe('key-1');
  });

  it('sends a JSON body for writes', async () => {
    const fetch = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: { token: 't' } }));
    await client(fetch as never).call('login', { type: 'username', username: 'demo', password: 'x' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ type: 'username', username: 'demo', password: 'x' });
  });

  it('turns a failure envelope into an ApiError with code, message, status and value', async () => {
    const fetch = vi.fn(async () => json({ success: false, code: 'E_LOGIN_FAILED', message: 'Sorry', value: { captcha: true } }, 401));
    const error = await client(fetch as never)
      .call('login', { type: 'username', username: 'demo', password: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'E_LOGIN_FAILED', message: 'Sorry', status: 401, value: { captcha: true } });
  });

  it('rejects a body that is not an envelope as E_BAD_RESPONSE', async () => {
    const fetch = vi.fn(async () => new Response('<html>gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(client(fetch as never).call('wallet')).rejects.toMatchObject({ code: 'E_BAD_RESPONSE' });
  });

  it('reports network loss as E_NETWORK', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client(fetch as never)
      .call('wallet')
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'E_NETWORK', message: 'error.network' });
    expect((error as ApiError).isNetwork).toBe(true);
  });

  it('signals an expired session on 401 for a signed-in call', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => json({ success: false, code: 'E_UNAUTHORIZED', message: 'no', value: null }, 401));
    await expect(client(fetch as never, { onUnauthorized }).call('wallet')).rejects.toMatchObject({ code: 'E_UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects an unknown route name without calling the network', async () => {
    const fetch = vi.fn();
    // A tenant may drop a route the code names: the call is refused at run time. (The name itself
    // must be a data source: 'nope' does not compile.)
    // @ts-expect-error 'nope' is not a data source name
    await expect(client(fetch as never).call('nope')).rejects.toMatchObject({ code: 'E_NO_ROUTE' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('caches within cacheMs and throttles within throttleMs, by the injected clock', async () => {
    let now = 0;
    const fetch = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: [] }));
    const api = client(fetch, { now: () => now });
    await api.call('banners', { groupName: 'm_home' });
    await api.call('banners', { groupName: 'm_home' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await api.call('banners', { groupName: 'm_reg' });
    expect(fetch).toHaveBeenCalledTimes(2);
    now = 1001;
    await api.call('banners', { groupName: 'm_home' });
    expect(fetch).toHaveBeenCalledTimes(3);
    await api.call('unreadInbox');
    now = 1200;
    await api.call('unreadInbox');
    expect(fetch).toHaveBeenCalledTimes(4);
    now = 1300;
    await api.call('unreadInbox');
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(api.isSilent('unreadInbox')).toBe(true);
  });

  it('never caches a failure', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(async () => json({ success: false, code: 'E_INTERNAL', message: 'x', value: null }, 500))
      .mockImplementation(async () => json({ success: true, code: 'OK', message: '', value: [1] }));
    const api = client(fetch as never, { now: () => 0 });
    await expect(api.call('banners')).rejects.toMatchObject({ code: 'E_INTERNAL' });
    await expect(api.call('banners')).resolves.toEqual([1]);
  });
});
