/**
 * The demo agent's seeded online members stay online (issue 27): on a fresh server "Online now"
 * counts the dozen seeded sessions, and still does long after the five-minute online window,
 * because the server marks those seeded sessions (and only those) as seen every minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepDemoPresence } from '../../server/seed/demo-presence.ts';
import { call, loginToken, startContractServer, type ContractServer } from './support/server.ts';

let server: ContractServer;
let offset = 0;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const now = () => new Date(Date.now() + offset);
const day = () => now().toISOString().slice(0, 10);

async function onlineNow(token: string): Promise<number> {
  const res = await call(server, `/api/agent/team/kpi?startDate=${day()}&endDate=${day()}&size=0`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.value.footer.teamOnlineCount;
}

describe('seeded online members', () => {
  it('are online at the start and after the online window, when the server keeps them seen; real sessions are left alone', async () => {
    const token = await loginToken(server, 'agent', 'agent1234');
    expect(await onlineNow(token)).toBe(12);

    offset += 10 * 60_000;
    server.advanceClock(10 * 60_000);
    // Ten minutes on with nobody seen: only what the server refreshes counts.
    expect(await keepDemoPresence(server.server.db, now())).toBe(12);
    const agentSession = await server.server.db.query<{ seen: Date }>(
      `SELECT max(s.last_seen_at) AS seen FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.account = 'agent' AND m.tenant_id = 'demo'`,
    );
    expect(now().getTime() - new Date(agentSession.rows[0].seen).getTime(), 'a real session is not marked as seen').toBeGreaterThan(
      5 * 60_000,
    );
    expect(await onlineNow(token)).toBe(12);
  });
});

describe("a member's own presence", () => {
  it('a call marks the session seen, at most once a minute', async () => {
    const token = await loginToken(server, 'member0', 'member1234');
    const seen = async () =>
      (
        await server.server.db.query<{ seen: Date | null }>(
          `SELECT s.last_seen_at AS seen FROM sessions s JOIN members m ON m.id = s.member_id
            WHERE m.account = 'member0' AND m.tenant_id = 'demo' AND s.revoked_at IS NULL ORDER BY s.id DESC LIMIT 1`,
        )
      ).rows[0].seen;
    const wallet = async () => expect((await call(server, '/api/wallet', { token })).status).toBe(200);
    await wallet();
    const first = await seen();
    expect(Math.abs(now().getTime() - new Date(first!).getTime())).toBeLessThan(5_000);
    // within the minute: not written again
    offset += 30_000;
    server.advanceClock(30_000);
    await wallet();
    expect(new Date((await seen())!).getTime()).toBe(new Date(first!).getTime());
    // past it: written with the server's time
    offset += 45_000;
    server.advanceClock(45_000);
    await wallet();
    expect(new Date((await seen())!).getTime() - new Date(first!).getTime()).toBeGreaterThanOrEqual(75_000);
  });
});
