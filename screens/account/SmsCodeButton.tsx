import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine';
import { COUNTDOWN_TICK_MS, countdownEnd, secondsLeft } from './countdown';
import { readFailure } from '../common/form/failure';
import { textLink } from '../common/form/fields';
import type { MobileNumber } from './MobileNumberField';
import { showFailure } from './notify';
import { phoneProofClient, phoneProofFlow, type PhoneProofStep } from './phone-proof-client';

export type SmsPurpose = 'login' | 'register' | 'forget' | 'bind';

/**
 * The get-code link of every SMS form (one component for login, registration and forget
 * password). It asks the form to validate the mobile number first, sends the code with the
 * in_sms_sending loading toast, then counts the seconds down to the server's expirationTime.
 * On a tenant of the Firebase flow (settings.phoneProof) login and registration codes are sent by
 * the phone-proof client instead, and `onPhoneProof` receives the step that confirms the code.
 */
export function SmsCodeButton({
  purpose,
  mobile,
  validateMobile,
  onPhoneProof,
}: {
  purpose: SmsPurpose;
  mobile: MobileNumber;
  validateMobile: () => boolean;
  onPhoneProof?: (step: PhoneProofStep) => void;
}) {
  const engine = useEngine();
  const intl = useIntl();
  const { toast } = engine.config.constants;
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(endsAt, at) === 0) setEndsAt(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const seconds = endsAt === null ? 0 : secondsLeft(endsAt, now);
  const counting = seconds > 0;

  async function send() {
    if (counting || sending || !validateMobile()) return;
    setSending(true);
    const hide = engine.ui.toast('loading', 'in_sms_sending', toast.slowLoadingMs);
    if (onPhoneProof && phoneProofFlow(engine) === 'firebase') {
      try {
        onPhoneProof(await phoneProofClient.send(engine, mobile));
        hide();
        engine.ui.toast('success', 'in_sms_send', toast.successMs);
        const at = Date.now();
        setNow(at);
        setEndsAt(countdownEnd(undefined, at, engine.config.constants.smsCountdownDefault));
      } catch {
        // SPEC 8: a failed Firebase SMS send hides the loading toast silently; the link stays usable.
        hide();
      } finally {
        setSending(false);
      }
      return;
    }
    try {
      const value = await engine.api.call('sendSmsCode', {
        mobileNum: mobile.mobileNum.trim(),
        countryDialingCode: mobile.countryDialingCode,
        purpose,
      });
      hide();
      engine.ui.toast('success', 'in_sms_send', toast.successMs);
      const at = Date.now();
      setNow(at);
      setEndsAt(countdownEnd(value?.expirationTime, at, engine.config.constants.smsCountdownDefault));
    } catch (error) {
      hide();
      showFailure(engine, readFailure(error, intl.messages));
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={send}
      disabled={counting || sending}
      aria-live="polite"
      css={{
        ...textLink,
        flex: 'none',
        minWidth: 96,
        minHeight: 44,
        whiteSpace: 'nowrap',
        opacity: counting ? 0.7 : 1,
        color: counting ? 'var(--c-textMuted)' : 'var(--c-accent)',
      }}
    >
      {counting ? <FormattedMessage id="auth.codeCountdown" values={{ seconds }} /> : <FormattedMessage id="auth.getCode" />}
    </button>
  );
}
