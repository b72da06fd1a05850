import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAction, useEngine } from '../../engine/app/react';
import { errorText } from '../common/errors';
import { Icon } from '../common/Icon';
import { iconButton, primaryButton } from '../common/styles';

/** Remembered username (never the password: the browser's password manager keeps that). */
const REMEMBERED_USER_KEY = 'rememberedUsername';

/** Username and password login (SPEC 2). 'Remember' keeps the username and asks for a longer session. */
export function LoginForm() {
  const engine = useEngine();
  const intl = useIntl();
  const run = useAction();
  const ids = useId();
  const remembered = readRemembered();
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [remember, setRemember] = useState(remembered !== null);
  const [problem, setProblem] = useState<{ field?: 'username' | 'password'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim()) return setProblem({ field: 'username', text: intl.formatMessage({ id: 'auth.usernameRequired' }) });
    if (!password) return setProblem({ field: 'password', text: intl.formatMessage({ id: 'auth.passwordRequired' }) });
    setProblem(null);
    setBusy(true);
    try {
      await engine.services.login(username, password, remember);
      if (remember) localStorage.setItem(REMEMBERED_USER_KEY, username.trim());
      else localStorage.removeItem(REMEMBERED_USER_KEY);
      engine.navigate(engine.config.shell.homePath);
    } catch (error) {
      setProblem({ text: errorText(intl, error) });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
      <Field label="auth.username" htmlFor={`${ids}-user`} error={problem?.field === 'username' ? problem.text : undefined}>
        <input
          id={`${ids}-user`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={problem?.field === 'username' || undefined}
          aria-describedby={problem?.field === 'username' ? `${ids}-error` : undefined}
          css={input}
        />
      </Field>
      <Field label="auth.password" htmlFor={`${ids}-pass`} error={problem?.field === 'password' ? problem.text : undefined}>
        <div css={{ position: 'relative' }}>
          <input
            id={`${ids}-pass`}
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={problem?.field === 'password' || undefined}
            css={{ ...input, paddingRight: 48 }}
          />
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-label={intl.formatMessage({ id: visible ? 'auth.hidePassword' : 'auth.showPassword' })}
            aria-pressed={visible}
            css={{ ...iconButton, position: 'absolute', right: 2, top: 2 }}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
          </button>
        </div>
      </Field>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: '0.9rem' }}>
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} css={{ width: 18, height: 18, accentColor: 'var(--c-primary)' }} />
          <FormattedMessage id="auth.remember" />
        </label>
        <button type="button" onClick={() => run({ action: 'navigate', to: '/m/forget' })} css={textLink}>
          <FormattedMessage id="auth.forgot" />
        </button>
      </div>
      {problem && !problem.field && (
        <p role="alert" id={`${ids}-error`} css={{ margin: 0, color: 'var(--c-danger)', fontSize: '0.9rem' }}>
          {problem.text}
        </p>
      )}
      <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, height: 46, opacity: busy ? 0.7 : 1 }}>
        <FormattedMessage id={busy ? 'auth.loggingIn' : 'auth.loginButton'} />
      </button>
      <div css={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, fontSize: '0.9rem' }}>
        <button type="button" onClick={() => run({ action: 'navigate', to: '/m/register', replace: true })} css={textLink}>
          <FormattedMessage id="auth.noAccount" />
        </button>
        <button type="button" onClick={() => run({ action: 'navigate', to: '/m/trail' })} css={textLink}>
          <FormattedMessage id="auth.freeTrial" />
        </button>
        <button type="button" onClick={() => run({ action: 'navigate', to: '/m/message' })} css={textLink}>
          <FormattedMessage id="auth.customerService" />
        </button>
      </div>
    </form>
  );
}

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: React.ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <label htmlFor={htmlFor} css={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={label} />
      </label>
      {children}
      {error && (
        <span role="alert" css={{ color: 'var(--c-danger)', fontSize: '0.85rem' }}>
          {error}
        </span>
      )}
    </div>
  );
}

function readRemembered(): string | null {
  try {
    return localStorage.getItem(REMEMBERED_USER_KEY);
  } catch {
    return null;
  }
}

const input = { width: '100%', height: 46, padding: '0 14px', borderRadius: 10, border: '1px solid var(--c-border)', background: 'var(--c-surface)', color: 'var(--c-text)', fontSize: '1rem' };
const textLink = { border: 'none', background: 'none', padding: '4px 0', color: 'var(--c-accent)' };
