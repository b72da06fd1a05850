/**
 * Loyalty seed: the demo account's bet history, so its member level screen shows a real level and
 * progress (Gold, 7,340.00 turnover, 734 points on the base levels). The rounds lie 3 to 23 days
 * back and their wins equal their bets, so the seeded balance (1,250.00) does not move; all wins
 * are posted before the bets, so the balance never dips while seeding. Idempotent: every entry
 * has a fixed reference and every round a fixed key.
 */
import { ensureWallet, postEntry } from '../wallet/ledger.ts';
import type { Queryable } from '../db/types.ts';

/** [bet, win] in cents; the bets and the wins each sum to 734,000. */
const DEMO_ROUNDS: [number, number][] = [
  [60_000, 0],
  [40_000, 100_000],
  [80_000, 30_000],
  [50_000, 100_000],
  [100_000, 0],
  [20_000, 120_000],
  [90_000, 45_000],
  [74_000, 119_000],
  [120_000, 60_000],
  [60_000, 120_000],
  [40_000, 40_000],
];

export async function seedLoyalty(tx: Queryable, now: Date): Promise<void> {
  const member = await tx.query<{ id: number }>("SELECT id FROM members WHERE tenant_id = 'demo' AND account = 'demo'");
  if (!member.rows[0]) return;
  const memberId = member.rows[0].id;
  const walletId = await ensureWallet(tx, memberId);
  const game = await tx.query<{ id: number }>(
    "SELECT g.id FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.tenant_id = 'demo' AND v.game_category = 'RNG' ORDER BY g.id LIMIT 1",
  );
  const gameId = game.rows[0]?.id ?? null;
  const at = (i: number) => new Date(now.getTime() - (23 - 2 * i) * 86_400_000);
  const key = (i: number) => `seed-loyalty-${i + 1}`;
  for (const [i, [, win]] of DEMO_ROUNDS.entries()) {
    if (win > 0) await postEntry(tx, { walletId, amountCents: win, kind: 'slot-win', reference: `round:${key(i)}:win`, at: at(i) });
  }
  for (const [i, [bet, win]] of DEMO_ROUNDS.entries()) {
    const posted = await postEntry(tx, { walletId, amountCents: -bet, kind: 'slot-bet', reference: `round:${key(i)}:bet`, at: at(i) });
    if (!posted.applied) continue;
    await tx.query(
      `INSERT INTO game_rounds (member_id, game_id, kind, idempotency_key, bet_cents, win_cents, balance_after_cents, result, created_at)
       VALUES ($1, $2, 'slot', $3, $4, $5, $6, '{}', $7) ON CONFLICT (member_id, idempotency_key) DO NOTHING`,
      [memberId, gameId, key(i), bet, win, posted.balanceCents, at(i)],
    );
  }
}
