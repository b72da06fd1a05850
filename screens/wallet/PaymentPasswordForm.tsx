import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, isPaymentPassword, useEngine } from '../../engine';
import { errorText } from '../common/errors';
import { card, Field, FormFailure, input, SubmitButton } from '../common/wallet-form';

/**
 * Sets the first payment password (confirmed by the login password: withdraw, security centre) or
 * changes it (the current payment password required: security centre). One form, one rule and one
 * set of messages wherever a payment password is chosen.
 */
export function PaymentPasswordForm({
  mode = 'set',
  savedMessage = 'paymentPassword.saved',
  frame,
  onDone,
}: {
  mode?: 'set' | 'change';
  savedMessage?: string;
  /** style over the wallet card, for a screen with cards of its own (the security centre) */
  frame?: Record<string, string | number>;
  onDone: () => void;
}) {
  const engine = useEngine();
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [proof, setProof] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = mode === 'change';
  const shape = isPaymentPassword(password) ? null : 'paymentPassword.rule';
  const mismatch = confirm !== password ? 'paymentPassword.mismatch' : null;
  const proofMissing = proof ? null : change ? 'paymentPassword.oldRequired' : 'paymentPassword.loginRequired';
  const same = change && proof && proof === password ? 'paymentPassword.same' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (shape || mismatch || proofMissing || same) return;
    setBusy(true);
    const hide = engine.ui.toast('loading', 'in_please_wait', engine.config.constants.toast.slowLoadingMs);
    try {
      if (change) await engine.api.call('paymentPasswordChange', { oldPassword: proof, password });
      else await engine.api.call('paymentPassword', { password, loginPassword: proof });
      hide();
      engine.ui.toast('success', savedMessage, engine.config.constants.toast.successMs);
      onDone();
    } catch (error) {
      hide();
      const key =
        error instanceof ApiError && error.value && typeof error.value === 'object'
          ? (error.value as { messageKey?: unknown }).messageKey
          : undefined;
      setFailure(typeof key === 'string' && intl.messages[key] ? intl.formatMessage({ id: key }) : errorText(intl, error));
    } finally {
      setBusy(false);
    }
  }

  const shown = (key: string | null) => (touched && key ? intl.formatMessage({ id: key }) : null);
  /** One password input in its labelled field; the three differ only in these. */
  const passwordField = (
    id: string,
    label: string,
    error: string | null,
    autoComplete: string,
    value: string,
    onChange: (value: string) => void,
  ) => (
    <Field id={id} label={label} error={shown(error)}>
      <input id={id} type="password" autoComplete={autoComplete} css={input} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
  const proofField = passwordField(
    'pp-proof',
    change ? 'paymentPassword.old' : 'paymentPassword.loginPassword',
    proofMissing,
    change ? 'off' : 'current-password',
    proof,
    setProof,
  );
  return (
    <form onSubmit={submit} css={{ ...card, ...frame }} noValidate aria-labelledby="pp-title">
      <h2 id="pp-title" css={{ margin: '0 0 4px', fontSize: '1rem', paddingRight: frame ? 40 : 0 }}>
        <FormattedMessage id={change ? 'paymentPassword.changeTitle' : 'paymentPassword.title'} />
      </h2>
      <p css={{ margin: '0 0 12px', fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={change ? 'paymentPassword.changeIntro' : 'paymentPassword.intro'} />
      </p>
      {change && proofField}
      {passwordField('pp-new', 'paymentPassword.new', shape ?? same, 'new-password', password, setPassword)}
      {passwordField('pp-confirm', 'paymentPassword.confirm', mismatch, 'new-password', confirm, setConfirm)}
      {!change && proofField}
      <FormFailure failure={failure} />
      <SubmitButton busy={busy} label="paymentPassword.save" />
    </form>
  );
}
