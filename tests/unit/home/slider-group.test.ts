import { describe, expect, it } from 'vitest';
import { slidesInGroup } from '../../../screens/home/slider-group';

describe('slidesInGroup (SPEC 9: slider group 3 slides)', () => {
  it('is the current slide, the next and the previous, around the loop', () => {
    expect(slidesInGroup(0, 5, 3)).toEqual([0, 1, 4]);
    expect(slidesInGroup(2, 5, 3)).toEqual([2, 3, 1]);
    expect(slidesInGroup(4, 5, 3)).toEqual([4, 0, 3]);
  });

  it('takes the group size as given, and never more slides than there are', () => {
    expect(slidesInGroup(0, 5, 1)).toEqual([0]);
    expect(slidesInGroup(0, 5, 4)).toEqual([0, 1, 4, 2]);
    expect(slidesInGroup(1, 2, 3)).toEqual([1, 0]);
    expect(slidesInGroup(0, 3, 5)).toEqual([0, 1, 2]);
  });
});
