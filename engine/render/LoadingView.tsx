import { keyframes } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The loading view: shown while a route or node loads, and when its code failed to load. */
export function LoadingView({ compact = false, onRetry }: { compact?: boolean; onRetry?: () => void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: compact ? 16 : 48, color: 'var(--c-textMuted)' }}
    >
      <span aria-hidden css={{ width: 28, height: 28, borderRadius: '50%', border: '3px solid var(--c-border)', borderTopColor: 'var(--c-primary)', animation: `${spin} 0.8s linear infinite` }} />
      <span css={{ fontSize: '0.85rem' }}>
        <FormattedMessage id="app.loading" />
      </span>
      {onRetry && (
        <button type="button" onClick={onRetry} css={{ background: 'none', border: '1px solid var(--c-border)', color: 'var(--c-text)', borderRadius: 6, padding: '6px 14px' }}>
          <FormattedMessage id="app.retry" />
        </button>
      )}
    </div>
  );
}
