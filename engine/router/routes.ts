import type { RouteDef } from '../config/types';

/** A route table entry resolved for one path: the route and its path parameters. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  keys: string[];
}

/** Compiles a tenant route table (paths and aliases, `:name` segments) for matching. */
export function compileRoutes(routes: RouteDef[]): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  for (const route of routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const keys: string[] = [];
      const source = path
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          keys.push(segment.slice(1));
          return '([^/]+)';
        })
        .join('/');
      compiled.push({ route, pattern: new RegExp(`^${source}$`), keys });
    }
  }
  return compiled;
}

/** Finds the route for a path; undefined means the path is unknown (the shell redirects home). */
export function matchRoute(table: CompiledRoute[], path: string): RouteMatch | undefined {
  for (const entry of table) {
    const found = entry.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    entry.keys.forEach((key, i) => (params[key] = decodeURIComponent(found[i + 1])));
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
