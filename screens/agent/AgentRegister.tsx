import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, type AgentRegisterRequest, type RegisterConfigValue } from '../../engine';
import { readFailure } from '../common/form/failure';
import { Field, PasswordInput, TextInput } from '../common/form/fields';
import { checkServerRule } from '../common/form/rules';
import { DEFAULT_DIALING_CODE, MobileNumberField } from '../account/MobileNumberField';
import { BirthDateField, birthDateProblem, tenantToday, useBirthDateText } from '../account/BirthDateField';
import { LoadError, Loading, Page } from '../common/member-page';
import { chip } from '../common/choice-styles';
import { primaryButton } from '../common/styles';
import { panel } from './parts';
import { rateInputId, RatesInputs, rateProblems, readRatesFailure, typedRates, type RateProblem } from './RatesInputs';

const AffiliateLink = lazy(() => import('./AffiliateLink'));

type Optional = 'nickname' | 'payeeName' | 'email';
const OPTIONAL: Optional[] = ['nickname', 'payeeName', 'email'];
type Values = { username: string; password: string; confirmPassword: string; mobileNum?: string; birthDate?: string } & Partial<
  Record<Optional, string>
>;
type RateCategory = NonNullable<AgentRegisterRequest['rates']>[number]['category'];
/** The inputs in the order they show, for focusing the first one in trouble. */
const ORDER = ['username', 'password', 'confirmPassword', 'mobileNum', 'birthDate', ...OPTIONAL] as const;

/**
 * Agent register (/m/agentRegister): a new direct downline, a member or a sub-agent, with the
 * rules of the tenant's registration config and rebate rates within the agent's own; it can sign
 * in at once; with a tenant minimum age (issue 29), its date of birth too. Below, the agent's own
 * invitation link with its QR code.
 */
export default function AgentRegister() {
  const intl = useIntl();
  const config = useDataSource('registerConfig');
  const rebate = useDataSource('agentRebate', { pageSize: '1' });
  return (
    <Page label={intl.formatMessage({ id: 'agent.register' })}>
      {config.data && rebate.data ? (
        <RegisterDownline config={config.data} ceiling={rebate.data.rates} />
      ) : config.error !== undefined || rebate.error !== undefined ? (
        <LoadError
          error={config.error ?? rebate.error}
          onRetry={() => {
            config.reload();
            rebate.reload();
          }}
        />
      ) : (
        <Loading />
      )}
      <Suspense fallback={<Loading />}>
        <AffiliateLink />
      </Suspense>
    </Page>
  );
}

function RegisterDownline({ config, ceiling }: { config: RegisterConfigValue; ceiling: { category: string; rate: string }[] }) {
  const engine = useEngine();
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<Values>({ username: '', password: '', confirmPassword: '' });
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [type, setType] = useState<0 | 2>(0);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [rateErrors, setRateErrors] = useState<RateProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const shown = OPTIONAL.filter((f) => config.fields[f].enabled);
  // the tenant collects mobile numbers: an agent may give one (optional, as no SMS code can prove it here)
  const mobile = config.fields.mobileNum.enabled;
  const set = (field: keyof Values, value: string) => setValues((v) => ({ ...v, [field]: value }));
  // the age gate holds for a downline as for a member who registers (the server checks it again)
  const minimumAge = engine.config.responsibleGaming.minimumAge;
  const birthText = useBirthDateText(minimumAge);

  function check(): Record<string, string | null> {
    const found: Record<string, string | null> = {
      username: checkServerRule(values.username, { enabled: true, required: true }, config.rules.username, 'rule.required'),
      password: checkServerRule(values.password, { enabled: true, required: true }, config.rules.password, 'rule.required', true),
      confirmPassword: values.confirmPassword !== values.password ? 'in_confirmation_correct' : null,
    };
    if (mobile)
      found.mobileNum = checkServerRule(
        values.mobileNum ?? '',
        { enabled: true, required: false },
        config.rules.mobileNum,
        'rule.required',
      );
    if (minimumAge > 0) found.birthDate = birthText(birthDateProblem(values.birthDate ?? '', minimumAge, tenantToday(engine.config)));
    for (const f of shown) found[f] = checkServerRule(values[f] ?? '', config.fields[f], config.rules[f], 'rule.required');
    return found;
  }

  /** Focuses the first input in trouble, fields before rates. */
  function focusFirst(found: Record<string, string | null>, problems: RateProblem[]) {
    const first = ORDER.find((k) => found[k]);
    const target = first ? `${id}-${first}` : problems[0] ? rateInputId(`${id}-rate`, problems[0].category) : null;
    if (target) document.getElementById(target)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    const problems = rateProblems(rates, ceiling);
    setErrors(found);
    setRateErrors(problems);
    if (Object.values(found).some(Boolean) || problems.length > 0) return focusFirst(found, problems);
    const body: AgentRegisterRequest = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      type,
      rates: typedRates<RateCategory>(rates),
    };
    for (const f of shown) if (values[f]?.trim()) body[f] = values[f].trim();
    if (mobile && values.mobileNum?.trim()) {
      body.mobileNum = values.mobileNum.trim();
      body.countryDialingCode = dialingCode;
    }
    if (minimumAge > 0) body.birthDate = values.birthDate;
    setBusy(true);
    setCreated(null);
    try {
      const done = await engine.api.call('agentRegister', body);
      setCreated(done.account);
      setValues({ username: '', password: '', confirmPassword: '' });
      setRates({});
      setErrors({});
    } catch (error) {
      const refused = readRatesFailure(error, intl.messages);
      if (refused.problems.length > 0) {
        setRateErrors(refused.problems);
        return focusFirst({}, refused.problems);
      }
      const failure = readFailure(error, intl.messages);
      // the server names a refused field (its rule's message); a taken name or number is a conflict
      const named = failure.field === 'countryDialingCode' ? 'mobileNum' : failure.field;
      const field =
        named && (ORDER as readonly string[]).includes(named)
          ? named
          : failure.message === 'rule.mobileTaken'
            ? 'mobileNum'
            : failure.code === 'E_CONFLICT'
              ? 'username'
              : undefined;
      if (field) {
        const message = failure.code === 'E_UNDER_AGE' ? (birthText('rg.age.tooYoung') ?? failure.message) : failure.message;
        setErrors((e) => ({ ...e, [field]: message }));
        focusFirst({ [field]: message }, []);
      } else engine.ui.toast('fail', failure.message, engine.config.constants.toast.shortMs);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Values, label: string, required: boolean, password = false) => {
    const Input = password ? PasswordInput : TextInput;
    return (
      <Field key={name} label={label} htmlFor={`${id}-${name}`} error={errors[name]} required={required}>
        <Input
          id={`${id}-${name}`}
          value={values[name] ?? ''}
          invalid={Boolean(errors[name])}
          autoComplete={password ? 'new-password' : 'off'}
          onChange={(e) => set(name, e.target.value)}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} css={{ ...panel, display: 'grid', gap: 12 }} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1rem' }}>
        <FormattedMessage id="agent.newDownline" />
      </h2>
      <div
        role="radiogroup"
        aria-label={intl.formatMessage({ id: 'agent.memberType' })}
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
      >
        {(
          [
            [0, 'profile.type.member'],
            [2, 'agent.subAgent'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={type === value}
            // a radio group: one stop for Tab, the arrows move between the two
            tabIndex={type === value ? 0 : -1}
            data-type={value}
            css={chip(type === value)}
            onClick={() => setType(value)}
            onKeyDown={(e) => {
              if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
              e.preventDefault();
              const next = value === 0 ? 2 : 0;
              setType(next);
              e.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-type="${next}"]`)?.focus();
            }}
          >
            <FormattedMessage id={label} />
          </button>
        ))}
      </div>
      {field('username', 'register.field.username', true)}
      {field('password', 'register.field.password', true, true)}
      {field('confirmPassword', 'register.field.confirmPassword', true, true)}
      {mobile && (
        <MobileNumberField
          id={`${id}-mobileNum`}
          error={errors.mobileNum}
          value={{ countryDialingCode: dialingCode, mobileNum: values.mobileNum ?? '' }}
          onChange={(next) => {
            setDialingCode(next.countryDialingCode);
            set('mobileNum', next.mobileNum);
          }}
        />
      )}
      {minimumAge > 0 && (
        <BirthDateField
          id={`${id}-birthDate`}
          value={values.birthDate ?? ''}
          error={errors.birthDate}
          onChange={(value) => set('birthDate', value)}
        />
      )}
      {shown.map((f) => field(f, `register.field.${f}`, config.fields[f].required))}
      {ceiling.length > 0 && (
        <RatesInputs
          idPrefix={`${id}-rate`}
          ceiling={ceiling}
          values={rates}
          onChange={setRates}
          problems={rateErrors}
          errorId={`${id}-rates`}
        />
      )}
      <button type="submit" css={primaryButton} disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'app.loading' : 'agent.createDownline'} />
      </button>
      {/* always there, so the success is announced when it fills */}
      <div role="status">
        {created && (
          <p
            data-testid="register-done"
            css={{ margin: 0, padding: 10, borderRadius: 8, background: 'var(--c-surfaceRaised)', color: 'var(--c-success)' }}
          >
            <FormattedMessage id="agent.registered" values={{ account: created }} />
          </p>
        )}
      </div>
    </form>
  );
}
