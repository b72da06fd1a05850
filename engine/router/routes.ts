import type { RouteDef } from '../config/types';

/** A route table entry resolved for one path: the route and its path parameters. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  /** one of the route's paths (its path or an alias), split at "/" */
  segments: string[];
}

/** Compiles a tenant route table (paths and aliases, `:name` segments) for matching. */
export function compileRoutes(routes: RouteDef[]): CompiledRoute[] {
  return routes.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ route, segments: path.split('/') })));
}

/**
 * The parameters `path` gives a route path split into `segments` (a `:name` segment takes one
 * segment that is not empty), as sent (not decoded), or undefined when it does not match. Matched
 * segment by segment: a route path from config is never made into a regular expression, which a
 * huge one (a hostile draft in the studio) would not compile.
 */
function matchSegments(segments: readonly string[], path: string): Record<string, string> | undefined {
  const parts = path.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (!segment.startsWith(':')) {
      if (segment !== parts[i]) return undefined;
    } else if (parts[i] === '') return undefined;
    else params[segment.slice(1)] = parts[i];
  }
  return params;
}

/** Whether `path` matches the route path `routePath` (`:name` segments). */
export function pathMatches(routePath: string, path: string): boolean {
  return matchSegments(routePath.split('/'), path) !== undefined;
}

/** Finds the route for a path; undefined means the path is unknown (the shell redirects home). */
export function matchRoute(table: CompiledRoute[], path: string): RouteMatch | undefined {
  for (const entry of table) {
    const params = matchSegments(entry.segments, path);
    if (!params) continue;
    for (const key of Object.keys(params)) params[key] = decodeURIComponent(params[key]);
    return { route: entry.route, params };
  }
  return undefined;
}

/** The path of the route with this id, or undefined when the table has none (a route with parameters keeps its :names). */
export function pathOf(routes: readonly RouteDef[], id: string): string | undefined {
  return routes.find((route) => route.id === id)?.path;
}

/** Splits "/m/help?tag=tc" into its path and query parameters. */
export function splitTarget(target: string): { path: string; query: URLSearchParams } {
  const index = target.indexOf('?');
  if (index < 0) return { path: target, query: new URLSearchParams() };
  return { path: target.slice(0, index), query: new URLSearchParams(target.slice(index + 1)) };
}
