/**
 * SPEC 9's prize mode, one copy for the browser's lottery launch (engine/actions/launch.ts) and
 * the server's lottery list (server/games/lottery-catalogue.ts): SEA for TCG_SEA; ELOTT when the
 * vendor mapping's ELOTT category holds TCG_LOTTO_VN or LOTT; otherwise LOTT.
 */
export type PrizeMode = 'SEA' | 'ELOTT' | 'LOTT';

/** The prize mode of `vendor`, given the vendors the mapping's ELOTT category holds. */
export function prizeModeOf(vendor: string | undefined, elottVendors: readonly string[]): PrizeMode {
  if (vendor === 'TCG_SEA') return 'SEA';
  return elottVendors.includes('TCG_LOTTO_VN') || elottVendors.includes('LOTT') ? 'ELOTT' : 'LOTT';
}
