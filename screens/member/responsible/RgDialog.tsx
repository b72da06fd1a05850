import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { dialogMask, dialogPanel, primaryButton, secondaryButton } from '../../common/styles';

export interface DialogButton {
  label: string;
  onClick: () => void;
  /** the main choice: filled; the others are outlined */
  primary?: boolean;
  disabled?: boolean;
}

/**
 * A modal dialog of the responsible-gaming pieces: a title, a body that may carry figures and a
 * checkbox, and buttons stacked full width (TY labels run long; three side by side do not fit
 * 360 px). Above the game frames and the shell; focus moves in, stays in, and Escape picks
 * `onEscape`. The engine's ui.choose dialog takes a message key alone, without values or figures.
 * Fixed in place rather than in a portal: importing react-dom's portal into a lazy chunk split
 * React into chunks of its own and grew the home route's first JS by 0.6 KB gzip.
 */
export function RgDialog({
  title,
  children,
  buttons,
  onEscape,
  testId,
}: {
  title: string;
  children: ReactNode;
  buttons: DialogButton[];
  onEscape: () => void;
  testId?: string;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('button:not([disabled]), input')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
      }
      if (event.key !== 'Tab' || !box.current) return;
      const focusable = [...box.current.querySelectorAll<HTMLElement>('button:not([disabled]), input, a[href]')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || !box.current.contains(document.activeElement))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !box.current.contains(document.activeElement))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      before?.focus?.();
    };
  }, []);
  return (
    <div css={{ ...dialogMask, zIndex: 95, padding: 16 }}>
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        data-testid={testId}
        css={{
          ...dialogPanel,
          maxWidth: 360,
          maxHeight: 'calc(100dvh - 32px)',
          overflowY: 'auto',
          boxSizing: 'border-box',
          padding: 16,
          display: 'grid',
          gap: 12,
        }}
      >
        <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1.05rem', textAlign: 'center', overflowWrap: 'anywhere' }}>
          <FormattedMessage id={title} />
        </h2>
        <div id={`${id}-body`} css={{ display: 'grid', gap: 10, fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
          {children}
        </div>
        <div css={{ display: 'grid', gap: 8 }}>
          {buttons.map((b) => (
            <button
              key={b.label}
              type="button"
              onClick={b.onClick}
              disabled={b.disabled}
              css={{ ...(b.primary ? primaryButton : secondaryButton), minHeight: 44, opacity: b.disabled ? 0.5 : 1 }}
            >
              <FormattedMessage id={b.label} />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
