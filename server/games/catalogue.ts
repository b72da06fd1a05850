/**
 * The generated demo catalogue: plausible game names per category, built deterministically from
 * the vendor and the game's position so every run (and every server) produces the same games.
 * Plain data, no I/O; server/seed/seed-games.ts writes it.
 */

export interface CatalogueVendor {
  vendorId: number;
  tenantId: string;
  gameCategory: string;
  vassalage: string;
  accountTypeName: string;
}

export interface CatalogueGame {
  vendorId: number;
  tenantId: string;
  gameType: string;
  vassalage: string;
  accountTypeName: string;
  gameCode: string;
  gameId: string;
  gameName: string;
  gameClassify: string;
  minBetCents: number;
  minLine: number;
  roomId: string | null;
  supportPlay: boolean;
  freeplay: boolean;
  lottoMode: string | null;
  sortOrder: number;
}

/** Games per category in a tenant (split across its vendors) or per vendor. */
export const CATEGORY_SIZES: Record<string, { total?: number; perVendor?: number }> = {
  RNG: { total: 1200 },
  LIVE: { total: 150 },
  PVP: { total: 90 },
  FISH: { total: 90 },
  SPORTS: { perVendor: 8 },
  ESPORTS: { perVendor: 6 },
  LOTT: { perVendor: 12 },
  ELOTT: { perVendor: 10 },
  COCKFIGHT: { perVendor: 4 },
};

const SLOT_WORDS = [
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Fortune',
  "Dragon's",
  'Royal',
  'Crystal',
  'Jade',
  'Super',
  'Mystic',
  'Blazing',
  'Treasure',
  'Diamond',
  'Thunder',
  'Sweet',
  "Pirate's",
  'Neon',
  'Ancient',
  'Magic',
];
const SLOT_NOUNS = [
  'Panda',
  'Dragon',
  'Phoenix',
  'Tiger',
  'Koi',
  'Pharaoh',
  'Buffalo',
  'Gems',
  'Fruits',
  'Riches',
  'Temple',
  'Empire',
  'Sevens',
  'Candy',
  'Bonanza',
  'Jackpot',
  'Pearl',
  'Lotus',
  'Wolf',
  'Goddess',
];
const SLOT_SUFFIXES: { text: string; classify: string }[] = [
  { text: '', classify: 'video-slot' },
  { text: ' Deluxe', classify: 'video-slot' },
  { text: ' Megaways', classify: 'megaways' },
  { text: ' 2', classify: 'video-slot' },
  { text: ' Hold & Win', classify: 'hold-and-win' },
  { text: ' Classic', classify: 'classic' },
  { text: ' Rising', classify: 'video-slot' },
];
const SLOT_NAME_SPACE = SLOT_WORDS.length * SLOT_NOUNS.length * SLOT_SUFFIXES.length;
// a prime not dividing the name space, so i -> i * STRIDE mod space visits every name once
const SLOT_STRIDE = 1009;

const LIVE_GAMES: { name: string; classify: string }[] = [
  { name: 'Baccarat', classify: 'baccarat' },
  { name: 'Speed Baccarat', classify: 'baccarat' },
  { name: 'Roulette', classify: 'roulette' },
  { name: 'Lightning Roulette', classify: 'roulette' },
  { name: 'Dragon Tiger', classify: 'dragon-tiger' },
  { name: 'Sic Bo', classify: 'sic-bo' },
  { name: 'Blackjack', classify: 'blackjack' },
  { name: 'Andar Bahar', classify: 'card' },
  { name: 'Fan Tan', classify: 'dice' },
  { name: 'Teen Patti', classify: 'card' },
];
const PVP_GAMES = [
  "Texas Hold'em",
  'Pusoy Dos',
  'Tongits',
  'Niu Niu',
  'Rummy',
  'Omaha',
  'Mahjong Duel',
  'Pai Gow',
  'Blackjack 21',
  'Sabong Cards',
];
const PVP_TIERS = ['Novice', 'Classic', 'Pro', 'VIP', 'High Roller'];
const FISH_GAMES = [
  'Ocean King',
  'Fishing War',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Bombing Fishing',
  'Royal Fishing',
  'Happy Fishing',
  'Star Hunter',
  'Deep Sea Hunter',
  'Golden Shark',
  'Mermaid Quest',
];
const FISH_VARIANTS = ['', ' 2', ' 3', ' Deluxe', ' Legend', ' Blast', ' Party', ' Rush'];
const SPORTS_GAMES = [
  'Sportsbook',
  'Live Betting',
  'Virtual Football',
  'Virtual Basketball',
  'Horse Racing',
  'Greyhounds',
  'Virtual Tennis',
  'Cricket Live',
];
const COCKFIGHT_GAMES = [
  'Sabong Live Arena',
  'Sabong Derby',
  'Cockfight Classic',
  'Sabong Champions',
  'Pitmaster Cup',
  'Gallera Night',
  'Sabong Express',
  'Derby Royale',
];
const ESPORTS_GAMES = [
  'Esports Arena',
  'Dota 2',
  'League of Legends',
  'Counter-Strike 2',
  'Mobile Legends',
  'Valorant',
  'King of Glory',
  'PUBG Mobile',
];
const LOTT_GAMES = [
  'Vietnam Lotto North',
  'Vietnam Lotto South',
  'Mega 6/45',
  'Power 6/55',
  'Keno',
  'Lucky 5D',
  'Fast 3',
  'PK10',
  'Thai Lotto',
  'Lao Lotto',
  'Pick 3',
  'Max 3D',
  'Super Lotto',
  'Lotto 4D',
];
const ELOTT_GAMES = [
  'Speed Lotto 1 Min',
  'Speed Lotto 3 Min',
  'Lucky Ball',
  'Happy 8',
  'Quick Keno',
  'Rapid 5D',
  'Turbo PK10',
  'Instant 3D',
  'Flash Lotto',
  'Lucky Wheel Lotto',
  'Hourly Jackpot',
  'Mini Lotto',
];
const MIN_BETS = [10, 20, 50, 100, 200, 500];
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243];

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length];
}

/** A game's name and filter attributes from its category and position within its vendor. */
function describe(category: string, vendor: CatalogueVendor, i: number): { name: string; classify: string; minLine: number } {
  switch (category) {
    case 'RNG': {
      const offset = [...vendor.vassalage].reduce((sum, c) => sum + c.charCodeAt(0), 0);
      const n = (i * SLOT_STRIDE + offset * 37) % SLOT_NAME_SPACE;
      const suffix = SLOT_SUFFIXES[n % SLOT_SUFFIXES.length];
      const rest = Math.floor(n / SLOT_SUFFIXES.length);
      const name = `${SLOT_WORDS[rest % SLOT_WORDS.length]} ${SLOT_NOUNS[Math.floor(rest / SLOT_WORDS.length)]}${suffix.text}`;
      return { name, classify: suffix.classify, minLine: pick(SLOT_LINES, i * 7 + offset) };
    }
    case 'LIVE': {
      const game = pick(LIVE_GAMES, i);
      return { name: `${game.name} ${Math.floor(i / LIVE_GAMES.length) + 1}`, classify: game.classify, minLine: 0 };
    }
    case 'PVP':
      return {
        name: `${pick(PVP_GAMES, i)} ${pick(PVP_TIERS, Math.floor(i / PVP_GAMES.length))}${i >= PVP_GAMES.length * PVP_TIERS.length ? ` ${Math.floor(i / (PVP_GAMES.length * PVP_TIERS.length)) + 1}` : ''}`,
        classify: 'poker',
        minLine: 0,
      };
    case 'FISH':
      return { name: `${pick(FISH_GAMES, i)}${pick(FISH_VARIANTS, Math.floor(i / FISH_GAMES.length))}`, classify: 'fishing', minLine: 0 };
    case 'SPORTS':
      if (vendor.accountTypeName === 'DS88') return { name: pick(COCKFIGHT_GAMES, i), classify: 'cockfight', minLine: 0 };
      return { name: pick(SPORTS_GAMES, i), classify: 'sportsbook', minLine: 0 };
    case 'ESPORTS':
      return { name: pick(ESPORTS_GAMES, i), classify: 'esports', minLine: 0 };
    case 'LOTT':
      return { name: pick(LOTT_GAMES, i), classify: 'lottery', minLine: 0 };
    case 'ELOTT':
      return { name: pick(ELOTT_GAMES, i), classify: 'lottery', minLine: 0 };
    case 'COCKFIGHT':
      return { name: pick(COCKFIGHT_GAMES, i), classify: 'cockfight', minLine: 0 };
    default:
      return { name: `Game ${i + 1}`, classify: 'other', minLine: 0 };
  }
}

/** How many games each vendor of a category gets; bigCategory (SEED_BIG_CATEGORY) resizes RNG. */
export function gamesPerVendor(category: string, vendorCount: number, bigCategory?: number): number {
  const size = CATEGORY_SIZES[category] ?? { perVendor: 4 };
  const total = category === 'RNG' && bigCategory ? bigCategory : size.total;
  if (total !== undefined) return Math.ceil(total / Math.max(1, vendorCount));
  return size.perVendor ?? 4;
}

/** Every game of one vendor. The lottery mode is the prize mode the vendor plays (SPEC 9). */
export function vendorGames(vendor: CatalogueVendor, count: number): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  const code = vendor.vassalage.replace(/[^A-Za-z0-9]/g, '');
  for (let i = 0; i < count; i++) {
    const { name, classify, minLine } = describe(vendor.gameCategory, vendor, i);
    const number = String(i + 1).padStart(4, '0');
    const lottery = vendor.gameCategory === 'LOTT' || vendor.gameCategory === 'ELOTT';
    games.push({
      vendorId: vendor.vendorId,
      tenantId: vendor.tenantId,
      gameType: vendor.gameCategory,
      vassalage: vendor.vassalage,
      accountTypeName: vendor.accountTypeName,
      gameCode: `${code}_${vendor.gameCategory}_${number}`,
      gameId: `${vendor.gameCategory}-${number}`,
      gameName: name,
      gameClassify: classify,
      minBetCents: pick(MIN_BETS, i * 3 + code.length),
      minLine,
      roomId: vendor.gameCategory === 'LIVE' ? `${code}-T${number}` : null,
      supportPlay: true,
      freeplay: vendor.gameCategory === 'RNG' || vendor.gameCategory === 'FISH',
      lottoMode: lottery ? (vendor.vassalage === 'TCG_SEA' ? 'SEA' : vendor.gameCategory) : null,
      sortOrder: i,
    });
  }
  return games;
}

/** Account names of the seeded winners (masked on the way out). */
export const WINNER_NAMES = [
  'delmario',
  'joanna88',
  'kuyaben',
  'marites',
  'ramonlucky',
  'bongbong7',
  'cristina',
  'jericho',
  'angelica',
  'paolo2020',
  'lovely_j',
  'nestor',
  'rowena',
  'arnelpro',
  'maricel',
  'junjun',
  'princess',
  'tonyboy',
  'sheila',
  'edgardo',
  'rhea_mae',
  'dondon',
  'kristine',
  'manny_p',
  'joyce',
  'ronaldo',
  'cherry',
  'gerald',
  'imelda',
  'victor99',
];
