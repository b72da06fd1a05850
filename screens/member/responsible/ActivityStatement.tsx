import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatBalance,
  useDataSource,
  useUi,
  type ActivityStatementNode,
  type NodeProps,
  type RgActivityResponse,
  type RgActivityRow,
} from '../../../engine';
import { card, EmptyState, LoadError, Loading, Page } from '../../common/member-page';
import { chip } from '../../common/choice-styles';
import { Figures, Signed } from '../../agent/parts';
import { BarChart } from '../../common/BarChart';
import { RadioPills } from '../../common/RadioPills';

type Period = RgActivityResponse['period'];
const PERIODS: Period[] = ['day', 'week', 'month'];

/**
 * The activity statement (/m/responsibleGaming/activity): deposits, withdrawals, wagers and the
 * net result per day, week or month, their totals, and a small chart of the net result (plain
 * SVG, as the agent's team chart; its figures are also a table for screen readers).
 */
export default function ActivityStatement(_: NodeProps<ActivityStatementNode>) {
  const intl = useIntl();
  const [period, setPeriod] = useState<Period>('day');
  const { data, error, loading, reload } = useDataSource('rgActivity', { period });
  const label = usePeriodLabel();
  const rows = data && data.period === period ? data.rows : undefined;
  const active = rows?.some((r) => Number(r.deposits) || Number(r.withdrawals) || Number(r.wagers) || Number(r.wins));
  return (
    <Page label={intl.formatMessage({ id: 'title.rgActivity' })}>
      <RadioPills
        label="rg.activity.per"
        options={PERIODS}
        value={period}
        onChange={setPeriod}
        words={(p) => `rg.activity.${p}`}
        look={(checked) => ({ ...chip(checked), minHeight: 40 })}
        wrap
      />
      {loading && !rows && <Loading />}
      {error !== undefined && !loading && <LoadError onRetry={reload} error={error} />}
      {data && rows && (
        <>
          <section aria-label={intl.formatMessage({ id: 'rg.activity.totals' })} css={card}>
            <h2 css={{ margin: '0 0 8px', fontSize: '1rem' }}>
              <FormattedMessage id="rg.activity.totals" />
            </h2>
            <Figures
              testId="rg-activity-totals"
              items={[
                { label: 'records.deposit', value: formatBalance(data.totals.deposits), id: 'rg-total-deposits' },
                { label: 'records.withdraw', value: formatBalance(data.totals.withdrawals), id: 'rg-total-withdrawals' },
                { label: 'rg.activity.wagers', value: formatBalance(data.totals.wagers), id: 'rg-total-wagers' },
                { label: 'rg.activity.net', value: <Signed amount={data.totals.net} />, id: 'rg-total-net' },
              ]}
            />
          </section>
          {active ? <NetChart rows={rows} period={period} /> : <EmptyState message="rg.activity.none" />}
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} data-testid="rg-activity-rows">
            {[...rows].reverse().map((row) => (
              <li key={row.start} css={{ ...card, display: 'grid', gap: 4 }}>
                <h3 css={{ margin: 0, fontSize: '0.9rem' }}>{label(row, period)}</h3>
                <Amount label="records.deposit" value={formatBalance(row.deposits)} />
                <Amount label="records.withdraw" value={formatBalance(row.withdrawals)} />
                <Amount label="rg.activity.wagers" value={formatBalance(row.wagers)} />
                <Amount label="rg.activity.net" value={<Signed amount={row.net} />} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Page>
  );
}

function Amount({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0 8px', fontSize: '0.85rem' }}>
      <span css={{ color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={label} />
      </span>
      <span css={{ fontWeight: 600 }}>{value}</span>
    </div>
  );
}

/** A period's name: its day, 'Week of' its Monday, or its month, in the site's language. */
function usePeriodLabel() {
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const locale = language === 'TY' ? 'fil-PH' : 'en-US';
  return (row: RgActivityRow, period: Period) => {
    const date = new Date(`${row.start}T00:00:00Z`);
    if (period === 'month') return date.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return period === 'week' ? intl.formatMessage({ id: 'rg.activity.weekOf' }, { date: day }) : day;
  };
}

/** The net result per period as bars above (a win) or below (a loss) a zero line, oldest left. */
function NetChart({ rows, period }: { rows: RgActivityRow[]; period: Period }) {
  const intl = useIntl();
  const id = useId();
  const label = usePeriodLabel();
  return (
    <section css={card} data-testid="rg-activity-chart">
      <h2 css={{ margin: '0 0 8px', fontSize: '1rem' }}>
        <FormattedMessage id="rg.activity.chart" />
      </h2>
      <BarChart
        signed
        title={intl.formatMessage({ id: 'rg.activity.chartLabel' }, { count: rows.length })}
        titleId={`${id}-title`}
        caption="rg.activity.chart"
        columns={['records.date', 'rg.activity.net']}
        bars={rows.map((r) => ({
          key: r.start,
          value: Number(r.net),
          axisLabel: label(r, period),
          cells: [label(r, period), formatBalance(r.net)],
        }))}
      />
    </section>
  );
}
