import { describe, expect, it } from 'vitest';
import { popupSize, pxToRem } from '../../../screens/home/popup-size';

describe('SPEC 9.23: login popup pixel sizes convert to rem (divided by 100)', () => {
  it('divides by 100', () => {
    expect(pxToRem(600)).toBe('6rem');
    expect(pxToRem(100)).toBe('1rem');
    expect(pxToRem(2000)).toBe('20rem');
    expect(pxToRem(375)).toBe('3.75rem');
    expect(pxToRem(242)).toBe('2.42rem');
  });

  it('sizes the popup to the largest designed width and height of the announcements it lists', () => {
    expect(popupSize([{ popupWidthPx: 600, popupHeightPx: 400 }, { popupWidthPx: 750 }, {}])).toEqual({
      width: '7.5rem',
      maxWidth: '100%',
      overflowWrap: 'anywhere',
      height: '4rem',
      maxHeight: '100%',
      overflowY: 'auto',
    });
  });

  it('a width alone sets only the width', () => {
    expect(popupSize([{ popupWidthPx: 600 }])).toEqual({ width: '6rem', maxWidth: '100%', overflowWrap: 'anywhere' });
  });

  it('leaves the popup its own size when no announcement has one', () => {
    expect(popupSize([{}, {}])).toEqual({});
    expect(popupSize([])).toEqual({});
  });
});
