import { createFetch, ofetch, type FetchError } from 'ofetch';
import type { ApiRouteDef } from '../config/types';
import { ApiError, unwrapEnvelope } from './errors';
import type { FirstData } from './first-data';
import { createPolicyGate } from './policy';
import type { ApiName, ParamsOf, ResponseOf } from './sources';

export interface ApiClientOptions {
  routes: Record<string, ApiRouteDef | undefined>;
  tenantId: string;
  /**
   * The current session's key (the member id), undefined when signed out: it keeps cached answers
   * apart, and a 401 to a call made while signed in ends the session (onUnauthorized). The
   * session itself is the HttpOnly cookie the browser sends; script never holds it.
   */
  sessionKey: () => string | number | undefined;
  /** Called when a call made while signed in is refused with 401 (expired or revoked session). */
  onUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  baseURL?: string;
  timeoutMs?: number;
  /** answers the server sent with the page, used once each (first-data.ts) */
  firstData?: FirstData;
  /** the X-Device header of every call: OTHERS for the installed app (SPEC 3), none in a browser tab */
  device?: string;
}

export type ApiParams = Record<string, string | number | boolean | undefined | null | object>;

/**
 * How one call is sent: a money-moving call's idempotency key (the Idempotency-Key header), or a
 * body in place of the params with its own headers (the sealed login: engine/api/login-seal.ts).
 */
interface CallOptions {
  idempotencyKey?: string;
  sealed?: { headers: Record<string, string>; body: Record<string, string> };
}

/** Calls a named data source: method and path from the route table, envelope unwrapped. */
export function createApiClient(options: ApiClientOptions) {
  const gate = createPolicyGate(options.now ?? Date.now);
  const base = options.fetch
    ? createFetch({ fetch: options.fetch, Headers: globalThis.Headers, AbortController: globalThis.AbortController })
    : ofetch;
  const $fetch = base.create({ baseURL: options.baseURL ?? '', retry: 0, timeout: options.timeoutMs ?? 15000, ignoreResponseError: true });

  async function send<T>(
    name: string,
    route: ApiRouteDef,
    params: ApiParams | undefined,
    { idempotencyKey, sealed }: CallOptions = {},
  ): Promise<T> {
    const signedIn = options.sessionKey() !== undefined;
    // X-Requested-With: the site's own call (its CSRF check, and an answer without a token: server/http/csrf.ts)
    const headers: Record<string, string> = {
      'X-Tenant': options.tenantId,
      Accept: 'application/json',
      'X-Requested-With': 'wl',
      ...sealed?.headers,
    };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    if (options.device) headers['X-Device'] = options.device;
    const isRead = route.method === 'GET';
    const query = isRead ? stripEmpty(params) : undefined;
    let response;
    try {
      response = await $fetch.raw(route.path, {
        method: route.method,
        headers,
        query,
        body: isRead ? undefined : sealed ? sealed.body : route.encoding === 'form' ? formBody(params) : (params ?? {}),
        // the session cookie (a studio preview frame's fetch sends its own Bearer token instead: engine/api/preview-fetch.ts)
        credentials: 'same-origin',
        responseType: 'json',
      });
    } catch (error) {
      const cause = error as FetchError;
      if (cause?.name === 'AbortError' || /timeout|aborted/i.test(String(cause?.message))) {
        throw new ApiError('E_TIMEOUT', 'error.slow');
      }
      if (cause?.response) throw new ApiError('E_BAD_RESPONSE', 'error.unknown', cause.response.status);
      throw new ApiError('E_NETWORK', 'error.network');
    }
    try {
      return unwrapEnvelope<T>(response._data, response.status);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && signedIn && name !== 'login') options.onUnauthorized?.();
      throw error;
    }
  }

  return {
    /**
     * Calls the data source `name` with params (query for GET, else a body: JSON, or form encoded
     * when its route's encoding is "form"); typed by its
     * schema. A money-moving call passes its idempotency key, sent as the Idempotency-Key header.
     */
    call<Name extends ApiName>(name: Name, params?: ParamsOf<Name>, call: CallOptions = {}): Promise<ResponseOf<Name>> {
      const route = options.routes[name];
      if (!route) return Promise.reject(new ApiError('E_NO_ROUTE', `No API route named ${name}`));
      if (call.idempotencyKey || call.sealed) return send(name, route, params as ApiParams | undefined, call);
      const sent = route.method === 'GET' ? options.firstData?.take(name, params) : undefined;
      if (sent) return Promise.resolve(sent.value as ResponseOf<Name>);
      const key = `${name}?${JSON.stringify(params ?? {})}|${options.sessionKey() ?? ''}`;
      return gate.run(key, route.policy, () => send(name, route, params as ApiParams | undefined));
    },
    /**
     * The answer the server sent with the page for this GET call, without using it up (see
     * FirstData.peek): a data source's first render shows it, so server-rendered markup and the
     * browser's first render agree.
     */
    firstAnswer<Name extends ApiName>(name: Name, params?: ParamsOf<Name>): ResponseOf<Name> | undefined {
      if (options.routes[name]?.method !== 'GET') return undefined;
      return options.firstData?.peek(name, params)?.value as ResponseOf<Name> | undefined;
    },
    /** The first screen is left: its answers already used are no longer read (FirstData.settle). */
    settleFirstAnswers(): void {
      options.firstData?.settle();
    },
    /** True when the named call is configured as silent (no error toast). */
    isSilent(name: string): boolean {
      return options.routes[name]?.policy?.silent === true;
    },
    invalidate: (name?: string) => gate.invalidate(name),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A form-encoded body (a route's encoding "form", SPEC 7's set head icon): the params' fields as text, empty ones left out. */
function formBody(params: ApiParams | undefined): URLSearchParams {
  return new URLSearchParams(stripEmpty(params));
}

function stripEmpty(params: ApiParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return query;
}
