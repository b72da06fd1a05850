/**
 * Free trial: trialLogin and testPlay each create a trial member (type 4) with a generated name
 * and 2,000.00 of play money, and sign it in like login does (server/members/sessions.ts).
 * At most TRIAL_LIMIT trial accounts per client address an hour. trialAccount (SPEC 7.03, GET)
 * tells a visitor beforehand what trial login would give them now, by the same count.
 */
import { randomBytes } from 'node:crypto';
import { formatCents } from '../../engine/grammar/money.ts';
import { lockName, retryAfterSec } from '../account/rate-limit.ts';
import type { Db, Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { answerSignIn } from '../http/session-cookie.ts';
import { insertMember } from '../members/accounts.ts';
import { openSession } from '../members/sessions.ts';
import { TRIAL_TYPE } from '../payments/rules.ts';
import { unusablePasswordHash } from '../security/password.ts';
import { ensureWallet, postEntry } from '../wallet/ledger.ts';

const TRIAL_BALANCE_CENTS = 200_000;
export const TRIAL_LIMIT = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;

interface TrialSession {
  token: string;
  id: number;
  userName: string;
}

/**
 * Seconds until this client address may have a trial account again, 0 when it may now: the one
 * count behind trial login's refusal and trial account's answer, so the two never disagree.
 */
async function trialWait(db: Queryable, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - TRIAL_LIMIT.windowMs);
  const granted = await db.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*)::int AS n, min(created_at) AS oldest FROM trial_grants WHERE address = $1 AND created_at > $2',
    [address, since],
  );
  const { n, oldest } = granted.rows[0];
  return n >= TRIAL_LIMIT.perAddress && oldest ? retryAfterSec(new Date(oldest), TRIAL_LIMIT.windowMs, now) : 0;
}

async function createTrialMember(db: Db, tenantId: string, address: string, now: Date): Promise<TrialSession> {
  const userName = `guest_${randomBytes(5).toString('hex')}`;
  return db.transaction(async (tx) => {
    // counted and granted under the address's lock: trial logins racing from one address cannot pass the limit
    await lockName(tx, `trial:${address}`);
    const wait = await trialWait(tx, address, now);
    if (wait > 0) throw apiErrors.rateLimited(wait);
    const id = await insertMember(
      tx,
      { tenantId, account: userName, password: '', type: TRIAL_TYPE, nickname: null },
      unusablePasswordHash(),
    );
    const walletId = await ensureWallet(tx, id);
    await postEntry(tx, { walletId, amountCents: TRIAL_BALANCE_CENTS, kind: 'trial-credit', reference: 'trial:opening-balance' });
    await tx.query('INSERT INTO trial_grants (tenant_id, address, member_id, created_at) VALUES ($1, $2, $3, $4)', [
      tenantId,
      address,
      id,
      now,
    ]);
    const token = await openSession(tx, id, false, now);
    return { token, id, userName };
  });
}

export const trialLogin = defineEndpoint('trialLogin', {
  auth: 'none',
  async handle(ctx) {
    const { db, tenantId, address, now } = ctx;
    const trial = await createTrialMember(db, tenantId, address, now);
    return answerSignIn(ctx, {
      token: trial.token,
      merchantCode: tenantId,
      id: trial.id,
      userName: trial.userName,
      type: TRIAL_TYPE,
      firstTimeLogin: true,
      customerType: TRIAL_TYPE,
    });
  },
});

export const testPlay = defineEndpoint('testPlay', {
  auth: 'none',
  async handle(ctx) {
    const { db, tenantId, address, now } = ctx;
    const trial = await createTrialMember(db, tenantId, address, now);
    return answerSignIn(ctx, { token: trial.token, userName: trial.userName, customerType: TRIAL_TYPE });
  },
});

export const trialAccount = defineEndpoint('trialAccount', {
  auth: 'none',
  async handle({ db, address, now }) {
    const balance = formatCents(TRIAL_BALANCE_CENTS);
    const wait = await trialWait(db, address, now);
    return wait > 0 ? { available: false, balance, reason: 'addressLimit', retryAfterSeconds: wait } : { available: true, balance };
  },
});
