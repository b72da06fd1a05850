import { keyframes } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useUi } from '../react/hooks';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The loading and the failure views' column, centred in the space the screen gives them. */
const centred = (compact: boolean) =>
  ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    padding: compact ? 16 : 48,
    color: 'var(--c-textMuted)',
  }) as const;

/** The loading view: shown while a route or node loads. */
export function LoadingView({ compact = false }: { compact?: boolean }) {
  return (
    <div role="status" aria-live="polite" css={centred(compact)}>
      <span
        aria-hidden
        css={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: '3px solid var(--c-border)',
          borderTopColor: 'var(--c-primary)',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
      <span css={{ fontSize: '0.85rem' }}>
        <FormattedMessage id="app.loading" />
      </span>
    </div>
  );
}

/**
 * What a loading view turns into when its load failed: the SPEC 8 message 'Slow connection /
 * No internet' for a network failure (or while the browser is offline), else 'Unknown error',
 * or the caller's own `message` for the failure it read, with a retry button.
 */
export function LoadFailedView({
  compact = false,
  network = false,
  message,
  onRetry,
}: {
  compact?: boolean;
  network?: boolean;
  message?: string;
  onRetry: () => void;
}) {
  const online = useUi((s) => s.online);
  return (
    <div role="alert" css={{ ...centred(compact), textAlign: 'center' }}>
      <span css={{ fontSize: '0.9rem' }}>
        {message ?? <FormattedMessage id={network || !online ? 'error.network' : 'error.unknown'} />}
      </span>
      <button
        type="button"
        onClick={onRetry}
        css={{
          minHeight: 40,
          background: 'none',
          border: '1px solid var(--c-border)',
          color: 'var(--c-text)',
          borderRadius: 6,
          padding: '6px 14px',
        }}
      >
        <FormattedMessage id="app.retry" />
      </button>
    </div>
  );
}
