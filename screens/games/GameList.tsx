import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { launchGame, launchRequestFor, type LaunchableGame } from '../../engine/actions/launch';
import { useCondition, useDataSource, useEngine, useRoute, useUi } from '../../engine/react/hooks';
import type { GameListNode } from '../../engine/config/types.gen';
import { LoadingView } from '../../engine/render/LoadingView';
import type { NodeProps } from '../../engine/render/registry';
import { errorText } from '../common/errors';
import { Icon } from '../common/Icon';
import { iconButton } from '../common/styles';
import { goBack } from '../shell/back';
import { FilterPanel, gameClassName } from './FilterPanel';
import { GameTile } from './GameTile';
import { LiveNow } from './LiveNow';
import {
  applyFilter,
  chooseCategory,
  chooseTab,
  chooseVendor,
  clearFilterField,
  initialState,
  LIST_CATEGORIES,
  type Game,
  type GameFilter,
  type ListMode,
  type ListState,
} from './model';
import { useFavourites } from './useFavourites';
import { useGamePages } from './useGamePages';
import { useInfiniteScroll } from '../common/lists/useInfiniteScroll';
import { usePanel } from './usePanel';
import { useWindowedGrid } from '../common/lists/useWindowedGrid';
import { VendorMenu, type VendorChoice } from './VendorMenu';

interface VendorsValue {
  sorting: { gameCategory: string; vendorNames: { vassalage: string; displayName: string; accountTypeName: string }[] }[];
}

const GAP = 8;
const TEXT_HEIGHT = 44;
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
          css={{ flex: 1, minWidth: 0, display: 'flex', gap: 4, overflowX: 'auto', padding: '8px 8px 4px', scrollbarWidth: 'none' }}
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
                  flex: 'none',
                  minWidth: `${constants.menuItemWidthRem}rem`,
                  height: 36,
                  padding: '0 10px',
                  border: 'none',
                  borderBottom: `2px solid ${active ? 'var(--c-primary)' : 'transparent'}`,
                  background: 'transparent',
                  color: active ? 'var(--c-primary)' : 'var(--c-text)',
                  fontWeight: active ? 700 : 500,
                  fontSize: '0.85rem',
                  whiteSpace: 'nowrap',
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
        failedPage={pages.failedPage}
        onRetry={pages.retry}
        favouriteIds={node.showFavourites === false ? undefined : favourites.ids}
        showGameName={node.showGameName !== false}
        minTileWidth={node.tileMinWidth ?? 104}
        onLaunch={onLaunch}
        onToggleFavourite={favourites.toggle}
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

/** The applied filter fields, each with a clear button; clearing the last returns to all. */
function FilterChips({ state, onClear }: { state: ListState; onClear: (field: keyof GameFilter) => void }) {
  const intl = useIntl();
  const fields: { name: keyof GameFilter; label: string }[] = [
    { name: 'gameName', label: 'game.filter.gameName' },
    { name: 'gameClassify', label: 'game.filter.classify' },
    { name: 'minBet', label: 'game.filter.minBet' },
    { name: 'minLine', label: 'game.filter.minLine' },
  ];
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'game.tab.filter' })}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: '4px 8px', listStyle: 'none' }}
    >
      {fields
        .filter((field) => state[field.name] !== '')
        .map((field) => {
          const label = intl.formatMessage({ id: field.label });
          return (
            <li
              key={field.name}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 2,
                paddingLeft: 10,
                borderRadius: 16,
                background: 'var(--c-surfaceRaised)',
                fontSize: '0.78rem',
              }}
            >
              {label}: {field.name === 'gameClassify' ? gameClassName(intl, state.gameClassify) : state[field.name]}
              <button
                type="button"
                onClick={() => onClear(field.name)}
                aria-label={intl.formatMessage({ id: 'game.filter.clear' }, { field: label })}
                css={{
                  width: 32,
                  height: 32,
                  border: 'none',
                  background: 'none',
                  color: 'var(--c-text)',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          );
        })}
    </ul>
  );
}

interface BodyProps {
  games: Game[];
  loading: 'first' | 'next' | false;
  error: unknown;
  failedPage: number;
  onRetry: () => void;
  favouriteIds: ReadonlySet<number> | undefined;
  showGameName: boolean;
  minTileWidth: number;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  errorMessage: string;
}

/** The windowed grid with its loading, empty and error states. */
function GameListBody({
  games,
  loading,
  error,
  failedPage,
  onRetry,
  favouriteIds,
  showGameName,
  minTileWidth,
  onLaunch,
  onToggleFavourite,
  errorMessage,
}: BodyProps) {
  const grid = useWindowedGrid(games.length, { minTileWidth, gap: GAP, textHeight: showGameName ? TEXT_HEIGHT : TEXT_HEIGHT - 16 });
  const { columns, tileWidth, rowHeight } = grid.geometry;
  const visible = games.slice(grid.range.first * columns, grid.range.end * columns);
  const failedFirst = error !== null && failedPage <= 1;
  return (
    <div css={{ padding: '8px 8px 16px' }}>
      <div ref={grid.ref} css={{ position: 'relative', height: grid.totalHeight }}>
        <ul
          css={{
            position: 'absolute',
            top: grid.range.first * rowHeight,
            left: 0,
            right: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, ${tileWidth}px)`,
            gridAutoRows: rowHeight - GAP,
            gap: GAP,
            margin: 0,
            padding: 0,
          }}
        >
          {visible.map((game) => (
            <GameTile
              key={game.nodeId}
              game={game}
              width={tileWidth}
              height={rowHeight - GAP}
              showGameName={showGameName}
              favourite={favouriteIds ? favouriteIds.has(game.nodeId) : undefined}
              onLaunch={onLaunch}
              onToggleFavourite={onToggleFavourite}
            />
          ))}
        </ul>
      </div>
      {loading && <LoadingView compact />}
      {failedFirst && <ErrorState message={errorMessage} onRetry={onRetry} />}
      {error !== null && failedPage > 1 && <ErrorState message={errorMessage} onRetry={onRetry} />}
      {!loading && error === null && games.length === 0 && (
        <p role="status" css={{ margin: 0, padding: '48px 16px', textAlign: 'center', color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="app.noData" />
        </p>
      )}
    </div>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 12,
        padding: '32px 16px',
        color: 'var(--c-textMuted)',
        textAlign: 'center',
      }}
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        css={{ background: 'none', border: '1px solid var(--c-border)', color: 'var(--c-text)', borderRadius: 6, padding: '6px 14px' }}
      >
        <FormattedMessage id="app.retry" />
      </button>
    </div>
  );
}

/** The menu bar: the hot entry if hot games exist, favourites when signed in, then the vendor sorting's categories. */
export function menuCategories(vendors: VendorsValue | undefined, hotExists: boolean, signedIn: boolean): string[] {
  const listed = new Set<string>();
  for (const entry of vendors?.sorting ?? []) {
    const category = entry.gameCategory === 'ESPORTS' ? 'SPORTS' : entry.gameCategory;
    if ((LIST_CATEGORIES as readonly string[]).includes(category) && category !== 'HOT' && category !== 'FAV') listed.add(category);
  }
  return [...(hotExists ? ['HOT'] : []), ...(signedIn ? ['FAV'] : []), ...listed];
}

/** The vendors of a category (SPORTS holds the e-sports vendors, not the cockfight one); all vendors for hot and favourites. */
export function vendorsOf(vendors: VendorsValue | undefined, gameType: string, cockfightVendor: string): VendorChoice[] {
  const sorting = vendors?.sorting ?? [];
  const pseudo = gameType === 'HOT' || gameType === 'FAV';
  const categories = pseudo ? sorting.map((e) => e.gameCategory) : gameType === 'SPORTS' ? ['SPORTS', 'ESPORTS'] : [gameType];
  const seen = new Map<string, VendorChoice>();
  for (const entry of sorting) {
    if (!categories.includes(entry.gameCategory)) continue;
    for (const vendor of entry.vendorNames) {
      if (gameType === 'SPORTS' && vendor.vassalage === cockfightVendor) continue;
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, { vassalage: vendor.vassalage, displayName: vendor.displayName });
    }
  }
  return [...seen.values()];
}
