import { useIntl } from 'react-intl';
import { offeredProvider, useEngine, type TenantConfig } from '../../engine';

/** The social providers of SPEC 2 as their buttons look. */
const providers = [
  { id: 'facebook', label: 'auth.social.facebook', color: '#1877f2', glyph: 'f' },
  { id: 'google', label: 'auth.social.google', color: '#ea4335', glyph: 'G' },
  { id: 'line', label: 'auth.social.line', color: '#06c755', glyph: 'L' },
  { id: 'twitter', label: 'auth.social.twitter', color: '#1d9bf0', glyph: 'X' },
] as const;

/** The offered providers (engine/config/social-login.ts), in the order above. */
export function shownProviders(config: Pick<TenantConfig, 'flags' | 'socialLogin'>) {
  return providers.filter((p) => offeredProvider(config, p.id) !== undefined);
}

/**
 * Social login (SPEC 2), each button behind its flag and its provider. A button is a link to the
 * server's start of the OpenID Connect sign-in (server/endpoints/social-login.ts), so it works
 * before the scripts arrive; "remember me" goes with it once they have.
 */
export function SocialLogin({ remember }: { remember: boolean }) {
  const engine = useEngine();
  const intl = useIntl();
  const shown = shownProviders(engine.config);
  if (shown.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'auth.social.title' })}
      css={{ display: 'flex', justifyContent: 'center', gap: 16, paddingTop: 4 }}
    >
      {shown.map((p) => (
        <a
          key={p.id}
          href={`/oidc/${p.id}/start${remember ? '?remember=1' : ''}`}
          aria-label={intl.formatMessage({ id: p.label })}
          css={{
            width: 44,
            height: 44,
            borderRadius: 22,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            textDecoration: 'none',
            background: p.color,
            color: '#fff',
            fontWeight: 700,
            fontSize: '1.1rem',
          }}
        >
          <span aria-hidden>{p.glyph}</span>
        </a>
      ))}
    </div>
  );
}
