/**
 * Which tenant a request is for. In order: the X-Tenant header (the browser sends its config id),
 * the `tenant` query parameter, the `tenant` cookie (set from the query parameter, so an explicit
 * choice outlives navigation on a shared development host), the Host header matched against each
 * tenant's `hosts`, else "demo". A value naming no known tenant is skipped.
 */
import type { IncomingMessage } from 'node:http';
import { cookieValue } from '../../engine/config/cookies.ts';

const DEFAULT_TENANT = 'demo';

export interface TenantLookup {
  has(id: string): boolean;
  resolveByHost(host: string): string | undefined;
}

export type TenantSource = 'header' | 'host' | 'query' | 'cookie' | 'default';

/** The value of one cookie of the request, or undefined. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  return cookieValue(req.headers.cookie ?? '', name);
}

/** The host name of the Host header without port, lower-cased. */
function hostName(req: IncomingMessage): string {
  const host = (req.headers.host ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}

/** The tenant id of the request and which rule chose it. */
export function resolveTenant(req: IncomingMessage, url: URL, tenants: TenantLookup): { id: string; source: TenantSource } {
  const header = req.headers['x-tenant'];
  if (typeof header === 'string' && tenants.has(header)) return { id: header, source: 'header' };
  const query = url.searchParams.get('tenant');
  if (query && tenants.has(query)) return { id: query, source: 'query' };
  const cookie = readCookie(req, 'tenant');
  if (cookie && tenants.has(cookie)) return { id: cookie, source: 'cookie' };
  const byHost = tenants.resolveByHost(hostName(req));
  if (byHost && tenants.has(byHost)) return { id: byHost, source: 'host' };
  return { id: DEFAULT_TENANT, source: 'default' };
}
