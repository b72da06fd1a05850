import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dialogMask, dialogPanel, primaryButton, secondaryButton } from '../common/styles';
import { useEscape } from '../common/useEscape';

/**
 * The confirmation before a redemption: what is redeemed, for how many points and what is left.
 * A modal dialog: the confirm button takes focus, Escape cancels, and a refusal from the server
 * shows inside it as an alert.
 */
export function RedeemDialog({
  title,
  cost,
  after,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  title: string;
  cost: number;
  after: number;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  useEscape(onCancel);
  return (
    <div css={{ ...dialogMask, zIndex: 80, padding: 24 }} role="presentation" onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="redeem-title"
        aria-describedby="redeem-text"
        css={{ ...dialogPanel, maxWidth: 320, padding: 16, display: 'grid', gap: 12 }}
      >
        <h2 id="redeem-title" css={{ margin: 0, fontSize: '1rem', textAlign: 'center' }}>
          <FormattedMessage id="mall.confirmTitle" />
        </h2>
        <p id="redeem-text" css={{ margin: 0, textAlign: 'center' }}>
          {intl.formatMessage(
            { id: 'mall.confirmText' },
            { item: title, points: cost.toLocaleString('en-US'), after: after.toLocaleString('en-US') },
          )}
        </p>
        {failure && (
          <p role="alert" css={{ margin: 0, textAlign: 'center', color: 'var(--c-danger)', fontSize: '0.9rem' }}>
            {failure}
          </p>
        )}
        <div css={{ display: 'flex', gap: 8 }}>
          <button type="button" onClick={onCancel} css={{ ...secondaryButton, height: 44 }}>
            <FormattedMessage id="app.cancel" />
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={onConfirm}
            disabled={busy || failure !== null}
            aria-busy={busy}
            css={{ ...primaryButton, height: 44, opacity: busy || failure !== null ? 0.6 : 1 }}
          >
            <FormattedMessage id={busy ? 'wallet.pleaseWait' : 'mall.confirm'} />
          </button>
        </div>
      </div>
    </div>
  );
}
