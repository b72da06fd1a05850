import { useEffect, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TenantConfig } from '../config/types';
import { logoFor } from '../theme/logo';

export type StatusKind = 'maintenance' | 'restricted' | 'error';

/** The page's picture, drawn by the screens (screens/shell/StatusIcon.tsx), so the engine names no icon. */
export type StatusIcon = ComponentType<{ kind: StatusKind; size: number }>;

/** The full-page error set: maintenance, IP or location limit, and service errors. */
export function StatusPage({
  kind,
  brand,
  logo,
  icon: Picture,
  onRetry,
}: {
  kind: StatusKind;
  brand: string;
  logo: TenantConfig['brand']['logo'];
  icon: StatusIcon;
  onRetry?: () => void;
}) {
  // Shown before the engine exists: the theme is the one boot applied to the root element.
  const theme = document.documentElement.dataset.theme ?? '';
  // on the page now, as a screen would be: a tap on Retry made before goes through (server/static/early-taps.ts)
  useEffect(() => void document.documentElement.setAttribute('data-shown', ''), []);
  return (
    <main
      data-status={kind}
      css={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 32,
        textAlign: 'center',
        color: 'var(--c-text)',
      }}
    >
      <img src={logoFor(logo, theme, theme)} alt={brand} width={160} height={48} css={{ objectFit: 'contain' }} />
      <span css={{ color: 'var(--c-textMuted)', display: 'flex' }}>
        <Picture kind={kind} size={48} />
      </span>
      <h1 css={{ margin: 0, fontSize: '1.3rem' }}>
        <FormattedMessage id={`status.${kind}.title`} />
      </h1>
      <p css={{ margin: 0, color: 'var(--c-textMuted)', maxWidth: 320 }}>
        <FormattedMessage id={`status.${kind}.body`} />
      </p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          css={{
            marginTop: 8,
            padding: '10px 24px',
            borderRadius: 24,
            border: 'none',
            background: 'var(--c-primary)',
            color: 'var(--c-onPrimary)',
            fontWeight: 600,
          }}
        >
          <FormattedMessage id="app.retry" />
        </button>
      )}
    </main>
  );
}
