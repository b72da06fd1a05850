import type { ApiRouteDef } from '../config/types';

type Policy = NonNullable<ApiRouteDef['policy']>;

interface Entry {
  at: number;
  promise: Promise<unknown>;
}

/**
 * The one place caching and throttling happen (figures come from the tenant's api routes).
 * cacheMs: a settled success is reused for that long. throttleMs: calls within the window
 * share the first call's promise. Failed calls are never cached. Pure apart from the clock.
 */
export function createPolicyGate(now: () => number) {
  const entries = new Map<string, Entry>();
  return {
    run<T>(key: string, policy: Policy | undefined, call: () => Promise<T>): Promise<T> {
      const window = Math.max(policy?.cacheMs ?? 0, policy?.throttleMs ?? 0);
      const existing = entries.get(key);
      if (window > 0 && existing && now() - existing.at < window) return existing.promise as Promise<T>;
      const promise = call();
      if (window > 0) {
        entries.set(key, { at: now(), promise });
        promise.catch(() => entries.get(key)?.promise === promise && entries.delete(key));
      }
      return promise;
    },
    /** Forgets cached results, all or those of one call name. */
    invalidate(name?: string) {
      for (const key of [...entries.keys()]) if (!name || key.startsWith(`${name}?`)) entries.delete(key);
    },
  };
}
