/**
 * Operator sign-in: a studio account, not a member's. After 3 refused sign-ins of an account the
 * server asks for a captcha with each attempt (as the member site does): the form then shows the
 * picture and a field for its characters, and a new picture after every attempt (each is single use).
 */
import { useState, type FormEvent } from 'react';
import { studioApi, StudioError, type StudioCaptcha, type TenantRole } from './api';
import { button, colours, panel, primaryButton, Status, TextField } from './ui';
import { LanguageSwitch } from './LanguageSwitch';
import { useSay } from './login-messages';

export function Login({ onSignedIn }: { onSignedIn: (me: { username: string; platformAdmin: boolean; tenants: TenantRole[] }) => void }) {
  const say = useSay();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** set once the server asked for a captcha: null while its picture loads */
  const [captcha, setCaptcha] = useState<StudioCaptcha | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [answer, setAnswer] = useState('');

  const newCaptcha = async () => {
    setCaptcha(null);
    setAnswer('');
    try {
      setCaptcha(await studioApi.captcha());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(say('missing'));
      return;
    }
    if (captchaAsked && (!captcha || !answer.trim())) {
      setError(say('captchaMissing'));
      return;
    }
    setBusy(true);
    setError(null);
    const sent = captchaAsked && captcha ? { captchaId: captcha.captchaId, identifying: answer.trim() } : undefined;
    try {
      const result = await studioApi.login(username.trim(), password, sent);
      onSignedIn({ username: result.username, platformAdmin: result.platformAdmin, tenants: result.tenants });
    } catch (e) {
      const needed =
        e instanceof StudioError && (e.code === 'E_CAPTCHA_REQUIRED' || (e.value as { captcha?: boolean } | null)?.captcha === true);
      if (e instanceof StudioError && e.code === 'E_CAPTCHA_REQUIRED') setError(sent ? say('captchaWrong') : say('captchaAsked'));
      else setError(needed ? `${(e as Error).message}. ${say('captchaNext')}` : e instanceof Error ? e.message : String(e));
      if (needed) {
        setCaptchaAsked(true);
        await newCaptcha();
      } else if (sent) {
        // the captcha was used up by this attempt
        await newCaptcha();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main css={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16 }}>
      <form onSubmit={submit} css={[panel, { width: 340 }]} aria-labelledby="login-title" noValidate>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
          <h1 id="login-title" css={{ margin: 0 }}>
            {say('title')}
          </h1>
          <LanguageSwitch label={say('language')} />
        </div>
        <TextField label={say('username')} value={username} onChange={setUsername} />
        <TextField label={say('password')} type="password" value={password} onChange={setPassword} />
        {captchaAsked && (
          <div css={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}>
            {captcha ? (
              <img
                src={captcha.image}
                alt={say('picture')}
                width={112}
                height={46}
                css={{ border: `1px solid ${colours.line}`, borderRadius: 6, background: '#fff' }}
              />
            ) : (
              <span css={{ width: 112, height: 46, fontSize: 12, color: colours.muted }}>{say('pictureLoading')}</span>
            )}
            <button type="button" css={button} onClick={() => void newCaptcha()} disabled={busy}>
              {say('newPicture')}
            </button>
          </div>
        )}
        {captchaAsked && <TextField label={say('characters')} hint={say('charactersHelp')} value={answer} onChange={setAnswer} />}
        {error && <Status tone="danger">{error}</Status>}
        <button type="submit" css={[primaryButton, { width: '100%' }]} disabled={busy}>
          {busy ? say('signingIn') : say('signIn')}
        </button>
      </form>
    </main>
  );
}
