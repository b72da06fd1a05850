import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatBalance,
  hotGamesParams,
  useDataSource,
  useEngine,
  useUi,
  type GameEntryNode,
  type NodeProps,
  type ParamsOf,
  type VendorsResponse,
} from '../../engine';
import { useDebounced } from '../common/useDebounced';
import { chunkPages, entrySections, type EntrySection } from './game-sections';
import { EntryTile, MoreTile, type EntryGame } from './EntryTile';
import { chip } from '../common/choice-styles';
import { stickyStrip } from '../games/strips';
import { ActionControl } from '../common/ActionControl';
import { Deferred } from '../common/Deferred';

/** Sections rendered at once: they fill a phone's first screen; later ones wait (Deferred). */
const EAGER_SECTIONS = 2;
/** Tiles in the tallest page of a full block: a page of games plus the 'more' tile. */
const FULL_PAGE_TILES = (gridChunk: number) => gridChunk + 1;

/**
 * The home game entry (SPEC 2): a category menu and one section per category, in the order of
 * entrySections; the menu scrolls to a section. Until the vendors and hot games are known it
 * holds a screen's height, so the nodes below never shift; the bodies of sections after the first
 * screen render as they near the viewport (Deferred), in a stand-in of their own size until then.
 */
export default function GameEntry(_: NodeProps<GameEntryNode>) {
  const { config } = useEngine();
  const language = useDebounced(
    useUi((s) => s.language),
    config.constants.debounceMs.hotGames,
  );
  const vendors = useDataSource('vendors');
  const hot = useDataSource('hotGames', hotGamesParams(language, config.constants.pageSizes.gridChunk));
  const sectionRefs = useRef(new Map<string, HTMLElement>());
  if ((vendors.loading && !vendors.data) || (hot.loading && !hot.data)) return <div aria-hidden css={{ minHeight: '100vh' }} />;
  if (!vendors.data) return null;
  const hotGames = hot.data?.list ?? [];
  const sections = entrySections(
    vendors.data.sorting.map((s) => s.gameCategory),
    hotGames.length > 0,
  );
  const vendorsOf = (category: string) => vendors.data!.sorting.find((s) => s.gameCategory === category)?.vendorNames ?? [];

  return (
    <div>
      <CategoryMenu
        sections={sections}
        onPick={(category) => {
          const section = sectionRefs.current.get(category);
          if (section) scrollToSection(section);
        }}
      />
      {sections.map((section, index) => (
        <section
          key={section.category}
          ref={(element) =>
            void (element ? sectionRefs.current.set(section.category, element) : sectionRefs.current.delete(section.category))
          }
          aria-labelledby={`entry-${section.category}`}
          css={{ margin: '8px 12px 16px', scrollMarginTop: 104 }}
        >
          <h2 id={`entry-${section.category}`} css={{ margin: '0 0 8px', fontSize: '1rem' }}>
            <FormattedMessage id={`category.${section.category}`} />
          </h2>
          {index < EAGER_SECTIONS ? (
            <SectionBody section={section} vendors={vendorsOf(section.category)} hotGames={hotGames} language={language} />
          ) : (
            <Deferred placeholder={<SectionPlaceholder section={section} vendors={vendorsOf(section.category)} />}>
              <SectionBody section={section} vendors={vendorsOf(section.category)} hotGames={hotGames} language={language} />
            </Deferred>
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * Scrolls smoothly to a section. Sections passed on the way render as they near the viewport
 * (Deferred) and can move the target while the scroll runs, so where the scroll ends it lands on
 * the section again, unless the member took over the scrolling meanwhile.
 */
function scrollToSection(section: HTMLElement) {
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (!('onscrollend' in window)) return;
  const settle = new AbortController();
  const options = { once: true, signal: settle.signal, passive: true } as const;
  const stop = () => settle.abort();
  for (const type of ['touchstart', 'wheel', 'keydown', 'pointerdown']) window.addEventListener(type, stop, options);
  window.addEventListener(
    'scrollend',
    () => {
      stop();
      const off = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop || '0');
      if (Math.abs(off) > 2) section.scrollIntoView({ block: 'start' });
    },
    options,
  );
}

function SectionBody({
  section,
  vendors,
  hotGames,
  language,
}: {
  section: EntrySection;
  vendors: VendorsResponse['sorting'][number]['vendorNames'];
  hotGames: EntryGame[];
  language: string;
}) {
  if (section.view === 'vendorList') return <VendorList category={section.category} vendors={vendors} />;
  if (section.view === 'jackpot') return <Jackpots />;
  if (section.category === 'HOT') return <GamePages games={hotGames} moreTo="/m/gameList?type=hot" />;
  return <GameBlock category={section.category} vendors={vendors} language={language} />;
}

/** A section body's room before it renders: the vendor cards' grid, or a full block of tiles. */
function SectionPlaceholder({ section, vendors }: { section: EntrySection; vendors: unknown[] }) {
  if (section.view === 'vendorList') {
    const rows = Math.ceil(vendors.length / 2);
    return <div css={{ height: rows * VENDOR_CARD_HEIGHT + Math.max(0, rows - 1) * GRID_GAP }} />;
  }
  if (section.view === 'jackpot') return null;
  return (
    <>
      {section.category !== 'HOT' && vendors.length > 1 && <div css={[chip(false), { visibility: 'hidden', marginBottom: 8 }]}>&nbsp;</div>}
      <TilesPlaceholder />
    </>
  );
}

/** Empty tiles laid out as the tallest page of a full block, so the block arrives without a shift. */
function TilesPlaceholder() {
  const { config } = useEngine();
  return (
    <ul aria-hidden css={pageGrid}>
      {Array.from({ length: FULL_PAGE_TILES(config.constants.pageSizes.gridChunk) }, (_, index) => (
        <li key={index} css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <span css={{ aspectRatio: '1', borderRadius: 12, background: 'var(--c-surface)' }} />
          <span css={{ fontSize: '0.65rem' }}>&nbsp;</span>
        </li>
      ))}
    </ul>
  );
}

function CategoryMenu({ sections, onPick }: { sections: EntrySection[]; onPick: (category: string) => void }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'entry.categories' })}
      css={{ ...stickyStrip(56, 10), gap: 8, padding: '8px 12px', background: 'var(--c-background)' }}
    >
      {sections.map((section) => (
        <button
          key={section.category}
          type="button"
          onClick={() => onPick(section.category)}
          css={{
            flex: 'none',
            height: 34,
            padding: '0 14px',
            borderRadius: 17,
            border: '1px solid var(--c-border)',
            background: 'var(--c-surface)',
            color: 'var(--c-text)',
            fontSize: '0.85rem',
            whiteSpace: 'nowrap',
          }}
        >
          <FormattedMessage id={`category.${section.category}`} />
        </button>
      ))}
    </nav>
  );
}

function VendorList({ category, vendors }: { category: string; vendors: { vassalage: string; displayName: string }[] }) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: GRID_GAP }}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <ActionControl
            action={{ action: 'navigate', to: `/m/gameList?gameType=${category}&vassalage=${encodeURIComponent(vendor.vassalage)}` }}
            css={{
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              textDecoration: 'none',
              width: '100%',
              height: VENDOR_CARD_HEIGHT,
              borderRadius: 12,
              border: '1px solid var(--c-border)',
              background: 'linear-gradient(135deg, var(--c-surfaceRaised), var(--c-surface))',
              color: 'var(--c-text)',
              fontWeight: 600,
              textAlign: 'left',
              padding: '0 14px',
            }}
          >
            {vendor.displayName}
            <span css={{ display: 'block', fontSize: '0.7rem', fontWeight: 400, color: 'var(--c-textMuted)' }}>
              <FormattedMessage id={`category.${category}`} />
            </span>
          </ActionControl>
        </li>
      ))}
    </ul>
  );
}

/** A home block: vendor menu and a grid paged by 15 tiles, the last page ending in 'more'. */
function GameBlock({
  category,
  vendors,
  language,
}: {
  category: string;
  vendors: { vassalage: string; displayName: string }[];
  language: string;
}) {
  const { config } = useEngine();
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const { data } = useDataSource('gameList', {
    gameType: category as ParamsOf<'gameList'>['gameType'], // a category of the vendors list
    vassalage: vendor,
    pageNo: 1,
    pageSize: config.constants.pageSizes.gridChunk * 2,
    language,
    platform: 'html5',
    clientType: 2,
  });
  if (data && data.games.length === 0 && !vendor) return null;
  const games = data?.games;
  return (
    <>
      {vendors.length > 1 && (
        <div role="group" css={{ display: 'flex', gap: 6, overflowX: 'auto', paddingBottom: 8 }}>
          {[undefined, ...vendors.map((v) => v.vassalage)].map((code) => (
            <button
              key={code ?? 'all'}
              type="button"
              aria-pressed={vendor === code}
              onClick={() => setVendor(code)}
              css={chip(vendor === code)}
            >
              {code ? vendors.find((v) => v.vassalage === code)?.displayName : <FormattedMessage id="entry.all" />}
            </button>
          ))}
        </div>
      )}
      {games ? (
        <GamePages games={games} moreTo={`/m/gameList?gameType=${category}${vendor ? `&vassalage=${encodeURIComponent(vendor)}` : ''}`} />
      ) : (
        <TilesPlaceholder />
      )}
    </>
  );
}

function GamePages({ games, moreTo }: { games: EntryGame[]; moreTo: string }) {
  const { config } = useEngine();
  const pages = chunkPages(games, config.constants.pageSizes.gridChunk);
  if (pages.length === 0) return null;
  return (
    <div css={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: 12, scrollbarWidth: 'none' }}>
      {pages.map((page, index) => (
        <ul key={index} css={pageGrid}>
          {page.map((game) => (
            <li key={game.nodeId}>
              <EntryTile game={game} />
            </li>
          ))}
          {index === pages.length - 1 && (
            <li>
              <MoreTile to={moreTo} />
            </li>
          )}
        </ul>
      ))}
    </div>
  );
}

function Jackpots() {
  const language = useUi((s) => s.language);
  const { data } = useDataSource('jackpots', { language });
  if (!data?.list.length) return null;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {data.list.map((jackpot) => (
        <li
          key={`${jackpot.vendor}-${jackpot.name}`}
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '12px 14px',
            borderRadius: 12,
            background: 'linear-gradient(90deg, var(--c-primary), var(--c-accent))',
            color: 'var(--c-onPrimary)',
          }}
        >
          <span css={{ fontWeight: 600 }}>{jackpot.name}</span>
          <strong css={{ fontSize: '1.1rem' }}>{formatBalance(jackpot.amount)}</strong>
        </li>
      ))}
    </ul>
  );
}

const VENDOR_CARD_HEIGHT = 64;
const GRID_GAP = 8;
/** One page of a block: five columns of tiles, a screen wide, snapping when swiped. */
const pageGrid = {
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: GRID_GAP,
} as const;
