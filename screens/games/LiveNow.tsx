import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, type LaunchableGame, type LiveModel } from '../../engine';
import { Icon } from '../common/Icon';
import { LazyImage } from '../common/LazyImage';

/**
 * The strip sizes in rem, so it grows with the text; loading reserves the same height, so the
 * tiles below do not move when the strip appears.
 */
const CARD_WIDTH = '9rem';
const CARD_HEIGHT = '11.25rem';
const HEADING_HEIGHT = '1.25rem';
const STRIP_HEIGHT = '14rem';
const AVATAR = 64;

interface LiveNowProps {
  /** the list's language (changes reach it debounced) */
  language: string;
  /** the vendor the list shows, '' for all */
  vendor: string;
  /** the list's launch: a card launches its table's game as the game's tile does */
  onLaunch: (game: LaunchableGame) => void;
}

/**
 * "Live now" on the live game list (SPEC 7.36): the dealers streaming now, each a card that
 * launches its table. Its call is silent (api.routes): a failed one leaves the strip out with no
 * message, as does an empty list.
 */
export function LiveNow({ language, vendor, onLaunch }: LiveNowProps) {
  const heading = useId();
  const { data, error, loading } = useDataSource('liveModels', vendor ? { language, vendor } : { language });
  if (error !== undefined) return null;
  if (loading && !data) return <StripPlaceholder />;
  if (!data || data.list.length === 0) return null;
  return (
    <section aria-labelledby={heading} css={strip}>
      <h2
        id={heading}
        css={{
          margin: 0,
          padding: '0 8px',
          fontSize: '0.9rem',
          lineHeight: HEADING_HEIGHT,
          fontWeight: 700,
          color: 'var(--c-text)',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        <FormattedMessage id="live.now" />
      </h2>
      <ul css={row}>
        {data.list.map((model) => (
          <LiveModelCard key={model.id} model={model} onLaunch={onLaunch} />
        ))}
      </ul>
    </section>
  );
}

function LiveModelCard({ model, onLaunch }: { model: LiveModel; onLaunch: (game: LaunchableGame) => void }) {
  const intl = useIntl();
  const viewers = intl.formatMessage({ id: 'live.viewers' }, { count: intl.formatNumber(model.viewers) });
  return (
    <li data-live-model={model.id} css={{ flex: 'none', listStyle: 'none', scrollSnapAlign: 'start' }}>
      <button
        type="button"
        onClick={() => onLaunch({ gameType: 'LIVE', vendor: model.vendor, gameId: model.gameId, nodeId: model.nodeId })}
        aria-label={intl.formatMessage(
          { id: 'live.play' },
          { dealer: model.name, table: model.tableName, vendor: model.vendorName, viewers },
        )}
        css={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
          padding: '10px 8px 8px',
          border: '1px solid var(--c-border)',
          borderRadius: 10,
          background: 'var(--c-surface)',
          color: 'var(--c-text)',
          textAlign: 'center',
        }}
      >
        <span css={{ position: 'relative', flex: 'none', width: AVATAR, height: AVATAR, marginBottom: 10 }}>
          <span
            css={{
              display: 'block',
              width: AVATAR,
              height: AVATAR,
              borderRadius: AVATAR / 2,
              overflow: 'hidden',
              boxShadow: model.streaming ? '0 0 0 2px var(--c-danger)' : 'none',
              background: 'var(--c-surfaceRaised)',
            }}
          >
            <LazyImage
              src={model.avatar}
              alt=""
              width={AVATAR}
              height={AVATAR}
              decoding="async"
              css={{ display: 'block', width: '100%', height: '100%' }}
            />
          </span>
          {model.streaming && (
            <span
              css={{
                position: 'absolute',
                left: '50%',
                bottom: -7,
                transform: 'translateX(-50%)',
                padding: '0 6px',
                borderRadius: 4,
                background: 'var(--c-danger)',
                color: 'var(--c-background)',
                fontSize: '0.6rem',
                fontWeight: 800,
                lineHeight: '14px',
                letterSpacing: '0.04em',
                whiteSpace: 'nowrap',
              }}
            >
              <FormattedMessage id="live.badge" />
            </span>
          )}
        </span>
        <span css={{ ...oneLine, fontSize: '0.8rem', fontWeight: 700 }}>{model.name}</span>
        <span
          css={{
            display: '-webkit-box',
            width: '100%',
            height: '2.3em',
            overflow: 'hidden',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            fontSize: '0.72rem',
            lineHeight: 1.15,
            overflowWrap: 'anywhere',
          }}
        >
          {model.tableName}
        </span>
        <span css={{ ...oneLine, marginTop: 'auto', fontSize: '0.68rem', color: 'var(--c-textMuted)' }}>{model.vendorName}</span>
        <span
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 3,
            width: '100%',
            fontSize: '0.68rem',
            color: 'var(--c-textMuted)',
          }}
        >
          <Icon name="eye" size={13} />
          <span css={{ ...oneLine, width: 'auto', minWidth: 0 }}>{viewers}</span>
        </span>
      </button>
    </li>
  );
}

/** The strip's space while its call is out: card shapes, hidden from screen readers. */
function StripPlaceholder() {
  return (
    <div aria-hidden data-testid="live-now-loading" css={strip}>
      <span
        css={{ display: 'block', width: '6rem', height: '0.9rem', margin: '0.15rem 8px', borderRadius: 4, background: 'var(--c-surface)' }}
      />
      <span css={{ ...row, overflow: 'hidden' }}>
        {[0, 1, 2].map((i) => (
          <span key={i} css={{ flex: 'none', width: CARD_WIDTH, height: CARD_HEIGHT, borderRadius: 10, background: 'var(--c-surface)' }} />
        ))}
      </span>
    </div>
  );
}

const strip = {
  display: 'grid',
  gridTemplateRows: `${HEADING_HEIGHT} ${CARD_HEIGHT}`,
  rowGap: '0.5rem',
  height: STRIP_HEIGHT,
  boxSizing: 'border-box' as const,
  padding: '0.5rem 0',
};

const row = {
  display: 'flex',
  gap: 8,
  margin: 0,
  padding: '0 8px',
  overflowX: 'auto' as const,
  overflowY: 'hidden' as const,
  scrollSnapType: 'x proximity',
  scrollPaddingLeft: 8,
  scrollbarWidth: 'none' as const,
};

const oneLine = {
  display: 'block',
  width: '100%',
  whiteSpace: 'nowrap' as const,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};
