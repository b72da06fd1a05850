import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import {
  launchGame,
  launchRequestFor,
  useCondition,
  useDataSource,
  useEngine,
  useRoute,
  useUi,
  type Game,
  type GameListNode,
  type LaunchableGame,
  type NodeProps,
} from '../../engine';
import { errorText } from '../common/errors';
import { Icon } from '../common/Icon';
import { iconButton } from '../common/styles';
import { goBack } from '../common/back';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { GameListBody } from './GameListBody';
import { LiveNow } from './LiveNow';
import {
  applyFilter,
  chooseCategory,
  chooseTab,
  chooseVendor,
  clearFilterField,
  initialState,
  type GameFilter,
  type ListMode,
  type ListState,
} from './model';
import { useFavourites } from './useFavourites';
import { useGamePages } from './useGamePages';
import { useInfiniteScroll } from '../common/lists/useInfiniteScroll';
import { usePanel } from './usePanel';
import { scrollStrip, underlineTab } from './strips';
import { menuCategories, vendorsOf } from './vendor-categories';
import { VendorMenu } from './VendorMenu';

const TABS: { mode: ListMode; label: string; icon: string }[] = [
  { mode: 'all', label: 'game.tab.all', icon: 'list' },
  { mode: 'hot', label: 'game.tab.hot', icon: 'target' },
  { mode: 'fav', label: 'game.tab.fav', icon: 'crown' },
  { mode: 'recent', label: 'game.tab.recent', icon: 'receipt' },
  { mode: 'filter', label: 'game.tab.filter', icon: 'edit' },
];

/** Read by screen readers, not drawn: the page's title where no page header shows it. */
const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
  border: 0,
};

/** The game list screen (SPEC 2 "Game list screen", SPEC 4 "Game list data mode"). */
export default function GameList({ node }: NodeProps<GameListNode>) {
  const engine = useEngine();
  const { constants } = engine.config;
  const intl = useIntl();
  const route = useRoute();
  const search = useSearch();
  const defaultGameType = node.defaultGameType ?? 'RNG';
  // Unfavouriting on the favourites tab drops the tile; the pages it lives in are made below.
  const removeRef = useRef<(nodeId: number) => void>(() => undefined);
  const favourites = useFavourites(useCallback((nodeId: number) => removeRef.current(nodeId), []));
  const needsSession = (mode: ListMode) => (mode === 'fav' || mode === 'recent') && !favourites.signedIn;

  const start = useCallback(() => {
    const state = initialState(route?.route.params ?? {}, new URLSearchParams(search), defaultGameType);
    // A guest sent to the favourites or recent tab gets the message and the plain list.
    if (needsSession(state.mode)) {
      engine.ui.toast('info', 'in_logged_login', constants.toast.loginNoticeMs);
      return { ...state, mode: 'all' as const, gameType: state.gameType === 'FAV' ? defaultGameType : state.gameType };
    }
    return state;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list restarts when the address changes, not when the session or a constant does
  }, [search, route?.route.id]);
  const [state, setState] = useState<ListState>(start);
  useEffect(() => setState(start()), [start]);

  // Language changes reload the list, debounced (SPEC 4 and 9: 250 ms).
  const uiLanguage = useUi((s) => s.language);
  const [language, setLanguage] = useState(uiLanguage);
  useEffect(() => {
    if (uiLanguage === language) return;
    const timer = setTimeout(() => setLanguage(uiLanguage), constants.debounceMs.hotGames);
    return () => clearTimeout(timer);
  }, [uiLanguage, language, constants.debounceMs.hotGames]);

  const pages = useGamePages(state, language, constants.pageSizes);
  removeRef.current = (nodeId: number) => {
    if (state.mode === 'fav') pages.remove(nodeId);
  };

  const vendors = useDataSource('vendors');
  const hot = useDataSource('hotGames', {
    language,
    isPlatform: 2,
    platform: 'html5',
    pageNo: 1,
    pageSize: constants.hotIconsShown,
  });
  const hotExists = (hot.data?.list.length ?? 0) > 0;
  const headerShown = useCondition(engine.config.shell.header.when);
  const backToHome = useCondition(engine.config.shell.backToHome);
  const filterPanel = usePanel(0, 300);

  const categories = useMemo(
    () => menuCategories(vendors.data, hotExists, favourites.signedIn),
    [vendors.data, hotExists, favourites.signedIn],
  );
  const vendorChoices = useMemo(
    () => vendorsOf(vendors.data, state.gameType, engine.config.platform.cockfightVendor),
    [vendors.data, state.gameType, engine.config.platform.cockfightVendor],
  );

  const guard = (mode: ListMode): boolean => {
    if (!needsSession(mode)) return true;
    engine.ui.toast('info', 'in_logged_login', constants.toast.loginNoticeMs);
    return false;
  };

  const onCategory = (gameType: string) => {
    if (gameType === 'FAV') {
      if (guard('fav')) setState((s) => ({ ...chooseTab(s, 'fav'), gameType: 'FAV', vassalage: '' }));
      return;
    }
    setState((s) => chooseCategory(s, gameType));
  };
  const onTab = (mode: ListMode) => {
    if (mode === 'filter') return filterPanel.open();
    if (!guard(mode)) return;
    setState((s) => {
      const next = chooseTab(s, mode);
      // 'All' from the hot or favourites entry lists the default category.
      return mode === 'all' && (s.gameType === 'HOT' || s.gameType === 'FAV')
        ? { ...next, gameType: defaultGameType, vassalage: '' }
        : next;
    });
  };
  const onApplyFilter = (filter: GameFilter) => {
    filterPanel.close();
    setState((s) => applyFilter(s.gameType === 'HOT' || s.gameType === 'FAV' ? { ...s, gameType: defaultGameType } : s, filter));
  };

  // SPEC 9.28: a long-pressed tile toggles its favourite; the toast (a polite live region) says what happened
  const { toggle } = favourites;
  const onLongPressFavourite = useCallback(
    (game: Game) =>
      void toggle(game).then((isFavourite) => {
        if (isFavourite === undefined) return;
        const name = game.gameName || game.nodeName;
        engine.ui.toast('success', isFavourite ? 'game.favouriteAdded' : 'game.favouriteRemoved', constants.toast.successMs, { name });
      }),
    [engine, toggle, constants.toast.successMs],
  );

  const onLaunch = useCallback(
    (game: LaunchableGame) => void launchGame(launchRequestFor(game, state.gameType), engine),
    [engine, state.gameType],
  );

  useInfiniteScroll(pages.loadNext, {
    enabled: pages.loading === false && pages.error === null && pages.pageNum < pages.totalPages,
    thresholdPx: constants.infiniteScroll.thresholdPx,
    intervalMs: constants.infiniteScroll.intervalMs,
  });

  const stickyTop = headerShown ? 52 : 0;
  return (
    <div
      data-game-type={state.gameType}
      data-mode={state.mode}
      data-vendor={state.vassalage}
      css={{ display: 'flex', flexDirection: 'column' }}
    >
      {/* A route without the page header (SPEC 2: the lottery centre) keeps its title for screen readers and a Back arrow. */}
      {!headerShown && (
        <h1 css={visuallyHidden}>{route?.route.title ? <FormattedMessage id={route.route.title} /> : engine.config.brand.name}</h1>
      )}
      <div css={{ display: 'flex', alignItems: 'center', background: 'var(--c-surface)' }}>
        {!headerShown && (
          <button
            type="button"
            onClick={() => goBack(engine, backToHome)}
            aria-label={intl.formatMessage({ id: 'app.back' })}
            css={{ ...iconButton, marginLeft: 4 }}
          >
            <Icon name="back" />
          </button>
        )}
        <nav
          aria-label={intl.formatMessage({ id: 'game.categories' })}
          css={{ ...scrollStrip, flex: 1, minWidth: 0, gap: 4, padding: '8px 8px 4px' }}
        >
          {categories.map((category) => {
            const active = state.gameType === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={active}
                onClick={() => onCategory(category)}
                css={{
                  ...underlineTab(active, 2),
                  minWidth: `${constants.menuItemWidthRem}rem`,
                  height: 36,
                  padding: '0 10px',
                  fontSize: '0.85rem',
                }}
              >
                <FormattedMessage id={category === 'FAV' ? 'game.tab.fav' : `category.${category}`} />
              </button>
            );
          })}
        </nav>
      </div>
      <VendorMenu
        vendors={vendorChoices}
        selected={state.vassalage}
        onSelect={(v) => setState((s) => chooseVendor(s, v))}
        stickyTop={stickyTop}
        icons={node.vendorIcons}
      />
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'game.modes' })}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 4, padding: '8px 8px 4px' }}
      >
        {TABS.map((tab) => {
          const active = state.mode === tab.mode;
          return (
            <button
              key={tab.mode}
              type="button"
              aria-pressed={active}
              onClick={() => onTab(tab.mode)}
              css={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 2,
                minHeight: 48,
                padding: '4px 2px',
                borderRadius: 8,
                border: `1px solid ${active ? 'var(--c-primary)' : 'var(--c-border)'}`,
                background: active ? 'var(--c-surfaceRaised)' : 'var(--c-surface)',
                color: active ? 'var(--c-primary)' : 'var(--c-text)',
                fontSize: '0.7rem',
                lineHeight: 1.15,
                textAlign: 'center',
              }}
            >
              <Icon name={tab.icon} size={18} />
              <FormattedMessage id={tab.label} />
            </button>
          );
        })}
      </div>
      {state.mode === 'filter' && <FilterChips state={state} onClear={(field) => setState((s) => clearFilterField(s, field))} />}
      {/* SPEC 7.36: the dealers streaming now, above the live casino's tiles */}
      {state.gameType === 'LIVE' && state.mode === 'all' && <LiveNow language={language} vendor={state.vassalage} onLaunch={onLaunch} />}
      <GameListBody
        games={pages.games}
        loading={pages.loading}
        error={pages.error}
        onRetry={pages.retry}
        favouriteIds={node.showFavourites === false ? undefined : favourites.ids}
        showGameName={node.showGameName !== false}
        minTileWidth={node.tileMinWidth ?? 104}
        onLaunch={onLaunch}
        onToggleFavourite={favourites.toggle}
        onLongPressFavourite={onLongPressFavourite}
        errorMessage={pages.error ? errorText(intl, pages.error) : ''}
      />
      <FilterPanel
        phase={filterPanel.phase}
        filter={state}
        gameType={state.gameType === 'HOT' || state.gameType === 'FAV' ? defaultGameType : state.gameType}
        vassalage={state.vassalage}
        onApply={onApplyFilter}
        onClose={filterPanel.close}
      />
    </div>
  );
}
