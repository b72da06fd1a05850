import { useIntl } from 'react-intl';
import { useEngine } from '../../engine/react/hooks';

/** The social providers of SPEC 2 with the flag that shows each button. */
const providers = [
  { id: 'facebook', flag: 'FACEBOOKLOGIN3', label: 'auth.social.facebook', color: '#1877f2', glyph: 'f' },
  { id: 'google', flag: 'GOOGLELOGIN3', label: 'auth.social.google', color: '#ea4335', glyph: 'G' },
  { id: 'line', flag: 'LINELOGIN3', label: 'auth.social.line', color: '#06c755', glyph: 'L' },
  { id: 'twitter', flag: 'TWITTERLOGIN3', label: 'auth.social.twitter', color: '#1d9bf0', glyph: 'X' },
] as const;

/** The providers whose flag is on, in the order above. */
export function shownProviders(flags: Record<string, unknown>) {
  return providers.filter((p) => flags[p.flag] === true);
}

/**
 * Social login buttons, each only behind its flag. No social provider is connected to this
 * platform, so a tap says 'coming soon'.
 */
export function SocialLogin() {
  const engine = useEngine();
  const intl = useIntl();
  const shown = shownProviders(engine.config.flags);
  if (shown.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'auth.social.title' })}
      css={{ display: 'flex', justifyContent: 'center', gap: 16, paddingTop: 4 }}
    >
      {shown.map((p) => (
        <button
          key={p.id}
          type="button"
          aria-label={intl.formatMessage({ id: p.label })}
          onClick={() => engine.ui.toast('info', 'coming_soon', engine.config.constants.toast.infoMs)}
          css={{
            width: 44,
            height: 44,
            borderRadius: 22,
            border: 'none',
            background: p.color,
            color: '#fff',
            fontWeight: 700,
            fontSize: '1.1rem',
          }}
        >
          <span aria-hidden>{p.glyph}</span>
        </button>
      ))}
    </div>
  );
}
