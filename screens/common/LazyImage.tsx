import { useEffect, useMemo, useRef, useState, type ImgHTMLAttributes } from 'react';
import { imageUrl, throttledQueue, useEngine } from '../../engine';

let queue: ReturnType<typeof throttledQueue> | undefined;

/**
 * An image that loads once it comes within the tenant's lazy-image threshold of the viewport
 * (constants.lazyImages.thresholdPx as the observer's margin), revealed in batches at most once
 * per throttleMs, from an image CDN picked at random for this use (settings.imageCDNs).
 */
export function LazyImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const { config } = useEngine();
  const { thresholdPx, throttleMs } = config.constants.lazyImages;
  const cdns = config.settings.imageCDNs;
  const url = useMemo(() => imageUrl(src, cdns), [src, cdns]);
  // Starts as the stand-in everywhere, the server included, so server markup hydrates as is.
  const [shown, setShown] = useState(false);
  const standIn = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (shown || !standIn.current) return;
    if (typeof IntersectionObserver !== 'function') {
      setShown(true);
      return;
    }
    queue ??= throttledQueue(throttleMs);
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        queue!.push(() => live && setShown(true));
      },
      { rootMargin: `${thresholdPx}px` },
    );
    observer.observe(standIn.current);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [shown, thresholdPx, throttleMs]);
  if (shown) return <img src={url} alt={alt} {...rest} />;
  // A decorative image (alt "") stays hidden from screen readers while it waits, as the img would be.
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return <span ref={standIn} {...named} className={rest.className} css={{ display: 'block', minHeight: 1 }} />;
}
