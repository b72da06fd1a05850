import { describe, expect, it } from 'vitest';
import { logoFor } from '../../../engine/theme/logo';

describe('logoFor', () => {
  it('serves one address to every theme', () => {
    expect(logoFor('/assets/a.svg', 'light', 'dark')).toBe('/assets/a.svg');
  });

  it("picks the theme's own logo, else the default theme's, else the first listed", () => {
    const logo = { dark: '/assets/dark.svg', light: '/assets/light.svg' };
    expect(logoFor(logo, 'light', 'dark')).toBe('/assets/light.svg');
    expect(logoFor(logo, 'dark', 'dark')).toBe('/assets/dark.svg');
    expect(logoFor({ dark: '/assets/dark.svg' }, 'light', 'dark')).toBe('/assets/dark.svg');
    expect(logoFor({ sepia: '/assets/sepia.svg' }, 'light', 'dark')).toBe('/assets/sepia.svg');
  });
});
