import { useCallback, useEffect, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine';
import { readFailure } from '../common/form/failure';
import { Field, TextInput } from '../common/form/fields';
import { showFailure } from './notify';

/** SPEC 9: a captcha answer is 1 to 16 characters. */
const CAPTCHA_MAX_LENGTH = 16;

export interface CaptchaImage {
  captchaId: string;
  image: string;
}

/** Fetches an image captcha while `active`; refresh() fetches a new one (each is single use). */
export function useCaptcha(active: boolean) {
  const engine = useEngine();
  const intl = useIntl();
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const refresh = useCallback(() => {
    engine.api
      .call('captcha')
      .then(setCaptcha)
      .catch((error) => showFailure(engine, readFailure(error, intl.messages)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- intl is read when a load fails; a new catalogue must not refetch the image
  }, [engine]);
  useEffect(() => {
    if (active) refresh();
    else setCaptcha(null);
  }, [active, refresh]);
  return { captcha, refresh };
}

/**
 * The captcha input ('identifying') beside its image; a click on the image fetches a new one.
 * Under it the hint of SPEC 5.17 (1-16 digits: answer the equation, or type the letters or
 * digits), which the input names as its description.
 */
export function CaptchaField({
  id,
  value,
  onChange,
  error,
  captcha,
  onRefresh,
  required,
  ref,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  captcha: CaptchaImage | null;
  onRefresh: () => void;
  required?: boolean;
} & { ref?: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  return (
    <Field label="auth.captcha" htmlFor={id} error={error} required={required}>
      <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <TextInput
          ref={ref}
          id={id}
          name="identifying"
          autoComplete="off"
          inputMode="numeric"
          maxLength={CAPTCHA_MAX_LENGTH}
          value={value}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          onClick={onRefresh}
          aria-label={intl.formatMessage({ id: 'auth.captchaRefresh' })}
          css={{
            flex: 'none',
            width: 112,
            height: 46,
            padding: 0,
            border: '1px solid var(--c-border)',
            borderRadius: 10,
            background: '#fff',
            overflow: 'hidden',
            cursor: 'pointer',
          }}
        >
          {captcha && (
            <img
              src={captcha.image}
              alt={intl.formatMessage({ id: 'auth.captchaImage' })}
              css={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          )}
        </button>
      </div>
      <span id={`${id}-hint`} css={{ fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
        <FormattedMessage id="auth.captchaHint" />
      </span>
    </Field>
  );
}
