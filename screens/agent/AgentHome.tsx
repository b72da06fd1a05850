import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  greetingKey,
  localDate,
  useAccount,
  useAction,
  useCondition,
  useDataSource,
  useEngine,
  useRouteOffered,
  useSession,
  type AgentHomeNode,
  type MenuItem,
  type NodeProps,
} from '../../engine';
import { BalanceRetry, BalanceValue } from '../common/Balance';
import { Icon } from '../common/Icon';
import { ActionControl } from '../common/ActionControl';
import { menuGrid, menuTile } from '../common/MenuList';
import { bottomBar, iconButton, pillShape } from '../common/styles';
import { pressedStyle, usePress } from '../common/usePress';
import { CountBadge, UnreadBadge } from '../common/Badge';
import { useTenantTimeZone } from '../common/tenant-day';

const FIGURES = [
  { key: 'teamLoginMemberCount', label: 'agent.figure.logins' },
  { key: 'teamBetMemberCount', label: 'agent.figure.bettors' },
  { key: 'teamRegisterMemberCount', label: 'agent.figure.registrations' },
  { key: 'teamOnlineCount', label: 'agent.figure.online' },
] as const;

/**
 * Agent home (/m/agent, SPEC 2): greeting (by local hour, the tenant's constants.greeting bands,
 * as the side menu's), name, balance, withdraw and deposit shortcuts, the service icon, today's
 * team figures (team KPI, size 0, value.footer; 0 until they load), then the tenant's agent menu
 * and footer (each entry behind its white-label switch). The fixed footer covers no content: the
 * shell's main already keeps room for a bottom bar.
 */
export default function AgentHome({ node }: NodeProps<AgentHomeNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const run = useAction();
  const userName = useSession((s) => s.info?.userName ?? '');
  const member = useAccount((s) => s.member);
  const offered = useRouteOffered();
  // the page's moment: today's figures and the greeting stay those of when it opened
  const [opened] = useState(() => new Date());
  const timeZone = useTenantTimeZone();
  // "Today" is the tenant's day (its time zone), as the server counts it.
  const today = localDate(opened, timeZone);
  const kpi = useDataSource('teamKpi', { startDate: today, endDate: today, size: '0' });
  const menu = engine.config.menus[node.menu ?? 'agent'] ?? [];
  const footer = engine.config.menus[node.footer ?? 'agentFooter'] ?? [];
  const name = member?.nickname || member?.account || userName;

  return (
    <div>
      <section
        aria-labelledby="agent-greeting"
        css={{
          margin: '8px 12px',
          padding: 16,
          borderRadius: 16,
          background: 'linear-gradient(135deg, var(--c-primary), var(--c-accent))',
          color: 'var(--c-onPrimary)',
        }}
      >
        <div css={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
          <div css={{ flex: 1, minWidth: 0 }}>
            <p id="agent-greeting" css={{ margin: 0, fontSize: '0.85rem', opacity: 0.9 }}>
              <FormattedMessage id={greetingKey(opened.getHours(), engine.config.constants.greeting)} />
            </p>
            <h1 data-testid="agent-name" css={{ margin: '2px 0 0', fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
              {name}
            </h1>
          </div>
          <button
            type="button"
            css={{ ...iconButton, color: 'inherit' }}
            aria-label={intl.formatMessage({ id: 'menu.service' })}
            onClick={() => run({ action: 'toggleService' })}
          >
            <Icon name="headset" />
          </button>
        </div>
        <p css={{ margin: '12px 0 0', fontSize: '0.8rem', opacity: 0.9 }}>
          <FormattedMessage id="agent.totalBalance" />
        </p>
        <div css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <strong css={{ fontSize: '1.5rem' }}>
            <BalanceValue testId="agent-balance" />
          </strong>
          <BalanceRetry size={20} />
        </div>
        <div css={{ display: 'flex', gap: 8, marginTop: 12 }}>
          {(
            [
              ['withdraw', 'menu.withdraw', 'withdraw'],
              ['voucherCenter', 'menu.deposit', 'deposit'],
            ] as const
          )
            // on a break (issue 29) the routes the tenant closes then (the deposit form) are not offered
            .filter(([route]) => offered(route))
            .map(([route, label, icon]) => (
              <ActionControl
                key={route}
                action={{ action: 'navigate', to: engine.pathTo(route) }}
                css={{
                  ...pillShape,
                  textDecoration: 'none',
                  border: '1px solid currentColor',
                  background: 'transparent',
                  color: 'inherit',
                  font: 'inherit',
                  fontSize: '0.85rem',
                }}
              >
                <Icon name={icon} size={18} />
                <FormattedMessage id={label} />
              </ActionControl>
            ))}
        </div>
      </section>

      <section aria-labelledby="agent-today" css={{ margin: '8px 12px', padding: 12, borderRadius: 12, background: 'var(--c-surface)' }}>
        <h2 id="agent-today" css={{ margin: '0 0 8px', fontSize: '0.95rem' }}>
          <FormattedMessage id="agent.todayFigures" />
        </h2>
        <dl data-testid="agent-figures" css={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8 }}>
          {FIGURES.map((f) => (
            <div key={f.key} css={{ padding: 8, borderRadius: 8, background: 'var(--c-surfaceRaised)', minWidth: 0 }}>
              <dt css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)', overflowWrap: 'anywhere' }}>
                <FormattedMessage id={f.label} />
              </dt>
              <dd data-testid={`figure-${f.key}`} css={{ margin: 0, fontSize: '1.2rem', fontWeight: 700 }}>
                {kpi.data?.footer[f.key] ?? 0}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-label={intl.formatMessage({ id: 'agent.menu' })}>
        <ul css={menuGrid(3)}>
          {menu.map((item) => (
            <Entry key={item.id} item={item} />
          ))}
        </ul>
      </nav>

      <nav aria-label={intl.formatMessage({ id: 'agent.footer' })} css={{ ...bottomBar, background: 'var(--c-surfaceRaised)', zIndex: 5 }}>
        <ul css={{ listStyle: 'none', margin: '0 auto', padding: 0, display: 'flex', maxWidth: 640 }}>
          {footer.map((item) => (
            <Entry key={item.id} item={item} footer />
          ))}
        </ul>
      </nav>
    </div>
  );
}

function Entry({ item, footer = false }: { item: MenuItem; footer?: boolean }) {
  const visible = useCondition(item.when);
  const press = usePress();
  if (!visible) return null;
  return (
    <li css={footer ? { flex: 1, minWidth: 0 } : undefined}>
      <ActionControl
        action={item.action}
        {...press}
        data-testid={`agent-entry-${item.id}`}
        css={{
          ...menuTile,
          textDecoration: 'none',
          gap: 4,
          padding: footer ? '8px 2px' : '12px 4px',
          fontSize: footer ? '0.7rem' : '0.75rem',
          textAlign: 'center',
          overflowWrap: 'anywhere',
          ...pressedStyle,
        }}
      >
        <span css={{ position: 'relative', display: 'inline-flex', color: 'var(--c-primary)' }}>
          <Icon name={item.icon} />
          {item.badge === 'agentAnnouncements' ? <AgentNoticeBadge /> : item.badge && <UnreadBadge counter={item.badge} />}
        </span>
        <FormattedMessage id={item.label} />
      </ActionControl>
    </li>
  );
}

/** The agent notices' own unread count (announcements with types A). */
function AgentNoticeBadge() {
  const { data } = useDataSource('unreadAnnouncements', { types: 'A' });
  return <CountBadge count={data?.count ?? 0} />;
}
