import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine } from '../../engine/react/hooks';
import type { AgentRegisterRequest, RegisterConfigValue } from '../../engine/config/types.gen';
import { readFailure } from '../common/form/failure';
import { Field, PasswordInput, TextInput } from '../common/form/fields';
import { checkServerRule } from '../common/form/rules';
import { LoadError, Loading, Page } from '../common/member-page';
import { chip, primaryButton } from '../common/styles';
import { panel } from './parts';
import { RatesInputs, ratesProblem } from './RatesInputs';

const AffiliateLink = lazy(() => import('./AffiliateLink'));

type Optional = 'nickname' | 'payeeName' | 'email';
const OPTIONAL: Optional[] = ['nickname', 'payeeName', 'email'];
type Values = { username: string; password: string; confirmPassword: string } & Partial<Record<Optional, string>>;

/**
 * Agent register (/m/agentRegister): a new direct downline, a member or a sub-agent, with the
 * rules of the tenant's registration config and rebate rates within the agent's own; it can sign
 * in at once. Below, the agent's own invitation link with its QR code.
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
  const [type, setType] = useState<0 | 2>(0);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const shown = OPTIONAL.filter((f) => config.fields[f].enabled);
  const set = (field: keyof Values, value: string) => setValues((v) => ({ ...v, [field]: value }));

  function check(): Record<string, string | null> {
    const found: Record<string, string | null> = {
      username: checkServerRule(values.username, { enabled: true, required: true }, config.rules.username, 'rule.required'),
      password: checkServerRule(values.password, { enabled: true, required: true }, config.rules.password, 'rule.required'),
      confirmPassword: values.confirmPassword !== values.password ? 'in_confirmation_correct' : null,
      rates: ratesProblem(rates, ceiling),
    };
    for (const f of shown) found[f] = checkServerRule(values[f] ?? '', config.fields[f], config.rules[f], 'rule.required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = Object.keys(found).find((k) => found[k]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const body: AgentRegisterRequest = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      type,
      rates: Object.entries(rates)
        .filter(([, r]) => r.trim() !== '')
        .map(([category, rate]) => ({ category: category as never, rate: Number(rate).toFixed(2) })),
    };
    for (const f of shown) if (values[f]?.trim()) body[f] = values[f].trim();
    setBusy(true);
    try {
      const done = await engine.api.call('agentRegister', body);
      setCreated(done.account);
      setValues({ username: '', password: '', confirmPassword: '' });
      setRates({});
    } catch (error) {
      const failure = readFailure(error, intl.messages);
      const field =
        failure.field ?? (failure.code === 'E_CONFLICT' ? 'username' : failure.code.startsWith('E_REBATE') ? 'rates' : undefined);
      if (field) setErrors((e) => ({ ...e, [field]: failure.message }));
      else engine.ui.toast('fail', failure.message, engine.config.constants.toast.shortMs);
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
      {created && (
        <p
          role="status"
          data-testid="register-done"
          css={{ margin: 0, padding: 10, borderRadius: 8, background: 'var(--c-surfaceRaised)', color: 'var(--c-success)' }}
        >
          <FormattedMessage id="agent.registered" values={{ account: created }} />
        </p>
      )}
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
            css={chip(type === value)}
            onClick={() => setType(value)}
          >
            <FormattedMessage id={label} />
          </button>
        ))}
      </div>
      {field('username', 'register.field.username', true)}
      {field('password', 'register.field.password', true, true)}
      {field('confirmPassword', 'register.field.confirmPassword', true, true)}
      {shown.map((f) => field(f, `register.field.${f}`, config.fields[f].required))}
      {ceiling.length > 0 && (
        <RatesInputs
          idPrefix={`${id}-rate`}
          ceiling={ceiling}
          values={rates}
          onChange={setRates}
          error={errors.rates}
          errorId={`${id}-rates`}
        />
      )}
      <button type="submit" css={primaryButton} disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'app.loading' : 'agent.createDownline'} />
      </button>
    </form>
  );
}
