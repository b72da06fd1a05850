import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEngine } from '../../engine';
import { primaryButton } from './styles';
import { card } from './member-page';

/** Pieces shared by the loyalty screens (member level, reward centre, points mall). */

/** A guest's prompt with a log-in button; `message` says what logging in gives. */
export function LoginPrompt({ message }: { message: string }) {
  const engine = useEngine();
  return (
    <div css={{ ...card, display: 'grid', gap: 12, padding: 16, textAlign: 'center' }}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id={message} />
      </p>
      <button type="button" onClick={() => engine.navigate(engine.pathTo('login'))} css={{ ...primaryButton, height: 44 }}>
        <FormattedMessage id="header.login" />
      </button>
    </div>
  );
}

/** A section heading inside a loyalty screen. */
export function SectionTitle({ id, message }: { id: string; message: string }) {
  return (
    <h2 id={id} css={{ margin: '4px 2px 0', fontSize: '1rem' }}>
      <FormattedMessage id={message} />
    </h2>
  );
}

/** A progress bar with its value for assistive technology (role progressbar, 0 to 100). */
export function ProgressBar({ percent, label, valueText }: { percent: number; label: string; valueText: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      css={{ height: 10, borderRadius: 5, background: 'var(--c-surfaceRaised)', border: '1px solid var(--c-border)', overflow: 'hidden' }}
    >
      <div css={{ width: `${percent}%`, height: '100%', background: 'linear-gradient(90deg, var(--c-primary), var(--c-accent))' }} />
    </div>
  );
}

/** A line of a loyalty history: what, when (and more) under it, and the amount on the right. */
export function HistoryRow({ title, detail, amount, testId }: { title: ReactNode; detail: ReactNode; amount: ReactNode; testId?: string }) {
  return (
    <li
      data-testid={testId}
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        padding: '10px 0',
        borderBottom: '1px solid var(--c-border)',
      }}
    >
      <div css={{ minWidth: 0 }}>
        <div css={{ fontSize: '0.9rem' }}>{title}</div>
        <div css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>{detail}</div>
      </div>
      {amount}
    </li>
  );
}
