import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Field, inputStyle } from '../common/form/fields';
import { contentLength } from './feedback-rules';

/**
 * The text of SPEC 5's feedback rule, as the feedback form and the help centre's e-mail form
 * take it: a labelled textarea of at most `max` characters with its length/max counter, both
 * (and the error, when there is one) read out with the field.
 */
export function FeedbackContentField({
  id,
  label,
  hint = 'feedback.descriptionHint',
  value,
  onChange,
  error,
  limits,
  ref,
}: {
  id: string;
  /** message key of the label */
  label: string;
  /** message key of the placeholder, given {0} the minimum and {1} the maximum */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** message key of the error, if any */
  error?: string | null;
  limits: { min: number; max: number };
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const intl = useIntl();
  return (
    <Field label={label} htmlFor={id} error={error} required>
      <textarea
        ref={ref}
        id={id}
        value={value}
        maxLength={limits.max}
        rows={5}
        onChange={(e) => onChange(e.target.value)}
        placeholder={intl.formatMessage({ id: hint }, { 0: limits.min, 1: limits.max })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        css={{ ...inputStyle, height: 'auto', padding: 12, resize: 'vertical', font: 'inherit' }}
      />
      <span id={`${id}-count`} data-testid="feedback-counter" css={{ justifySelf: 'end', fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
        {contentLength(value)}/{limits.max}
      </span>
    </Field>
  );
}
