/**
 * Shared button styles; colours come from the theme's CSS custom properties. The height is a
 * minimum, not a fixed size: a label that wraps (TY runs longer than EN, phones are 360 px wide)
 * grows the button instead of spilling over its border.
 */
/** The shape of a pill button: centred icon and label, 40 px tall at least, round ends. */
export const pillShape = {
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 40,
  borderRadius: 20,
};

const baseButton = {
  ...pillShape,
  padding: '4px 8px',
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center' as const,
};

export const primaryButton = { ...baseButton, border: 'none', background: 'var(--c-primary)', color: 'var(--c-onPrimary)' };

export const secondaryButton = {
  ...baseButton,
  border: '1px solid var(--c-primary)',
  background: 'transparent',
  color: 'var(--c-primary)',
};

/** A 44 px round target for icon-only buttons (each has an accessible name). */
export const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: 22,
  background: 'transparent',
  color: 'var(--c-text)',
  position: 'relative' as const,
};

/** A header that stays at the top of the scrolling page (the home's, the inner pages'), its items in a row. */
export const topBar = { position: 'sticky' as const, top: 0, zIndex: 20, display: 'flex', alignItems: 'center' };

/** A bar fixed to the bottom edge (the bottom menu, the agent home's footer), clear of the home indicator; each sets its z-index and background. */
export const bottomBar = {
  position: 'fixed' as const,
  bottom: 0,
  left: 0,
  right: 0,
  paddingBottom: 'env(safe-area-inset-bottom)',
  borderTop: '1px solid var(--c-border)',
};

/** The dimmed layer under a modal dialog, centring it; each dialog sets its own z-index and margin. */
export const dialogMask = {
  position: 'fixed' as const,
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'var(--c-mask)',
};

/** A modal dialog's card, full width up to the maxWidth each dialog sets. */
export const dialogPanel = { width: '100%', borderRadius: 12, background: 'var(--c-surface)', color: 'var(--c-text)' };
