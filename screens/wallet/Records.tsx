import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine/react/hooks';
import { formatBalance } from '../../engine/format';
import type { NodeProps } from '../../engine/render/registry';
import { chip } from '../common/styles';
import { useInfiniteScroll } from '../common/lists/useInfiniteScroll';
import { useWindowedRows } from '../common/lists/useWindowedGrid';
import { orderedRange, presetRange, RANGE_PRESETS, type RangePreset } from './money';
import { card, EmptyState, input, LoadError, Loading, Row } from '../common/wallet-form';
import { useMemberType } from './useMember';
import type { AccountRecordResponse, BettingRecordResponse, ProfitLossResponse, WalletRecordsNode } from '../../engine/config/types.gen';

type Range = { startDate: string; endDate: string };

type AccountRow = AccountRecordResponse['list'][number];
type BetRow = BettingRecordResponse['list'][number];
/** What the list keeps of a page besides its rows. */
type PageInfo = Pick<AccountRecordResponse, 'total' | 'nextCursor'> & { totals: Record<string, string | number> };

export const RECORD_ROW_HEIGHT = 64;
const PAGE_SIZE = 20;

/** Betting record, account record or profit and loss: date range presets, totals, paging, empty state. */
export default function Records({ node }: NodeProps<WalletRecordsNode>) {
  const [preset, setPreset] = useState<RangePreset | 'custom'>(node.defaultRange ?? 'today');
  const [range, setRange] = useState<Range>(() => presetRange(node.defaultRange ?? 'today', Date.now()));
  const intl = useIntl();

  const choose = (p: RangePreset) => {
    setPreset(p);
    // eslint-disable-next-line react-hooks/purity -- an event handler, not render: the compiler cannot tell
    setRange(presetRange(p, Date.now()));
  };
  const custom = (field: keyof Range, value: string) => {
    if (!value) return;
    setPreset('custom');
    setRange((r) => orderedRange(field === 'startDate' ? value : r.startDate, field === 'endDate' ? value : r.endDate));
  };

  return (
    <div>
      <section
        css={{ ...card, display: 'flex', flexDirection: 'column', gap: 8 }}
        aria-label={intl.formatMessage({ id: 'records.filter' })}
      >
        <div role="group" aria-label={intl.formatMessage({ id: 'records.range' })} css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {RANGE_PRESETS.map((p) => (
            <button key={p} type="button" aria-pressed={preset === p} onClick={() => choose(p)} css={chip(preset === p)}>
              <FormattedMessage id={`records.preset.${p}`} />
            </button>
          ))}
        </div>
        <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input
            type="date"
            css={{ ...input, height: 36, fontSize: '0.85rem' }}
            aria-label={intl.formatMessage({ id: 'records.startDate' })}
            value={range.startDate}
            max={range.endDate}
            onChange={(e) => custom('startDate', e.target.value)}
          />
          <span aria-hidden>–</span>
          <input
            type="date"
            css={{ ...input, height: 36, fontSize: '0.85rem' }}
            aria-label={intl.formatMessage({ id: 'records.endDate' })}
            value={range.endDate}
            min={range.startDate}
            onChange={(e) => custom('endDate', e.target.value)}
          />
        </div>
      </section>
      {node.record === 'profitLoss' ? <ProfitLoss range={range} /> : <PagedRecords kind={node.record} range={range} />}
    </div>
  );
}

function ProfitLoss({ range }: { range: Range }) {
  const engine = useEngine();
  const [state, setState] = useState<{ data?: ProfitLossResponse; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    engine.api
      .call('profitLoss', range)
      .then((data) => live && setState({ data, loading: false }))
      .catch((error) => {
        if (!live) return;
        engine.services.reportError('profitLoss', error);
        setState({ error, loading: false });
      });
    return () => void (live = false);
  }, [engine, range, attempt]);

  if (state.loading && !state.data) return <Loading />;
  if (state.error) return <LoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  const { days, totals } = state.data!;
  return (
    <>
      <section css={card} aria-labelledby="pnl-totals" data-testid="record-totals">
        <h2 id="pnl-totals" css={{ margin: '0 0 4px', fontSize: '1rem' }}>
          <FormattedMessage id="records.totals" />
        </h2>
        {(['deposit', 'withdraw', 'bet', 'win', 'bonus'] as const).map((k) => (
          <Row key={k} label={`records.${k}`} value={formatBalance(totals[k])} />
        ))}
        <Row label="records.profit" value={<Signed amount={totals.profit} />} strong />
      </section>
      {days.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="record-list">
          {days.map((d) => (
            <li key={d.date} css={card} data-testid="record-row">
              <Row label="records.date" value={d.date} strong />
              <Row label="records.bet" value={formatBalance(d.bet)} />
              <Row label="records.win" value={formatBalance(d.win)} />
              <Row label="records.profit" value={<Signed amount={d.profit} />} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Signed({ amount }: { amount: string }) {
  const negative = amount.startsWith('-');
  return (
    <span css={{ color: negative ? 'var(--c-danger)' : Number(amount) > 0 ? 'var(--c-success)' : 'inherit' }}>
      {(Number(amount) > 0 ? '+' : '') + formatBalance(amount)}
    </span>
  );
}

function PagedRecords({ kind, range }: { kind: 'betting' | 'account'; range: Range }) {
  const engine = useEngine();
  const type = useMemberType();
  const agent = type !== undefined && !engine.config.constants.memberTypes.nonAgent.includes(type);
  const name = kind === 'betting' ? 'bettingRecord' : 'accountRecord';
  const [rows, setRows] = useState<(AccountRow | BetRow)[]>([]);
  const [page, setPage] = useState<PageInfo | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);

  const load = useCallback(
    async (cursor: string | null, reset: boolean) => {
      const mine = reset ? ++generation.current : generation.current;
      setLoading(true);
      setError(null);
      const params: Record<string, string> = { ...range, pageSize: String(PAGE_SIZE) };
      if (cursor) params.cursor = cursor;
      if (kind === 'account' && agent) params.types = 'A';
      try {
        const data = await engine.api.call(name, params);
        if (mine !== generation.current) return;
        setRows((r) => (reset ? data.list : [...r, ...data.list]));
        setPage({ total: data.total, nextCursor: data.nextCursor, totals: data.totals });
      } catch (failure) {
        if (mine !== generation.current) return;
        engine.services.reportError(name, failure);
        setError(failure);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [engine, name, range, kind, agent],
  );

  useEffect(() => {
    setRows([]);
    setPage(null);
    void load(null, true);
  }, [load]);

  const more = page?.nextCursor ?? null;
  const { infiniteScroll } = engine.config.constants;
  useInfiniteScroll(() => more && void load(more, false), {
    enabled: !!more && !loading && !error,
    thresholdPx: infiniteScroll.thresholdPx,
    intervalMs: infiniteScroll.intervalMs,
  });

  if (!page && loading) return <Loading />;
  if (!page && error) return <LoadError error={error} onRetry={() => void load(null, true)} />;
  if (!page) return null;
  return (
    <>
      <Totals kind={kind} totals={page.totals} count={page.total} />
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <WindowedList
          count={rows.length}
          render={(i) => (kind === 'betting' ? <BetLine row={rows[i] as BetRow} /> : <AccountLine row={rows[i] as AccountRow} />)}
        />
      )}
      {loading && <Loading />}
      {error && <LoadError error={error} onRetry={() => void load(more, false)} />}
      {!more && rows.length > 0 && (
        <p css={{ textAlign: 'center', color: 'var(--c-textMuted)', fontSize: '0.8rem' }}>
          <FormattedMessage id="records.end" />
        </p>
      )}
    </>
  );
}

function Totals({ kind, totals, count }: { kind: 'betting' | 'account'; totals: Record<string, string | number>; count: number }) {
  return (
    <section css={card} aria-labelledby="record-totals-title" data-testid="record-totals">
      <h2 id="record-totals-title" css={{ margin: '0 0 4px', fontSize: '1rem' }}>
        <FormattedMessage id="records.totals" />
      </h2>
      <Row label="records.count" value={<span data-testid="record-count">{count}</span>} />
      {kind === 'betting' ? (
        <>
          <Row label="records.bet" value={formatBalance(totals.bet)} />
          <Row label="records.win" value={formatBalance(totals.win)} />
          <Row label="records.profit" value={<Signed amount={String(totals.profit)} />} strong />
        </>
      ) : (
        <>
          <Row label="records.credit" value={formatBalance(totals.credit)} />
          <Row label="records.debit" value={formatBalance(totals.debit)} />
          <Row label="records.net" value={<Signed amount={String(totals.net)} />} strong />
        </>
      )}
    </section>
  );
}

const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function Line({ title, sub, amount, extra }: { title: ReactNode; sub: string; amount: ReactNode; extra?: ReactNode }) {
  return (
    <div
      data-testid="record-row"
      css={{
        height: RECORD_ROW_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 12px',
        borderBottom: '1px solid var(--c-border)',
      }}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <div css={{ fontWeight: 600, fontSize: '0.9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
        <div css={{ color: 'var(--c-textMuted)', fontSize: '0.75rem' }}>{sub}</div>
      </div>
      <div css={{ textAlign: 'right', fontSize: '0.9rem' }}>
        {amount}
        {extra && <div css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>{extra}</div>}
      </div>
    </div>
  );
}

function AccountLine({ row }: { row: AccountRow }) {
  return (
    <Line
      title={<FormattedMessage id={`records.type.${row.type}`} />}
      sub={time(row.createdAt)}
      amount={<Signed amount={row.change} />}
      extra={<FormattedMessage id={`records.status.${row.status}`} />}
    />
  );
}

function BetLine({ row }: { row: BetRow }) {
  return (
    <Line
      title={row.gameName ?? row.vendor ?? row.roundId}
      sub={`${time(row.createdAt)} · ${row.vendor ?? ''}`}
      amount={<Signed amount={row.profit} />}
      extra={`${formatBalance(row.bet)} / ${formatBalance(row.win)}`}
    />
  );
}

/** A list of fixed-height rows scrolled by the page; only rows near the viewport are in the DOM. */
function WindowedList({ count, render }: { count: number; render: (index: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const span = useWindowedRows(ref, RECORD_ROW_HEIGHT, count, 5);
  const items: ReactNode[] = [];
  for (let i = span.first; i < span.end; i++) {
    items.push(
      <li key={i} aria-setsize={count} aria-posinset={i + 1} css={{ position: 'absolute', top: i * RECORD_ROW_HEIGHT, left: 0, right: 0 }}>
        {render(i)}
      </li>,
    );
  }
  return (
    <div ref={ref} css={{ ...card, padding: 0, overflow: 'hidden' }}>
      <ul
        data-testid="record-list"
        css={{ listStyle: 'none', margin: 0, padding: 0, position: 'relative', height: count * RECORD_ROW_HEIGHT }}
      >
        {items}
      </ul>
    </div>
  );
}
