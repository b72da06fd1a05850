import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RedRainResponse } from '../../engine/config/types.gen';
import { useDataSource, useEngine, useUi } from '../../engine/react/hooks';
import { readFailure } from '../common/form/failure';
import { EmptyState, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { primaryButton, secondaryButton } from '../common/styles';
import { Icon } from '../common/Icon';
import { Card, Line, money } from './parts';

type RainEvent = RedRainResponse['list'][number];

const ENVELOPES = 12;

/** Time left until `iso`: whole days, and h:mm:ss of the last day. */
export function countdown(iso: string, now: number): { days: number; time: string } {
  const s = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  const rest = s % 86_400;
  const time = `${Math.floor(rest / 3600)}:${String(Math.floor((rest % 3600) / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
  return { days: Math.floor(s / 86_400), time };
}

/**
 * Red envelope rain (/m/redRain): the tenant's events, upcoming (with a countdown), on now and
 * ended. During one, the member opens the rain and taps an envelope: one grab per event, credited
 * through the ledger; the amount and the new balance show. Reduced motion gets a still grid.
 */
export default function RedRain() {
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const { data, error, loading, reload } = useDataSource('redRain');
  const [raining, setRaining] = useState<RainEvent | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (raining) {
    return (
      <Rain
        event={raining}
        onClose={() => {
          setRaining(null);
          reload();
        }}
      />
    );
  }
  return (
    <Page label={intl.formatMessage({ id: 'agent.redRain' })}>
      {loading && !data && <Loading />}
      {error !== undefined && !loading && <LoadError error={error} onRetry={reload} />}
      {data && data.list.length === 0 && <EmptyState message="redRain.none" />}
      {data?.list.map((e) => {
        // an upcoming event whose start has passed is on now (until the list is loaded again)
        const state = e.state === 'upcoming' && Date.parse(e.startsAt) <= now ? 'active' : e.state;
        return (
          <Card key={e.id} testId="rain-event">
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <h2 css={{ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}>{e.title}</h2>
              <span
                data-testid="rain-state"
                css={{ fontSize: '0.8rem', fontWeight: 700, color: state === 'active' ? 'var(--c-danger)' : 'var(--c-textMuted)' }}
              >
                <FormattedMessage id={`redRain.state.${state}`} />
              </span>
            </div>
            <Line label="redRain.startsAt" value={formatDate(e.startsAt, language)} />
            <Line label="redRain.endsAt" value={formatDate(e.endsAt, language)} />
            <Line label="redRain.upTo" value={money(e.maxAmount)} />
            {state === 'upcoming' && (
              <Line
                label="redRain.startsIn"
                value={
                  <span role="timer">
                    <FormattedMessage id="redRain.countdown" values={countdown(e.startsAt, now)} />
                  </span>
                }
                strong
              />
            )}
            {e.grabbed !== null ? (
              <Line label="redRain.grabbed" value={<span data-testid="rain-grabbed">{money(e.grabbed)}</span>} strong />
            ) : (
              state === 'active' && (
                <button type="button" css={{ ...primaryButton, width: '100%', marginTop: 8 }} onClick={() => setRaining(e)}>
                  <FormattedMessage id="redRain.join" />
                </button>
              )
            )}
          </Card>
        );
      })}
    </Page>
  );
}

function Rain({ event, onClose }: { event: RainEvent; onClose: () => void }) {
  const intl = useIntl();
  const engine = useEngine();
  const [result, setResult] = useState<{ amount: string; balance: string; already: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function grab() {
    if (busy || result) return;
    setBusy(true);
    setProblem(null);
    try {
      const got = await engine.api.call('redRainGrab', { eventId: event.id });
      setResult(got);
      void engine.services.refreshWallet();
    } catch (failure) {
      setProblem(readFailure(failure, intl.messages).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="rain-title"
      css={{ position: 'fixed', inset: 0, zIndex: 20, background: 'linear-gradient(#7a0a0a, #c0392b)', color: '#fff', overflow: 'hidden' }}
    >
      <div
        css={{
          position: 'relative',
          zIndex: 2,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: 12,
          gap: 8,
        }}
      >
        <h2 id="rain-title" css={{ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {event.title}
        </h2>
        <button type="button" css={{ ...secondaryButton, minHeight: 36, background: '#fff', color: '#7a0a0a' }} onClick={onClose}>
          <FormattedMessage id="app.close" />
        </button>
      </div>
      {result || problem ? (
        <div
          role="status"
          data-testid="rain-result"
          css={{
            position: 'relative',
            zIndex: 2,
            margin: '15vh 24px 0',
            padding: 24,
            borderRadius: 16,
            background: '#fff',
            color: '#7a0a0a',
            textAlign: 'center',
          }}
        >
          {result ? (
            <>
              <p css={{ margin: 0 }}>
                <FormattedMessage id={result.already ? 'redRain.alreadyGot' : 'redRain.youGot'} />
              </p>
              <p data-testid="rain-amount" css={{ margin: '8px 0', fontSize: '2rem', fontWeight: 800 }}>
                {money(result.amount)}
              </p>
              <p css={{ margin: 0 }}>
                <FormattedMessage id="redRain.newBalance" values={{ balance: money(result.balance) }} />
              </p>
            </>
          ) : (
            <p role="alert" css={{ margin: 0 }}>
              {problem && (intl.messages[problem] ? intl.formatMessage({ id: problem }) : problem)}
            </p>
          )}
          <button type="button" css={{ ...primaryButton, marginTop: 16, width: '100%' }} onClick={onClose}>
            <FormattedMessage id="redRain.done" />
          </button>
        </div>
      ) : (
        <>
          <p css={{ position: 'relative', zIndex: 2, margin: '0 12px', textAlign: 'center' }}>
            <FormattedMessage id="redRain.tapOne" />
          </p>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: '12px',
              display: 'grid',
              gridTemplateColumns: 'repeat(4, 1fr)',
              gap: 12,
              '@media (prefers-reduced-motion: no-preference)': {
                '& li': { animation: 'rain-fall 3.2s linear infinite' },
                '& li:nth-of-type(3n)': { animationDelay: '-1.1s', animationDuration: '2.6s' },
                '& li:nth-of-type(3n+1)': { animationDelay: '-2.2s', animationDuration: '3.8s' },
              },
              '@keyframes rain-fall': { from: { transform: 'translateY(-40vh)' }, to: { transform: 'translateY(90vh)' } },
            }}
          >
            {Array.from({ length: ENVELOPES }, (_, i) => (
              <li key={i}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void grab()}
                  aria-label={intl.formatMessage({ id: 'redRain.envelope' }, { n: i + 1 })}
                  css={{
                    width: '100%',
                    aspectRatio: '3 / 4',
                    border: '2px solid #f9d56e',
                    borderRadius: 8,
                    background: 'linear-gradient(#e74c3c, #a01a1a)',
                    color: '#f9d56e',
                    fontSize: '1.4rem',
                    fontWeight: 800,
                    cursor: 'pointer',
                  }}
                >
                  <Icon name="gift" size={28} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
