import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useEngine, useRetryOnReconnect, type ParamsOf, type ResponseOf } from '../../../engine';
import { clockOffset } from './clock';

// ---- One clock for every countdown on the page -----------------------------------------------

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let second = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    second = Date.now();
    timer = setInterval(() => {
      second = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The browser's clock, read once a second by every countdown together (one timer for the page, not one a card). */
export function useSecondTick(): number {
  return useSyncExternalStore(
    subscribe,
    () => second,
    () => second,
  );
}

// ---- Calls that carry the server's clock -----------------------------------------------------

type ClockedName = 'lotteryNumero' | 'vnNumero';

interface Clocked<Name extends ClockedName> {
  data?: ResponseOf<Name>;
  /** what to add to the browser's clock to read the server's (clock.ts clockOffset) */
  offset: number;
  error?: unknown;
  reload: () => void;
}

/**
 * A call whose answer carries the server's `now`: the offset to the browser's clock is taken
 * when the answer arrives. A failure leaves the last answer shown and is the caller's to show
 * (a card's retry rather than a toast per card); coming back online retries it.
 */
export function useClockedCall<Name extends ClockedName>(name: Name, params: ParamsOf<Name>): Clocked<Name> {
  const engine = useEngine();
  const key = JSON.stringify(params);
  const [state, setState] = useState<{ data?: ResponseOf<Name>; offset: number; error?: unknown }>({ offset: 0 });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    engine.api.call(name, JSON.parse(key) as ParamsOf<Name>).then(
      (data) => {
        if (current) setState({ data, offset: clockOffset((data as { now: string }).now, Date.now()) });
      },
      (error: unknown) => {
        if (current) setState((s) => ({ ...s, error }));
      },
    );
    return () => void (current = false);
  }, [engine, name, key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useRetryOnReconnect(() => state.error !== undefined && reload());
  return { ...state, reload };
}
