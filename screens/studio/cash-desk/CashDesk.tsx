/**
 * The cash desk (issue 30, item 3): a cashier's withdrawal queue with filters, and beside it (below
 * it on a phone) the withdrawal being reviewed with its member's context and the decision. Loaded
 * lazily by the studio's frame, for the cashier role only (the server refuses everyone else).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { button, colours, inputStyle, panel, primaryButton, Status } from '../ui';
import { cashDeskApi, type QueueFilter, type QueuePage, type QueueStatus } from './api';
import { money, when } from './format';
import { useStudioLanguage } from '../language';
import { errorText, say, type DeskKey } from './messages';
import { WithdrawalReview } from './WithdrawalReview';

const STATUSES: QueueStatus[] = ['pending', 'awaiting-second', 'approved', 'rejected', 'cancelled', 'all'];
const EMPTY_FILTER: QueueFilter = { status: 'pending', member: '', minAmount: '', maxAmount: '', from: '', to: '', page: 1 };

const wide = '@media (min-width: 900px)';

export default function CashDesk({ tenantId, orderNo, me }: { tenantId: string; orderNo?: string; me: string }) {
  const language = useStudioLanguage();
  const [draft, setDraft] = useState<QueueFilter>(EMPTY_FILTER);
  const [filter, setFilter] = useState<QueueFilter>(EMPTY_FILTER);
  const [page, setPage] = useState<QueuePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [, navigate] = useLocation();
  const s = (key: DeskKey, values?: Record<string, string | number>) => say(language, key, values);

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    cashDeskApi
      .queue(tenantId, filter)
      .then(setPage)
      .catch((e: unknown) => setError(errorText(language, e)))
      .finally(() => setLoading(false));
  }, [tenantId, filter, language]);
  useEffect(load, [load]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...draft, page: 1 });
  };
  const field = (key: 'member' | 'minAmount' | 'maxAmount' | 'from' | 'to', type: string, inputMode?: 'decimal') => (
    <label css={{ display: 'grid', gap: 4, fontSize: 13, fontWeight: 600 }}>
      {s(key)}
      <input
        css={inputStyle}
        type={type}
        inputMode={inputMode}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <div lang={language === 'TY' ? 'tl' : 'en'} css={{ display: 'grid', gap: 16, maxWidth: 1400, margin: '0 auto' }}>
      <h1 css={{ fontSize: 20, margin: 0 }}>{s('title')}</h1>
      <div css={{ display: 'grid', gap: 16, [wide]: { gridTemplateColumns: orderNo ? 'minmax(0, 5fr) minmax(0, 6fr)' : '1fr' } }}>
        <section aria-labelledby="desk-results" css={[panel, { display: orderNo ? 'none' : 'block', [wide]: { display: 'block' } }]}>
          <form onSubmit={apply} aria-label={s('filters')} css={{ display: 'grid', gap: 10, marginBottom: 12 }}>
            <div css={{ display: 'grid', gap: 10, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
              <label css={{ display: 'grid', gap: 4, fontSize: 13, fontWeight: 600 }}>
                {s('status')}
                <select
                  css={inputStyle}
                  value={draft.status}
                  onChange={(e) => setDraft({ ...draft, status: e.target.value as QueueStatus })}
                >
                  {STATUSES.map((st) => (
                    <option key={st} value={st}>
                      {s(`status.${st}`)}
                    </option>
                  ))}
                </select>
              </label>
              {field('member', 'search')}
              {field('minAmount', 'text', 'decimal')}
              {field('maxAmount', 'text', 'decimal')}
              {field('from', 'date')}
              {field('to', 'date')}
            </div>
            <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <button type="submit" css={[primaryButton, { minHeight: 44 }]}>
                {s('apply')}
              </button>
              <button
                type="button"
                css={[button, { minHeight: 44 }]}
                onClick={() => {
                  setDraft(EMPTY_FILTER);
                  setFilter(EMPTY_FILTER);
                }}
              >
                {s('clear')}
              </button>
            </div>
          </form>
          <h2 id="desk-results" css={{ fontSize: 16, margin: '8px 0' }}>
            {s('results')}
            {page && !loading && <span css={{ fontWeight: 400, color: colours.muted }}> · {s('count', { total: page.total })}</span>}
          </h2>
          {page && (
            <p css={{ fontSize: 13, color: colours.muted, margin: '0 0 8px' }}>
              {page.secondApproverAbove === null ? s('oneApprover') : s('threshold', { amount: money(language, page.secondApproverAbove) })}
            </p>
          )}
          {loading && <Status>{s('loading')}</Status>}
          {error && (
            <div role="alert" css={{ color: colours.danger, fontSize: 13 }}>
              {error}{' '}
              <button type="button" css={button} onClick={load}>
                {s('retry')}
              </button>
            </div>
          )}
          {page && !loading && page.list.length === 0 && <Status>{s('empty')}</Status>}
          {page && page.list.length > 0 && (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {page.list.map((w) => {
                const approvals = w.decisions.filter((d) => d.decision === 'approve').length;
                const awaitingSecond = w.status === 'pending' && approvals > 0;
                return (
                  <li key={w.orderNo}>
                    <Link
                      href={`/${tenantId}/cash-desk/${w.orderNo}`}
                      aria-current={w.orderNo === orderNo ? 'true' : undefined}
                      css={{
                        display: 'grid',
                        gridTemplateColumns: '1fr auto',
                        gap: 4,
                        padding: 12,
                        minHeight: 44,
                        border: `1px solid ${w.orderNo === orderNo ? colours.accent : colours.line}`,
                        borderRadius: 8,
                        color: colours.ink,
                        textDecoration: 'none',
                        background: w.orderNo === orderNo ? '#eef3fd' : colours.panel,
                      }}
                    >
                      <strong css={{ overflowWrap: 'anywhere' }}>{w.account}</strong>
                      <strong css={{ textAlign: 'right' }}>{money(language, w.amount)}</strong>
                      <span css={{ fontSize: 12, color: colours.muted }}>{when(language, w.createdAt)}</span>
                      <span css={{ fontSize: 12, textAlign: 'right', color: awaitingSecond ? colours.warn : colours.muted }}>
                        {awaitingSecond ? s('status.awaiting-second') : s(`status.${w.status}`)}
                        {w.status === 'pending' && ` · ${s('approvals', { done: approvals, needed: w.approvalsNeeded })}`}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {page && page.totalPages > 1 && (
            <nav
              aria-label={s('pageOf', { page: page.page, pages: page.totalPages })}
              css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}
            >
              <button type="button" css={button} disabled={page.page <= 1} onClick={() => setFilter({ ...filter, page: page.page - 1 })}>
                {s('previous')}
              </button>
              <span css={{ fontSize: 13 }}>{s('pageOf', { page: page.page, pages: page.totalPages })}</span>
              <button
                type="button"
                css={button}
                disabled={page.page >= page.totalPages}
                onClick={() => setFilter({ ...filter, page: page.page + 1 })}
              >
                {s('next')}
              </button>
            </nav>
          )}
        </section>
        {orderNo && (
          <WithdrawalReview
            key={orderNo}
            tenantId={tenantId}
            orderNo={orderNo}
            language={language}
            me={me}
            onBack={() => navigate(`/${tenantId}/cash-desk`)}
            onDecided={load}
          />
        )}
      </div>
    </div>
  );
}
