import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { useCondition, useEngine, useIsCurrentTarget, type MenuItem } from '../../engine';
import { Icon } from '../common/Icon';
import { ActionControl } from '../common/ActionControl';
import { bottomBar } from '../common/styles';

/** An item's `when` (e.g. no Deposit during a break: { not: { memberHas: break } }), read live. */
function Shown({ when, children }: { when: MenuItem['when']; children: ReactNode }) {
  return useCondition(when) ? children : null;
}

/**
 * The five-item bottom menu: links to pages, and customer service, which toggles the service
 * panel; an item whose `when` is false is left out and the others share the width.
 */
export function BottomMenu() {
  const { config } = useEngine();
  const intl = useIntl();
  const isCurrent = useIsCurrentTarget();
  const items = config.menus.bottom ?? [];
  const current = (item: MenuItem) => item.action.action === 'navigate' && isCurrent(item.action.to);
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'app.mainMenu' })}
      css={{ ...bottomBar, zIndex: 30, maxWidth: 600, margin: '0 auto', display: 'flex', height: 60, background: 'var(--c-surface)' }}
    >
      {items.map((item) => (
        <Shown key={item.id} when={item.when}>
          <ActionControl
            action={item.action}
            aria-current={current(item) ? 'page' : undefined}
            css={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              border: 'none',
              background: 'none',
              fontSize: 11,
              textDecoration: 'none',
              color: current(item) ? 'var(--c-primary)' : 'var(--c-textMuted)',
            }}
          >
            <Icon name={item.icon} />
            <FormattedMessage id={item.label} />
          </ActionControl>
        </Shown>
      ))}
    </nav>
  );
}
