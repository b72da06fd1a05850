import 'keen-slider/keen-slider.min.css';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  bannerParams,
  imageUrl,
  useDataSource,
  useEngine,
  useUi,
  type Banner as BannerItem,
  type BannerNode,
  type NodeProps,
} from '../../engine';
import { slidesInGroup } from './slider-group';

/** Advances the slider every `ms`, pausing while the user drags or hovers. */
function autoplay(ms: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let held = false;
    const clear = () => timer && clearTimeout(timer);
    const next = () => {
      clear();
      if (!held) timer = setTimeout(() => slider.next(), ms);
    };
    slider.on('created', () => {
      slider.container.addEventListener('mouseenter', () => ((held = true), clear()));
      slider.container.addEventListener('mouseleave', () => ((held = false), next()));
      next();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', next);
    slider.on('updated', next);
    slider.on('destroyed', clear);
  };
}

/** Opens a banner's target in the same window: in-app paths through the router. */
function openTarget(linkage: string, engine: ReturnType<typeof useEngine>) {
  if (!linkage) return;
  if (linkage.startsWith('/m/')) engine.navigate(linkage);
  else engine.openUrl(linkage, '_self');
}

/** Banner carousel (SPEC 2 and 9): loop, 5000 ms autoplay and pagination only with several banners. */
export default function Banner({ node }: NodeProps<BannerNode>) {
  const { data, loading } = useBannerGroup(node.group, node.types);
  if (loading && !data) return <div aria-hidden css={bannerFrame} />;
  return <BannerSlides banners={data ?? []} />;
}

/** One banner group's banners (mobile platform, the types a page shows). */
export function useBannerGroup(group: string, types?: string) {
  const language = useUi((s) => s.language);
  return useDataSource('banners', bannerParams(group, language, types));
}

/** The banners as one slide or a carousel; nothing when there are none. */
export function BannerSlides({ banners }: { banners: BannerItem[] }) {
  const engine = useEngine();
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <section aria-label={banners[0].title} css={bannerFrame}>
        <Slide banner={banners[0]} onOpen={() => openTarget(banners[0].linkage, engine)} eager />
      </section>
    );
  }
  const { bannerAutoplayMs, sliderGroup } = engine.config.constants;
  return <Carousel banners={banners} autoplayMs={bannerAutoplayMs} group={sliderGroup} onOpen={(b) => openTarget(b.linkage, engine)} />;
}

function Carousel({
  banners,
  autoplayMs,
  group,
  onOpen,
}: {
  banners: BannerItem[];
  autoplayMs: number;
  group: number;
  onOpen: (b: BannerItem) => void;
}) {
  const intl = useIntl();
  const [current, setCurrent] = useState(0);
  // Slides once in the group keep their image; the others load when the group reaches them.
  const [reached, setReached] = useState(() => new Set(slidesInGroup(0, banners.length, group)));
  const [ref, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      slideChanged: (s) => {
        const rel = s.track.details.rel;
        setCurrent(rel);
        setReached((before) => {
          const near = slidesInGroup(rel, banners.length, group);
          return near.every((index) => before.has(index)) ? before : new Set([...before, ...near]);
        });
      },
    },
    [autoplay(autoplayMs)],
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'banner.label' })}
      css={{ ...bannerFrame, position: 'relative' }}
    >
      <div ref={ref} className="keen-slider" css={{ height: '100%' }}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="keen-slider__slide"
            // one slide wide before the slider starts (server-rendered markup); the slider then sizes it
            css={{ flex: '0 0 100%' }}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage({ id: 'banner.slide' }, { index: index + 1, count: banners.length })}
          >
            <Slide banner={banner} onOpen={() => onOpen(banner)} eager={index === 0} load={reached.has(index)} />
          </div>
        ))}
      </div>
      <div css={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 4 }}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            aria-label={intl.formatMessage({ id: 'banner.goTo' }, { index: index + 1 })}
            aria-current={current === index || undefined}
            onClick={() => slider.current?.moveToIdx(index)}
            css={{
              width: 24,
              height: 24,
              padding: 0,
              border: 'none',
              background: 'none',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <span
              css={{
                width: current === index ? 16 : 6,
                height: 6,
                borderRadius: 3,
                background: current === index ? '#fff' : 'rgba(255,255,255,0.55)',
                transition: 'width 200ms',
              }}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * One banner. The first is the page's largest image (LCP): loaded at once with high priority. The
 * others load when their slide is in the group; they are not LazyImages, as a slide beside the
 * current one is clipped by the carousel and would only start loading as it slides in.
 */
function Slide({ banner, onOpen, eager, load = true }: { banner: BannerItem; onOpen: () => void; eager: boolean; load?: boolean }) {
  const { config } = useEngine();
  const cdns = config.settings.imageCDNs;
  const src = useMemo(() => imageUrl(banner.url, cdns), [banner.url, cdns]);
  return (
    <button
      type="button"
      onClick={onOpen}
      css={{ display: 'block', width: '100%', height: '100%', padding: 0, border: 'none', background: 'none' }}
    >
      {load ? (
        <img
          src={src}
          alt={banner.title}
          width={750}
          height={300}
          fetchPriority={eager ? 'high' : 'auto'}
          css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <span role="img" aria-label={banner.title} css={{ display: 'block', width: '100%', height: '100%' }} />
      )}
    </button>
  );
}

/** The banner's box: the 750x300 artwork's shape, rounded, inset from the screen's edges. */
export const bannerFrame = {
  margin: '8px 12px',
  aspectRatio: '5 / 2',
  borderRadius: 12,
  overflow: 'hidden',
  background: 'var(--c-surface)',
};
