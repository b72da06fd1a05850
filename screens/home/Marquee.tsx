import { keyframes } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { noticesParams, useDataSource, useEngine, useUi } from '../../engine';
import { Icon } from '../common/Icon';
import { ActionControl } from '../common/ActionControl';

/** Pixels moved per frame at the configured frame rate (SPEC 9: 30 fps). */
const STEP_PX = 1;

/** From the right edge of the box to the track's own width past its left edge. */
const scroll = keyframes({ from: { transform: 'translateX(var(--marquee-from))' }, to: { transform: 'translateX(var(--marquee-to))' } });

/** The announcement ticker: titles scrolling at 30 fps, or 'No announcement'; tap opens /m/notice. */
export default function Marquee() {
  const intl = useIntl();
  const engine = useEngine();
  const { config } = engine;
  const language = useUi((s) => s.language);
  const { data } = useDataSource('notices', noticesParams(language));
  const titles = data?.list.map((n) => n.title) ?? [];
  const track = useRef<HTMLSpanElement>(null);
  useScroll(track, config.constants.marqueeFps, titles.join('|'));

  return (
    <ActionControl
      action={{ action: 'navigate', to: engine.pathTo('notice') }}
      aria-label={intl.formatMessage({ id: 'marquee.label' })}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        width: 'calc(100% - 24px)',
        margin: '0 12px 8px',
        height: 36,
        padding: '0 12px',
        border: 'none',
        borderRadius: 18,
        background: 'var(--c-surface)',
        color: 'var(--c-text)',
        textDecoration: 'none',
        overflow: 'hidden',
      }}
    >
      <span css={{ color: 'var(--c-primary)', display: 'inline-flex', flex: 'none' }}>
        <Icon name="speaker" size={18} />
      </span>
      <span css={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textAlign: 'left', fontSize: '0.85rem' }}>
        {titles.length === 0 ? (
          <span css={{ color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="marquee.empty" />
          </span>
        ) : (
          <span
            ref={track}
            data-testid="marquee-track"
            css={{
              display: 'inline-block',
              willChange: 'transform',
              '&[data-scroll]': { animation: `${scroll} var(--marquee-duration) steps(var(--marquee-steps)) infinite` },
            }}
          >
            {titles.map((title, i) => (
              <span key={i} css={{ marginRight: 48 }}>
                {title}
              </span>
            ))}
          </span>
        )}
      </span>
    </ActionControl>
  );
}

/**
 * Moves the track left by STEP_PX at `fps` frames a second, wrapping when it has scrolled out.
 * A CSS animation in `steps`, measured once: the compositor runs it, so the ticker costs the
 * main thread nothing per frame (a requestAnimationFrame loop did, at start-up too).
 */
function useScroll(track: React.RefObject<HTMLSpanElement | null>, fps: number, content: string) {
  useEffect(() => {
    const element = track.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const parentWidth = element.parentElement?.clientWidth ?? 0;
    const frames = Math.max(1, Math.ceil((parentWidth + element.scrollWidth) / STEP_PX));
    element.style.setProperty('--marquee-from', `${parentWidth}px`);
    element.style.setProperty('--marquee-to', `${parentWidth - frames * STEP_PX}px`);
    element.style.setProperty('--marquee-steps', String(frames));
    element.style.setProperty('--marquee-duration', `${(frames / fps).toFixed(3)}s`);
    element.setAttribute('data-scroll', '');
    return () => element.removeAttribute('data-scroll');
  }, [track, fps, content]);
}
