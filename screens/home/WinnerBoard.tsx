import { css, keyframes } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBalance, useAction, useDataSource, useEngine, useUi, type NodeProps, type WinnerBoardNode } from '../../engine';
import { Deferred } from '../common/Deferred';
import { useDebounced } from '../common/useDebounced';
import { launchAction } from './EntryTile';

const ROW_HEIGHT = 44;
const VISIBLE_ROWS = 6;
/** The board's room while it waits: margins, padding and title around six rows. */
const BOARD_HEIGHT = 16 + 24 + 28 + VISIBLE_ROWS * ROW_HEIGHT;

/**
 * The list and all its rows in one style: a board holds up to `limit` (100) winners, and a css
 * prop on each row's four elements cost a style serialization each, some 400 in the render that
 * shows the board (a long task after the home's start on a phone).
 */
const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  ':hover, :focus-within': { animationPlayState: 'paused' },
  '& button': {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    width: '100%',
    height: ROW_HEIGHT,
    padding: '0 12px',
    border: 'none',
    background: 'none',
    color: 'var(--c-text)',
    fontSize: '0.85rem',
    textAlign: 'left',
  },
  '& [data-part=name]': { width: 80, color: 'var(--c-textMuted)', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& [data-part=game]': { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& strong': { color: 'var(--c-success)' },
});

/** Below the fold on the home: renders (and fetches) as it nears the viewport, see Deferred. */
export default function WinnerBoard({ node }: NodeProps<WinnerBoardNode>) {
  return (
    <Deferred minHeight={BOARD_HEIGHT}>
      <Board node={node} />
    </Deferred>
  );
}

/**
 * The winner board (SPEC 2 and 9): a vertical list that loops automatically only with more than
 * six entries, one row per `speed` ms; a click launches that game. Refetched on language change.
 */
function Board({ node }: NodeProps<WinnerBoardNode>) {
  const { config } = useEngine();
  const intl = useIntl();
  const run = useAction();
  const language = useDebounced(
    useUi((s) => s.language),
    config.constants.debounceMs.winnerBoard,
  );
  const { limit, scrollAbove, speed } = config.constants.winnerBoard;
  const { data, loading } = useDataSource('winnerBoard', { gameCategory: 'ALL', language, limitNum: limit });
  if (loading && !data) return <div aria-hidden css={{ minHeight: BOARD_HEIGHT }} />;
  const winners = data?.list ?? [];
  if (winners.length === 0) return null;
  const scrolling = winners.length > scrollAbove;
  const rows = scrolling ? [...winners, ...winners.slice(0, VISIBLE_ROWS)] : winners;
  const loop = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: `translateY(-${winners.length * ROW_HEIGHT}px)` } });
  return (
    <section
      aria-labelledby="winner-board-title"
      css={{ margin: '8px 12px', padding: '12px 0', borderRadius: 12, background: 'var(--c-surface)' }}
    >
      <h2 id="winner-board-title" css={{ margin: '0 12px 8px', fontSize: '1rem' }}>
        <FormattedMessage id={node.title ?? 'winners.title'} />
      </h2>
      <div
        data-testid="winner-board"
        data-scrolling={scrolling}
        css={{ height: Math.min(winners.length, VISIBLE_ROWS) * ROW_HEIGHT, overflow: 'hidden' }}
      >
        <ul css={[listStyle, { animation: scrolling ? `${loop} ${winners.length * speed}ms linear infinite` : 'none' }]}>
          {rows.map((winner, index) => (
            <li key={index} aria-hidden={index >= winners.length || undefined}>
              <button
                type="button"
                tabIndex={index >= winners.length ? -1 : undefined}
                onClick={() => run(launchAction(winner.vo))}
                aria-label={intl.formatMessage(
                  { id: 'winners.entry' },
                  { name: winner.vo.customerName, game: winner.vo.gameName, amount: formatBalance(winner.vo.winAmount) },
                )}
              >
                <span data-part="name" title={winner.vo.customerName}>
                  {winner.vo.customerName}
                </span>
                <span data-part="game" title={winner.vo.gameName}>
                  {winner.vo.gameName}
                </span>
                <strong>+{formatBalance(winner.vo.winAmount)}</strong>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
