import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngine, useSession } from '../../engine';
import { appendPage, hasMore, requestFor, toPage, type Game, type ListState, type PageSizes } from './model';

export interface GamePages {
  games: Game[];
  pageNum: number;
  totalPages: number;
  /** 'first' while page 1 loads, 'next' while a further page loads. */
  loading: 'first' | 'next' | false;
  error: unknown;
  /** Which page failed: 1 (nothing to show) or a further page (the list stays). */
  failedPage: number;
  loadNext: () => void;
  retry: () => void;
  /** Drops a game from the shown list at once (a favourite removed in fav mode). */
  remove: (nodeId: number) => void;
}

/**
 * Loads the list for a state page by page: page 1 whenever the state (apart from pageNo), the
 * language or the session changes, later pages appended. Answers for an older state are ignored.
 */
export function useGamePages(state: ListState, language: string, sizes: PageSizes): GamePages {
  const engine = useEngine();
  const member = useSession((s) => s.info?.id);
  const key = JSON.stringify({ ...state, pageNo: undefined, language, member });
  const current = useRef(key);
  current.current = key;
  const [data, setData] = useState({
    games: [] as Game[],
    pageNum: 0,
    totalPages: 0,
    loading: 'first' as GamePages['loading'],
    error: null as unknown,
    failedPage: 0,
  });
  const busy = useRef(false);

  const load = useCallback(
    (pageNo: number) => {
      const requestKey = current.current;
      busy.current = true;
      setData((d) => ({
        ...d,
        ...(pageNo === 1 ? { games: [], pageNum: 0, totalPages: 0 } : {}),
        loading: pageNo === 1 ? 'first' : 'next',
        error: null,
        failedPage: 0,
      }));
      const { name, params } = requestFor(state, pageNo, language, sizes);
      engine.api
        .call(name, params)
        .then((value) => {
          if (requestKey !== current.current) return;
          const page = toPage(value, pageNo);
          setData((d) => ({
            games: pageNo === 1 ? page.games : appendPage(d.games, page.games),
            pageNum: page.pageNum,
            totalPages: page.totalPages,
            loading: false,
            error: null,
            failedPage: 0,
          }));
        })
        .catch((error) => {
          if (requestKey !== current.current) return;
          engine.services.reportError(name, error);
          setData((d) => ({ ...d, loading: false, error, failedPage: pageNo }));
        })
        .finally(() => {
          if (requestKey === current.current) busy.current = false;
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for state, language and member
    [key, engine],
  );

  useEffect(() => load(1), [load]);

  const latest = useRef(data);
  latest.current = data;

  const loadNext = useCallback(() => {
    const d = latest.current;
    if (busy.current || d.error !== null || !hasMore(d.pageNum, d.totalPages)) return;
    load(d.pageNum + 1);
  }, [load]);

  const retry = useCallback(() => load(latest.current.failedPage > 1 ? latest.current.failedPage : 1), [load]);

  const remove = useCallback((nodeId: number) => setData((d) => ({ ...d, games: d.games.filter((g) => g.nodeId !== nodeId) })), []);

  return { ...data, loadNext, retry, remove };
}
