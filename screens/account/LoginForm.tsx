import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { permittedUrl, useAction, useEngine, useUi } from '../../engine';
import { primaryButton } from '../common/styles';
import { selectedFill } from '../common/choice-styles';
import { RadioPills } from '../common/RadioPills';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { FreeTrialEntry } from './FreeTrialEntry';
import { readFailure } from '../common/form/failure';
import { FormProblem, PasswordField, TextField, textLink } from '../common/form/fields';
import { firstInvalid, loginRules, tidy } from '../common/form/rules';
import { readRememberedUsername, rememberUsername } from './session';
import { SmsFields, useSmsCode } from './SmsFields';
import { SocialLogin } from './SocialLogin';

type Method = 'username' | 'sms';
type FieldName = 'username' | 'password' | 'mobileNum' | 'messageCode' | 'identifying';
type Errors = Partial<Record<FieldName, string | null>>;

/** The query parameter a login posted without JavaScript comes back with: the refusal's code (server/endpoints/login-form.ts). */
const SENT_BACK = 'loginError';

/**
 * Login (SPEC 2): username and password, or SMS code when MOBILEVERCODELOGIN3 is on; the image
 * captcha after a failure that asks for it; 'remember' keeps the username and asks the server for
 * a longer session (the password is left to the browser's password manager). The form is also a
 * plain POST to the login page, which the server answers when no script runs (issue 26).
 */
export function LoginForm() {
  const engine = useEngine();
  const intl = useIntl();
  const run = useAction();
  const ids = useId();
  const smsAllowed = engine.config.flags.MOBILEVERCODELOGIN3 === true;
  const [method, setMethod] = useState<Method>('username');
  const [username, setUsername] = useState(() => readRememberedUsername(engine) ?? '');
  const [password, setPassword] = useState('');
  const [identifying, setIdentifying] = useState('');
  const [remember, setRemember] = useState(() => readRememberedUsername(engine) !== null);
  const sentBack = new URLSearchParams(useSearch()).get(SENT_BACK);
  const [needCaptcha, setNeedCaptcha] = useState(sentBack === 'E_CAPTCHA_REQUIRED');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState(() =>
    sentBack === null ? null : intl.messages[`error.${sentBack}`] !== undefined ? `error.${sentBack}` : 'error.unknown',
  );
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha(needCaptcha);
  const sms = useSmsCode('login', (mobileNum) => setErrors((e) => ({ ...e, mobileNum })));
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    ...sms.refs,
    identifying: useRef<HTMLInputElement>(null),
  };
  const rememberBox = useRef<HTMLInputElement>(null);

  // The form may have come from the server (issue 26), where hydration keeps what the fields show:
  // what was typed or ticked before the app started is taken into the state, and the state's
  // remembered username and box are shown. A layout effect: the state is current before a submit
  // made meanwhile is replayed (server/static/early-taps.ts).
  useLayoutEffect(() => {
    const [user, secret, box] = [refs.username.current, refs.password.current, rememberBox.current];
    if (user?.value) setUsername(user.value);
    else if (user) user.value = username;
    if (secret?.value) setPassword(secret.value);
    if (box?.checked) setRemember(true);
    else if (box) box.checked = remember;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form first shows
  }, []);

  function validate(): Errors {
    const found: Errors =
      method === 'username' ? { username: loginRules.loginUsername(username), password: loginRules.loginPassword(password) } : sms.check();
    if (needCaptcha) found.identifying = loginRules.captcha(identifying);
    return found;
  }

  // Messages are keys, so a language change re-renders them; re-checking keeps them current.
  const language = useUi((s) => s.language);
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    const timer = setTimeout(() => setErrors(validate()), engine.config.constants.debounceMs.validation);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a language change only; the values are read as they are then
  }, [language]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    const order: FieldName[] =
      method === 'username' ? ['username', 'password', 'identifying'] : ['mobileNum', 'messageCode', 'identifying'];
    const first = firstInvalid(order, found);
    if (first) return refs[first].current?.focus();
    setProblem(null);
    setBusy(true);
    const captchaPart = needCaptcha && captcha ? { captchaId: captcha.captchaId, identifying: tidy(identifying) } : {};
    try {
      // SMS login proves the number with the code, or on the Firebase flow with the token the code confirms
      const proof = method === 'sms' ? await sms.proof() : undefined;
      if (method === 'sms' && !proof) {
        setBusy(false);
        setErrors((e) => ({ ...e, messageCode: 'auth.getCodeFirst' }));
        return refs.messageCode.current?.focus();
      }
      const body = proof
        ? { type: 'sms' as const, ...proof, ...captchaPart }
        : { type: 'username' as const, username: tidy(username), password, ...captchaPart };
      // SPEC 3's remember-password and geetest flags (geetest: the payload answers the captcha)
      await engine.services.signIn('login', { ...body, remember, geetest: 'captchaId' in captchaPart }, remember);
      if (method === 'username') rememberUsername(engine, remember ? tidy(username) : null);
      engine.navigate(engine.config.shell.homePath);
    } catch (error) {
      const failure = readFailure(error, intl.messages);
      setBusy(false);
      setPassword('');
      setIdentifying('');
      if (failure.captcha) {
        if (needCaptcha) refresh();
        else setNeedCaptcha(true);
      }
      setProblem(failure.message);
    }
  }

  function openCustomerService() {
    const url = engine.config.customerService.url || engine.pathTo('message');
    if (!permittedUrl(engine, url, 'customerService.url')) return;
    if (url.startsWith('/')) run({ action: 'navigate', to: url });
    else engine.openUrl(url, '_blank');
  }

  return (
    <form method="post" action={engine.pathTo('login')} onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
      {smsAllowed && (
        <RadioPills
          label="auth.method"
          options={['username', 'sms'] as const}
          value={method}
          onChange={(m) => (setMethod(m), setErrors({}), setProblem(null))}
          words={(m) => (m === 'username' ? 'auth.methodPassword' : 'auth.methodSms')}
          look={(checked) => ({ flex: 1, height: 38, borderRadius: 19, ...selectedFill(checked, 'transparent'), fontWeight: 600 })}
        />
      )}
      {method === 'username' ? (
        <>
          <TextField
            label="auth.username"
            id={`${ids}-user`}
            error={errors.username}
            ref={refs.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <PasswordField
            label="auth.password"
            id={`${ids}-pass`}
            error={errors.password}
            ref={refs.password}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      ) : (
        <SmsFields sms={sms} id={ids} errors={errors} />
      )}
      {needCaptcha && (
        <CaptchaField
          ref={refs.identifying}
          id={`${ids}-captcha`}
          value={identifying}
          onChange={setIdentifying}
          error={errors.identifying}
          captcha={captcha}
          onRefresh={refresh}
          required
        />
      )}
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: '4px 12px',
          fontSize: '0.9rem',
        }}
      >
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
          <input
            ref={rememberBox}
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            css={{ width: 18, height: 18, accentColor: 'var(--c-primary)' }}
          />
          <FormattedMessage id="auth.remember" />
        </label>
        <button type="button" onClick={() => run({ action: 'navigate', to: engine.pathTo('forget') })} css={textLink}>
          <FormattedMessage id="auth.forgot" />
        </button>
      </div>
      <FormProblem problem={problem} />
      <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, height: 46, opacity: busy ? 0.7 : 1 }}>
        <FormattedMessage id={busy ? 'auth.loggingIn' : 'auth.loginButton'} />
      </button>
      <FreeTrialEntry />
      <div css={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, fontSize: '0.9rem' }}>
        <button type="button" onClick={() => run({ action: 'navigate', to: engine.pathTo('register'), replace: true })} css={textLink}>
          <FormattedMessage id="auth.noAccount" />
        </button>
        <button type="button" onClick={openCustomerService} css={textLink}>
          <FormattedMessage id="auth.customerService" />
        </button>
      </div>
      <SocialLogin remember={remember} />
    </form>
  );
}
