import { describe, expect, it } from 'vitest';
import { popupSize, pxToRem } from '../../../screens/home/popup-size';

describe('SPEC 9.23: login popup pixel sizes convert to rem (divided by 100)', () => {
  it('divides by 100, in the rem of a 750 px design (a 7.5th of the column)', () => {
    expect(pxToRem(600)).toBe('calc(6 * min(100vw, 600px) / 7.5)');
    expect(pxToRem(100)).toBe('calc(1 * min(100vw, 600px) / 7.5)');
    expect(pxToRem(2000)).toBe('calc(20 * min(100vw, 600px) / 7.5)');
    expect(pxToRem(375)).toBe('calc(3.75 * min(100vw, 600px) / 7.5)');
    expect(pxToRem(242)).toBe('calc(2.42 * min(100vw, 600px) / 7.5)');
  });

  it('sizes the popup to the largest designed width and height of the announcements it lists', () => {
    expect(popupSize([{ popupWidthPx: 600, popupHeightPx: 400 }, { popupWidthPx: 750 }, {}])).toEqual({
      width: 'calc(7.5 * min(100vw, 600px) / 7.5)',
      maxWidth: '100%',
      overflowWrap: 'anywhere',
      height: 'calc(4 * min(100vw, 600px) / 7.5)',
      maxHeight: '100%',
      overflowY: 'auto',
    });
  });

  it('a width alone sets only the width', () => {
    expect(popupSize([{ popupWidthPx: 600 }])).toEqual({
      width: 'calc(6 * min(100vw, 600px) / 7.5)',
      maxWidth: '100%',
      overflowWrap: 'anywhere',
    });
  });

  it('leaves the popup its own size when no announcement has one', () => {
    expect(popupSize([{}, {}])).toEqual({});
    expect(popupSize([])).toEqual({});
  });
});
