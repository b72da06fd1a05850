/**
 * The tenant's own day (issue 27 item 4), through the real server on PGlite or on PostgreSQL:
 * the demo tenant keeps Manila's days (UTC+8). With the server's clock at 07:00 on 27 November in
 * Manila (23:00 on the 26th in UTC), a bet at 23:30 Manila time on the 26th and one at 00:30 on
 * the 27th land on their own Manila days in team figures, team records, the member's records and
 * the agent's settlement periods, and "today" (no dates) is the 27th; the daily withdrawal limit
 * and the weekly loyalty reward count Manila's day and week; a changed zone rebuilds the roll-up.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayPeriod, lastClosedPeriod, teamPeriodFigures } from '../../server/agents/settlement.ts';
import type { Db } from '../../server/db/types.ts';
import { createMember } from '../../server/members/accounts.ts';
import { openSession } from '../../server/members/sessions.ts';
import { isoWeek } from '../../server/loyalty/model.ts';
import { withdrawnToday } from '../../server/payments/withdraw.ts';
import { syncTenantTimeZone } from '../../server/time/tenant-zones.ts';
import { localDateTime } from '../../server/time/zone.ts';
import { ensureWallet, houseWallet, postTransaction } from '../../server/wallet/ledger.ts';
import { call, expectOk, startContractServer, type ContractServer } from './support/server.ts';

const ZONE = 'Asia/Manila';
/** 07:00 on 27 November in Manila: UTC still says the 26th. */
const NOW = new Date('2026-11-26T23:00:00Z');
const LATE = new Date('2026-11-26T15:30:00Z'); // 23:30 on the 26th in Manila
const EARLY = new Date('2026-11-26T16:30:00Z'); // 00:30 on the 27th in Manila

let server: ContractServer;
const db = (): Db => server.server.db;
let agent: { id: number; token: string };
let player: { id: number; token: string; account: string };

async function bet(memberId: number, amountCents: number, at: Date): Promise<void> {
  await db().transaction(async (tx) => {
    const main = await ensureWallet(tx, memberId);
    const house = await houseWallet(tx, 'demo', 'GAME');
    const promotions = await houseWallet(tx, 'demo', 'PROMOTIONS');
    const ref = randomBytes(6).toString('hex');
    const fund = new Date(at.getTime() - 60_000);
    await postTransaction(tx, {
      tenantId: 'demo',
      memberId,
      category: 'bonus',
      kind: 'bonus',
      amountCents,
      mainDeltaCents: amountCents,
      legs: [
        { walletId: main, amountCents, reference: `fund:${ref}` },
        { walletId: promotions, amountCents: -amountCents, reference: `fund:${ref}` },
      ],
      at: fund,
    });
    await postTransaction(tx, {
      tenantId: 'demo',
      memberId,
      category: 'bet',
      kind: 'test-bet',
      amountCents,
      mainDeltaCents: -amountCents,
      roundRef: `round:t-${ref}`,
      detail: { gameCategory: 'RNG' },
      legs: [
        { walletId: main, amountCents: -amountCents, reference: `bet:${ref}` },
        { walletId: house, amountCents, reference: `bet:${ref}` },
      ],
      at,
    });
  });
}

beforeAll(async () => {
  server = await startContractServer({ startsAt: NOW });
  const suffix = randomBytes(4).toString('hex');
  const agentId = await createMember(db(), { tenantId: 'demo', account: `tz${suffix}a`, password: 'pass1234', type: 1, parentId: null });
  const account = `tz${suffix}p`;
  const playerId = await createMember(db(), { tenantId: 'demo', account, password: 'pass1234', type: 0, parentId: agentId });
  // registered on the server's clock (07:00 on the 27th in Manila), not on the day the tests run
  await db().query('UPDATE members SET created_at = $1 WHERE id = ANY($2)', [NOW, [agentId, playerId]]);
  agent = { id: agentId, token: await openSession(db(), agentId, false, NOW) };
  player = { id: playerId, account, token: await openSession(db(), playerId, false, NOW) };
  await bet(playerId, 2_300, LATE);
  await bet(playerId, 50, EARLY);
}, 180_000);

afterAll(async () => {
  await server?.close();
}, 60_000);

const get = (path: string, token: string) => call(server, path, { token });

describe("the tenant's own day (Asia/Manila)", () => {
  it('team figures: "today" is the 27th in Manila and holds the 00:30 bet, the 26th holds the 23:30 one', async () => {
    const today = expectOk(await get('/api/agent/team/kpi?size=2', agent.token), 'api/teamKpi.response');
    expect(today.startDate).toBe('2026-11-27');
    expect(today.footer.bet).toBe('0.50');
    expect(today.list).toEqual([expect.objectContaining({ date: '2026-11-27', bet: '0.50', betMemberCount: 1 })]);
    const before = expectOk(
      await get('/api/agent/team/kpi?startDate=2026-11-26&endDate=2026-11-26&size=1', agent.token),
      'api/teamKpi.response',
    );
    expect(before.footer.bet).toBe('23.00');
    const both = expectOk(
      await get('/api/agent/team/kpi?startDate=2026-11-26&endDate=2026-11-27&size=2', agent.token),
      'api/teamKpi.response',
    );
    expect(both.list.map((d: { date: string; bet: string }) => [d.date, d.bet])).toEqual([
      ['2026-11-27', '0.50'],
      ['2026-11-26', '23.00'],
    ]);
    // Registered at 07:00 on the 27th in Manila: counted today, not on the 26th.
    expect(today.footer.teamRegisterMemberCount).toBe(1);
    expect(before.footer.teamRegisterMemberCount).toBe(0);
  });

  it('team records: betting and P&L of today hold the 00:30 bet only', async () => {
    const bets = expectOk(await get('/api/agent/team/bets?pageSize=10', agent.token), 'api/teamBetting.response');
    expect(bets.totals.bet).toBe('0.50');
    expect(bets.list.map((r: { createdAt: string }) => r.createdAt)).toEqual([EARLY.toISOString()]);
    const yesterday = expectOk(
      await get('/api/agent/team/bets?startDate=2026-11-26&endDate=2026-11-26', agent.token),
      'api/teamBetting.response',
    );
    expect(yesterday.list.map((r: { createdAt: string }) => r.createdAt)).toEqual([LATE.toISOString()]);
    const pnl = expectOk(await get('/api/agent/team/pnl?pageSize=10', agent.token), 'api/teamPnl.response');
    expect(pnl.totals.bet).toBe('0.50');
  });

  it("member records: the account record and P&L of today are the 27th's", async () => {
    const record = expectOk(await get('/api/records/account?types=bet', player.token), 'api/accountRecord.response');
    expect(record.list.map((r: { createdAt: string }) => r.createdAt)).toEqual([EARLY.toISOString()]);
    const pnl = expectOk(await get('/api/records/pnl?startDate=2026-11-26&endDate=2026-11-27', player.token), 'api/profitLoss.response');
    expect(pnl.days.map((d: { date: string; bet: string }) => [d.date, d.bet])).toEqual([
      ['2026-11-27', '0.50'],
      ['2026-11-26', '23.00'],
    ]);
  });

  it("settlement periods: yesterday's rebates and salaries are Manila's 26th", async () => {
    const period = lastClosedPeriod('rebate', NOW, ZONE);
    expect(period).toEqual(dayPeriod('2026-11-26', ZONE));
    expect(period.from.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect((await teamPeriodFigures(db(), agent.id, period)).betCents).toBe(2_300);
    expect((await teamPeriodFigures(db(), agent.id, dayPeriod('2026-11-27', ZONE))).betCents).toBe(50);
    expect(lastClosedPeriod('hourly', NOW, ZONE).label).toBe('2026-11-27T06');
  });

  it("the daily withdrawal limit counts Manila's day: a withdrawal at 23:30 the day before is not today's", async () => {
    await db().query(
      `INSERT INTO withdrawals (tenant_id, member_id, order_no, amount_cents, status, created_at)
       VALUES ('demo', $1, $2, 4000, 'pending', $3), ('demo', $1, $4, 700, 'approved', $5)`,
      [player.id, `WTZ${player.id}A`, LATE, `WTZ${player.id}B`, EARLY],
    );
    expect(await withdrawnToday(db(), player.id, NOW, ZONE)).toBe(700);
    const info = expectOk(await get('/api/withdraw/info', player.token), 'api/withdrawInfo.response');
    expect(info.withdrawnToday).toBe('7.00');
  });

  it("the seeded weekend red rain is on Manila's clock: Saturday 20:00 to 22:00 there", async () => {
    const rains = expectOk(await get('/api/redrain', agent.token), 'api/redRain.response');
    const weekend = rains.list.find((e: { title: string }) => e.title === 'Weekend red rain');
    const [date, time] = localDateTime(new Date(weekend.startsAt), ZONE);
    expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(time).toBe(20 * 3_600_000);
    expect(localDateTime(new Date(weekend.endsAt), ZONE)).toEqual([date, 22 * 3_600_000]);
  });

  it("the weekly loyalty reward's week is Manila's", () => {
    // Sunday 29 November 23:00 UTC is Monday 07:00 in Manila: the new week there.
    expect(isoWeek(new Date('2026-11-29T23:00:00Z'), ZONE)).toBe('2026-W49');
  });

  it("a changed zone rebuilds the daily roll-up in the new zone's days", async () => {
    const days = async () =>
      (
        await db().query<{ day: string; cents: number }>(
          "SELECT to_char(day, 'YYYY-MM-DD') AS day, amount_cents::int AS cents FROM member_daily WHERE member_id = $1 AND category = 'bet' ORDER BY day",
          [player.id],
        )
      ).rows.map((r) => [r.day, r.cents]);
    expect(await days()).toEqual([
      ['2026-11-26', 2_300],
      ['2026-11-27', 50],
    ]);
    expect(await syncTenantTimeZone(db(), 'demo', 'UTC')).toBe(true);
    expect(await days()).toEqual([['2026-11-26', 2_350]]);
    expect(await syncTenantTimeZone(db(), 'demo', ZONE)).toBe(true);
    expect(await syncTenantTimeZone(db(), 'demo', ZONE)).toBe(false);
    expect(await days()).toEqual([
      ['2026-11-26', 2_300],
      ['2026-11-27', 50],
    ]);
  });
});
