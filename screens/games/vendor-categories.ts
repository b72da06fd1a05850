/** The game list's menu bar and vendor row, from the vendor data's sorting (SPEC 3 "Vendor data"). */
import type { VendorsResponse } from '../../engine';
import { LIST_CATEGORIES } from './model';
import type { VendorChoice } from './VendorMenu';

/** What both read of the vendor data: its sorting (the generated type, not a copy). */
type VendorsValue = Pick<VendorsResponse, 'sorting'>;

/** The menu bar: the hot entry if hot games exist, favourites when signed in, then the vendor sorting's categories. */
export function menuCategories(vendors: VendorsValue | undefined, hotExists: boolean, signedIn: boolean): string[] {
  const listed = new Set<string>();
  for (const entry of vendors?.sorting ?? []) {
    const category: string = entry.gameCategory === 'ESPORTS' ? 'SPORTS' : entry.gameCategory;
    if ((LIST_CATEGORIES as readonly string[]).includes(category) && category !== 'HOT' && category !== 'FAV') listed.add(category);
  }
  return [...(hotExists ? ['HOT'] : []), ...(signedIn ? ['FAV'] : []), ...listed];
}

/** The vendors of a category (SPORTS holds the e-sports vendors, not the cockfight one); all vendors for hot and favourites. */
export function vendorsOf(vendors: VendorsValue | undefined, gameType: string, cockfightVendor: string): VendorChoice[] {
  const sorting = vendors?.sorting ?? [];
  const pseudo = gameType === 'HOT' || gameType === 'FAV';
  const categories = pseudo ? sorting.map((e) => e.gameCategory) : gameType === 'SPORTS' ? ['SPORTS', 'ESPORTS'] : [gameType];
  const seen = new Map<string, VendorChoice>();
  for (const entry of sorting) {
    if (!categories.includes(entry.gameCategory)) continue;
    for (const vendor of entry.vendorNames) {
      if (gameType === 'SPORTS' && vendor.vassalage === cockfightVendor) continue;
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, { vassalage: vendor.vassalage, displayName: vendor.displayName });
    }
  }
  return [...seen.values()];
}
