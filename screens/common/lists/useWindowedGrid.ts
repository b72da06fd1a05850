import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The rows of a fixed-height grid to put in the DOM for a scroll position (end exclusive). */
export interface RowRange {
  first: number;
  end: number;
}

export interface GridGeometry {
  columns: number;
  rowHeight: number;
  tileWidth: number;
}

/**
 * Rows intersecting the viewport, plus `overscan` rows each side. `offsetTop` is the grid's top
 * in document coordinates; the page (window) is the scroller.
 */
export function visibleRows(
  scrollY: number,
  viewportHeight: number,
  offsetTop: number,
  rowHeight: number,
  rowCount: number,
  overscan: number,
): RowRange {
  if (rowCount <= 0 || rowHeight <= 0) return { first: 0, end: 0 };
  const top = scrollY - offsetTop;
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(rowCount, Math.max(0, Math.ceil((top + viewportHeight) / rowHeight)) + overscan);
  return { first: Math.min(first, end), end };
}

/** Columns and row height for a container width: at least 3 columns of tiles no narrower than minWidth. */
export function gridGeometry(width: number, minWidth: number, gap: number, textHeight: number): GridGeometry {
  const columns = Math.max(3, Math.floor((width + gap) / (minWidth + gap)));
  const tileWidth = Math.max(1, (width - gap * (columns - 1)) / columns);
  return { columns, tileWidth, rowHeight: Math.round(tileWidth + textHeight + gap) };
}

/**
 * The rows of fixed height `rowHeight` to render for a list scrolled by the page: measured before
 * paint, then again (once a frame at most) on scroll and resize. `ref` is the list's container.
 */
export function useWindowedRows(ref: RefObject<HTMLElement | null>, rowHeight: number, rowCount: number, overscan: number): RowRange {
  const [range, setRange] = useState<RowRange>({ first: 0, end: 0 });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const offsetTop = element.getBoundingClientRect().top + window.scrollY;
    const next = visibleRows(window.scrollY, window.innerHeight, offsetTop, rowHeight, rowCount, overscan);
    setRange((current) => (current.first === next.first && current.end === next.end ? current : next));
  }, [ref, rowHeight, rowCount, overscan]);

  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure]);

  return range;
}

/**
 * Windowing for a grid scrolled by the page: only rows near the viewport are rendered, so a list
 * of thousands of games keeps a bounded number of tiles in the DOM. Returns a ref for the grid
 * container, its geometry and the row range to render.
 */
export function useWindowedGrid(itemCount: number, options: { minTileWidth: number; gap: number; textHeight: number; overscan?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const geometry = gridGeometry(width || 360, options.minTileWidth, options.gap, options.textHeight);
  const rowCount = Math.ceil(itemCount / geometry.columns);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const range = useWindowedRows(ref, geometry.rowHeight, rowCount, options.overscan ?? 2);

  return { ref, geometry, rowCount, range, totalHeight: rowCount * geometry.rowHeight };
}
