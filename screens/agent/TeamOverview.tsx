import { useIntl } from 'react-intl';
import { useDataSource, type TeamKpiResponse } from '../../engine';
import { RangePicker, useDayRange } from '../common/RangePicker';
import { LoadError, Loading, Page } from '../common/member-page';
import type { RangePreset } from '../common/date-range';
import { Card, Figures, money, Signed } from './parts';
import { BarChart } from '../common/BarChart';

const PRESETS: RangePreset[] = ['today', 'yesterday', 'thisWeek', 'thisMonth'];
const DAY_MS = 86_400_000;

/** Team overview (/m/agent/team/overview): the team's figures for a range and a chart of its daily bets. */
export default function TeamOverview() {
  const intl = useIntl();
  const picked = useDayRange('today');
  const { range } = picked;
  const days = Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS) + 1;
  const { data, error, loading, reload } = useDataSource('teamKpi', { ...range, size: String(Math.min(days, 93)) });
  const f = data?.footer;
  return (
    <Page label={intl.formatMessage({ id: 'agent.teamOverview' })}>
      <RangePicker presets={PRESETS} {...picked} />
      {loading && !data && <Loading />}
      {error !== undefined && !loading && <LoadError error={error} onRetry={reload} />}
      {f && (
        <>
          <Card title="agent.teamPeople">
            <Figures
              testId="overview-people"
              items={[
                { label: 'agent.figure.teamSize', value: f.teamMemberCount, id: 'fig-team' },
                { label: 'agent.figure.registrations', value: f.teamRegisterMemberCount, id: 'fig-new' },
                { label: 'agent.figure.logins', value: f.teamLoginMemberCount, id: 'fig-logins' },
                { label: 'agent.figure.bettors', value: f.teamBetMemberCount, id: 'fig-bettors' },
                { label: 'agent.figure.online', value: f.teamOnlineCount, id: 'fig-online' },
              ]}
            />
          </Card>
          <Card title="agent.teamMoney">
            <Figures
              testId="overview-money"
              items={[
                { label: 'records.deposit', value: money(f.deposit), id: 'fig-deposit' },
                { label: 'records.withdraw', value: money(f.withdraw), id: 'fig-withdraw' },
                { label: 'records.bet', value: money(f.bet), id: 'fig-bet' },
                { label: 'records.win', value: money(f.win), id: 'fig-win' },
                { label: 'agent.figure.gameResult', value: <Signed amount={f.gameResult} />, id: 'fig-game-result' },
                { label: 'records.bonus', value: money(f.bonus), id: 'fig-bonus' },
                { label: 'agent.figure.netResult', value: <Signed amount={f.netResult} />, id: 'fig-net-result' },
              ]}
            />
          </Card>
          {data.list.length > 1 && <DailyChart list={data.list} />}
        </>
      )}
    </Page>
  );
}

/** The daily bets as bars, oldest left; its figures are also a table for screen readers. */
function DailyChart({ list }: { list: TeamKpiResponse['list'] }) {
  const intl = useIntl();
  const days = [...list].reverse();
  return (
    <Card title="agent.dailyBets" testId="overview-chart">
      <BarChart
        title={intl.formatMessage({ id: 'agent.dailyBetsChart' }, { days: days.length })}
        titleId="overview-chart-title"
        caption="agent.dailyBets"
        columns={['records.date', 'records.bet', 'agent.figure.bettors']}
        bars={days.map((d) => ({
          key: d.date,
          value: Number(d.bet),
          axisLabel: d.date.slice(5),
          cells: [d.date, money(d.bet), d.betMemberCount],
        }))}
      />
    </Card>
  );
}
