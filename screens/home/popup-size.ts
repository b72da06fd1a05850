/**
 * A designed size in pixels as the site draws it (SPEC 9.23): divided by 100, in the design's rem.
 * The designs are drawn 750 px wide with 100 px to the rem, so their rem is a 7.5th of the
 * column the site shows (the screen's width, at most the shell's 600 px column), not the
 * browser's 16 px rem: a 600 px popup is 6 design rem, 312 CSS px on a 390 px phone.
 */
export function pxToRem(px: number): string {
  return `calc(${px / 100} * min(100vw, 600px) / 7.5)`;
}

interface Sized {
  popupWidthPx?: number;
  popupHeightPx?: number;
}

/**
 * The login popup's size for the announcements it lists (SPEC 9.23): the largest designed width
 * and height among them, in rem; the popup's own size where none has one. Never wider or taller
 * than the screen leaves it; words wrap inside it, and what does not fit scrolls.
 */
export function popupSize(notices: readonly Sized[]) {
  const largest = (key: keyof Sized) => Math.max(0, ...notices.map((notice) => notice[key] ?? 0));
  const width = largest('popupWidthPx');
  const height = largest('popupHeightPx');
  return {
    // a narrow design breaks long words rather than letting them run out of the popup
    ...(width > 0 && { width: pxToRem(width), maxWidth: '100%', overflowWrap: 'anywhere' as const }),
    ...(height > 0 && { height: pxToRem(height), maxHeight: '100%', overflowY: 'auto' as const }),
  };
}
