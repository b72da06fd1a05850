import { memo, useState } from 'react';
import { LazyImage } from '../common/LazyImage';

/** The default game image (SPEC 2, 8): drawn inline, so it shows even when no image can load. */
function GamePlaceholder({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-hidden
      focusable="false"
      css={{ display: 'block', width: '100%', height: '100%' }}
    >
      <rect width="64" height="64" rx="10" fill="var(--c-surfaceRaised)" />
      <path
        d="M18 27h28a8 8 0 010 16c-4 0-6-4-14-4s-10 4-14 4a8 8 0 010-16z"
        fill="none"
        stroke="var(--c-textMuted)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M22 31v8M18 35h8M41 33h.01M45 37h.01" stroke="var(--c-textMuted)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A game's image, loaded once within the lazy-image threshold (SPEC 9) from a CDN picked for this
 * use; a failed load shows the default image instead.
 */
export const GameImage = memo(function GameImage({ src, size }: { src: string; size: number }) {
  const [failed, setFailed] = useState(!src);
  if (failed) return <GamePlaceholder size={size} />;
  return (
    <LazyImage
      src={src}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setFailed(true)}
      css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', background: 'var(--c-surfaceRaised)' }}
    />
  );
});
