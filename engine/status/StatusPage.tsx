import { FormattedMessage } from 'react-intl';
import type { TenantConfig } from '../config/types';
import { logoFor } from '../theme/logo';
import { Icon } from '../../screens/common/Icon';

/** Drawn from the screens' icon set, not emoji: a phone without an emoji font shows those as empty boxes. */
const icons = { maintenance: 'tools', restricted: 'blocked', error: 'warning' } as const;

/** The full-page error set: maintenance, IP or location limit, and service errors. */
export function StatusPage({
  kind,
  brand,
  logo,
  onRetry,
}: {
  kind: keyof typeof icons;
  brand: string;
  logo: TenantConfig['brand']['logo'];
  onRetry?: () => void;
}) {
  // Shown before the engine exists: the theme is the one boot applied to the root element.
  const theme = document.documentElement.dataset.theme ?? '';
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
        <Icon name={icons[kind]} size={48} />
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
