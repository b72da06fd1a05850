import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngine, type ApiName, type ParamsOf, type ResponseOf } from '../../../engine';
import { useInfiniteScroll } from './useInfiniteScroll';

type Paged = { list: unknown[]; total: number; nextCursor?: string | null; pageNum?: number; totalPages?: number };

/**
 * The pages of a list data source, loaded as the member scrolls: the first page for `params`
 * (again whenever they change), then the next one by its keyset cursor (nextCursor) or, for a
 * list without cursors, by page number. A late answer for params that changed meanwhile is
 * dropped. Returns the rows so far, the last page (totals), and loading, error and retry.
 */
export function useKeysetPages<Name extends ApiName>(name: Name, params: ParamsOf<Name>, options: { enabled?: boolean } = {}) {
  type Page = ResponseOf<Name> & Paged;
  type Row = Page['list'][number];
  const engine = useEngine();
  const key = JSON.stringify(params);
  const enabled = options.enabled ?? true;
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);

  const load = useCallback(
    async (after: Page | null) => {
      const mine = after ? generation.current : ++generation.current;
      setLoading(true);
      setError(null);
      const query: Record<string, unknown> = { ...(JSON.parse(key) as object) };
      if (after?.nextCursor) {
        query.cursor = after.nextCursor;
        query.pageNo = String((after.pageNum ?? 1) + 1);
      } else if (after) query.pageNo = String((after.pageNum ?? 1) + 1);
      try {
        const data = (await engine.api.call(name, query)) as Page;
        if (mine !== generation.current) return;
        setRows((r) => (after ? [...r, ...(data.list as Row[])] : (data.list as Row[])));
        setPage(data);
      } catch (failure) {
        if (mine !== generation.current) return;
        engine.services.reportError(name, failure);
        setError(failure);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [engine, name, key],
  );

  useEffect(() => {
    if (!enabled) return;
    setRows([]);
    setPage(null);
    void load(null);
  }, [load, enabled]);

  const more = page !== null && (page.nextCursor ? true : page.nextCursor === undefined && (page.pageNum ?? 1) < (page.totalPages ?? 0));
  const { infiniteScroll } = engine.config.constants;
  useInfiniteScroll(() => more && void load(page), {
    enabled: more && !loading && !error,
    thresholdPx: infiniteScroll.thresholdPx,
    intervalMs: infiniteScroll.intervalMs,
  });
  return {
    rows,
    page,
    loading,
    error,
    more,
    retry: () => void load(rows.length > 0 ? page : null),
    reload: () => void load(null),
  };
}
