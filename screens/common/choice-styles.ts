/**
 * The looks of choices the member picks one of: chips, segmented switches, radio pills. Apart from
 * the button styles (styles.ts) because no part of the home route's first JavaScript draws one.
 */
/** The colours of a choice that fills with the primary colour when selected (chips, segmented switches, radio pills); `idle` is its background otherwise. */
export const selectedFill = (active: boolean, idle: string) => ({
  border: `1px solid ${active ? 'var(--c-primary)' : 'var(--c-border)'}`,
  background: active ? 'var(--c-primary)' : idle,
  color: active ? 'var(--c-onPrimary)' : 'var(--c-text)',
});

/** A selectable pill (vendor menus, filters); the selected one takes the primary colour. */
export const chip = (active: boolean) => ({
  flex: 'none',
  minHeight: 32,
  padding: '4px 12px',
  borderRadius: 16,
  ...selectedFill(active, 'var(--c-surface)'),
  fontSize: '0.8rem',
  whiteSpace: 'nowrap' as const,
});
