import { keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  greetingKey,
  useAccount,
  useAction,
  useCondition,
  useDataSource,
  useEngine,
  useRouteOffered,
  useSession,
  useUi,
  type MenuItem,
} from '../../engine';
import { Icon } from '../common/Icon';
import { LanguageButtons } from '../common/LanguageButtons';
import { Mask } from '../common/Mask';
import { useEscape } from '../common/useEscape';
import { Logo } from '../common/Logo';
import { iconButton, primaryButton, secondaryButton } from '../common/styles';
import { selectedFill } from '../common/choice-styles';
import { BalanceRetry, BalanceValue } from '../common/Balance';
import { ActionControl } from '../common/ActionControl';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** Categories that launch their first vendor's game directly instead of opening a list (SPEC 2). */
const DIRECT_LAUNCH: string[] = ['COCKFIGHT', 'ELOTT'];

/** The right-hand side menu of SPEC 2, "Side menu". */
export default function SideMenu() {
  const engine = useEngine();
  const intl = useIntl();
  const open = useUi((s) => s.sideMenuOpen);
  const close = () => engine.ui.set({ sideMenuOpen: false });
  const panel = useRef<HTMLDivElement>(null);

  useEscape(close, open);
  useEffect(() => {
    if (open) panel.current?.focus();
  });

  if (!open) return null;
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 60 }}>
      <Mask testId="side-menu-mask" onClose={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'app.menu' })}
        tabIndex={-1}
        css={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: '82%',
          maxWidth: 340,
          overflowY: 'auto',
          background: 'var(--c-surface)',
          color: 'var(--c-text)',
          animation: `${slideIn} 250ms ease-out`,
          outline: 'none',
          paddingBottom: 24,
        }}
      >
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 8px 8px 16px' }}>
          <Logo height={28} />
          <button type="button" onClick={close} aria-label={intl.formatMessage({ id: 'menu.closeMenu' })} css={iconButton}>
            <Icon name="close" />
          </button>
        </div>
        <Account />
        <LanguageAndTheme />
        <MoneyButtons />
        <GameCentre />
        <MenuSection items={[...(engine.config.menus.sideMembers ?? []), ...(engine.config.menus.sideExtras ?? [])]} />
        <Promotions />
        <SignOut />
      </div>
    </div>
  );
}

function Account() {
  const engine = useEngine();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  const userName = useSession((s) => s.info?.userName);
  const member = useAccount((s) => s.member);
  const hidden = useUi((s) => s.balanceHidden);
  const greeting = greetingKey(new Date().getHours(), engine.config.constants.greeting);

  if (!signedIn) {
    return (
      <section css={block}>
        <p css={{ margin: '0 0 4px', fontWeight: 600 }}>
          <FormattedMessage id={greeting} />, <FormattedMessage id="menu.greetingGuest" />
        </p>
        <p css={{ margin: '0 0 12px', color: 'var(--c-textMuted)', fontSize: '0.85rem' }}>
          <FormattedMessage id="menu.welcome" values={{ brand: engine.config.brand.name }} />
        </p>
        <div css={{ display: 'flex', gap: 8 }}>
          <ActionControl action={{ action: 'navigate', to: engine.pathTo('login') }} css={{ ...primaryButton, ...link }}>
            <FormattedMessage id="header.login" />
          </ActionControl>
          <ActionControl action={{ action: 'navigate', to: engine.pathTo('register') }} css={{ ...secondaryButton, ...link }}>
            <FormattedMessage id="header.register" />
          </ActionControl>
        </div>
      </section>
    );
  }
  const name = member?.nickname || member?.account || userName;
  // The loyalty level (as the member level screen shows it) wins over the older labels.
  const level = member?.level
    ? intl.formatMessage({ id: member.level.name })
    : (member?.clubLabel?.labelName ?? member?.memberLabel[0]?.labelName);
  return (
    <section css={block}>
      <p css={{ margin: 0, color: 'var(--c-textMuted)', fontSize: '0.85rem' }}>
        <FormattedMessage id={greeting} />
      </p>
      <p css={{ margin: '2px 0 6px', fontWeight: 700, fontSize: '1.1rem' }}>
        {name}
        {level && (
          <span
            css={{
              marginLeft: 8,
              padding: '2px 8px',
              borderRadius: 10,
              fontSize: '0.7rem',
              background: 'var(--c-primary)',
              color: 'var(--c-onPrimary)',
            }}
          >
            {level}
          </span>
        )}
      </p>
      <div css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span css={{ color: 'var(--c-textMuted)', fontSize: '0.85rem' }}>
          <FormattedMessage id="menu.totalBalance" />
        </span>
        <strong>
          <BalanceValue hidden={hidden} testId="side-balance" />
        </strong>
        <BalanceRetry />
        <button
          type="button"
          onClick={() => engine.ui.set({ balanceHidden: !hidden })}
          aria-label={intl.formatMessage({ id: hidden ? 'menu.showBalance' : 'menu.hideBalance' })}
          aria-pressed={hidden}
          css={{ ...iconButton, width: 36, height: 36 }}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
    </section>
  );
}

function LanguageAndTheme() {
  const { config, ui } = useEngine();
  const intl = useIntl();
  const theme = useUi((s) => s.theme);
  return (
    <section css={{ ...block, display: 'grid', gap: 10 }}>
      <div role="group" aria-label={intl.formatMessage({ id: 'menu.language' })} css={segmented}>
        <Icon name="globe" size={18} />
        <LanguageButtons look={segment} />
      </div>
      {config.themes.offered.length > 1 && (
        <div role="group" aria-label={intl.formatMessage({ id: 'menu.theme' })} css={segmented}>
          <Icon name="moon" size={18} />
          {config.themes.offered.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={theme === name}
              onClick={() => ui.set({ theme: name })}
              css={segment(theme === name)}
            >
              <FormattedMessage id={name === 'dark' ? 'menu.themeDark' : 'menu.themeLight'} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function MoneyButtons() {
  const engine = useEngine();
  // on a break (issue 29) the routes the tenant closes then (the deposit form) are not offered
  const offered = useRouteOffered();
  return (
    <section css={{ ...block, display: 'flex', gap: 8 }}>
      {offered('voucherCenter') && (
        <ActionControl action={{ action: 'navigate', to: engine.pathTo('voucherCenter') }} css={{ ...primaryButton, ...link }}>
          <Icon name="deposit" size={18} /> <FormattedMessage id="menu.deposit" />
        </ActionControl>
      )}
      <ActionControl action={{ action: 'navigate', to: engine.pathTo('withdraw') }} css={{ ...secondaryButton, ...link }}>
        <Icon name="withdraw" size={18} /> <FormattedMessage id="menu.withdraw" />
      </ActionControl>
    </section>
  );
}

function GameCentre() {
  const [expanded, setExpanded] = useState(false);
  const vendors = useDataSource('vendors', undefined, { enabled: expanded });
  return (
    <section css={block}>
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} css={rowButton}>
        <Icon name="game" />
        <span css={{ flex: 1, textAlign: 'left' }}>
          <FormattedMessage id="menu.gameCentre" />
        </span>
        <span css={{ transform: expanded ? 'rotate(90deg)' : 'none', transition: 'transform 200ms', display: 'inline-flex' }}>
          <Icon name="chevron" size={18} />
        </span>
      </button>
      {expanded && (
        <ul css={{ listStyle: 'none', margin: 0, padding: '0 0 0 32px' }}>
          {vendors.loading && !vendors.data && (
            <li css={{ padding: 8, color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="app.loading" />
            </li>
          )}
          {vendors.data?.sorting.map((entry) => (
            <li key={entry.gameCategory}>
              <ActionControl
                css={{ ...rowButton, ...link }}
                action={
                  DIRECT_LAUNCH.includes(entry.gameCategory)
                    ? { action: 'launchGame', gameCategory: entry.gameCategory, vendor: entry.vendorNames[0]?.vassalage }
                    : { action: 'navigate', to: `/m/gameList?gameType=${entry.gameCategory}` }
                }
              >
                <FormattedMessage id={`category.${entry.gameCategory}`} />
              </ActionControl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MenuSection({ items }: { items: MenuItem[] }) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: '4px 8px' }}>
      {items.map((item) => (
        <SideMenuItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

function SideMenuItem({ item }: { item: MenuItem }) {
  const visible = useCondition(item.when);
  if (!visible) return null;
  return (
    <li>
      <ActionControl action={item.action} css={{ ...rowButton, ...link }}>
        <Icon name={item.icon} />
        <span css={{ flex: 1, textAlign: 'left' }}>
          <FormattedMessage id={item.label} />
        </span>
        <Icon name="chevron" size={16} />
      </ActionControl>
    </li>
  );
}

function Promotions() {
  const engine = useEngine();
  return (
    <section css={{ ...block, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <h2 css={{ margin: 0, fontSize: '0.95rem' }}>
        <FormattedMessage id="menu.promotions" />
      </h2>
      <ActionControl action={{ action: 'navigate', to: engine.pathTo('activity') }} css={{ color: 'var(--c-accent)', ...link }}>
        <FormattedMessage id="menu.seeMore" />
      </ActionControl>
    </section>
  );
}

function SignOut() {
  const signedIn = useSession((s) => s.info !== null);
  const run = useAction();
  if (!signedIn) return null;
  return (
    <div css={{ padding: '8px 16px' }}>
      <button type="button" css={{ ...secondaryButton, width: '100%' }} onClick={() => run({ action: 'logout' })}>
        <Icon name="logout" size={18} /> <FormattedMessage id="menu.logout" />
      </button>
    </div>
  );
}

/** A link drawn as the button it replaced. */
const link = { textDecoration: 'none' };
const block = { padding: '12px 16px', borderBottom: '1px solid var(--c-border)' };
const rowButton = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 44,
  padding: '8px',
  border: 'none',
  background: 'none',
  color: 'var(--c-text)',
  textAlign: 'left' as const,
};
const segmented = { display: 'flex', alignItems: 'center', gap: 6, color: 'var(--c-textMuted)' };
const segment = (active: boolean) => ({
  minWidth: 44,
  height: 32,
  padding: '0 12px',
  borderRadius: 16,
  ...selectedFill(active, 'transparent'),
  fontWeight: active ? 700 : 400,
});
