import { describe, expect, it } from 'vitest';
import { chunkPages, entrySections } from '../../../screens/home/game-sections';
import { jackpotFrameUrl } from '../../../screens/home/video-link';

describe('entrySections (SPEC 2, game entry page)', () => {
  const sorting = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'PROMO'];

  it('puts HOT first when hot games exist and JACKPOT right after LIVE', () => {
    expect(entrySections(sorting, true).map((s) => s.category)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'JACKPOT',
      'PVP',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'LOTT',
    ]);
  });

  it('leaves HOT out without hot games and never renders PROMO, COCKFIGHT or ELOTT', () => {
    const categories = entrySections(sorting, false).map((s) => s.category);
    expect(categories[0]).toBe('RNG');
    expect(categories).not.toContain('HOT');
    expect(categories).not.toContain('PROMO');
    expect(categories).not.toContain('COCKFIGHT');
    expect(categories).not.toContain('ELOTT');
  });

  it('follows the vendor sorting order', () => {
    expect(entrySections(['SPORTS', 'RNG'], false).map((s) => s.category)).toEqual(['SPORTS', 'RNG']);
  });

  it('uses the vendor list view for PVP, FISH, LIVE, SPORTS and RNG only', () => {
    const views = Object.fromEntries(entrySections(sorting, true).map((s) => [s.category, s.view]));
    expect(views).toMatchObject({ PVP: 'vendorList', FISH: 'vendorList', LIVE: 'vendorList', SPORTS: 'vendorList', RNG: 'vendorList' });
    expect(views).toMatchObject({ HOT: 'gameBlock', ESPORTS: 'gameBlock', LOTT: 'gameBlock', JACKPOT: 'jackpot' });
  });
});

describe('chunkPages', () => {
  it('splits into pages of 15 with the remainder last', () => {
    const pages = chunkPages(
      Array.from({ length: 32 }, (_, i) => i),
      15,
    );
    expect(pages.map((p) => p.length)).toEqual([15, 15, 2]);
    expect(chunkPages([], 15)).toEqual([]);
  });
});

describe('jackpotFrameUrl (login footer jackpot panel)', () => {
  const origin = 'https://site.test';
  it('turns a watch-style video link into an embed link with autoplay, related videos and branding off', () => {
    expect(jackpotFrameUrl('https://www.youtube.com/watch?v=abc123&t=4', 'EN', 'dark', origin)).toBe(
      'https://www.youtube.com/embed/abc123?autoplay=0&rel=0&modestbranding=1',
    );
  });
  it('adds lang and theme to any other link, keeping same-origin links relative', () => {
    expect(jackpotFrameUrl('/jackpot/panel.html?x=1', 'TY', 'light', origin)).toBe('/jackpot/panel.html?x=1&lang=TY&theme=light');
    expect(jackpotFrameUrl('https://video.example/live', 'EN', 'dark', origin)).toBe('https://video.example/live?lang=EN&theme=dark');
  });
});
