/**
 * The banner slides whose images load (SPEC 9: slider group 3 slides): the current slide and the
 * ones nearest it in the loop, next before previous, `group` in all. The neighbours are ready
 * before autoplay or a swipe brings them in, and the rest wait until they come near.
 */
export function slidesInGroup(current: number, count: number, group: number): number[] {
  const slides = [current];
  for (let step = 1; slides.length < Math.min(group, count); step++) {
    slides.push((current + step) % count);
    if (slides.length < Math.min(group, count)) slides.push((current - step + count) % count);
  }
  return slides;
}
