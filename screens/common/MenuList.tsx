import { FormattedMessage } from 'react-intl';
import { useCondition, useEngine, type MenuItem, type MenuListNode, type NodeProps } from '../../engine';
import { UnreadBadge } from './Badge';
import { Icon } from './Icon';
import { ActionControl } from './ActionControl';
import { pressedStyle, usePress } from './usePress';

/** A menu's grid of items, on a card. */
export const menuGrid = (columns: number) => ({
  listStyle: 'none',
  margin: '8px 12px',
  padding: 8,
  borderRadius: 12,
  background: 'var(--c-surface)',
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, 1fr)`,
});

/** A menu item: its icon over its label, centred in its cell. */
export const menuTile = {
  width: '100%',
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: 6,
  border: 'none',
  background: 'none',
  color: 'var(--c-text)',
  fontSize: '0.75rem',
};

/** A grid of menu items from one of the tenant's menus. */
export default function MenuList({ node }: NodeProps<MenuListNode>) {
  const items = useEngine().config.menus[node.menu] ?? [];
  return (
    <ul css={menuGrid(node.columns ?? 4)}>
      {items.map((item) => (
        <Entry key={item.id} item={item} />
      ))}
    </ul>
  );
}

function Entry({ item }: { item: MenuItem }) {
  const visible = useCondition(item.when);
  const press = usePress();
  if (!visible) return null;
  return (
    <li>
      <ActionControl action={item.action} {...press} css={{ ...menuTile, padding: '10px 4px', textDecoration: 'none', ...pressedStyle }}>
        <span css={{ position: 'relative', display: 'inline-flex' }}>
          <Icon name={item.icon} />
          {item.badge && item.badge !== 'agentAnnouncements' && <UnreadBadge counter={item.badge} />}
        </span>
        <FormattedMessage id={item.label} />
      </ActionControl>
    </li>
  );
}
