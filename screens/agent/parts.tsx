import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBalance } from '../../engine';
import { input } from '../common/wallet-form';

/** Pieces the agent screens share: a grid of labelled figures, signed money, a titled card, a member search, a list's end. */

export const panel = { margin: 0, padding: 12, borderRadius: 12, background: 'var(--c-surface)', color: 'var(--c-text)' };

export function Figures({ items, testId }: { items: { label: string; value: ReactNode; id?: string }[]; testId?: string }) {
  return (
    <dl data-testid={testId} css={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
      {items.map((f) => (
        <div key={f.label} css={{ padding: 8, borderRadius: 8, background: 'var(--c-surfaceRaised)', minWidth: 0 }}>
          <dt css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)', overflowWrap: 'anywhere' }}>
            <FormattedMessage id={f.label} />
          </dt>
          <dd data-testid={f.id} css={{ margin: 0, fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Signed({ amount }: { amount: string }) {
  const value = Number(amount);
  return (
    <span css={{ color: value < 0 ? 'var(--c-danger)' : value > 0 ? 'var(--c-success)' : 'inherit' }}>
      {(value > 0 ? '+' : '') + formatBalance(amount)}
    </span>
  );
}

export function Card({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section css={panel} data-testid={testId} aria-label={undefined}>
      {title && (
        <h2 css={{ margin: '0 0 8px', fontSize: '1rem' }}>
          <FormattedMessage id={title} />
        </h2>
      )}
      {children}
    </section>
  );
}

/** A label and a value on one line, wrapping under each other when the words run long (TY). */
export function Line({ label, value, strong = false, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div
      data-testid={testId}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: '2px 8px',
        padding: '4px 0',
        fontWeight: strong ? 700 : 400,
      }}
    >
      <span css={{ color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={label} />
      </span>
      <span css={{ overflowWrap: 'anywhere' }}>{value}</span>
    </div>
  );
}

export const money = (amount: string) => formatBalance(amount);

/** The search box for a member's account name above a team list; `label` names it and is its placeholder. */
export function MemberSearch({ value, label, onChange }: { value: string; label: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <input
      type="search"
      css={input}
      value={value}
      maxLength={32}
      aria-label={intl.formatMessage({ id: label })}
      placeholder={intl.formatMessage({ id: label })}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Said under a paged list once its last page is in. */
export function RecordsEnd() {
  return (
    <p css={{ textAlign: 'center', color: 'var(--c-textMuted)', fontSize: '0.8rem', margin: 0 }}>
      <FormattedMessage id="records.end" />
    </p>
  );
}
