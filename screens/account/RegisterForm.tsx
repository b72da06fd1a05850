import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useUi } from '../../engine';
import { primaryButton } from '../common/styles';
import { selectedFill } from '../common/choice-styles';
import { RadioPills } from '../common/RadioPills';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { readFailure } from '../common/form/failure';
import { CheckLine, Field, FormProblem, PasswordInput, TextInput, textLink } from '../common/form/fields';
import { DEFAULT_DIALING_CODE, MobileNumberField } from './MobileNumberField';
import { useAffiliateCode } from './affiliate';
import {
  canSwitchMode,
  checkAll,
  checkField,
  invitationCodeFromUrl,
  registrationBody,
  shownFields,
  startMode,
  type RegisterConfig,
  type RegisterErrors,
  type RegisterInput,
  type RegisterMode,
  type RegisterValues,
} from './register-fields';
import { firstInvalid, revalidate } from '../common/form/rules';
import { registerMethod } from './session';
import { SmsCodeButton } from './SmsCodeButton';
import { phoneProofFlow, type PhoneProofStep } from './phone-proof-client';
import { BirthDateField, birthDateProblem as birthDateKey, tenantToday, useBirthDateText } from './BirthDateField';

/** How each plain input is typed, so phones show the right keyboard and autofill helps. */
const inputKinds: Partial<Record<RegisterInput, { type?: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'text' }>> = {
  username: { autoComplete: 'username' },
  idNumber: { autoComplete: 'off' },
  qq: { autoComplete: 'off', inputMode: 'numeric' },
  facebook: { autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  line: { autoComplete: 'off' },
  whatsapp: { type: 'tel', autoComplete: 'off', inputMode: 'numeric' },
  zalo: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  recommenderId: { autoComplete: 'off' },
  invitationCode: { autoComplete: 'off' },
};

/** Loads the registration config, then shows the form it describes. */
export function RegisterForm() {
  const config = useDataSource('registerConfig');
  if (!config.data) {
    return (
      <p role="status" css={{ textAlign: 'center', color: 'var(--c-textMuted)', padding: '24px 0' }}>
        <FormattedMessage id={config.error ? 'error.unknown' : 'app.loading'} />
        {config.error !== undefined && (
          <button type="button" onClick={config.reload} css={{ ...textLink, display: 'block', margin: '8px auto 0' }}>
            <FormattedMessage id="app.retry" />
          </button>
        )}
      </p>
    );
  }
  return <ConfiguredRegisterForm config={config.data} />;
}

/**
 * Registration (SPEC 2, 4, 5): username or mobile mode, every field the config enables, the
 * server's rules, the agreement checkbox, the affiliate code check, then signed in at /m/home.
 */
function ConfiguredRegisterForm({ config }: { config: RegisterConfig }) {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const language = useUi((s) => s.language);
  const [mode, setMode] = useState<RegisterMode>(() => startMode(config));
  const [values, setValues] = useState<RegisterValues>({});
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The age gate (issue 29): the tenant's minimum age, 0 for none; the date of birth is then asked and sent as birthDate.
  const minimumAge = engine.config.responsibleGaming.minimumAge;
  const [birthDate, setBirthDate] = useState('');
  const [birthError, setBirthError] = useState<string | null>(null);
  const birthInput = useRef<HTMLInputElement>(null);
  const birthText = useBirthDateText(minimumAge);
  const birthDateProblem = (value: string) => birthText(birthDateKey(value, minimumAge, tenantToday(engine.config)));
  const urlCode = useMemo(() => invitationCodeFromUrl(window.location.search), []);
  const affiliate = useAffiliateCode(urlCode);
  const fields = shownFields(config, mode, affiliate.accepted || affiliate.checking);
  const { captcha, refresh } = useCaptcha(config.captcha.enabled);
  // Mobile mode on a tenant of the Firebase flow: the typed code is confirmed by the phone-proof client's step (SPEC 3).
  const viaFirebase = mode === 'mobile' && phoneProofFlow(engine) === 'firebase';
  const [proofStep, setProofStep] = useState<PhoneProofStep | null>(null);
  const inputs = useRef(new Map<RegisterInput, HTMLInputElement | null>());
  const bind = (name: RegisterInput) => (el: HTMLInputElement | null) => void inputs.current.set(name, el);
  const focus = (name: RegisterInput) => inputs.current.get(name)?.focus();
  /** Stores a value; a field showing an error is re-checked as the member types, so the error
   * clears before the next tap (checking on blur would move the button under a tapping finger). */
  const set = (name: RegisterInput) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const field = fields.find((f) => f.name === name);
    if (field && errors[name]) setErrors((e) => ({ ...e, [name]: checkField(field, next, config) }));
  };

  // Messages follow the language; shown errors are re-checked once it settles (SPEC 5, 200 ms).
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    const timer = setTimeout(
      () => setErrors((shown) => revalidate(shown, checkAll(fields, values, config))),
      engine.config.constants.debounceMs.validation,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a language change only; the values are read as they are then
  }, [language]);

  async function checkUsername() {
    const username = (values.username ?? '').trim();
    const field = fields.find((f) => f.name === 'username');
    if (!field || !username || checkField(field, values, config)) return;
    try {
      const { available } = await engine.api.call('usernameCheck', { username });
      setErrors((e) => ({ ...e, username: available ? null : 'error.E_CONFLICT' }));
    } catch {
      // Registration re-checks the name; a failed look-up only skips the early hint.
    }
  }

  function validateMobile(): boolean {
    const error = checkField({ name: 'mobileNum', required: true }, values, config);
    setErrors((e) => ({ ...e, mobileNum: error }));
    if (error) focus('mobileNum');
    return !error;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !agreed) return;
    const found = checkAll(fields, values, config);
    setErrors(found);
    const first = firstInvalid(
      fields.map((f) => f.name),
      found,
    );
    const birthProblem = minimumAge > 0 ? birthDateProblem(birthDate) : null;
    setBirthError(birthProblem);
    if (first) return focus(first);
    if (birthProblem) return birthInput.current?.focus();
    setProblem(null);
    setBusy(true);
    try {
      const entered = fields.some((f) => f.name === 'invitationCode') ? (values.invitationCode ?? '').trim() : '';
      if (entered && !(await affiliate.check(entered))) {
        engine.ui.toast('fail', 'invitation_code_error', engine.config.constants.toast.infoMs);
        setErrors((e) => ({ ...e, invitationCode: 'invitation_code_error' }));
        setTimeout(
          () => setErrors((e) => (e.invitationCode === 'invitation_code_error' ? { ...e, invitationCode: null } : e)),
          engine.config.constants.toast.infoMs,
        );
        focus('invitationCode');
        return setBusy(false);
      }
      let proof: { firebaseChannel: 'sms'; firebaseIdToken: string } | undefined;
      if (viaFirebase) {
        if (!proofStep) {
          setErrors((e) => ({ ...e, messageCode: 'auth.getCodeFirst' }));
          focus('messageCode');
          return setBusy(false);
        }
        proof = { firebaseChannel: 'sms', firebaseIdToken: await proofStep.confirm((values.messageCode ?? '').trim()) };
      }
      const filled = registrationBody({
        mode,
        fields,
        values,
        countryDialingCode: dialingCode,
        captchaId: captcha?.captchaId,
        urlCode: affiliate.accepted ? urlCode : null,
        method: registerMethod(engine.conditionContext().devices),
      });
      // the Firebase path sends the token in place of the code (SPEC 3)
      const { messageCode: _typed, ...withoutCode } = filled;
      const body = proof ? { ...withoutCode, ...proof } : filled;
      // SPEC 3: the host registered on, and the domain the invitation code is checked on
      const site = { ...body, registerUrl: window.location.host, domain: window.location.hostname };
      await engine.services.signIn('register', minimumAge > 0 ? { ...site, birthDate } : site);
      engine.navigate(engine.config.shell.homePath);
    } catch (error) {
      const failure = readFailure(error, intl.messages);
      setBusy(false);
      if (config.captcha.enabled) {
        setValues((v) => ({ ...v, captcha: '' }));
        refresh();
      }
      const named = fields.find((f) => f.name === failure.field);
      if (failure.code === 'E_UNDER_AGE' || failure.field === 'birthDate') {
        setBirthError(failure.code === 'E_UNDER_AGE' ? birthText('rg.age.tooYoung') : failure.message);
        birthInput.current?.focus();
      } else if (named) {
        setErrors((e) => ({ ...e, [named.name]: failure.message }));
        focus(named.name);
      } else setProblem(failure.message);
    }
  }

  function renderField(name: RegisterInput, required: boolean) {
    const id = `${ids}-${name}`;
    const value = values[name] ?? '';
    const error = errors[name];
    if (name === 'mobileNum') {
      return (
        <MobileNumberField
          key={name}
          ref={bind(name)}
          id={id}
          required={required}
          error={error}
          value={{ countryDialingCode: dialingCode, mobileNum: value }}
          onChange={(next) => (setDialingCode(next.countryDialingCode), set('mobileNum')(next.mobileNum), setProofStep(null))}
        />
      );
    }
    if (name === 'captcha') {
      return (
        <CaptchaField
          key={name}
          ref={bind(name)}
          id={id}
          value={value}
          onChange={set(name)}
          error={error}
          captcha={captcha}
          onRefresh={refresh}
          required
        />
      );
    }
    const common = {
      id,
      name,
      value,
      invalid: Boolean(error),
      'aria-required': required || undefined,
      onChange: (e: { target: { value: string } }) => set(name)(e.target.value),
      onBlur: name === 'username' ? () => void checkUsername() : undefined,
    };
    let input;
    if (name === 'messageCode') {
      input = (
        <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <TextInput ref={bind(name)} {...common} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <SmsCodeButton
            purpose="register"
            mobile={{ countryDialingCode: dialingCode, mobileNum: values.mobileNum ?? '' }}
            validateMobile={validateMobile}
            onPhoneProof={viaFirebase ? setProofStep : undefined}
          />
        </div>
      );
    } else if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword') {
      input = <PasswordInput ref={bind(name)} {...common} autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'} />;
    } else {
      const kind = inputKinds[name];
      input = (
        <TextInput
          ref={bind(name)}
          {...common}
          type={kind?.type ?? 'text'}
          autoComplete={kind?.autoComplete}
          inputMode={kind?.inputMode}
          autoCapitalize="none"
          spellCheck={false}
        />
      );
    }
    return (
      <Field key={name} label={`register.field.${name}`} htmlFor={id} error={error} required={required}>
        {input}
      </Field>
    );
  }

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
      <h2 css={{ margin: 0, fontSize: '1.1rem', textAlign: 'center' }}>
        <FormattedMessage id="auth.registerTitle" />
      </h2>
      {canSwitchMode(config) && (
        <RadioPills
          label="register.mode"
          options={['username', 'mobile'] as const}
          value={mode}
          onChange={(m) => (setMode(m), setErrors({}), setProblem(null))}
          words={(m) => (m === 'username' ? 'register.modeUsername' : 'register.modeMobile')}
          look={(checked) => ({
            flex: 1,
            // at least one line's height: a longer label (TY at 360 px) takes two lines, not a clipped one
            minHeight: 38,
            padding: '4px 8px',
            lineHeight: 1.2,
            borderRadius: 19,
            ...selectedFill(checked, 'transparent'),
            fontWeight: 600,
          })}
        />
      )}
      {fields.map((f) => renderField(f.name, f.required))}
      {minimumAge > 0 && (
        <BirthDateField
          ref={birthInput}
          id={`${ids}-birthDate`}
          value={birthDate}
          error={birthError}
          onChange={(value) => {
            setBirthDate(value);
            if (birthError) setBirthError(birthDateProblem(value));
          }}
        />
      )}
      <CheckLine checked={agreed} onChange={setAgreed} box={18} boxTop={2} look={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage
          id="register.agreement"
          values={{
            age: minimumAge || engine.config.constants.ageLimit,
            terms: (chunks) => <HelpLink to="/m/help?tag=tc">{chunks}</HelpLink>,
            privacy: (chunks) => <HelpLink to="/m/help?tag=privacy">{chunks}</HelpLink>,
          }}
        />
      </CheckLine>
      <FormProblem problem={problem} />
      <button
        type="submit"
        disabled={!agreed || busy}
        aria-busy={busy}
        css={{ ...primaryButton, height: 46, opacity: !agreed || busy ? 0.5 : 1 }}
      >
        <FormattedMessage id={busy ? 'in_please_wait' : 'register.submit'} />
      </button>
    </form>
  );
}

/** A terms or privacy link: a real link (opens in a new tab if asked) that navigates in place. */
function HelpLink({ to, children }: { to: string; children: React.ReactNode }) {
  const engine = useEngine();
  return (
    <a
      href={to}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        engine.navigate(to);
      }}
      css={{ color: 'var(--c-accent)' }}
    >
      {children}
    </a>
  );
}
