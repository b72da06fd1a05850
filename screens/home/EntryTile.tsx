import { FormattedMessage } from 'react-intl';
import { launchRequestFor, useAction, type Action, type LaunchableGame } from '../../engine';
import { GameImage } from '../games/GameImage';
import { ActionControl } from '../common/ActionControl';

/** The game fields a home tile needs (SPEC 3, Game). */
export interface EntryGame {
  nodeId: number;
  gameName: string;
  displayName: string;
  vassalage: string;
  gameType: string;
  gameId: string;
  iconUrl: string;
}

/** The launchGame action for a game from any list (home blocks, winners, hot icons): the engine's launch of that game. */
export function launchAction(game: LaunchableGame): Action {
  return { action: 'launchGame', ...launchRequestFor(game) };
}

/** A tile of a home block, a game's or the 'more' one: a picture over a short label. */
const tile = {
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: 4,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
};

/** A small game tile of the home blocks: image (default on failure) and name; click launches. */
export function EntryTile({ game }: { game: EntryGame }) {
  const run = useAction();
  return (
    <button type="button" onClick={() => run(launchAction(game))} css={{ ...tile, color: 'var(--c-text)' }}>
      <span css={{ width: '100%', aspectRatio: '1', borderRadius: 12, overflow: 'hidden' }}>
        <GameImage src={game.iconUrl} size={60} />
      </span>
      <span
        title={game.gameName}
        css={{ width: '100%', fontSize: '0.65rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {game.gameName}
      </span>
    </button>
  );
}

/** The 'more' tile at the end of a block's last page. */
export function MoreTile({ to }: { to: string }) {
  return (
    <ActionControl action={{ action: 'navigate', to }} css={{ ...tile, textDecoration: 'none', color: 'var(--c-accent)' }}>
      <span
        aria-hidden
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '100%',
          aspectRatio: '1',
          borderRadius: 12,
          border: '1px dashed var(--c-accent)',
          fontSize: '1.4rem',
        }}
      >
        …
      </span>
      <span css={{ fontSize: '0.65rem' }}>
        <FormattedMessage id="entry.more" />
      </span>
    </ActionControl>
  );
}
