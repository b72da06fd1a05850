import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import {
  CONTACT_RULES,
  useAccount,
  useAction,
  useCondition,
  useDataSource,
  useEngine,
  useSession,
  type MenuItem,
  type SecurityStatusValue,
} from '../../engine';
import { readFailure } from '../common/form/failure';
import { FormProblem, PasswordField, TextField } from '../common/form/fields';
import { checkServerRule, firstInvalid, tidy } from '../common/form/rules';
import { SmsFields, useSmsCode, type SmsErrors } from '../account/SmsFields';
import { Icon } from '../common/Icon';
import { iconButton, primaryButton } from '../common/styles';
import { PaymentPasswordForm } from '../wallet/PaymentPasswordForm';
import { SAVED_MS } from './ChangePassword';
import { card, EntryRow, LoadError, Loading, Page } from '../common/member-page';
import { requestedForm, SECURITY_ROUTE, securityFormPath, type SecurityForm } from './security-forms';

const TRIAL_TYPE = 4;

/**
 * Security centre (/m/securityCenter, members only): change password (opens /m/changePsw) and the
 * entries of the tenant's `security` menu (Responsible gaming in _base), and a
 * row for the payment password, the bound mobile number and the bound e-mail (masked) that opens
 * its form in the page (?form=mobile|email|paymentPassword, so it can be linked to). Each form
 * shows 'Please wait' while it saves and 'Change saved' after, then the rows show the new status.
 * Trial accounts see 'Please login an actual account to use this function' instead of a form.
 */
export default function SecurityCentre() {
  const engine = useEngine();
  const intl = useIntl();
  const search = useSearch();
  const form = requestedForm(search);
  const sessionType = useSession((s) => s.info?.type);
  const trial = (useAccount((s) => s.member?.type) ?? sessionType) === TRIAL_TYPE;
  const { data, error, loading, reload } = useDataSource('securityStatus');

  const close = () => engine.navigate(engine.pathTo(SECURITY_ROUTE), { replace: true });
  const saved = () => {
    reload();
    close();
  };
  const status = (text: string | null, unsetKey: string) => (
    <span css={{ fontSize: '0.8rem', color: text ? 'var(--c-success)' : 'var(--c-textMuted)' }}>
      {text ?? intl.formatMessage({ id: unsetKey })}
    </span>
  );

  return (
    <Page label={intl.formatMessage({ id: 'title.securityCenter' })}>
      <div css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
        <EntryRow icon="shield" label="title.changePassword" onClick={() => engine.navigate(engine.pathTo('changePsw'))} />
        {(engine.config.menus.security ?? []).map((item) => (
          <MenuEntry key={item.id} item={item} />
        ))}
      </div>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && (
        <div data-testid="security-status" css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
          <EntryRow
            icon="withdraw"
            label="security.paymentPassword"
            onClick={() => engine.navigate(securityFormPath(engine.pathTo(SECURITY_ROUTE), 'paymentPassword'))}
            trailing={status(data.paymentPassword ? intl.formatMessage({ id: 'security.set' }) : null, 'security.notSet')}
          />
          <EntryRow
            icon="user"
            label="security.mobile"
            onClick={() => engine.navigate(securityFormPath(engine.pathTo(SECURITY_ROUTE), 'mobile'))}
            trailing={status(data.mobile, 'security.notBound')}
          />
          <EntryRow
            icon="mail"
            label="security.email"
            onClick={() => engine.navigate(securityFormPath(engine.pathTo(SECURITY_ROUTE), 'email'))}
            trailing={status(data.email, 'security.notBound')}
          />
        </div>
      )}
      {form && data && (
        <FormPanel title={panelTitle(form, data)} onClose={close}>
          {trial ? (
            <p role="alert" css={{ margin: 0, color: 'var(--c-danger)' }}>
              <FormattedMessage id="free_reject" />
            </p>
          ) : form === 'mobile' ? (
            <BindMobileForm onDone={saved} />
          ) : form === 'email' ? (
            <BindEmailForm onDone={saved} />
          ) : (
            <PaymentPasswordForm
              key={String(data.paymentPassword)}
              mode={data.paymentPassword ? 'change' : 'set'}
              savedMessage="changePsw.saved"
              frame={{ margin: 0, border: '1px solid var(--c-border)' }}
              onDone={saved}
            />
          )}
        </FormPanel>
      )}
    </Page>
  );
}

/** An entry of the tenant's `security` menu (e.g. Responsible gaming), under change password. */
function MenuEntry({ item }: { item: MenuItem }) {
  const visible = useCondition(item.when);
  const run = useAction();
  return visible ? <EntryRow icon={item.icon} label={item.label} onClick={() => run(item.action)} /> : null;
}

function panelTitle(form: SecurityForm, data: SecurityStatusValue): string {
  if (form === 'mobile') return 'security.mobileTitle';
  if (form === 'email') return 'security.emailTitle';
  return data.paymentPassword ? 'paymentPassword.changeTitle' : 'paymentPassword.title';
}

/** The open form: a labelled region with a close button; the payment password form brings its own heading. */
function FormPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: title })} css={{ position: 'relative' }}>
      <button
        type="button"
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'app.close' })}
        css={{ ...iconButton, position: 'absolute', top: 0, right: 0, zIndex: 1 }}
      >
        <Icon name="close" size={20} />
      </button>
      {children}
    </section>
  );
}

/** Loading 'Please wait' while a form saves, 'Change saved' for 1 s after (as change password). */
function useSave() {
  const engine = useEngine();
  const [busy, setBusy] = useState(false);
  async function save(call: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    const hide = engine.ui.toast('loading', 'in_please_wait', engine.config.constants.toast.slowLoadingMs);
    try {
      await call();
    } finally {
      hide();
      setBusy(false);
    }
    engine.ui.toast('success', 'changePsw.saved', SAVED_MS);
    return true;
  }
  return { busy, save };
}

function FormShell({
  title,
  intro,
  busy,
  problem,
  onSubmit,
  children,
}: {
  title: string;
  intro?: string;
  busy: boolean;
  problem: string | null;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate css={{ ...card, display: 'grid', gap: 14 }}>
      <h2 css={{ margin: 0, fontSize: '1rem', paddingRight: 40 }}>
        <FormattedMessage id={title} />
      </h2>
      {intro && (
        <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
          <FormattedMessage id={intro} />
        </p>
      )}
      {children}
      <FormProblem problem={problem} />
      <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, height: 46, opacity: busy ? 0.7 : 1 }}>
        <FormattedMessage id="app.submit" />
      </button>
    </form>
  );
}

function BindMobileForm({ onDone }: { onDone: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const [errors, setErrors] = useState<SmsErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const sms = useSmsCode('bind', (mobileNum) => setErrors((e) => ({ ...e, mobileNum })));
  const { busy, save } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = sms.check();
    setErrors(found);
    const first = firstInvalid(['mobileNum', 'messageCode'] as const, found);
    if (first) return sms.refs[first].current?.focus();
    setProblem(null);
    try {
      if (await save(() => engine.api.call('bindMobile', sms.body()))) onDone();
    } catch (error) {
      const failure = readFailure(error, intl.messages);
      if (failure.field === 'messageCode' || failure.field === 'mobileNum') {
        setErrors((e) => ({ ...e, [failure.field as string]: failure.message }));
        sms.refs[failure.field].current?.focus();
      } else setProblem(failure.message);
    }
  }

  return (
    <FormShell title="security.mobileTitle" intro="security.mobileIntro" busy={busy} problem={problem} onSubmit={submit}>
      <SmsFields sms={sms} id={ids} errors={errors} required />
    </FormShell>
  );
}

type EmailField = 'email' | 'loginPassword';

function BindEmailForm({ onDone }: { onDone: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<EmailField, string | null>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), loginPassword: useRef<HTMLInputElement>(null) };
  const { busy, save } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      email: checkServerRule(email, { enabled: true, required: true }, CONTACT_RULES.email, 'security.emailRequired'),
      loginPassword: loginPassword ? null : 'paymentPassword.loginRequired',
    };
    setErrors(found);
    const first = firstInvalid(['email', 'loginPassword'] as const, found);
    if (first) return refs[first].current?.focus();
    setProblem(null);
    try {
      if (await save(() => engine.api.call('bindEmail', { email: tidy(email), loginPassword }))) onDone();
    } catch (error) {
      const failure = readFailure(error, intl.messages);
      if (failure.field === 'email' || failure.field === 'loginPassword') {
        setErrors((e) => ({ ...e, [failure.field as string]: failure.message }));
        refs[failure.field].current?.focus();
      } else setProblem(failure.message);
    }
  }

  return (
    <FormShell title="security.emailTitle" busy={busy} problem={problem} onSubmit={submit}>
      <TextField
        label="security.emailAddress"
        id={`${ids}-email`}
        error={errors.email}
        required
        ref={refs.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="security.loginPassword"
        id={`${ids}-login`}
        error={errors.loginPassword}
        required
        ref={refs.loginPassword}
        name="loginPassword"
        autoComplete="current-password"
        value={loginPassword}
        onChange={(e) => setLoginPassword(e.target.value)}
      />
    </FormShell>
  );
}
