import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAccount, useAction, useCondition, useEngine, useSession } from '../../engine';
import { BalanceRetry, BalanceValue, useBalanceLabel } from '../common/Balance';
import { UnreadBadge } from '../common/Badge';
import { Icon } from '../common/Icon';
import { Logo } from '../common/Logo';
import { iconButton, primaryButton, secondaryButton, topBar } from '../common/styles';
import { ActionControl } from '../common/ActionControl';

/** Scroll distance after which the header takes its 'on' style: half a design unit of 100 px. */
const ON_STYLE_SCROLL_PX = 50;

/** Phones narrower than the 375 px design width (360 px is common on Android): tighter spacing. */
const NARROW = '@media (max-width: 374px)';

/** Header icons keep a 40 px target (the shared 44 px one left TY's guest buttons too little room), so logo, buttons and menu fit in 360 px. */
const headerIconButton = { ...iconButton, width: 40, height: 40, [NARROW]: { width: 36 } };

/** The guest's two buttons: compact and whole; below 375 px they may shrink (down to an ellipsis) before the menu button is pushed off screen. */
const guestButton = {
  flex: '0 0 auto',
  minWidth: 0,
  minHeight: 32,
  padding: '0 8px',
  fontSize: '0.75rem',
  whiteSpace: 'nowrap' as const,
  textDecoration: 'none',
  [NARROW]: { flex: '0 1 auto', padding: '0 6px', fontSize: '0.72rem' },
};

/** Download links that count as a platform download for the download-app button. */
const PLATFORM_LINKS = ['IOS', 'Android', 'MOBILECONFIG'] as const;

/** The home page's own header (SPEC 2, Home): logo and auth buttons, or member, balance and mail. */
export default function HomeHeader() {
  const engine = useEngine();
  const intl = useIntl();
  const run = useAction();
  const signedIn = useSession((s) => s.info !== null);
  const scrolled = useScrolledPast(ON_STYLE_SCROLL_PX);
  const showDownload = useCondition({
    all: [
      { flag: 'APPWINDOW' },
      { not: { device: { in: ['app', 'standalone'] } } },
      { any: PLATFORM_LINKS.map((hasLink) => ({ hasLink })) },
    ],
  });
  return (
    <header
      data-on={scrolled || undefined}
      css={{
        ...topBar,
        gap: 4,
        height: 56,
        padding: '0 2px 0 10px',
        [NARROW]: { gap: 2, paddingLeft: 8 },
        background: scrolled ? 'var(--c-surface)' : 'transparent',
        boxShadow: scrolled ? '0 2px 8px rgba(0,0,0,0.25)' : 'none',
        transition: 'background 200ms',
      }}
    >
      {/* The logo gives way first (it scales down to a 32 px minimum), so the guest's buttons keep their whole labels. */}
      <span
        css={{
          flex: '0 20 auto',
          minWidth: 32,
          display: 'flex',
          '& img': { minWidth: 0, maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' },
          [NARROW]: { '& img': { height: 24 } },
        }}
      >
        <Logo height={28} />
      </span>
      <div css={{ flex: 1, minWidth: 0 }} />
      {showDownload && (
        <ActionControl
          action={{ action: 'navigate', to: engine.pathTo('app') }}
          aria-label={intl.formatMessage({ id: 'header.download' })}
          css={headerIconButton}
        >
          <Icon name="download" />
        </ActionControl>
      )}
      {signedIn ? <MemberArea /> : <GuestButtons />}
      <button
        type="button"
        onClick={() => run({ action: 'openSideMenu' })}
        aria-label={intl.formatMessage({ id: 'app.menu' })}
        css={headerIconButton}
      >
        <Icon name="menu" />
      </button>
    </header>
  );
}

function GuestButtons() {
  const engine = useEngine();
  const intl = useIntl();
  const buttons = [
    { label: 'header.login', to: engine.pathTo('login'), style: secondaryButton },
    { label: 'header.register', to: engine.pathTo('register'), style: primaryButton },
  ];
  return (
    <>
      {buttons.map(({ label, to, style }) => {
        const text = intl.formatMessage({ id: label });
        // A label longer than the room left (a long translation, a wide logo) ends in an ellipsis; the title keeps it whole.
        return (
          <ActionControl key={to} action={{ action: 'navigate', to }} title={text} css={{ ...style, ...guestButton }}>
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
          </ActionControl>
        );
      })}
    </>
  );
}

function MemberArea() {
  const intl = useIntl();
  const engine = useEngine();
  const { config } = engine;
  const userName = useSession((s) => s.info?.userName);
  const member = useAccount((s) => s.member);
  const balance = useBalanceLabel();
  const name = member?.nickname || member?.account || userName;
  return (
    <>
      <ActionControl
        data-testid="header-balance"
        action={{ action: 'navigate', to: engine.pathTo('memberHome') }}
        aria-label={`${name ?? ''}, ${intl.formatMessage({ id: 'header.balance' })} ${balance}`}
        css={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          minWidth: 0,
          border: 'none',
          background: 'none',
          color: 'var(--c-text)',
          padding: '0 4px',
          lineHeight: 1.2,
          textDecoration: 'none',
        }}
      >
        <span
          title={name}
          css={{
            fontSize: '0.8rem',
            color: 'var(--c-textMuted)',
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            [NARROW]: { maxWidth: 96 },
          }}
        >
          {name}
        </span>
        <strong css={{ fontSize: '0.95rem', color: 'var(--c-primary)', whiteSpace: 'nowrap' }}>
          <BalanceValue />
        </strong>
      </ActionControl>
      <BalanceRetry />
      {config.flags.MAILCEN !== false && (
        <ActionControl
          action={{ action: 'navigate', to: engine.pathTo('webEmail') }}
          aria-label={intl.formatMessage({ id: 'header.mail' })}
          css={headerIconButton}
        >
          <Icon name="mail" />
          <UnreadBadge counter="inbox" />
        </ActionControl>
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
