import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, useEngine, useSession } from '../../engine';
import { Field, inputStyle, PasswordField } from '../common/form/fields';
import { BackHeader } from '../common/BackHeader';
import { primaryButton } from '../common/styles';
import { checkChangePassword, FIELD_ORDER, sameAsOld, type ChangePasswordField, type ChangePasswordForm } from './change-password';

/** 'Change saved' shows for 1 s, then the member goes home (SPEC 4). */
export const SAVED_MS = 1000;

/** The three password fields, in FIELD_ORDER's order. */
const PASSWORD_FIELDS: { name: ChangePasswordField; label: string; idSuffix: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'changePsw.oldPassword', idSuffix: 'old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'changePsw.newPassword', idSuffix: 'new', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'changePsw.confirmPassword', idSuffix: 'confirm', autoComplete: 'new-password' },
];

/**
 * Change password (/m/changePsw): username read-only, old, new and confirm; the rules of SPEC 5;
 * loading 'Please wait', success 'Change saved' for 1 s then /m/home. A failure hides the loading
 * and never shows the server's text (SPEC 8); a refused field is marked with our own message key.
 */
export default function ChangePassword() {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const member = useSession((s) => s.info?.id);
  const userName = useSession((s) => s.info?.userName ?? '');
  const [form, setForm] = useState<ChangePasswordForm>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!member) engine.navigate(engine.config.shell.homePath, { replace: true });
  }, [member, engine]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (name: ChangePasswordField) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkChangePassword(form);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) return refs[first].current?.focus();
    if (sameAsOld(form)) {
      await engine.ui.confirm({
        title: 'changePsw.confirmTitle',
        message: 'changePsw.same',
        confirmLabel: 'app.confirm',
        cancelLabel: null,
      });
      return refs.newPassword.current?.focus();
    }
    setBusy(true);
    const hide = engine.ui.toast('loading', 'in_please_wait', engine.config.constants.toast.slowLoadingMs);
    try {
      await engine.api.call('changePassword', { ...form });
      hide();
      engine.ui.toast('success', 'changePsw.saved', SAVED_MS);
      timer.current = setTimeout(() => engine.navigate(engine.config.shell.homePath, { replace: true }), SAVED_MS);
    } catch (error) {
      hide();
      setBusy(false);
      // SPEC 8: the server's message is not shown; a field it named is marked with our own key.
      const value =
        error instanceof ApiError && error.value && typeof error.value === 'object'
          ? (error.value as { field?: string; messageKey?: string })
          : {};
      const field = FIELD_ORDER.find((name) => name === value.field);
      if (field && value.messageKey && intl.messages[value.messageKey]) {
        setErrors((e) => ({ ...e, [field]: value.messageKey }));
        refs[field].current?.focus();
      }
    }
  }

  if (!member) return null;
  return (
    <section css={{ padding: '8px 16px 24px' }}>
      <BackHeader title="title.changePassword" margin="0 -8px 12px" onBack={() => engine.navigate(engine.pathTo('settings'))} />
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
        <Field label="changePsw.username" htmlFor={`${ids}-user`}>
          <input
            id={`${ids}-user`}
            value={userName}
            readOnly
            autoComplete="username"
            css={{ ...inputStyle, color: 'var(--c-textMuted)' }}
          />
        </Field>
        {PASSWORD_FIELDS.map(({ name, label, idSuffix, autoComplete }) => (
          <PasswordField
            key={name}
            label={label}
            id={`${ids}-${idSuffix}`}
            error={errors[name]}
            required
            ref={refs[name]}
            name={name}
            autoComplete={autoComplete}
            value={form[name]}
            onChange={set(name)}
          />
        ))}
        <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, height: 46, opacity: busy ? 0.7 : 1 }}>
          <FormattedMessage id="app.submit" />
        </button>
      </form>
    </section>
  );
}
