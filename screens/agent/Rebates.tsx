import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine, type TeamRebateResponse, type TeamRebateUpdateRequest, type TeamRebateUpdateResponse, useUi } from '../../engine';
import { useKeysetPages } from '../common/lists/useKeysetPages';
import { EmptyState, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { useTenantTimeZone } from '../common/tenant-day';
import { primaryButton, secondaryButton } from '../common/styles';
import { useDebounced } from '../common/useDebounced';
import { Card, Line, MemberSearch, money, RecordsEnd } from './parts';
import { rateInputId, RatesInputs, rateProblems, readRatesFailure, typedRates, type RateProblem } from './RatesInputs';

function RateTable({ rates, testId }: { rates: { category: string; rate: string }[]; testId?: string }) {
  if (rates.length === 0) return <EmptyState message="agent.noRates" />;
  return (
    <dl data-testid={testId} css={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 6 }}>
      {rates.map((r) => (
        <div key={r.category} css={{ padding: 8, borderRadius: 8, background: 'var(--c-surfaceRaised)', minWidth: 0 }}>
          <dt css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)', overflowWrap: 'anywhere' }}>
            <FormattedMessage id={`category.${r.category}`} />
          </dt>
          <dd css={{ margin: 0, fontWeight: 700 }}>{r.rate}%</dd>
        </div>
      ))}
    </dl>
  );
}

/** Agent rebate (/m/member/agent/agentRebeat): the agent's rates per game category and its rebate payouts.
 * @public (the registry loads it through centre.ts, which knip does not follow) */
export function AgentRebate() {
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const timeZone = useTenantTimeZone();
  const { rows, page, loading, error, more, retry } = useKeysetPages('agentRebate', { pageSize: '20' });
  return (
    <Page label={intl.formatMessage({ id: 'agent.rebate' })}>
      {!page && loading && <Loading />}
      {!page && error !== null && <LoadError error={error} onRetry={retry} />}
      {page && (
        <>
          <Card title="agent.myRates">
            <RateTable rates={page.rates} testId="my-rates" />
          </Card>
          <Card title="agent.rebatePayouts">
            {rows.length === 0 ? (
              <EmptyState message="agent.noPayouts" />
            ) : (
              <ul data-testid="record-list" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rows.map((p) => (
                  <li key={p.day} data-testid="record-row" css={{ padding: '8px 0', borderBottom: '1px solid var(--c-border)' }}>
                    <Line label="records.date" value={p.day} strong />
                    <Line label="agent.teamBet" value={money(p.bet)} />
                    <Line label="agent.rebateAmount" value={money(p.amount)} />
                    <Line label="agent.paidAt" value={formatDate(p.paidAt, language, timeZone)} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      {page && loading && <Loading />}
      {page && !more && !loading && rows.length > 0 && <RecordsEnd />}
    </Page>
  );
}

type Downline = TeamRebateResponse['list'][number];
type Saved = { account: string; rates: TeamRebateUpdateResponse['rates'] };
type RebateCategory = TeamRebateUpdateRequest['rates'][number]['category'];

/** Team rebate (/m/member/teamRebate): direct downlines' rates, each editable up to the agent's own (checked by the server too).
 * @public (the registry loads it through centre.ts, which knip does not follow) */
export function TeamRebate() {
  const intl = useIntl();
  const engine = useEngine();
  const [search, setSearch] = useState('');
  // the downline being edited and the agent's rates when the edit began (a reload of the list does not close it)
  const [editing, setEditing] = useState<{ member: Downline; ceiling: Downline['rates'] } | null>(null);
  // the last save, shown above the list until the next edit
  const [saved, setSaved] = useState<Saved | null>(null);
  const typed = useDebounced(search.trim(), engine.config.constants.debounceMs.help);
  const account = /^[A-Za-z0-9_.@-]{1,32}$/.test(typed) ? typed : undefined;
  const { rows, page, loading, error, more, retry, reload } = useKeysetPages('teamRebate', {
    pageSize: '20',
    ...(account ? { account } : {}),
  });
  if (editing) {
    return (
      <EditRates
        member={editing.member}
        ceiling={editing.ceiling}
        onDone={(done) => {
          setEditing(null);
          if (done) {
            setSaved(done);
            reload();
          }
        }}
      />
    );
  }
  return (
    <Page label={intl.formatMessage({ id: 'agent.teamRebate' })}>
      {page && (
        <Card title="agent.myRates">
          <RateTable rates={page.myRates} testId="my-rates" />
        </Card>
      )}
      {saved && (
        <p
          role="status"
          data-testid="rates-saved"
          css={{
            margin: 0,
            padding: 10,
            borderRadius: 8,
            background: 'var(--c-surface)',
            color: 'var(--c-success)',
            overflowWrap: 'anywhere',
          }}
        >
          <FormattedMessage
            id="agent.ratesSavedOf"
            values={{
              account: saved.account,
              rates: saved.rates.map((r) => `${intl.formatMessage({ id: `category.${r.category}` })} ${r.rate}%`).join(' · '),
            }}
          />
        </p>
      )}
      <MemberSearch value={search} label="agent.searchMember" onChange={setSearch} />
      {!page && loading && <Loading />}
      {!page && error !== null && <LoadError error={error} onRetry={retry} />}
      {page && rows.length === 0 && <EmptyState message={account ? 'agent.searchNone' : 'agent.noDownlines'} />}
      {rows.length > 0 && (
        <ul data-testid="team-list" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {rows.map((m) => (
            <li key={m.memberId} data-testid="team-row" css={{ padding: 12, borderRadius: 12, background: 'var(--c-surface)' }}>
              <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                <strong css={{ overflowWrap: 'anywhere' }}>{m.account}</strong>
                <button
                  type="button"
                  css={{ ...secondaryButton, minHeight: 36 }}
                  aria-label={intl.formatMessage({ id: 'agent.editRatesOf' }, { account: m.account })}
                  onClick={() => {
                    if (!page) return;
                    setSaved(null);
                    setEditing({ member: m, ceiling: page.myRates });
                  }}
                >
                  <FormattedMessage id="agent.editRates" />
                </button>
              </div>
              <p css={{ margin: '4px 0 0', fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
                {m.rates.length === 0 ? (
                  <FormattedMessage id="agent.noRates" />
                ) : (
                  m.rates.map((r) => `${intl.formatMessage({ id: `category.${r.category}` })} ${r.rate}%`).join(' · ')
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {page && loading && <Loading />}
      {page && !more && !loading && rows.length > 0 && <RecordsEnd />}
    </Page>
  );
}

function EditRates({
  member,
  ceiling,
  onDone,
}: {
  member: Downline;
  ceiling: { category: string; rate: string }[];
  onDone: (saved: Saved | null) => void;
}) {
  const intl = useIntl();
  const engine = useEngine();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(member.rates.map((r) => [r.category, r.rate])));
  const [problems, setProblems] = useState<RateProblem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusFirst = (found: RateProblem[]) => {
    if (found[0]) document.getElementById(rateInputId('edit-rate', found[0].category))?.focus();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = rateProblems(values, ceiling);
    const [first, ...rest] = typedRates<RebateCategory>(values);
    setProblems(found);
    setError(found.length === 0 && !first ? 'agent.rateNone' : null);
    if (found.length > 0 || !first) return focusFirst(found);
    setBusy(true);
    try {
      // at least one rate (the schema's minItems)
      const saved = await engine.api.call('teamRebateUpdate', { memberId: member.memberId, rates: [first, ...rest] });
      engine.ui.toast('success', 'agent.ratesSaved', engine.config.constants.toast.successMs);
      onDone({ account: member.account, rates: saved.rates });
    } catch (failure) {
      const refused = readRatesFailure(failure, intl.messages);
      setProblems(refused.problems);
      setError(refused.message);
      focusFirst(refused.problems);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Page label={intl.formatMessage({ id: 'agent.editRatesOf' }, { account: member.account })}>
      <form noValidate onSubmit={(e) => void submit(e)} css={{ display: 'grid', gap: 12 }}>
        <h2 css={{ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          <FormattedMessage id="agent.editRatesOf" values={{ account: member.account }} />
        </h2>
        <RatesInputs
          idPrefix="edit-rate"
          legend="agent.rebateRatesTitle"
          ceiling={ceiling}
          values={values}
          onChange={setValues}
          problems={problems}
          error={error}
          errorId="edit-rates-error"
        />
        <div css={{ display: 'flex', gap: 8 }}>
          <button type="button" css={{ ...secondaryButton, flex: 1 }} onClick={() => onDone(null)}>
            <FormattedMessage id="app.cancel" />
          </button>
          <button type="submit" css={{ ...primaryButton, flex: 1 }} disabled={busy} aria-busy={busy}>
            <FormattedMessage id="agent.saveRates" />
          </button>
        </div>
      </form>
    </Page>
  );
}
