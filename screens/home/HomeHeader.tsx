import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useAction, useCondition, useEngine, useSession } from '../../engine/app/react';
import { formatBalance } from '../../engine/format';
import { UnreadBadge } from '../common/Badge';
import { Icon } from '../common/Icon';
import { Logo } from '../common/Logo';
import { iconButton, primaryButton, secondaryButton } from '../common/styles';

/** Scroll distance after which the header takes its 'on' style: half a design unit of 100 px. */
const ON_STYLE_SCROLL_PX = 50;

/** Download links that count as a platform download for the download-app button. */
const PLATFORM_LINKS = ['IOS', 'Android', 'MOBILECONFIG'] as const;

/** The home page's own header (SPEC 2, Home): logo and auth buttons, or member, balance and mail. */
export default function HomeHeader() {
  const intl = useIntl();
  const run = useAction();
  const signedIn = useSession((s) => s.info !== null);
  const scrolled = useScrolledPast(ON_STYLE_SCROLL_PX);
  const showDownload = useCondition({
    all: [{ flag: 'APPWINDOW' }, { not: { device: { in: ['app', 'standalone'] } } }, { any: PLATFORM_LINKS.map((hasLink) => ({ hasLink })) }],
  });
  return (
    <header
      data-on={scrolled || undefined}
      css={{ position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'center', gap: 4, height: 56, padding: '0 2px 0 10px', background: scrolled ? 'var(--c-surface)' : 'transparent', boxShadow: scrolled ? '0 2px 8px rgba(0,0,0,0.25)' : 'none', transition: 'background 200ms' }}
    >
      <Logo height={28} />
      <div css={{ flex: 1, minWidth: 4 }} />
      {showDownload && (
        <button type="button" onClick={() => run({ action: 'navigate', to: '/m/app' })} aria-label={intl.formatMessage({ id: 'header.download' })} css={iconButton}>
          <Icon name="download" />
        </button>
      )}
      {signedIn ? <MemberArea /> : <GuestButtons />}
      <button type="button" onClick={() => run({ action: 'openSideMenu' })} aria-label={intl.formatMessage({ id: 'app.menu' })} css={iconButton}>
        <Icon name="menu" />
      </button>
    </header>
  );
}

function GuestButtons() {
  const run = useAction();
  const small = { flex: 'none', height: 32, padding: '0 10px', fontSize: '0.8rem', whiteSpace: 'nowrap' as const };
  return (
    <>
      <button type="button" css={{ ...secondaryButton, ...small }} onClick={() => run({ action: 'navigate', to: '/m/login' })}>
        <FormattedMessage id="header.login" />
      </button>
      <button type="button" css={{ ...primaryButton, ...small }} onClick={() => run({ action: 'navigate', to: '/m/register' })}>
        <FormattedMessage id="header.register" />
      </button>
    </>
  );
}

function MemberArea() {
  const intl = useIntl();
  const run = useAction();
  const { config } = useEngine();
  const userName = useSession((s) => s.info?.userName);
  const member = useAccount((s) => s.member);
  const wallet = useAccount((s) => s.wallet);
  const name = member?.nickname || member?.account || userName;
  return (
    <>
      <button
        type="button"
        data-testid="header-balance"
        onClick={() => run({ action: 'navigate', to: '/m/member/home' })}
        aria-label={`${name ?? ''}, ${intl.formatMessage({ id: 'header.balance' })} ${wallet ? formatBalance(wallet.sumBalance) : ''}`}
        css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', border: 'none', background: 'none', color: 'var(--c-text)', padding: '0 4px', lineHeight: 1.2 }}
      >
        <span css={{ fontSize: '0.8rem', color: 'var(--c-textMuted)', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
        <strong css={{ fontSize: '0.95rem', color: 'var(--c-primary)', whiteSpace: 'nowrap' }}>
          {wallet ? `${wallet.currencySymbol} ${formatBalance(wallet.sumBalance)}` : '…'}
        </strong>
      </button>
      {config.flags.MAILCEN !== false && (
        <button type="button" onClick={() => run({ action: 'navigate', to: '/m/webEmail' })} aria-label={intl.formatMessage({ id: 'header.mail' })} css={iconButton}>
          <Icon name="mail" />
          <UnreadBadge counter="inbox" />
        </button>
      )}
    </>
  );
}

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
