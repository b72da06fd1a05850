import type { CSSObject } from '@emotion/react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { iconButton } from '../styles';

/** Form pieces shared by the login, registration and forget-password forms. */

export const inputStyle = {
  width: '100%',
  height: 46,
  padding: '0 14px',
  borderRadius: 10,
  border: '1px solid var(--c-border)',
  background: 'var(--c-surface)',
  color: 'var(--c-text)',
  fontSize: '1rem',
  boxSizing: 'border-box' as const,
};

export const textLink = {
  border: 'none',
  background: 'none',
  padding: '4px 0',
  color: 'var(--c-accent)',
  font: 'inherit',
  cursor: 'pointer',
};

/** A labelled field with its error (a message key) announced to assistive technology. */
export function Field({
  label,
  htmlFor,
  error,
  required,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <div css={{ display: 'flex', gap: 2, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
        {required && (
          <span aria-hidden css={{ color: 'var(--c-danger)' }}>
            *
          </span>
        )}
        <label htmlFor={htmlFor}>
          <FormattedMessage id={label} />
        </label>
      </div>
      {children}
      {error && (
        <span role="alert" id={`${htmlFor}-error`} css={{ color: 'var(--c-danger)', fontSize: '0.85rem' }}>
          <ErrorText message={error} />
        </span>
      )}
    </div>
  );
}

/** A message key when the catalogue has it, else the server's own text. */
export function ErrorText({ message }: { message: string }) {
  const intl = useIntl();
  return <>{intl.messages[message] ? intl.formatMessage({ id: message }) : message}</>;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

/** A text input wired to its Field's error (aria-invalid, aria-describedby). */
export function TextInput({ invalid, id, ref, ...rest }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      css={inputStyle}
      {...rest}
    />
  );
}

/** A password input with the show/hide toggle (an icon button with an accessible name). */
export function PasswordInput({ invalid, id, ref, ...rest }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <div css={{ position: 'relative' }}>
      <input
        ref={ref}
        id={id}
        type={visible ? 'text' : 'password'}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        css={{ ...inputStyle, paddingRight: 48 }}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-label={intl.formatMessage({ id: visible ? 'auth.hidePassword' : 'auth.showPassword' })}
        aria-pressed={visible}
        aria-controls={id}
        css={{ ...iconButton, position: 'absolute', right: 1, top: 1 }}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
      </button>
    </div>
  );
}

type FieldInputProps = InputProps & { label: string; id: string; error?: string | null; required?: boolean; ref?: Ref<HTMLInputElement> };

/** A Field holding a TextInput, invalid while the field has an error. */
export function TextField({ label, id, error, required, ...input }: FieldInputProps) {
  return (
    <Field label={label} htmlFor={id} error={error} required={required}>
      <TextInput id={id} invalid={Boolean(error)} {...input} />
    </Field>
  );
}

/** A Field holding a PasswordInput, invalid while the field has an error. */
export function PasswordField({ label, id, error, required, ...input }: FieldInputProps) {
  return (
    <Field label={label} htmlFor={id} error={error} required={required}>
      <PasswordInput id={id} invalid={Boolean(error)} {...input} />
    </Field>
  );
}

/** Why a form's submission failed (a message key or the server's text), read out as it appears. */
export function FormProblem({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <p role="alert" css={{ margin: 0, color: 'var(--c-danger)', fontSize: '0.9rem' }}>
      <ErrorText message={problem} />
    </p>
  ) : null;
}

/**
 * A tick box with words beside it that may wrap over lines (an agreement, an acknowledgement): the
 * box, `box` px square, keeps to the first line (`boxTop` px down to sit on it); `look` is the words' style.
 */
export function CheckLine(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  box: number;
  boxTop: number;
  look: CSSObject;
  children: ReactNode;
}) {
  return (
    <label css={{ display: 'flex', alignItems: 'flex-start', gap: 8, ...props.look }}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        css={{ width: props.box, height: props.box, margin: `${props.boxTop}px 0 0`, flex: 'none', accentColor: 'var(--c-primary)' }}
      />
      <span>{props.children}</span>
    </label>
  );
}
