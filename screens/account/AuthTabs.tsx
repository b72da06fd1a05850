import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl, useAction, useEngine, useRoute, type AuthTabsNode, type NodeProps } from '../../engine';
import { Icon } from '../common/Icon';
import { ActionControl } from '../common/ActionControl';
import { iconButton } from '../common/styles';
import { Logo } from '../common/Logo';
import { BannerSlides, bannerFrame, useBannerGroup } from '../home/Banner';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** Login and register on one screen, over its background image; the tab follows the path, a click changes the address. */
export default function AuthTabs({ node }: NodeProps<AuthTabsNode>) {
  const route = useRoute();
  const run = useAction();
  const intl = useIntl();
  const engine = useEngine();
  const { config } = engine;
  const active = route?.route.id === 'register' ? 'register' : 'login';
  const tabs = [
    { id: 'login', label: 'auth.loginTab', to: engine.pathTo('login') },
    { id: 'register', label: 'auth.registerTab', to: engine.pathTo('register') },
  ] as const;
  return (
    // Its own stacking context: the background image lies under this screen's content and nothing else.
    <div css={{ position: 'relative', isolation: 'isolate' }}>
      {node.background && <ScreenBackground src={node.background} />}
      {/* Its own row above the banner, so it never covers the banner's corner or its link. */}
      <div css={{ display: 'flex', alignItems: 'center', height: 48, padding: '0 4px' }}>
        <button
          type="button"
          onClick={() => run({ action: 'navigate', to: config.shell.homePath })}
          aria-label={intl.formatMessage({ id: 'app.back' })}
          css={iconButton}
        >
          <Icon name="back" />
        </button>
      </div>
      <AuthBanner register={active === 'register'} />
      <section css={{ padding: '0 16px 24px' }}>
        <div css={{ display: 'flex', justifyContent: 'center', padding: '12px 0 16px' }}>
          <Logo height={44} />
        </div>
        <div role="tablist" css={{ display: 'flex', borderBottom: '1px solid var(--c-border)', marginBottom: 16 }}>
          {tabs.map((tab) => (
            <ActionControl
              key={tab.id}
              action={{ action: 'navigate', to: tab.to, replace: true }}
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`panel-${tab.id}`}
              css={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                height: 44,
                textDecoration: 'none',
                color: active === tab.id ? 'var(--c-primary)' : 'var(--c-textMuted)',
                fontWeight: active === tab.id ? 700 : 400,
                borderBottom: `2px solid ${active === tab.id ? 'var(--c-primary)' : 'transparent'}`,
              }}
            >
              <FormattedMessage id={tab.label} />
            </ActionControl>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
          {active === 'login' ? <LoginForm /> : <RegisterForm />}
        </div>
      </section>
    </div>
  );
}

/**
 * The screen's background (SPEC 2): behind the back row, the banner, the logo and the tabs,
 * fading into the theme's background before the form, so fields and labels keep their contrast.
 * Decorative: no name for screen readers.
 */
function ScreenBackground({ src }: { src: string }) {
  const { config } = useEngine();
  const cdns = config.settings.imageCDNs;
  const url = useMemo(() => imageUrl(src, cdns), [src, cdns]);
  const fade = 'linear-gradient(to bottom, #000 45%, transparent)';
  return (
    <img
      src={url}
      alt=""
      data-testid="auth-background"
      css={{
        position: 'absolute',
        zIndex: -1,
        top: 0,
        left: 0,
        width: '100%',
        height: 380,
        objectFit: 'cover',
        objectPosition: 'top center',
        pointerEvents: 'none',
        maskImage: fade,
        WebkitMaskImage: fade,
      }}
    />
  );
}

/** Shown on the register tab when the tenant has no m_register or m_reg banner (SPEC 2); a tenant replaces it with its own assets/banners/register-default.svg. */
const DEFAULT_REGISTER_BANNER = '/assets/banners/register-default.svg';

/**
 * The banner above the tabs (SPEC 2): group m_reg on login; on register the m_register group,
 * else m_reg, else a default image.
 */
function AuthBanner({ register }: { register: boolean }) {
  const intl = useIntl();
  const registerGroup = useBannerGroup('m_register');
  const regGroup = useBannerGroup('m_reg');
  const waiting = (group: typeof regGroup) => group.loading && !group.data;
  if (!register) return waiting(regGroup) ? <div aria-hidden css={bannerFrame} /> : <BannerSlides banners={regGroup.data ?? []} />;
  if (waiting(registerGroup) || waiting(regGroup)) return <div aria-hidden css={bannerFrame} />;
  const banners = registerGroup.data?.length ? registerGroup.data : (regGroup.data ?? []);
  if (banners.length > 0) return <BannerSlides banners={banners} />;
  return (
    <div css={bannerFrame}>
      <img
        src={DEFAULT_REGISTER_BANNER}
        alt={intl.formatMessage({ id: 'banner.registerDefault' })}
        width={750}
        height={300}
        css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </div>
  );
}
