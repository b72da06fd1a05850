import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useUi, type RedRainResponse } from '../../engine';
import { readFailure } from '../common/form/failure';
import { EmptyState, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { useTenantTimeZone } from '../common/tenant-day';
import { primaryButton, secondaryButton } from '../common/styles';
import { BalanceValue } from '../common/Balance';
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
  const timeZone = useTenantTimeZone();
  const { data, error, loading, reload } = useDataSource('redRain', { language });
  const [raining, setRaining] = useState<RainEvent | null>(null);
  // the event whose rain was just closed: its card takes the focus back
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (raining || returnTo === null) return;
    document.getElementById(`rain-event-${returnTo}`)?.focus();
  }, [raining, returnTo]);

  if (raining) {
    return (
      <Rain
        event={raining}
        onClose={() => {
          setReturnTo(raining.id);
          setRaining(null);
          reload();
        }}
      />
    );
  }
  return (
    <Page label={intl.formatMessage({ id: 'agent.redRain' })}>
      <p css={{ margin: 0, display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <span css={{ color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="redRain.balance" />
        </span>
        <strong>
          <BalanceValue testId="rain-balance" />
        </strong>
      </p>
      {loading && !data && <Loading />}
      {error !== undefined && !loading && <LoadError error={error} onRetry={reload} />}
      {data && data.list.length === 0 && <EmptyState message="redRain.none" />}
      {data?.list.map((e) => {
        // an upcoming event whose start has passed is on now, and an active one whose end has passed is over (until the list is loaded again)
        const state =
          e.state !== 'ended' && Date.parse(e.endsAt) <= now
            ? 'ended'
            : e.state === 'upcoming' && Date.parse(e.startsAt) <= now
              ? 'active'
              : e.state;
        return (
          <Card key={e.id} testId="rain-event">
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <h2 id={`rain-event-${e.id}`} tabIndex={-1} css={{ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}>
                {e.title}
              </h2>
              <span
                data-testid="rain-state"
                css={{ fontSize: '0.8rem', fontWeight: 700, color: state === 'active' ? 'var(--c-danger)' : 'var(--c-textMuted)' }}
              >
                <FormattedMessage id={`redRain.state.${state}`} />
              </span>
            </div>
            <Line label="redRain.startsAt" value={formatDate(e.startsAt, language, timeZone)} />
            <Line label="redRain.endsAt" value={formatDate(e.endsAt, language, timeZone)} />
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
            ) : state === 'active' ? (
              <button type="button" css={{ ...primaryButton, width: '100%', marginTop: 8 }} onClick={() => setRaining(e)}>
                <FormattedMessage id="redRain.join" />
              </button>
            ) : (
              // not yet, or over: the way in shows, but cannot be used
              <button
                type="button"
                disabled
                css={{
                  ...primaryButton,
                  width: '100%',
                  marginTop: 8,
                  background: 'var(--c-surfaceRaised)',
                  color: 'var(--c-textMuted)',
                  cursor: 'not-allowed',
                }}
              >
                <FormattedMessage id={state === 'ended' ? 'redRain.over' : 'redRain.notYet'} />
              </button>
            )}
          </Card>
        );
      })}
    </Page>
  );
}

/** Keeps Tab and Shift+Tab among the dialog's own controls, as the page behind it is covered. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const inside = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input, [tabindex="0"]')];
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !dialog.contains(at))) {
    event.preventDefault();
    first.focus();
  }
}

function Rain({ event, onClose }: { event: RainEvent; onClose: () => void }) {
  const intl = useIntl();
  const engine = useEngine();
  const [result, setResult] = useState<{ amount: string; balance: string; already: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // one call per rain, however fast the taps come (state would only show the first after a render)
  const grabbing = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLButtonElement>(null);

  // the list behind ticks every second and hands a new onClose each time: the keys read the latest
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (e.key === 'Tab' && dialog.current) trapTab(e, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    // the envelope that had the focus is gone: the way out takes it
    if (result || problem) done.current?.focus();
  }, [result, problem]);

  async function grab() {
    if (grabbing.current) return;
    grabbing.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const got = await engine.api.call('redRainGrab', { eventId: event.id });
      setResult(got);
      // the header and the other money screens read the wallet store
      void engine.services.refreshWallet();
    } catch (failure) {
      setProblem(readFailure(failure, intl.messages).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="rain-title"
      tabIndex={-1}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 20,
        background: 'linear-gradient(#7a0a0a, #c0392b)',
        color: '#fff',
        overflow: 'hidden',
        outline: 'none',
      }}
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
        <button
          type="button"
          css={{ ...secondaryButton, flex: 'none', minHeight: 36, padding: '0 16px', background: '#fff', color: '#7a0a0a' }}
          onClick={onClose}
        >
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
          <button ref={done} type="button" css={{ ...primaryButton, marginTop: 16, width: '100%' }} onClick={onClose}>
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
                // a keyboard user's envelope stops falling while one has the focus
                '&:focus-within li': { animationPlayState: 'paused' },
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
                    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3 },
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
