import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { runAction } from '../actions/registry';
import { evaluate } from '../config/conditions';
import type { Action, Condition } from '../config/types';
import { compileRoutes, matchRoute, splitTarget, type RouteMatch } from '../router/routes';
import type { ApiName, ParamsOf, ResponseOf } from '../api/sources';
import type { Engine } from '../core/engine';

const EngineContext = createContext<Engine | null>(null);
const RouteContext = createContext<RouteMatch | undefined>(undefined);

export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

export function RouteProvider({ match, children }: { match: RouteMatch | undefined; children: ReactNode }) {
  return <RouteContext.Provider value={match}>{children}</RouteContext.Provider>;
}

/** The engine of the current tenant. */
export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside EngineProvider');
  return engine;
}

/** The route the current screen was matched by. */
export const useRoute = () => useContext(RouteContext);

type StoreState<S> = S extends { getState: () => infer T } ? T : never;

/** Subscribes to one slice of the session store. */
export function useSession<T>(select: (s: StoreState<Engine['session']>) => T): T {
  return useStore(useEngine().session, select);
}

/** Subscribes to one slice of the account store (member, wallet, unread). */
export function useAccount<T>(select: (s: StoreState<Engine['account']>) => T): T {
  return useStore(useEngine().account, select);
}

/**
 * Whether the engine's own controls may offer the route `id` to this member: not a route the
 * tenant's table marks closedOnBreak while the member is on a responsible-gaming break (issue 29).
 */
export function useRouteOffered(): (id: string) => boolean {
  const engine = useEngine();
  const onBreak = useAccount((s) => s.member?.onBreak === true);
  return useCallback(
    (id: string) => !(onBreak && engine.config.routes.some((route) => route.id === id && route.closedOnBreak === true)),
    [engine, onBreak],
  );
}

/** Subscribes to one slice of the interface store. */
export function useUi<T>(select: (s: StoreState<Engine['ui']>) => T): T {
  return useStore(useEngine().ui, select);
}

/** The compiled route table of the tenant. */
export function useRouteTable() {
  const { config } = useEngine();
  return useMemo(() => compileRoutes(config.routes), [config.routes]);
}

/** True when a configured target (a path, maybe with a query) leads to the current route. */
export function useIsCurrentTarget(): (target: string) => boolean {
  const table = useRouteTable();
  const current = useRoute()?.route.id;
  return (target) => current !== undefined && matchRoute(table, splitTarget(target).path)?.route.id === current;
}

/** Evaluates a condition against the live session, member and route. */
export function useCondition(condition: Condition | undefined): boolean {
  const engine = useEngine();
  const routeId = useRoute()?.route.id;
  useSession((s) => s.info?.id);
  useAccount((s) => s.member);
  return evaluate(condition, engine.conditionContext(routeId));
}

/** Returns a stable function that runs a configured action in the current route. */
export function useAction(): (action: Action) => void {
  const engine = useEngine();
  const routeId = useRoute()?.route.id;
  return useCallback((action: Action) => void runAction(action, engine, routeId), [engine, routeId]);
}

export interface DataState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads a named data source, typed by its schemas (no type argument: the answer is the schema's
 * response, see schemas/README.md). Re-fetches when params (compared as JSON), the session (its member) or
 * `deps` change. Errors are reported once through the engine's error policy; a failed load is
 * retried when the browser comes back online.
 */
export function useDataSource<Name extends ApiName>(
  name: Name,
  params?: ParamsOf<Name>,
  options: { enabled?: boolean; deps?: unknown[] } = {},
): DataState<ResponseOf<Name>> {
  const engine = useEngine();
  const member = useSession((s) => s.info?.id);
  const key = JSON.stringify(params ?? {});
  const enabled = options.enabled ?? true;
  // The server's answer sent with the page shows in the first render (server-rendered markup
  // hydrates against the same); the first load below then takes it without a request.
  const [state, setState] = useState<{ data?: ResponseOf<Name>; error?: unknown; loading: boolean }>(() => {
    const sent = enabled ? engine.api.firstAnswer(name, JSON.parse(key) as ParamsOf<Name>) : undefined;
    return sent === undefined ? { loading: enabled } : { data: sent, loading: false };
  });
  const [attempt, setAttempt] = useState(0);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const params = JSON.parse(key) as ParamsOf<Name>;
    // An answer sent with the page resolves at once: no loading state in between.
    if (engine.api.firstAnswer(name, params) === undefined) setState((s) => (s.loading ? s : { ...s, loading: true }));
    engine.api
      .call(name, params)
      // An answer renders as a transition: React renders it in slices and yields to taps in
      // between, where an ordinary update renders all of it (a home block's 30 tiles) in one task.
      // The answer sent with the page, already shown, leaves the state as it is: no second render.
      .then(
        (data) =>
          current &&
          live.current &&
          startTransition(() => setState((s) => (s.data === data && !s.loading && s.error === undefined ? s : { data, loading: false }))),
      )
      .catch((error) => {
        if (!current || !live.current) return;
        engine.services.reportError(name, error);
        setState((s) => ({ data: s.data, error, loading: false }));
      });
    return () => void (current = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params are compared as their JSON (key), and deps are the caller's extra triggers
  }, [engine, name, key, member, enabled, attempt, ...(options.deps ?? [])]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = state.error !== undefined && !state.loading;
  // Coming back online retries a load that failed (SPEC 8, 'Slow connection / No internet').
  useRetryOnReconnect(() => failed && reload());
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** Calls `retry` each time the browser comes back online (the `online` event), not on mount. */
export function useRetryOnReconnect(retry: () => void) {
  const online = useUi((s) => s.online);
  const latest = useRef(retry);
  latest.current = retry;
  const was = useRef(online);
  useEffect(() => {
    if (online && !was.current) latest.current();
    was.current = online;
  }, [online]);
}
