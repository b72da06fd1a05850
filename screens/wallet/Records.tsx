import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import {
  useEngine,
  formatBalance,
  type NodeProps,
  localMinute,
  type AccountRecordResponse,
  type BettingRecordResponse,
  type ProfitLossResponse,
  type WalletRecordsNode,
} from '../../engine';
import { RangePicker, useDayRange } from '../common/RangePicker';
import { useTenantTimeZone } from '../common/tenant-day';
import { useKeysetPages } from '../common/lists/useKeysetPages';
import { useWindowedRows } from '../common/lists/useWindowedGrid';
import { RANGE_PRESETS } from '../common/date-range';
import { card, EmptyState, LoadError, Loading, Row } from '../common/wallet-form';
import { useMemberType } from './useMember';

type Range = { startDate: string; endDate: string };

type AccountRow = AccountRecordResponse['list'][number];
type BetRow = BettingRecordResponse['list'][number];

export const RECORD_ROW_HEIGHT = 64;
const PAGE_SIZE = 20;

/** Betting record, account record or profit and loss: date range presets, totals, paging, empty state. */
export default function Records({ node }: NodeProps<WalletRecordsNode>) {
  const picked = useDayRange(node.defaultRange ?? 'today');
  const { range } = picked;
  const team = useTeamScope(node.record);
  return (
    <div>
      <RangePicker presets={RANGE_PRESETS} {...picked} />
      {node.record === 'profitLoss' ? <ProfitLoss range={range} /> : <PagedRecords kind={node.record} range={range} team={team} />}
    </div>
  );
}

/** SPEC 2: agents open the account record with ?types=A for their team's records (each row names its member). */
function useTeamScope(record: WalletRecordsNode['record']): boolean {
  const engine = useEngine();
  const type = useMemberType();
  const asked = new URLSearchParams(useSearch()).get('types') === 'A';
  return record === 'account' && asked && type !== undefined && !engine.config.constants.memberTypes.nonAgent.includes(type);
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

function PagedRecords({ kind, range, team }: { kind: 'betting' | 'account'; range: Range; team: boolean }) {
  const params = { ...range, pageSize: String(PAGE_SIZE), ...(team ? { types: 'A' } : {}) };
  const betting = useKeysetPages('bettingRecord', params, { enabled: kind === 'betting' });
  const account = useKeysetPages('accountRecord', params, { enabled: kind === 'account' });
  const { rows, page, loading, error, more, retry } = kind === 'betting' ? betting : account;

  if (!page && loading) return <Loading />;
  if (!page && error) return <LoadError error={error} onRetry={retry} />;
  if (!page) return null;
  return (
    <>
      <Totals kind={kind} totals={page.totals} count={page.total} />
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <WindowedList
          count={rows.length}
          render={(i) =>
            kind === 'betting' ? <BetLine row={rows[i] as BetRow} /> : <AccountLine row={rows[i] as AccountRow} team={team} />
          }
        />
      )}
      {loading && <Loading />}
      {error && <LoadError error={error} onRetry={retry} />}
      {!more && !loading && rows.length > 0 && (
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

/** A record's time on the tenant's clock (its days are the range's days), "YYYY-MM-DD HH:MM". */
function useRecordTime(): (iso: string) => string {
  const timeZone = useTenantTimeZone();
  return (iso) => localMinute(new Date(iso), timeZone);
}

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

/** Ledger kinds named as what they are (a dividend is not just "Bonus"); other rows by their type. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  'agent-dividend': 'records.kind.dividend',
  'agent-salary': 'records.kind.dailySalary',
  'agent-hourly': 'records.kind.hourlySalary',
  'agent-rebate': 'records.kind.rebate',
  'red-rain': 'records.kind.redEnvelope',
  'loyalty-upgrade': 'records.kind.vipUpgrade',
  'loyalty-weekly': 'records.kind.vipWeekly',
  'mall-bonus': 'records.kind.mallBonus',
  'trial-credit': 'records.kind.trialCredit',
  'opening-balance': 'records.kind.openingBalance',
};

const recordLabel = (row: AccountRow) => KIND_LABELS[row.kind] ?? `records.type.${row.type}`;

function AccountLine({ row, team }: { row: AccountRow; team: boolean }) {
  const time = useRecordTime();
  return (
    <Line
      title={
        team && row.account ? (
          <>
            <span data-testid="record-member">{row.account}</span> · <FormattedMessage id={recordLabel(row)} />
          </>
        ) : (
          <FormattedMessage id={recordLabel(row)} />
        )
      }
      sub={time(row.createdAt)}
      amount={<Signed amount={row.change} />}
      extra={<FormattedMessage id={`records.status.${row.status}`} />}
    />
  );
}

function BetLine({ row }: { row: BetRow }) {
  const time = useRecordTime();
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
