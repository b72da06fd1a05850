import { logoFor, useEngine, useUi } from '../../engine';

/** The tenant's logo for the current theme; its alternative text is the brand name. */
export function Logo({ height = 32 }: { height?: number }) {
  const { brand, themes } = useEngine().config;
  const theme = useUi((s) => s.theme);
  return (
    <img
      src={logoFor(brand.logo, theme, themes.default)}
      alt={brand.name}
      height={height}
      css={{ height, width: 'auto', maxWidth: 160, display: 'block' }}
    />
  );
}
