/** One withdrawal under review: its amount and decisions, the member's context, and approve or reject with a reason. */
import { useEffect, useId, useRef, useState } from 'react';
import { button, colours, dangerButton, inputStyle, panel, primaryButton, Status } from '../ui';
import { cashDeskApi, type MemberContext, type QueueItem } from './api';
import { day, money, when } from './format';
import { errorText, say, type DeskKey, type DeskLanguage } from './messages';

interface Props {
  tenantId: string;
  orderNo: string;
  language: DeskLanguage;
  me: string;
  onBack: () => void;
  onDecided: () => void;
}

/** A pasted line break or tab becomes a space: the server refuses control characters in a reason. */
const withoutControls = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) < 32 || (c.charCodeAt(0) >= 127 && c.charCodeAt(0) < 160) ? ' ' : c)).join('');

const table = {
  width: '100%',
  borderCollapse: 'collapse' as const,
  fontSize: 13,
  td: { borderTop: `1px solid ${colours.line}`, padding: '4px 6px', overflowWrap: 'anywhere' as const },
  th: { textAlign: 'left' as const, padding: '4px 6px' },
};

export function WithdrawalReview({ tenantId, orderNo, language, me, onBack, onDecided }: Props) {
  const [data, setData] = useState<{ withdrawal: QueueItem; member: MemberContext } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'danger'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const reasonId = useId();
  const s = (key: DeskKey, values?: Record<string, string | number>) => say(language, key, values);

  const load = () =>
    cashDeskApi
      .withdrawal(tenantId, orderNo)
      .then((d) => {
        setData(d);
        setLoadError(null);
      })
      .catch((e: unknown) => setLoadError(errorText(language, e)));
  useEffect(() => {
    void load();
    heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per withdrawal (the parent keys this view by its number)
  }, []);

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setOutcome(null);
    try {
      const item = await cashDeskApi.decide(tenantId, orderNo, decision, reason);
      const key: DeskKey = item.status === 'approved' ? 'done.approved' : item.status === 'rejected' ? 'done.rejected' : 'done.first';
      setOutcome({ tone: 'ok', text: s(key) });
      setReason('');
    } catch (e) {
      setOutcome({ tone: 'danger', text: errorText(language, e) });
    } finally {
      setBusy(false);
      void load();
      onDecided();
    }
  };

  const w = data?.withdrawal;
  const m = data?.member;
  const approvals = w ? w.decisions.filter((d) => d.decision === 'approve') : [];
  const iApproved = approvals.some((d) => d.operator === me);
  return (
    <section aria-labelledby="desk-review" css={[panel, { display: 'grid', gap: 12, alignContent: 'start' }]}>
      <button type="button" css={[button, { justifySelf: 'start', minHeight: 44 }]} onClick={onBack}>
        ← {s('back')}
      </button>
      <h2 id="desk-review" ref={heading} tabIndex={-1} css={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
        {w ? `${w.account} · ${money(language, w.amount)}` : orderNo}
      </h2>
      {!data && !loadError && <Status>{s('loading')}</Status>}
      {loadError && (
        <p role="alert" css={{ color: colours.danger, fontSize: 13 }}>
          {loadError}
        </p>
      )}
      {w && m && (
        <>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              gap: '4px 12px',
              margin: 0,
              fontSize: 13,
              dd: { margin: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{s('orderNo')}</dt>
            <dd>
              <code>{w.orderNo}</code>
            </dd>
            <dt>{s('requested')}</dt>
            <dd>{when(language, w.createdAt)}</dd>
            <dt>{s('status')}</dt>
            <dd>
              {w.status === 'pending' && approvals.length > 0 ? s('status.awaiting-second') : s(`status.${w.status}`)}
              {w.status === 'pending' && ` · ${s('approvals', { done: approvals.length, needed: w.approvalsNeeded })}`}
            </dd>
            <dt>{s('balance')}</dt>
            <dd>{money(language, m.balance)}</dd>
            <dt>{s('memberSince')}</dt>
            <dd>
              {day(language, m.memberSince)}
              {m.vip && ` · ${s('vip')}`}
            </dd>
          </dl>
          <div>
            <h3 css={{ fontSize: 14, margin: '4px 0' }}>{s('flags')}</h3>
            {m.flags.length === 0 ? (
              <p css={{ fontSize: 13, margin: 0 }}>{s('noFlags')}</p>
            ) : (
              <ul css={{ margin: 0, paddingLeft: 18, fontSize: 13, color: colours.warn }}>
                {m.flags.map((f) => (
                  <li key={f}>
                    {s(`flag.${f}`)}
                    {f === 'ON_BREAK' &&
                      m.break &&
                      ` ${s(`break.${m.break.kind}`)}, ${m.break.until ? s('breakUntil', { when: when(language, m.break.until) }) : s('breakOpen')}.`}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <table css={table}>
            <caption css={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{s('last30')}</caption>
            <tbody>
              <tr>
                <th scope="row">{s('deposits')}</th>
                <td>{money(language, m.last30Days.deposits)}</td>
              </tr>
              <tr>
                <th scope="row">{s('bets')}</th>
                <td>{money(language, m.last30Days.bets)}</td>
              </tr>
              <tr>
                <th scope="row">{s('wins')}</th>
                <td>{money(language, m.last30Days.wins)}</td>
              </tr>
            </tbody>
          </table>
          <History
            caption={s('recentDeposits')}
            empty={s('none')}
            columns={[s('when'), s('channel'), s('amount')]}
            rows={m.recentDeposits.map((d) => [when(language, d.at), d.channel, money(language, d.amount)])}
          />
          <History
            caption={s('recentBets')}
            empty={s('none')}
            columns={[s('when'), s('game'), s('amount')]}
            rows={m.recentBets.map((b) => [when(language, b.at), b.kind, money(language, b.amount)])}
          />
          <div>
            <h3 css={{ fontSize: 14, margin: '4px 0' }}>{s('decisions')}</h3>
            {w.decisions.length === 0 ? (
              <p css={{ fontSize: 13, margin: 0 }}>{s('noDecisions')}</p>
            ) : (
              <ul css={{ margin: 0, paddingLeft: 18, fontSize: 13 }}>
                {w.decisions.map((d, i) => (
                  <li key={i}>
                    {s(`decision.${d.decision}`, { who: d.operator })} · {when(language, d.at)}
                    {d.reason && ` · “${d.reason}”`}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {w.status === 'pending' ? (
            <div css={{ display: 'grid', gap: 8 }}>
              {iApproved && <p css={{ fontSize: 13, margin: 0, color: colours.warn }}>{s('youApproved')}</p>}
              <label htmlFor={reasonId} css={{ fontSize: 13, fontWeight: 600 }}>
                {s('reason')}
              </label>
              <textarea
                id={reasonId}
                css={[inputStyle, { minHeight: 72 }]}
                maxLength={500}
                value={reason}
                aria-describedby={`${reasonId}-help`}
                onChange={(e) => setReason(withoutControls(e.target.value))}
              />
              <span id={`${reasonId}-help`} css={{ fontSize: 12, color: colours.muted }}>
                {s('reasonHelp')}
              </span>
              <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <button
                  type="button"
                  css={[primaryButton, { minHeight: 44 }]}
                  disabled={busy || iApproved}
                  onClick={() => void decide('approve')}
                >
                  {w.approvalsNeeded === 2 && approvals.length === 0 ? s('approveFirst') : s('approve')}
                </button>
                <button
                  type="button"
                  css={[dangerButton, { minHeight: 44 }]}
                  disabled={busy || iApproved}
                  onClick={() => void decide('reject')}
                >
                  {s('reject')}
                </button>
              </div>
            </div>
          ) : (
            <p css={{ fontSize: 13, margin: 0 }}>{s('settled', { status: s(`status.${w.status}`) })}</p>
          )}
        </>
      )}
      <div aria-live="polite" role="status">
        {busy && <span css={{ fontSize: 13 }}>{s('working')}</span>}
        {outcome && <p css={{ fontSize: 13, margin: 0, color: outcome.tone === 'ok' ? colours.ok : colours.danger }}>{outcome.text}</p>}
      </div>
    </section>
  );
}

function History({ caption, empty, columns, rows }: { caption: string; empty: string; columns: string[]; rows: string[][] }) {
  return (
    <table css={table}>
      <caption css={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
