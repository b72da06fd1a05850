import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError, LoadFailedView } from '../../engine';
import { Icon } from './Icon';
import { pressedStyle, usePress } from './usePress';

/** Pieces shared by the member-centre screens: cards, rows, empty, loading and error states. */

export const card = { background: 'var(--c-surface)', border: '1px solid var(--c-border)', borderRadius: 12, padding: 12 };

/** The heading of a group of rows on a member screen (the popular announcements, the lobby news). */
export const groupHeading = { margin: '4px 0 0', fontSize: '0.9rem', fontWeight: 600, color: 'var(--c-textMuted)' } as const;

export const rowButton = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 52,
  padding: '10px 14px',
  border: 'none',
  borderBottom: '1px solid var(--c-border)',
  background: 'var(--c-surface)',
  color: 'var(--c-text)',
  font: 'inherit',
  textAlign: 'left' as const,
  cursor: 'pointer',
};

export function Page({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section aria-label={label} css={{ display: 'grid', gap: 12, padding: '12px 12px 24px' }}>
      {children}
    </section>
  );
}

export function EmptyState({ message = 'app.noData' }: { message?: string }) {
  return (
    <p data-testid="empty-state" css={{ ...card, margin: 0, textAlign: 'center', color: 'var(--c-textMuted)', padding: '32px 12px' }}>
      <FormattedMessage id={message} />
    </p>
  );
}

export function Loading() {
  return (
    <p role="status" css={{ ...card, margin: 0, textAlign: 'center', color: 'var(--c-textMuted)' }}>
      <FormattedMessage id="app.loading" />
    </p>
  );
}

/** A failed load: 'Slow connection / No internet' when the network failed (or is gone), with a retry. */
export function LoadError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  return (
    <div css={card}>
      <LoadFailedView compact network={error instanceof ApiError && error.isNetwork} onRetry={onRetry} />
    </div>
  );
}

/** One navigable entry: icon, label, chevron; a real button so keyboards and readers reach it. */
export function EntryRow({ icon, label, onClick, trailing }: { icon: string; label: string; onClick: () => void; trailing?: ReactNode }) {
  const press = usePress();
  return (
    <button type="button" {...press} onClick={onClick} css={{ ...rowButton, ...pressedStyle }}>
      <Icon name={icon} size={20} />
      <span css={{ flex: 1 }}>
        <FormattedMessage id={label} />
      </span>
      {trailing}
      <Icon name="chevron" size={18} />
    </button>
  );
}

/** A date and time in the member's language; on the tenant's clock when its zone is given (screens that cut periods in it). */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(language === 'TY' ? 'fil-PH' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
