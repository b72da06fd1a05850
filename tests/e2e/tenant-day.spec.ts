/**
 * The tenant's own day in the browser (issue 27 item 4): the demo tenant keeps Manila's days
 * (UTC+8) while this browser's clock is in UTC. On a server of this file's own (so a bet can be
 * put at a chosen time), a downline bets at 07:00 on 20 November in Manila (23:00 on the 19th in
 * UTC). With the browser's clock at 07:30 there (23:30 UTC on the 19th), "Today" on the agent's
 * team overview is the 20th and counts that bet, "Yesterday" does not; at 08:30 (00:30 UTC on the
 * 20th, where UTC's own day would hold no bet) the agent home's figures count it, and the team
 * betting list shows it at 07:00.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/main.ts';
import { dismissLoginPopups, expect, t, test } from '../support/fixtures.ts';
import { ROOT } from '../support/server.ts';

const BET_AT = new Date('2026-11-19T23:00:00Z'); // 07:00 on the 20th in Manila
/** 07:30 on the 20th in Manila: the browser's UTC clock still says the 19th. */
const BEFORE_UTC_MIDNIGHT = new Date('2026-11-19T23:30:00Z');
/** 08:30 on the 20th in Manila, just past midnight in UTC: both say the 20th, but UTC's 20th has not the bet. */
const AFTER_UTC_MIDNIGHT = new Date('2026-11-20T00:30:00Z');

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: RunningServer;
let url: string;
const dirs: string[] = [];
const agent = { account: `tz${randomBytes(3).toString('hex')}a`, password: 'pass1234' };

test.beforeAll(async () => {
  // a server of its own, seeded like the shared one: longer than a test on a loaded machine
  test.setTimeout(180_000);
  const { startServer } = await import('../../server/main.ts');
  const { createMember } = await import('../../server/members/accounts.ts');
  const { ensureWallet, houseWallet, postTransaction } = await import('../../server/wallet/ledger.ts');
  const tenantsDir = mkdtempSync('/tmp/e2e-tz-tenants-');
  const distDir = mkdtempSync('/tmp/e2e-tz-dist-');
  const dataDir = mkdtempSync('/tmp/e2e-tz-data-');
  dirs.push(tenantsDir, distDir, dataDir);
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  cpSync(process.env.DIST_DIR ?? join(ROOT, 'dist'), distDir, { recursive: true });
  server = await startServer({ port: 0, tenantsDir, dataDir, distDir, log: () => undefined, settleEveryMs: 0 });
  url = server.url.replace(/\/$/, '');
  const db = server.db;
  const agentId = await createMember(db, { tenantId: 'demo', account: agent.account, password: agent.password, type: 1, parentId: null });
  const playerId = await createMember(db, {
    tenantId: 'demo',
    account: `tz${randomBytes(3).toString('hex')}p`,
    password: 'pass1234',
    type: 0,
    parentId: agentId,
  });
  await db.transaction(async (tx) => {
    const main = await ensureWallet(tx, playerId);
    const game = await houseWallet(tx, 'demo', 'GAME');
    const promotions = await houseWallet(tx, 'demo', 'PROMOTIONS');
    const legs = (amountCents: number, from: number, to: number, ref: string) => [
      { walletId: to, amountCents, reference: ref },
      { walletId: from, amountCents: -amountCents, reference: ref },
    ];
    await postTransaction(tx, {
      tenantId: 'demo',
      memberId: playerId,
      category: 'bonus',
      kind: 'bonus',
      amountCents: 1_234,
      mainDeltaCents: 1_234,
      legs: legs(1_234, promotions, main, 'tz-fund'),
      at: new Date(BET_AT.getTime() - 60_000),
    });
    await postTransaction(tx, {
      tenantId: 'demo',
      memberId: playerId,
      category: 'bet',
      kind: 'test-bet',
      amountCents: 1_234,
      mainDeltaCents: -1_234,
      roundRef: 'round:t-tz-e2e',
      detail: { gameCategory: 'RNG' },
      legs: legs(1_234, main, game, 'tz-bet'),
      at: BET_AT,
    });
  });
});

test.afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Signs the agent in on this file's server, with the browser's clock fixed at `browserNow`. */
async function openAsAgent(page: Page, browserNow: Date) {
  await page.clock.setFixedTime(browserNow);
  const response = await page.request.post(`${url}/api/member/login`, {
    data: { type: 'username', username: agent.account, password: agent.password },
  });
  expect(response.ok()).toBeTruthy();
  const value = ((await response.json()) as { value: Record<string, unknown> }).value;
  const info = JSON.stringify({
    signedIn: true,
    merchantCode: value.merchantCode,
    id: value.id,
    userName: value.userName,
    type: value.type,
  });
  await dismissLoginPopups(page, 'EN');
  await page.addInitScript((session) => {
    if (!sessionStorage.getItem('MC_SESSION_INFO')) sessionStorage.setItem('MC_SESSION_INFO', session);
  }, info);
}

test('"Today" on the team overview is the day in Manila: it holds a bet made at 07:00 there', async ({ page }) => {
  await openAsAgent(page, BEFORE_UTC_MIDNIGHT);
  const kpi = page.waitForRequest((r) => r.url().includes('/api/agent/team/kpi'), { timeout: 30_000 });
  await page.goto(`${url}/m/agent/team/overview`);
  // the browser's clock says 19 November 23:30 UTC; the tenant's day is 20 November, from 16:00 UTC on the 19th
  expect(new URL((await kpi).url()).searchParams.get('startDate')).toBe('2026-11-20');
  await expect(page.getByRole('button', { name: t('EN', 'records.preset.today') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('fig-bet')).toHaveText('12.34');
  await expect(page.getByTestId('fig-bettors')).toHaveText('1');
  await page.getByRole('button', { name: t('EN', 'records.preset.yesterday') }).click();
  await expect(page.getByLabel(t('EN', 'records.startDate'))).toHaveValue('2026-11-19');
  await expect(page.getByTestId('fig-bet')).toHaveText('0.00');
  await expect(page.getByTestId('fig-bettors')).toHaveText('0');
});

test("the agent home's figures are today's in Manila, and team betting shows the bet at 07:00", async ({ page }) => {
  await openAsAgent(page, AFTER_UTC_MIDNIGHT);
  const kpi = page.waitForRequest((r) => r.url().includes('/api/agent/team/kpi'), { timeout: 30_000 });
  await page.goto(`${url}/m/agent`);
  expect(new URL((await kpi).url()).searchParams.get('startDate')).toBe('2026-11-20');
  await expect(page.getByTestId('figure-teamBetMemberCount')).toHaveText('1');
  await expect(page.getByTestId('figure-teamRegisterMemberCount')).toHaveText('0');
  await page.goto(`${url}/m/teamBetting`);
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  await expect(page.getByTestId('record-row')).toContainText('2026-11-20 07:00');
});
