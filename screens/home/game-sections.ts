/** The order and kind of the home game-entry sections (SPEC 2, Home "Game entry page"). */

export type SectionView = 'vendorList' | 'gameBlock' | 'jackpot';

export interface EntrySection {
  category: string;
  view: SectionView;
}

/** Categories shown as a list of their vendors rather than a block of games. */
const VENDOR_LIST_CATEGORIES = ['PVP', 'FISH', 'LIVE', 'SPORTS', 'RNG'];

/** Categories that have no section of their own on the entry page. */
const HIDDEN_CATEGORIES = ['PROMO', 'COCKFIGHT', 'ELOTT'];

/**
 * HOT first when hot games exist, then the vendor sorting order without the hidden categories,
 * with JACKPOT inserted after LIVE.
 */
export function entrySections(sortingCategories: string[], hasHotGames: boolean): EntrySection[] {
  const sections: EntrySection[] = hasHotGames ? [{ category: 'HOT', view: 'gameBlock' }] : [];
  for (const category of sortingCategories) {
    if (HIDDEN_CATEGORIES.includes(category) || category === 'HOT') continue;
    sections.push({ category, view: VENDOR_LIST_CATEGORIES.includes(category) ? 'vendorList' : 'gameBlock' });
    if (category === 'LIVE') sections.push({ category: 'JACKPOT', view: 'jackpot' });
  }
  return sections;
}

/** Splits games into pages of `size`; the last page keeps room for the 'more' tile. */
export function chunkPages<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
