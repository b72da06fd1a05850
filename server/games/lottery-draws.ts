/**
 * The lottery centre's draws (SPEC 7.29), pure: no table of results. A draw's numero comes from
 * its lottery's schedule on the tenant's clock ("20261127-0512": the 512th draw of the tenant's
 * 27 November), and its numbers from an HMAC-SHA256 keyed with a server-side secret over the
 * tenant, the lottery and the numero. So every call and every server with the same secret shows a
 * draw the same numbers, and nobody without the secret can compute a draw before it happens; this
 * module hands out no numbers for a draw whose close time has not passed.
 *
 * The Vietnamese regional lotteries (XSMB, XSMT, XSMN) draw once a day per province, the provinces
 * of a region changing with the weekday; each draw has the prize tiers of its region.
 */
import { createHmac } from 'node:crypto';
import { addDays, dayStart, localDate } from '../time/zone.ts';
import { VN_DRAW_MINUTE, type BallRule, type DrawSchedule, type LotteryKind, type VnRegion } from './lottery-catalogue.ts';

const MINUTE = 60_000;

/** One draw of a lottery: betting on it is open from opensAt until closesAt, when it is drawn. */
export interface Draw {
  /** YYYYMMDD-NNNN: the tenant's day and the draw's number in it, from 1 */
  numero: string;
  /** the tenant's day (YYYY-MM-DD) */
  date: string;
  /** the draw's number in its day, from 1 */
  index: number;
  opensAt: Date;
  closesAt: Date;
}

/** The key that makes draws unguessable: a secret only the servers hold. */
export type DrawSecret = string | Buffer;

const numeroOf = (date: string, index: number) => `${date.replaceAll('-', '')}-${String(index).padStart(4, '0')}`;

/** The instant the tenant's day `date` begins, in ms. */
const startOf = (date: string, timeZone: string) => dayStart(date, timeZone).getTime();

/** Draw `index` of the tenant's day `date`; the day's last draw closes at its end even when the interval does not divide the day. */
function intervalDraw(minutes: number, date: string, index: number, timeZone: string): Draw {
  const start = startOf(date, timeZone);
  const end = startOf(addDays(date, 1), timeZone);
  const step = minutes * MINUTE;
  return {
    numero: numeroOf(date, index),
    date,
    index,
    opensAt: new Date(start + (index - 1) * step),
    closesAt: new Date(Math.min(start + index * step, end)),
  };
}

/** The draws an interval lottery has on the tenant's day (a day of 23 or 25 hours has fewer or more). */
function drawsOfDay(minutes: number, date: string, timeZone: string): number {
  return Math.ceil((startOf(addDays(date, 1), timeZone) - startOf(date, timeZone)) / (minutes * MINUTE));
}

/** The once-a-day draw of the tenant's day `date`: it opens when the day before's closes. */
function dailyDraw(minute: number, date: string, timeZone: string): Draw {
  return {
    numero: numeroOf(date, 1),
    date,
    index: 1,
    opensAt: new Date(startOf(addDays(date, -1), timeZone) + minute * MINUTE),
    closesAt: new Date(startOf(date, timeZone) + minute * MINUTE),
  };
}

/** The draw taking bets at `at`: the one whose close time is the first after it. */
export function currentDraw(schedule: DrawSchedule, at: Date, timeZone: string): Draw {
  const date = localDate(at, timeZone);
  if (schedule.kind === 'daily') {
    const today = dailyDraw(schedule.minute, date, timeZone);
    return at < today.closesAt ? today : dailyDraw(schedule.minute, addDays(date, 1), timeZone);
  }
  const index = Math.floor((at.getTime() - startOf(date, timeZone)) / (schedule.minutes * MINUTE)) + 1;
  return intervalDraw(schedule.minutes, date, index, timeZone);
}

/** The draw before `draw`: the day's previous one, or the day before's last. */
export function previousDraw(schedule: DrawSchedule, draw: Draw, timeZone: string): Draw {
  const yesterday = addDays(draw.date, -1);
  if (schedule.kind === 'daily') return dailyDraw(schedule.minute, yesterday, timeZone);
  if (draw.index > 1) return intervalDraw(schedule.minutes, draw.date, draw.index - 1, timeZone);
  return intervalDraw(schedule.minutes, yesterday, drawsOfDay(schedule.minutes, yesterday, timeZone), timeZone);
}

// ---- Numbers --------------------------------------------------------------------------------

/** An endless stream of bytes keyed by the secret: HMAC-SHA256 of the message and a block counter. */
function byteStream(secret: DrawSecret, message: string): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at === bytes.length) {
      bytes = createHmac('sha256', secret).update(`${message}\n${block++}`).digest();
      at = 0;
    }
    return bytes[at++];
  };
}

/** A uniform integer in [0, n) for n up to 256: bytes past the last whole multiple of n are skipped. */
function below(next: () => number, n: number): number {
  const limit = 256 - (256 % n);
  for (;;) {
    const byte = next();
    if (byte < limit) return byte % n;
  }
}

function drawBalls(rule: Exclude<BallRule, { kind: 'vnSpecial' }>, next: () => number): number[] {
  switch (rule.kind) {
    case 'pick': {
      const pool = Array.from({ length: rule.max }, (_, i) => i + 1);
      const picked = Array.from({ length: rule.count }, () => pool.splice(below(next, pool.length), 1)[0]);
      return picked.sort((a, b) => a - b);
    }
    case 'order': {
      const pool = Array.from({ length: rule.count }, (_, i) => i + 1);
      return Array.from({ length: rule.count }, () => pool.splice(below(next, pool.length), 1)[0]);
    }
    case 'digits':
      return Array.from({ length: rule.count }, () => below(next, 10));
    case 'dice':
      return Array.from({ length: rule.count }, () => below(next, 6) + 1);
  }
}

/** Balls as shown: two digits where the rule goes past 9 ("07"), else one. */
function ballText(rule: Exclude<BallRule, { kind: 'vnSpecial' }>, ball: number): string {
  const top = rule.kind === 'pick' ? rule.max : rule.kind === 'order' ? rule.count : 9;
  return String(ball).padStart(top > 9 ? 2 : 1, '0');
}

/** What a draw is keyed by: the tenant, the lottery (or Vietnamese province) and the numero. */
const drawMessage = (tenantId: string, subject: string, numero: string) => `${tenantId}|${subject}|${numero}`;

/**
 * The numbers of `draw` of the lottery `gameCode`, once it has been drawn (`now` at or after its
 * close); null for a draw still open or in the future, whose numbers are never computed.
 */
export function drawNumbers(
  secret: DrawSecret,
  tenantId: string,
  gameCode: string,
  kind: LotteryKind,
  draw: Draw,
  now: Date,
  timeZone: string,
): string[] | null {
  if (now < draw.closesAt) return null;
  const rule = kind.balls;
  if (rule.kind === 'vnSpecial') {
    const [first] = vnDrawsOn(rule.region, draw.date, timeZone);
    const special = first && vnResult(secret, tenantId, first, now)?.[0].numbers[0];
    return special ? [...special] : null;
  }
  const next = byteStream(secret, drawMessage(tenantId, gameCode, draw.numero));
  return drawBalls(rule, next).map((ball) => ballText(rule, ball));
}

// ---- Vietnamese regional lotteries -------------------------------------------------------------

export interface VnProvince {
  /** short code, unique in its region; the draw's numero ends with it */
  code: string;
  name: string;
}

const p = (code: string, name: string): VnProvince => ({ code, name });

/** The provinces that draw in each region, by weekday (0 Sunday to 6 Saturday). */
const VN_PROVINCES: Readonly<Record<VnRegion, readonly (readonly VnProvince[])[]>> = {
  north: [
    [p('TB', 'Thái Bình')],
    [p('HN', 'Hà Nội')],
    [p('QN', 'Quảng Ninh')],
    [p('BN', 'Bắc Ninh')],
    [p('HN', 'Hà Nội')],
    [p('HP', 'Hải Phòng')],
    [p('ND', 'Nam Định')],
  ],
  central: [
    [p('KH', 'Khánh Hòa'), p('KT', 'Kon Tum'), p('TTH', 'Thừa Thiên Huế')],
    [p('TTH', 'Thừa Thiên Huế'), p('PY', 'Phú Yên')],
    [p('DLK', 'Đắk Lắk'), p('QNA', 'Quảng Nam')],
    [p('DNG', 'Đà Nẵng'), p('KH', 'Khánh Hòa')],
    [p('BDI', 'Bình Định'), p('QT', 'Quảng Trị'), p('QB', 'Quảng Bình')],
    [p('GL', 'Gia Lai'), p('NT', 'Ninh Thuận')],
    [p('DNG', 'Đà Nẵng'), p('QNG', 'Quảng Ngãi'), p('DNO', 'Đắk Nông')],
  ],
  south: [
    [p('TG', 'Tiền Giang'), p('KG', 'Kiên Giang'), p('DL', 'Đà Lạt')],
    [p('HCM', 'TP. Hồ Chí Minh'), p('DT', 'Đồng Tháp'), p('CM', 'Cà Mau')],
    [p('BTR', 'Bến Tre'), p('VT', 'Vũng Tàu'), p('BL', 'Bạc Liêu')],
    [p('DN', 'Đồng Nai'), p('CT', 'Cần Thơ'), p('ST', 'Sóc Trăng')],
    [p('TN', 'Tây Ninh'), p('AG', 'An Giang'), p('BTH', 'Bình Thuận')],
    [p('VL', 'Vĩnh Long'), p('BD', 'Bình Dương'), p('TV', 'Trà Vinh')],
    [p('HCM', 'TP. Hồ Chí Minh'), p('LA', 'Long An'), p('BP', 'Bình Phước'), p('HG', 'Hậu Giang')],
  ],
};

export type VnTierName = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

/** Each tier's numbers and their digits: the north's 27 numbers, the centre's and south's 18. */
const TIER_SHAPES: Readonly<Record<'north' | 'other', readonly [VnTierName, number, number][]>> = {
  north: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  other: [
    ['special', 1, 6],
    ['first', 1, 5],
    ['second', 1, 5],
    ['third', 2, 5],
    ['fourth', 7, 5],
    ['fifth', 1, 4],
    ['sixth', 3, 4],
    ['seventh', 1, 3],
    ['eighth', 1, 2],
  ],
};

/** One province's draw of a tenant's day. */
export interface VnDraw {
  region: VnRegion;
  province: VnProvince;
  /** YYYYMMDD-<province code> */
  numero: string;
  date: string;
  closesAt: Date;
}

export interface VnTier {
  tier: VnTierName;
  /** each number as its digits ("04817") */
  numbers: string[];
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The region's draws of the tenant's day `date`, in the order the provinces are listed. */
export function vnDrawsOn(region: VnRegion, date: string, timeZone: string): VnDraw[] {
  const closesAt = new Date(startOf(date, timeZone) + VN_DRAW_MINUTE[region] * MINUTE);
  return VN_PROVINCES[region][weekday(date)].map((province) => ({
    region,
    province,
    numero: `${date.replaceAll('-', '')}-${province.code}`,
    date,
    closesAt,
  }));
}

/** A province draw's prize tiers, special first; null until it has been drawn. */
export function vnResult(secret: DrawSecret, tenantId: string, draw: VnDraw, now: Date): VnTier[] | null {
  if (now < draw.closesAt) return null;
  const next = byteStream(secret, drawMessage(tenantId, `vn:${draw.region}`, draw.numero));
  const digits = (count: number) => Array.from({ length: count }, () => below(next, 10)).join('');
  return TIER_SHAPES[draw.region === 'north' ? 'north' : 'other'].map(([tier, count, length]) => ({
    tier,
    numbers: Array.from({ length: count }, () => digits(length)),
  }));
}

/** The last `limit` draws of these regions that have been drawn by `now`, newest first. */
export function recentVnDraws(regions: readonly VnRegion[], now: Date, timeZone: string, limit: number): VnDraw[] {
  const found: VnDraw[] = [];
  let date = localDate(now, timeZone);
  // every region draws every day, so `limit` days back are always enough
  for (let day = 0; day <= limit && found.length < limit; day++, date = addDays(date, -1)) {
    const drawn = regions.flatMap((region) => vnDrawsOn(region, date, timeZone)).filter((draw) => draw.closesAt <= now);
    found.push(...drawn.sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime()));
  }
  return found.slice(0, limit);
}
