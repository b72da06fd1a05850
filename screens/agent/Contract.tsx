import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useUi, type AgentContractNode, type ContractsResponse, type NodeProps } from '../../engine';
import { readFailure } from '../common/form/failure';
import { EmptyState, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { useTenantTimeZone } from '../common/tenant-day';
import { primaryButton, secondaryButton } from '../common/styles';
import { Card, Line, money } from './parts';

type Contract = NonNullable<ContractsResponse['current']>;

const TITLES = { salary: 'agent.salaryContract', dividend: 'agent.dividendContract', hourly: 'agent.hourContract' } as const;

/**
 * A contract screen (daily salary, dividend or hourly salary): the offer or the contract in
 * force with its tiers and state, accept or reject behind a confirmation, earlier contracts and
 * what was paid under them.
 */
export default function ContractScreen({ node }: NodeProps<AgentContractNode>) {
  const intl = useIntl();
  const engine = useEngine();
  const language = useUi((s) => s.language);
  const timeZone = useTenantTimeZone();
  const { data, error, loading, reload } = useDataSource('contracts', { kind: node.kind });
  const [busy, setBusy] = useState(false);

  async function answer(contract: Contract, accept: boolean) {
    const sure = await engine.ui.confirm({
      title: TITLES[node.kind],
      message: accept ? 'contract.confirmAccept' : 'contract.confirmReject',
      confirmLabel: accept ? 'contract.accept' : 'contract.reject',
      cancelLabel: 'app.cancel',
    });
    if (!sure) return;
    setBusy(true);
    try {
      await engine.api.call('contractRespond', { id: contract.id, accept });
      engine.ui.toast('success', accept ? 'contract.accepted' : 'contract.rejected', engine.config.constants.toast.successMs);
    } catch (failure) {
      engine.ui.toast('fail', readFailure(failure, intl.messages).message, engine.config.constants.toast.shortMs);
    } finally {
      setBusy(false);
      reload();
    }
  }

  return (
    <Page label={intl.formatMessage({ id: TITLES[node.kind] })}>
      {loading && !data && <Loading />}
      {error !== undefined && !loading && <LoadError error={error} onRetry={reload} />}
      {data && !data.current && <EmptyState message="contract.none" />}
      {data?.current && (
        <Card testId="contract-current">
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <h2 css={{ margin: 0, fontSize: '1rem' }}>
              <FormattedMessage id={data.current.state === 'pending' ? 'contract.offer' : 'contract.inForce'} />
            </h2>
            <State state={data.current.state} />
          </div>
          <Tiers contract={data.current} kind={node.kind} />
          <Line label="contract.offeredBy" value={data.current.offeredBy || <FormattedMessage id="contract.site" />} />
          <Line label="contract.offeredAt" value={formatDate(data.current.offeredAt, language, timeZone)} />
          {data.current.state === 'pending' ? (
            <>
              <Line label="contract.expiresAt" value={formatDate(data.current.expiresAt, language, timeZone)} />
              <div css={{ display: 'flex', gap: 8, marginTop: 8 }}>
                <button
                  type="button"
                  css={{ ...secondaryButton, flex: 1 }}
                  disabled={busy}
                  onClick={() => void answer(data.current!, false)}
                >
                  <FormattedMessage id="contract.reject" />
                </button>
                <button type="button" css={{ ...primaryButton, flex: 1 }} disabled={busy} onClick={() => void answer(data.current!, true)}>
                  <FormattedMessage id="contract.accept" />
                </button>
              </div>
            </>
          ) : (
            data.current.respondedAt && (
              <Line label="contract.acceptedAt" value={formatDate(data.current.respondedAt, language, timeZone)} />
            )
          )}
        </Card>
      )}
      {data && data.settlements.length > 0 && (
        <Card title="contract.settlements" testId="contract-settlements">
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.settlements.map((s) => (
              <li key={s.period} css={{ padding: '6px 0', borderBottom: '1px solid var(--c-border)' }}>
                <Line label="contract.period" value={s.period} strong />
                <Line label="agent.teamBet" value={money(s.teamBet)} />
                <Line label="agent.activeMembers" value={s.activeMembers} />
                <Line label="contract.paid" value={money(s.amount)} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {data && data.history.length > 0 && (
        <Card title="contract.history" testId="contract-history">
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.history.map((c) => (
              <li
                key={c.id}
                css={{
                  padding: '6px 0',
                  borderBottom: '1px solid var(--c-border)',
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 8,
                  flexWrap: 'wrap',
                }}
              >
                <span>{formatDate(c.offeredAt, language, timeZone)}</span>
                <State state={c.state} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Page>
  );
}

function State({ state }: { state: Contract['state'] }) {
  const colour = state === 'accepted' ? 'var(--c-success)' : state === 'pending' ? 'var(--c-primary)' : 'var(--c-textMuted)';
  return (
    <span
      data-testid="contract-state"
      css={{ fontSize: '0.8rem', fontWeight: 700, color: colour, border: `1px solid ${colour}`, borderRadius: 12, padding: '2px 8px' }}
    >
      <FormattedMessage id={`contract.state.${state}`} />
    </span>
  );
}

function Tiers({ contract, kind }: { contract: Contract; kind: AgentContractNode['kind'] }) {
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0', fontSize: '0.85rem' }}>
      <caption css={{ textAlign: 'left', color: 'var(--c-textMuted)', paddingBottom: 4 }}>
        <FormattedMessage
          id={kind === 'hourly' ? 'contract.tiersHour' : kind === 'dividend' ? 'contract.tiersPeriod' : 'contract.tiersDay'}
        />
      </caption>
      <thead>
        <tr css={{ textAlign: 'left' }}>
          <th scope="col">
            <FormattedMessage id="agent.teamBet" />
          </th>
          <th scope="col">
            <FormattedMessage id="agent.activeMembers" />
          </th>
          <th scope="col">
            <FormattedMessage id={kind === 'dividend' ? 'agent.rate' : 'contract.salary'} />
          </th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((t) => (
          <tr key={`${t.teamBet}-${t.activeMembers}`} css={{ borderTop: '1px solid var(--c-border)' }}>
            <td>≥ {money(t.teamBet)}</td>
            <td>≥ {t.activeMembers}</td>
            <td>{t.rate !== null ? `${t.rate}%` : t.amount !== null ? money(t.amount) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
