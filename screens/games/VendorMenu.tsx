import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../common/Icon';
import { usePanel } from './usePanel';
import { chip } from '../common/choice-styles';
import { AllVendorsIcon, VendorIcon } from './VendorIcon';

export interface VendorChoice {
  vassalage: string;
  displayName: string;
}

interface VendorMenuProps {
  vendors: VendorChoice[];
  selected: string;
  onSelect: (vassalage: string) => void;
  stickyTop: number;
  /** Icon images by vendor code (the gameList node's vendorIcons); a vendor without one shows its monogram. */
  icons?: Readonly<Record<string, string | undefined>>;
}

const ICON = 32;
const PANEL_ICON = 20;

/** The sticky vendor menu (SPEC 2 'Category scroller'): All plus one icon per vendor, and the expandable 'Category' panel. */
export function VendorMenu({ vendors, selected, onSelect, stickyTop, icons = {} }: VendorMenuProps) {
  const intl = useIntl();
  const panel = usePanel();
  const panelId = useId();
  const choices: VendorChoice[] = [{ vassalage: '', displayName: intl.formatMessage({ id: 'game.allVendors' }) }, ...vendors];
  const choose = (vassalage: string) => {
    panel.close();
    onSelect(vassalage);
  };
  return (
    <div
      css={{ position: 'sticky', top: stickyTop, zIndex: 12, background: 'var(--c-background)', borderBottom: '1px solid var(--c-border)' }}
    >
      <div css={{ display: 'flex', alignItems: 'center' }}>
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'game.vendors' })}
          css={{ flex: 1, minWidth: 0, display: 'flex', gap: 2, overflowX: 'auto', padding: '6px 4px', scrollbarWidth: 'none' }}
        >
          {choices.map((vendor) => {
            const active = selected === vendor.vassalage;
            return (
              <button
                key={vendor.vassalage || 'all'}
                type="button"
                aria-pressed={active}
                title={vendor.displayName}
                onClick={() => choose(vendor.vassalage)}
                css={{
                  flex: 'none',
                  width: 64,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 3,
                  padding: '2px 2px 0',
                  border: 'none',
                  background: 'transparent',
                  color: active ? 'var(--c-primary)' : 'var(--c-text)',
                  fontSize: '0.7rem',
                  fontWeight: active ? 700 : 500,
                }}
              >
                <span
                  css={{
                    display: 'block',
                    padding: 2,
                    borderRadius: '50%',
                    border: `2px solid ${active ? 'var(--c-primary)' : 'transparent'}`,
                  }}
                >
                  {vendor.vassalage ? (
                    <VendorIcon vassalage={vendor.vassalage} src={icons[vendor.vassalage]} size={ICON} />
                  ) : (
                    <AllVendorsIcon size={ICON} />
                  )}
                </span>
                <span css={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {vendor.displayName}
                </span>
              </button>
            );
          })}
        </div>
        <button
          type="button"
          aria-expanded={panel.isOpen}
          aria-controls={panelId}
          onClick={panel.toggle}
          css={{
            flex: 'none',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 2,
            height: 44,
            padding: '0 10px',
            border: 'none',
            borderLeft: '1px solid var(--c-border)',
            background: 'transparent',
            color: 'var(--c-text)',
            fontSize: '0.8rem',
          }}
        >
          <FormattedMessage id="game.category" />
          <span
            css={{ display: 'inline-flex', transform: panel.isOpen ? 'rotate(-90deg)' : 'rotate(90deg)', transition: 'transform 200ms' }}
          >
            <Icon name="chevron" size={16} />
          </span>
        </button>
      </div>
      {panel.phase !== 'hidden' && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: '100%',
            padding: 12,
            background: 'var(--c-surface)',
            borderBottom: '1px solid var(--c-border)',
            boxShadow: '0 8px 16px rgba(0,0,0,0.25)',
            opacity: panel.isOpen ? 1 : 0,
            transform: panel.isOpen ? 'none' : 'translateY(-8px)',
            transition: 'opacity 300ms, transform 300ms',
            pointerEvents: panel.isOpen ? 'auto' : 'none',
          }}
        >
          <h2 id={`${panelId}-title`} css={{ margin: '0 0 8px', fontSize: '0.9rem' }}>
            <FormattedMessage id="game.category" />
          </h2>
          <div css={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
            {choices.map((vendor) => (
              <button
                key={vendor.vassalage || 'all'}
                type="button"
                aria-pressed={selected === vendor.vassalage}
                title={vendor.displayName}
                onClick={() => choose(vendor.vassalage)}
                css={{
                  ...chip(selected === vendor.vassalage),
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 6,
                  padding: '4px 8px 4px 4px',
                }}
              >
                {vendor.vassalage ? (
                  <VendorIcon vassalage={vendor.vassalage} src={icons[vendor.vassalage]} size={PANEL_ICON} />
                ) : (
                  <AllVendorsIcon size={PANEL_ICON} />
                )}
                <span css={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{vendor.displayName}</span>
              </button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
