import { FormattedMessage, useIntl } from 'react-intl';
import { useAction, useEngine, useRoute } from '../../engine/app/react';
import { Icon } from '../common/Icon';
import { iconButton } from '../common/styles';
import { Logo } from '../common/Logo';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** Login and register on one screen; the tab follows the path, a click changes the address. */
export default function AuthTabs() {
  const route = useRoute();
  const run = useAction();
  const intl = useIntl();
  const { config } = useEngine();
  const active = route?.route.id === 'register' ? 'register' : 'login';
  const tabs = [
    { id: 'login', label: 'auth.loginTab', to: '/m/login' },
    { id: 'register', label: 'auth.registerTab', to: '/m/register' },
  ] as const;
  return (
    <section css={{ padding: '8px 16px 24px' }}>
      <button type="button" onClick={() => run({ action: 'navigate', to: config.shell.homePath })} aria-label={intl.formatMessage({ id: 'app.back' })} css={{ ...iconButton, position: 'absolute', left: 8, top: 8, zIndex: 2, background: 'var(--c-mask)', color: '#fff' }}>
        <Icon name="back" />
      </button>
      <div css={{ display: 'flex', justifyContent: 'center', padding: '12px 0 16px' }}>
        <Logo height={44} />
      </div>
      <div role="tablist" css={{ display: 'flex', borderBottom: '1px solid var(--c-border)', marginBottom: 16 }}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            onClick={() => active !== tab.id && run({ action: 'navigate', to: tab.to, replace: true })}
            css={{ flex: 1, height: 44, border: 'none', background: 'none', color: active === tab.id ? 'var(--c-primary)' : 'var(--c-textMuted)', fontWeight: active === tab.id ? 700 : 400, borderBottom: `2px solid ${active === tab.id ? 'var(--c-primary)' : 'transparent'}` }}
          >
            <FormattedMessage id={tab.label} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {active === 'login' ? <LoginForm /> : <RegisterForm />}
      </div>
    </section>
  );
}
