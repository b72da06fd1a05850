import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../engine';
import { errorText } from './errors';
import { primaryButton, secondaryButton } from './styles';

/** Small building blocks shared by the wallet screens. */

export const card = { margin: '8px 12px', padding: 12, borderRadius: 12, background: 'var(--c-surface)', color: 'var(--c-text)' };

export const input = {
  width: '100%',
  boxSizing: 'border-box' as const,
  height: 44,
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid var(--c-border)',
  background: 'var(--c-surfaceRaised)',
  color: 'var(--c-text)',
  fontSize: '1rem',
};

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 12 }}>
      <label htmlFor={id} css={{ fontSize: '0.85rem', fontWeight: 600 }}>
        <FormattedMessage id={label} />
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" css={{ fontSize: '0.8rem', color: 'var(--c-danger)' }}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A failed load: the spec's message for the failure and a retry button; the screen stays usable. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" css={{ ...card, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, textAlign: 'center' }}>
      <span css={{ color: 'var(--c-danger)' }}>{errorText(intl, error)}</span>
      <button type="button" onClick={onRetry} css={{ ...secondaryButton, flex: 'none', padding: '0 20px' }}>
        <FormattedMessage id="app.retry" />
      </button>
    </div>
  );
}

export function Loading() {
  return (
    <p role="status" css={{ ...card, textAlign: 'center', color: 'var(--c-textMuted)' }}>
      <FormattedMessage id="app.loading" />
    </p>
  );
}

export function EmptyState() {
  return (
    <p css={{ ...card, textAlign: 'center', color: 'var(--c-textMuted)', padding: '32px 12px' }} data-testid="wallet-empty">
      <FormattedMessage id="app.noData" />
    </p>
  );
}

/** A wallet form's amount: the decimal keypad, never filled in by the browser. */
export function AmountInput({
  onChange,
  ...rest
}: { id: string; value: string; onChange: (value: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-invalid' | 'aria-describedby'
>) {
  return <input css={input} inputMode="decimal" autoComplete="off" onChange={(e) => onChange(e.target.value)} {...rest} />;
}

/** Why a wallet form's submission failed, read out as it appears. */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p role="alert" css={{ margin: '0 0 8px', color: 'var(--c-danger)', fontSize: '0.85rem' }}>
      {failure}
    </p>
  ) : null;
}

export function SubmitButton({ busy, label, disabled }: { busy: boolean; label: string; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy}
      css={{ ...primaryButton, width: '100%', opacity: busy || disabled ? 0.6 : 1 }}
    >
      <FormattedMessage id={busy ? 'wallet.pleaseWait' : label} />
    </button>
  );
}

export function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0', fontWeight: strong ? 700 : 400 }}>
      <span css={{ color: 'var(--c-textMuted)' }}>
        <FormattedMessage id={label} />
      </span>
      <span>{value}</span>
    </div>
  );
}

/** Message key of an amount problem. */
export const amountProblemKey = {
  invalid: 'wallet.amount.invalid',
  belowMin: 'wallet.amount.belowMin',
  aboveMax: 'wallet.amount.aboveMax',
  aboveBalance: 'wallet.amount.aboveBalance',
} as const;

/** The message key for a failure (toasts take keys): error.<code> when the tenant has it, else the server's key, else error.unknown. */
export function errorKey(intl: IntlShape, error: unknown): string {
  const failure = error instanceof ApiError ? error : new ApiError('E_UNKNOWN', 'error.unknown');
  if (intl.messages[`error.${failure.code}`]) return `error.${failure.code}`;
  if (intl.messages[failure.message]) return failure.message;
  return 'error.unknown';
}
