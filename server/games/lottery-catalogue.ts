/**
 * What the lottery centre knows of each lottery (SPEC 7.29), pure: how often it draws, what a
 * draw's numbers look like, the centre's group it is listed in and its name in TY; the groups'
 * order and labels; and SPEC 9's prize mode rule. A lottery is known by its catalogue name
 * (server/games/catalogue.ts); one the table does not know draws every 5 minutes.
 */
import type { LocalizedText } from '../content/localized-text.ts';

/** The centre's groups, in menu order after Hot. */
export const LOTTERY_GROUPS = ['fast', 'vietnam', 'sea', 'classic'] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

/** The Vietnamese regional lotteries' regions (XSMB, XSMT, XSMN). */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/**
 * When a lottery draws, on the tenant's clock: every `minutes` from its midnight, or once a day
 * at `minute` after its midnight (below 23 hours, so a day shortened by a clock change still has it).
 */
export type DrawSchedule = { kind: 'interval'; minutes: number } | { kind: 'daily'; minute: number };

/** What a draw's numbers are. */
export type BallRule =
  /** `count` different numbers from 1 to `max`, in ascending order */
  | { kind: 'pick'; count: number; max: number }
  /** `count` digits (0 to 9), in the order drawn */
  | { kind: 'digits'; count: number }
  /** `count` dice (1 to 6) */
  | { kind: 'dice'; count: number }
  /** 1 to `count` in a drawn order (PK10: the finishing order of 10 cars) */
  | { kind: 'order'; count: number }
  /** the digits of that day's special prize of the region's first province (server/games/lottery-draws.ts vnResult) */
  | { kind: 'vnSpecial'; region: VnRegion };

export interface LotteryKind {
  schedule: DrawSchedule;
  balls: BallRule;
  group: LotteryGroup;
}

/** When each region's provinces draw, minutes after the tenant's midnight: south 16:15, central 17:15, north 18:15. */
export const VN_DRAW_MINUTE: Readonly<Record<VnRegion, number>> = { south: 975, central: 1035, north: 1095 };

const every = (minutes: number): DrawSchedule => ({ kind: 'interval', minutes });
const dailyAt = (hour: number, minute: number): DrawSchedule => ({ kind: 'daily', minute: hour * 60 + minute });

/** The lotteries of the demo catalogue, by name. */
const KINDS: Readonly<Record<string, LotteryKind>> = {
  'Vietnam Lotto North': {
    schedule: { kind: 'daily', minute: VN_DRAW_MINUTE.north },
    balls: { kind: 'vnSpecial', region: 'north' },
    group: 'vietnam',
  },
  'Vietnam Lotto South': {
    schedule: { kind: 'daily', minute: VN_DRAW_MINUTE.south },
    balls: { kind: 'vnSpecial', region: 'south' },
    group: 'vietnam',
  },
  'Mega 6/45': { schedule: dailyAt(18, 30), balls: { kind: 'pick', count: 6, max: 45 }, group: 'classic' },
  'Power 6/55': { schedule: dailyAt(18, 30), balls: { kind: 'pick', count: 6, max: 55 }, group: 'classic' },
  Keno: { schedule: every(10), balls: { kind: 'pick', count: 20, max: 80 }, group: 'classic' },
  'Lucky 5D': { schedule: every(5), balls: { kind: 'digits', count: 5 }, group: 'fast' },
  'Fast 3': { schedule: every(3), balls: { kind: 'dice', count: 3 }, group: 'fast' },
  PK10: { schedule: every(5), balls: { kind: 'order', count: 10 }, group: 'fast' },
  'Thai Lotto': { schedule: dailyAt(15, 30), balls: { kind: 'digits', count: 6 }, group: 'sea' },
  'Lao Lotto': { schedule: dailyAt(20, 30), balls: { kind: 'digits', count: 6 }, group: 'sea' },
  'Pick 3': { schedule: every(15), balls: { kind: 'digits', count: 3 }, group: 'classic' },
  'Max 3D': { schedule: dailyAt(18, 0), balls: { kind: 'digits', count: 3 }, group: 'classic' },
  'Super Lotto': { schedule: dailyAt(21, 0), balls: { kind: 'pick', count: 6, max: 49 }, group: 'classic' },
  'Lotto 4D': { schedule: every(60), balls: { kind: 'digits', count: 4 }, group: 'classic' },
  'Speed Lotto 1 Min': { schedule: every(1), balls: { kind: 'digits', count: 5 }, group: 'fast' },
  'Speed Lotto 3 Min': { schedule: every(3), balls: { kind: 'digits', count: 5 }, group: 'fast' },
  'Lucky Ball': { schedule: every(5), balls: { kind: 'pick', count: 5, max: 20 }, group: 'fast' },
  'Happy 8': { schedule: every(5), balls: { kind: 'pick', count: 20, max: 80 }, group: 'fast' },
  'Quick Keno': { schedule: every(3), balls: { kind: 'pick', count: 20, max: 80 }, group: 'fast' },
  'Rapid 5D': { schedule: every(1), balls: { kind: 'digits', count: 5 }, group: 'fast' },
  'Turbo PK10': { schedule: every(1), balls: { kind: 'order', count: 10 }, group: 'fast' },
  'Instant 3D': { schedule: every(1), balls: { kind: 'digits', count: 3 }, group: 'fast' },
  'Flash Lotto': { schedule: every(3), balls: { kind: 'pick', count: 5, max: 35 }, group: 'fast' },
  'Lucky Wheel Lotto': { schedule: every(5), balls: { kind: 'pick', count: 1, max: 36 }, group: 'fast' },
  'Hourly Jackpot': { schedule: every(60), balls: { kind: 'pick', count: 6, max: 45 }, group: 'classic' },
  'Mini Lotto': { schedule: every(10), balls: { kind: 'pick', count: 5, max: 30 }, group: 'classic' },
};

const UNKNOWN: LotteryKind = { schedule: every(5), balls: { kind: 'digits', count: 5 }, group: 'fast' };

/**
 * A lottery's kind from its catalogue name and vendor: TCG_SEA's lotteries are Southeast Asia's,
 * but a Vietnamese regional lottery stays in the Vietnam group whoever sells it.
 */
export function lotteryKindOf(name: string, vendor: string): LotteryKind {
  const kind = KINDS[name] ?? UNKNOWN;
  return vendor === 'TCG_SEA' && kind.group !== 'vietnam' ? { ...kind, group: 'sea' } : kind;
}

/** Lottery names in TY where Filipino players say them otherwise (brand-like names stay as they are). */
const TY_NAMES: Readonly<Record<string, string>> = {
  'Vietnam Lotto North': 'Vietnam Lotto Hilaga',
  'Vietnam Lotto South': 'Vietnam Lotto Timog',
  'Thai Lotto': 'Lotto ng Thailand',
  'Lao Lotto': 'Lotto ng Laos',
  'Lucky 5D': 'Suwerteng 5D',
  'Speed Lotto 1 Min': 'Speed Lotto 1 Minuto',
  'Speed Lotto 3 Min': 'Speed Lotto 3 Minuto',
  'Lucky Ball': 'Suwerteng Bola',
  'Quick Keno': 'Mabilisang Keno',
  'Lucky Wheel Lotto': 'Lotto ng Suwerteng Gulong',
  'Hourly Jackpot': 'Jackpot Kada Oras',
};

/** A lottery's name in each language it has one in. */
export function lotteryName(name: string): LocalizedText {
  const ty = TY_NAMES[name];
  return ty ? { EN: name, TY: ty } : { EN: name };
}

/** The menu's tabs: Hot first, then the groups. */
export const MENU_LABELS: Readonly<Record<'hot' | LotteryGroup, LocalizedText>> = {
  hot: { EN: 'Hot', TY: 'Patok' },
  fast: { EN: 'Fast draws', TY: 'Mabilisang bola' },
  vietnam: { EN: 'Vietnam', TY: 'Vietnam' },
  sea: { EN: 'Southeast Asia', TY: 'Timog-Silangang Asya' },
  classic: { EN: 'Daily & jackpot', TY: 'Araw-araw at jackpot' },
};

/** How many lotteries of each group the Hot tab shows when the tenant marked none hot. */
export const HOT_PER_GROUP = 2;
