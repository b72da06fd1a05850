/**
 * Red-envelope rain: a tenant's timed events; during one, each member grabs once and gets a random
 * amount between the event's minimum and maximum, out of its budget, credited through the ledger
 * (PROMOTIONS to the member's main wallet). A second grab answers the first amount again.
 */
import { randomInt } from 'node:crypto';
import { textIn, type LocalizedText } from '../content/localized-text.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { ensureWallet, houseWallet, postTransaction } from '../wallet/ledger.ts';
import { formatCents } from '../../engine/grammar/money.ts';

const SHOWN_AFTER_END_MS = 7 * 24 * 3_600_000;

/** The tenant's events ended less than a week ago or still to come, each titled in the first of `languages` it is written in. */
export async function redRainEvents(db: Queryable, tenantId: string, memberId: number, now: Date, languages: readonly string[]) {
  const rows = await db.query<{
    id: number;
    title: LocalizedText;
    starts_at: Date;
    ends_at: Date;
    max_cents: number;
    grabbed: number | null;
  }>(
    `SELECT e.id, e.title, e.starts_at, e.ends_at, e.max_cents,
            (SELECT g.amount_cents FROM red_rain_grabs g WHERE g.event_id = e.id AND g.member_id = $2) AS grabbed
       FROM red_rain_events e WHERE e.tenant_id = $1 AND e.ends_at > $3 ORDER BY e.starts_at, e.id LIMIT 50`,
    [tenantId, memberId, new Date(now.getTime() - SHOWN_AFTER_END_MS)],
  );
  return {
    serverTime: now.toISOString(),
    list: rows.rows.map((r) => ({
      id: r.id,
      title: textIn(r.title, languages),
      startsAt: new Date(r.starts_at).toISOString(),
      endsAt: new Date(r.ends_at).toISOString(),
      state: now < new Date(r.starts_at) ? ('upcoming' as const) : now < new Date(r.ends_at) ? ('active' as const) : ('ended' as const),
      maxAmount: formatCents(r.max_cents),
      grabbed: r.grabbed === null ? null : formatCents(r.grabbed),
    })),
  };
}

export async function grabRedEnvelope(db: Db, tenantId: string, memberId: number, eventId: number, now: Date) {
  return db.transaction(async (tx) => {
    // The event row is the lock: grabs of one event queue, so the budget is never overspent.
    const found = await tx.query<{ starts_at: Date; ends_at: Date; min_cents: number; max_cents: number; budget_cents: number }>(
      'SELECT starts_at, ends_at, min_cents, max_cents, budget_cents FROM red_rain_events WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
      [eventId, tenantId],
    );
    const event = found.rows[0];
    if (!event) throw apiErrors.notFound('Sorry, this red envelope rain does not exist');
    const main = await ensureWallet(tx, memberId);
    const balance = async () =>
      formatCents((await tx.query<{ c: number }>('SELECT balance_cents AS c FROM wallets WHERE id = $1', [main])).rows[0].c);
    const before = await tx.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM red_rain_grabs WHERE event_id = $1 AND member_id = $2',
      [eventId, memberId],
    );
    if (before.rows[0]) return { eventId, amount: formatCents(before.rows[0].amount_cents), already: true, balance: await balance() };
    if (now < new Date(event.starts_at) || now >= new Date(event.ends_at)) {
      throw new ApiError(409, 'E_RED_RAIN_CLOSED', 'This red envelope rain is not on now');
    }
    const spent = await tx.query<{ c: number }>(
      'SELECT coalesce(sum(amount_cents), 0)::bigint AS c FROM red_rain_grabs WHERE event_id = $1',
      [eventId],
    );
    const left = event.budget_cents - spent.rows[0].c;
    if (left < event.min_cents) throw new ApiError(409, 'E_RED_RAIN_EMPTY', 'All the red envelopes of this rain have been taken');
    const amountCents = randomInt(event.min_cents, Math.min(event.max_cents, left) + 1);
    const promotions = await houseWallet(tx, tenantId, 'PROMOTIONS');
    const txnId = await postTransaction(tx, {
      tenantId,
      memberId,
      category: 'bonus',
      kind: 'red-rain',
      amountCents,
      mainDeltaCents: amountCents,
      orderNo: `redrain:${eventId}`,
      detail: { eventId },
      legs: [
        { walletId: main, amountCents, reference: `redrain:${eventId}` },
        { walletId: promotions, amountCents: -amountCents, reference: `redrain:${eventId}:${memberId}` },
      ],
      at: now,
    });
    await tx.query('INSERT INTO red_rain_grabs (event_id, member_id, amount_cents, txn_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
      eventId,
      memberId,
      amountCents,
      txnId,
      now,
    ]);
    return { eventId, amount: formatCents(amountCents), already: false, balance: await balance() };
  });
}
