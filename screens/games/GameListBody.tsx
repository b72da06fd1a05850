import { FormattedMessage } from 'react-intl';
import { LoadFailedView, LoadingView } from '../../engine';
import { useWindowedGrid } from '../common/lists/useWindowedGrid';
import { GameTile } from './GameTile';
import type { Game } from './model';

const GAP = 8;
const TEXT_HEIGHT = 44;

interface BodyProps {
  games: Game[];
  loading: 'first' | 'next' | false;
  error: unknown;
  onRetry: () => void;
  favouriteIds: ReadonlySet<number> | undefined;
  showGameName: boolean;
  minTileWidth: number;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  onLongPressFavourite: (game: Game) => void;
  errorMessage: string;
}

/** The windowed grid with its loading, empty and error states. */
export function GameListBody({
  games,
  loading,
  error,
  onRetry,
  favouriteIds,
  showGameName,
  minTileWidth,
  onLaunch,
  onToggleFavourite,
  onLongPressFavourite,
  errorMessage,
}: BodyProps) {
  const grid = useWindowedGrid(games.length, { minTileWidth, gap: GAP, textHeight: showGameName ? TEXT_HEIGHT : TEXT_HEIGHT - 16 });
  const { columns, tileWidth, rowHeight } = grid.geometry;
  const visible = games.slice(grid.range.first * columns, grid.range.end * columns);
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
              onLongPressFavourite={onLongPressFavourite}
            />
          ))}
        </ul>
      </div>
      {loading && <LoadingView compact />}
      {error !== null && <LoadFailedView compact message={errorMessage} onRetry={onRetry} />}
      {!loading && error === null && games.length === 0 && (
        <p role="status" css={{ margin: 0, padding: '48px 16px', textAlign: 'center', color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="app.noData" />
        </p>
      )}
    </div>
  );
}
