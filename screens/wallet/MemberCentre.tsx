import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useDataSource, useEngine, useRouteOffered, useSession, type MemberCentreNode, type NodeProps } from '../../engine';
import { Icon } from '../common/Icon';
import { HeadIcon } from '../common/HeadIcon';
import { ActionControl } from '../common/ActionControl';
import { iconButton } from '../common/styles';
import { templateOf } from './money';
import { card } from '../common/wallet-form';
import Transfer from './Transfer';
import { useIsTrial } from './useMember';
import { BalanceRetry, BalanceValue } from '../common/Balance';

const SHORTCUTS = [
  // A route id, or #anchor for a section of this screen.
  { id: 'deposit', label: 'menu.deposit', icon: 'deposit', to: 'voucherCenter' },
  { id: 'withdraw', label: 'menu.withdraw', icon: 'withdraw', to: 'withdraw' },
  { id: 'transfer', label: 'wallet.transfer', icon: 'chart', to: '#wallet-transfer' },
  { id: 'records', label: 'menu.accountRecord', icon: 'receipt', to: 'transactionRecord' },
];

/**
 * Member centre header: the member's avatar (a link to the picker in My account), name, balance (#,##0.00) with refresh and show/hide, shortcuts and the
 * transfer section; base or new template from settings.mobileTemplate.mem_cen (1 = new). A guest
 * goes to /m/login; a trial member (type 4) is asked to register (SPEC 6).
 */
export default function MemberCentre({ node }: NodeProps<MemberCentreNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const signedIn = useSession((s) => s.info !== null);
  const userName = useSession((s) => s.info?.userName);
  const member = useAccount((s) => s.member);
  const offered = useRouteOffered();
  const trial = useIsTrial();
  // the member's avatar (SPEC 7 get head icon); a member page's first response carries it, so it shows with no flash
  const headIcon = useDataSource('headIcon', undefined, { enabled: signedIn });
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const asked = useRef(false);
  const template = templateOf(engine.config.settings.mobileTemplate?.mem_cen, node.template);

  useEffect(() => {
    if (!signedIn) engine.navigate(engine.pathTo('login'), { replace: true });
  }, [signedIn, engine]);

  useEffect(() => {
    if (!signedIn || !trial || asked.current) return;
    asked.current = true;
    void engine.ui
      .confirm({
        title: 'memberCentre.trialTitle',
        message: 'memberCentre.trialPrompt',
        confirmLabel: 'memberCentre.registerNow',
        cancelLabel: 'app.cancel',
      })
      .then((register) => register && engine.navigate(engine.pathTo('register')));
  }, [signedIn, trial, engine]);

  if (!signedIn) return null;

  async function refresh() {
    setRefreshing(true);
    try {
      await engine.services.refreshWallet();
    } finally {
      setRefreshing(false);
    }
  }

  // On a break (issue 29) the routes the tenant closes then (the deposit form) are not offered.
  const shortcuts = SHORTCUTS.filter((s) => s.to.startsWith('#') || offered(s.to));
  const name = member?.nickname || member?.account || userName || '';
  const isNew = template === 'new';
  const header = isNew
    ? {
        margin: '8px 12px',
        padding: 16,
        borderRadius: 16,
        background: 'linear-gradient(135deg, var(--c-primary), var(--c-accent))',
        color: 'var(--c-onPrimary)',
      }
    : { ...card, margin: 0, borderRadius: 0, background: 'var(--c-surfaceRaised)' };

  return (
    <div data-template={template}>
      <section css={header} aria-labelledby="mc-name">
        <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          {/* a link to the avatar picker (My account), so a tap before the app has started still goes there */}
          <ActionControl
            action={{ action: 'navigate', to: engine.pathTo('myAccount') }}
            aria-label={intl.formatMessage({ id: 'headIcon.change' })}
            css={{ display: 'inline-flex', borderRadius: 24, minWidth: 48, minHeight: 48 }}
          >
            <HeadIcon icon={headIcon.data?.headIcon} size={48} />
          </ActionControl>
          <div css={{ flex: 1, minWidth: 0 }}>
            <h2
              id="mc-name"
              data-testid="mc-name"
              css={{ margin: 0, fontSize: '1.05rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {name}
            </h2>
            {member?.level ? (
              <span data-testid="mc-level" css={{ fontSize: '0.75rem', opacity: 0.85 }}>
                <FormattedMessage id={member.level.name} />
              </span>
            ) : (
              member?.memberLabel[0] && <span css={{ fontSize: '0.75rem', opacity: 0.85 }}>{member.memberLabel[0].labelName}</span>
            )}
          </div>
        </div>
        <div css={{ display: 'flex', alignItems: 'center', gap: 4, marginTop: 12 }}>
          <span css={{ fontSize: '0.8rem', opacity: 0.85 }}>
            <FormattedMessage id="wallet.balance" />
          </span>
          <strong css={{ fontSize: '1.4rem', marginLeft: 8 }}>
            <BalanceValue hidden={hidden} testId="mc-balance" />
          </strong>
          <BalanceRetry size={20} />
          <button
            type="button"
            css={{ ...iconButton, color: 'inherit' }}
            aria-label={intl.formatMessage({ id: hidden ? 'memberCentre.showBalance' : 'memberCentre.hideBalance' })}
            aria-pressed={hidden}
            onClick={() => setHidden((h) => !h)}
          >
            <Icon name={hidden ? 'eyeOff' : 'eye'} size={20} />
          </button>
          <button
            type="button"
            css={{
              ...iconButton,
              color: 'inherit',
              '@media (prefers-reduced-motion: no-preference)': refreshing ? { animation: 'mc-spin 0.8s linear infinite' } : {},
            }}
            aria-label={intl.formatMessage({ id: 'memberCentre.refreshBalance' })}
            aria-busy={refreshing}
            disabled={refreshing}
            onClick={() => void refresh()}
          >
            <span aria-hidden css={{ fontSize: 20, lineHeight: 1 }}>
              ⟳
            </span>
          </button>
        </div>
      </section>
      <nav aria-label={intl.formatMessage({ id: 'memberCentre.shortcuts' })} css={{ ...card, padding: 4 }}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: `repeat(${shortcuts.length}, 1fr)` }}>
          {shortcuts.map((s) => {
            const content = (
              <>
                <span css={{ color: 'var(--c-primary)', display: 'inline-flex' }}>
                  <Icon name={s.icon} />
                </span>
                <FormattedMessage id={s.label} />
              </>
            );
            // links, so a tap before the app has started still goes there (issue 26); '#…' is a part of this page
            return (
              <li key={s.id}>
                {s.to.startsWith('#') ? (
                  <a
                    href={s.to}
                    css={shortcut}
                    onClick={(event) => {
                      // in the app: scrolled to, the address and the history left as they are
                      event.preventDefault();
                      document.getElementById(s.to.slice(1))?.scrollIntoView({ block: 'start' });
                    }}
                  >
                    {content}
                  </a>
                ) : (
                  <ActionControl action={{ action: 'navigate', to: engine.pathTo(s.to) }} css={shortcut}>
                    {content}
                  </ActionControl>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {node.transfer !== false && !trial && <Transfer />}
    </div>
  );
}

/** A shortcut of the member centre's grid. */
const shortcut = {
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  padding: '10px 2px',
  color: 'var(--c-text)',
  textDecoration: 'none',
  fontSize: '0.75rem',
} as const;
