import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCondition, useDataSource, useEngine, useRoute, useUi, type LotteryCentreNode, type NodeProps } from '../../../engine';
import { ActionControl } from '../../common/ActionControl';
import { Icon } from '../../common/Icon';
import { EmptyState, LoadError, Loading } from '../../common/member-page';
import { iconButton } from '../../common/styles';
import { goBack } from '../../common/back';
import { LotteryCard, type Lottery } from './LotteryCard';
import { VietnamDraws } from './VietnamDraws';
import { stickyStrip, underlineTab } from '../strips';

/** The lottery game list the 'All lottery games' link opens when the node names none. */
const ALL_GAMES = '/m/lott';
const RECENT_RESULTS = 3;

/**
 * The lottery centre (/m/lottery, SPEC 2 and 7.29): the lottery menu's tabs (a tab list: arrow
 * keys, Home and End move between them), each lottery of the chosen tab as a card, and on the
 * Vietnam tab the regional draws. Without the page header (the shell's hide list names this
 * route) it carries the page's title and a Back arrow of its own.
 */
export default function LotteryCentre({ node }: NodeProps<LotteryCentreNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const route = useRoute();
  const language = useUi((s) => s.language);
  const headerShown = useCondition(engine.config.shell.header.when);
  const backToHome = useCondition(engine.config.shell.backToHome);
  const menu = useDataSource('lotteryMenu', { language });
  const lotteries = useDataSource('lotteryList', { language });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const ids = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const byCode = useMemo(() => new Map<string, Lottery>(lotteries.data?.list.map((l) => [l.gameCode, l])), [lotteries.data]);
  const tabs = menu.data?.list ?? [];
  const active = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const failure = menu.error ?? lotteries.error;
  const loaded = menu.data !== undefined && lotteries.data !== undefined;

  const choose = (id: string) => {
    setChosen(id);
    tabRefs.current.get(id)?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(tabs[(to + tabs.length) % tabs.length].id);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <div
        css={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 52, padding: '4px 8px 4px 4px', background: 'var(--c-surface)' }}
      >
        {!headerShown && (
          <>
            <button
              type="button"
              onClick={() => goBack(engine, backToHome)}
              aria-label={intl.formatMessage({ id: 'app.back' })}
              css={iconButton}
            >
              <Icon name="back" />
            </button>
            <h1 css={{ flex: 1, minWidth: 0, margin: 0, fontSize: '1.05rem' }}>
              {route?.route.title ? <FormattedMessage id={route.route.title} /> : engine.config.brand.name}
            </h1>
          </>
        )}
        <ActionControl
          action={{ action: 'navigate', to: node.allGamesTo ?? ALL_GAMES }}
          css={{
            marginLeft: 'auto',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 2,
            minHeight: 44,
            padding: '0 4px',
            color: 'var(--c-accent)',
            fontSize: '0.85rem',
            textAlign: 'right',
          }}
        >
          <FormattedMessage id="lottery.allGames" />
          <Icon name="chevron" size={16} />
        </ActionControl>
      </div>

      {!loaded && failure === undefined && (
        <div css={{ padding: 12 }}>
          <Loading />
        </div>
      )}
      {!loaded && failure !== undefined && (
        <div css={{ padding: 12 }}>
          <LoadError
            error={failure}
            onRetry={() => {
              if (menu.error !== undefined) menu.reload();
              if (lotteries.error !== undefined) lotteries.reload();
            }}
          />
        </div>
      )}
      {loaded && !active && (
        <div css={{ padding: 12 }}>
          <EmptyState />
        </div>
      )}
      {loaded && active && (
        <>
          <div
            role="tablist"
            aria-label={intl.formatMessage({ id: 'lottery.tabs' })}
            css={{
              ...stickyStrip(0, 1),
              gap: 4,
              padding: '0 8px',
              background: 'var(--c-surface)',
              borderBottom: '1px solid var(--c-border)',
            }}
          >
            {tabs.map((tab, index) => {
              const selected = tab.id === active.id;
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    if (element) tabRefs.current.set(tab.id, element);
                    else tabRefs.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={`${ids}-tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={`${ids}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setChosen(tab.id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                  css={{ ...underlineTab(selected, 3), minHeight: 44, padding: '0 12px', fontSize: '0.9rem' }}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
          <div
            role="tabpanel"
            id={`${ids}-panel`}
            aria-labelledby={`${ids}-tab-${active.id}`}
            data-tab={active.id}
            css={{ display: 'grid', gap: 12, padding: '12px 12px 24px' }}
          >
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
              {active.gameCodes.map((code) => {
                const lottery = byCode.get(code);
                return lottery ? <LotteryCard key={code} lottery={lottery} /> : null;
              })}
            </ul>
            {active.id === 'vietnam' && <VietnamDraws recentResults={node.recentResults ?? RECENT_RESULTS} />}
          </div>
        </>
      )}
    </div>
  );
}
