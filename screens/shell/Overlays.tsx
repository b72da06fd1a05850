import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEngine, useSession, useUi, type Toast } from '../../engine';
import { Icon } from '../common/Icon';
import { dialogMask, dialogPanel } from '../common/styles';

/** A signed-in member's reality check and break notice: a chunk of its own, loaded after sign-in. */
const MemberWatch = lazy(() => import('../member/responsible/MemberWatch'));

/** Drawn icons, not emoji or dingbats: those are empty boxes on a phone without the font. */
const toastIcons: Record<Exclude<Toast['kind'], 'loading'>, string> = { info: 'info', success: 'check', fail: 'close', offline: 'offline' };

/** Toasts (SPEC 8 kinds) and the confirm/alert dialog. */
export function Overlays() {
  const toasts = useUi((s) => s.toasts);
  const dialog = useUi((s) => s.dialog);
  const { constants } = useEngine().config;
  const notice = constants.notification;
  const signedIn = useSession((s) => s.info !== null);
  return (
    <>
      <Suspense>{signedIn && <MemberWatch />}</Suspense>
      <div
        aria-live="polite"
        css={{
          position: 'fixed',
          top: notice.top,
          left: notice.left,
          transform: 'translateX(-50%)',
          zIndex: 100,
          display: 'grid',
          gap: 8,
          width: 'max-content',
          maxWidth: '85vw',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'fail' || toast.kind === 'offline' ? 'alert' : 'status'}
            data-toast={toast.kind}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '10px 16px',
              borderRadius: 8,
              background: 'rgba(20, 22, 30, 0.92)',
              color: '#fff',
              fontSize: '0.9rem',
            }}
          >
            {toast.kind === 'loading' ? (
              <span aria-hidden css={{ width: 14, height: 14, borderRadius: '50%', border: '2px solid #fff6', borderTopColor: '#fff' }} />
            ) : (
              <Icon name={toastIcons[toast.kind]} size={18} />
            )}
            <FormattedMessage id={toast.message} values={toast.values} />
          </div>
        ))}
      </div>
      {dialog && (
        <div css={{ ...dialogMask, zIndex: 90, padding: 24 }}>
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={`dialog-${dialog.id}`}
            css={{ ...dialogPanel, maxWidth: 320, overflow: 'hidden' }}
          >
            {dialog.title && (
              <h2 css={{ margin: 0, padding: '16px 16px 0', fontSize: '1rem', textAlign: 'center' }}>
                <FormattedMessage id={dialog.title} />
              </h2>
            )}
            <p id={`dialog-${dialog.id}`} css={{ margin: 0, padding: '20px 16px', textAlign: 'center' }}>
              <FormattedMessage id={dialog.message} />
            </p>
            <div css={{ display: 'flex', borderTop: '1px solid var(--c-border)' }}>
              {dialog.cancelLabel !== null && (
                <button type="button" onClick={() => dialog.resolve('cancel')} css={dialogButton}>
                  <FormattedMessage id={dialog.cancelLabel ?? 'app.cancel'} />
                </button>
              )}
              {dialog.laterLabel && (
                <button
                  type="button"
                  onClick={() => dialog.resolve('later')}
                  css={{ ...dialogButton, borderLeft: '1px solid var(--c-border)' }}
                >
                  <FormattedMessage id={dialog.laterLabel} />
                </button>
              )}
              <button
                type="button"
                // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself on open (WAI-ARIA dialog pattern)
                autoFocus
                onClick={() => dialog.resolve('confirm')}
                css={{
                  ...dialogButton,
                  color: 'var(--c-primary)',
                  fontWeight: 600,
                  borderLeft: dialog.cancelLabel !== null ? '1px solid var(--c-border)' : 'none',
                }}
              >
                <FormattedMessage id={dialog.confirmLabel ?? 'app.confirm'} />
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

const dialogButton = { flex: 1, height: 48, border: 'none', background: 'none', color: 'var(--c-text)' };
