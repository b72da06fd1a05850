import { useEngine } from '../../engine/app/react';

/** The tenant's logo; its alternative text is the brand name. */
export function Logo({ height = 32 }: { height?: number }) {
  const { brand } = useEngine().config;
  return <img src={brand.logo} alt={brand.name} height={height} css={{ height, width: 'auto', maxWidth: 160, display: 'block' }} />;
}
