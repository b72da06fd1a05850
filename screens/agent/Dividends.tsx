import { useIntl } from 'react-intl';
import { useUi } from '../../engine';
import { useKeysetPages } from '../common/lists/useKeysetPages';
import { EmptyState, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { useTenantTimeZone } from '../common/tenant-day';
import { Card, Line, money, RecordsEnd } from './parts';

/** Dividend (/m/member/agent/agentDivident): the agent's dividend statements per half month. */
export default function Dividends() {
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const timeZone = useTenantTimeZone();
  const { rows, page, loading, error, more, retry } = useKeysetPages('agentDividends', { pageSize: '20' });
  return (
    <Page label={intl.formatMessage({ id: 'agent.dividend' })}>
      {!page && loading && <Loading />}
      {!page && error !== null && <LoadError error={error} onRetry={retry} />}
      {page && rows.length === 0 && <EmptyState message="agent.noDividends" />}
      {rows.length > 0 && (
        <ul data-testid="record-list" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {rows.map((d) => (
            <li key={d.id} data-testid="record-row">
              <Card>
                <h2 css={{ margin: '0 0 4px', fontSize: '1rem' }}>
                  {d.startDate} – {d.endDate}
                </h2>
                <Line label="agent.teamBet" value={money(d.teamBet)} />
                <Line label="agent.teamLoss" value={money(d.teamLoss)} />
                <Line label="agent.activeMembers" value={d.activeMembers} />
                <Line label="agent.rate" value={`${d.rate}%`} />
                <Line label="agent.dividendAmount" value={money(d.amount)} strong />
                <Line label="agent.paidAt" value={formatDate(d.paidAt, language, timeZone)} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {page && loading && <Loading />}
      {page && !more && !loading && rows.length > 0 && <RecordsEnd />}
    </Page>
  );
}
