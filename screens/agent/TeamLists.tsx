import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localMinute, useEngine, type NodeProps, type TeamBettingResponse, type TeamListNode, type TeamPnlResponse } from '../../engine';
import { useKeysetPages } from '../common/lists/useKeysetPages';
import { RangePicker, useDayRange } from '../common/RangePicker';
import { useTenantTimeZone } from '../common/tenant-day';
import { EmptyState, LoadError, Loading, Page } from '../common/member-page';
import { useDebounced } from '../common/useDebounced';
import type { RangePreset } from '../common/date-range';
import { Card, Line, MemberSearch, money, RecordsEnd, Signed } from './parts';

const PRESETS: RangePreset[] = ['today', 'yesterday', 'thisWeek', 'thisMonth'];
const ACCOUNT = /^[A-Za-z0-9_.@-]{1,32}$/;

/**
 * Team P&L (/m/agent/team/pnl, one row per member with activity) and team betting
 * (/m/teamBetting, one row per game round): a range, a member filter by username, the totals of
 * the range, and the rows page by page as the agent scrolls (keyset cursors).
 */
export default function TeamList({ node }: NodeProps<TeamListNode>) {
  const intl = useIntl();
  const engine = useEngine();
  const picked = useDayRange('today');
  const { range } = picked;
  const [member, setMember] = useState('');
  const typed = useDebounced(member.trim(), engine.config.constants.debounceMs.help);
  const account = ACCOUNT.test(typed) ? typed : undefined;
  const params = { ...range, pageSize: '20', ...(account ? { account } : {}) };
  const pnl = useKeysetPages('teamPnl', params, { enabled: node.list === 'pnl' });
  const bets = useKeysetPages('teamBetting', params, { enabled: node.list === 'betting' });
  const { rows, page, loading, error, more, retry } = node.list === 'pnl' ? pnl : bets;
  const notInTeam = error !== null && (error as { status?: number }).status === 404;

  return (
    <Page label={intl.formatMessage({ id: node.list === 'pnl' ? 'agent.teamPnl' : 'agent.teamBetting' })}>
      <RangePicker presets={PRESETS} {...picked} />
      <MemberSearch value={member} label="agent.filterMember" onChange={setMember} />
      {notInTeam ? (
        <EmptyState message="agent.notInTeam" />
      ) : (
        <>
          {!page && loading && <Loading />}
          {!page && error !== null && <LoadError error={error} onRetry={retry} />}
          {page && node.list === 'pnl' && <PnlTotals totals={(page as TeamPnlResponse).totals} count={page.total} />}
          {page && node.list === 'betting' && <BetTotals totals={(page as TeamBettingResponse).totals} />}
          {page && rows.length === 0 && <EmptyState />}
          {rows.length > 0 && (
            <ul data-testid="record-list" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {node.list === 'pnl'
                ? (rows as TeamPnlResponse['list']).map((r) => <PnlRow key={r.memberId} row={r} />)
                : (rows as TeamBettingResponse['list']).map((r) => <BetRow key={r.id} row={r} />)}
            </ul>
          )}
          {page && loading && <Loading />}
          {page && error !== null && <LoadError error={error} onRetry={retry} />}
          {page && !more && !loading && rows.length > 0 && <RecordsEnd />}
        </>
      )}
    </Page>
  );
}

function PnlTotals({ totals, count }: { totals: TeamPnlResponse['totals']; count: number }) {
  return (
    <Card title="records.totals" testId="record-totals">
      <Line label="agent.activeMembers" value={<span data-testid="record-count">{count}</span>} />
      <Line label="records.deposit" value={money(totals.deposit)} />
      <Line label="records.withdraw" value={money(totals.withdraw)} />
      <Line label="records.bet" value={money(totals.bet)} />
      <Line label="records.win" value={money(totals.win)} />
      <Line label="agent.figure.gameResult" value={<Signed amount={totals.gameResult} />} testId="total-game-result" />
      <Line label="records.bonus" value={money(totals.bonus)} />
      <Line label="agent.figure.netResult" value={<Signed amount={totals.netResult} />} strong testId="total-net-result" />
    </Card>
  );
}

function BetTotals({ totals }: { totals: TeamBettingResponse['totals'] }) {
  return (
    <Card title="records.totals" testId="record-totals">
      <Line label="records.count" value={<span data-testid="record-count">{totals.count}</span>} />
      <Line label="records.bet" value={money(totals.bet)} />
      <Line label="records.win" value={money(totals.win)} />
      <Line label="agent.figure.gameResult" value={<Signed amount={totals.gameResult} />} strong testId="total-game-result" />
    </Card>
  );
}

function PnlRow({ row }: { row: TeamPnlResponse['list'][number] }) {
  return (
    <TeamRow account={row.account} result={row.netResult}>
      <span>
        <FormattedMessage id="records.bet" />: {money(row.bet)}
      </span>
      <span>
        <FormattedMessage id="records.win" />: {money(row.win)}
      </span>
      <span>
        <FormattedMessage id="records.deposit" />: {money(row.deposit)}
      </span>
      <span>
        <FormattedMessage id="records.withdraw" />: {money(row.withdraw)}
      </span>
    </TeamRow>
  );
}

function BetRow({ row }: { row: TeamBettingResponse['list'][number] }) {
  const timeZone = useTenantTimeZone();
  return (
    <TeamRow account={row.account} result={row.gameResult}>
      <span>{localMinute(new Date(row.createdAt), timeZone)}</span>
      <span>{row.gameName ?? (row.category ? <FormattedMessage id={`category.${row.category}`} /> : row.roundId)}</span>
      <span>
        {money(row.bet)} / {money(row.win)}
      </span>
    </TeamRow>
  );
}

/** One member's line of a team list: the account and its signed result, the details under them. */
function TeamRow({ account, result, children }: { account: string; result: string; children: ReactNode }) {
  return (
    <li data-testid="record-row" css={{ padding: 12, borderRadius: 12, background: 'var(--c-surface)' }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', fontWeight: 600 }}>
        <span data-testid="record-member" css={{ overflowWrap: 'anywhere' }}>
          {account}
        </span>
        <Signed amount={result} />
      </div>
      <div css={{ fontSize: '0.8rem', color: 'var(--c-textMuted)', display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>{children}</div>
    </li>
  );
}
