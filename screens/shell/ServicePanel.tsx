import { FormattedMessage, useIntl } from 'react-intl';
import { useAction, useEngine, useUi } from '../../engine';
import { UnreadBadge } from '../common/Badge';
import { Icon } from '../common/Icon';
import { Mask } from '../common/Mask';
import { menuTile } from '../common/MenuList';
import { dialogPanel, iconButton } from '../common/styles';
import { useEscape } from '../common/useEscape';

/** The customer-service panel: closes on mask tap, Escape, item choice or route change (the shell). */
export default function ServicePanel() {
  const engine = useEngine();
  const intl = useIntl();
  const open = useUi((s) => s.serviceOpen);
  const run = useAction();
  const close = () => engine.ui.set({ serviceOpen: false });
  useEscape(close, open);
  if (!open) return null;
  return (
    <div css={{ position: 'fixed', top: 0, left: 0, right: 0, bottom: 60, zIndex: 50, display: 'flex', alignItems: 'flex-end' }}>
      <Mask testId="service-mask" onClose={close} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="service-title"
        css={{
          ...dialogPanel,
          position: 'relative',
          maxWidth: 600,
          margin: '0 auto',
          borderRadius: '16px 16px 0 0',
          padding: '8px 8px 16px',
        }}
      >
        <div css={{ display: 'flex', alignItems: 'center', padding: '0 0 0 12px' }}>
          <h2 id="service-title" css={{ flex: 1, margin: 0, fontSize: '1rem' }}>
            <FormattedMessage id="service.title" />
          </h2>
          <button type="button" onClick={close} aria-label={intl.formatMessage({ id: 'app.close' })} css={iconButton}>
            <Icon name="close" />
          </button>
        </div>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}>
          {(engine.config.menus.service ?? []).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  close();
                  run(item.action);
                }}
                css={{ ...menuTile, padding: '12px 4px' }}
              >
                <span
                  css={{
                    position: 'relative',
                    display: 'inline-flex',
                    padding: 10,
                    borderRadius: 14,
                    background: 'var(--c-surfaceRaised)',
                  }}
                >
                  <Icon name={item.icon} />
                  {item.badge && item.badge !== 'agentAnnouncements' && <UnreadBadge counter={item.badge} />}
                </span>
                <FormattedMessage id={item.label} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
