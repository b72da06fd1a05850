import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine';
import { Icon } from '../common/Icon';
import { Mask } from '../common/Mask';
import { iconButton, primaryButton } from '../common/styles';
import AffiliateLink from './AffiliateLink';

/** SPEC 6: an agent tapping the affiliate link sees this: its own invitation link and QR, and the way to the agent home. */
export default function AgentModal({ onClose }: { onClose: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 30, display: 'grid', placeItems: 'center', padding: 12 }}>
      {/* the mask: a tap outside closes, as Escape and the close button do */}
      <Mask onClose={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="agent-modal-title"
        tabIndex={-1}
        data-testid="agent-modal"
        css={{
          position: 'relative',
          width: '100%',
          maxWidth: 400,
          maxHeight: '90vh',
          overflowY: 'auto',
          borderRadius: 16,
          background: 'var(--c-background)',
          padding: 12,
          display: 'grid',
          gap: 12,
        }}
      >
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h2 id="agent-modal-title" css={{ margin: 0, fontSize: '1.05rem' }}>
            <FormattedMessage id="agent.modalTitle" />
          </h2>
          <button type="button" css={iconButton} aria-label={intl.formatMessage({ id: 'app.close' })} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <p css={{ margin: 0, fontSize: '0.9rem' }}>
          <FormattedMessage id="agent.modalBody" />
        </p>
        <AffiliateLink />
        <button type="button" css={primaryButton} onClick={() => engine.navigate(engine.pathTo('agent'))}>
          <FormattedMessage id="menu.agentCentre" />
        </button>
      </div>
    </div>
  );
}
