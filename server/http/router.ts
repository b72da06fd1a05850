/**
 * A small router for the API. Handlers are mounted by name at the method and path that the
 * route table of tenants/_base/tenant.json (api.routes) gives that name, so paths live in config.
 * A path segment written ":name" matches any one segment and is handed to the handler.
 */
import { validatorIds } from '../generated/validators.ts';
import type { ApiHandler } from './handler.ts';

export interface RouteSpec {
  method: string;
  path: string;
}

export type RouteMatch =
  | { kind: 'found'; name: string; handler: ApiHandler; params: Record<string, string> }
  | { kind: 'unimplemented'; name: string }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

export class RouteTableError extends Error {
  readonly code = 'E_ROUTE_TABLE';
}

interface Mounted {
  name: string;
  method: string;
  segments: string[];
  handler: ApiHandler | undefined;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) {
      try {
        params[pattern[i].slice(1)] = decodeURIComponent(actual[i]);
      } catch {
        return null;
      }
    } else if (pattern[i] !== actual[i]) {
      return null;
    }
  }
  return params;
}

export interface ApiRouter {
  match(method: string, pathname: string): RouteMatch;
  /** route names of the table that have no handler yet (answered with 404 E_NOT_FOUND) */
  unimplemented(): string[];
}

/**
 * Mounts handlers at their routes. Every handler must have a route (a handler the config cannot
 * reach is a mistake), be mounted under its own name, and find every schema it needs, all checked
 * once at start; routes without a handler are allowed, for endpoints of later issues.
 */
export function createApiRouter(routes: Record<string, RouteSpec>, handlers: Record<string, ApiHandler>): ApiRouter {
  const schemas = new Set(validatorIds());
  for (const [name, handler] of Object.entries(handlers)) {
    if (!routes[name]) throw new RouteTableError(`Handler "${name}" has no entry in api.routes of tenants/_base/tenant.json`);
    if (handler.name !== name) throw new RouteTableError(`The route "${name}" is given the handler of "${handler.name}"`);
    // A missing schema would otherwise start and throw on every call of the endpoint.
    for (const id of [handler.query, handler.body])
      if (id !== undefined && !schemas.has(id))
        throw new RouteTableError(
          `The route "${name}" needs the schema "${id}", which has no validator: add schemas/${id}.json and run npm run gen:validators`,
        );
  }
  const mounted: Mounted[] = Object.entries(routes).map(([name, spec]) => ({
    name,
    method: spec.method.toUpperCase(),
    segments: segmentsOf(spec.path),
    handler: handlers[name],
  }));
  return {
    match(method, pathname) {
      const actual = segmentsOf(pathname);
      const allowed: string[] = [];
      for (const route of mounted) {
        const params = matchSegments(route.segments, actual);
        if (!params) continue;
        if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) {
          allowed.push(route.method);
          continue;
        }
        if (!route.handler) return { kind: 'unimplemented', name: route.name };
        return { kind: 'found', name: route.name, handler: route.handler, params };
      }
      return allowed.length > 0 ? { kind: 'method', allowed } : { kind: 'none' };
    },
    unimplemented: () => mounted.filter((r) => !r.handler).map((r) => r.name),
  };
}
