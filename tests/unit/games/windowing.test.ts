import { describe, expect, it } from 'vitest';
import { shouldLoadMore } from '../../../screens/common/lists/useInfiniteScroll';
import { gridGeometry, visibleRows } from '../../../screens/common/lists/useWindowedGrid';

describe('visibleRows', () => {
  it('keeps only the rows around the viewport, whatever the row count', () => {
    expect(visibleRows(0, 844, 200, 150, 2000, 2)).toEqual({ first: 0, end: 7 });
    const far = visibleRows(150_000, 844, 200, 150, 2000, 2);
    expect(far.first).toBe(996);
    expect(far.end - far.first).toBeLessThanOrEqual(Math.ceil(844 / 150) + 1 + 4);
  });
  it('clamps to the list and handles empty lists', () => {
    expect(visibleRows(1_000_000, 844, 0, 100, 10, 2)).toEqual({ first: 10, end: 10 });
    expect(visibleRows(0, 844, 0, 100, 0, 2)).toEqual({ first: 0, end: 0 });
  });
});

describe('gridGeometry', () => {
  it('fits at least 3 columns and a row height of tile plus text plus gap', () => {
    const g = gridGeometry(374, 104, 8, 44);
    expect(g.columns).toBe(3);
    expect(g.tileWidth).toBeCloseTo((374 - 16) / 3);
    expect(g.rowHeight).toBe(Math.round((374 - 16) / 3 + 44 + 8));
    expect(gridGeometry(584, 104, 8, 44).columns).toBe(5);
    expect(gridGeometry(200, 104, 8, 44).columns).toBe(3);
  });
});

describe('shouldLoadMore', () => {
  it('loads within 300 px of the bottom at most once per 1000 ms', () => {
    expect(shouldLoadMore(301, 300, 5000, 0, 1000)).toBe(false);
    expect(shouldLoadMore(300, 300, 5000, 0, 1000)).toBe(true);
    expect(shouldLoadMore(10, 300, 5000, 4500, 1000)).toBe(false);
    expect(shouldLoadMore(10, 300, 5500, 4500, 1000)).toBe(true);
  });
});
