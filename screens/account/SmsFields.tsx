import { useRef, useState } from 'react';
import { useEngine } from '../../engine';
import { Field, TextInput } from '../common/form/fields';
import { DEFAULT_DIALING_CODE, MobileNumberField, type MobileNumber } from './MobileNumberField';
import { loginRules, tidy } from '../common/form/rules';
import { SmsCodeButton, type SmsPurpose } from './SmsCodeButton';
import { phoneProofFlow, type PhoneProofStep } from './phone-proof-client';

/** The two SMS fields' errors (message keys), as a form keeps them beside its other fields. */
export interface SmsErrors {
  mobileNum?: string | null;
  messageCode?: string | null;
}

/**
 * The state of a mobile number with its SMS code (SMS login, forget password, bind mobile): the
 * number and dialling code, the code, their inputs' refs, the rules of SPEC 5, and the body the
 * server takes. `onMobileError` lets the form show the number's error when the get-code link
 * checks it before sending.
 */
export function useSmsCode(purpose: SmsPurpose, onMobileError: (error: string | null) => void) {
  const engine = useEngine();
  const [mobile, setMobileState] = useState<MobileNumber>({ countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '' });
  const [messageCode, setMessageCode] = useState('');
  // SMS login on a tenant of the Firebase flow: the code is confirmed by the phone-proof client's step
  const viaFirebase = purpose === 'login' && phoneProofFlow(engine) === 'firebase';
  const [proofStep, setProofStep] = useState<PhoneProofStep | null>(null);
  /** A new number needs a new send: the step of the old one is dropped. */
  const setMobile = (next: MobileNumber) => {
    setMobileState(next);
    setProofStep(null);
  };
  const refs = { mobileNum: useRef<HTMLInputElement>(null), messageCode: useRef<HTMLInputElement>(null) };

  /** A valid number before a code is requested (SPEC 5); focuses it otherwise. */
  function validateMobile(): boolean {
    const error = loginRules.loginMobileNum(mobile.mobileNum);
    onMobileError(error);
    if (error) refs.mobileNum.current?.focus();
    return !error;
  }

  return {
    purpose,
    mobile,
    setMobile,
    messageCode,
    setMessageCode,
    refs,
    validateMobile,
    /** Message keys of the failing fields (null where a field passes). */
    check: (): Required<SmsErrors> => ({
      mobileNum: loginRules.loginMobileNum(mobile.mobileNum),
      messageCode: loginRules.verificationCode(messageCode),
    }),
    /** The trimmed values as the API takes them. */
    body: () => ({ mobileNum: tidy(mobile.mobileNum), countryDialingCode: mobile.countryDialingCode, messageCode: tidy(messageCode) }),
    /** The get-code link hands the Firebase flow's step here (undefined on the SMS flow: codes come from the server). */
    onPhoneProof: viaFirebase ? setProofStep : undefined,
    /**
     * The number and its proof as SMS login takes it (SPEC 3): the code, or on the Firebase flow
     * the ID token the code confirms (undefined when no code was sent for this number yet).
     */
    async proof() {
      const number = { mobileNum: tidy(mobile.mobileNum), countryDialingCode: mobile.countryDialingCode };
      if (!viaFirebase) return { ...number, messageCode: tidy(messageCode) };
      if (!proofStep) return undefined;
      const firebaseIdToken = await proofStep.confirm(tidy(messageCode));
      return { ...number, firebaseChannel: 'sms' as const, firebaseIdToken, firebaseMobileNo: proofStep.e164 };
    },
  };
}

export type SmsCodeState = ReturnType<typeof useSmsCode>;

/** The dialling code and number field, then the SMS code field with its get-code countdown link. */
export function SmsFields({ sms, id, errors, required }: { sms: SmsCodeState; id: string; errors: SmsErrors; required?: boolean }) {
  return (
    <>
      <MobileNumberField
        ref={sms.refs.mobileNum}
        id={`${id}-mobile`}
        value={sms.mobile}
        onChange={sms.setMobile}
        error={errors.mobileNum}
        required={required}
      />
      <Field label="auth.messageCode" htmlFor={`${id}-code`} error={errors.messageCode} required={required}>
        <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <TextInput
            ref={sms.refs.messageCode}
            id={`${id}-code`}
            name="messageCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={sms.messageCode}
            invalid={Boolean(errors.messageCode)}
            onChange={(e) => sms.setMessageCode(e.target.value)}
          />
          <SmsCodeButton purpose={sms.purpose} mobile={sms.mobile} validateMobile={sms.validateMobile} onPhoneProof={sms.onPhoneProof} />
        </div>
      </Field>
    </>
  );
}
