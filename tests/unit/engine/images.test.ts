import { describe, expect, it, vi } from 'vitest';
import { imageUrl, throttledQueue } from '../../../engine/images';
import base from '../../../tenants/_base/tenant.json';

describe('imageUrl (SPEC 9: the image CDN is chosen at random per use)', () => {
  const cdns = ['https://img1.example/', 'https://img2.example'];
  it('puts a site path on the CDN the random draw picks', () => {
    expect(imageUrl('/assets/a.png', cdns, () => 0)).toBe('https://img1.example/assets/a.png');
    expect(imageUrl('/assets/a.png', cdns, () => 0.99)).toBe('https://img2.example/assets/a.png');
    expect(imageUrl('/assets/a.png', cdns, () => 1)).toBe('https://img2.example/assets/a.png');
  });
  it('spreads uses over every CDN', () => {
    const seen = new Set(Array.from({ length: 200 }, () => new URL(imageUrl('/a.png', cdns)).host));
    expect([...seen].sort()).toEqual(['img1.example', 'img2.example']);
  });
  it('leaves absolute, protocol-relative and data addresses, and tenants without CDNs, alone', () => {
    expect(imageUrl('https://other.example/a.png', cdns)).toBe('https://other.example/a.png');
    expect(imageUrl('//other.example/a.png', cdns)).toBe('//other.example/a.png');
    expect(imageUrl('data:image/png;base64,AA', cdns)).toBe('data:image/png;base64,AA');
    expect(imageUrl('/assets/a.png', [])).toBe('/assets/a.png');
    expect(imageUrl('/assets/a.png', undefined)).toBe('/assets/a.png');
  });
});

describe('throttledQueue (SPEC 9: lazy images throttle 300 ms)', () => {
  it('runs the first at once and batches the rest of the window at its end', () => {
    vi.useFakeTimers();
    const ms = base.constants.lazyImages.throttleMs;
    expect(ms).toBe(300);
    const ran: string[] = [];
    const queue = throttledQueue(ms, setTimeout, () => Date.now());
    queue.push(() => ran.push('a'));
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(100);
    queue.push(() => ran.push('b'));
    queue.push(() => ran.push('c'));
    vi.advanceTimersByTime(199);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(ms);
    queue.push(() => ran.push('d'));
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    vi.useRealTimers();
  });
});
