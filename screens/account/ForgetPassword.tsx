import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine';
import { BackHeader } from '../common/BackHeader';
import { primaryButton } from '../common/styles';
import { readFailure } from '../common/form/failure';
import { FormProblem, PasswordField } from '../common/form/fields';
import { checkConfirm, firstInvalid, loginRules } from '../common/form/rules';
import { SmsFields, useSmsCode } from './SmsFields';

type FieldName = 'mobileNum' | 'messageCode' | 'newPassword' | 'confirmPassword';
const ORDER: FieldName[] = ['mobileNum', 'messageCode', 'newPassword', 'confirmPassword'];

/**
 * Forget password (/m/forget): mobile number with its dialling code, an SMS code (the same
 * get-code countdown as SMS login), a new password and its confirmation; on success a toast and
 * /m/login. Once 6 digits are typed, SPEC 7's verification call says whether the code is the live
 * one (without using it up), so "Code OK" shows before the new password is asked for. The shell hides its header here, so the screen carries its own back button and title.
 */
export default function ForgetPassword() {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string | null>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCode('forget', (mobileNum) => setErrors((e) => ({ ...e, mobileNum })));
  const refs = { ...sms.refs, newPassword: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };
  const [codeOk, setCodeOk] = useState(false);

  const { mobileNum, countryDialingCode } = sms.mobile;
  const typedCode = sms.messageCode.trim();
  useEffect(() => {
    setCodeOk(false);
    if (!/^\d{6}$/.test(typedCode) || loginRules.loginMobileNum(mobileNum)) return;
    let current = true;
    const timer = setTimeout(() => {
      const query = { mobileNum: mobileNum.trim(), countryDialingCode, verificationCode: typedCode, purpose: 'forget' as const };
      engine.api.call('verification', query).then(
        ({ valid }) => {
          if (!current) return;
          setCodeOk(valid);
          setErrors((e) => ({ ...e, messageCode: valid ? null : 'rule.messageCodeWrong' }));
        },
        // the reset checks the code again; a failed early check only skips the hint
        () => undefined,
      );
    }, engine.config.constants.debounceMs.validation);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, mobileNum, countryDialingCode, typedCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...sms.check(),
      newPassword: loginRules.newPassword(newPassword),
      confirmPassword: checkConfirm(newPassword, confirmPassword),
    };
    setErrors(found);
    const first = firstInvalid(ORDER, found);
    if (first) return refs[first].current?.focus();
    setProblem(null);
    setBusy(true);
    try {
      await engine.api.call('forgetPassword', { ...sms.body(), newPassword });
      engine.ui.toast('success', 'forget.success', engine.config.constants.toast.successMs);
      engine.navigate(engine.pathTo('login'), { replace: true });
    } catch (error) {
      setBusy(false);
      setProblem(readFailure(error, intl.messages).message);
    }
  }

  return (
    <section css={{ padding: '8px 16px 24px' }}>
      <BackHeader title="title.forget" margin="0 -8px 12px" onBack={() => engine.navigate(engine.config.shell.homePath)} />
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
        <p css={{ margin: 0, color: 'var(--c-textMuted)', fontSize: '0.9rem' }}>
          <FormattedMessage id="forget.intro" />
        </p>
        <SmsFields sms={sms} id={ids} errors={errors} required />
        {codeOk && (
          <p role="status" css={{ margin: '-6px 0 0', color: 'var(--c-success)', fontSize: '0.85rem' }}>
            <FormattedMessage id="forget.codeOk" />
          </p>
        )}
        <PasswordField
          label="forget.newPassword"
          id={`${ids}-new`}
          error={errors.newPassword}
          required
          ref={refs.newPassword}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <PasswordField
          label="register.field.confirmPassword"
          id={`${ids}-confirm`}
          error={errors.confirmPassword}
          required
          ref={refs.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <FormProblem problem={problem} />
        <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, height: 46, opacity: busy ? 0.7 : 1 }}>
          <FormattedMessage id={busy ? 'in_please_wait' : 'forget.submit'} />
        </button>
      </form>
    </section>
  );
}
