import { useMemo } from 'react';
import { imageUrl, useEngine, type HeadIcon as HeadIconData } from '../../engine';
import { Icon } from './Icon';

/**
 * The member's head icon (SPEC 7 Account): the avatar they picked, or the generic user icon when
 * none is picked or it is not known yet. Decorative: the name beside it says whose it is.
 */
export function HeadIcon({ icon, size }: { icon: HeadIconData | null | undefined; size: number }) {
  const { config } = useEngine();
  const cdns = config.settings.imageCDNs;
  const url = useMemo(() => (icon ? imageUrl(icon.url, cdns) : undefined), [icon, cdns]);
  return (
    <span
      aria-hidden
      data-testid="head-icon"
      data-head-icon={icon?.id ?? 'none'}
      css={{
        display: 'inline-flex',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: size / 2,
        overflow: 'hidden',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--c-surface)',
        color: 'var(--c-primary)',
      }}
    >
      {url ? (
        <img src={url} alt="" width={size} height={size} css={{ display: 'block' }} />
      ) : (
        <Icon name="user" size={Math.round(size * 0.58)} />
      )}
    </span>
  );
}
