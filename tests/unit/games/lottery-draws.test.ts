/**
 * SPEC 7.29, the lottery centre's draws (server/games/lottery-draws.ts, lottery-catalogue.ts):
 * numeros follow each schedule on the tenant's clock, across its midnight and across clock
 * changes; close times; the numbers are a keyed function of tenant, lottery and numero, so they
 * never change and cannot be had before the draw closes; the Vietnamese regional draws and their
 * prize tiers; and SPEC 9's prize mode, held to the browser's rule.
 */
import { describe, expect, it } from 'vitest';
import { prizeModeFor } from '../../../engine/actions/launch';
import { prizeModeOf } from '../../../engine/config/prize-mode';
import {
  lotteryKindOf,
  lotteryName,
  VN_DRAW_MINUTE,
  type BallRule,
  type DrawSchedule,
  type LotteryKind,
} from '../../../server/games/lottery-catalogue.ts';
import { currentDraw, drawNumbers, previousDraw, recentVnDraws, vnDrawsOn, vnResult } from '../../../server/games/lottery-draws.ts';

const MANILA = 'Asia/Manila';
const LONDON = 'Europe/London';
const SECRET = 'unit-test-secret-0123456789';
const at = (iso: string) => new Date(iso);
const every = (minutes: number): DrawSchedule => ({ kind: 'interval', minutes });
const kind = (balls: BallRule, schedule: DrawSchedule = every(5)): LotteryKind => ({ schedule, balls, group: 'fast' });

describe('SPEC 7.29 lottery draw schedule', () => {
  it('numbers the draws of the tenant’s day from 0001 and starts again at its midnight, not UTC’s', () => {
    // 23:57 on 26 November in Manila (15:57 UTC): the day's 288th and last 5-minute draw
    const last = currentDraw(every(5), at('2026-11-26T15:57:00Z'), MANILA);
    expect(last.numero).toBe('20261126-0288');
    expect(last.opensAt.toISOString()).toBe('2026-11-26T15:55:00.000Z');
    expect(last.closesAt.toISOString()).toBe('2026-11-26T16:00:00.000Z'); // Manila's midnight
    // at Manila's midnight the 27th's first draw takes bets, although UTC is still on the 26th
    const first = currentDraw(every(5), at('2026-11-26T16:00:00Z'), MANILA);
    expect(first.numero).toBe('20261127-0001');
    expect(first.closesAt.toISOString()).toBe('2026-11-26T16:05:00.000Z');
    expect(previousDraw(every(5), first, MANILA)).toEqual(last);
    expect(previousDraw(every(5), last, MANILA).numero).toBe('20261126-0287');
    // a one-minute lottery draws 1,440 times a day
    expect(currentDraw(every(1), at('2026-11-26T15:59:59.999Z'), MANILA).numero).toBe('20261126-1440');
  });

  it('closes each draw at the next multiple of its interval from midnight; the bet window is [opensAt, closesAt)', () => {
    const draw = currentDraw(every(3), at('2026-11-27T02:02:30Z'), MANILA); // 10:02:30 in Manila
    expect(draw.numero).toBe('20261127-0201');
    expect(draw.opensAt.toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(draw.closesAt.toISOString()).toBe('2026-11-27T02:03:00.000Z');
    // at its very close time the next draw is the current one
    expect(currentDraw(every(3), draw.closesAt, MANILA).numero).toBe('20261127-0202');
    // an interval that does not divide the day: the last draw closes at midnight
    const late = currentDraw(every(7), at('2026-11-27T15:59:00Z'), MANILA);
    expect(late.numero).toBe('20261127-0206');
    expect(late.closesAt.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(previousDraw(every(7), currentDraw(every(7), late.closesAt, MANILA), MANILA)).toEqual(late);
  });

  it('draws a daily lottery once, at its time of day on the tenant’s clock', () => {
    const daily: DrawSchedule = { kind: 'daily', minute: VN_DRAW_MINUTE.north }; // 18:15
    const morning = currentDraw(daily, at('2026-11-27T01:00:00Z'), MANILA); // 09:00 in Manila
    expect(morning.numero).toBe('20261127-0001');
    expect(morning.closesAt.toISOString()).toBe('2026-11-27T10:15:00.000Z');
    expect(morning.opensAt.toISOString()).toBe('2026-11-26T10:15:00.000Z');
    const evening = currentDraw(daily, at('2026-11-27T10:15:00Z'), MANILA);
    expect(evening.numero).toBe('20261128-0001');
    expect(previousDraw(daily, evening, MANILA)).toEqual(morning);
  });

  it('follows a day of 23 or 25 hours where the tenant’s clock changes', () => {
    // London springs forward on 29 March 2026 and falls back on 25 October 2026
    expect(currentDraw(every(60), at('2026-03-29T22:59:00Z'), LONDON).numero).toBe('20260329-0023');
    const after = currentDraw(every(60), at('2026-03-29T23:00:00Z'), LONDON);
    expect(after.numero).toBe('20260330-0001');
    expect(previousDraw(every(60), after, LONDON).numero).toBe('20260329-0023');
    const long = currentDraw(every(60), at('2026-10-25T23:30:00Z'), LONDON);
    expect(long.numero).toBe('20261025-0025');
    expect(long.closesAt.toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});

describe('SPEC 7.29 lottery draw numbers', () => {
  const draw = currentDraw(every(5), at('2026-11-27T02:02:30Z'), MANILA);
  const drawn = (secret = SECRET, tenant = 'demo', code = 'LOTT_LOTT_0006', k = kind({ kind: 'digits', count: 5 })) =>
    drawNumbers(secret, tenant, code, k, draw, draw.closesAt, MANILA);

  it('are the same on every call, and differ by secret, tenant, lottery and numero', () => {
    const numbers = drawn();
    expect(numbers).toHaveLength(5);
    expect(drawn()).toEqual(numbers);
    expect(
      drawNumbers(SECRET, 'demo', 'LOTT_LOTT_0006', kind({ kind: 'digits', count: 5 }), draw, at('2027-01-01T00:00:00Z'), MANILA),
    ).toEqual(numbers);
    const others = [
      drawn('another-secret-0123456789'),
      drawn(SECRET, 'lucky'),
      drawn(SECRET, 'demo', 'LOTT_LOTT_0007'),
      drawNumbers(
        SECRET,
        'demo',
        'LOTT_LOTT_0006',
        kind({ kind: 'digits', count: 5 }),
        previousDraw(every(5), draw, MANILA),
        draw.closesAt,
        MANILA,
      ),
    ];
    for (const other of others) expect(other).not.toEqual(numbers);
  });

  it('exist only once the draw has closed: none for the open draw or a future one', () => {
    const k = kind({ kind: 'digits', count: 5 });
    const before = new Date(draw.closesAt.getTime() - 1);
    expect(drawNumbers(SECRET, 'demo', 'X', k, draw, before, MANILA)).toBeNull();
    const future = currentDraw(every(5), at('2026-11-28T00:00:00Z'), MANILA);
    expect(drawNumbers(SECRET, 'demo', 'X', k, future, draw.closesAt, MANILA)).toBeNull();
    expect(drawNumbers(SECRET, 'demo', 'X', k, draw, draw.closesAt, MANILA)).not.toBeNull();
  });

  it('have the shape of their lottery: different picks in order, digits, dice, a finishing order', () => {
    const pick = drawn(SECRET, 'demo', 'KENO', kind({ kind: 'pick', count: 20, max: 80 }))!;
    expect(pick).toHaveLength(20);
    expect(new Set(pick).size).toBe(20);
    expect(pick.every((n) => /^\d\d$/.test(n) && Number(n) >= 1 && Number(n) <= 80)).toBe(true);
    expect([...pick].sort()).toEqual(pick);
    expect(drawn(SECRET, 'demo', 'D3', kind({ kind: 'digits', count: 3 }))!.every((n) => /^\d$/.test(n))).toBe(true);
    expect(drawn(SECRET, 'demo', 'F3', kind({ kind: 'dice', count: 3 }))!.every((n) => /^[1-6]$/.test(n))).toBe(true);
    const order = drawn(SECRET, 'demo', 'PK10', kind({ kind: 'order', count: 10 }))!;
    expect([...order].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  it('spread evenly over their range', () => {
    const counts = new Array<number>(10).fill(0);
    let d = draw;
    for (let i = 0; i < 2000; i++, d = previousDraw(every(5), d, MANILA))
      for (const n of drawNumbers(SECRET, 'demo', 'EVEN', kind({ kind: 'digits', count: 5 }), d, draw.closesAt, MANILA)!)
        counts[Number(n)]++;
    // 10,000 digits: each about 1,000
    for (const count of counts) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });
});

describe('SPEC 7.29 lottery Vietnamese regional draws', () => {
  // Friday 27 November 2026 on Manila's clock
  const date = '2026-11-27';

  it('lists the provinces of the weekday with their numero and the region’s draw time', () => {
    const south = vnDrawsOn('south', date, MANILA);
    expect(south.map((d) => d.numero)).toEqual(['20261127-VL', '20261127-BD', '20261127-TV']);
    expect(south.every((d) => d.closesAt.toISOString() === '2026-11-27T08:15:00.000Z')).toBe(true); // 16:15
    expect(vnDrawsOn('north', date, MANILA).map((d) => d.province.name)).toEqual(['Hải Phòng']);
    expect(vnDrawsOn('central', date, MANILA)[0].closesAt.toISOString()).toBe('2026-11-27T09:15:00.000Z'); // 17:15
    expect(vnDrawsOn('north', '2026-11-28', MANILA).map((d) => d.province.code)).toEqual(['ND']);
  });

  it('draws each region’s prize tiers once the draw has closed, the same every time', () => {
    const [north] = vnDrawsOn('north', date, MANILA);
    expect(vnResult(SECRET, 'demo', north, new Date(north.closesAt.getTime() - 1))).toBeNull();
    const tiers = vnResult(SECRET, 'demo', north, north.closesAt)!;
    expect(tiers.map((t) => t.tier)).toEqual(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']);
    expect(tiers.map((t) => t.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(tiers[0].numbers[0]).toMatch(/^\d{5}$/);
    expect(tiers[7].numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
    expect(vnResult(SECRET, 'demo', north, at('2027-01-01T00:00:00Z'))).toEqual(tiers);
    const south = vnResult(SECRET, 'demo', vnDrawsOn('south', date, MANILA)[0], north.closesAt)!;
    expect(south.map((t) => t.numbers.length)).toEqual([1, 1, 1, 2, 7, 1, 3, 1, 1]);
    expect(south[0].numbers[0]).toMatch(/^\d{6}$/);
    expect(south[8]).toMatchObject({ tier: 'eighth' });
  });

  it('lists recent results newest first, drawn ones only, up to the limit', () => {
    const now = at('2026-11-27T09:00:00Z'); // 17:00: the south has drawn today, the centre and north not yet
    const recent = recentVnDraws(['north', 'central', 'south'], now, MANILA, 6);
    expect(recent.map((d) => d.numero)).toEqual([
      '20261127-VL',
      '20261127-BD',
      '20261127-TV',
      '20261126-HN',
      '20261126-BDI',
      '20261126-QT',
    ]);
    expect(recent.every((d) => d.closesAt <= now)).toBe(true);
    expect(recentVnDraws(['north'], now, MANILA, 3).map((d) => d.numero)).toEqual(['20261126-HN', '20261125-BN', '20261124-QN']);
    expect(recentVnDraws(['central'], now, MANILA, 20)).toHaveLength(20);
  });

  it('gives the Vietnam lotteries the digits of the day’s special prize of their region', () => {
    const northLotto = lotteryKindOf('Vietnam Lotto North', 'TCG_LOTTO_VN');
    expect(northLotto).toMatchObject({ group: 'vietnam', schedule: { kind: 'daily', minute: VN_DRAW_MINUTE.north } });
    const evening = currentDraw(northLotto.schedule, at('2026-11-27T11:00:00Z'), MANILA);
    const today = previousDraw(northLotto.schedule, evening, MANILA);
    const numbers = drawNumbers(SECRET, 'demo', 'TCGLOTTOVN_LOTT_0001', northLotto, today, evening.opensAt, MANILA)!;
    const special = vnResult(SECRET, 'demo', vnDrawsOn('north', date, MANILA)[0], evening.opensAt)![0].numbers[0];
    expect(numbers.join('')).toBe(special);
    expect(drawNumbers(SECRET, 'demo', 'TCGLOTTOVN_LOTT_0001', northLotto, evening, evening.opensAt, MANILA)).toBeNull();
  });
});

describe('SPEC 7.29 lottery catalogue', () => {
  it('knows the catalogue’s lotteries by name; TCG_SEA’s are Southeast Asia’s, but Vietnam’s stay Vietnam’s', () => {
    expect(lotteryKindOf('Speed Lotto 1 Min', 'ELOTT')).toMatchObject({ group: 'fast', schedule: every(1) });
    expect(lotteryKindOf('Keno', 'LOTT').group).toBe('classic');
    expect(lotteryKindOf('Keno', 'TCG_SEA').group).toBe('sea');
    expect(lotteryKindOf('Vietnam Lotto South', 'TCG_SEA').group).toBe('vietnam');
    expect(lotteryKindOf('A lottery nobody knows', 'LOTT')).toMatchObject({ group: 'fast', schedule: every(5) });
    expect(lotteryName('Vietnam Lotto North')).toEqual({ EN: 'Vietnam Lotto North', TY: 'Vietnam Lotto Hilaga' });
    expect(lotteryName('PK10')).toEqual({ EN: 'PK10' });
  });

  it('gives the prize mode of SPEC 9 exactly as the browser’s launch does', () => {
    const vendors = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'OTHER'];
    const mappings = [[], ['ELOTT'], ['TCG_LOTTO_VN'], ['LOTT'], ['ELOTT', 'TCG_LOTTO_VN'], ['TCG_SEA']];
    for (const elott of mappings)
      for (const vendor of vendors) {
        const sorting = [
          { gameCategory: 'LOTT', vendorNames: [{ vassalage: 'TCG_SEA' }] },
          { gameCategory: 'ELOTT', vendorNames: elott.map((vassalage) => ({ vassalage })) },
        ];
        expect(prizeModeOf(vendor, elott), `${vendor} with ELOTT ${elott.join(',')}`).toBe(prizeModeFor(vendor, sorting));
      }
  });
});
