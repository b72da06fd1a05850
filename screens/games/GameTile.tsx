import { memo } from 'react';
import { useIntl } from 'react-intl';
import { pressedStyle, usePress } from '../common/usePress';
import { GameImage } from './GameImage';
import type { Game } from './model';

interface GameTileProps {
  game: Game;
  width: number;
  height: number;
  showGameName: boolean;
  /** undefined hides the star (favourites disabled). */
  favourite: boolean | undefined;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** A long press on the tile (SPEC 9.28): the star's toggle, with the outcome announced. */
  onLongPressFavourite: (game: Game) => void;
}

/**
 * One game: image, vendor display name, game name and the favourite star. A click launches it;
 * where the star shows, a long press toggles the favourite as the star does.
 */
export const GameTile = memo(function GameTile({
  game,
  width,
  height,
  showGameName,
  favourite,
  onLaunch,
  onToggleFavourite,
  onLongPressFavourite,
}: GameTileProps) {
  const intl = useIntl();
  const name = game.gameName || game.nodeName;
  const press = usePress(favourite === undefined ? undefined : () => onLongPressFavourite(game));
  return (
    <li data-game-tile={game.nodeId} css={{ position: 'relative', width, height, listStyle: 'none' }}>
      <button
        type="button"
        {...press}
        onClick={() => onLaunch(game)}
        aria-label={intl.formatMessage({ id: 'game.launch' }, { name, vendor: game.displayName })}
        css={{
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          height: '100%',
          padding: 0,
          border: 'none',
          borderRadius: 10,
          overflow: 'hidden',
          background: 'var(--c-surface)',
          color: 'var(--c-text)',
          textAlign: 'left',
          // a held finger toggles the favourite: no text selection or image callout (iOS) over it
          userSelect: 'none',
          WebkitUserSelect: 'none',
          WebkitTouchCallout: 'none',
          ...pressedStyle,
        }}
      >
        <span css={{ display: 'block', width, height: width, flex: 'none' }}>
          <GameImage src={game.mobileSmallIcon || game.iconUrl} size={Math.round(width)} />
        </span>
        <span
          css={{
            display: 'block',
            padding: '4px 6px 0',
            fontSize: '0.68rem',
            color: 'var(--c-textMuted)',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            width: '100%',
          }}
        >
          {game.displayName}
        </span>
        {showGameName && (
          <span
            css={{
              display: 'block',
              padding: '0 6px',
              fontSize: '0.78rem',
              fontWeight: 600,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              width: '100%',
            }}
          >
            {name}
          </span>
        )}
      </button>
      {favourite !== undefined && (
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={intl.formatMessage({ id: favourite ? 'game.removeFavourite' : 'game.addFavourite' }, { name })}
          onClick={() => onToggleFavourite(game)}
          css={{
            position: 'absolute',
            top: 2,
            right: 2,
            width: 36,
            height: 36,
            padding: 0,
            border: 'none',
            borderRadius: 18,
            background: 'transparent',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden focusable="false">
            <circle cx="12" cy="12" r="11" fill="var(--c-mask)" />
            <path
              d="M12 5.5l1.9 3.9 4.3.6-3.1 3 .7 4.3L12 15.3l-3.8 2 .7-4.3-3.1-3 4.3-.6z"
              fill={favourite ? 'var(--c-primary)' : 'none'}
              stroke={favourite ? 'var(--c-primary)' : '#fff'}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </li>
  );
});
