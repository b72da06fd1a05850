import { useMemo, useState } from 'react';
import { imageUrl, useEngine } from '../../engine';
import { Icon } from '../common/Icon';

/**
 * A vendor's mark drawn from its code when the screen configures no image for it: the code's
 * first part when it is short (PG, JILI, DS88, TCG), else its first three characters.
 */
function vendorMonogram(vassalage: string): string {
  const first = vassalage.split(/[_\s-]+/).find(Boolean) ?? '?';
  return (first.length <= 4 ? first : first.slice(0, 3)).toUpperCase();
}

/** A hue of the colour wheel that stays the same for a vendor code, so each vendor keeps its colour. */
function vendorHue(vassalage: string): number {
  let hash = 2166136261;
  for (const char of vassalage) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % 360;
}

const round = (size: number) => ({
  flex: 'none',
  width: size,
  height: size,
  borderRadius: '50%',
});

/**
 * One vendor's icon in the category scroller (SPEC 2): the image the screen configures for the
 * vendor's code (vendorIcons), else its monogram on a colour of its own; an image that fails to
 * load gives way to the monogram. Decorative: the vendor's name is beside it.
 */
export function VendorIcon({ vassalage, src, size }: { vassalage: string; src?: string; size: number }) {
  const { config } = useEngine();
  const cdns = config.settings.imageCDNs;
  const url = useMemo(() => (src ? imageUrl(src, cdns) : undefined), [src, cdns]);
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
        css={{ ...round(size), display: 'block', objectFit: 'cover', background: 'var(--c-surfaceRaised)' }}
      />
    );
  }
  const text = vendorMonogram(vassalage);
  return (
    <span
      aria-hidden
      data-monogram={text}
      css={{
        ...round(size),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        // 30 % lightness keeps white text above 4.5:1 on every hue
        background: `hsl(${vendorHue(vassalage)} 50% 30%)`,
        color: '#fff',
        fontWeight: 700,
        fontSize: Math.round(size * (text.length <= 2 ? 0.38 : text.length === 3 ? 0.3 : 0.26)),
        letterSpacing: -0.3,
        lineHeight: 1,
      }}
    >
      {text}
    </span>
  );
}

/** The icon of the scroller's 'All' entry. */
export function AllVendorsIcon({ size }: { size: number }) {
  return (
    <span
      aria-hidden
      css={{
        ...round(size),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--c-surfaceRaised)',
        color: 'var(--c-text)',
      }}
    >
      <Icon name="game" size={Math.round(size * 0.55)} />
    </span>
  );
}
