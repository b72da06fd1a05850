/** A row of tabs or chips that scrolls sideways, without a scroll bar. */
export const scrollStrip = { display: 'flex', overflowX: 'auto' as const, scrollbarWidth: 'none' as const };

/** A scroll strip that stays in view under what is stuck above it (`top`) as the page scrolls. */
export const stickyStrip = (top: number, zIndex: number) => ({ ...scrollStrip, position: 'sticky' as const, top, zIndex });

/** A tab of a strip, underlined (a line of `line` px) and bold when selected. */
export const underlineTab = (selected: boolean, line: number) => ({
  flex: 'none',
  border: 'none',
  borderBottom: `${line}px solid ${selected ? 'var(--c-primary)' : 'transparent'}`,
  background: 'transparent',
  color: selected ? 'var(--c-primary)' : 'var(--c-text)',
  fontWeight: selected ? 700 : 500,
  whiteSpace: 'nowrap' as const,
});
