import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { launchGame, launchRequestFor, useEngine, type ResponseOf } from '../../../engine';
import { card, LoadError } from '../../common/member-page';
import { pressedStyle, usePress } from '../../common/usePress';
import { countdownDuration, countdownText, secondsLeft } from './clock';
import { useClockedCall, useSecondTick } from './hooks';
import { visuallyHidden } from './styles';

export type Lottery = ResponseOf<'lotteryList'>['list'][number];

/** Balls of drawn numbers; screen readers get them as one sentence beside (lottery.lastNumbers). */
function Balls({ numbers, size = 28 }: { numbers: readonly string[]; size?: number }) {
  return (
    <span aria-hidden css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {numbers.map((n, i) => (
        <span
          key={i}
          data-ball
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: size,
            height: size,
            padding: '0 4px',
            borderRadius: size / 2,
            background: 'var(--c-primary)',
            color: 'var(--c-onPrimary)',
            fontSize: '0.8rem',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {n}
        </span>
      ))}
    </span>
  );
}

/** A countdown to `closesAt` on the server's clock; 'Drawing…' once it is over. Never a live region: it is read when reached. */
export function Countdown({ closesAt, offset, id }: { closesAt: string; offset: number; id?: string }) {
  const now = useSecondTick();
  const left = secondsLeft(closesAt, offset, now);
  return (
    <span id={id} css={{ fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
      {left > 0 ? (
        <>
          <FormattedMessage id="lottery.closesIn" />{' '}
          <time dateTime={countdownDuration(left)} css={{ color: 'var(--c-text)', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {countdownText(left)}
          </time>
        </>
      ) : (
        <FormattedMessage id="lottery.drawing" />
      )}
    </span>
  );
}

/** Placeholder lines while a card's draw loads. */
const skeleton = (width: string) => ({ display: 'block', width, height: 12, borderRadius: 6, background: 'var(--c-surfaceRaised)' });

/**
 * One lottery: name, vendor and schedule; its current draw with a countdown to its close (then it
 * asks for the next draw); the last draw's numbers. A tap launches it as a game list tile does.
 */
export function LotteryCard({ lottery }: { lottery: Lottery }) {
  const engine = useEngine();
  const intl = useIntl();
  const press = usePress();
  const id = useId();
  const numero = useClockedCall('lotteryNumero', { gameCode: lottery.gameCode });
  const { data, offset, reload } = numero;
  const now = useSecondTick();
  const closed = data !== undefined && secondsLeft(data.closesAt, offset, now) === 0;
  // At the close the next draw is asked for, once per draw: the server's clock has passed it by then.
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (closed && asked.current !== data.numero) {
      asked.current = data.numero;
      reload();
    }
  }, [closed, data, reload]);

  const launch = () =>
    void launchGame(
      launchRequestFor({
        gameType: lottery.gameType,
        vassalage: lottery.vendor,
        gameId: lottery.gameId,
        nodeId: lottery.nodeId,
        gameCode: lottery.gameCode,
        lottoMode: lottery.lottoMode,
      }),
      engine,
    );

  return (
    <li data-lottery={lottery.gameCode} css={{ ...card, padding: 0, display: 'grid', overflow: 'hidden' }}>
      <button
        type="button"
        {...press}
        onClick={launch}
        aria-label={intl.formatMessage({ id: 'game.launch' }, { name: lottery.name, vendor: lottery.vendorName })}
        aria-describedby={data ? `${id}-draw ${id}-close ${id}-last` : undefined}
        css={{
          ...pressedStyle,
          display: 'grid',
          gap: 6,
          width: '100%',
          padding: 12,
          border: 'none',
          background: 'transparent',
          color: 'var(--c-text)',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <span css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <span css={{ fontWeight: 700, fontSize: '0.95rem' }}>{lottery.name}</span>
          <span css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
            {lottery.vendorName}
            {' · '}
            {lottery.drawTime ? (
              <FormattedMessage id="lottery.dailyAt" values={{ time: lottery.drawTime }} />
            ) : (
              <FormattedMessage id="lottery.everyMinutes" values={{ minutes: lottery.intervalMinutes }} />
            )}
          </span>
        </span>
        {data ? (
          <>
            <span css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
              <span id={`${id}-draw`} data-testid="lottery-numero" css={{ fontSize: '0.85rem', fontVariantNumeric: 'tabular-nums' }}>
                <FormattedMessage id="lottery.numero" values={{ numero: data.numero }} />
              </span>
              <Countdown id={`${id}-close`} closesAt={data.closesAt} offset={offset} />
            </span>
            <span id={`${id}-last`} data-testid="lottery-last" css={{ display: 'grid', gap: 4 }}>
              <span css={{ fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
                <FormattedMessage id="lottery.lastDraw" values={{ numero: data.previous.numero }} />
              </span>
              <span css={visuallyHidden}>
                <FormattedMessage id="lottery.lastNumbers" values={{ numbers: data.previous.numbers.join(', ') }} />
              </span>
              <Balls numbers={data.previous.numbers} />
            </span>
          </>
        ) : (
          numero.error === undefined && (
            <span aria-hidden css={{ display: 'grid', gap: 6 }}>
              <span css={skeleton('60%')} />
              <span css={skeleton('85%')} />
            </span>
          )
        )}
      </button>
      {numero.error !== undefined && (!data || closed) && <LoadError onRetry={reload} error={numero.error} />}
    </li>
  );
}
