import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useUi, type TeamMembersResponse } from '../../engine';
import { useKeysetPages } from '../common/lists/useKeysetPages';
import { EmptyState, formatDate, LoadError, Loading, Page, rowButton } from '../common/member-page';
import { useTenantTimeZone } from '../common/tenant-day';
import { Icon } from '../common/Icon';
import { iconButton, secondaryButton } from '../common/styles';
import { useDebounced } from '../common/useDebounced';
import { Card, Line, MemberSearch, money, RecordsEnd } from './parts';

type Row = TeamMembersResponse['list'][number];

/** The type label of a team member by the tenant's table (SPEC 3: the non-agent types are members). */
export function useTypeLabel() {
  const { nonAgent } = useEngine().config.constants.memberTypes;
  return (type: number) => (nonAgent.includes(type) ? 'profile.type.member' : 'profile.type.agent');
}

/**
 * Team (/m/member/team): the agent's downlines as a tree: direct downlines first, a member with
 * downlines opens its own (the path leads back up); a search by part of a username looks through
 * every level. Tapping a member shows its detail.
 */
export default function Team() {
  const intl = useIntl();
  const engine = useEngine();
  const [parent, setParent] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [detail, setDetail] = useState<number | null>(null);
  const typed = useDebounced(search.trim(), engine.config.constants.debounceMs.help);
  const account = /^[A-Za-z0-9_.@-]{1,32}$/.test(typed) ? typed : undefined;
  const params = account ? { account, pageSize: '20' } : { ...(parent ? { parentId: String(parent) } : {}), pageSize: '20' };
  const { rows, page, loading, error, more, retry } = useKeysetPages('teamMembers', params);
  const typeLabel = useTypeLabel();

  if (detail !== null) return <MemberDetail id={detail} onBack={() => setDetail(null)} />;
  return (
    <Page label={intl.formatMessage({ id: 'agent.downlines' })}>
      <MemberSearch value={search} label="agent.searchMember" onChange={setSearch} />
      {typed && !account && (
        <p role="alert" css={{ margin: 0, color: 'var(--c-danger)', fontSize: '0.85rem' }}>
          <FormattedMessage id="agent.searchInvalid" />
        </p>
      )}
      {!account && page && page.path.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'agent.teamPath' })}>
          <ol
            data-testid="team-path"
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4, fontSize: '0.85rem' }}
          >
            {page.path.map((c, i) => (
              <li key={c.id} css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                {i > 0 && <span aria-hidden>›</span>}
                {i === page.path.length - 1 ? (
                  <strong aria-current="location">{c.account}</strong>
                ) : (
                  <button
                    type="button"
                    css={{ ...secondaryButton, minHeight: 32, padding: '0 10px' }}
                    onClick={() => setParent(i === 0 ? undefined : c.id)}
                  >
                    {c.account}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page && (
        <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }} data-testid="team-total">
          <FormattedMessage id={account ? 'agent.searchFound' : 'agent.directCount'} values={{ count: page.total }} />
        </p>
      )}
      {!page && loading && <Loading />}
      {!page && error !== null && <LoadError error={error} onRetry={retry} />}
      {page && rows.length === 0 && <EmptyState message={account ? 'agent.searchNone' : 'agent.noDownlines'} />}
      {rows.length > 0 && (
        <ul data-testid="team-list" css={{ listStyle: 'none', margin: 0, padding: 0, borderRadius: 12, overflow: 'hidden' }}>
          {rows.map((m) => (
            <li
              key={m.id}
              css={{ display: 'flex', alignItems: 'stretch', borderBottom: '1px solid var(--c-border)', background: 'var(--c-surface)' }}
            >
              <button
                type="button"
                css={{ ...rowButton, borderBottom: 'none', flex: 1, minWidth: 0 }}
                onClick={() => setDetail(m.id)}
                data-testid="team-row"
              >
                <MemberSummary member={m} typeLabel={typeLabel(m.type)} />
              </button>
              {m.directCount > 0 && (
                <button
                  type="button"
                  css={{ ...iconButton, minWidth: 48, color: 'var(--c-primary)' }}
                  aria-label={intl.formatMessage({ id: 'agent.openDownlines' }, { account: m.account, count: m.directCount })}
                  onClick={() => {
                    setSearch('');
                    setParent(m.id);
                  }}
                >
                  <Icon name="chevron" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {page && loading && <Loading />}
      {page && error !== null && <LoadError error={error} onRetry={retry} />}
      {page && !more && !loading && rows.length > 0 && <RecordsEnd />}
    </Page>
  );
}

function MemberSummary({ member, typeLabel }: { member: Row; typeLabel: string }) {
  const intl = useIntl();
  return (
    <span css={{ display: 'flex', alignItems: 'center', gap: 10, width: '100%', minWidth: 0 }}>
      <span
        role="img"
        aria-label={intl.formatMessage({ id: member.online ? 'agent.online' : 'agent.offline' })}
        css={{ width: 10, height: 10, borderRadius: 5, flex: 'none', background: member.online ? 'var(--c-success)' : 'var(--c-border)' }}
      />
      <span css={{ flex: 1, minWidth: 0 }}>
        <span css={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>{member.account}</span>
        <span css={{ display: 'block', fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
          <FormattedMessage id={typeLabel} /> · <FormattedMessage id="agent.level" values={{ level: member.level }} />
          {member.directCount > 0 && (
            <>
              {' · '}
              <FormattedMessage id="agent.directCount" values={{ count: member.directCount }} />
            </>
          )}
          {member.onBreak && (
            <>
              {' · '}
              <strong data-testid="team-on-break" css={{ color: 'var(--c-danger)' }}>
                <FormattedMessage id="agent.onBreak" />
              </strong>
            </>
          )}
        </span>
      </span>
      <span css={{ fontSize: '0.85rem', textAlign: 'right' }}>{money(member.balance)}</span>
    </span>
  );
}

/** A team member's detail: type, dates, balance, all-time money and team size. */
function MemberDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const intl = useIntl();
  const { data, error, loading, reload } = useDataSource('teamMember', { id: String(id) });
  const typeLabel = useTypeLabel();
  const language = useUi((s) => s.language);
  const timeZone = useTenantTimeZone();
  return (
    <Page label={intl.formatMessage({ id: 'agent.memberDetail' })}>
      <button type="button" css={{ ...secondaryButton, alignSelf: 'start' }} onClick={onBack}>
        <FormattedMessage id="agent.backToTeam" />
      </button>
      {loading && !data && <Loading />}
      {error !== undefined && !loading && <LoadError error={error} onRetry={reload} />}
      {data && (
        <Card testId="member-detail">
          <h2 css={{ margin: '0 0 8px', fontSize: '1.1rem', overflowWrap: 'anywhere' }}>{data.account}</h2>
          <Line label="agent.memberType" value={<FormattedMessage id={typeLabel(data.type)} />} />
          <Line label="agent.upline" value={data.parentAccount} />
          <Line label="profile.registeredAt" value={formatDate(data.registeredAt, language, timeZone)} />
          {data.registerUrl !== null && (
            <Line
              label="agent.registeredOn"
              value={
                <span css={{ overflowWrap: 'anywhere' }}>
                  {data.registerMethod ? `${data.registerUrl} · ${data.registerMethod}` : data.registerUrl}
                </span>
              }
            />
          )}
          <Line
            label="agent.lastLogin"
            value={data.lastLoginAt ? formatDate(data.lastLoginAt, language, timeZone) : <FormattedMessage id="agent.never" />}
          />
          <Line label="wallet.balance" value={money(data.balance)} strong />
          <Line label="records.deposit" value={money(data.deposit)} />
          <Line label="records.withdraw" value={money(data.withdraw)} />
          <Line label="records.bet" value={money(data.bet)} />
          <Line label="records.win" value={money(data.win)} />
          <Line label="agent.directDownlines" value={data.directCount} />
          <Line label="agent.figure.teamSize" value={data.teamCount} />
        </Card>
      )}
    </Page>
  );
}
